/** Payment operations added with the marketplace: split-transfer reversal, cancel-or-refund of one transaction, fulfillment, disputes; and 3DS setups. */
import * as Schema from "effect/Schema"
import { MarketplaceTransfer } from "../schema/marketplace"
import { ReversePaymentSplitTransferParams } from "../schema/marketplace-params"
import { CancelOrRefundResult, Payment } from "../schema/payment"
import { CancelOrRefundTransactionParams, CreateThreeDSecureSetupParams, DisputeParams, NotifyFulfillmentParams } from "../schema/payment-extras-params"
import { Uuid } from "../schema/shared"
import { ThreeDSecureSetup } from "../schema/three-d-secure"
import { endpoint } from "./endpoint"

export const reverseSplitTransfer = endpoint({
  operation: "payments.reverseSplitTransfer",
  method: "POST",
  path: "/payments/{payment_id}/transactions/{transaction_id}/split-marketplace/transfer-reversal",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: ReversePaymentSplitTransferParams,
  response: MarketplaceTransfer,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  doc: { call: "payments.reverseSplitTransfer(paymentId, transactionId, body, opts?)", returns: "MarketplaceTransfer" }
})

export const cancelOrRefundTransaction = endpoint({
  operation: "payments.cancelOrRefundTransaction",
  method: "POST",
  path: "/payments/{payment_id}/transactions/{transaction_id}/cancel-or-refund",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: CancelOrRefundTransactionParams,
  response: CancelOrRefundResult,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  doc: { call: "payments.cancelOrRefundTransaction(paymentId, transactionId, body?, opts?)", returns: "CancelOrRefundResult" }
})

export const notifyFulfillment = endpoint({
  operation: "payments.notifyFulfillment",
  method: "POST",
  path: "/payments/{payment_id}/fulfillments",
  pathParams: { payment_id: Uuid },
  body: NotifyFulfillmentParams,
  response: Schema.Unknown,
  idempotent: true,
  successStatus: 202,
  retry: "safe",
  paging: "none",
  doc: { call: "payments.notifyFulfillment(paymentId, body, opts?)", returns: "void" }
})

export const dispute = endpoint({
  operation: "payments.dispute",
  method: "POST",
  path: "/payments/{payment_id}/transactions/{transaction_id}/dispute",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: DisputeParams,
  response: Payment,
  idempotent: true,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "payments.dispute(paymentId, transactionId, body, opts?)", returns: "Payment" }
})

export const updateDispute = endpoint({
  operation: "payments.updateDispute",
  method: "PATCH",
  path: "/payments/{payment_id}/transactions/{transaction_id}/dispute",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: DisputeParams,
  response: Payment,
  idempotent: true,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "payments.updateDispute(paymentId, transactionId, body, opts?)", returns: "Payment" }
})

export const createThreeDSecureSetup = endpoint({
  operation: "threeDSecure.createSetup",
  method: "POST",
  path: "/three-d-secure/setups",
  pathParams: {},
  body: CreateThreeDSecureSetupParams,
  response: ThreeDSecureSetup,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  doc: { call: "threeDSecure.createSetup(body, opts?)", returns: "ThreeDSecureSetup" }
})
