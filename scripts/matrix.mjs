#!/usr/bin/env node
/**
 * Runtime matrix.
 *
 * 1. The test suites of packages/* and apps/example on Node 20, 22 and 24 (binaries from the npm
 *    registry's `node` package via `npx -y node@N`; the running Node is used for its own major).
 *    Then packages/nestjs's own suite on the current Node against each NestJS major of --nest (default 12;
 *    the workspace installs 11): the latest N.x of the Nest packages npm-installed into a temp dir, and
 *    scripts/matrix/nest.vitest.config.mjs aliasing them into the run; its setup file fails every test file
 *    whose Nest is not that install.
 * 2. Smoke tests on Bun, Deno and workerd (each from its npm package), against the packages packed
 *    and installed from their tarballs: the @payrail/core client against the fake over HTTP,
 *    webhook verification (both schemes), and the @payrail/hono webhook route — in workerd served
 *    for real over HTTP, with the secret from a binding and no nodejs_compat. With Deno, also
 *    `deno publish --dry-run` of the JSR packages (scripts/jsr.mjs).
 *
 * Usage: pnpm matrix [--node 20,22,24] [--runtimes node,bun,deno,workerd] [--nest 12] [--no-nest] [--no-tests] [--no-smoke] [--keep]
 * (the root script builds the packages first).
 */
