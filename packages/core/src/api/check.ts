/**
 * The declaration's rules as pure functions, shared by the client (before any I/O) and by
 * the fake (on the server side): path parameters, strict query and strict body.
 */
import * as Result from "effect/Result"
import type { Issue } from "../errors"
import { decoderFor, guardFor } from "./validate"
import { withoutUndefinedKeys } from "../schema/absent-keys"
import { issuesOf } from "../schema/issues"
import { idParamMessage } from "./path"
import type { Decodable, EndpointDeclaration } from "./endpoint"

import type { Checked } from "./route"
export type { Checked } from "./route"

const strict = { errors: "all", onExcessProperty: "error" } as const

const decode = (schema: Decodable, input: unknown): Checked<unknown> => {
  const result = decoderFor(schema)(input, strict)
  return Result.isSuccess(result) ? { ok: true, value: result.success } : { ok: false, issues: issuesOf(result.failure.issue) }
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

/** The request body against the strict body schema (an endpoint without one takes no body). */
export const decodeBody = (declaration: EndpointDeclaration, body: unknown): Checked<unknown> =>
  declaration.body === undefined
    ? body === undefined ? { ok: true, value: undefined } : { ok: false, issues: [{ path: "", message: "This endpoint takes no body" }] }
    : decode(declaration.body, withoutUndefinedKeys(body)) // an explicit `undefined` is an absent key, as in JSON

/** A received query string (text values) against the strict query schema; values come out typed. */
export const decodeQuery = (
  declaration: EndpointDeclaration,
  query: Readonly<Record<string, string>>
): Checked<Record<string, unknown>> => {
  if (declaration.query === undefined) return { ok: true, value: {} }
  return decode(declaration.query, query) as Checked<Record<string, unknown>>
}

export { fillPath } from "./path"
