/** Payment endpoints: create, retrieve, refund, cancel-or-refund, capture, cancel, lookup by order id. */
import * as Schema from "effect/Schema"
import { optQuery as opt } from "../schema/fields"
import { PaymentList, PaymentLookupQuery } from "../schema/list"
import { CancelOrRefundResult, Payment, PaymentTransactionResult } from "../schema/payment"
import { CancelOrRefundParams, CancelPaymentParams, CapturePaymentParams, CreatePaymentParams, RefundPaymentParams } from "../schema/payment-params"
import { Uuid } from "../schema/shared"
import { endpoint } from "./endpoint"

/** A query flag as the wire carries it (gap-facts #1: both default to false). */
const QueryFlag = Schema.Literals(["true", "false"])

export const create = endpoint({
  operation: "payments.create",
  method: "POST",
  path: "/payments",
  pathParams: {},
  body: CreatePaymentParams,
  response: Payment,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  doc: { call: "payments.create(body, opts?)", returns: "Payment" }
})

export const retrieve = endpoint({
  operation: "payments.retrieve",
  method: "GET",
  path: "/payments/{payment_id}",
  pathParams: { payment_id: Uuid },
  query: Schema.Struct({ raw_response: opt(QueryFlag), transactions_history: opt(QueryFlag) }),
  response: Payment,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "payments.retrieve(paymentId, { rawResponse?, transactionsHistory? }?, opts?)", returns: "Payment" }
})

export const refund = endpoint({
  operation: "payments.refund",
  method: "POST",
  path: "/payments/{payment_id}/transactions/{transaction_id}/refund",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: RefundPaymentParams,
  response: Payment,
  idempotent: true,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "payments.refund(paymentId, transactionId, body?, opts?)", returns: "Payment" }
})

export const cancelOrRefund = endpoint({
  operation: "payments.cancelOrRefund",
  method: "POST",
  path: "/payments/{payment_id}/cancel-or-refund",
  pathParams: { payment_id: Uuid },
  body: CancelOrRefundParams,
  response: CancelOrRefundResult,
  idempotent: true,
  successStatus: 201, // spec endpoint 6
  retry: "safe",
  paging: "none",
  doc: { call: "payments.cancelOrRefund(paymentId, body?, opts?)", returns: "CancelOrRefundResult" }
})

export const capture = endpoint({
  operation: "payments.capture",
  method: "POST",
  path: "/payments/{payment_id}/transactions/{transaction_id}/capture",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: CapturePaymentParams,
  response: PaymentTransactionResult,
  idempotent: true, // gap-facts-2 B1, G1
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "payments.capture(paymentId, transactionId, body, opts?)", returns: "PaymentTransactionResult" }
})

export const cancel = endpoint({
  operation: "payments.cancel",
  method: "POST",
  path: "/payments/{payment_id}/transactions/{transaction_id}/cancel",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: CancelPaymentParams,
  response: PaymentTransactionResult,
  idempotent: true, // gap-facts-2 G1: every payment mutation carries a key
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "payments.cancel(paymentId, transactionId, body, opts?)", returns: "PaymentTransactionResult" }
})

export const listByMerchantOrderId = endpoint({
  operation: "payments.listByMerchantOrderId",
  method: "GET",
  path: "/payments",
  pathParams: {},
  query: PaymentLookupQuery,
  response: PaymentList,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "payments.listByMerchantOrderId(merchantOrderId, opts?)", returns: "Payment[]" }
})
