/** Payments: create, retrieve, refund, cancel-or-refund (spec endpoints 3–6); capture, void, list by order (gap-facts-2 B, F1). */
import { CancelOrRefundParams, CreatePaymentParams, RefundPaymentParams } from "@payrail/core"
import { invalidRequest } from "../errors"
import {
  cancelOrRefundPayment,
  cancelOrRefundSnapshot,
  createPayment,
  paymentSnapshot,
  listPaymentsByMerchantOrderId,
  refundPayment,
  renderPayment,
  retrievePayment
} from "../state/payments"
import { capturePayment, type CaptureParams, renderTransactionWithPayment, voidAuthorization, type VoidParams } from "../state/capture"
import { decodeOrReject } from "../validate"
import { flag, fromSnapshot, ok, requiredQuery, type Route, uuidParam } from "./route"

const invalid = (messages: Array<string>) => invalidRequest(...messages)

export const paymentRoutes: ReadonlyArray<Route> = [
  {
    name: "payments.create",
    method: "POST",
    pattern: "/payments",
    idempotent: true,
    handle: (ctx) => {
      const params = decodeOrReject(CreatePaymentParams, ctx.body, invalid)
      const payment = createPayment(ctx.env, ctx.merchant, params)
      // Idempotent routes answer from a snapshot: the key keeps it (not the ≈ 3.6 KB body) to replay this answer.
      return fromSnapshot(201, paymentSnapshot(ctx.env, payment, { kind: "create" })) // gap-facts #3: 201
    }
  },
  {
    name: "payments.retrieve",
    method: "GET",
    pattern: "/payments/:payment_id",
    handle: (ctx) => {
      const id = uuidParam(ctx, "payment_id")
      // gap-facts #1: raw_response, transactions_history
      const view = { kind: "retrieve", rawResponse: flag(ctx, "raw_response"), transactionsHistory: flag(ctx, "transactions_history") } as const
      return ok(renderPayment(ctx.env, retrievePayment(ctx.env, ctx.merchant, id), view))
    }
  },
  {
    name: "payments.refund",
    method: "POST",
    pattern: "/payments/:payment_id/transactions/:transaction_id/refund",
    idempotent: true,
    handle: (ctx) => {
      const id = uuidParam(ctx, "payment_id")
      const transactionId = uuidParam(ctx, "transaction_id")
      const params = decodeOrReject(RefundPaymentParams, ctx.body ?? {}, invalid)
      const { payment, transaction } = refundPayment(ctx.env, ctx.merchant, id, transactionId, params)
      return fromSnapshot(200, paymentSnapshot(ctx.env, payment, { kind: "refund", transaction, simplifiedMode: params.simplified_mode ?? false }))
    }
  },
  {
    name: "payments.cancelOrRefund",
    method: "POST",
    pattern: "/payments/:payment_id/cancel-or-refund",
    idempotent: true,
    handle: (ctx) => {
      const id = uuidParam(ctx, "payment_id")
      const params = decodeOrReject(CancelOrRefundParams, ctx.body ?? {}, invalid)
      const { payment, transaction } = cancelOrRefundPayment(ctx.env, ctx.merchant, id, params)
      return fromSnapshot(201, cancelOrRefundSnapshot(ctx.env, payment, transaction)) // spec endpoint 6: 201
    }
  },
  {
    name: "payments.listByMerchantOrderId",
    method: "GET",
    pattern: "/payments",
    handle: (ctx) => {
      const payments = listPaymentsByMerchantOrderId(ctx.env, ctx.merchant, requiredQuery(ctx, "merchant_order_id"))
      // gap-facts-2 F1: a bare array, no paging
      return ok(payments.map((p) => renderPayment(ctx.env, p, { kind: "retrieve", rawResponse: false, transactionsHistory: false })))
    }
  },
  {
    name: "payments.capture",
    method: "POST",
    pattern: "/payments/:payment_id/transactions/:transaction_id/capture",
    idempotent: true,
    handle: (ctx) => {
      const { payment, transaction } = capturePayment(
        ctx.env, ctx.merchant, uuidParam(ctx, "payment_id"), uuidParam(ctx, "transaction_id"), ctx.body as CaptureParams
      )
      return ok(renderTransactionWithPayment(ctx.env, payment, transaction)) // gap-facts-2 B3: 200
    }
  },
  {
    name: "payments.cancel",
    method: "POST",
    pattern: "/payments/:payment_id/transactions/:transaction_id/cancel",
    idempotent: true,
    handle: (ctx) => {
      const { payment, transaction } = voidAuthorization(
        ctx.env, ctx.merchant, uuidParam(ctx, "payment_id"), uuidParam(ctx, "transaction_id"), ctx.body as VoidParams
      )
      return ok(renderTransactionWithPayment(ctx.env, payment, transaction))
    }
  }
]
