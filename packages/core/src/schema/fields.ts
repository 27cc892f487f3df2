/**
 * Field shapes reused by several schema modules (not part of the public surface).
 */
import * as Schema from "effect/Schema"
import { BoundedString, Maybe } from "./shared"

// Response side: optional and nullable, as the service may omit or null them.
export const OptString = Maybe(Schema.String)
export const OptNumber = Maybe(Schema.Number)
export const OptBoolean = Maybe(Schema.Boolean)
/** A field whose type the spec leaves open (kept as sent). */
export const OptUnknown = Schema.optionalKey(Schema.Unknown)

// Request side: strict.
export const opt: typeof Schema.optionalKey = Schema.optionalKey
/** A non-empty string (ids and tokens the spec gives no limits for). */
export const NonEmptyString = Schema.String.check(Schema.isMinLength(1))
/** An integer ≥ 1. */
export const PositiveInt = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))
/** A 3 to 255 character text (spec Limits: description, merchant_order_id, merchant_reference, name). */
export const Text3To255 = BoundedString(3, 255)
/** Light e-mail shape check: something@something, no spaces. */
export const Email = Schema.String.check(Schema.isPattern(/^[^\s@]+@[^\s@]+$/, { expected: "an e-mail address" }))
