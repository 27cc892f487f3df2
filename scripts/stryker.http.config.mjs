// `scripts/stryker.config.mjs` with the src/http test subset (packages/core/vitest.mutate-http.config.ts).
// Run from packages/core: `MUTATE_TESTS=test/http/options.test.ts ../../node_modules/.bin/stryker run
// ../../scripts/stryker.http.config.mjs --mutate src/http/options.ts`, then `pnpm mutate --record core`.
import base from "./stryker.config.mjs"

export default { ...base, vitest: { configFile: "vitest.mutate-http.config.ts" } }
