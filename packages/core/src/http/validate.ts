/**
 * Request validation: runs a strict request schema over the caller's input before any
 * network I/O, and turns every Schema issue into a path + message pair.
 */
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { type Issue, RequestValidationError } from "../errors"
import { issuesOf } from "../schema/issues"

/** Strict decoding: every error reported, unknown keys refused (a typo is not silently dropped). */
const strict = { errors: "all", onExcessProperty: "error" } as const

/**
 * Validates `input` against a request schema. Fails with `RequestValidationError` naming every
 * offending path (prefixed with `prefix`, e.g. `["body"]`).
 */
export const validateRequest = <S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
  input: unknown,
  operation: string
): Effect.Effect<S["Type"], RequestValidationError> => {
  const result = Schema.decodeUnknownResult(schema)(input, strict)
  return Result.isSuccess(result)
    ? Effect.succeed(result.success)
    : Effect.fail(new RequestValidationError({ operation, issues: issuesOf(result.failure.issue) }))
}

/** Path parameters: a non-empty string, checked before any I/O and URL-encoded when sent. */
export const validatePathParams = (
  operation: string,
  params: Record<string, { readonly value: unknown; readonly schema?: Schema.Top & { readonly DecodingServices: never } }>
): Effect.Effect<void, RequestValidationError> => {
  const issues: Array<Issue> = []
  for (const [name, { value, schema }] of Object.entries(params)) {
    if (typeof value !== "string" || value.length === 0) {
      issues.push({ path: name, message: "Expected a non-empty string" })
      continue
    }
    // "." and ".." survive URL-encoding and would be resolved away, sending the call to another endpoint
    if (value === "." || value === "..") {
      issues.push({ path: name, message: `"${value}" is not an id` })
      continue
    }
    if (schema) {
      const result = Schema.decodeUnknownResult(schema)(value, strict)
      if (Result.isFailure(result)) issues.push(...issuesOf(result.failure.issue).map((i) => ({ ...i, path: name })))
    }
  }
  return issues.length === 0 ? Effect.void : Effect.fail(new RequestValidationError({ operation, issues }))
}
