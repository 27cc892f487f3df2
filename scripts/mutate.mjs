#!/usr/bin/env node
/**
 * `pnpm mutate`: Stryker mutation testing, one package at a time, scores recorded in
 * reliability/MUTATION.md (data in reliability/mutation-scores.json).
 *
 *   pnpm mutate core                          every source file of packages/core (slow: hours on 2 cores)
 *   pnpm mutate core src/errors.ts src/http   some files or folders of one package
 *   pnpm mutate --since main                  only the source files changed since `main` (and uncommitted)
 *   pnpm mutate --record core                 record the package's last Stryker report again (no run)
 *   pnpm mutate --render                      rewrite MUTATION.md's table from mutation-scores.json (after a merge)
 *   pnpm mutate --record core a.json b.json   the same, merged with earlier reports of partial runs
 *                                             (`--mutate file:from-to`): per mutant, the last report wins
 *
 * MUTATE_CONCURRENCY (default 1) sets Stryker's test-runner processes. Not in CI at full size.
 * Packages whose vitest config reaches sibling sources by relative path (testing, hono, nestjs)
 * are mutated in place (Stryker restores the files when it ends, also on Ctrl-C): commit first.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { fileURLToPath } from "node:url"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const PACKAGES = ["core", "testing", "hono", "nestjs"]
const DATA = join(root, "reliability", "mutation-scores.json")
const REPORT = join(root, "reliability", "MUTATION.md")

const usage = () => {
  console.error("usage: pnpm mutate <core|testing|hono|nestjs> [src/file.ts|src/folder ...]\n       pnpm mutate --since <git ref>")
  process.exit(2)
}

/** `src/http` → `src/http/**\/*.ts`; a file stays a file. Entry points (index.ts: re-exports only) are skipped. */
const toGlobs = (pkgDir, paths) =>
  paths.flatMap((p) => {
    const full = join(pkgDir, p)
    if (!existsSync(full)) throw new Error(`${relative(root, full)} does not exist`)
    return statSync(full).isDirectory() ? [`${p.replace(/\/$/, "")}/**/*.ts`, `!${p.replace(/\/$/, "")}/**/index.ts`] : [p]
  })

/** Source files changed since `ref` (committed on this branch, staged or not), grouped by package. */
const changedSince = (ref) => {
  const git = (args) => spawnSync("git", args, { cwd: root, encoding: "utf8" }).stdout.split("\n").filter(Boolean)
  const files = new Set([...git(["diff", "--name-only", `${ref}...HEAD`]), ...git(["diff", "--name-only", "HEAD"])])
  const byPackage = new Map()
  for (const file of files) {
    const match = /^packages\/([^/]+)\/(src\/.+\.ts)$/.exec(file)
    if (!match || !PACKAGES.includes(match[1]) || file.endsWith("/index.ts") || !existsSync(join(root, file))) continue
    byPackage.set(match[1], [...(byPackage.get(match[1]) ?? []), match[2]])
  }
  return byPackage
}

const lastReport = (pkg) => JSON.parse(readFileSync(join(root, "packages", pkg, "reports", "mutation", "mutation.json"), "utf8"))

/**
 * Reports of partial runs of the same sources (Stryker's `--mutate file:from-to`), merged per
 * file: a mutant (same place, mutator, replacement) takes its status from the last report that
 * has it, and mutants found in only one report are kept. A `--record` replaces a file's whole
 * row, so the runs of a file split by lines must be merged before it.
 */
const mergeReports = (reports) => {
  const files = {}
  for (const report of reports) {
    for (const [file, entry] of Object.entries(report.files)) {
      const before = files[file]
      if (before !== undefined && before.source !== entry.source) throw new Error(`${file}: the reports were made from different sources`)
      const key = (m) => `${m.location.start.line}:${m.location.start.column}-${m.location.end.line}:${m.location.end.column} ${m.mutatorName} ${m.replacement ?? ""}`
      const mutants = new Map((before?.mutants ?? []).map((m) => [key(m), m]))
      for (const m of entry.mutants) mutants.set(key(m), m)
      files[file] = { ...entry, mutants: [...mutants.values()] }
    }
  }
  return { ...reports.at(-1), files }
}

