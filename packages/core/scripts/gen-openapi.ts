/** Writes packages/core/openapi.json from the endpoint declarations (`pnpm gen`). */
import { readFileSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { openApiText } from "./openapi-text"

const file = fileURLToPath(new URL("../openapi.json", import.meta.url))
let before = ""
try {
  before = readFileSync(file, "utf8")
} catch {
  // first run
}
const after = openApiText()
if (after !== before) writeFileSync(file, after)
console.log(`${after === before ? "up to date" : "updated"}: ${file}`)
