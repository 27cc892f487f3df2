/**
 * Corrections to effect's JSON Schema generation, so the OpenAPI document states the checks the
 * client and the fake apply (docs/spec-gaps.md, "The OpenAPI document"):
 *
 * - effect leaves out a `pattern` whose RegExp lacks the `u` flag (a UUID, a country or
 *   currency code, an e-mail): our patterns use nothing `u` would read differently, so each is
 *   published as written;
 * - effect halves a string's minimum length (JavaScript counts UTF-16 units, JSON Schema code
 *   points: `3` becomes `2`, `36` becomes `18`): the minimum is published as declared;
 * - an array of anything (`Schema.Array(Schema.Unknown)`) gets `items: {}`, so every array says
 *   what it holds;
 * - an amount's precision (a multiple of 0.0001) is published as `multipleOf`, a string's length
 *   counted in code points (`BoundedString`) as `minLength` / `maxLength`;
 * - a numeric query parameter is published as the number it decodes to (`integer`, its bounds),
 *   not as the text it travels as; the date-time query parameters the fake reads as times carry
 *   `format: date-time` and the timestamp pattern.
 *
 * - the rules across fields that JSON Schema can say are published: a subscription's schedule
 *   (`frequency` or `billing_date`, not both: `anyOf` and `not`), a webhook endpoint's trigger
 *   (`someItemIn`: one of the lists has an item, an `anyOf`). The others (`createPayment`,
 *   `offsetMultipleOfLimit`, ...: src/schema/request-checks.ts) compare values and stay unpublished.
 */
import * as Schema from "effect/Schema"
import type * as SchemaRepresentation from "effect/SchemaRepresentation"
import { CHECK_ANNOTATION } from "../../schema/request-checks"

type Json = Record<string, unknown>
type Check = { readonly _tag: string; readonly representation?: { readonly id?: string; readonly payload?: Json }; readonly annotations?: Json }

/** `frequency` or `billing_date`, not both (`null` is "not sent", so each must be an object). */
const SUBSCRIPTION_SCHEDULE = {
  anyOf: [
    { required: ["frequency"], properties: { frequency: { type: "object" } } },
    { required: ["billing_date"], properties: { billing_date: { type: "object" } } }
  ],
  not: { required: ["frequency", "billing_date"], properties: { frequency: { type: "object" }, billing_date: { type: "object" } } }
}

const LENGTH_CHECKS = new Set(["effect/schema/isMinLength", "effect/schema/isBetweenLength", "effect/schema/isLengthBetween"])

/** The JSON Schema fragment a check should give, when effect's differs from what the check enforces. */
const exactFragment = (check: Check): ((context: { readonly type?: string }) => unknown) | undefined => {
  const named = check.annotations?.[CHECK_ANNOTATION] as { readonly name?: string } | undefined
  if (named?.name === "amountPrecision") return () => ({ multipleOf: 0.0001 })
  if (named?.name === "subscriptionSchedule") return () => SUBSCRIPTION_SCHEDULE
  if (named?.name === "someItemIn") {
    const [fields] = (named as { readonly args: readonly [ReadonlyArray<string>, string] }).args
    return () => ({ anyOf: fields.map((f) => ({ required: [f], properties: { [f]: { type: "array", minItems: 1 } } })) })
  }
  if (named?.name === "codePointLength") {
    const [minLength, maxLength] = (named as { readonly args: readonly [number, number] }).args
    return () => ({ minLength, maxLength })
  }
  const id = check.representation?.id
  const payload = check.representation?.payload
  if (id === "effect/schema/isPattern" && typeof payload?.source === "string" && (payload.flags === "" || payload.flags === "u")) {
    const pattern = payload.source
    return ({ type }) => (type === "string" || type === undefined ? { pattern } : [{}, true])
  }
  const original = check.annotations?.toJsonSchema
  if (id !== undefined && LENGTH_CHECKS.has(id) && typeof original === "function") {
    const minimum = (payload?.minLength ?? payload?.minimum) as number | undefined
    return (context) => {
      const result = original(context) as Json | [Json, true]
      if (context.type !== "string" || typeof minimum !== "number") return result
      const fragment = Array.isArray(result) ? result[0] : result
      return { ...fragment, minLength: minimum }
    }
  }
  return undefined
}

const isPlain = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype)

/** A copy of the document whose checks give exact fragments (the document passed in is left as it was). */
export const withExactChecks = (document: SchemaRepresentation.MultiDocument): SchemaRepresentation.MultiDocument => {
  const seen = new Map<unknown, unknown>()
  const copy = (value: unknown): unknown => {
    if (!isPlain(value)) return value
    const known = seen.get(value)
    if (known !== undefined) return known
    if (Array.isArray(value)) {
      const out: Array<unknown> = []
      seen.set(value, out)
      for (const item of value) out.push(copy(item))
      return out
    }
    const out: Json = {}
    seen.set(value, out)
    for (const [k, v] of Object.entries(value)) out[k] = copy(v)
    if (out._tag === "Filter") {
      const fragment = exactFragment(value as Check)
      if (fragment !== undefined) out.annotations = { ...(out.annotations as Json | undefined), toJsonSchema: fragment }
    }
    return out
  }
  return copy(document) as SchemaRepresentation.MultiDocument
}

/** Gives every array schema without `items` (or `prefixItems`) `items: {}`, in place. */
export const withArrayItems = (value: unknown): void => {
  const stack: Array<unknown> = [value]
  while (stack.length > 0) {
    const node = stack.pop()
    if (typeof node !== "object" || node === null) continue
    if (Array.isArray(node)) {
      stack.push(...node)
      continue
    }
    const schema = node as Json
    if (schema.type === "array" && !("items" in schema) && !("prefixItems" in schema)) schema.items = {}
    stack.push(...Object.values(schema))
  }
}

/** The ISO 8601 timestamp pattern (core's `Timestamp`). */
const TIMESTAMP_PATTERN = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:?\\d{2})$"

/** Query parameters the fake reads as times: refused as INVALID_REQUEST unless they are one. */
export const DATE_TIME_QUERY_PARAMETERS: ReadonlySet<string> = new Set(["start_date", "end_date", "created_at_from", "created_at_to"])

/** The schema of a query parameter (`schema` as sent, `field` the declaration's) as the fake reads it. */
export const exactQuerySchema = (name: string, schema: Json, field: Schema.Top | undefined): Json => {
  if (DATE_TIME_QUERY_PARAMETERS.has(name)) return { type: "string", format: "date-time", pattern: TIMESTAMP_PATTERN }
  if (field !== undefined && schema.type === "string" && Object.keys(schema).length === 1) {
    const decoded = Schema.toJsonSchemaDocument(Schema.toType(field)).schema as Json
    if (decoded.type === "integer" || decoded.type === "number") return decoded
  }
  return schema
}
