/**
 * Cached decoders: one per schema, made on first use and shared by request checks
 * (`src/api/engine/check.ts`) and response decoding (the transport).
 */
import type * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { guarded } from "./guarded"

type Decodable = Schema.Top & { readonly DecodingServices: never }
type Decoder = (input: unknown, options?: { readonly errors?: "all"; readonly onExcessProperty?: "error" }) => Result.Result<unknown, Schema.SchemaError>

// One decoder per schema, made on first use: calls reuse it instead of building it each time.
const decoders = new WeakMap<Decodable, Decoder>()
const guards = new WeakMap<Decodable, (input: unknown) => boolean>()
/** The cached `Schema.is` of `schema`: a cheap check first, the full decode only to explain a failure. */
export const guardFor = (schema: Decodable): ((input: unknown) => boolean) => {
  let guard = guards.get(schema)
  if (guard === undefined) {
    guard = Schema.is(schema) as (input: unknown) => boolean
    guards.set(schema, guard)
  }
  return guard
}

/** The cached `Schema.decodeUnknownResult` of `schema`, behind the schema's generated guard when it has one. */
export const decoderFor = (schema: Decodable): Decoder => {
  let decoder = decoders.get(schema)
  if (decoder === undefined) {
    decoder = guarded(schema, Schema.decodeUnknownResult(schema) as Decoder) as Decoder
    decoders.set(schema, decoder)
  }
  return decoder
}
