/**
 * Names the TypeScript types of a declaration's schemas for the generated client: a schema that
 * src/schema exports with a type of the same name (`export const Payment = …` and
 * `export type Payment = …`) is written by that name, so hovers and the API report read
 * `body: CreatePaymentParams`; any other schema by its declaration (`BodyOf<…>`).
 */
import { readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

export interface TypeName {
  readonly module: string
  readonly name: string
}

const schemaDir = fileURLToPath(new URL("../../src/schema/", import.meta.url))

export const loadTypeNames = async (): Promise<Map<unknown, ReadonlyArray<TypeName>>> => {
  const names = new Map<unknown, Array<TypeName>>()
  for (const file of readdirSync(schemaDir).filter((f) => f.endsWith(".ts") && !f.endsWith(".generated.ts")).sort()) {
    const source = readFileSync(schemaDir + file, "utf8")
    const typed = new Set([...source.matchAll(/^export (?:type|interface) (\w+)/gm)].map((m) => m[1]!))
    const exports = (await import(`${schemaDir}${file}`)) as Record<string, unknown>
    for (const [name, value] of Object.entries(exports)) {
      if (!typed.has(name) || value === null || (typeof value !== "object" && typeof value !== "function")) continue
      const list = names.get(value) ?? []
      list.push({ module: file.slice(0, -3), name })
      names.set(value, list)
    }
  }
  return names
}

/**
 * The name of `schema` that the declaring module's sources mention (first the declaration's own
 * text), else none: a schema exported under an unrelated name elsewhere (`OpaqueObject` is also
 * `BlockRecipientOnboardingParams`) is typed by its declaration (`BodyOf<…>`), not by that alias.
 */
export const nameOf = (names: Map<unknown, ReadonlyArray<TypeName>>, schema: unknown, sources: ReadonlyArray<string>): TypeName | undefined => {
  const candidates = names.get(schema) ?? []
  for (const source of sources) {
    const named = candidates.find((c) => new RegExp(`\\b${c.name}\\b`).test(source))
    if (named !== undefined) return named
  }
  return undefined
}
