import { readdirSync, readFileSync, statSync } from "node:fs"
import { builtinModules } from "node:module"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"

const SRC = join(import.meta.dirname, "../../src")
const files = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") ? [path] : []
  })

const imports = (text: string) => [...text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!)
const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]))

describe("runtime code runs on Node, Bun, Deno and Workers", () => {
  const sources = files(SRC)

  it("finds the sources", () => {
    expect(sources.length).toBeGreaterThan(10)
  })

  it.each(sources.map((f) => [relative(SRC, f), f]))("%s imports no Node built-in", (_, file) => {
    const found = imports(readFileSync(file, "utf8")).filter((spec) => builtins.has(spec))
    expect(found).toEqual([])
  })

  it.each(sources.map((f) => [relative(SRC, f), f]))("%s uses deep Effect imports (tree-shakable)", (_, file) => {
    const barrel = imports(readFileSync(file, "utf8")).filter((spec) => spec === "effect" || spec === "effect/http")
    expect(barrel).toEqual([])
  })
})
