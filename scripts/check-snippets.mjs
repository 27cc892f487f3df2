#!/usr/bin/env node
/**
 * `pnpm snippets`: every fenced TypeScript block of every README and doc compiles, as a user would
 * paste it, against the workspace packages' built types (`dist/`, through their exports maps),
 * under both `moduleResolution: nodenext` (Node, ESM) and `bundler` (Vite, esbuild, Workers).
 *
 * A block that imports a `cloudflare:` module is a Worker: it compiles under `bundler` with
 * `@cloudflare/workers-types` instead of Node's and the DOM's globals, as a Worker project does.
 *
 * A block is compiled on its own, as a module (top-level `await` allowed), strict. A block that is
 * deliberately not a whole program (a fragment continuing the one before, a signature) says so in
 * its fence, and is skipped:
 *
 *     ```ts fragment
 *
 * Needs the packages built (`pnpm build`). Options: `--keep` keeps the scratch project and prints
 * its path; file arguments limit the check to those Markdown files.
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, relative } from "node:path"
import { fileURLToPath } from "node:url"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const args = process.argv.slice(2)
const keep = args.includes("--keep")
const only = args.filter((a) => !a.startsWith("--"))

/** READMEs of the repository and its packages, and docs/. */
const markdownFiles = () => {
  if (only.length > 0) return only.map((f) => relative(root, join(process.cwd(), f)))
  const files = ["README.md"]
  for (const dir of ["packages", "apps"]) {
    for (const name of readdirSync(join(root, dir))) if (existsSync(join(root, dir, name, "README.md"))) files.push(`${dir}/${name}/README.md`)
  }
  for (const name of readdirSync(join(root, "docs"))) if (name.endsWith(".md")) files.push(`docs/${name}`)
  return files
}

/** Fenced ts/typescript/tsx blocks: where they start, their code, and whether they are marked fragments. */
const extract = (file) => {
  const lines = readFileSync(join(root, file), "utf8").split("\n")
  const blocks = []
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*(ts|typescript|tsx)\b(.*)$/.exec(lines[i])
    if (!open) continue
    const [, indent, fence, lang, info] = open
    const body = []
    let j = i + 1
    for (; j < lines.length && !lines[j].trimStart().startsWith(fence); j++) body.push(lines[j].slice(indent.length))
    blocks.push({ file, line: i + 2, lang, fragment: /\bfragment\b/.test(info), code: body.join("\n") })
    i = j
  }
  return blocks
}

/** Bare package names a block imports (`@scope/name`, `name`), node: builtins excluded. */
const importsOf = (code) => {
  const names = new Set()
  for (const m of code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"'.][^"']*)["']/g)) {
    const spec = m[1]
    if (spec.startsWith("node:")) continue
    const parts = spec.split("/")
    names.add(spec.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0])
  }
  return names
}

/** Where a package is installed in the workspace: a workspace package itself, else the first node_modules that has it. */
const locate = (name) => {
  const workspace = { "@payrail/core": "packages/core", "@payrail/testing": "packages/testing", "@payrail/hono": "packages/hono", "@payrail/nestjs": "packages/nestjs", "@payrail/stores": "packages/stores", "@payrail/queues": "packages/queues" }
  if (workspace[name]) return join(root, workspace[name])
  for (const base of ["", "packages/core", "packages/testing", "packages/hono", "packages/nestjs", "packages/stores", "packages/queues", "apps/example", "reliability", "bench"]) {
    const dir = join(root, base, "node_modules", name)
    if (existsSync(join(dir, "package.json"))) return dir
  }
  return undefined
}

/** Links a package into the scratch project, with its `@types/` package when it has one (`pg`). */
const link = (scratch, name) => {
  const types = name.startsWith("@") ? undefined : `@types/${name}`
  if (types && name !== "node" && locate(types)) linkOne(scratch, types)
  return linkOne(scratch, name)
}

const linkOne = (scratch, name) => {
  const target = locate(name)
  if (!target) return false
  const at = join(scratch, "node_modules", name)
  if (existsSync(at)) return true
  mkdirSync(dirname(at), { recursive: true })
  symlinkSync(target, at, "dir")
  return true
}

