/** Rewrites the generated method tables of the root README and of packages/core/README.md. */
import { readFileSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { withTable } from "./readme-table"

export const READMES = ["../../../README.md", "../README.md"].map((p) => fileURLToPath(new URL(p, import.meta.url)))

for (const file of READMES) {
  const before = readFileSync(file, "utf8")
  const after = await withTable(before)
  if (after !== before) writeFileSync(file, after)
  console.log(`${after === before ? "up to date" : "updated"}: ${file}`)
}
