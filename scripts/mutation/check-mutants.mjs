#!/usr/bin/env node
/**
 * The by-hand check of a survivor, scripted: apply each mutant of a Stryker report to its source
 * file exactly as Stryker did (same place, same replacement), run the given vitest files, restore
 * the source. KILLED means a test failed with the mutant in place; ALIVE means they all passed;
 * TIMEOUT means the tests did not end within 3 minutes (a loop the mutant made endless).
 *
 *   node scripts/mutation/check-mutants.mjs <mutation.json> <package dir> [--ids 12,40] [--status Survived,NoCoverage] -- <vitest args...>
 *
 * Run it in a worktree nobody else is testing in: the source is changed while a mutant is in
 * place (restored after each mutant, and on Ctrl-C). It never records a score: re-run Stryker
 * (`pnpm mutate --patch`) for that.
 */
import { spawnSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

const [reportPath, pkgDir, ...rest] = process.argv.slice(2)
const split = rest.indexOf("--")
if (!reportPath || !pkgDir || split < 0) {
  console.error("usage: check-mutants.mjs <mutation.json> <package dir> [--ids 1,2] [--status Survived] -- <vitest args>")
  process.exit(2)
}
const flags = rest.slice(0, split)
const vitestArgs = rest.slice(split + 1)
const flag = (name) => {
  const at = flags.indexOf(name)
  return at < 0 ? undefined : flags[at + 1].split(",")
}
const ids = flag("--ids")
const statuses = flag("--status") ?? ["Survived", "NoCoverage"]

/** The mutation-testing-report schema's positions: lines and columns both start at one. */
const offsetOf = (source, { line, column }) => {
  let offset = 0
  for (let l = 1; l < line; l++) offset = source.indexOf("\n", offset) + 1
  return offset + column - 1
}

const report = JSON.parse(readFileSync(reportPath, "utf8"))
let restore = () => {}
process.on("SIGINT", () => {
  restore()
  process.exit(130)
})
for (const [file, entry] of Object.entries(report.files)) {
  const path = join(pkgDir, file)
  const original = readFileSync(path, "utf8")
  if (original !== entry.source) {
    console.error(`${file}: the source differs from the report's; skipped`)
    continue
  }
  for (const m of entry.mutants) {
    if (!statuses.includes(m.status) || (ids !== undefined && !ids.includes(String(m.id)))) continue
    const from = offsetOf(original, m.location.start)
    const to = offsetOf(original, m.location.end)
    restore = () => writeFileSync(path, original)
    writeFileSync(path, original.slice(0, from) + m.replacement + original.slice(to))
    // A mutant that loops forever is detected, as Stryker counts a timeout.
    const run = spawnSync("npx", ["vitest", "run", "--bail", "1", ...vitestArgs], { cwd: pkgDir, encoding: "utf8", timeout: 180_000, killSignal: "SIGKILL" })
    restore()
    const verdict = run.error?.code === "ETIMEDOUT" ? "TIMEOUT" : run.status === 0 ? "ALIVE " : "KILLED"
    console.log(`${verdict} ${file}:${m.location.start.line}:${m.location.start.column} #${m.id} ${m.mutatorName} ${JSON.stringify(m.replacement).slice(0, 90)}`)
  }
}
