/**
 * Chargebacks and disputes. A captured payment whose description names `CHARGEBACK` (the fake's
 * trigger, docs/fake-rest-of-api.md) receives a chargeback one minute later on the fake clock: a
 * CHARGEBACK transaction, the payment CHARGEBACK, and a `payment.chargeback` notification.
 * `payments.dispute` answers that transaction with evidence (the payment goes IN_DISPUTE /
 * PENDING_REVIEW); `payments.updateDispute` adds evidence to a disputed one.
 */
import type { DisputeParams } from "@payrail/core"
import { reject } from "../foundation/errors"
import type { PaymentRecord } from "../foundation/store"
import { type Env, own } from "./env"
import { APPROVED, newTransaction, notifyMove } from "./payments"

/** When a triggered chargeback arrives, after the capture. */
export const CHARGEBACK_DELAY_MS = 60_000
export const CHARGEBACK_TRIGGER = "CHARGEBACK"

/** After a payment: schedules the chargeback its description asks for. */
export const scheduleTriggeredChargeback = (env: Env, payment: PaymentRecord): void => {
  if (!payment.description.includes(CHARGEBACK_TRIGGER) || payment.capturedUnits === 0) return
  env.clock.schedule(env.clock.now() + CHARGEBACK_DELAY_MS, `chargeback of payment ${payment.id}`, () => {
    if (payment.status !== "SUCCEEDED") return // refunded or cancelled in the meantime
    const transaction = newTransaction(env, {
      type: "CHARGEBACK", status: "SUCCEEDED", category: payment.methodType, amountUnits: payment.capturedUnits - payment.refundedUnits,
      ...APPROVED, reason: "FRAUDULENT"
    })
    payment.transactions.push(transaction)
    payment.status = "CHARGEBACK"
    payment.subStatus = "RECEIVED"
    payment.updatedAt = transaction.createdAt
    notifyMove(env, "payment.chargeback", payment, transaction)
  })
}

const chargebackOf = (env: Env, merchant: string, paymentId: string, transactionId: string) => {
  const payment = own(env.store.payments, paymentId, merchant)
  if (payment === undefined) throw reject(400, "PAYMENT_NOT_FOUND", "Payment not found")
  const transaction = payment.transactions.find((t) => t.id === transactionId)
  if (transaction === undefined) throw reject(400, "TRANSACTION_NOT_FOUND", "Transaction not found")
  if (transaction.type !== "CHARGEBACK") throw reject(400, "INVALID_STATUS", `A ${transaction.type} transaction cannot be disputed, only a CHARGEBACK`)
  return payment
}

export const disputeChargeback = (env: Env, merchant: string, paymentId: string, transactionId: string, _evidence: DisputeParams): PaymentRecord => {
  const payment = chargebackOf(env, merchant, paymentId, transactionId)
  if (payment.status === "IN_DISPUTE") throw reject(400, "INVALID_STATUS", "The chargeback is already disputed: update the dispute instead")
  payment.status = "IN_DISPUTE"
  payment.subStatus = "PENDING_REVIEW"
  payment.updatedAt = env.clock.now()
  return payment
}

export const updateDispute = (env: Env, merchant: string, paymentId: string, transactionId: string, _evidence: DisputeParams): PaymentRecord => {
  const payment = chargebackOf(env, merchant, paymentId, transactionId)
  if (payment.status !== "IN_DISPUTE") throw reject(400, "INVALID_STATUS", `A payment in status ${payment.status} has no dispute to update`)
  payment.updatedAt = env.clock.now()
  return payment
}
