/**
 * Payments: create, retrieve, refund, cancel-or-refund (spec endpoints 3–6); capture, void, list by
 * order (docs/service-facts.md#capture, F1); a split transfer's reversal, cancel-or-refund of one
 * transaction, fulfillment, disputes.
 */
import { api } from "@payrail/core/api"
import { reject } from "../foundation/errors"
import { capturePayment, renderTransactionWithPayment, voidAuthorization } from "../state/capture"
import { disputeChargeback, updateDispute } from "../state/disputes"
import { own } from "../state/env"
import { cancelOrRefundSnapshot, paymentSnapshot } from "../state/payment-replay-snapshot"
import { renderPayment } from "../state/payment-rendering"
import { cancelOrRefundPayment, createPayment, listPaymentsByMerchantOrderId, refundPayment, retrievePayment } from "../state/payments"
import { afterPayment, beforePayment } from "../state/payment-hooks"
import { retrievedPaymentText } from "../state/payment-text"
import { checkRefundSplit, renderSplitTransfer, reversePaymentSplitTransfer, reverseForRefund } from "../state/split-transfers"
import { fromSnapshot, type GroupTable, handler } from "./route"

const RETRIEVED = { kind: "retrieve", rawResponse: false, transactionsHistory: false } as const

export const paymentHandlers = {
  "payments.create": handler(api.payments.create, {
    // Idempotent endpoints answer from a snapshot: the key keeps it (not the ≈ 3.6 KB body) to replay this answer.
    handle: (ctx) => {
      // payment links, installment plans, 3DS setups and splits (state/payment-hooks.ts)
      const before = beforePayment(ctx.env, ctx.merchant, ctx.body)
      const payment = createPayment(ctx.env, ctx.merchant, ctx.body)
      afterPayment(ctx.env, payment, ctx.body, before)
      return fromSnapshot(paymentSnapshot(ctx.env, payment, { kind: "create" }))
    }
  }),
  "payments.retrieve": handler(api.payments.retrieve, {
    handle: (ctx) => {
      // docs/service-facts.md#retrieve-flags: raw_response, transactions_history
      const view = { kind: "retrieve", rawResponse: ctx.query.raw_response === "true", transactionsHistory: ctx.query.transactions_history === "true" } as const
      return retrievedPaymentText(ctx.env, retrievePayment(ctx.env, ctx.merchant, ctx.params.payment_id), view)
    }
  }),
  "payments.refund": handler(api.payments.refund, {
    handle: (ctx) => {
      checkRefundSplit(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.body)
      const { payment, transaction } = refundPayment(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.params.transaction_id, ctx.body)
      reverseForRefund(ctx.env, payment, transaction.amountUnits, ctx.body)
      return fromSnapshot(paymentSnapshot(ctx.env, payment, { kind: "refund", transaction, simplifiedMode: ctx.body.simplified_mode ?? false }))
    }
  }),
  "payments.cancelOrRefund": handler(api.payments.cancelOrRefund, {
    handle: (ctx) => {
      checkRefundSplit(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.body)
      const { payment, transaction } = cancelOrRefundPayment(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.body)
      if (transaction.type === "REFUND") reverseForRefund(ctx.env, payment, transaction.amountUnits, ctx.body)
      return fromSnapshot(cancelOrRefundSnapshot(ctx.env, payment, transaction))
    }
  }),
  "payments.capture": handler(api.payments.capture, {
    handle: (ctx) => {
      const { payment, transaction } = capturePayment(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.params.transaction_id, ctx.body)
      return renderTransactionWithPayment(ctx.env, payment, transaction) // docs/service-facts.md#capture
    }
  }),
  "payments.cancel": handler(api.payments.cancel, {
    handle: (ctx) => {
      const { payment, transaction } = voidAuthorization(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.params.transaction_id, ctx.body)
      return renderTransactionWithPayment(ctx.env, payment, transaction)
    }
  }),
  "payments.listByMerchantOrderId": handler(api.payments.listByMerchantOrderId, {
    // docs/service-facts.md#payments-by-order: a bare array, no paging
    handle: (ctx) =>
      listPaymentsByMerchantOrderId(ctx.env, ctx.merchant, ctx.query.merchant_order_id).map((p) => renderPayment(ctx.env, p, RETRIEVED))
  }),
  "payments.reverseSplitTransfer": handler(api.payments.reverseSplitTransfer, {
    handle: (ctx) =>
      renderSplitTransfer(reversePaymentSplitTransfer(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.params.transaction_id, ctx.body))
  }),
  "payments.cancelOrRefundTransaction": handler(api.payments.cancelOrRefundTransaction, {
    handle: (ctx) => {
      const found = own(ctx.env.store.payments, ctx.params.payment_id, ctx.merchant)
      const charge = found?.transactions.find((t) => t.id === ctx.params.transaction_id)
      if (found !== undefined && charge === undefined) throw reject(400, "TRANSACTION_NOT_FOUND", "Transaction not found")
      checkRefundSplit(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.body)
      // a captured charge is refunded (as refund does), an authorization cancelled (as cancel-or-refund does)
      const { payment, transaction } = found !== undefined && found.capturedUnits > 0
        ? refundPayment(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.params.transaction_id, ctx.body)
        : cancelOrRefundPayment(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.body)
      if (transaction.type === "REFUND") reverseForRefund(ctx.env, payment, transaction.amountUnits, ctx.body)
      return fromSnapshot(cancelOrRefundSnapshot(ctx.env, payment, transaction))
    }
  }),
  "payments.notifyFulfillment": handler(api.payments.notifyFulfillment, {
    handle: (ctx) => {
      const payment = own(ctx.env.store.payments, ctx.params.payment_id, ctx.merchant)
      if (payment === undefined) throw reject(400, "PAYMENT_NOT_FOUND", "Payment not found")
      return { payment_id: payment.id, ...ctx.body } // 202: accepted as sent
    }
  }),
  "payments.dispute": handler(api.payments.dispute, {
    handle: (ctx) =>
      renderPayment(ctx.env, disputeChargeback(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.params.transaction_id, ctx.body), RETRIEVED)
  }),
  "payments.updateDispute": handler(api.payments.updateDispute, {
    handle: (ctx) =>
      renderPayment(ctx.env, updateDispute(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.params.transaction_id, ctx.body), RETRIEVED)
  })
} satisfies GroupTable<"payments">
