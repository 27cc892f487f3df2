/**
 * What a user downloads, as the registry serves it: each published tarball's file list and size
 * against scripts/release-check/budget.json, and the published manifest's dependency ranges.
 */
import { spawnSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

export const BUDGET_FILE = new URL("./budget.json", import.meta.url)
export const readBudget = () => JSON.parse(readFileSync(BUDGET_FILE, "utf8"))

/** Downloads `manifest.dist.tarball` into `dir`; answers its path and packed size in bytes. */
export const download = async (manifest, dir) => {
  const response = await fetch(manifest.dist.tarball, { signal: AbortSignal.timeout(60_000) })
  if (!response.ok) throw new Error(`GET ${manifest.dist.tarball}: ${response.status}`)
  const bytes = Buffer.from(await response.arrayBuffer())
  const file = join(dir, `${manifest.name.replace("@", "").replace("/", "-")}-${manifest.version}.tgz`)
  writeFileSync(file, bytes)
  return { file, packed: bytes.length }
}

/** The tarball's files (paths without the leading `package/`) with their sizes, from `tar -tvzf`. */
export const listFiles = (tarball) => {
  const r = spawnSync("tar", ["-tvzf", tarball], { encoding: "utf8", timeout: 60_000 })
  if (r.status !== 0) throw new Error(`tar -tvzf ${tarball}: ${r.stderr}`)
  return r.stdout.split("\n").filter(Boolean).map((line) => {
    // GNU tar: "-rw-r--r-- 0/0  1234 1985-10-26 08:15 package/dist/index.js"
    const match = /^\S+\s+\S+\s+(\d+)\s+\S+\s+\S+\s+(.+)$/.exec(line)
    if (!match) throw new Error(`tar listing not understood: ${line}`)
    return { path: match[2].replace(/^package\//, ""), size: Number(match[1]) }
  })
}

const FORBIDDEN = [
  { test: (p) => /(^|\/)(test|tests|__tests__|__snapshots__|fixtures)\//.test(p), why: "a test file" },
  { test: (p) => /\.(test|spec|bench)\.[cm]?[jt]sx?$/.test(p), why: "a test file" },
  { test: (p) => p.endsWith(".tsbuildinfo"), why: "a TypeScript build-info file" },
  { test: (p) => /(^|\/)(src|scripts)\//.test(p), why: "sources (the package ships dist/)" },
  { test: (p) => /(^|\/)(\.env|\.npmrc|tsconfig[^/]*\.json|tsup\.config\.ts|vitest\.config\.[cm]?ts)$/.test(p), why: "a development file" }
]

/**
 * Problems with one package's tarball (an empty list when it is as budgeted): forbidden files,
 * source maps unless the budget says `sourceMaps: true`, required files, sizes over budget.
 */
export const tarballProblems = (name, files, packed, budget) => {
  const problems = []
  const entry = budget.packages?.[name]
  if (!entry) return [`no budget for ${name} in scripts/release-check/budget.json`]
  for (const { path } of files) {
    const forbidden = FORBIDDEN.find((f) => f.test(path))
    if (forbidden) problems.push(`${path}: ${forbidden.why}`)
    if (path.endsWith(".map") && entry.sourceMaps !== true) problems.push(`${path}: a source map (the budget says none)`)
  }
  for (const required of ["package.json", "README.md", ...(entry.required ?? [])]) {
    if (!files.some((f) => f.path === required)) problems.push(`${required} is missing`)
  }
  const unpacked = files.reduce((sum, f) => sum + f.size, 0)
  if (packed > entry.packedBytes) problems.push(`packed ${packed} B over the budget of ${entry.packedBytes} B`)
  if (unpacked > entry.unpackedBytes) problems.push(`unpacked ${unpacked} B over the budget of ${entry.unpackedBytes} B`)
  if (files.length > entry.maxFiles) problems.push(`${files.length} files over the budget of ${entry.maxFiles}`)
  return problems
}

const RANGE_FIELDS = ["dependencies", "peerDependencies", "optionalDependencies", "devDependencies"]

/**
 * Problems with a published manifest's ranges: any `workspace:` or `link:`/`file:` protocol, and a
 * range on one of `published` (name → version just published) that the published version does not satisfy.
 */
export const rangeProblems = (manifest, published, satisfies) => {
  const problems = []
  for (const field of RANGE_FIELDS) {
    for (const [dep, range] of Object.entries(manifest[field] ?? {})) {
      if (/^(workspace|link|file|portal|catalog):/.test(range)) problems.push(`${field}.${dep}: "${range}" leaked into the published manifest`)
      else if (field !== "devDependencies" && published[dep] && !satisfies(published[dep], range)) {
        problems.push(`${field}.${dep}: "${range}" does not accept the version just published (${published[dep]})`)
      }
    }
  }
  return problems
}
