#!/usr/bin/env node
/**
 * Release check: a release, proven against a real registry on loopback, before the real one.
 *
 * 1. Verdaccio (scripts/release-check/registry.mjs) on 127.0.0.1, on a free port, storage in a temp dir.
 * 2. A temporary copy of the repository (with the packages' built dist/): `changeset version`, then
 *    `changeset publish` to the loopback registry, as the release workflow does to npm.
 * 3. What was published, as the registry serves it: every publishable package present at its new
 *    version, each tarball's files and sizes against scripts/release-check/budget.json, no
 *    `workspace:` (or other local protocol) in a published range, publint --strict and attw
 *    (node16 profile) on each tarball; before that, each package's engines and peer ranges against what
 *    the runtime matrix runs, and each jsr.json against its package.json.
 * 4. Fresh projects outside the repository install every package BY NAME from the registry
 *    (`@payrail:registry` in their .npmrc; everything else from the npm registry) with npm, pnpm,
 *    yarn 1 and bun, and run the smoke (scripts/release-check/smoke.mjs): npm in ESM, CommonJS and
 *    TypeScript with NodeNext and bundler resolution (plus CommonJS NodeNext); pnpm, yarn and bun
 *    in ESM at run time and TypeScript NodeNext (see docs/releasing.md).
 *
 * Usage: pnpm release:check (builds the packages first), or node scripts/release-check.mjs [--keep]
 * [--managers npm,pnpm,yarn,bun] after a build. `--update-budget` rewrites budget.json from this
 * run's sizes (with 15 % headroom) instead of checking them.
 */
import { spawn, spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { basename, delimiter, dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { publishablePackages } from "./lib/pack.mjs"
import { jsrProblems } from "./jsr.mjs"
import { peerProblems } from "./release-check/peers.mjs"
import { installTools, packument, startRegistry } from "./release-check/registry.mjs"
import * as smoke from "./release-check/smoke.mjs"
import { BUDGET_FILE, download, listFiles, rangeProblems, readBudget, tarballProblems } from "./release-check/tarballs.mjs"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback)
const keep = args.includes("--keep")
const updateBudget = args.includes("--update-budget")
const managers = option("managers", "npm,pnpm,yarn,bun").split(",").filter(Boolean)
const started = performance.now()
const work = mkdtempSync(join(tmpdir(), "payrail-release-check-"))

const results = []
const timings = []
const check = (name, ok, detail = "") => {
  results.push({ name, ok: Boolean(ok) })
  console.log(`${ok ? "✓" : "✗"} ${name}${!ok && detail ? `\n    ${String(detail).trim().split("\n").slice(-40).join("\n    ")}` : ""}`)
  return Boolean(ok)
}
const checkRun = (name, { ok, output }) => check(name, ok, output)
let phaseStart = performance.now()
const step = (title) => {
  const now = performance.now()
  if (timings.length) timings[timings.length - 1].seconds = (now - phaseStart) / 1000
  phaseStart = now
  timings.push({ title })
  console.log(`\n── ${title}`)
}
// eslint-disable-next-line no-control-regex
const clean = (text) => text.replace(/\x1b\[[0-9;]*m/g, "").replace(/^npm warn Unknown (user|project|env) config.*\n/gm, "")

/** Runs a command to its end without blocking this process, bounded by `timeout` (a safety bound: on a loaded 2-core machine attw or tsc alone can take minutes). */
const run = (command, argv, cwd, { env = {}, timeout = 900_000 } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, argv, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    const timer = setTimeout(() => {
      output += `\n(killed after ${timeout / 1000} s)`
      child.kill("SIGKILL")
    }, timeout)
    child.stdout.on("data", (d) => (output += d))
    child.stderr.on("data", (d) => (output += d))
    child.on("error", (error) => { clearTimeout(timer); resolve({ ok: false, output: String(error) }) })
    child.on("close", (code) => { clearTimeout(timer); resolve({ ok: code === 0, output: clean(output) }) })
  })

let registry
const cleanup = () => {
  registry?.stop()
  if (!keep && !process.exitCode) rmSync(work, { recursive: true, force: true })
  else console.log(`(work dir kept: ${work})`)
}
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => { process.exitCode = 130; cleanup(); process.exit(130) })

