import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

export default defineConfig({
  resolve: {
    // The suites run against the packages' source, so they never test a stale build.
    alias: {
      // before "@payrail/core", which would otherwise take "@payrail/core/api" as a prefix
      "@payrail/core/api": fileURLToPath(new URL("../packages/core/src/api/index.ts", import.meta.url)),
      "@payrail/core": fileURLToPath(new URL("../packages/core/src/index.ts", import.meta.url)),
      "@payrail/testing": fileURLToPath(new URL("../packages/testing/src/index.ts", import.meta.url))
    }
  },
  test: {
    include: ["test/**/*.test.ts"],
    // Full counts (PAYRAIL_CHAOS_CALLS, PAYRAIL_FUZZ_RUNS) take minutes; CI counts take seconds.
    testTimeout: process.env.PAYRAIL_CHAOS_CALLS || process.env.PAYRAIL_FUZZ_RUNS ? 30 * 60_000 : 60_000,
    hookTimeout: 30_000
  }
})
