/**
 * List endpoints (docs/service-facts.md#paging): their query parameters (strict; numbers are sent as text)
 * and the raw page shapes of the API's three paging styles (tolerant).
 */
import * as Schema from "effect/Schema"
import { namedCheck } from "./named-check"
import { NonEmptyString, optQuery as opt, OptBoolean, OptNumber, Text3To255 } from "./fields"
import { Payment } from "./payment"
import { Report } from "./report"
import { Resource } from "./shared"
import { Subscription } from "./subscription"

/** An integer in `[min, max]` in the caller's hands, sent as text in the query string. */
export const QueryInt = (min: number, max: number = Number.MAX_SAFE_INTEGER) =>
  Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: min, maximum: max }))

// ---------------------------------------------------------------------------
// Query parameters (strict)
// ---------------------------------------------------------------------------

/** Query of `payments.listByMerchantOrderId` (F1). */
export const PaymentLookupQuery = Schema.Struct({ merchant_order_id: Text3To255 })
export type PaymentLookupQuery = typeof PaymentLookupQuery.Type

/**
 * Params of `subscriptions.list` (F2): `account_id` is sent as the `x-account-code` header
 * (default: the client's `accountId`); `status` is a comma-separated list; `page` from 1, `size` 1–100.
 */
export const ListSubscriptionsParams = Schema.Struct({
  account_id: opt(NonEmptyString),
  customer_id: opt(NonEmptyString),
  status: opt(NonEmptyString),
  plan_id: opt(NonEmptyString),
  created_at_from: opt(NonEmptyString),
  created_at_to: opt(NonEmptyString),
  payment_method_type: opt(NonEmptyString),
  page: opt(QueryInt(1)),
  size: opt(QueryInt(1, 100))
})
export type ListSubscriptionsParams = typeof ListSubscriptionsParams.Type

/** Params of `subscriptions.listPayments` (F3): `limit` 1–100 (default 20), `offset` a multiple of `limit`. */
export const ListSubscriptionPaymentsParams = Schema.Struct({
  limit: opt(QueryInt(1, 100)),
  offset: opt(QueryInt(0))
}).check(namedCheck("offsetMultipleOfLimit"))
export type ListSubscriptionPaymentsParams = typeof ListSubscriptionPaymentsParams.Type

/** Params of `reports.list` (F4): `page_size` ≤ 99, `page_number` ≤ 10. */
export const ListReportsParams = Schema.Struct({
  account_id: opt(NonEmptyString),
  page_size: opt(QueryInt(1, 99)),
  page_number: opt(QueryInt(1, 10)),
  start_date: opt(NonEmptyString),
  end_date: opt(NonEmptyString)
})
export type ListReportsParams = typeof ListReportsParams.Type

// ---------------------------------------------------------------------------
// Raw pages as the service answers them (tolerant)
// ---------------------------------------------------------------------------

/** F2: `{ items, pagination { page, size, total, total_pages } }`, newest first. */
export const SubscriptionListPage = Resource({
  items: Schema.Array(Subscription),
  pagination: Schema.optionalKey(
    Schema.NullOr(Resource({ page: OptNumber, size: OptNumber, total: OptNumber, total_pages: OptNumber }))
  )
})
export type SubscriptionListPage = typeof SubscriptionListPage.Type

/** F3: `{ data, pagination { total, limit, offset, has_more } }`. */
export const SubscriptionPaymentListPage = Resource({
  data: Schema.Array(Payment),
  pagination: Schema.optionalKey(
    Schema.NullOr(Resource({ total: OptNumber, limit: OptNumber, offset: OptNumber, has_more: OptBoolean }))
  )
})
export type SubscriptionPaymentListPage = typeof SubscriptionPaymentListPage.Type

/** F4: a bare array of reports, newest first. */
export const ReportList = Schema.Array(Report)
export type ReportList = typeof ReportList.Type

/** F1: a bare array of payments, no paging. */
export const PaymentList = Schema.Array(Payment)
export type PaymentList = typeof PaymentList.Type
