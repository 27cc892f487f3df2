/**
 * Split transfers: money moved from the merchant's account to a recipient — standalone
 * (`POST /split-marketplace/transfers`) or by a payment's `split_marketplace` once the payment is
 * captured. A transfer reaches only a recipient with a SUCCEEDED, unblocked onboarding (400
 * ONBOARDING_NOT_VALID); a payment's split amounts never add up to more than the payment (400
 * INVALID_AMOUNT). A standalone transfer is reversed at most once (400 TRANSFER_ALREADY_REVERSED);
 * a payment's transfer is reversed by its refunds, in proportion unless the refund names amounts,
 * and by `payments.reverseSplitTransfer`, never beyond what it moved. Each move sends
 * `split_transfer.succeeded` or `split_transfer_reverse.succeeded`.
 */
import type { CreateSplitTransferParams } from "@payrail/core"
import { reject } from "../foundation/errors"
import { fromUnits, toUnits } from "../foundation/money"
import type { PaymentRecord } from "../foundation/store"
import { isoMicros, uuid } from "../foundation/time"
import { type Env, own } from "./env"
import { canReceiveTransfers } from "./recipient-onboardings"
import type { SplitTransferRecord } from "../foundation/rest-records"

/** One `split_marketplace` entry as the fake reads it (the request passes it through as given). */
interface SplitEntry {
  readonly recipient_id?: string
  readonly amount?: { readonly value: number; readonly currency: string }
  readonly description?: string
  readonly merchant_reference?: string
}

const notFound = (id: string) => reject(404, "TRANSFER_NOT_FOUND", `Split transfer ${id} not found`)

const requireReceiver = (env: Env, merchant: string, recipientId: string) => {
  const recipient = own(env.store.recipients, recipientId, merchant)
  if (recipient === undefined) throw reject(404, "RECIPIENT_NOT_FOUND", `Recipient ${recipientId} not found`)
  if (!canReceiveTransfers(env, recipient)) {
    throw reject(400, "ONBOARDING_NOT_VALID", `Recipient ${recipientId} has no SUCCEEDED, unblocked onboarding`)
  }
  return recipient
}

const addTransfer = (
  env: Env,
  merchant: string,
  fields: Pick<SplitTransferRecord, "recipientId" | "paymentId" | "transactionId" | "amountUnits" | "currency" | "description" | "merchantReference" | "metadata">
): SplitTransferRecord => {
  const now = env.clock.now()
  const transfer: SplitTransferRecord = { id: uuid(), merchant, ...fields, status: "SUCCEEDED", reversedUnits: 0, reversals: [], createdAt: now, updatedAt: now }
  env.store.splitTransfers.set(transfer.id, transfer)
  env.notify?.("split_transfer.succeeded", () => notification(transfer, transfer.id))
  return transfer
}

export const createSplitTransfer = (env: Env, merchant: string, params: CreateSplitTransferParams): SplitTransferRecord => {
  requireReceiver(env, merchant, params.recipient_id)
  const amountUnits = toUnits(params.amount.value)
  if (amountUnits <= 0) throw reject(400, "INVALID_AMOUNT", "amount.value: a transfer moves more than 0")
  return addTransfer(env, merchant, {
    recipientId: params.recipient_id, paymentId: null, transactionId: null, amountUnits, currency: params.amount.currency,
    description: params.description ?? null, merchantReference: params.merchant_reference ?? null, metadata: params.metadata ?? []
  })
}

export const retrieveSplitTransfer = (env: Env, merchant: string, id: string): SplitTransferRecord => {
  const transfer = own(env.store.splitTransfers, id, merchant)
  if (transfer === undefined) throw notFound(id)
  return transfer
}

/** Records a reversal of `amountUnits` (checked against what is left). */
const applyReversal = (env: Env, transfer: SplitTransferRecord, amountUnits: number): SplitTransferRecord => {
  const left = transfer.amountUnits - transfer.reversedUnits
  if (amountUnits <= 0) throw reject(400, "INVALID_AMOUNT", "amount.value: a reversal moves more than 0")
  if (amountUnits > left) {
    throw reject(400, "REVERSAL_AMOUNT_EXCEEDS", `The reversal of ${fromUnits(amountUnits)} is above the ${fromUnits(left)} left on transfer ${transfer.id}`)
  }
  const now = env.clock.now()
  const reversal = { id: uuid(), amountUnits, createdAt: now }
  transfer.reversals.push(reversal)
  transfer.reversedUnits += amountUnits
  transfer.status = transfer.reversedUnits === transfer.amountUnits ? "REVERSED" : "PARTIALLY_REVERSED"
  transfer.updatedAt = now
  env.notify?.("split_transfer_reverse.succeeded", () => notification(transfer, reversal.id))
  return transfer
}

