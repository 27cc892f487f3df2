// Stryker mutation testing for one target of scripts/mutate.mjs, run from inside its package (which
// sets `mutate`, the incremental file, the covering tests and the break threshold). Paths are relative
// to the package. Not in CI: a 2-core machine needs minutes per source file.
import { createRequire } from "node:module"

const concurrency = Number(process.env.MUTATE_CONCURRENCY ?? 1)
// The plugins live in the root's node_modules, not the package's: load them by resolved path.
const resolve = createRequire(import.meta.url).resolve

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  packageManager: "pnpm",
  plugins: [resolve("@stryker-mutator/vitest-runner"), resolve("@stryker-mutator/typescript-checker")],
  testRunner: "vitest",
  // The package's own vitest config (its aliases and timeouts). Only the tests that cover a mutant run.
  vitest: { configFile: process.env.PAYRAIL_MUTATE_VITEST ?? "vitest.config.ts" },
  coverageAnalysis: "perTest",
  // Mutants that do not compile are discarded before any test runs (they are not "killed" for free).
  checkers: ["typescript"],
  // The target's tsconfig for the checker (scripts/mutate.mjs), else the package's.
  tsconfigFile: process.env.PAYRAIL_MUTATE_TSCONFIG ?? "tsconfig.json",
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  concurrency,
  // A loaded machine: time out a mutant only well past its normal run time.
  timeoutMS: 30_000,
  timeoutFactor: 3,
  reporters: ["json", "clear-text", "progress"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  tempDirName: ".stryker-tmp",
  cleanTempDir: true,
  // The sandbox gets the package only; node_modules is linked, not copied.
  ignorePatterns: ["dist", "reports", "coverage", ".turbo"],
  // A score below the target's threshold fails the run (exit code 1).
  thresholds: { high: 85, low: 75, break: process.env.PAYRAIL_MUTATE_BREAK ? Number(process.env.PAYRAIL_MUTATE_BREAK) : null }
}
