// `scripts/stryker.config.mjs` with the webhook test subset (packages/core/vitest.mutate-webhooks.config.ts).
// Run from packages/core: `../../node_modules/.bin/stryker run ../../scripts/stryker.webhooks.config.mjs
// --mutate src/webhooks/router.ts`, then `pnpm mutate --record core` to record the scores.
import base from "./stryker.config.mjs"

export default { ...base, vitest: { configFile: "vitest.mutate-webhooks.config.ts" } }
