import { defineConfig } from "vitest/config"
import { sourceAliases } from "../../scripts/lib/source-aliases.mjs"

export default defineConfig({
  resolve: {
    // Tests run against the sibling packages' sources, never a stale build (scripts/lib/source-aliases.mjs).
    alias: sourceAliases()
  },
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000
  }
})
