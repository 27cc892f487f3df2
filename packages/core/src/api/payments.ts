/** Payment endpoints: create, retrieve, refund, cancel-or-refund, capture, cancel, lookup by order id. */
import * as Schema from "effect/Schema"
import { optQuery as opt } from "../schema/fields"
import { PaymentList, PaymentLookupQuery } from "../schema/list"
import { CancelOrRefundResult, Payment, PaymentTransactionResult } from "../schema/payment"
import { CancelOrRefundParams, CancelPaymentParams, CapturePaymentParams, CreatePaymentParams, RefundPaymentParams } from "../schema/payment-params"
import { Uuid } from "../schema/shared"
import { endpoint } from "./endpoint"

/** A query flag as the wire carries it (docs/service-facts.md#retrieve-flags: both default to false). */
const QueryFlag = Schema.Literals(["true", "false"])

export const create = endpoint({
  operation: "payments.create",
  description: "Creates a payment; `payment_method.detail.card.capture: false` authorizes only.",
  method: "POST",
  path: "/payments",
  pathParams: {},
  body: CreatePaymentParams,
  response: Payment,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  returns: "Payment"
})

export const retrieve = endpoint({
  operation: "payments.retrieve",
  description: "Retrieves a payment; `rawResponse` and `transactionsHistory` ask for the provider's raw answer and the transaction history.",
  method: "GET",
  path: "/payments/{payment_id}",
  pathParams: { payment_id: Uuid },
  query: Schema.Struct({ raw_response: opt(QueryFlag), transactions_history: opt(QueryFlag) }),
  response: Payment,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  call: { camelCaseQuery: true },
  returns: "Payment"
})

export const refund = endpoint({
  operation: "payments.refund",
  description: "Refunds a transaction of a payment; without `amount`, in full.",
  method: "POST",
  path: "/payments/{payment_id}/transactions/{transaction_id}/refund",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: RefundPaymentParams,
  response: Payment,
  idempotent: true,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  call: { optionalBody: true },
  returns: "Payment"
})

export const cancelOrRefund = endpoint({
  operation: "payments.cancelOrRefund",
  description: "Cancels the payment if not captured, refunds it if captured.",
  method: "POST",
  path: "/payments/{payment_id}/cancel-or-refund",
  pathParams: { payment_id: Uuid },
  body: CancelOrRefundParams,
  response: CancelOrRefundResult,
  idempotent: true,
  successStatus: 201, // docs/service-facts.md#cancel-or-refund
  retry: "safe",
  paging: "none",
  call: { optionalBody: true },
  returns: "CancelOrRefundResult"
})

export const capture = endpoint({
  operation: "payments.capture",
  description: "Captures an authorization, in full without `amount`. `transactionId` is the authorization's (see `transactionsOf`).",
  method: "POST",
  path: "/payments/{payment_id}/transactions/{transaction_id}/capture",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: CapturePaymentParams,
  response: PaymentTransactionResult,
  idempotent: true, // docs/service-facts.md#capture, G1
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "PaymentTransactionResult"
})

export const cancel = endpoint({
  operation: "payments.cancel",
  description: "Voids an authorization.",
  method: "POST",
  path: "/payments/{payment_id}/transactions/{transaction_id}/cancel",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: CancelPaymentParams,
  response: PaymentTransactionResult,
  idempotent: true, // docs/service-facts.md#idempotency: every payment mutation carries a key
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "PaymentTransactionResult"
})

export const listByMerchantOrderId = endpoint({
  operation: "payments.listByMerchantOrderId",
  description: "Every payment of an order (the check after an uncertain create).",
  method: "GET",
  path: "/payments",
  pathParams: {},
  query: PaymentLookupQuery,
  response: PaymentList,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  call: { queryArgument: "merchant_order_id" },
  returns: "Payment[]"
})
