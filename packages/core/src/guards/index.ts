/**
 * Generated guards by schema: the happy path of response decoding. A guard that answers true
 * means the Effect decode would return the input unchanged, so the parsed JSON is returned as
 * is (1.3× JSON.parse instead of 4×); any other input goes through the full decode, which
 * stays the single source of truth and explains the failure with the same issues as always.
 */
import * as Result from "effect/Result"
import type * as Schema from "effect/Schema"
import { generatedGuards } from "./generated"
import { guardedSchemas } from "./registry"

type Guard = (input: unknown) => boolean

let bySchema: Map<Schema.Top, Guard> | undefined
/** The generated guard of `schema`, when it has one (registry.ts lists them). */
export const generatedGuardOf = (schema: Schema.Top): Guard | undefined => {
  bySchema ??= new Map(
    Object.entries(guardedSchemas).map(([name, s]) => [s as Schema.Top, generatedGuards[name as keyof typeof generatedGuards]])
  )
  return bySchema.get(schema)
}

type Decode = (input: unknown, options?: { readonly errors?: "all" }) => Result.Result<unknown, Schema.SchemaError>

/** `decode`, with the schema's guard in front of it when there is one. */
export const guarded = (schema: Schema.Top, decode: Decode): Decode => {
  const guard = generatedGuardOf(schema)
  if (guard === undefined) return decode
  return (input, options) => (guard(input) ? Result.succeed(input) : decode(input, options))
}