const runStryker = (pkg, globs) => {
  const pkgDir = join(root, "packages", pkg)
  const args = ["run", relative(pkgDir, join(root, "scripts", "stryker.config.mjs")), "--mutate", globs.join(",")]
  if (pkg !== "core") args.push("--inPlace")
  console.log(`\n== ${pkg}: stryker ${args.join(" ")}`)
  const run = spawnSync(join(root, "node_modules", ".bin", "stryker"), args, { cwd: pkgDir, stdio: "inherit" })
  if (run.status !== 0) throw new Error(`stryker failed in packages/${pkg} (exit ${run.status})`)
  return lastReport(pkg)
}

/** Per-file counts and score as Stryker defines it: detected / (detected + undetected), compile errors excluded. */
const summarize = (pkg, report, measured = new Date()) => {
  const out = {}
  for (const [file, { mutants, source }] of Object.entries(report.files)) {
    const lines = source.split("\n")
    const count = (status) => mutants.filter((m) => m.status === status).length
    const killed = count("Killed")
    const timeout = count("Timeout")
    const survived = count("Survived")
    const noCoverage = count("NoCoverage")
    const detected = killed + timeout
    const valid = detected + survived + noCoverage
    out[`packages/${pkg}/${file}`] = {
      score: valid === 0 ? null : Math.round((detected / valid) * 10_000) / 100,
      killed, timeout, survived, noCoverage,
      compileErrors: count("CompileError"),
      runtimeErrors: count("RuntimeError"),
      measuredAt: `${measured.toISOString().slice(0, 16).replace("T", " ")} UTC`,
      survivors: mutants
        .filter((m) => m.status === "Survived" || m.status === "NoCoverage")
        .map((m) => ({
          line: m.location.start.line,
          original: (lines[m.location.start.line - 1] ?? "").trim().slice(0, 100),
          mutator: m.mutatorName,
          replacement: (m.replacement ?? "").replace(/\s+/g, " ").slice(0, 80),
          status: m.status
        }))
        .sort((a, b) => a.line - b.line)
    }
  }
  return out
}

/** Issue 17's targets: a folder (or file) and the score it must reach. */
const TARGETS = [
  ["packages/core/src/http/", 85],
  ["packages/core/src/webhooks/", 85],
  ["packages/core/src/errors.ts", 85],
  ["packages/testing/src/state/", 75]
]
/** Every source file of a target folder that holds code (index.ts: re-exports only, no mutants). */
const sourcesOf = (prefix) =>
  prefix.endsWith("/")
    ? readdirSync(join(root, prefix), { recursive: true })
        .map((f) => `${prefix}${f}`)
        .filter((f) => f.endsWith(".ts") && !f.endsWith("/index.ts"))
    : [prefix]

