/** Payments: create, retrieve, refund, cancel-or-refund (spec endpoints 3–6); capture, void, list by order (docs/service-facts.md#capture, F1). */
import { api } from "@payrail/core/api"
import { capturePayment, renderTransactionWithPayment, voidAuthorization } from "../state/capture"
import { cancelOrRefundSnapshot, paymentSnapshot } from "../state/payment-replay-snapshot"
import { renderPayment } from "../state/payment-rendering"
import { cancelOrRefundPayment, createPayment, listPaymentsByMerchantOrderId, refundPayment, retrievePayment } from "../state/payments"
import { afterPayment, beforePayment } from "../state/payment-hooks"
import { retrievedPaymentText } from "../state/payment-text"
import { checkRefundSplit, reverseForRefund } from "../state/split-transfers"
import { fromSnapshot, handler } from "./route"

const RETRIEVED = { kind: "retrieve", rawResponse: false, transactionsHistory: false } as const

export const paymentHandlers = [
  handler(api.payments.create, {
    // Idempotent endpoints answer from a snapshot: the key keeps it (not the ≈ 3.6 KB body) to replay this answer.
    handle: (ctx) => {
      // payment links, installment plans, 3DS setups and splits (state/payment-hooks.ts)
      const before = beforePayment(ctx.env, ctx.merchant, ctx.body)
      const payment = createPayment(ctx.env, ctx.merchant, ctx.body)
      afterPayment(ctx.env, payment, ctx.body, before)
      return fromSnapshot(paymentSnapshot(ctx.env, payment, { kind: "create" }))
    }
  }),
  handler(api.payments.retrieve, {
    handle: (ctx) => {
      // docs/service-facts.md#retrieve-flags: raw_response, transactions_history
      const view = { kind: "retrieve", rawResponse: ctx.query.raw_response === "true", transactionsHistory: ctx.query.transactions_history === "true" } as const
      return retrievedPaymentText(ctx.env, retrievePayment(ctx.env, ctx.merchant, ctx.params.payment_id), view)
    }
  }),
  handler(api.payments.refund, {
    handle: (ctx) => {
      checkRefundSplit(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.body)
      const { payment, transaction } = refundPayment(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.params.transaction_id, ctx.body)
      reverseForRefund(ctx.env, payment, transaction.amountUnits, ctx.body)
      return fromSnapshot(paymentSnapshot(ctx.env, payment, { kind: "refund", transaction, simplifiedMode: ctx.body.simplified_mode ?? false }))
    }
  }),
  handler(api.payments.cancelOrRefund, {
    handle: (ctx) => {
      checkRefundSplit(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.body)
      const { payment, transaction } = cancelOrRefundPayment(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.body)
      if (transaction.type === "REFUND") reverseForRefund(ctx.env, payment, transaction.amountUnits, ctx.body)
      return fromSnapshot(cancelOrRefundSnapshot(ctx.env, payment, transaction))
    }
  }),
  handler(api.payments.capture, {
    handle: (ctx) => {
      const { payment, transaction } = capturePayment(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.params.transaction_id, ctx.body)
      return renderTransactionWithPayment(ctx.env, payment, transaction) // docs/service-facts.md#capture
    }
  }),
  handler(api.payments.cancel, {
    handle: (ctx) => {
      const { payment, transaction } = voidAuthorization(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.params.transaction_id, ctx.body)
      return renderTransactionWithPayment(ctx.env, payment, transaction)
    }
  }),
  handler(api.payments.listByMerchantOrderId, {
    // docs/service-facts.md#payments-by-order: a bare array, no paging
    handle: (ctx) =>
      listPaymentsByMerchantOrderId(ctx.env, ctx.merchant, ctx.query.merchant_order_id).map((p) => renderPayment(ctx.env, p, RETRIEVED))
  })
]
