/**
 * Binds the request guards' custom checks: a `makeFilter` cannot be compiled, so the generated
 * guard calls the live filter, found in the schema's AST along the path the generator recorded.
 */
import type * as SchemaAST from "effect/SchemaAST"

export type Step =
  | readonly ["p", string]
  | readonly ["u", number]
  | readonly ["e", number]
  | readonly ["r"]
  | readonly ["s"]
  | readonly ["c", number]
  | readonly ["g", number]
export type Path = ReadonlyArray<Step>

type Check = SchemaAST.Check<unknown>

/** The filter at `path` below `root`, as a boolean test; throws when the path leads elsewhere (a stale file). */
export const bindCheck = (root: SchemaAST.AST, path: Path): ((value: unknown) => boolean) => {
  let node: SchemaAST.AST = root
  let check: Check | undefined
  const fail = (): never => {
    throw new Error(`@payrail/core: a generated request guard is stale (path ${JSON.stringify(path)}); run pnpm gen`)
  }
  for (const [kind, arg] of path) {
    if (check !== undefined) {
      if (kind !== "g" || check._tag !== "FilterGroup") fail()
      check = (check as SchemaAST.FilterGroup<unknown>).checks[arg as number] ?? fail()
      continue
    }
    switch (kind) {
      case "p":
        node = (node._tag === "Objects" ? node.propertySignatures.find((p) => p.name === arg)?.type : undefined) ?? fail()
        break
      case "u":
        node = (node._tag === "Union" ? node.types[arg as number] : undefined) ?? fail()
        break
      case "e":
        node = (node._tag === "Arrays" ? node.elements[arg as number] : undefined) ?? fail()
        break
      case "r":
        node = (node._tag === "Arrays" ? node.rest[0] : undefined) ?? fail()
        break
      case "s":
        node = node._tag === "Suspend" ? node.thunk() : fail()
        break
      case "c":
        check = node.checks?.[arg as number] ?? fail()
        break
      default:
        fail()
    }
  }
  if (check === undefined || check._tag !== "Filter") return fail()
  const filter = check
  const self = node
  return (value) => filter.run(value, self, {}) === undefined
}
