/**
 * What the idempotency store keeps of a payment answer (a `ReplaySnapshot`, foundation/replay-snapshot.ts,
 * kept by pipeline/idempotency.ts): a reference to the live record plus the values its changing fields had,
 * rendered again on a replay to the first answer's exact bytes.
 */
import type { ReplaySnapshot } from "../foundation/replay-snapshot"
import type { PaymentRecord, TransactionRecord } from "../foundation/store"
import type { Env } from "./env"
import { JsonText } from "../foundation/json-text"
import { paymentJson } from "./payment-json"
import { type PaymentView, renderCancelOrRefund } from "./payment-rendering"

type IfEquals<X, Y, A, B> = (<T>() => T extends X ? 1 : 2) extends (<T>() => T extends Y ? 1 : 2) ? A : B
/** The keys of a record that are not `readonly`: what state moves change after creation. */
type WritableKeys<T> = { [K in keyof T]-?: IfEquals<{ [Q in K]: T[K] }, { -readonly [Q in K]: T[K] }, K, never> }[keyof T]
/** The values of a record's writable fields at one moment. Adding a writable field to the record makes the copies below fail to compile until they copy it too. */
type Changes<T> = { readonly [K in WritableKeys<T>]: T[K] }

export const paymentChanges = (p: PaymentRecord): Changes<PaymentRecord> => ({
  status: p.status,
  subStatus: p.subStatus,
  capturedUnits: p.capturedUnits,
  refundedUnits: p.refundedUnits,
  updatedAt: p.updatedAt
})
export const transactionChanges = (t: TransactionRecord): Changes<TransactionRecord> => ({ status: t.status, updatedAt: t.updatedAt })
/** The record's writable fields still hold the values kept in `changes`. */
export const unchanged = <T extends object>(record: T, changes: Partial<T>): boolean => {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: Forcing 'changed' makes render() always take the copy path, which renders the snapshot's values; when nothing changed those equal the live record's, and create/refund/cancel-or-refund views read only transactions[0] and the shown transaction, which the copy keeps, so the bytes are identical.; The mutated unchanged() is true only when every writable field differs; a first transaction's status changes only when cancel-or-refund cancels an uncaptured charge (capturedUnits 0 then and at snapshot time, so the payment check fails), and refund/cancel transactions shown are never modified, so the live path is never wrongly taken and the copy path renders the same values.
  for (const key in changes) if (changes[key] !== record[key]) return false
  // Stryker disable next-line BooleanLiteral: unchanged() always false sends every render() through the copy path, which yields the same values as the live records when nothing changed (the copy holds the live values and the views read only transactions[0] and the shown transaction).
  return true
}

/**
 * A payment answer kept for replays: a reference to the live record and the values its
 * writable fields (and those of the transactions the answer shows) had when the answer was
 * rendered. Everything else a payment answer shows is `readonly` in the records — the
 * request's payment method, customer payer, additional data, taxes, metadata, the vaulted
 * card — so `render()` gives the first answer again, byte for byte, however the payment has
 * moved since (refunds, cancels). About 150 bytes, where the rendered answer weighs ≈ 3.6 KB.
 * Transactions are only ever appended, so the first one stays first.
 */
class PaymentSnapshot implements ReplaySnapshot {
  private readonly payment: Changes<PaymentRecord>
  private readonly first: Changes<TransactionRecord>
  /** The refund or cancel transaction the answer is about (create answers show the first one). */
  private readonly shown: Changes<TransactionRecord> | undefined
  constructor(
    private readonly env: Env,
    private readonly record: PaymentRecord,
    private readonly view: CreateOrRefundView | { readonly kind: "cancelOrRefund"; readonly transaction: TransactionRecord }
  ) {
    this.payment = paymentChanges(record)
    this.first = transactionChanges(record.transactions[0]!)
    this.shown = view.kind === "create" ? undefined : transactionChanges(view.transaction)
  }

  render(): unknown {
    const view = this.view
    // The first answer (and a replay before any move) renders the live records: nothing they show has changed.
    // Stryker disable BlockStatement: skipping this block renders the copy below, which holds the live records' values when nothing changed (the views read only the first and the shown transaction, both in the copy)
    if (
      unchanged(this.record, this.payment) && unchanged(this.record.transactions[0]!, this.first) &&
      // Stryker disable next-line ConditionalExpression: The shown transaction of a refund or cancel-or-refund answer is the REFUND/CANCEL the move pushed, whose status and updatedAt nothing ever modifies (only AUTHORIZE/PURCHASE charges are canceled), so unchanged(view.transaction, shown) is always true already.
      (view.kind === "create" || unchanged(view.transaction, this.shown!))
    ) {
      return view.kind === "cancelOrRefund" ? renderCancelOrRefund(this.env, this.record, view.transaction) : new JsonText(paymentJson(this.env, this.record, view))
    }
    // Stryker restore BlockStatement
    const first = { ...this.record.transactions[0]!, ...this.first }
    const payment: PaymentRecord = { ...this.record, ...this.payment, transactions: [first] }
    if (view.kind === "create") return new JsonText(paymentJson(this.env, payment, view))
    // Stryker disable next-line ConditionalExpression: Refund and cancel-or-refund answers always show the transaction the move just pushed, never transactions[0] (the charge), so the condition is always false already.
    const shown = view.transaction === this.record.transactions[0] ? first : { ...view.transaction, ...this.shown! }
    return view.kind === "refund"
      ? new JsonText(paymentJson(this.env, payment, { ...view, transaction: shown }))
      : renderCancelOrRefund(this.env, payment, shown)
  }
}

type CreateOrRefundView = Exclude<PaymentView, { kind: "retrieve" }>

/** A create or refund answer as of now, renderable again later (the route renders its first answer from it too). */
export const paymentSnapshot = (env: Env, payment: PaymentRecord, view: CreateOrRefundView): ReplaySnapshot =>
  new PaymentSnapshot(env, payment, view)

/** A cancel-or-refund answer as of now, renderable again later. */
export const cancelOrRefundSnapshot = (env: Env, payment: PaymentRecord, transaction: TransactionRecord): ReplaySnapshot =>
  new PaymentSnapshot(env, payment, { kind: "cancelOrRefund", transaction })
