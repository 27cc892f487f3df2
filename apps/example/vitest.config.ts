import { defineConfig } from "vitest/config"

// The example runs against the packages' builds (turbo builds them before `test`), as a user's app would.
// Decorators: Vite's transform reads `experimentalDecorators` from tsconfig.json; no metadata is emitted or needed.
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Safety nets for a loaded 2-core machine: every wait in the tests is for a signal, not for time.
    testTimeout: 90_000,
    hookTimeout: 180_000
  }
})
