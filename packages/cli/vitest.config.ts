import { defineConfig } from "vitest/config"
import { sourceAliases } from "../../scripts/lib/source-aliases.mjs"

// The CLI itself runs as a process through tsx (test/tsconfig.cli.json maps the same sources).
export default defineConfig({
  resolve: {
    // Tests run against the sibling packages' sources, never a stale build (scripts/lib/source-aliases.mjs).
    alias: sourceAliases()
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
