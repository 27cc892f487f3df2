/**
 * The answer's name in docs (README tables, the OpenAPI response's description and component), derived
 * from the response schema so no string is kept in step with it: `Payment`, `Payment[]`,
 * `Page<Report>`, `void` for `NoContent`, `unknown` for an answer without a named schema.
 */
import * as Schema from "effect/Schema"
import { type EndpointDeclaration, NoContent } from "./endpoint"

/** Names a schema: the export name the caller knows it by (by identity), else `undefined`. */
export type SchemaNamer = (schema: Schema.Top) => string | undefined

type Parts = { readonly value?: unknown; readonly fields?: Readonly<Record<string, unknown>>; readonly schema?: unknown; readonly members?: ReadonlyArray<unknown> }

/** The schema below the wrappers a name does not go to: optional keys, `Resource` records, `null` in a union. */
const inner = (schema: Schema.Top): Schema.Top => {
  const parts = schema as Parts
  if (Schema.isSchema(parts.schema)) return inner(parts.schema)
  if (schema.ast._tag === "Union" && parts.members !== undefined) {
    const members = parts.members.filter((m): m is Schema.Top => Schema.isSchema(m) && m.ast._tag !== "Null" && m.ast._tag !== "Undefined")
    if (members.length === 1) return inner(members[0]!)
  }
  return schema
}

const elementOf = (schema: Schema.Top): Schema.Top | undefined => {
  const value = (inner(schema) as Parts).value
  return inner(schema).ast._tag === "Arrays" && Schema.isSchema(value) ? value : undefined
}

const fieldOf = (schema: Schema.Top, field: string): Schema.Top | undefined => {
  const value = (inner(schema) as Parts).fields?.[field]
  return Schema.isSchema(value) ? value : undefined
}

const nameOf = (schema: Schema.Top | undefined, namer: SchemaNamer): string => {
  if (schema === undefined) return "unknown"
  const element = elementOf(schema)
  if (element !== undefined) return `${nameOf(element, namer)}[]`
  return namer(schema) ?? (schema === inner(schema) ? undefined : namer(inner(schema))) ?? "unknown"
}

export const returnsOf = (e: EndpointDeclaration, namer: SchemaNamer): string => {
  if (e.response === NoContent) return "void"
  const response = e.unwrap === undefined ? e.response : fieldOf(e.response, e.unwrap)
  if (e.paging === "none" || response === undefined) return nameOf(response, namer)
  const items = e.paging === "page/size" ? fieldOf(response, "items") : e.paging === "limit/offset" ? fieldOf(response, "data") : response
  const element = items === undefined ? undefined : elementOf(items)
  return `Page<${element === undefined ? "unknown" : nameOf(element, namer)}>`
}
