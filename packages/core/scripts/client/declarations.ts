/**
 * Finds every endpoint declaration of src/api (any `export const x = endpoint({...})` of a
 * module there), in a stable order: modules by file name, declarations in source order.
 */
import { readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import type { EndpointDeclaration } from "../../src/api/engine/endpoint"

export interface Found {
  /** The module's file name without `.ts` (`payments`). */
  readonly module: string
  /** The declaration's export name (`del` for `customers.delete`). */
  readonly exportName: string
  readonly declaration: EndpointDeclaration
  /** The declaration's source text, else its module's (to tell which of two names of one schema it means). */
  readonly source: ReadonlyArray<string>
}

const apiDir = fileURLToPath(new URL("../../src/api/", import.meta.url))
// modules of src/api that are not declarations (the engine is in src/api/engine/)
const NOT_DECLARATIONS = new Set(["index", "endpoints"])

const isDeclaration = (value: unknown): value is EndpointDeclaration =>
  typeof value === "object" && value !== null && typeof (value as EndpointDeclaration).operation === "string" &&
  typeof (value as EndpointDeclaration).path === "string" && "response" in value

export const findDeclarations = async (): Promise<ReadonlyArray<Found>> => {
  const files = readdirSync(apiDir).filter((f) => f.endsWith(".ts") && !f.endsWith(".generated.ts")).sort()
  const found: Array<Found & { position: number }> = []
  for (const file of files) {
    const module = file.slice(0, -3)
    if (NOT_DECLARATIONS.has(module)) continue
    const source = readFileSync(apiDir + file, "utf8")
    const exports = (await import(`${apiDir}${file}`)) as Record<string, unknown>
    for (const [exportName, value] of Object.entries(exports)) {
      if (!isDeclaration(value)) continue
      const position = source.search(new RegExp(`export const ${exportName}\\b`))
      const next = source.slice(position + 1).search(/^export /m)
      const block = position < 0 ? "" : source.slice(position, next < 0 ? undefined : position + 1 + next)
      found.push({ module, exportName, declaration: value, source: [block, source], position: position < 0 ? Number.MAX_SAFE_INTEGER : position })
    }
  }
  found.sort((a, b) => (a.module === b.module ? a.position - b.position : a.module < b.module ? -1 : 1))
  const operations = new Set<string>()
  for (const f of found) {
    for (const name of [f.declaration.operation, ...(f.declaration.call?.aliases ?? [])]) {
      if (operations.has(name)) throw new Error(`${name} is declared twice (src/api/${f.module}.ts)`)
      operations.add(name)
    }
  }
  return found.map(({ position: _, ...f }) => f)
}

/** A tree of client names: a leaf is a declaration (and the name it has there). */
export type Tree = Map<string, Tree | { readonly found: Found; readonly alias: boolean }>

/**
 * The order of the first groups in the README, the OpenAPI document and the generated tables;
 * a group not listed follows them, in the order its declarations are found.
 */
const GROUP_ORDER = ["checkout", "organizations", "payments", "customers", "subscriptions", "reports", "banking", "recipients"]

export const treeOf = (found: ReadonlyArray<Found>, withAliases: boolean): Tree => {
  const root: Tree = new Map()
  for (const group of GROUP_ORDER) {
    if (found.some((f) => f.declaration.operation.startsWith(`${group}.`))) root.set(group, new Map())
  }
  for (const f of found) {
    const names = [f.declaration.operation, ...(withAliases ? f.declaration.call?.aliases ?? [] : [])]
    for (const [i, name] of names.entries()) {
      const segments = name.split(".")
      let node = root
      for (const segment of segments.slice(0, -1)) {
        let child = node.get(segment)
        if (child === undefined) node.set(segment, (child = new Map()))
        if (!(child instanceof Map)) throw new Error(`${name}: ${segment} is a method, not a group`)
        node = child
      }
      const leaf = segments[segments.length - 1]!
      if (node.has(leaf)) throw new Error(`${name} is declared twice`)
      node.set(leaf, { found: f, alias: i > 0 })
    }
  }
  return root
}