/** Reverses a standalone transfer, in full without an amount; only once. */
export const reverseSplitTransfer = (
  env: Env,
  merchant: string,
  id: string,
  params: { readonly amount?: { readonly value: number; readonly currency: string } | null | undefined }
): SplitTransferRecord => {
  const transfer = retrieveSplitTransfer(env, merchant, id)
  if (transfer.reversals.length > 0) throw reject(400, "TRANSFER_ALREADY_REVERSED", `Split transfer ${id} was already reversed`)
  // Stryker disable next-line ConditionalExpression,BlockStatement: the fake's transfers leave SUCCEEDED only by a reversal, refused just above, so this service rule never fires here
  if (transfer.status !== "SUCCEEDED") {
    // Stryker disable next-line StringLiteral: never answered (see above)
    throw reject(400, "TRANSFER_NOT_REVERSIBLE", `A split transfer in status ${transfer.status} cannot be reversed`)
  }
  if (params.amount != null && params.amount.currency !== transfer.currency) {
    throw reject(400, "INVALID_CURRENCY", `amount.currency: the transfer is in ${transfer.currency}`)
  }
  return applyReversal(env, transfer, params.amount == null ? transfer.amountUnits : toUnits(params.amount.value))
}

/** The recipient an entry names: none for the merchant's own part, sent without one or as `""` (docs/spec-gaps.md). */
const recipientOf = (entry: SplitEntry): string | undefined => (entry.recipient_id === "" ? undefined : entry.recipient_id)

const entriesOf = (body: unknown): ReadonlyArray<SplitEntry> => {
  const entries = (body as { split_marketplace?: unknown } | null)?.split_marketplace
  return Array.isArray(entries) ? (entries as ReadonlyArray<SplitEntry>) : []
}

/** Before a payment: its split names receivable recipients, in its currency, within its amount. */
export const checkPaymentSplit = (env: Env, merchant: string, body: unknown, amount: { readonly value: number; readonly currency: string }) => {
  if (entriesOf(body).length === 0) return // nothing to check (the payment's own amount rules come after)
  let total = 0
  for (const [i, entry] of entriesOf(body).entries()) {
    if (entry.amount === undefined) continue
    if (entry.amount.currency !== amount.currency) {
      throw reject(400, "INVALID_CURRENCY", `split_marketplace[${i}].amount.currency: the payment is in ${amount.currency}`)
    }
    total += toUnits(entry.amount.value)
    const recipientId = recipientOf(entry)
    if (recipientId !== undefined) requireReceiver(env, merchant, recipientId)
  }
  if (total > toUnits(amount.value)) {
    throw reject(400, "INVALID_AMOUNT", `split_marketplace: the split amounts add up to ${fromUnits(total)}, above the payment's ${amount.value}`)
  }
}

/** After a captured payment: one transfer per split entry that names a recipient. */
export const transferPaymentSplit = (env: Env, payment: PaymentRecord, body: unknown): void => {
  if (payment.capturedUnits === 0) return
  for (const entry of entriesOf(body)) {
    const recipientId = recipientOf(entry)
    if (recipientId === undefined || entry.amount === undefined) continue
    addTransfer(env, payment.merchant, {
      recipientId, paymentId: payment.id, transactionId: payment.transactions[0]!.id,
      amountUnits: toUnits(entry.amount.value), currency: entry.amount.currency,
      description: entry.description ?? null, merchantReference: entry.merchant_reference ?? null, metadata: []
    })
  }
}

export const transfersOfPayment = (env: Env, paymentId: string): Array<SplitTransferRecord> =>
  [...env.store.splitTransfers.values()].filter((t) => t.paymentId === paymentId)

/**
 * Before a refund (or a cancel-or-refund): the amounts its own `split_marketplace` names fit the
 * transfers they reverse — more than 0, and together within what is left of each — so such a
 * refund is refused before anything moves, never answered 400 after it was recorded.
 */
