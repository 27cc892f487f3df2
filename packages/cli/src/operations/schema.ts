/**
 * An operation's parameters and body as JSON Schema, from core's OpenAPI builder (the same document
 * `@payrail/core/openapi.json` is): `--help` prints them, `-d path=value` reads a value by the type
 * the schema gives its path. Built for one operation at a time, on first need.
 */
import { buildOpenApiDocument, type EndpointDeclaration } from "../declarations"

export type Json = Readonly<Record<string, unknown>>

/** A path or query parameter. */
export interface Parameter {
  readonly name: string
  readonly in: "path" | "query"
  readonly required: boolean
  readonly schema: Json
}

/** What `--help` and `-d` need of an operation. */
export interface OperationSchema {
  readonly parameters: ReadonlyArray<Parameter>
  /** The body's schema, references resolved at the top; undefined when the operation takes none. */
  readonly body: Json | undefined
  readonly bodyRequired: boolean
  /** Follows `$ref`s into the document's components. */
  readonly deref: (schema: Json) => Json
}

const cache = new Map<string, OperationSchema>()

export const operationSchema = (e: EndpointDeclaration): OperationSchema => {
  const cached = cache.get(e.operation)
  if (cached !== undefined) return cached
  const document = buildOpenApiDocument([e]) as {
    paths: Record<string, Record<string, { parameters?: Array<Json>; requestBody?: { required: boolean; content: Record<string, { schema: Json }> } }>>
    components: { schemas: Record<string, Json> }
  }
  const deref = (schema: Json): Json => {
    let current = schema
    // bounded: a component that refers to itself only through properties never loops here
    for (let i = 0; i < 32 && typeof current.$ref === "string"; i++) {
      current = document.components.schemas[(current.$ref as string).replace("#/components/schemas/", "")] ?? {}
    }
    return current
  }
  const operation = document.paths[e.path]?.[e.method.toLowerCase()] ?? {}
  const parameters = (operation.parameters ?? [])
    .filter((p) => p.in === "path" || p.in === "query")
    .map((p) => ({ name: String(p.name), in: p.in as "path" | "query", required: p.required === true, schema: deref((p.schema ?? {}) as Json) }))
  const bodySchema = operation.requestBody?.content["application/json"]?.schema
  const result: OperationSchema = {
    parameters,
    body: bodySchema === undefined ? undefined : deref(bodySchema),
    bodyRequired: operation.requestBody?.required === true,
    deref
  }
  cache.set(e.operation, result)
  return result
}

/** The alternatives of a schema (its `anyOf`/`oneOf` members, references resolved), `null` left out. */
export const alternatives = (schema: Json, deref: (s: Json) => Json): ReadonlyArray<Json> => {
  const resolved = deref(schema)
  const members = (resolved.anyOf ?? resolved.oneOf) as ReadonlyArray<Json> | undefined
  if (members === undefined) return [resolved]
  return members.flatMap((m) => alternatives(m, deref)).filter((m) => m.type !== "null")
}

/** A short type text: `string`, `integer`, `"A" | "B"`, `array of object`, `string | null`. */
export const typeText = (schema: Json, deref: (s: Json) => Json, depth = 0): string => {
  const resolved = deref(schema)
  const members = (resolved.anyOf ?? resolved.oneOf) as ReadonlyArray<Json> | undefined
  if (members !== undefined && depth < 4) return [...new Set(members.map((m) => typeText(m, deref, depth + 1)))].join(" | ")
  if (Array.isArray(resolved.enum)) return resolved.enum.map((v) => JSON.stringify(v)).join(" | ")
  if (resolved.const !== undefined) return JSON.stringify(resolved.const)
  if (resolved.type === "array") return `array of ${resolved.items === undefined || depth >= 4 ? "any" : typeText(resolved.items as Json, deref, depth + 1)}`
  if (Array.isArray(resolved.type)) return resolved.type.join(" | ")
  if (typeof resolved.type === "string") return resolved.format === undefined ? resolved.type : `${resolved.type} (${String(resolved.format)})`
  return "any"
}

/** The schema at a dotted path of a body (`amount.value`; a number segment is an array item); undefined when the schema does not say. */
export const schemaAt = (root: Json, path: ReadonlyArray<string>, deref: (s: Json) => Json): ReadonlyArray<Json> => {
  let current: ReadonlyArray<Json> = alternatives(root, deref)
  for (const segment of path) {
    const next: Array<Json> = []
    for (const schema of current) {
      if (/^\d+$/.test(segment) && schema.type === "array" && schema.items !== undefined) next.push(...alternatives(schema.items as Json, deref))
      const property = (schema.properties as Record<string, Json> | undefined)?.[segment]
      if (property !== undefined) next.push(...alternatives(property, deref))
    }
    if (next.length === 0) return []
    current = next
  }
  return current
}

/** The primitive JSON types a set of schemas allows (`string`, `number`, `integer`, `boolean`, `null`, `object`, `array`). */
export const typesOf = (schemas: ReadonlyArray<Json>): ReadonlySet<string> => {
  const types = new Set<string>()
  for (const s of schemas) {
    if (typeof s.type === "string") types.add(s.type)
    else if (Array.isArray(s.type)) for (const t of s.type) types.add(String(t))
    else if (Array.isArray(s.enum)) for (const v of s.enum) types.add(v === null ? "null" : typeof v)
  }
  return types
}
