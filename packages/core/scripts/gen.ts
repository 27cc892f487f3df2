/**
 * `pnpm gen` (core's part, run by turbo before the API report): every file derived from the
 * declarations, in dependency order. Each step runs in its own process because it imports what
 * the step before it wrote (the guards and routes read the api tree the client step writes).
 * The drift tests fail the test command on any file that differs from what these steps write.
 */
import { execFileSync } from "node:child_process"
import { fileURLToPath } from "node:url"

const STEPS = [
  "gen-client.ts", // src/api/tree.generated.ts, src/resources/*.generated.ts
  "gen-guards.ts", // src/guards/*.generated.ts, src/api/routes.generated.ts
  "gen-openapi.ts", // openapi.json
  "gen-readme.ts", // the method tables of the root README and this package's README
  "gen-exports.ts", // src/schema.ts and src/schema-types.generated.ts: the entries' export lists
  "gen-fixture-stubs.ts" // empty conformance fixtures for new operations (packages/testing)
]
const scripts = fileURLToPath(new URL("./", import.meta.url))
for (const step of STEPS) execFileSync(process.execPath, ["--import", "tsx", scripts + step], { stdio: "inherit" })
