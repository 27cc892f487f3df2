/**
 * Pieces shared by the billing, banking and platform resources: an amount as answered (tolerant)
 * and `{ key, value }` metadata as sent (checked).
 */
import * as Schema from "effect/Schema"
import { OptNumber, OptString } from "./fields"
import { BoundedString, Resource, type Named } from "./shared"

const money = /* @__PURE__ */ (() =>
  Resource({ currency: OptString, value: Schema.optionalKey(Schema.NullOr(Schema.Union([Schema.Number, Schema.String]))) }))()
/** The schema of `Money`, by name (see `Named`). */
export interface MoneySchema extends Named<typeof money> {}
/** `{ currency, value }` as the service answers it; a value sent as text (pre-debit notices) is kept as text. */
export const Money: MoneySchema = money
export type Money = typeof Money.Type

const keyValueEntry = /* @__PURE__ */ (() => Resource({ key: OptString, value: OptString }))()
/** The schema of `KeyValueEntry`, by name (see `Named`). */
export interface KeyValueEntrySchema extends Named<typeof keyValueEntry> {}
/** One `{ key, value }` metadata entry, as answered. */
export const KeyValueEntry: KeyValueEntrySchema = keyValueEntry
export type KeyValueEntry = typeof KeyValueEntry.Type

const KeyValueEntryParams = /* @__PURE__ */ (() =>
  Schema.Struct({ key: BoundedString(1, 48), value: Schema.String.check(Schema.isMaxLength(512)) }))()

/**
 * The billing pages' metadata (plans, meters, usage events): keys ≤ 48 and values ≤ 512
 * characters, at most `max` entries where the reference gives a count.
 */
export const KeyValueParams = (max?: number) =>
  max === undefined
    ? Schema.Array(KeyValueEntryParams)
    : Schema.Array(KeyValueEntryParams).check(Schema.isMaxLength(max, { expected: `at most ${max} metadata objects` }))

const offsetPagination = /* @__PURE__ */ (() =>
  Resource({ total: OptNumber, limit: OptNumber, offset: OptNumber, has_more: Schema.optionalKey(Schema.NullOr(Schema.Boolean)) }))()
/** The schema of `OffsetPagination`, by name (see `Named`). */
export interface OffsetPaginationSchema extends Named<typeof offsetPagination> {}
/** `pagination` of a limit/offset page. */
export const OffsetPagination: OffsetPaginationSchema = offsetPagination
export type OffsetPagination = typeof OffsetPagination.Type

const pagePagination = /* @__PURE__ */ (() =>
  Resource({ page: OptNumber, size: OptNumber, total: OptNumber, total_pages: OptNumber }))()
/** The schema of `PagePagination`, by name (see `Named`). */
export interface PagePaginationSchema extends Named<typeof pagePagination> {}
/** `pagination` of a page/size page. */
export const PagePagination: PagePaginationSchema = pagePagination
export type PagePagination = typeof PagePagination.Type
