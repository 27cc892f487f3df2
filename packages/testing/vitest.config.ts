import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

export default defineConfig({
  resolve: {
    // Tests run against core's source, so they never depend on a stale build.
    alias: [
      { find: /^@payrail\/core$/, replacement: fileURLToPath(new URL("../core/src/index.ts", import.meta.url)) },
      { find: /^@payrail\/core\/api$/, replacement: fileURLToPath(new URL("../core/src/api/index.ts", import.meta.url)) },
      { find: /^@payrail\/core\/internal$/, replacement: fileURLToPath(new URL("../core/src/internal.ts", import.meta.url)) },
      { find: /^@payrail\/core\/schema$/, replacement: fileURLToPath(new URL("../core/src/schema.ts", import.meta.url)) }
    ]
  },
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 20_000
  }
})
