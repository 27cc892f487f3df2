/**
 * Writes an empty conformance fixture (requests/ and responses/ of
 * packages/testing/test/conformance/fixtures/) for every declared operation that has none, so a new
 * endpoint is in the corpus from its declaration on. The reference's examples are added by
 * scripts/conformance/extract.mjs (root); a stub stays `examples: []` until then.
 */
import { existsSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { endpoints } from "../src/api"

const fixtures = fileURLToPath(new URL("../../testing/test/conformance/fixtures/", import.meta.url))
let written = 0
for (const e of endpoints) {
  for (const kind of ["requests", "responses"]) {
    const file = `${fixtures}${kind}/${e.operation}.json`
    if (existsSync(file)) continue
    writeFileSync(file, `${JSON.stringify({ operation: e.operation, method: e.method, path: e.path, examples: [] }, null, 2)}\n`)
    written++
  }
}
console.log(`conformance fixture stubs: ${written} written`)
