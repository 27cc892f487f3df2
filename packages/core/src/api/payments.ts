/** Payment endpoints: create, retrieve, refund, cancel-or-refund, capture, cancel, lookup by order id. */
import * as Schema from "effect/Schema"
import { optQuery as opt } from "../schema/fields"
import { PaymentList, PaymentLookupQuery } from "../schema/list"
import { MarketplaceTransfer } from "../schema/marketplace"
import { ReversePaymentSplitTransferParams } from "../schema/marketplace-params"
import { CancelOrRefundResult, Payment, PaymentTransactionResult } from "../schema/payment"
import { CancelOrRefundTransactionParams, DisputeParams, NotifyFulfillmentParams } from "../schema/payment-extras-params"
import { CancelOrRefundParams, CancelPaymentParams, CapturePaymentParams, CreatePaymentParams, RefundPaymentParams } from "../schema/payment-params"
import { Uuid } from "../schema/shared"
import { endpoint } from "./engine/endpoint"

/** A query flag as the wire carries it (docs/service-facts.md#retrieve-flags: both default to false). */
const QueryFlag = Schema.Literals(["true", "false"])

export const create = endpoint({
  operation: "payments.create",
  description: "Creates a payment; `payment_method.detail.card.capture: false` authorizes only.",
  method: "POST",
  path: "/payments",
  body: CreatePaymentParams,
  response: Payment,
  successStatus: 201
})

export const retrieve = endpoint({
  operation: "payments.retrieve",
  description: "Retrieves a payment; `rawResponse` and `transactionsHistory` ask for the provider's raw answer and the transaction history.",
  method: "GET",
  path: "/payments/{payment_id}",
  pathParams: { payment_id: Uuid },
  query: Schema.Struct({ raw_response: opt(QueryFlag), transactions_history: opt(QueryFlag) }),
  response: Payment,
  call: { camelCaseQuery: true }
})

export const refund = endpoint({
  operation: "payments.refund",
  description: "Refunds a transaction of a payment; without `amount`, in full.",
  method: "POST",
  path: "/payments/{payment_id}/transactions/{transaction_id}/refund",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: RefundPaymentParams,
  response: Payment,
  call: { optionalBody: true }
})

export const cancelOrRefund = endpoint({
  operation: "payments.cancelOrRefund",
  description: "Cancels the payment if not captured, refunds it if captured.",
  method: "POST",
  path: "/payments/{payment_id}/cancel-or-refund",
  pathParams: { payment_id: Uuid },
  body: CancelOrRefundParams,
  response: CancelOrRefundResult,
  successStatus: 201, // docs/service-facts.md#cancel-or-refund
  call: { optionalBody: true }
})

export const capture = endpoint({
  operation: "payments.capture",
  description: "Captures an authorization, in full without `amount`. `transactionId` is the authorization's (see `transactionsOf`).",
  method: "POST",
  path: "/payments/{payment_id}/transactions/{transaction_id}/capture",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: CapturePaymentParams,
  response: PaymentTransactionResult,
  idempotent: true // docs/service-facts.md#capture, G1
})

export const cancel = endpoint({
  operation: "payments.cancel",
  description: "Voids an authorization.",
  method: "POST",
  path: "/payments/{payment_id}/transactions/{transaction_id}/cancel",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: CancelPaymentParams,
  response: PaymentTransactionResult,
  idempotent: true // docs/service-facts.md#idempotency: every payment mutation carries a key
})

export const listByMerchantOrderId = endpoint({
  operation: "payments.listByMerchantOrderId",
  description: "Every payment of an order (the check after an uncertain create).",
  method: "GET",
  path: "/payments",
  query: PaymentLookupQuery,
  response: PaymentList,
  call: { queryArgument: "merchant_order_id" }
})

export const cancelOrRefundTransaction = endpoint({
  operation: "payments.cancelOrRefundTransaction",
  description: "Cancels one transaction of a payment if it is not captured yet, else refunds it.",
  method: "POST",
  path: "/payments/{payment_id}/transactions/{transaction_id}/cancel-or-refund",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: CancelOrRefundTransactionParams,
  response: CancelOrRefundResult,
  successStatus: 201,
  call: { optionalBody: true }
})

export const dispute = endpoint({
  operation: "payments.dispute",
  description: "Answers a chargeback with evidence: the payment goes `IN_DISPUTE`.",
  method: "POST",
  path: "/payments/{payment_id}/transactions/{transaction_id}/dispute",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: DisputeParams,
  response: Payment
})

export const notifyFulfillment = endpoint({
  operation: "payments.notifyFulfillment",
  description: "Tells the service how an order's delivery went (fraud screening uses it).",
  method: "POST",
  path: "/payments/{payment_id}/fulfillments",
  pathParams: { payment_id: Uuid },
  body: NotifyFulfillmentParams,
  successStatus: 202
})

export const reverseSplitTransfer = endpoint({
  operation: "payments.reverseSplitTransfer",
  description: "Reverses (part of) the split transfer a payment's transaction made to a recipient.",
  method: "POST",
  path: "/payments/{payment_id}/transactions/{transaction_id}/split-marketplace/transfer-reversal",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: ReversePaymentSplitTransferParams,
  response: MarketplaceTransfer,
  successStatus: 201
})

export const updateDispute = endpoint({
  operation: "payments.updateDispute",
  description: "Adds evidence to a chargeback already disputed.",
  method: "PATCH",
  path: "/payments/{payment_id}/transactions/{transaction_id}/dispute",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: DisputeParams,
  response: Payment,
  idempotent: true
})
