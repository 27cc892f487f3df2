/**
 * An operation's tool schemas. Arguments: each path parameter at the top level under its own name,
 * the query as `query`, the body as `body`, and `confirmation` for tools that move money; card
 * data is left out of all of them (src/tools/card-data.ts). The answer: what the client returns —
 * the response (its `unwrap` field when declared), a list's page as `{ data, hasMore, total,
 * nextParams }`, a non-object answer under `result`; for a money-moving tool, or the
 * confirmation request its first call answers.
 */
import type { EndpointDeclaration } from "../declarations"
import { withoutCardData } from "./card-data"
import { type Json, type OpenApiParts, SchemaScope } from "./json-schema"
import type { AnswerShape } from "./results"


export interface ToolSchemas {
  readonly inputSchema: Json
  readonly outputSchema: Json | undefined
  readonly answer: AnswerShape
}

/** The first call's answer of a tool that moves money. */
export const CONFIRMATION_REQUIRED_SCHEMA: Json = {
  type: "object",
  properties: {
    status: { const: "confirmation_required" },
    summary: { type: "string", description: "What the call will do, for a person to read before confirming." },
    confirmation: { type: "string", description: "Pass it back as `confirmation` with the same arguments to execute the call, once." },
    expires_at: { type: "string", description: "When the confirmation stops being accepted (ISO 8601)." }
  },
  required: ["status", "summary", "confirmation", "expires_at"]
}

const CONFIRMATION_ARGUMENT: Json = {
  type: "string",
  description: "The `confirmation` the first call answered. Without it the call only prepares (nothing is sent); with it the prepared call executes once, and repeating it replays the same answer."
}

const pageSchema = (item: unknown): Json => ({
  type: "object",
  properties: {
    data: { type: "array", items: item },
    hasMore: { type: "boolean" },
    total: { type: "number" },
    nextParams: { type: "object", description: "The `query` of the next page; absent on the last one." }
  },
  required: ["data", "hasMore"]
})

/** A list's items: the array under `field` of the raw page, or the raw answer when it is the array. */
const itemsOf = (scope: SchemaScope, raw: unknown, field: string | undefined): unknown => {
  let list = scope.resolve(raw)
  if (field !== undefined && list.type !== "array") list = scope.resolve((list.properties as Json | undefined)?.[field])
  return list.type === "array" ? (list.items ?? {}) : {}
}

const PAGE_ITEMS: Readonly<Record<string, string | undefined>> = { "page/size": "items", "limit/offset": "data", "page_number/page_size": undefined }

/** The tool schemas of `e`, from its operation in the OpenAPI document. */
export const toolSchemasOf = (e: EndpointDeclaration, document: OpenApiParts, moneyMoving: boolean): ToolSchemas => {
  const operation = document.paths[e.path]?.[e.method.toLowerCase()]
  if (operation === undefined) throw new Error(`${e.operation}: not in the OpenAPI document (${e.method} ${e.path})`)
  const parameters = (operation.parameters ?? []) as ReadonlyArray<Json>

  // Arguments (card data left out)
  const input = new SchemaScope(document.components.schemas, withoutCardData)
  const properties: Json = {}
  const required: Array<string> = []
  for (const p of parameters.filter((p) => p.in === "path")) {
    properties[String(p.name)] = input.local(p.schema)
    required.push(String(p.name))
  }
  if (e.query !== undefined) {
    const query: Json = {}
    const queryRequired: Array<string> = []
    for (const p of parameters.filter((p) => p.in === "query")) {
      query[String(p.name)] = input.local(p.schema)
      if (p.required === true) queryRequired.push(String(p.name))
    }
    // a header the call may set through its query (`account_id` → `x-account-code`); else the client's default
    for (const h of e.headers ?? []) {
      if (h.param !== undefined) query[h.param] = { type: "string", description: `Sent as the ${h.name} header; defaults to the server's ${h.config}.` }
    }
    properties.query = { type: "object", properties: query, ...(queryRequired.length > 0 ? { required: queryRequired } : {}), additionalProperties: false }
    if (queryRequired.length > 0) required.push("query")
  }
  const body = (operation.requestBody as Json | undefined)
  if (body !== undefined) {
    properties.body = input.local(((body.content as Json)["application/json"] as Json).schema)
    if (body.required === true) required.push("body")
  }
  if (moneyMoving) properties.confirmation = CONFIRMATION_ARGUMENT
  const inputSchema = input.withDefs({ type: "object", properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false })

  // The answer
  // nothing to describe (the confirmation request of a 204 tool is then described in its text)
  if (e.successStatus === 204) return { inputSchema, outputSchema: undefined, answer: "none" }
  const output = new SchemaScope(document.components.schemas)
  const success = (operation.responses as Json)[String(e.successStatus)] as Json
  let answer = output.local((((success.content as Json)["application/json"] as Json).schema)) as Json
  if (e.unwrap !== undefined) answer = (output.resolve(answer).properties as Json | undefined)?.[e.unwrap] as Json | undefined ?? {}
  let shape: AnswerShape = "object"
  if (e.paging !== "none") {
    shape = "page"
    answer = pageSchema(itemsOf(output, answer, PAGE_ITEMS[e.paging]))
  } else if (!output.isObject(answer)) {
    shape = "result"
    answer = { type: "object", properties: { result: answer }, required: ["result"] }
  }
  const root: Json = moneyMoving ? { type: "object", anyOf: [answer, CONFIRMATION_REQUIRED_SCHEMA] } : { ...answer, type: "object" }
  return { inputSchema, outputSchema: output.withDefs(root), answer: shape }
}
