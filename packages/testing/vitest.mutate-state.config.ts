// The test subset Stryker runs when mutating src/state (`pnpm mutate testing-state`):
// the in-process tests of the fake's behaviour (or only the files listed, comma-separated, in
// MUTATE_TESTS); the over-HTTP copy, the CLI, MSW and docs tests are left out, so a mutant costs
// seconds on a loaded 2-core machine. A mutant killed only by a test outside the set counts as
// survived: the score is a lower bound.
import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@payrail\/core$/, replacement: fileURLToPath(new URL("../core/src/index.ts", import.meta.url)) },
      { find: /^@payrail\/core\/api$/, replacement: fileURLToPath(new URL("../core/src/api/index.ts", import.meta.url)) }
    ]
  },
  test: {
    include: process.env.MUTATE_TESTS?.split(",").filter(Boolean) ?? [
      "test/e2e-in-process.test.ts",
      "test/fake.test.ts",
      "test/control.test.ts",
      "test/idempotency.test.ts",
      "test/clock-and-money.test.ts",
      "test/snapshot.test.ts",
      "test/spec-fidelity.test.ts",
      "test/validation.test.ts",
      "test/webhook-events.test.ts",
      "test/webhooks.test.ts",
      "test/faults.test.ts",
      "test/trigger.test.ts",
      "test/state/**/*.test.ts"
    ],
    testTimeout: 20_000
  }
})
