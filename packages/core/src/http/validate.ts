/**
 * Request validation: runs a strict request schema over the caller's input before any
 * network I/O, and turns every Schema issue into a path + message pair.
 */
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { type Issue, RequestValidationError } from "../errors"
import { idParamMessage, issuesOf } from "../schema/issues"
import { withoutUndefinedKeys } from "../schema/absent-keys"

/** Strict decoding: every error reported, unknown keys refused (a typo is not silently dropped). */
const strict = { errors: "all", onExcessProperty: "error" } as const

type Decodable = Schema.Top & { readonly DecodingServices: never }
type Decoder = (input: unknown, options?: { readonly errors?: "all"; readonly onExcessProperty?: "error" }) => Result.Result<unknown, Schema.SchemaError>

// One decoder per schema, made on first use: calls reuse it instead of building it each time.
const decoders = new WeakMap<Decodable, Decoder>()
const guards = new WeakMap<Decodable, (input: unknown) => boolean>()
/** The cached `Schema.is` of `schema`: a cheap check first, the full decode only to explain a failure. */
const guardFor = (schema: Decodable): ((input: unknown) => boolean) => {
  let guard = guards.get(schema)
  if (guard === undefined) {
    guard = Schema.is(schema) as (input: unknown) => boolean
    guards.set(schema, guard)
  }
  return guard
}

/** The cached `Schema.decodeUnknownResult` of `schema`. */
export const decoderFor = (schema: Decodable): Decoder => {
  let decoder = decoders.get(schema)
  if (decoder === undefined) {
    decoder = Schema.decodeUnknownResult(schema) as Decoder
    decoders.set(schema, decoder)
  }
  return decoder
}

/**
 * Validates `input` against a request schema. Fails with `RequestValidationError` naming every
 * offending path (prefixed with `prefix`, e.g. `["body"]`).
 */
export const validateRequest = <S extends Decodable>(
  schema: S,
  input: unknown,
  operation: string
): Effect.Effect<S["Type"], RequestValidationError> => {
  const result = decoderFor(schema)(withoutUndefinedKeys(input), strict)
  return Result.isSuccess(result)
    ? Effect.succeed(result.success as S["Type"])
    : Effect.fail(new RequestValidationError({ operation, issues: issuesOf(result.failure.issue) }))
}

/** Path parameters: a non-empty string, checked before any I/O and URL-encoded when sent. */
export const validatePathParams = (
  operation: string,
  params: Record<string, { readonly value: unknown; readonly schema?: Decodable }>
): Effect.Effect<void, RequestValidationError> => {
  const issues: Array<Issue> = []
  for (const [name, { value, schema }] of Object.entries(params)) {
    if (typeof value !== "string" || value.length === 0) {
      issues.push({ path: name, message: idParamMessage(value) })
      continue
    }
    // "." and ".." survive URL-encoding and would be resolved away, sending the call to another endpoint
    if (value === "." || value === "..") {
      issues.push({ path: name, message: `"${value}" is not an id` })
      continue
    }
    if (schema && !guardFor(schema)(value)) {
      const result = decoderFor(schema)(value, strict)
      if (Result.isFailure(result)) issues.push(...issuesOf(result.failure.issue).map((i) => ({ ...i, path: name })))
    }
  }
  return issues.length === 0 ? Effect.void : Effect.fail(new RequestValidationError({ operation, issues }))
}
