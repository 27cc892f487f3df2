// `scripts/stryker.config.mjs` with the state test subset (packages/testing/vitest.mutate-state.config.ts).
// Run from packages/testing (in place: commit first): `../../node_modules/.bin/stryker run
// ../../scripts/stryker.testing-state.config.mjs --inPlace --mutate src/state/lists.ts`, then
// `pnpm mutate --record testing` to record the scores.
import base from "./stryker.config.mjs"

export default { ...base, vitest: { configFile: "vitest.mutate-state.config.ts" } }
