/**
 * `GET /payments/{id}` as JSON text, kept for the payments retrieved again lately: a load test (or an app
 * polling a payment's status) gets the text rendered once per change of the payment instead of a
 * render and a `JSON.stringify` of ≈ 3.7 KB per request — the largest part of the fake's own
 * work on a retrieve (bench/ANALYSIS.md).
 *
 * A kept text is answered only while nothing it shows has moved: the payment's writable fields,
 * the number of its transactions and each one's writable fields are the values kept with it.
 * Everything else a payment answer shows is `readonly` in the records (the same rule the replay
 * snapshots rely on, state/payments.ts) — except the card of a payment made with a vaulted token,
 * read from the customer's cards at each render: such a payment is never kept.
 */
import type { PaymentRecord, TransactionRecord } from "../foundation/store"
import { JsonText } from "../foundation/json-text"
import type { Env } from "./env"
import { paymentJson } from "./payment-json"
import type { PaymentView } from "./payment-rendering"
import { paymentChanges, transactionChanges, unchanged } from "./payment-replay-snapshot"

/** Texts kept per fake: enough for a load test's working set, bounded (≈ 4 KB each). */
const KEPT = 256

interface Kept {
  readonly payment: ReturnType<typeof paymentChanges>
  readonly transactions: ReadonlyArray<TransactionRecord>
  readonly changes: ReadonlyArray<ReturnType<typeof transactionChanges>>
  readonly text: string
}

interface Texts {
  readonly kept: Map<PaymentRecord, Kept>
  /** Payments retrieved lately without a kept text: the next retrieve keeps one. */
  readonly seen: Set<PaymentRecord>
}

const byStore = new WeakMap<Env["store"], Texts>()

const stillShows = (payment: PaymentRecord, kept: Kept): boolean => {
  if (!unchanged(payment, kept.payment) || payment.transactions.length !== kept.transactions.length) return false
  // Stryker disable next-line EqualityOperator: one more turn (i <= length) compares undefined with undefined (past both arrays, whose lengths are equal here) and unchanged(undefined, undefined) is true: same answer
  for (let i = 0; i < kept.transactions.length; i++) {
    const t = payment.transactions[i]!
    if (t !== kept.transactions[i] || !unchanged(t, kept.changes[i]!)) return false
  }
  return true
}

/** The retrieve answer of `payment` in its default view (no `raw_response`, no `transactions_history`). */
export const retrievedPaymentText = (env: Env, payment: PaymentRecord, view: Extract<PaymentView, { kind: "retrieve" }>): JsonText => {
  if (view.rawResponse || view.transactionsHistory || typeof payment.paymentMethod.vaulted_token === "string") {
    return new JsonText(paymentJson(env, payment, view))
  }
  let texts = byStore.get(env.store)
  if (texts === undefined) byStore.set(env.store, (texts = { kept: new Map(), seen: new Set() }))
  const { kept, seen } = texts
  const found = kept.get(payment)
  if (found !== undefined && stillShows(payment, found)) return new JsonText(found.text)
  const text = paymentJson(env, payment, view)
  // A text is kept from the second retrieve on: payments read once each (a sweep over many) would
  // only churn the kept texts, each ≈ 4 KB promoted and thrown away.
  if (found === undefined && !seen.has(payment)) {
    if (seen.size >= KEPT) seen.delete(seen.values().next().value!)
    seen.add(payment)
    return new JsonText(text)
  }
  seen.delete(payment)
  kept.delete(payment)
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value!) // the oldest kept
  kept.set(payment, {
    payment: paymentChanges(payment),
    transactions: [...payment.transactions],
    changes: payment.transactions.map(transactionChanges),
    text
  })
  return new JsonText(text)
}
