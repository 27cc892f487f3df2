import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

export default defineConfig({
  resolve: {
    // Tests run against core's source; the published package depends on the built @payrail/core.
    alias: [
      { find: /^@payrail\/queues\/cloudflare$/, replacement: fileURLToPath(new URL("../queues/src/cloudflare.ts", import.meta.url)) },
      { find: /^@payrail\/queues$/, replacement: fileURLToPath(new URL("../queues/src/index.ts", import.meta.url)) },
      { find: /^@payrail\/core\/webhooks$/, replacement: fileURLToPath(new URL("../core/src/webhooks/index.ts", import.meta.url)) },
      { find: /^@payrail\/core$/, replacement: fileURLToPath(new URL("../core/src/index.ts", import.meta.url)) }
    ]
  },
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000
  }
})
