/**
 * The slow path of a call, loaded with `import()` only when a generated guard rejects an input or
 * an answer (or for a body without a guard): the endpoint's declaration and the full Effect
 * decode, which stays the single source of truth and names every bad path as it always has.
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { endpointByOperation } from "../api/endpoints"
import { checkPathParams, decodeBody } from "../api/engine/check"
import type { Decodable, EndpointDeclaration } from "../api/engine/endpoint"
import type { Checked } from "../api/engine/route"
import type { Issue } from "../errors"
import { decoderFor } from "../api/engine/validate"
import { issuesOf } from "../schema/issues"

const strict = { errors: "all", onExcessProperty: "error" } as const
type Encoder = (input: unknown, options: typeof strict) => Result.Result<unknown, Schema.SchemaError>
const encoders = new WeakMap<Decodable, Encoder>()
const encoderFor = (schema: Decodable): Encoder => {
  let encoder = encoders.get(schema)
  if (encoder === undefined) {
    encoder = Schema.encodeUnknownResult(schema) as Encoder
    encoders.set(schema, encoder)
  }
  return encoder
}

const declarationOf = (operation: string): EndpointDeclaration => {
  const declaration = endpointByOperation(operation)
  if (declaration === undefined) throw new Error(`@payrail/core: no declaration for ${operation}`)
  return declaration
}

/** The call's checks in full, issues in the client's order: path parameters, headers, query, body. */
export const checkCall = (
  operation: string,
  input: {
    readonly params: Readonly<Record<string, unknown>>
    readonly headerIssues: ReadonlyArray<Issue>
    readonly query: Readonly<Record<string, unknown>>
    readonly body: unknown
  }
): Checked<{ readonly query: Record<string, string> | undefined; readonly body: unknown }> => {
  const declaration = declarationOf(operation)
  const issues: Array<Issue> = [...checkPathParams(declaration, input.params), ...input.headerIssues]
  let query: Record<string, string> | undefined
  if (declaration.query !== undefined) {
    const encoded = encoderFor(declaration.query)(input.query, strict)
    if (Result.isFailure(encoded)) issues.push(...issuesOf(encoded.failure.issue))
    else query = encoded.success as Record<string, string>
  }
  let body: unknown
  if (declaration.body !== undefined) {
    const checked = decodeBody(declaration, input.body)
    if (checked.ok) body = checked.value
    else issues.push(...checked.issues)
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: { query, body } }
}

/**
 * An answer its guard rejected, through the tolerant decode: the decoded value, or every bad path.
 * An answer wrapped as `{ payment: { … } }` (the service's v2 retrieve, and its 3DS create) whose
 * inner object is what the endpoint declares is that object (docs/spec-gaps.md); so is the one
 * item of an answer sent as a one-item array (the reference's installment plan retrieve).
 */
export const decodeAnswer = (operation: string, json: unknown): Checked<unknown> => {
  const decode = decoderFor(declarationOf(operation).response)
  const decoded = decode(json, { errors: "all" })
  if (Result.isSuccess(decoded)) return { ok: true, value: decoded.success }
  const inner = wrappedPayment(json) ?? onlyItem(json)
  if (inner !== undefined) {
    const unwrapped = decode(inner, { errors: "all" })
    if (Result.isSuccess(unwrapped)) return { ok: true, value: unwrapped.success }
  }
  return { ok: false, issues: issuesOf(decoded.failure.issue) }
}

/** The item of a one-item array answer. */
const onlyItem = (json: unknown): unknown => (Array.isArray(json) && json.length === 1 ? json[0] : undefined)

/** The `payment` object of a `{ payment: { … } }` answer without an `id` of its own. */
const wrappedPayment = (json: unknown): unknown => {
  if (typeof json !== "object" || json === null || Array.isArray(json) || "id" in json) return undefined
  const inner = (json as { readonly payment?: unknown }).payment
  return typeof inner === "object" && inner !== null && !Array.isArray(inner) ? inner : undefined
}
