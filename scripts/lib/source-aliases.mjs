/**
 * Vite/vitest aliases that send every public entry of the workspace's packages (`@payrail/core`,
 * `@payrail/core/api`, `@payrail/queues/bullmq`, …) to its source, so tests never run a stale build.
 * Derived from each package.json `exports` (`./dist/<name>.js` is built from `src/<name>.ts` or
 * `src/<name>/index.ts`), so an entry added to a package is aliased everywhere without an edit here.
 * Exact matches only: a prefix alias for `@payrail/core` would also catch `@payrail/core/internal`.
 * Built-ins only: configs outside a package (scripts/matrix/) cannot resolve the workspace's dependencies.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const packagesDir = fileURLToPath(new URL("../../packages/", import.meta.url))

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")

/** The built file an export resolves to under ESM `import` (any nesting of conditions). */
const importTarget = (target) => {
  if (typeof target === "string") return target
  if (target === null || typeof target !== "object") return undefined
  return importTarget(target.import ?? target.default)
}

/** Every public entry of the workspace's packages: specifier and source file. */
export const sourceEntries = () => {
  const entries = []
  for (const dir of readdirSync(packagesDir)) {
    const manifestPath = join(packagesDir, dir, "package.json")
    if (!existsSync(manifestPath)) continue
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8"))
    for (const [key, target] of Object.entries(manifest.exports ?? {})) {
      const built = importTarget(target)
      const match = built?.match(/^\.\/dist\/(.+)\.js$/)
      if (!match) continue // ./package.json and other non-code exports
      const candidates = [join(packagesDir, dir, "src", `${match[1]}.ts`), join(packagesDir, dir, "src", match[1], "index.ts")]
      const source = candidates.find((file) => existsSync(file))
      if (!source) throw new Error(`${manifest.name} exports ${key} from ${built}, but neither ${candidates.join(" nor ")} exists`)
      entries.push({ specifier: key === "." ? manifest.name : `${manifest.name}/${key.slice(2)}`, source })
    }
  }
  return entries
}

/** The aliases for `resolve.alias`, one exact match per entry. */
export const sourceAliases = () =>
  sourceEntries().map(({ specifier, source }) => ({ find: new RegExp(`^${escape(specifier)}$`), replacement: source }))
