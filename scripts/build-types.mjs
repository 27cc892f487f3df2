#!/usr/bin/env node
/**
 * The type declarations of a package (run in its directory after tsup, which builds the
 * JavaScript): `tsc --emitDeclarationOnly` (tsconfig.build.json), unbundled — about a third of
 * the time of a bundled dts build — then made loadable by every consumer:
 *   - relative specifiers get their extension (`./errors` → `./errors.js`, `./api` →
 *     `./api/index.js`), as Node16/NodeNext resolution requires;
 *   - every `.d.ts` gets a `.d.cts` twin whose relative specifiers end in `.cjs`, for `require`;
 *   - an entry the manifest's `exports` names as `dist/<name>.d.ts` that tsc wrote as
 *     `dist/<name>/index.d.ts` gets a one-line `dist/<name>.d.ts` re-exporting it.
 * `pnpm release:check` (scripts/release-check.mjs) checks the result with attw and consumer projects.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"

const pkg = process.cwd()
const dist = join(pkg, "dist")
const tsc = fileURLToPath(new URL("../node_modules/typescript/bin/tsc", import.meta.url))
const compiled = spawnSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], { cwd: pkg, stdio: "inherit" })
if (compiled.status !== 0) process.exit(compiled.status ?? 1)

const declarations = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? declarations(join(dir, entry.name)) : entry.name.endsWith(".d.ts") ? [join(dir, entry.name)] : [])

// Entry shims first, so the specifier pass and the .d.cts copies include them.
const manifest = JSON.parse(readFileSync(join(pkg, "package.json"), "utf8"))
for (const [, target] of Object.entries(manifest.exports ?? {})) {
  for (const condition of [target?.import?.types].filter(Boolean)) {
    const file = resolve(pkg, condition)
    const nested = file.replace(/\.d\.ts$/, "/index.d.ts")
    if (!existsSync(file) && existsSync(nested)) {
      writeFileSync(file, `export * from "./${relative(dirname(file), nested).replace(/\.d\.ts$/, ".js")}"\n`)
    }
  }
}

const SPECIFIER = /((?:from|import)\s*\(?\s*["'])(\.{1,2}(?:\/[^"']*)?)(["'])/g
const withExtension = (file, specifier) => {
  if (/\.(c|m)?js$/.test(specifier)) return specifier
  const base = resolve(dirname(file), specifier)
  // `.`, `..` and `dir/` name a directory: its index, never a sibling file of the same name
  const directory = /(^|\/)\.{1,2}$|\/$/.test(specifier)
  if (!directory && existsSync(`${base}.d.ts`)) return `${specifier}.js`
  if (existsSync(join(base, "index.d.ts"))) return `${specifier.replace(/\/$/, "")}/index.js`
  throw new Error(`${relative(pkg, file)}: cannot resolve ${specifier}`)
}
for (const file of declarations(dist)) {
  const esm = readFileSync(file, "utf8").replace(SPECIFIER, (_, before, specifier, after) => `${before}${withExtension(file, specifier)}${after}`)
  writeFileSync(file, esm)
  const cjs = esm.replace(SPECIFIER, (_, before, specifier, after) => `${before}${specifier.replace(/\.js$/, ".cjs")}${after}`)
  writeFileSync(file.replace(/\.d\.ts$/, ".d.cts"), cjs)
}
