/**
 * List endpoints (docs/service-facts.md#paging): their query parameters (strict; numbers are sent as text)
 * and the raw page shapes of the API's three paging styles (tolerant).
 */
import * as Schema from "effect/Schema"
import { namedCheck } from "./named-check"
import { NonEmptyString, optQuery as opt, OptBoolean, OptNumber, Text3To255 } from "./fields"
import { Payment } from "./payment"
import { Report } from "./report"
import { Resource, type Named } from "./shared"
import { Subscription } from "./subscription"

/** An integer in `[min, max]` in the caller's hands, sent as text in the query string. */
export const QueryInt = (min: number, max: number = Number.MAX_SAFE_INTEGER) =>
  Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: min, maximum: max }))

// ---------------------------------------------------------------------------
// Query parameters (strict)
// ---------------------------------------------------------------------------

const paymentLookupQuery = Schema.Struct({ merchant_order_id: Text3To255 })
/** The schema of `PaymentLookupQuery`, by name (see `Named`). */
export interface PaymentLookupQuerySchema extends Named<typeof paymentLookupQuery> {}
/** Query of `payments.listByMerchantOrderId` (F1). */
export const PaymentLookupQuery: PaymentLookupQuerySchema = paymentLookupQuery
export type PaymentLookupQuery = typeof PaymentLookupQuery.Type

const listSubscriptionsParams = Schema.Struct({
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
/** The schema of `ListSubscriptionsParams`, by name (see `Named`). */
export interface ListSubscriptionsParamsSchema extends Named<typeof listSubscriptionsParams> {}
/**
 * Params of `subscriptions.list` (F2): `account_id` is sent as the `x-account-code` header
 * (default: the client's `accountId`); `status` is a comma-separated list; `page` from 1, `size` 1–100.
 */
export const ListSubscriptionsParams: ListSubscriptionsParamsSchema = listSubscriptionsParams
export type ListSubscriptionsParams = typeof ListSubscriptionsParams.Type

const listSubscriptionPaymentsParams = Schema.Struct({
  limit: opt(QueryInt(1, 100)),
  offset: opt(QueryInt(0))
}).check(namedCheck("offsetMultipleOfLimit"))
/** The schema of `ListSubscriptionPaymentsParams`, by name (see `Named`). */
export interface ListSubscriptionPaymentsParamsSchema extends Named<typeof listSubscriptionPaymentsParams> {}
/** Params of `subscriptions.listPayments` (F3): `limit` 1–100 (default 20), `offset` a multiple of `limit`. */
export const ListSubscriptionPaymentsParams: ListSubscriptionPaymentsParamsSchema = listSubscriptionPaymentsParams
export type ListSubscriptionPaymentsParams = typeof ListSubscriptionPaymentsParams.Type

const listReportsParams = Schema.Struct({
  account_id: opt(NonEmptyString),
  page_size: opt(QueryInt(1, 99)),
  page_number: opt(QueryInt(1, 10)),
  start_date: opt(NonEmptyString),
  end_date: opt(NonEmptyString)
})
/** The schema of `ListReportsParams`, by name (see `Named`). */
export interface ListReportsParamsSchema extends Named<typeof listReportsParams> {}
/** Params of `reports.list` (F4): `page_size` ≤ 99, `page_number` ≤ 10. */
export const ListReportsParams: ListReportsParamsSchema = listReportsParams
export type ListReportsParams = typeof ListReportsParams.Type

// ---------------------------------------------------------------------------
// Raw pages as the service answers them (tolerant)
// ---------------------------------------------------------------------------

const subscriptionListPage = Resource({
  items: Schema.Array(Subscription),
  pagination: Schema.optionalKey(
    Schema.NullOr(Resource({ page: OptNumber, size: OptNumber, total: OptNumber, total_pages: OptNumber }))
  )
})
/** The schema of `SubscriptionListPage`, by name (see `Named`). */
export interface SubscriptionListPageSchema extends Named<typeof subscriptionListPage> {}
/** F2: `{ items, pagination { page, size, total, total_pages } }`, newest first. */
export const SubscriptionListPage: SubscriptionListPageSchema = subscriptionListPage
export type SubscriptionListPage = typeof SubscriptionListPage.Type

const subscriptionPaymentListPage = Resource({
  data: Schema.Array(Payment),
  pagination: Schema.optionalKey(
    Schema.NullOr(Resource({ total: OptNumber, limit: OptNumber, offset: OptNumber, has_more: OptBoolean }))
  )
})
/** The schema of `SubscriptionPaymentListPage`, by name (see `Named`). */
export interface SubscriptionPaymentListPageSchema extends Named<typeof subscriptionPaymentListPage> {}
/** F3: `{ data, pagination { total, limit, offset, has_more } }`. */
export const SubscriptionPaymentListPage: SubscriptionPaymentListPageSchema = subscriptionPaymentListPage
export type SubscriptionPaymentListPage = typeof SubscriptionPaymentListPage.Type

const reportList = Schema.Array(Report)
/** The schema of `ReportList`, by name (see `Named`). */
export interface ReportListSchema extends Named<typeof reportList> {}
/** F4: a bare array of reports, newest first. */
export const ReportList: ReportListSchema = reportList
export type ReportList = typeof ReportList.Type

const paymentList = Schema.Array(Payment)
/** The schema of `PaymentList`, by name (see `Named`). */
export interface PaymentListSchema extends Named<typeof paymentList> {}
/** F1: a bare array of payments, no paging. */
export const PaymentList: PaymentListSchema = paymentList
export type PaymentList = typeof PaymentList.Type
