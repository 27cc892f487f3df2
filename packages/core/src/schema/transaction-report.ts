/**
 * Off-Yuno transaction reporting (`POST /reporting/transactions`): payments made with a provider
 * directly, reported so they show beside the others; the answer counts what was ingested (tolerant).
 */
import * as Schema from "effect/Schema"
import { OptNumber, OptString } from "./fields"
import { Maybe, Resource, type Named } from "./shared"

const rejectedTransactionEvent = /* @__PURE__ */ (() =>
  Resource({ report_id: OptString, code: OptString, messages: Maybe(Schema.Array(Schema.String)) }))()
/** The schema of `RejectedTransactionEvent`, by name (see `Named`). */
export interface RejectedTransactionEventSchema extends Named<typeof rejectedTransactionEvent> {}
/** An event the service refused, with its reason; the rest of the batch is unaffected. */
export const RejectedTransactionEvent: RejectedTransactionEventSchema = rejectedTransactionEvent
export type RejectedTransactionEvent = typeof RejectedTransactionEvent.Type

const transactionReportResult = /* @__PURE__ */ (() =>
  Resource({ accepted: OptNumber, duplicates: OptNumber, rejected: Maybe(Schema.Array(RejectedTransactionEvent)) }))()
/** The schema of `TransactionReportResult`, by name (see `Named`). */
export interface TransactionReportResultSchema extends Named<typeof transactionReportResult> {}
/** 202: how many events were ingested, how many were duplicates (by `report_id`), and which were refused. */
export const TransactionReportResult: TransactionReportResultSchema = transactionReportResult
export type TransactionReportResult = typeof TransactionReportResult.Type
