import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  resolve: {
    // Tests run against the sources of the workspace packages; the published package depends on their builds.
    alias: [
      { find: /^@payrail\/hono$/, replacement: src("../hono/src/index.ts") },
      { find: /^@payrail\/stores\/(redis|postgres|cloudflare)$/, replacement: src("../stores/src/$1.ts") },
      { find: /^@payrail\/core\/webhooks$/, replacement: src("../core/src/webhooks/index.ts") },
      { find: /^@payrail\/core$/, replacement: src("../core/src/index.ts") }
    ]
  },
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000
  }
})
