/**
 * Transactions done at a provider directly and reported to the service (docs/fake.md
 * "Reported transactions"). Each event is judged alone: a refused one is named in the answer's
 * `rejected` with its reason and the rest of the batch is kept; an event whose `report_id` was
 * reported before (or earlier in the same batch) is a duplicate, counted and not kept again.
 * The provider's raw answer is kept with card data redacted.
 */
import { isoMicros, toMillis } from "../foundation/time"
import { redactCardData } from "../foundation/card-data"
import type { Env } from "./env"
import type { ReportedTransactionRecord } from "../foundation/proxy-and-reporting-records"
export type { ReportedTransactionRecord }

export interface ReportedTransactionEvent {
  readonly report_id: string
  readonly merchant_order_id: string
  readonly country: string
  readonly payment_method_type: string
  readonly result: string
  readonly amount: { readonly value: number; readonly currency: string }
  readonly provider_id: string
  readonly occurred_at?: string | undefined
  readonly raw_provider_response?: Readonly<Record<string, unknown>> | undefined
  readonly [more: string]: unknown
}


const keyOf = (merchant: string, reportId: string) => `${merchant}:${reportId}`

/** Why the service would refuse this event, if it would. */
const refusalOf = (event: ReportedTransactionEvent, now: number): { code: string; message: string } | undefined => {
  if (event.amount.value < 0) return { code: "INVALID_AMOUNT", message: "amount.value must not be negative" }
  if (event.occurred_at !== undefined && toMillis(event.occurred_at) > now) return { code: "INVALID_OCCURRED_AT", message: "occurred_at is in the future" }
  return undefined
}

/** POST /reporting/transactions. */
export const reportTransactions = (env: Env, merchant: string, body: { readonly account_id: string; readonly events: ReadonlyArray<ReportedTransactionEvent> }) => {
  const now = env.clock.now()
  let accepted = 0
  let duplicates = 0
  const rejected: Array<{ report_id: string; code: string; messages: Array<string> }> = []
  for (const event of body.events) {
    const key = keyOf(merchant, event.report_id)
    if (env.store.reportedTransactions.has(key)) {
      duplicates++
      continue
    }
    const refusal = refusalOf(event, now)
    if (refusal !== undefined) {
      rejected.push({ report_id: event.report_id, code: refusal.code, messages: [refusal.message] })
      continue
    }
    const kept = event.raw_provider_response === undefined ? event : { ...event, raw_provider_response: redactCardData(event.raw_provider_response) }
    env.store.reportedTransactions.set(key, {
      merchant,
      accountId: body.account_id,
      reportId: event.report_id,
      event: kept,
      occurredAt: event.occurred_at === undefined ? now : toMillis(event.occurred_at),
      receivedAt: now
    })
    accepted++
  }
  return { accepted, duplicates, rejected }
}

/** The caller's reported transactions, in the order they arrived. */
export const reportedTransactionsOf = (env: Env, merchant: string): Array<ReportedTransactionRecord> =>
  [...env.store.reportedTransactions.values()].filter((t) => t.merchant === merchant)

/** A reported transaction as the fake's state shows it. */
export const renderReportedTransaction = (t: ReportedTransactionRecord) => ({ ...t.event, account_id: t.accountId, received_at: isoMicros(t.receivedAt) })
