/**
 * Off-Yuno transaction reporting (`POST /reporting/transactions`): payments made with a provider
 * directly, reported so they show beside the others; the answer counts what was ingested (tolerant).
 */
import * as Schema from "effect/Schema"
import { OptNumber, OptString } from "./fields"
import { Maybe, Resource } from "./shared"

/** An event the service refused, with its reason; the rest of the batch is unaffected. */
export const RejectedTransactionEvent = /* @__PURE__ */ (() =>
  Resource({ report_id: OptString, code: OptString, messages: Maybe(Schema.Array(Schema.String)) }))()
export type RejectedTransactionEvent = typeof RejectedTransactionEvent.Type

/** 202: how many events were ingested, how many were duplicates (by `report_id`), and which were refused. */
export const TransactionReportResult = /* @__PURE__ */ (() =>
  Resource({ accepted: OptNumber, duplicates: OptNumber, rejected: Maybe(Schema.Array(RejectedTransactionEvent)) }))()
export type TransactionReportResult = typeof TransactionReportResult.Type
