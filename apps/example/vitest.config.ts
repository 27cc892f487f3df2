import { defineConfig } from "vitest/config"

// The example runs against the packages' builds (turbo builds them before `test`), as a user's app would.
// Decorators: Vite's transform reads `experimentalDecorators` from tsconfig.json; no metadata is emitted or needed.
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000
  }
})
