// The test subset Stryker runs when mutating src/webhooks (`pnpm mutate core-webhooks`):
// the webhook tests only, or the files listed (comma-separated) in MUTATE_TESTS, so a mutant
// costs seconds on a loaded 2-core machine. A mutant killed only by a test outside the set
// counts as survived: the score is a lower bound.
import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: process.env.MUTATE_TESTS?.split(",").filter(Boolean) ?? ["test/webhooks/**/*.test.ts"],
    testTimeout: 20_000
  }
})
