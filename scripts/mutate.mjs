#!/usr/bin/env node
/**
 * `pnpm mutate`: Stryker mutation testing, one package at a time, scores recorded in
 * reliability/MUTATION.md (data in reliability/mutation-scores.json).
 *
 *   pnpm mutate core                          every source file of packages/core (slow: hours on 2 cores)
 *   pnpm mutate core src/errors.ts src/http   some files or folders of one package
 *   pnpm mutate --since main                  only the source files changed since `main` (and uncommitted)
 *   pnpm mutate --record core                 record the package's last Stryker report again (no run)
 *   pnpm mutate --record testing a.json b.json  record several saved reports of one package merged
 *                                             (runs of line ranges, `--mutate file:from-to`, or a
 *                                             re-run of some lines: a mutant — same file, location,
 *                                             mutator and replacement — takes its status from the
 *                                             last report that holds it)
 *
 * MUTATE_CONCURRENCY (default 1) sets Stryker's test-runner processes. Not in CI at full size.
 * Packages whose vitest config reaches sibling sources by relative path (testing, hono, nestjs)
 * are mutated in place (Stryker restores the files when it ends, also on Ctrl-C): commit first.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs"
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

/** Several Stryker reports of one package as one: per file, mutants keyed by location, mutator and replacement; later reports win. */
const mergeReports = (reports) => {
  const files = {}
  for (const report of reports) {
    for (const [file, entry] of Object.entries(report.files)) {
      const at = (files[file] ??= { source: entry.source, mutants: new Map() })
      if (at.source !== entry.source) throw new Error(`${file}: the reports were taken from different sources; run the file again`)
      for (const m of entry.mutants) {
        const { start, end } = m.location
        at.mutants.set(`${start.line}:${start.column}-${end.line}:${end.column} ${m.mutatorName} ${m.replacement ?? ""}`, m)
      }
    }
  }
  return { files: Object.fromEntries(Object.entries(files).map(([f, { source, mutants }]) => [f, { source, mutants: [...mutants.values()] }])) }
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

const render = (data) => {
  const files = Object.keys(data).sort()
  const total = files.reduce((t, f) => ({ detected: t.detected + data[f].killed + data[f].timeout, valid: t.valid + data[f].killed + data[f].timeout + data[f].survived + data[f].noCoverage }), { detected: 0, valid: 0 })
  const lines = [
    "| File | Score | Killed | Timeout | Survived | No coverage | Compile errors | Measured |",
    "|---|---:|---:|---:|---:|---:|---:|---|",
    ...files.map((f) => {
      const d = data[f]
      return `| ${f} | ${d.score === null ? "–" : `${d.score.toFixed(2)} %`} | ${d.killed} | ${d.timeout} | ${d.survived} | ${d.noCoverage} | ${d.compileErrors} | ${d.measuredAt} |`
    }),
    "",
    `All measured files together: ${total.valid === 0 ? "–" : `${((total.detected / total.valid) * 100).toFixed(2)} %`} (${total.detected} of ${total.valid} mutants detected).`,
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
  if (args[0] === "--record") {
    if (!PACKAGES.includes(args[1])) usage()
    const data = existsSync(DATA) ? JSON.parse(readFileSync(DATA, "utf8")) : {}
    const saved = args.slice(2)
    if (saved.length === 0) {
      const measured = statSync(join(root, "packages", args[1], "reports", "mutation", "mutation.json")).mtime
      writeReport(Object.assign(data, summarize(args[1], lastReport(args[1]), measured)))
    } else {
      // The newest of the saved reports dates the merged rows.
      const measured = new Date(Math.max(...saved.map((f) => statSync(f).mtime.getTime())))
      writeReport(Object.assign(data, summarize(args[1], mergeReports(saved.map((f) => JSON.parse(readFileSync(f, "utf8")))), measured)))
    }
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
