/**
 * Importing the client (`@payrail/core`) loads neither effect/Schema nor a schema module: the
 * happy path checks with generated guards, and the schemas load with `import()` only to explain a
 * failure. Walks the static imports of src/index.ts (type-only imports and `import()` left out)
 * and names the chain that reaches a forbidden module, so a stray value import is caught here and
 * not by a cold-start benchmark.
 */
import { readFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { expect, it } from "vitest"

const src = fileURLToPath(new URL("../../src/", import.meta.url))
// Modules the root entry's static graph must not reach (effect/Config is built on effect/Schema).
// The schema modules it may load import nothing of effect: the value lists, their helpers, the card
// redaction, the request rules as plain functions.
const FORBIDDEN = [
  /^effect\/Schema/,
  /^effect\/Stream$/,
  /^effect\/Config$/,
  /^effect\/http\//,
  /^src\/schema\/(?!values\.ts|lists\.ts|absent-keys\.ts|card-secrets\.ts|request-checks\.ts)/
]

/** The specifiers a module loads when it is evaluated: static imports and re-exports, not types. */
const staticImports = (code: string): Array<string> => {
  const out: Array<string> = []
  const statement = /^(import|export)\s+(?!type\s)([^;]*?)\s*from\s+"([^"]+)"|^import\s+"([^"]+)"/gms
  for (const m of code.matchAll(statement)) {
    const clause = m[2] ?? ""
    // `import { type A, type B } from` and `export { type A } from` load nothing either
    if (/^\{[^}]*\}$/s.test(clause.trim()) && clause.replace(/[{}\s]/g, "").split(",").filter((n) => n !== "").every((n) => n.startsWith("type"))) continue
    out.push(m[3] ?? m[4]!)
  }
  return out
}

const resolve = (from: string, specifier: string): string => {
  const base = join(dirname(from), specifier)
  for (const candidate of [`${base}.ts`, join(base, "index.ts"), base]) {
    try {
      readFileSync(candidate)
      return candidate
    } catch {
      // next candidate
    }
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`)
}

/** Every module reachable from `entry`, with the chain that first reached it. */
const reach = (entry: string): Map<string, ReadonlyArray<string>> => {
  const seen = new Map<string, ReadonlyArray<string>>([[`src/${relative(src, entry)}`, []]])
  const queue: Array<[string, ReadonlyArray<string>]> = [[entry, []]]
  while (queue.length > 0) {
    const [file, chain] = queue.shift()!
    const here = [...chain, `src/${relative(src, file)}`]
    if (file.endsWith(".json")) continue
    for (const specifier of staticImports(readFileSync(file, "utf8"))) {
      if (!specifier.startsWith(".")) {
        if (!seen.has(specifier)) seen.set(specifier, here)
        continue
      }
      const target = resolve(file, specifier)
      const name = `src/${relative(src, target)}`
      if (seen.has(name)) continue
      seen.set(name, here)
      queue.push([target, here])
    }
  }
  return seen
}

it("the root entry's static graph loads no effect/Schema, effect/Stream, effect/Config, effect/http or schema module", () => {
  const reached = reach(join(src, "index.ts"))
  const bad = [...reached]
    .filter(([name]) => FORBIDDEN.some((f) => f.test(name)))
    .map(([name, chain]) => `${[...chain, name].join(" → ")}`)
  expect(bad).toEqual([])
})

it("the walk sees what it should (a broken walker would pass the test above)", () => {
  const reached = reach(join(src, "index.ts"))
  expect(reached.has("effect/Effect")).toBe(true)
  expect(reached.has("src/resources/invoke.ts")).toBe(true)
  expect(reached.has("src/api/routes.generated.ts")).toBe(true)
  // the slow path is loaded with import(), not statically
  expect(reached.has("src/resources/explain.ts")).toBe(false)
  // and the schema entry does reach effect/Schema
  expect([...reach(join(src, "schema.ts")).keys()].some((name) => name.startsWith("effect/Schema"))).toBe(true)
})
