/** Request body of transaction-report.ts (known fields checked with every bad path named; unknown ones sent as given). */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt } from "./fields"
import { AmountValue, BoundedString, CountryCode, CurrencyCode, GrowingEnum, OpaqueObject, Timestamp, Uuid, type Named } from "./shared"

export const TRANSACTION_EVENT_RESULTS = ["SUCCEEDED", "DECLINED", "ERROR"] as const
export const TRANSACTION_EVENT_TYPES = ["PURCHASE", "AUTHORIZE", "VERIFY"] as const
export const TRANSACTION_TOKEN_TYPES = ["FPAN", "DPAN", "PROVIDER_TOKEN"] as const

const transactionEventParams = Schema.Struct({
  report_id: BoundedString(1, 255),
  merchant_order_id: BoundedString(1, 255),
  country: CountryCode,
  payment_method_type: NonEmptyString,
  result: GrowingEnum(TRANSACTION_EVENT_RESULTS),
  amount: Schema.Struct({ value: AmountValue, currency: CurrencyCode }), // decimal major units: 99.00, not 9900
  provider_id: NonEmptyString,
  latency_ms: opt(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  token_type_used: opt(GrowingEnum(TRANSACTION_TOKEN_TYPES)),
  event_type: opt(GrowingEnum(TRANSACTION_EVENT_TYPES)),
  occurred_at: opt(Timestamp),
  raw_provider_response: opt(OpaqueObject) // up to 64 KB; stored redacted
})
/** The schema of `TransactionEventParams`, by name (see `Named`). */
export interface TransactionEventParamsSchema extends Named<typeof transactionEventParams> {}
/** One transaction done at a provider; `report_id` deduplicates it. */
export const TransactionEventParams: TransactionEventParamsSchema = transactionEventParams
export type TransactionEventParams = typeof TransactionEventParams.Type

const reportTransactionsParams = Schema.Struct({
  account_id: Uuid,
  events: Schema.Array(TransactionEventParams).check(Schema.isMinLength(1), Schema.isMaxLength(500))
})
/** The schema of `ReportTransactionsParams`, by name (see `Named`). */
export interface ReportTransactionsParamsSchema extends Named<typeof reportTransactionsParams> {}
/** Body of `reporting.transactions`: one event or a batch of up to 500. */
export const ReportTransactionsParams: ReportTransactionsParamsSchema = reportTransactionsParams
export type ReportTransactionsParams = typeof ReportTransactionsParams.Type
