// `pnpm contract`: the contract suite alone (test/contract), against the service named by
// PAYRAIL_BASE_URL and the merchant's keys when they are set, else against the fake
// (test/contract/target.ts). The repository's own run (vitest.config.ts) always uses the fake.
import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@payrail\/core$/, replacement: fileURLToPath(new URL("../core/src/index.ts", import.meta.url)) },
      { find: /^@payrail\/core\/api$/, replacement: fileURLToPath(new URL("../core/src/api/index.ts", import.meta.url)) },
      { find: /^@payrail\/core\/schema$/, replacement: fileURLToPath(new URL("../core/src/schema.ts", import.meta.url)) }
    ]
  },
  test: {
    include: ["test/contract/**/*.test.ts"],
    // prints the target and checks every variable before any test runs
    globalSetup: ["test/contract/preflight.ts"],
    env: { PAYRAIL_CONTRACT: "env" },
    // a real sandbox answers in seconds, not milliseconds
    testTimeout: 120_000,
    hookTimeout: 60_000
  }
})
