#!/usr/bin/env node
/**
 * `pnpm mutate`: Stryker mutation testing, one package at a time, scores recorded in
 * reliability/MUTATION.md (data in reliability/mutation-scores.json).
 *
 *   pnpm mutate core                          every source file of packages/core (slow: hours on 2 cores)
 *   pnpm mutate core src/errors.ts src/http   some files or folders of one package
 *   pnpm mutate --since main                  only the source files changed since `main` (and uncommitted)
 *   pnpm mutate --record core                 record the package's last Stryker report again (no run)
 *   pnpm mutate --render                      rewrite MUTATION.md's table from mutation-scores.json and the
 *                                             triage file reliability/equivalent-mutants.json (after a merge or a triage)
 *   pnpm mutate --record core a.json b.json   the same, merged with earlier reports of partial runs
 *                                             (`--mutate file:from-to`): per mutant, the last report wins
 *   pnpm mutate --patch core rerun.json       a re-run of some lines after new tests, applied to the recorded
 *                                             rows of the same source (survivors it killed count as killed)
 *
 * MUTATE_CONCURRENCY (default 1) sets Stryker's test-runner processes. Not in CI at full size.
 * Packages whose vitest config reaches sibling sources by relative path (testing, hono, nestjs)
 * are mutated in place (Stryker restores the files when it ends, also on Ctrl-C): commit first.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import { DATA, mergeReports, patchRow, readJson, root, summarize, writeReport } from "./mutation/report.mjs"

const PACKAGES = ["core", "testing", "hono", "nestjs"]

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

const runStryker = (pkg, globs) => {
  const pkgDir = join(root, "packages", pkg)
  const args = ["run", relative(pkgDir, join(root, "scripts", "stryker.config.mjs")), "--mutate", globs.join(",")]
  if (pkg !== "core") args.push("--inPlace")
  console.log(`\n== ${pkg}: stryker ${args.join(" ")}`)
  const run = spawnSync(join(root, "node_modules", ".bin", "stryker"), args, { cwd: pkgDir, stdio: "inherit" })
  if (run.status !== 0) throw new Error(`stryker failed in packages/${pkg} (exit ${run.status})`)
  return lastReport(pkg)
}

const main = () => {
  const args = process.argv.slice(2)
  let plan
  if (args[0] === "--render") {
    // After a merge of two branches' scores: rewrite MUTATION.md's table from mutation-scores.json.
    writeReport(readJson(DATA, {}))
    return
  }
  if (args[0] === "--record") {
    if (!PACKAGES.includes(args[1])) usage()
    const data = readJson(DATA, {})
    const measured = statSync(join(root, "packages", args[1], "reports", "mutation", "mutation.json")).mtime
    const earlier = args.slice(2).map((file) => JSON.parse(readFileSync(file, "utf8")))
    writeReport(Object.assign(data, summarize(args[1], mergeReports([...earlier, lastReport(args[1])]), measured)))
    return
  }
  if (args[0] === "--patch") {
    // A re-run of some lines after new tests (Stryker's `--mutate file:from-to`), applied to the recorded rows.
    if (!PACKAGES.includes(args[1]) || args.length !== 3) usage()
    const data = readJson(DATA, {})
    const rerun = summarize(args[1], JSON.parse(readFileSync(args[2], "utf8")), statSync(args[2]).mtime)
    for (const [file, row] of Object.entries(rerun)) {
      if (data[file] === undefined) throw new Error(`${file} has no recorded row to patch: record a whole-file run first`)
      data[file] = patchRow(data[file], row)
    }
    writeReport(data)
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
  const data = readJson(DATA, {})
  for (const [pkg, paths] of plan) {
    const report = runStryker(pkg, toGlobs(join(root, "packages", pkg), paths))
    Object.assign(data, summarize(pkg, report))
    writeReport(data)
  }
}

main()