import { spawn, spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, copyFileSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { delimiter, dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { NEST_MAJORS, NEST_SUITE_DEPENDENCIES, NEST_SUITE_PACKAGES, NODE_MAJORS, SMOKE_DEPENDENCIES } from "./matrix/versions.mjs"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`)
  return at === -1 ? fallback : (args[at + 1] ?? fallback)
}
const nodeVersions = option("node", NODE_MAJORS.join(",")).split(",").filter(Boolean)
const runtimes = option("runtimes", "node,bun,deno,workerd").split(",").filter(Boolean)
const runTests = !args.includes("--no-tests")
const runSmoke = !args.includes("--no-smoke")
const nestMajors = args.includes("--no-nest") ? [] : option("nest", NEST_MAJORS.join(",")).split(",").filter(Boolean)
const keep = args.includes("--keep")

const results = []
const record = (name, ok, detail = "", seconds) => {
  results.push({ name, ok, detail, seconds })
  console.log(`${ok ? "✓" : "✗"} ${name}${seconds !== undefined ? ` (${seconds.toFixed(0)} s)` : ""}${detail && !ok ? `\n    ${detail}` : ""}`)
}
const step = (title) => console.log(`\n── ${title}`)
const seconds = (start) => (performance.now() - start) / 1000
// eslint-disable-next-line no-control-regex
const clean = (text) => text.replace(/\x1b\[[0-9;]*m/g, "").replace(/^npm warn Unknown user config.*\n/gm, "")

const run = (command, argv, cwd, { env = process.env, quiet = true } = {}) => {
  const r = spawnSync(command, argv, { cwd, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  const output = clean(`${r.stdout ?? ""}${r.stderr ?? ""}`)
  if (!quiet || r.status !== 0) process.stdout.write(output)
  return { ok: r.status === 0, output, stdout: r.stdout ?? "" }
}

/** Like `run`, without blocking this process (the fake it serves must keep answering). */
const runAsync = (command, argv, cwd, { env = process.env } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, argv, { cwd, env, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", (d) => (output += d))
    child.stderr.on("data", (d) => (output += d))
    child.on("error", (error) => resolve({ ok: false, output: String(error) }))
    child.on("close", (code) => resolve({ ok: code === 0, output: clean(output) }))
  })

// The pnpm running this script, else the one on PATH.
const execpath = process.env.npm_execpath ?? ""
const pnpmArgs = /pnpm/.test(execpath) && execpath.endsWith("js") ? [execpath] : undefined

/** The node binary of major `version`: this one, or the `node` npm package's via npx. */
const nodeBinary = (version) => {
  if (process.versions.node.split(".")[0] === version) return process.execPath
  const r = run("npx", ["-y", `node@${version}`, "-p", "process.execPath"], root)
  if (!r.ok) throw new Error(`npx -y node@${version} failed:\n${r.output}`)
  return r.stdout.trim().split("\n").pop()
}

// ── 1. test suites on each Node ───────────────────────────────────────────
if (runTests) {
  for (const version of nodeVersions) {
    step(`Node ${version}: test suites of packages/* and apps/example`)
    const start = performance.now()
    let node
    try {
      node = nodeBinary(version)
    } catch (error) {
      record(`Node ${version}: install from the npm registry`, false, String(error))
      continue
    }
    // Every `node` the suites start (pnpm, vitest, child processes) is this one.
    const env = { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH}` }
    const reported = run(node, ["-v"], root, { env }).stdout.trim()
    const [command, prefix] = pnpmArgs ? [node, pnpmArgs] : ["pnpm", []]
    const r = run(command, [...prefix, "-r", "--workspace-concurrency=1", "--filter", "./packages/*", "--filter", "./apps/example", "run", "test"], root, { env })
    const counts = [...r.output.matchAll(/Tests\s+(\d+) passed/g)].reduce((n, m) => n + Number(m[1]), 0)
    record(`Node ${version} (${reported}): ${counts} tests passed`, r.ok, r.ok ? "" : "see the output above", seconds(start))
  }
}

// ── 1b. packages/nestjs's suite on other NestJS majors ─────────────────────
if (runTests) {
  for (const major of nestMajors) {
    step(`NestJS ${major}: packages/nestjs's suite on Node ${process.versions.node}`)
    const start = performance.now()
    const dir = mkdtempSync(join(tmpdir(), `payrail-nest${major}-`))
    try {
      // Nest and what it shares with the tests; vitest, effect, fast-check stay the workspace's (the test
      // files import vitest by name: a second copy would be a second vitest).
      const nest = NEST_SUITE_PACKAGES
      writeFileSync(join(dir, "package.json"), JSON.stringify({
        name: `payrail-matrix-nest${major}`, private: true,
        dependencies: { ...Object.fromEntries(nest.map((p) => [`@nestjs/${p}`, `^${major}.0.0`])), ...NEST_SUITE_DEPENDENCIES }
      }, null, 2))
      const installed = run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], dir)
      if (!installed.ok) {
        record(`NestJS ${major}: npm install`, false, installed.output.slice(-2000), seconds(start))
        continue
      }
      const version = JSON.parse(readFileSync(join(dir, "node_modules", "@nestjs", "core", "package.json"), "utf8")).version
      const vitest = join(root, "packages", "nestjs", "node_modules", "vitest", "vitest.mjs")
      const r = run(process.execPath, [vitest, "run", "--config", join(root, "scripts", "matrix", "nest.vitest.config.mjs")], dir, {
        env: { ...process.env, PAYRAIL_NEST_DIR: dir, PAYRAIL_NEST_MAJOR: major }
      })
      // One line per test file from scripts/matrix/nest-check.mjs: the Nest versions that file resolved.
      const lines = (() => {
        try {
          return readFileSync(join(dir, "resolved.jsonl"), "utf8").trim().split("\n").filter(Boolean).map((l) => JSON.parse(l))
        } catch {
          return []
        }
      })()
      const files = Number(r.output.match(/Test Files\s+(\d+) passed/)?.[1] ?? 0)
      const tests = Number(r.output.match(/Tests\s+(\d+) passed/)?.[1] ?? 0)
      const resolved = [...new Set(lines.map((l) => Object.entries(l).map(([k, v]) => `${k.replace("@nestjs/", "")} ${v}`).join(", ")))]
      const checked = files > 0 && lines.length === files && lines.every((l) => l["@nestjs/core"] === version)
      console.log(`  resolved by the test files: ${resolved.join(" | ") || "nothing (nest-check.mjs did not run)"}`)
      record(`nestjs suite on NestJS ${version} (Node ${process.versions.node}): ${tests} tests in ${files} files, each checked to load Nest ${major}`,
        r.ok && checked, r.ok ? `nest-check.mjs reported ${lines.length} of ${files} test files: ${JSON.stringify(lines)}` : "see the output above", seconds(start))
    } finally {
      if (!keep) rmSync(dir, { recursive: true, force: true })
      else console.log(`(work dir kept: ${dir})`)
    }
  }
}

// ── 2. smoke tests on Bun, Deno, workerd ─────────────────────────────────
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

const smokeResults = (name, output) => {
  const line = output.split("\n").reverse().find((l) => l.startsWith("["))
  if (line === undefined) return record(`${name}: smoke`, false, output.slice(-2000))
  const checks = JSON.parse(line)
  const failed = checks.filter((c) => !c.ok)
  record(`${name}: ${checks.length - failed.length}/${checks.length} smoke checks`, failed.length === 0, failed.map((c) => `${c.name}: ${c.detail}`).join("\n    "))
}

if (runSmoke) {
  const work = mkdtempSync(join(tmpdir(), "payrail-matrix-"))
  step(`Smoke: packing @payrail/core and @payrail/hono, installing ${runtimes.filter((r) => r !== "node").join(", ")} from npm (${work})`)
  const start = performance.now()
  const tarballs = join(work, "tarballs")
  mkdirSync(tarballs)
  // hono's queue option comes from @payrail/queues: packed too, as npm would resolve it once published
  for (const dir of ["core", "queues", "hono"]) {
    const [command, prefix] = pnpmArgs ? [process.execPath, pnpmArgs] : ["pnpm", []]
    run(command, [...prefix, "pack", "--pack-destination", tarballs], join(root, "packages", dir))
  }
  const tgz = (name) => `file:${join(tarballs, readdirSync(tarballs).find((f) => f.startsWith(`payrail-${name}-`)))}`
  const project = join(work, "project")
  mkdirSync(project)
  const tools = { bun: "^1.2.0", deno: "^2.2.0", workerd: "*" }
  writeFileSync(join(project, "package.json"), JSON.stringify({
    name: "payrail-matrix", private: true, type: "module",
    dependencies: { "@payrail/core": tgz("core"), "@payrail/queues": tgz("queues"), "@payrail/hono": tgz("hono"), ...SMOKE_DEPENDENCIES,
      ...Object.fromEntries(runtimes.filter((r) => r in tools).map((r) => [r, tools[r]])) },
    overrides: { "@payrail/core": tgz("core"), "@payrail/queues": tgz("queues") }
  }, null, 2))
  for (const file of ["smoke.mjs", "run-smoke.mjs", "worker.mjs"]) copyFileSync(join(root, "scripts", "matrix", file), join(project, file))
  const installed = run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], project)
  record("smoke: npm install (tarballs, runtimes from the npm registry)", installed.ok, installed.output.slice(-2000), seconds(start))

  // The fake: the workspace's build of @payrail/testing, served over HTTP by this Node.
  const { createFakePayrail } = await import(pathToFileURL(join(root, "packages", "testing", "dist", "index.js")).href)
  const fake = createFakePayrail()
  const server = await fake.listen()
  const bin = (name) => join(project, "node_modules", ".bin", name)

  try {
    if (installed.ok && runtimes.includes("node")) {
      const r = await runAsync(process.execPath, ["run-smoke.mjs", server.url], project)
      smokeResults(`Node ${process.versions.node}`, r.output)
    }
    if (installed.ok && runtimes.includes("bun")) {
      const version = run(bin("bun"), ["--version"], project).stdout.trim()
      smokeResults(`Bun ${version}`, (await runAsync(bin("bun"), ["run-smoke.mjs", server.url], project)).output)
    }
    if (installed.ok && runtimes.includes("deno")) {
      const version = run(bin("deno"), ["--version"], project).stdout.split("\n")[0]
      // A package.json beside the script: Deno resolves the imports from node_modules, as npm installed them.
      const r = await runAsync(bin("deno"), ["run", "--allow-net", "--allow-read", "--allow-env", "run-smoke.mjs", server.url], project, {
        env: { ...process.env, DENO_NO_UPDATE_CHECK: "1", NO_COLOR: "1" }
      })
      smokeResults(version.replace(/ \(.*/, "").replace("deno", "Deno"), r.output)
      // JSR: what `deno publish` would upload for @payrail/core, @payrail/queues and @payrail/hono (scripts/jsr.mjs)
      const start = performance.now()
      const jsr = await runAsync(process.execPath, [join(root, "scripts", "jsr.mjs"), "--deno", bin("deno"), "--dry-run"], project)
      record(`${version.replace(/ \(.*/, "").replace("deno", "Deno")}: deno publish --dry-run (JSR: core, queues, hono)`, jsr.ok && /Dry run complete/.test(jsr.output), jsr.output.slice(-3000), seconds(start))
    }
    if (installed.ok && runtimes.includes("workerd")) {
      await workerdSmoke(project, server.url, bin)
    }
  } finally {
    await server.close()
    if (!keep) rmSync(work, { recursive: true, force: true })
    else console.log(`(work dir kept: ${work})`)
  }
}