const COMMON = {
  target: "ES2022",
  lib: ["ES2022", "DOM", "DOM.Iterable"],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  // Nest apps use legacy decorators (every Nest project's tsconfig turns them on).
  experimentalDecorators: true,
  types: ["node"],
  isolatedModules: true,
  moduleDetection: "force"
}
const CONFIGS = {
  nodenext: { compilerOptions: { ...COMMON, module: "nodenext", moduleResolution: "nodenext" }, prefix: "snippet-" },
  bundler: { compilerOptions: { ...COMMON, module: "preserve", moduleResolution: "bundler" }, prefix: "snippet-" },
  // Cloudflare Workers: the runtime's globals (no DOM, no Node), bundled by wrangler.
  workers: {
    compilerOptions: { ...COMMON, lib: ["ES2022"], types: ["@cloudflare/workers-types"], module: "preserve", moduleResolution: "bundler" },
    prefix: "worker-"
  }
}
const isWorker = (block) => /from\s+["']cloudflare:/.test(block.code)

const main = () => {
  for (const pkg of ["core", "testing", "hono", "nestjs", "stores"]) {
    if (!existsSync(join(root, "packages", pkg, "dist"))) {
      console.error(`packages/${pkg}/dist is missing: run pnpm build first`)
      process.exit(2)
    }
  }
  const blocks = markdownFiles().flatMap(extract)
  const checked = blocks.filter((b) => !b.fragment)
  const scratch = mkdtempSync(join(tmpdir(), "payrail-snippets-"))
  writeFileSync(join(scratch, "package.json"), JSON.stringify({ name: "snippets", private: true, type: "module" }, null, 2))
  const missing = new Set()
  link(scratch, "@types/node")
  if (checked.some(isWorker)) link(scratch, "@cloudflare/workers-types")
  const sources = new Map()
  checked.forEach((block, k) => {
    for (const name of importsOf(block.code)) if (!name.startsWith("cloudflare:") && !link(scratch, name)) missing.add(name)
    const file = `${isWorker(block) ? "worker" : "snippet"}-${String(k).padStart(3, "0")}.${block.lang === "tsx" ? "tsx" : "ts"}`
    writeFileSync(join(scratch, file), block.code)
    sources.set(file, block)
  })
  const tsc = join(root, "node_modules", "typescript", "bin", "tsc")
  let failures = 0
  for (const [name, config] of Object.entries(CONFIGS)) {
    const files = [...sources.keys()].filter((file) => file.startsWith(config.prefix))
    if (files.length === 0) continue
    writeFileSync(join(scratch, `tsconfig.${name}.json`), JSON.stringify({ compilerOptions: config.compilerOptions, files }, null, 2))
    const run = spawnSync(process.execPath, [tsc, "-p", `tsconfig.${name}.json`, "--pretty", "false"], { cwd: scratch, encoding: "utf8" })
    const errors = `${run.stdout}${run.stderr}`.split("\n").filter((l) => /error TS\d+/.test(l))
    for (const error of errors) {
      // snippet-007.ts(12,5): error TS…  →  README.md:52:5 [config name] error TS…
      const m = /^((?:snippet|worker)-\d+\.tsx?)\((\d+),(\d+)\): (.*)$/.exec(error)
      const block = m && sources.get(m[1])
      console.log(block ? `${block.file}:${block.line + Number(m[2]) - 1}:${m[3]} [${name}] ${m[4]}` : `[${name}] ${error}`)
    }
    failures += errors.length
  }
  const skipped = blocks.length - checked.length
  console.log(
    `\n${checked.length} TypeScript snippets from ${new Set(blocks.map((b) => b.file)).size} files compiled under nodenext and bundler (Workers: bundler with workers-types)` +
      ` (${skipped} marked \`ts fragment\` skipped): ${failures === 0 ? "all compile" : `${failures} errors`}.`
  )
  if (missing.size > 0) console.log(`Not installed anywhere in the workspace (imports of those snippets fail): ${[...missing].join(", ")}`)
  if (keep) console.log(`Scratch project kept: ${scratch}`)
  else rmSync(scratch, { recursive: true, force: true })
  process.exit(failures === 0 ? 0 : 1)
}

main()
