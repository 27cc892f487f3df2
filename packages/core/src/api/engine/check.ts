/**
 * The declaration's rules as pure functions, shared by the client (before any I/O) and by
 * the fake (on the server side): path parameters, strict query and an open body — its known
 * fields checked, everything else sent as given (src/schema/open-request.ts).
 */
import * as Result from "effect/Result"
import type { Issue } from "../../errors"
import { decoderFor, guardFor } from "./validate"
import { withoutUndefinedKeys } from "../../schema/absent-keys"
import { issuesOf } from "../../schema/issues"
import { asStored, closedListIssues, type Stored, withWireNames } from "../../schema/open-request"
import { idParamMessage } from "./path"
import type { Decodable, EndpointDeclaration } from "./endpoint"

import type { Checked } from "./route"
export type { Checked } from "./route"

const strict = { errors: "all", onExcessProperty: "error" } as const
// A body's unknown keys are not the check's business: the decode ignores them and the input is sent.
const open = { errors: "all" } as const

const decode = (schema: Decodable, input: unknown): Checked<unknown> => {
  const result = decoderFor(schema)(input, strict)
  return Result.isSuccess(result) ? { ok: true, value: result.success } : { ok: false, issues: issuesOf(result.failure.issue) }
}

/**
 * An open body: the decode checks the known fields (every bad path named); what is sent is the
 * input itself, so unknown keys keep their values and their order and `null` stays `null`. Valid
 * because no body schema transforms a value (the guard compiler refuses transformations; the one
 * body it lists as unguarded only checks its documentation items through one).
 */
const checkOpen = (schema: Decodable, input: unknown): Checked<unknown> => {
  const result = decoderFor(schema)(input, open)
  return Result.isSuccess(result) ? { ok: true, value: input } : { ok: false, issues: issuesOf(result.failure.issue) }
}

/** Path parameters: each a non-empty string, never `.` or `..`, and passing its declared schema. */
export const checkPathParams = (
  declaration: EndpointDeclaration,
  params: Readonly<Record<string, unknown>>
): ReadonlyArray<Issue> => {
  const issues: Array<Issue> = []
  for (const [name, schema] of Object.entries(declaration.pathParams)) {
    const value = params[name]
    if (typeof value !== "string" || value.length === 0) {
      issues.push({ path: name, message: idParamMessage(value) })
      continue
    }
    // "." and ".." survive URL-encoding and would be resolved away, sending the call to another endpoint
    if (value === "." || value === "..") {
      issues.push({ path: name, message: `"${value}" is not an id` })
      continue
    }
    // the cheap guard first; the full decode only to explain a failure
    if (guardFor(schema)(value)) continue
    const checked = decode(schema, value)
    if (!checked.ok) issues.push(...checked.issues.map((i) => ({ ...i, path: name })))
  }
  return issues
}

/**
 * The request body against its schema (an endpoint without one takes no body): the value to send,
 * which is the input with the spec's placeholder names renamed to the service's (and explicit
 * `undefined` keys dropped, as JSON does), or every bad path of a known field.
 */
export const decodeBody = (declaration: EndpointDeclaration, body: unknown): Checked<unknown> =>
  declaration.body === undefined
    ? body === undefined ? { ok: true, value: undefined } : { ok: false, issues: [{ path: "", message: "This endpoint takes no body" }] }
    : checkOpen(declaration.body, withWireNames(declaration.body.ast, withoutUndefinedKeys(body)))

/**
 * The body's values outside a list the spec closes (a payment's `country` outside the spec's
 * countries, an unknown refund `reason`...), each named by its path. The client does not refuse
 * them (the service may grow its lists); the fake does, as the spec says the service does. Run it
 * on a body `decodeBody` accepted (its value).
 */
export const closedListIssuesOf = (declaration: EndpointDeclaration, body: unknown): ReadonlyArray<Issue> =>
  declaration.body === undefined ? [] : closedListIssues(declaration.body.ast, body)

/**
 * A body `decodeBody` accepted, as the service reads it (the fake stores this): money values sent
 * as decimal text are numbers, optional ids sent as `""` are `null` (src/schema/open-request.ts).
 */
export const storedBodyOf = <T>(declaration: EndpointDeclaration, body: T): Stored<T> =>
  (declaration.body === undefined ? body : asStored(declaration.body.ast, body)) as Stored<T>

/** A received query string (text values) against the strict query schema; values come out typed. */
export const decodeQuery = (
  declaration: EndpointDeclaration,
  query: Readonly<Record<string, string>>
): Checked<Record<string, unknown>> => {
  if (declaration.query === undefined) return { ok: true, value: {} }
  return decode(declaration.query, query) as Checked<Record<string, unknown>>
}

export { fillPath } from "./path"
export { type WithoutNulls, withoutNullKeys } from "../../schema/absent-keys"
export type { Stored } from "../../schema/open-request"
