import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

// Tests run against the sources of the sibling packages, not their builds.
// Decorators: Vite's transform reads `experimentalDecorators` from tsconfig.json (legacy
// decorators, parameter decorators included); no decorator metadata is emitted or needed.
export default defineConfig({
  resolve: {
    alias: {
      // before "@payrail/core", which would otherwise take "@payrail/core/api" as a prefix
      "@payrail/core/api": fileURLToPath(new URL("../core/src/api/index.ts", import.meta.url)),
      "@payrail/core/internal": fileURLToPath(new URL("../core/src/internal.ts", import.meta.url)),
      "@payrail/stores/redis": fileURLToPath(new URL("../stores/src/redis.ts", import.meta.url)),
      "@payrail/stores/postgres": fileURLToPath(new URL("../stores/src/postgres.ts", import.meta.url)),
      "@payrail/queues/bullmq": fileURLToPath(new URL("../queues/src/bullmq.ts", import.meta.url)),
      "@payrail/queues/postgres": fileURLToPath(new URL("../queues/src/postgres.ts", import.meta.url)),
      "@payrail/queues": fileURLToPath(new URL("../queues/src/index.ts", import.meta.url)),
      "@payrail/core/webhooks": fileURLToPath(new URL("../core/src/webhooks/index.ts", import.meta.url)),
      "@payrail/core": fileURLToPath(new URL("../core/src/index.ts", import.meta.url)),
      "@payrail/testing": fileURLToPath(new URL("../testing/src/index.ts", import.meta.url))
    }
  },
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 20_000
  }
})
