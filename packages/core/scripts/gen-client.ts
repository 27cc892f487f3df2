/**
 * Writes the client derived from the declarations of src/api (scripts/client/render.ts): the
 * `api` tree and every group's methods. The first step of `pnpm gen` (scripts/gen.ts; the
 * guards' step after it reads the tree); test/api/client-drift.test.ts fails when a
 * committed file differs from what this script writes.
 */
import { readdirSync, unlinkSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { renderClient } from "./client/render"

const root = fileURLToPath(new URL("../", import.meta.url))
const files = await renderClient()
// a group that no longer exists leaves no stale file behind
for (const file of readdirSync(`${root}src/resources`)) {
  if (file.endsWith(".generated.ts") && !files.has(`src/resources/${file}`)) unlinkSync(`${root}src/resources/${file}`)
}
for (const [path, text] of files) {
  writeFileSync(root + path, text)
  console.log(`wrote ${path}`)
}
