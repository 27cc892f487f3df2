import { defineConfig } from "vitest/config"
import { sourceAliases } from "../../scripts/lib/source-aliases.mjs"

// Decorators: Vite's transform reads `experimentalDecorators` from tsconfig.json (legacy
// decorators, parameter decorators included); no decorator metadata is emitted or needed.
export default defineConfig({
  resolve: {
    // Tests run against the sibling packages' sources, never a stale build (scripts/lib/source-aliases.mjs).
    alias: sourceAliases()
  },
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 20_000
  }
})
