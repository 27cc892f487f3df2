// The test subset Stryker runs when mutating src/http (`pnpm mutate core-http`): the unit tests
// of test/http and the client tests that drive src/http end to end (configuration, base URL,
// retries, transports), or the files listed (comma-separated) in MUTATE_TESTS. hover.test.ts asks
// TypeScript's language service for types (seconds per run, no src/http code): left out, so a
// mutant costs seconds on a loaded 2-core machine. A mutant killed only by a test outside the set
// counts as survived: the score is a lower bound.
import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: process.env.MUTATE_TESTS?.split(",").filter(Boolean) ?? ["test/http/**/*.test.ts", "test/client/**/*.test.ts"],
    exclude: ["**/node_modules/**", "test/client/hover.test.ts"],
    testTimeout: 20_000
  }
})
