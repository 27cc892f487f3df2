/**
 * Generated guards by schema: the happy path of decoding. A guard that answers true means the
 * Effect decode would return the input unchanged, so the input is used as is (a Payment answer is
 * checked at about 1.1× JSON.parse instead of 3–4×); any other input goes through the full
 * decode, which stays the single source of truth and explains a failure with the same issues.
 */
import * as Result from "effect/Result"
import type * as Schema from "effect/Schema"
import { guardTargets } from "./guard-targets"
import { requestGuards } from "../../guards/requests.generated"
import { responseGuards } from "../../guards/responses.generated"
import { webhookGuards } from "../../guards/webhooks.generated"

type Guard = (input: unknown) => boolean

let bySchema: Map<Schema.Top, Guard> | undefined
const build = (): Map<Schema.Top, Guard> => {
  const map = new Map<Schema.Top, Guard>()
  const { requests, responses, webhooks } = guardTargets()
  const responseTable = responseGuards as Record<string, Guard>
  for (const [name, schema] of Object.entries(responses)) {
    const guard = responseTable[name]
    if (guard !== undefined) map.set(schema, guard) // a schema added since the last `pnpm gen` runs the decode (the drift test fails)
  }
  const webhookTable = webhookGuards as Record<string, Guard>
  for (const [name, schema] of Object.entries(webhooks)) {
    const guard = webhookTable[name]
    if (guard !== undefined && !map.has(schema)) map.set(schema, guard)
  }
  const requestTable = requestGuards as Record<string, Guard>
  for (const [name, schema] of Object.entries(requests)) {
    const guard = requestTable[name]
    if (guard !== undefined) map.set(schema, guard)
  }
  return map
}

/** The generated guard of `schema`, when it has one (guard-targets.ts lists them). */
export const generatedGuardOf = (schema: Schema.Top): Guard | undefined => (bySchema ??= build()).get(schema)

type Decode = (input: unknown, options?: any) => Result.Result<unknown, Schema.SchemaError>

/** `decode`, with the schema's guard in front of it when there is one. */
export const guarded = (schema: Schema.Top, decode: Decode): Decode => {
  const guard = generatedGuardOf(schema)
  if (guard === undefined) return decode
  return (input, options) => (guard(input) ? Result.succeed(input) : decode(input, options))
}
