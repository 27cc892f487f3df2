import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

export default defineConfig({
  resolve: {
    // The suites run against the packages' source, so they never test a stale build.
    // Exact names, so a subpath (`@payrail/core/api`) maps to its own entry, not below index.ts.
    alias: [
      { find: /^@payrail\/core$/, replacement: fileURLToPath(new URL("../packages/core/src/index.ts", import.meta.url)) },
      { find: /^@payrail\/core\/api$/, replacement: fileURLToPath(new URL("../packages/core/src/api/index.ts", import.meta.url)) },
      { find: /^@payrail\/core\/internal$/, replacement: fileURLToPath(new URL("../packages/core/src/internal.ts", import.meta.url)) },
      { find: /^@payrail\/core\/schema$/, replacement: fileURLToPath(new URL("../packages/core/src/schema.ts", import.meta.url)) },
      { find: /^@payrail\/core\/webhooks$/, replacement: fileURLToPath(new URL("../packages/core/src/webhooks/index.ts", import.meta.url)) },
      { find: /^@payrail\/testing$/, replacement: fileURLToPath(new URL("../packages/testing/src/index.ts", import.meta.url)) }
    ]
  },
  test: {
    include: ["test/**/*.test.ts"],
    // Full counts (PAYRAIL_CHAOS_CALLS, PAYRAIL_FUZZ_RUNS) take minutes; CI counts take seconds.
    testTimeout: process.env.PAYRAIL_CHAOS_CALLS || process.env.PAYRAIL_FUZZ_RUNS ? 30 * 60_000 : 60_000,
    hookTimeout: 30_000
  }
})
