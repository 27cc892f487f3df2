#!/usr/bin/env node
/**
 * JSR: `@payrail/core`, `@payrail/queues` and `@payrail/hono` as TypeScript sources, for Deno and
 * edge users (each package's jsr.json names its entries; @payrail/hono needs @payrail/queues there
 * too, or one install would hold two copies of the core). `deno publish` runs from a workspace
 * prepared in a temp dir, never from the repository, because the manifests Deno reads differ from
 * the npm ones:
 *   - the packages' `dependencies` and `peerDependencies` both become `dependencies` (JSR has no peers:
 *     `effect`, `hono`, `bullmq`… are `npm:` imports at the ranges the peers allow), and a range
 *     `^5.0.0 || ^6.0.0`, which Deno cannot read, becomes its newest major `^6.0.0`; devDependencies go;
 *   - a Deno workspace (deno.json) holds the three, so `workspace:^` resolves to the member, and
 *     extensionless relative imports (`./errors`) are rewritten to `./errors.ts` by Deno itself
 *     (its "sloppy imports", accepted at publish time).
 * `--allow-slow-types`: docs/releasing.md ("JSR") says why.
 *
 * Usage: node scripts/jsr.mjs --deno <path to deno> [--dry-run] [--keep]. `pnpm matrix` runs the dry
 * run with the Deno it installs (scripts/matrix.mjs); the release check holds each jsr.json to its
 * package.json (`jsrProblems`), and `pnpm version-packages` runs `--sync-versions` after `changeset version`.
 */
import { spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { sourceEntries } from "./lib/source-aliases.mjs"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")

/** The packages published to JSR: those with a jsr.json, in dependency order. */
export const JSR_PACKAGES = ["core", "queues", "hono"]

/**
 * A range Deno accepts in an `npm:` import (one `^`/`~`/exact version): `^5.0.0 || ^6.0.0` → `^6.0.0`,
 * the newest major the npm package allows (the one the runtime matrix installs).
 */
export const denoRange = (range) => {
  const parts = range.split("||").map((p) => p.trim())
  const simple = parts.filter((p) => /^[\^~]?\d+(\.\d+){0,2}$/.test(p))
  if (simple.length !== parts.length) throw new Error(`cannot turn the range ${range} into one Deno accepts`)
  const major = (p) => Number(p.replace(/^[\^~]/, "").split(".")[0])
  return simple.reduce((a, b) => (major(b) > major(a) ? b : a))
}

/**
 * jsr.json against package.json, for each JSR package: the same name and version, and every JSR
 * export is the npm export of the same name, as source (`./dist/webhooks.js` ↔ `./src/webhooks/index.ts`).
 */
export const jsrProblems = () => {
  const problems = []
  const sources = new Map(sourceEntries().map((e) => [e.specifier, e.source]))
  for (const name of JSR_PACKAGES) {
    const dir = join(root, "packages", name)
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"))
    const jsr = JSON.parse(readFileSync(join(dir, "jsr.json"), "utf8"))
    if (jsr.name !== manifest.name) problems.push(`packages/${name}/jsr.json: name ${jsr.name}, package.json ${manifest.name}`)
    if (jsr.version !== manifest.version) problems.push(`packages/${name}/jsr.json: version ${jsr.version}, package.json ${manifest.version}`)
    if (jsr.license !== manifest.license) problems.push(`packages/${name}/jsr.json: license ${jsr.license}, package.json ${manifest.license}`)
    for (const [key, target] of Object.entries(jsr.exports ?? {})) {
      const specifier = key === "." ? manifest.name : `${manifest.name}/${key.slice(2)}`
      const expected = sources.get(specifier)
      if (expected === undefined) problems.push(`packages/${name}/jsr.json exports ${key}, which package.json does not`)
      else if (join(dir, target) !== expected) problems.push(`packages/${name}/jsr.json exports ${key} from ${target}; package.json's is built from ${relative(dir, expected)}`)
    }
  }
  return problems
}

/** Writes the workspace into `dir`: each package's jsr.json, the files it publishes, its Deno-readable package.json. */
export const prepareWorkspace = (dir) => {
  for (const name of JSR_PACKAGES) {
    const from = join(root, "packages", name)
    const to = join(dir, name)
    const jsr = JSON.parse(readFileSync(join(from, "jsr.json"), "utf8"))
    cpSync(join(from, "src"), join(to, "src"), { recursive: true })
    for (const file of ["jsr.json", "README.md"]) if (existsSync(join(from, file))) cpSync(join(from, file), join(to, file))
    const manifest = JSON.parse(readFileSync(join(from, "package.json"), "utf8"))
    const dependencies = Object.fromEntries(Object.entries({ ...manifest.peerDependencies, ...manifest.dependencies }).map(([dep, range]) => [dep, range.startsWith("workspace:") ? range : denoRange(range)]))
    writeFileSync(join(to, "package.json"), `${JSON.stringify({ name: manifest.name, version: manifest.version, type: manifest.type, dependencies }, null, 2)}\n`)
    if (jsr.version !== manifest.version) throw new Error(`${name}: jsr.json has version ${jsr.version}, package.json ${manifest.version}`)
  }
  writeFileSync(join(dir, "deno.json"), `${JSON.stringify({ workspace: JSR_PACKAGES.map((n) => `./${n}`), unstable: ["sloppy-imports"] }, null, 2)}\n`)
}

/** After `changeset version`: each jsr.json takes its package.json's version (`pnpm version-packages`). */
export const syncVersions = () => {
  for (const name of JSR_PACKAGES) {
    const dir = join(root, "packages", name)
    const { version } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"))
    const jsr = JSON.parse(readFileSync(join(dir, "jsr.json"), "utf8"))
    if (jsr.version !== version) writeFileSync(join(dir, "jsr.json"), `${JSON.stringify({ ...jsr, version }, null, 2)}\n`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  if (args.includes("--sync-versions")) {
    syncVersions()
    process.exit(0)
  }
  const deno = args.includes("--deno") ? args[args.indexOf("--deno") + 1] : "deno"
  const dir = mkdtempSync(join(tmpdir(), "payrail-jsr-"))
  try {
    prepareWorkspace(dir)
    const argv = ["publish", "--allow-dirty", "--no-lock", "--allow-slow-types", ...(args.includes("--dry-run") ? ["--dry-run"] : [])]
    console.log(`deno ${argv.join(" ")} (in ${dir})`)
    const r = spawnSync(deno, argv, { cwd: dir, stdio: "inherit", env: { ...process.env, DENO_NO_UPDATE_CHECK: "1", NO_COLOR: "1" } })
    process.exitCode = r.status ?? 1
  } finally {
    if (!args.includes("--keep")) rmSync(dir, { recursive: true, force: true })
  }
}
