#!/usr/bin/env node
/**
 * Installs this repository's packages into your app, until they are published: builds them (with
 * their type declarations), packs them with pnpm (as a publish would: `workspace:` ranges become
 * versions), copies the tarballs into `<app>/payrail-packages/` and installs them there with the
 * app's own package manager (pnpm, yarn, bun or npm, from its lockfile).
 *
 *   node scripts/install-from-source.mjs <app dir> [--with hono,nestjs,stores] [--dev] [--no-build]
 *
 * `@payrail/core` and `@payrail/testing` always; `--with` adds the others, each with the @payrail
 * packages it depends on (`--with hono` brings `@payrail/queues` too). `--dev` installs them as
 * dev dependencies. The app's package.json then names the tarballs (`file:payrail-packages/…`):
 * keep the folder with the app, or run this again after pulling.
 */
import { spawnSync } from "node:child_process"
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { fileURLToPath } from "node:url"
import { packPackage, pnpmCommand, publishablePackages } from "./lib/pack.mjs"

const USAGE = "Usage: node scripts/install-from-source.mjs <app dir> [--with hono,nestjs,stores] [--dev] [--no-build]"
const fail = (message) => {
  console.error(`install-from-source: ${message}`)
  process.exit(2)
}

let parsed
try {
  parsed = parseArgs({ allowPositionals: true, options: { with: { type: "string" }, dev: { type: "boolean" }, "no-build": { type: "boolean" }, help: { type: "boolean", short: "h" } } })
} catch (error) {
  fail(`${error.message.split("\n")[0]}\n${USAGE}`)
}
const { values, positionals } = parsed
if (values.help) {
  console.log(USAGE)
  process.exit(0)
}
if (positionals.length !== 1) fail(`name your app's directory (the one with its package.json)\n${USAGE}`)
const app = resolve(positionals[0])
if (!existsSync(join(app, "package.json"))) fail(`${app} has no package.json`)

const root = fileURLToPath(new URL("..", import.meta.url))
const all = publishablePackages(root)
const wanted = new Set(["core", "testing", ...(values.with ?? "").split(",").map((s) => s.trim()).filter(Boolean)])
const unknown = [...wanted].filter((short) => !all.some((p) => p.manifest.name === `@payrail/${short}`))
if (unknown.length > 0) fail(`no package @payrail/${unknown[0]} (there are ${all.map((p) => p.manifest.name).join(", ")})`)
// Each chosen package's own @payrail dependencies come too (hono and nestjs need @payrail/queues):
// the app's package manager would otherwise ask the registry for them.
const byName = new Map(all.map((p) => [p.manifest.name, p]))
const closure = new Set([...wanted].map((short) => `@payrail/${short}`))
for (const name of closure) {
  for (const dep of Object.keys(byName.get(name).manifest.dependencies ?? {})) if (byName.has(dep)) closure.add(dep)
}
const chosen = all.filter((p) => closure.has(p.manifest.name))
const added = chosen.filter((p) => !wanted.has(p.manifest.name.replace("@payrail/", "")))

const step = (title) => console.log(`\n── ${title}`)
const run = (command, args, cwd) => {
  const r = spawnSync(command, args, { cwd, stdio: "inherit" })
  if (r.status !== 0) fail(`${command} ${args.join(" ")} failed in ${cwd} (exit ${r.status ?? r.error?.message})`)
}

if (!values["no-build"]) {
  // The full build: an app type-checks against the packages' declarations.
  step("Building the packages (JavaScript and type declarations)")
  // through pnpm: turbo needs it on PATH
  const [command, ...args] = pnpmCommand(root)
  run(command, [...args, "exec", "turbo", "run", "build", ...chosen.map((p) => `--filter=${p.manifest.name}`), "--output-logs=errors-only"], root)
}

step(`Packing ${chosen.map((p) => p.manifest.name).join(", ")}${added.length ? ` (${added.map((p) => p.manifest.name).join(", ")}: a dependency of what you chose)` : ""}`)
const scratch = mkdtempSync(join(tmpdir(), "payrail-install-"))
const target = join(app, "payrail-packages")
mkdirSync(target, { recursive: true })
const specs = []
const pnpm = pnpmCommand(root)
try {
  for (const pkg of chosen) {
    const packed = packPackage(pkg, scratch, pnpm)
    if (!packed.ok) fail(`pnpm pack failed for ${pkg.manifest.name}:\n${packed.output}`)
    copyFileSync(packed.tarball, join(target, basename(packed.tarball)))
    specs.push(`./payrail-packages/${basename(packed.tarball)}`)
    console.log(`  ${pkg.manifest.name} → payrail-packages/${basename(packed.tarball)}`)
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

// The app's package manager, from its lockfile (npm when there is none).
const manager = existsSync(join(app, "pnpm-lock.yaml"))
  ? ["pnpm", "add", ...(values.dev ? ["--save-dev"] : [])]
  : existsSync(join(app, "yarn.lock"))
    ? ["yarn", "add", ...(values.dev ? ["--dev"] : [])]
    : existsSync(join(app, "bun.lockb")) || existsSync(join(app, "bun.lock"))
      ? ["bun", "add", ...(values.dev ? ["--dev"] : [])]
      : ["npm", "install", ...(values.dev ? ["--save-dev"] : [])]
step(`Installing them in ${app} with ${manager[0]}`)
run(manager[0], [...manager.slice(1), ...specs], app)
console.log(`\nDone. effect (^4.1.0) is a peer of every @payrail package: if ${manager[0]} did not add it, add it to your app.`)