const main = async () => {
  const expected = publishablePackages(root).map((p) => p.manifest.name)
  for (const { dir, manifest } of publishablePackages(root)) {
    if (!existsSync(join(dir, "dist"))) throw new Error(`${manifest.name} has no dist/: build first (pnpm release:check does)`)
  }

  step("Tools (Verdaccio, yarn, bun: scripts/release-check/tools, npm ci once per lockfile)")
  const tools = installTools(root)
  const bin = (name) => join(tools, "node_modules", ".bin", name)
  const { satisfies } = createRequire(join(tools, "package.json"))("semver")
  // `changeset publish` calls `pnpm` by name: the tools' pnpm (the root package.json's packageManager
  // version, checked below) first on PATH.
  const pnpmVersion = JSON.parse(readFileSync(join(tools, "node_modules", "pnpm", "package.json"), "utf8")).version
  const wantedPnpm = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).packageManager
  if (wantedPnpm !== `pnpm@${pnpmVersion}`) throw new Error(`scripts/release-check/tools pins pnpm ${pnpmVersion}; the repository uses ${wantedPnpm}: align them`)
  const PATH = [join(tools, "node_modules", ".bin"), process.env.PATH].join(delimiter)
  const pnpm = [bin("pnpm")]

  step("Promises: engines and peers against the matrix, jsr.json against package.json")
  const peers = peerProblems(publishablePackages(root), satisfies)
  check("engines.node and every peer range name what the matrix runs (scripts/release-check/peers.mjs)", peers.length === 0, peers.join("\n"))
  const jsr = jsrProblems()
  check("jsr.json of core, queues, hono: the package.json's name, version, license and entries (scripts/jsr.mjs)", jsr.length === 0, jsr.join("\n"))

  step("Loopback registry")
  registry = await startRegistry({ tools, work })
  check(`Verdaccio on ${registry.url}`, true)
  const auth = `//127.0.0.1:${registry.port}/:_authToken=${registry.token}`

  step("changeset version and changeset publish, from a temporary copy of the repository")
  const copy = join(work, "repo")
  const skip = new Set(["node_modules", ".git", ".turbo", "coverage", ".stryker-tmp", "reports", "test-results"])
  cpSync(root, copy, { recursive: true, filter: (source) => !skip.has(basename(source)) && !/\.(tgz|tsbuildinfo)$/.test(source) })
  // pending changesets are what a release publishes; with none, a patch for every package exercises the path
  const pending = readdirSync(join(copy, ".changeset")).filter((f) => f.endsWith(".md") && f !== "README.md")
  if (pending.length === 0) {
    writeFileSync(join(copy, ".changeset", "release-check.md"), `---\n${expected.map((n) => `"${n}": patch`).join("\n")}\n---\n\nRelease check.\n`)
  }
  writeFileSync(join(copy, ".npmrc"), `${readFileSync(join(root, ".npmrc"), "utf8")}\nregistry=${registry.url}\n${auth}\n`)
  const git = (...argv) => spawnSync("git", argv, { cwd: copy, encoding: "utf8", timeout: 120_000 })
  check(`copied to ${copy} (${((performance.now() - phaseStart) / 1000).toFixed(0)} s)`, true)
  git("init", "-q")
  git("add", "-A")
  git("-c", "user.name=release-check", "-c", "user.email=release-check@localhost", "commit", "-qm", "snapshot")
  check(`a git repository of the copy, for the changelog's commit links (${((performance.now() - phaseStart) / 1000).toFixed(0)} s)`, true)
  const changeset = join(root, "node_modules", ".bin", "changeset")
  const env = { PATH, npm_config_registry: registry.url, CI: "true", npm_config_update_notifier: "false" }
  const versioned = await run(changeset, ["version"], copy, { env })
  check(`changeset version (${pending.length || "no"} pending changesets)`, versioned.ok, versioned.output)
  const before = Object.fromEntries(publishablePackages(root).map((p) => [p.manifest.name, p.manifest.version]))
  const after = Object.fromEntries(publishablePackages(copy).map((p) => [p.manifest.name, p.manifest.version]))
  for (const name of expected) {
    const changelog = join(copy, "packages", name.replace("@payrail/", ""), "CHANGELOG.md")
    const section = existsSync(changelog) && readFileSync(changelog, "utf8").includes(`## ${after[name]}\n`)
    check(`${name}: ${before[name]} → ${after[name]}, with a CHANGELOG section`, after[name] !== before[name] && section)
  }
  // pnpm publish turns `workspace:` ranges into versions by reading the linked package: link each
  // package's workspace dependencies as `pnpm install` would (the copy has no node_modules).
  const copied = publishablePackages(copy)
  for (const { dir, manifest } of copied) {
    for (const field of ["dependencies", "peerDependencies", "optionalDependencies", "devDependencies"]) {
      for (const dep of Object.keys(manifest[field] ?? {})) {
        const target = copied.find((p) => p.manifest.name === dep)
        const link = join(dir, "node_modules", dep)
        if (!target || existsSync(link)) continue
        mkdirSync(dirname(link), { recursive: true })
        symlinkSync(target.dir, link, "dir")
      }
    }
  }
  const published = await run(changeset, ["publish"], copy, { env })
  check("changeset publish to the loopback registry", published.ok, published.output)

  step("What the registry serves: versions, ranges, files, sizes")
  const tarballs = join(work, "tarballs")
  mkdirSync(tarballs)
  const budget = readBudget()
  const measured = {}
  const manifests = {}
  for (const name of expected) {
    const doc = await packument(registry.url, name)
    const manifest = doc?.versions?.[after[name]]
    if (!check(`${name}@${after[name]} published, tagged latest`, manifest && doc["dist-tags"]?.latest === after[name])) continue
    manifests[name] = manifest
    check(`${name}: ranges (no workspace:, internal ranges accept what was published)`, rangeProblems(manifest, after, satisfies).length === 0, rangeProblems(manifest, after, satisfies).join("\n"))
    const { file, packed } = await download(manifest, tarballs)
    manifest.file = file
    const files = listFiles(file)
    const unpacked = files.reduce((sum, f) => sum + f.size, 0)
    measured[name] = { packed, unpacked, files: files.length }
    if (updateBudget) continue
    const problems = tarballProblems(name, files, packed, budget)
    check(`${name}: ${files.length} files, ${(packed / 1024).toFixed(0)} kB packed, ${(unpacked / 1024).toFixed(0)} kB unpacked — as budgeted`, problems.length === 0, problems.join("\n"))
  }
  if (updateBudget) {
    const headroom = (n) => Math.ceil((n * 1.15) / 1024) * 1024
    for (const [name, m] of Object.entries(measured)) {
      budget.packages[name] = { ...budget.packages[name], packedBytes: headroom(m.packed), unpackedBytes: headroom(m.unpacked), maxFiles: Math.ceil(m.files * 1.15) }
    }
    writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`)
    console.log(`budget.json rewritten from this run: ${JSON.stringify(measured)}`)
  }
  const names = Object.keys(manifests)
  if (names.length === 0) return
  const specs = names.map((name) => `${name}@${after[name]}`)

  // publint and attw read tarballs (CPU); the installs below mostly wait on the network: both at once.
  step(`Fresh projects: ${managers.join(", ")} install ${specs.join(", ")} by name; publint and attw meanwhile`)
  // The API reference's conversion (CPU, like publint and attw): no TypeDoc warning (scripts/typedoc.mjs).
  const apiReference = run(process.execPath, [join(root, "scripts", "typedoc.mjs"), "--check"], root)
  const lint = (async () => {
    for (const name of names) {
      const tools = join(root, "packages", name.replace("@payrail/", ""), "node_modules", ".bin")
      const file = manifests[name].file
      checkRun(`publint --strict ${name}`, await run(join(tools, "publint"), ["--strict", file], work))
      checkRun(`attw --profile node16 ${name}`, await run(join(tools, "attw"), [file, "--profile", "node16"], work))
    }
  })()
  const projects = join(work, "projects")
  const npmrc = `@payrail:registry=${registry.url}\n`
  const cacheEnv = { BUN_INSTALL_CACHE_DIR: join(work, "bun-cache"), npm_config_update_notifier: "false", PATH }
  const make = (name, type, files, dependencies) => {
    const dir = join(projects, name)
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: `payrail-release-${name}`, version: "0.0.0", private: true, type, dependencies }, null, 2))
    writeFileSync(join(dir, ".npmrc"), npmrc)
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text)
    return dir
  }
  const entries = names.flatMap((name) =>
    Object.keys(manifests[name].exports ?? { ".": null }).filter((key) => !key.endsWith(".json")).map((key) => (key === "." ? name : `${name}/${key.slice(2)}`)))
  // npm's project holds every module system at once: a .cjs file is CommonJS and a .cts file is
  // type-checked as CommonJS inside a "type": "module" project. It also installs the optional peers,
  // so every entry point loads. TypeScript again in pnpm's (strict, symlinked layout); yarn 1 and bun
  // lay out node_modules as npm does: the run-time smoke there (docs/releasing.md).
  const full = {
    "smoke.mjs": smoke.esmSmoke,
    "smoke.cjs": smoke.cjsSmoke,
    "entries.mjs": smoke.entriesCheck(entries, "await import(entry)"),
    "entries.cjs": smoke.entriesCheck(entries, "require(entry)"),
    "check.ts": smoke.typesCheck,
    "check.cts": smoke.typesCheck,
    // The declarations themselves are checked once (bundler, skipLibCheck off); NodeNext checks the
    // program against them as ESM and as CommonJS with tsc --init's skipLibCheck (twice the lib
    // checking would double the slowest step for no new finding).
    "tsconfig.nodenext.json": smoke.tsconfig({ module: "nodenext", moduleResolution: "nodenext", skipLibCheck: true }, ["check.ts", "check.cts"]),
    "tsconfig.bundler.json": smoke.tsconfig({ module: "esnext", moduleResolution: "bundler" }, ["check.ts"])
  }
  const plan = {
    npm: { files: full, deps: { ...smoke.peerDependencies, ...smoke.optionalPeerDependencies, ...smoke.typeScriptDependencies }, runs: ["smoke.mjs", "smoke.cjs", "entries.mjs", "entries.cjs"], tsc: ["nodenext", "bundler"] },
    pnpm: { files: full, deps: { ...smoke.peerDependencies, ...smoke.typeScriptDependencies }, runs: ["smoke.mjs", "smoke.cjs"], tsc: ["nodenext"] },
    yarn: { files: full, deps: smoke.peerDependencies, runs: ["smoke.mjs", "smoke.cjs"], tsc: [] },
    bun: { files: full, deps: smoke.peerDependencies, runs: ["smoke.mjs", "smoke.cjs"], tsc: [] }
  }
  const install = {
    npm: ["npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...specs]],
    pnpm: [pnpm[0], [...pnpm.slice(1), "add", "--config.strict-peer-dependencies=false", ...specs]],
    yarn: [bin("yarn"), ["add", "--non-interactive", "--no-progress", "--ignore-engines", ...specs]],
    bun: [bin("bun"), ["add", ...specs]]
  }
  const projectDirs = Object.fromEntries(managers.map((m) => [m, make(m, "module", plan[m].files, plan[m].deps)]))
  const installs = await Promise.all(Object.entries(projectDirs).map(async ([project, dir]) => {
    const [command, argv] = install[project]
    const t = performance.now()
    // a bound, not a speed target: four installs at once on a busy 2-core machine take minutes
    const r = await run(command, argv, dir, { env: cacheEnv, timeout: 900_000 })
    return { project, dir, ok: r.ok, output: r.output, seconds: (performance.now() - t) / 1000 }
  }))
  for (const i of installs) check(`${i.project}: installed every package by name (${i.seconds.toFixed(0)} s)`, i.ok, i.output)
  await lint
  checkRun("API reference (pnpm docs:api --check): every entry converted, no TypeDoc warning", await apiReference)

  step("Smoke: run time and TypeScript in each project")
  const node = process.execPath
  const what = { smoke: "smoke (a payment against the fake over HTTP, a webhook verified by the Hono route, NestJS by DI, queues and stores loaded)", entries: "every entry point loads" }
  for (const i of installs.filter((i) => i.ok)) {
    for (const file of plan[i.project].runs) {
      const [kind, ext] = file.split(".")
      checkRun(`${i.project}: ${ext === "cjs" ? "CommonJS" : "ESM"} ${what[kind]}`, await run(node, [file], i.dir))
    }
    const tsc = join(i.dir, "node_modules", "typescript", "bin", "tsc")
    for (const config of plan[i.project].tsc) {
      checkRun(`${i.project}: TypeScript, moduleResolution ${config}${config === "nodenext" ? " (ESM .ts and CommonJS .cts)" : ""}`, await run(node, [tsc, "-p", `tsconfig.${config}.json`], i.dir, { timeout: 900_000 }))
    }
  }
}

try {
  await main()
} catch (error) {
  check("release check ran to its end", false, error?.stack ?? error)
  if (registry) console.log(`Verdaccio's log:\n${registry.log().slice(-4000)}`)
}
step("done")
const failed = results.filter((r) => !r.ok)
console.log("\nTimings: " + timings.filter((t) => t.seconds !== undefined).map((t) => `${t.title.split(/[:(,]/)[0].trim()} ${t.seconds.toFixed(0)} s`).join("; ") +
  `; total ${((performance.now() - started) / 1000).toFixed(0)} s`)
console.log(`${results.length - failed.length} passed, ${failed.length} failed`)
if (failed.length) {
  console.log(`failed: ${failed.map((f) => f.name).join("; ")}`)
  process.exitCode = 1
}
cleanup()
