// The test subset Stryker runs when mutating src/webhooks (scripts/stryker.webhooks.config.mjs):
// the webhook tests only, so a mutant costs seconds on a loaded 2-core machine. A mutant killed
// only by a test outside this set counts as survived: the score is a lower bound.
import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["test/webhooks/**/*.test.ts"],
    testTimeout: 20_000
  }
})
