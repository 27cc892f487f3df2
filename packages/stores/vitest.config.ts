import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

export default defineConfig({
  resolve: {
    // Tests run against core's source; the published package depends on the built @payrail/core.
    alias: [
      { find: /^@payrail\/hono$/, replacement: fileURLToPath(new URL("../hono/src/index.ts", import.meta.url)) },
      { find: /^@payrail\/nestjs$/, replacement: fileURLToPath(new URL("../nestjs/src/index.ts", import.meta.url)) },
      { find: /^@payrail\/core\/webhooks$/, replacement: fileURLToPath(new URL("../core/src/webhooks/index.ts", import.meta.url)) },
      { find: /^@payrail\/core$/, replacement: fileURLToPath(new URL("../core/src/index.ts", import.meta.url)) }
    ]
  },
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000
  }
})
