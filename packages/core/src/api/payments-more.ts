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
  description: "Reverses (part of) the split transfer a payment's transaction made to a recipient.",
  method: "POST",
  path: "/payments/{payment_id}/transactions/{transaction_id}/split-marketplace/transfer-reversal",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: ReversePaymentSplitTransferParams,
  response: MarketplaceTransfer,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  returns: "MarketplaceTransfer"
})

export const cancelOrRefundTransaction = endpoint({
  operation: "payments.cancelOrRefundTransaction",
  description: "Cancels one transaction of a payment if it is not captured yet, else refunds it.",
  method: "POST",
  path: "/payments/{payment_id}/transactions/{transaction_id}/cancel-or-refund",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: CancelOrRefundTransactionParams,
  response: CancelOrRefundResult,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  call: { optionalBody: true },
  returns: "CancelOrRefundResult"
})

export const notifyFulfillment = endpoint({
  operation: "payments.notifyFulfillment",
  description: "Tells the service how an order's delivery went (fraud screening uses it).",
  method: "POST",
  path: "/payments/{payment_id}/fulfillments",
  pathParams: { payment_id: Uuid },
  body: NotifyFulfillmentParams,
  response: Schema.Unknown,
  idempotent: true,
  successStatus: 202,
  retry: "safe",
  paging: "none",
  returns: "void"
})

export const dispute = endpoint({
  operation: "payments.dispute",
  description: "Answers a chargeback with evidence: the payment goes `IN_DISPUTE`.",
  method: "POST",
  path: "/payments/{payment_id}/transactions/{transaction_id}/dispute",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: DisputeParams,
  response: Payment,
  idempotent: true,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "Payment"
})

export const updateDispute = endpoint({
  operation: "payments.updateDispute",
  description: "Adds evidence to a chargeback already disputed.",
  method: "PATCH",
  path: "/payments/{payment_id}/transactions/{transaction_id}/dispute",
  pathParams: { payment_id: Uuid, transaction_id: Uuid },
  body: DisputeParams,
  response: Payment,
  idempotent: true,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "Payment"
})

export const createThreeDSecureSetup = endpoint({
  operation: "threeDSecure.createSetup",
  description: "Creates a 3DS setup from the payer's browser data; a payment names it in `three_d_secure.three_d_secure_setup_id`.",
  method: "POST",
  path: "/three-d-secure/setups",
  pathParams: {},
  body: CreateThreeDSecureSetupParams,
  response: ThreeDSecureSetup,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  returns: "ThreeDSecureSetup"
})
