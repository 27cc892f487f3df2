/**
 * Request bodies of the payment operations added with the marketplace: cancel-or-refund of one
 * transaction, fulfillment notices, disputes, and 3DS setups.
 */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt } from "./fields"
import { BoundedString, OpaqueObject, Uuid, type Named } from "./shared"
import { RefundPaymentParams } from "./payment-params"

const cancelOrRefundTransactionParams = RefundPaymentParams
/** The schema of `CancelOrRefundTransactionParams`, by name (see `Named`). */
export interface CancelOrRefundTransactionParamsSchema extends Named<typeof cancelOrRefundTransactionParams> {}
/** Body of `payments.cancelOrRefundTransaction`: a refund's fields (the reference shows the same ones). */
export const CancelOrRefundTransactionParams: CancelOrRefundTransactionParamsSchema = cancelOrRefundTransactionParams
export type CancelOrRefundTransactionParams = typeof CancelOrRefundTransactionParams.Type

export const FULFILLMENT_STATUSES = ["PARTIAL", "COMPLETED", "REPLACEMENT", "CANCELED"] as const

const notifyFulfillmentParams = Schema.Struct({
  status: Schema.Literals(FULFILLMENT_STATUSES),
  fulfillments: Schema.Array(
    Schema.Struct({
      id: NonEmptyString,
      type: NonEmptyString,
      status: Schema.Literals(FULFILLMENT_STATUSES),
      description: opt(Schema.String),
      carriers: opt(Schema.Array(OpaqueObject))
    })
  ).check(Schema.isMinLength(1))
})
/** The schema of `NotifyFulfillmentParams`, by name (see `Named`). */
export interface NotifyFulfillmentParamsSchema extends Named<typeof notifyFulfillmentParams> {}
/** Body of `payments.notifyFulfillment` (POST /payments/{payment_id}/fulfillments). */
export const NotifyFulfillmentParams: NotifyFulfillmentParamsSchema = notifyFulfillmentParams
export type NotifyFulfillmentParams = typeof NotifyFulfillmentParams.Type

const disputeParams = Schema.Struct({
  account_id: BoundedString(36, 64),
  evidence: Schema.Array(
    Schema.Struct({
      file_name: BoundedString(1, 255),
      content_type: Schema.Literals(["application/pdf"]),
      content_category: NonEmptyString,
      content: NonEmptyString // base64 text; not checked as base64 here (the guard compiler has no base64 check)
    })
  ).check(Schema.isMinLength(1))
})
/** The schema of `DisputeParams`, by name (see `Named`). */
export interface DisputeParamsSchema extends Named<typeof disputeParams> {}
/** Body of `payments.dispute` and `.updateDispute`: the evidence for the chargeback. */
export const DisputeParams: DisputeParamsSchema = disputeParams
export type DisputeParams = typeof DisputeParams.Type

const createThreeDSecureSetupParams = Schema.Struct({
  account_id: Uuid,
  type: Schema.Literals(["MERCHANT_PROVIDED"]),
  browser_info: Schema.Struct({
    user_agent: NonEmptyString,
    accept_header: NonEmptyString,
    color_depth: NonEmptyString,
    screen_height: NonEmptyString,
    screen_width: NonEmptyString,
    language: NonEmptyString,
    javascript_enabled: opt(Schema.Boolean),
    java_enabled: opt(Schema.Boolean),
    browser_time_difference: opt(Schema.String),
    platform: opt(Schema.Literals(["WEB", "IOS", "ANDROID"])),
    accept_content: opt(Schema.String),
    accept_browser: opt(Schema.String)
  }),
  device_fingerprints: opt(Schema.Array(Schema.Struct({ provider_id: Uuid, id: NonEmptyString })))
})
/** The schema of `CreateThreeDSecureSetupParams`, by name (see `Named`). */
export interface CreateThreeDSecureSetupParamsSchema extends Named<typeof createThreeDSecureSetupParams> {}
/** Body of `threeDSecure.createSetup` (POST /three-d-secure/setups). */
export const CreateThreeDSecureSetupParams: CreateThreeDSecureSetupParamsSchema = createThreeDSecureSetupParams
export type CreateThreeDSecureSetupParams = typeof CreateThreeDSecureSetupParams.Type
