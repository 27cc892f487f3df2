/** The schema modules import one another without a cycle (type-only imports count too). */
import { readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const dir = fileURLToPath(new URL("../../src/schema/", import.meta.url))
const modules = readdirSync(dir).filter((f) => f.endsWith(".ts")).map((f) => f.slice(0, -3))
const importsOf = (name: string): Array<string> =>
  [...readFileSync(`${dir}${name}.ts`, "utf8").matchAll(/(?:import|export)[^"']*?from\s+["']\.\/([\w-]+)["']/g)].map((m) => m[1]!)

describe("src/schema imports", () => {
  it("form no cycle", () => {
    const cycles: Array<string> = []
    const state = new Map<string, "open" | "done">()
    const visit = (name: string, trail: Array<string>) => {
      if (state.get(name) === "done") return
      if (state.get(name) === "open") {
        cycles.push([...trail.slice(trail.indexOf(name)), name].join(" → "))
        return
      }
      state.set(name, "open")
      for (const next of importsOf(name)) visit(next, [...trail, name])
      state.set(name, "done")
    }
    for (const name of modules) visit(name, [])
    expect(cycles).toEqual([])
  })

  it("see the imports (the check is not vacuous)", () => {
    expect(importsOf("payment")).toContain("lists")
    expect(importsOf("values")).toEqual(["lists"])
  })
})
