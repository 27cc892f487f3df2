import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// Tests run against the sibling packages' sources; the CLI itself runs as a process through tsx
// (test/tsconfig.cli.json maps the same sources).
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@payrail\/queues\/cloudflare$/, replacement: source("../queues/src/cloudflare.ts") },
      { find: /^@payrail\/queues$/, replacement: source("../queues/src/index.ts") },
      { find: /^@payrail\/core\/api$/, replacement: source("../core/src/api/index.ts") },
      { find: /^@payrail\/core\/internal$/, replacement: source("../core/src/internal.ts") },
      { find: /^@payrail\/core\/webhooks$/, replacement: source("../core/src/webhooks/index.ts") },
      { find: /^@payrail\/core\/schema$/, replacement: source("../core/src/schema.ts") },
      { find: /^@payrail\/core$/, replacement: source("../core/src/index.ts") },
      { find: /^@payrail\/testing$/, replacement: source("../testing/src/index.ts") },
      { find: /^@payrail\/hono$/, replacement: source("../hono/src/index.ts") },
      { find: /^@payrail\/nestjs$/, replacement: source("../nestjs/src/index.ts") }
    ]
  },
  test: {
    include: ["test/**/*.test.ts"],
    // the tests start CLI processes (tsx compiles the sources at each start): one file at a time,
    // and a generous safety net per test on a loaded machine (never a speed assertion)
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 60_000
  }
})