export const checkRefundSplit = (env: Env, merchant: string, paymentId: string, body: unknown): void => {
  const transfers = transfersOfPayment(env, paymentId).filter((t) => t.merchant === merchant && t.reversedUnits < t.amountUnits)
  const asked = new Map<SplitTransferRecord, number>()
  for (const [i, entry] of entriesOf(body).entries()) {
    // the merchant's own part names no recipient, and every transfer names one
    const transfer = transfers.find((t) => t.recipientId === entry.recipient_id)
    if (transfer === undefined || entry.amount === undefined) continue
    const units = toUnits(entry.amount.value)
    if (units <= 0) throw reject(400, "INVALID_AMOUNT", `split_marketplace[${i}].amount.value: a reversal moves more than 0`)
    const total = (asked.get(transfer) ?? 0) + units
    const left = transfer.amountUnits - transfer.reversedUnits
    if (total > left) {
      throw reject(400, "REVERSAL_AMOUNT_EXCEEDS", `split_marketplace[${i}].amount.value: a reversal of ${fromUnits(total)} is above the ${fromUnits(left)} left on transfer ${transfer.id}`)
    }
    asked.set(transfer, total)
  }
}

/**
 * A refund of `refundUnits` reverses the payment's transfers: by the amounts its own
 * `split_marketplace` names per recipient, else each in proportion to the refund (rounded down
 * to 0.0001, never beyond what is left). `checkRefundSplit` has checked the amounts named.
 */
export const reverseForRefund = (env: Env, payment: PaymentRecord, refundUnits: number, body: unknown): void => {
  const transfers = transfersOfPayment(env, payment.id).filter((t) => t.reversedUnits < t.amountUnits)
  // each entry has its amount: the refund's schema requires it
  const named = entriesOf(body).filter((e) => recipientOf(e) !== undefined)
  if (named.length > 0) {
    for (const entry of named) {
      const transfer = transfers.find((t) => t.recipientId === entry.recipient_id)
      if (transfer !== undefined) applyReversal(env, transfer, toUnits(entry.amount!.value))
    }
    return
  }
  for (const t of transfers) {
    const share = Math.min(Math.floor((t.amountUnits * refundUnits) / payment.valueUnits), t.amountUnits - t.reversedUnits)
    if (share > 0) applyReversal(env, t, share)
  }
}

/** POST /payments/{id}/transactions/{tid}/split-marketplace/transfer-reversal. */
export const reversePaymentSplitTransfer = (
  env: Env,
  merchant: string,
  paymentId: string,
  transactionId: string,
  params: { readonly amount: { readonly value: number; readonly currency: string }; readonly recipient_id?: string | null | undefined }
): SplitTransferRecord => {
  const payment = own(env.store.payments, paymentId, merchant)
  if (payment === undefined) throw reject(400, "PAYMENT_NOT_FOUND", "Payment not found")
  const transfers = transfersOfPayment(env, payment.id).filter(
    (t) => t.transactionId === transactionId && (params.recipient_id == null || t.recipientId === params.recipient_id)
  )
  if (transfers.length === 0) throw notFound(`of transaction ${transactionId}`)
  if (transfers.length > 1) throw reject(400, "INVALID_REQUEST", "recipient_id: the transaction split to several recipients; name one")
  const transfer = transfers[0]!
  if (params.amount.currency !== transfer.currency) throw reject(400, "INVALID_CURRENCY", `amount.currency: the transfer is in ${transfer.currency}`)
  return applyReversal(env, transfer, toUnits(params.amount.value))
}

const notification = (t: SplitTransferRecord, traceId: string) => ({ transfer_id: t.id, trace_id: traceId, version: 1, ...renderSplitTransfer(t) })

/** The split transfer resource, its transfer and reversals as transactions. */
export const renderSplitTransfer = (t: SplitTransferRecord) => ({
  id: t.id,
  recipient_id: t.recipientId,
  payment_id: t.paymentId,
  amount: { currency: t.currency, value: fromUnits(t.amountUnits) },
  reversed_amount: { currency: t.currency, value: fromUnits(t.reversedUnits) },
  status: t.status,
  description: t.description,
  merchant_reference: t.merchantReference,
  metadata: [...t.metadata],
  provider: null,
  transactions: [
    { code: t.id, type: "SPLIT_TRANSFER", status: "SUCCEEDED", amount: { currency: t.currency, value: fromUnits(t.amountUnits) },
      created_at: isoMicros(t.createdAt), updated_at: isoMicros(t.createdAt) },
    ...t.reversals.map((r) => ({
      code: r.id, type: "SPLIT_TRANSFER_REVERSAL", status: "SUCCEEDED", amount: { currency: t.currency, value: fromUnits(r.amountUnits) },
      created_at: isoMicros(r.createdAt), updated_at: isoMicros(r.createdAt)
    }))
  ],
  created_at: isoMicros(t.createdAt),
  updated_at: isoMicros(t.updatedAt)
})
