/**
 * Writes src/guards/generated.ts: one guard per schema of src/guards/registry.ts, compiled from
 * the schema's AST (scripts/guards/compile.ts). Run by `pnpm gen:guards`; a test fails when the
 * committed file differs from what this script would write (test/guards/drift.test.ts).
 *
 *   tsx scripts/gen-guards.ts           write the file
 *   tsx scripts/gen-guards.ts --check   exit 1 when the file is out of date
 */
import { readFileSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { renderGuardsModule } from "./guards/render"

const target = fileURLToPath(new URL("../src/guards/generated.ts", import.meta.url))
const source = renderGuardsModule()
if (process.argv.includes("--check")) {
  const current = readFileSync(target, "utf8")
  if (current !== source) {
    console.error("src/guards/generated.ts is out of date: run `pnpm --filter @payrail/core gen:guards`")
    process.exit(1)
  }
} else {
  writeFileSync(target, source)
  console.log(`wrote ${target}`)
}
