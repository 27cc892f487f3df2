/**
 * Field shapes reused by several schema modules (not part of the public surface).
 */
import * as Schema from "effect/Schema"
import { BoundedString, Maybe } from "./shared"

// Each schema is built in `/* @__PURE__ */ (() => …)()`: a top-level call is otherwise kept by a user's
// bundler even when unused, and with it effect/Schema (the Workers webhook route needs no schema value).

// Each field shape is also a type of the same name (as effect's `optionalKey` is): a declaration
// file writes `OptString` where it would repeat `Schema.optionalKey<Schema.NullOr<Schema.String>>`.

// Response side: optional and nullable, as the service may omit or null them.
export interface OptString extends Maybe<Schema.String> {}
export const OptString: OptString = /* @__PURE__ */ (() => Maybe(Schema.String))()
export interface OptNumber extends Maybe<Schema.Number> {}
export const OptNumber: OptNumber = /* @__PURE__ */ (() => Maybe(Schema.Number))()
export interface OptBoolean extends Maybe<Schema.Boolean> {}
export const OptBoolean: OptBoolean = /* @__PURE__ */ (() => Maybe(Schema.Boolean))()
export interface OptUnknown extends Schema.optionalKey<Schema.Unknown> {}
/** A field whose type the spec leaves open (kept as sent). */
export const OptUnknown: OptUnknown = /* @__PURE__ */ (() => Schema.optionalKey(Schema.Unknown))()

// Request side: known fields checked.
/**
 * An optional request body field: absent, `null` (sent as `null`: the service reads it as not
 * given, as the WooCommerce plugin's `customer_id: null` shows) or a value of `schema`.
 */
export const opt = <S extends Schema.Top>(schema: S): opt<S> => Schema.optionalKey(Schema.NullOr(schema))
export interface opt<S extends Schema.Top> extends Schema.optionalKey<Schema.NullOr<S>> {}
/** An optional query parameter: absent or a value (a query string has no `null`). */
export const optQuery: typeof Schema.optionalKey = Schema.optionalKey
/** A non-empty string (ids and tokens the spec gives no limits for). */
export const NonEmptyString = /* @__PURE__ */ (() => Schema.String.check(Schema.isMinLength(1)))()
/** An integer ≥ 1. */
export const PositiveInt = /* @__PURE__ */ (() => Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)))()
/** A 3 to 255 character text (docs/service-facts.md#limits: description, merchant_order_id, merchant_reference, name). */
export const Text3To255 = /* @__PURE__ */ (() => BoundedString(3, 255))()
/** Light e-mail shape check: something@something, no spaces. */
export const Email = /* @__PURE__ */ (() => Schema.String.check(Schema.isPattern(/^[^\s@]+@[^\s@]+$/, { expected: "an e-mail address" })))()