/** Bundles worker.mjs as Wrangler does, serves it with workerd, and calls it over HTTP. */
async function workerdSmoke(project, apiUrl, bin) {
  const { build } = await import(pathToFileURL(join(project, "node_modules", "esbuild", "lib", "main.js")).href)
  await build({
    entryPoints: [join(project, "worker.mjs")], outfile: join(project, "worker.js"), bundle: true, format: "esm",
    platform: "neutral", target: "es2022", conditions: ["workerd", "worker", "browser"], mainFields: ["module", "main"],
    external: ["node:*"], logLevel: "error"
  })
  const bundled = readFileSync(join(project, "worker.js"), "utf8")
  record("workerd: the bundle imports no Node built-in", !/from\s*["']node:/.test(bundled))
  const port = await freePort()
  writeFileSync(join(project, "config.capnp"), `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "main", worker = .worker),
    # the fake listens on 127.0.0.1: let the worker reach loopback
    (name = "net", network = (allow = ["public", "private", "local"]))
  ],
  sockets = [ (name = "http", address = "127.0.0.1:${port}", http = (), service = "main") ]
);
const worker :Workerd.Worker = (
  modules = [ (name = "worker.js", esModule = embed "worker.js") ],
  compatibilityDate = "2025-06-01",
  bindings = [ (name = "PAYRAIL_WEBHOOK_SECRET", text = "matrix-webhook-secret") ],
  globalOutbound = "net"
);
`)
  const version = run(bin("workerd"), ["--version"], project).stdout.trim()
  const child = spawn(bin("workerd"), ["serve", "config.capnp"], { cwd: project, stdio: ["ignore", "pipe", "pipe"] })
  let log = ""
  child.stdout.on("data", (d) => (log += d))
  child.stderr.on("data", (d) => (log += d))
  const origin = `http://127.0.0.1:${port}`
  try {
    // Wait for the socket: at most 300 tries, 100 ms apart.
    let up = false
    for (let i = 0; i < 300 && !up && child.exitCode === null; i++) {
      up = await fetch(`${origin}/handled`).then((r) => r.ok, () => false)
      if (!up) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    if (!up) return record(`${version}: start`, false, log.slice(-2000))
    const smoke = await fetch(`${origin}/smoke?api=${encodeURIComponent(apiUrl)}`).then((r) => r.text())
    smokeResults(version, smoke.startsWith("[") ? smoke : `${smoke}\n${log}`)
    // Signed in Node with the packed @payrail/core, as the service would sign it.
    const { signWebhook } = await import(pathToFileURL(join(project, "node_modules", "@payrail", "core", "dist", "index.js")).href)
    const { transfer } = await import(pathToFileURL(join(project, "smoke.mjs")).href)
    const notification = transfer("xfer_workerd")
    const post = async (signed) => fetch(`${origin}/v1/banking/transfers`, { method: "POST", headers: signed.headers, body: signed.body })
    const signed = await signWebhook(notification, { secret: "matrix-webhook-secret" })
    const first = await post(signed)
    const again = await post(signed)
    const handled = await fetch(`${origin}/handled`).then((r) => r.json())
    record(`${version}: Hono route over HTTP, secret from a binding → 200, handled once`, first.status === 200 && again.status === 200 && handled.length === 1, `${first.status} ${again.status} ${JSON.stringify(handled)}`)
    const forged = await post(await signWebhook(notification, { secret: "wrong" }))
    record(`${version}: forged delivery → 401`, forged.status === 401, forged.status)
  } finally {
    child.kill()
  }
}

// ── summary ──────────────────────────────────────────────────────────────
const failed = results.filter((r) => !r.ok)
console.log(`\n${results.length - failed.length}/${results.length} matrix entries passed${failed.length ? `; failed:\n  ${failed.map((f) => f.name).join("\n  ")}` : ""}`)
process.exit(failed.length ? 1 : 0)
