/** The payment operations added with the marketplace: split-transfer reversal, cancel-or-refund of one transaction, fulfillment, disputes. */
import { api } from "@payrail/core/api"
import { reject } from "../foundation/errors"
import { disputeChargeback, updateDispute } from "../state/disputes"
import { own } from "../state/env"
import { cancelOrRefundSnapshot } from "../state/payment-replay-snapshot"
import { renderPayment } from "../state/payment-rendering"
import { cancelOrRefundPayment, refundPayment } from "../state/payments"
import { checkRefundSplit, renderSplitTransfer, reversePaymentSplitTransfer, reverseForRefund } from "../state/split-transfers"
import { fromSnapshot, handler } from "./route"

const RETRIEVED = { kind: "retrieve", rawResponse: false, transactionsHistory: false } as const

export const paymentExtraHandlers = [
  handler(api.payments.reverseSplitTransfer, {
    handle: (ctx) =>
      renderSplitTransfer(reversePaymentSplitTransfer(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.params.transaction_id, ctx.body))
  }),
  handler(api.payments.cancelOrRefundTransaction, {
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
  handler(api.payments.notifyFulfillment, {
    handle: (ctx) => {
      const payment = own(ctx.env.store.payments, ctx.params.payment_id, ctx.merchant)
      if (payment === undefined) throw reject(400, "PAYMENT_NOT_FOUND", "Payment not found")
      return { payment_id: payment.id, ...ctx.body } // 202: accepted as sent
    }
  }),
  handler(api.payments.dispute, {
    handle: (ctx) =>
      renderPayment(ctx.env, disputeChargeback(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.params.transaction_id, ctx.body), RETRIEVED)
  }),
  handler(api.payments.updateDispute, {
    handle: (ctx) =>
      renderPayment(ctx.env, updateDispute(ctx.env, ctx.merchant, ctx.params.payment_id, ctx.params.transaction_id, ctx.body), RETRIEVED)
  })
]
