/**
 * Capture and void of an authorization (docs/service-facts.md#capture), on the payment state machine:
 *
 *   PENDING / AUTHORIZED --capture all--------> SUCCEEDED / CAPTURED           (CAPTURE transaction)
 *   PENDING / AUTHORIZED --capture part-------> SUCCEEDED / PARTIALLY_CAPTURED
 *   SUCCEEDED / PARTIALLY_CAPTURED --capture--> more, while the captured total stays within the authorization
 *   PENDING / AUTHORIZED --cancel (void)------> CANCELED / CANCELED            (CANCEL transaction)
 *   anything else                             → 400 INVALID_STATUS
 *
 * Refunds then work on the captured money (payments.ts: never beyond what was captured);
 * once something was refunded, the rest of the authorization is no longer capturable.
 */
import type { CancelPaymentParams, CapturePaymentParams } from "./params"
import { invalidRequest, reject } from "../foundation/errors"
import { fromUnits } from "../foundation/money"
import type { PaymentRecord, TransactionRecord } from "../foundation/store"
import type { Env } from "./env"
import { renderPayment, renderTransaction } from "./payment-rendering"
import { APPROVED, newTransaction, notifyMove, retrievePayment } from "./payments"
import { requestUnits } from "./request-amount"

const invalidStatus = (message: string) => reject(400, "INVALID_STATUS", message)

/** The payment and its authorization transaction, which must be a succeeded AUTHORIZE. */
const authorizationOf = (env: Env, merchant: string, paymentId: string, transactionId: string) => {
  const payment = retrievePayment(env, merchant, paymentId)
  const authorization = payment.transactions.find((t) => t.id === transactionId)
  if (authorization === undefined) throw reject(400, "TRANSACTION_NOT_FOUND", "Transaction not found")
  if (authorization.type !== "AUTHORIZE" || authorization.status !== "SUCCEEDED") {
    throw invalidStatus(`A ${authorization.type} transaction in status ${authorization.status} is not an authorization`)
  }
  return { payment, authorization }
}

const capturable = (payment: PaymentRecord) =>
  // Stryker disable next-line LogicalOperator,ConditionalExpression: Only a payment with a succeeded AUTHORIZE gets here, and such a payment is only ever PENDING/AUTHORIZED, SUCCEEDED/(PARTIALLY_)CAPTURED, SUCCEEDED/PARTIALLY_REFUNDED, REFUNDED/REFUNDED or CANCELED/CANCELED, so status PENDING and subStatus AUTHORIZED always come together and || equals &&.; A PENDING payment other than PENDING/AUTHORIZED (fraud review, provider confirmation, challenge: a trigger or transaction code) has a PENDING AUTHORIZE transaction, so authorizationOf rejects it with the same error before capturable is reached.
  (payment.status === "PENDING" && payment.subStatus === "AUTHORIZED") ||
  // Stryker disable next-line ConditionalExpression: subStatus PARTIALLY_CAPTURED is only set by capturePayment together with status SUCCEEDED, and every later move (capture, refund) replaces both, so status === "SUCCEEDED" is always true when it is.
  (payment.status === "SUCCEEDED" && payment.subStatus === "PARTIALLY_CAPTURED")

/** POST /payments/{id}/transactions/{transaction_id}/capture: no amount = the rest of the authorization. */
export const capturePayment = (
  env: Env,
  merchant: string,
  paymentId: string,
  transactionId: string,
  params: CapturePaymentParams
): { readonly payment: PaymentRecord; readonly transaction: TransactionRecord } => {
  const { payment, authorization } = authorizationOf(env, merchant, paymentId, transactionId)
  if (!capturable(payment)) throw invalidStatus(`A payment in status ${payment.status} / ${payment.subStatus} cannot be captured`)
  if (params.amount !== undefined && params.amount.currency !== payment.currency) {
    throw invalidRequest(`amount.currency: the payment is in ${payment.currency}, not ${params.amount.currency}`)
  }
  const left = authorization.amountUnits - payment.capturedUnits
  const amountUnits = params.amount !== undefined ? requestUnits("amount.value", params.amount.value) : left
  if (amountUnits > left) {
    throw invalidStatus(`The capture amount ${fromUnits(amountUnits)} is above what is left of the authorization, ${fromUnits(left)}`)
  }
  const transaction = newTransaction(env, {
    type: "CAPTURE", status: "SUCCEEDED", category: payment.methodType, amountUnits, ...APPROVED,
    reason: params.reason ?? null,
    merchantReference: params.merchant_reference
  })
  payment.capturedUnits += amountUnits
  payment.transactions.push(transaction)
  payment.status = "SUCCEEDED"
  payment.subStatus = payment.capturedUnits === authorization.amountUnits ? "CAPTURED" : "PARTIALLY_CAPTURED"
  payment.updatedAt = transaction.createdAt
  notifyMove(env, "payment.capture", payment, transaction)
  return { payment, transaction }
}

/** POST /payments/{id}/transactions/{transaction_id}/cancel: voids an authorization nothing was captured from (B5). */
export const voidAuthorization = (
  env: Env,
  merchant: string,
  paymentId: string,
  transactionId: string,
  params: CancelPaymentParams
): { readonly payment: PaymentRecord; readonly transaction: TransactionRecord } => {
  const { payment, authorization } = authorizationOf(env, merchant, paymentId, transactionId)
  // Stryker disable next-line ConditionalExpression: capturedUnits becomes non-zero only by a capture (which sets status SUCCEEDED) or a purchase/charge (created SUCCEEDED), and no move leads back to PENDING, so a PENDING payment always has capturedUnits 0.
  if (payment.status !== "PENDING" || payment.capturedUnits !== 0) {
    throw invalidStatus(`A payment in status ${payment.status} / ${payment.subStatus} cannot be canceled`)
  }
  const transaction = newTransaction(env, {
    type: "CANCEL", status: "SUCCEEDED", category: payment.methodType, amountUnits: authorization.amountUnits, ...APPROVED,
    reason: params.reason ?? null,
    description: params.description ?? null,
    merchantReference: params.merchant_reference
  })
  payment.transactions.push(transaction)
  payment.status = "CANCELED"
  payment.subStatus = "CANCELED"
  payment.updatedAt = transaction.createdAt
  notifyMove(env, "payment.cancel", payment, transaction)
  return { payment, transaction }
}

/** B3: the new transaction, with the payment (as retrieve shows it) inside. */
export const renderTransactionWithPayment = (env: Env, payment: PaymentRecord, transaction: TransactionRecord) => ({
  ...renderTransaction(env, payment, transaction),
  payment: renderPayment(env, payment, { kind: "retrieve", rawResponse: false, transactionsHistory: false })
})