const render = (data) => {
  const files = Object.keys(data).sort()
  const sum = (fs) => fs.reduce((t, f) => ({ detected: t.detected + data[f].killed + data[f].timeout, valid: t.valid + data[f].killed + data[f].timeout + data[f].survived + data[f].noCoverage }), { detected: 0, valid: 0 })
  const total = sum(files)
  const percent = (t) => (t.valid === 0 ? "–" : `${((t.detected / t.valid) * 100).toFixed(2)} %`)
  const targetRows = TARGETS.map(([prefix, goal]) => {
    const sources = sourcesOf(prefix)
    const measured = sources.filter((f) => data[f] !== undefined)
    const t = sum(measured)
    const missing = sources.filter((f) => data[f] === undefined).map((f) => f.slice(prefix.length))
    const met = t.valid > 0 && t.detected / t.valid >= goal / 100
    return `| ${prefix} | ${percent(t)} (${t.detected} of ${t.valid}) | ≥ ${goal} % | ${measured.length} of ${sources.length}${missing.length ? ` (not measured: ${missing.join(", ")})` : ""} | ${met && missing.length === 0 ? "met" : met ? "met by the measured files" : "below"} |`
  })
  const lines = [
    "| Target | Score | Goal | Files measured | Status |",
    "|---|---:|---:|---|---|",
    ...targetRows,
    "",
    "| File | Score | Killed | Timeout | Survived | No coverage | Compile errors | Measured |",
    "|---|---:|---:|---:|---:|---:|---:|---|",
    ...files.map((f) => {
      const d = data[f]
      return `| ${f} | ${d.score === null ? "–" : `${d.score.toFixed(2)} %`} | ${d.killed} | ${d.timeout} | ${d.survived} | ${d.noCoverage} | ${d.compileErrors} | ${d.measuredAt} |`
    }),
    "",
    `All measured files together: ${percent(total)} (${total.detected} of ${total.valid} mutants detected).`,
    "",
    "### Surviving mutants (and mutants no test covers)",
    ""
  ]
  for (const f of files) {
    if (data[f].survivors.length === 0) continue
    lines.push(`${f}:`, "")
    const code = (text) => `\`${text.replaceAll("`", "'")}\``
    for (const s of data[f].survivors) {
      lines.push(`- line ${s.line} ${code(s.original ?? "")}, ${s.mutator}${s.status === "NoCoverage" ? " (no test covers it)" : ""}: ${code(s.replacement)}`)
    }
    lines.push("")
  }
  return lines.join("\n")
}

const writeReport = (data) => {
  writeFileSync(DATA, `${JSON.stringify(data, null, 2)}\n`)
  const START = "<!-- generated by scripts/mutate.mjs: start -->"
  const END = "<!-- generated by scripts/mutate.mjs: end -->"
  const current = readFileSync(REPORT, "utf8")
  const at = current.indexOf(START)
  const until = current.indexOf(END)
  if (at < 0 || until < at) throw new Error(`${relative(root, REPORT)} lost its generated-section markers`)
  writeFileSync(REPORT, `${current.slice(0, at + START.length)}\n${render(data)}\n${current.slice(until)}`)
  console.log(`\nScores written to ${relative(root, REPORT)}`)
}

const main = () => {
  const args = process.argv.slice(2)
  let plan
  if (args[0] === "--render") {
    // After a merge of two branches' scores: rewrite MUTATION.md's table from mutation-scores.json.
    writeReport(JSON.parse(readFileSync(DATA, "utf8")))
    return
  }
  if (args[0] === "--record") {
    if (!PACKAGES.includes(args[1])) usage()
    const data = existsSync(DATA) ? JSON.parse(readFileSync(DATA, "utf8")) : {}
    const measured = statSync(join(root, "packages", args[1], "reports", "mutation", "mutation.json")).mtime
    const earlier = args.slice(2).map((file) => JSON.parse(readFileSync(file, "utf8")))
    writeReport(Object.assign(data, summarize(args[1], mergeReports([...earlier, lastReport(args[1])]), measured)))
    return
  }
  if (args[0] === "--since") {
    if (!args[1]) usage()
    plan = changedSince(args[1])
    if (plan.size === 0) {
      console.log(`No package source file changed since ${args[1]}: nothing to mutate.`)
      return
    }
  } else {
    const [pkg, ...paths] = args
    if (!PACKAGES.includes(pkg)) usage()
    plan = new Map([[pkg, paths.length > 0 ? paths : ["src"]]])
  }
  const data = existsSync(DATA) ? JSON.parse(readFileSync(DATA, "utf8")) : {}
  for (const [pkg, paths] of plan) {
    const report = runStryker(pkg, toGlobs(join(root, "packages", pkg), paths))
    Object.assign(data, summarize(pkg, report))
    writeReport(data)
  }
}

main()
