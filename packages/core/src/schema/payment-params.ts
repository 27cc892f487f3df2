/**
 * Request bodies of payment.ts (strict: excess keys refused, every bad path named), in a module of
 * their own so a bundle that only decodes responses or webhooks leaves them out.
 */
import * as Schema from "effect/Schema"
import { namedCheck } from "./named-check"
import { AdditionalDataParams } from "./additional-data-params"
import { CustomerPayerParams } from "./customer-payer-params"
import { NonEmptyString, opt, Text3To255 } from "./fields"
import { PaymentMethodParams } from "./payment-method-params"
import { BoundedString, OpaqueObject, PaymentCountry, RequestAmount, RequestMetadata, Uuid } from "./shared"
import { WORKFLOWS, REFUND_REASONS } from "./payment"

/** Body of `payments.create` (POST /payments). */
export const CreatePaymentParams = Schema.Struct({
  account_id: BoundedString(36, 64), // spec Limits: 36 to 64 chars
  description: Text3To255,
  country: PaymentCountry, // spec endpoint 3: closed country list
  merchant_order_id: Text3To255,
  merchant_reference: opt(Text3To255),
  amount: RequestAmount,
  customer_payer: opt(CustomerPayerParams),
  checkout: opt(Schema.Struct({ session: opt(Uuid) })), // spec endpoint 1: the session id is a UUID
  workflow: opt(Schema.Literals(WORKFLOWS)),
  payment_method: PaymentMethodParams,
  additional_data: opt(AdditionalDataParams),
  taxes: opt(OpaqueObject), // spec: children not shown
  metadata: opt(RequestMetadata), // spec: up to 50 objects
  callback_url: opt(BoundedString(3, 526)) // gap-facts #2
}).check(namedCheck("createPayment"))
export type CreatePaymentParams = typeof CreatePaymentParams.Type

/** Body of `payments.refund` (all optional; without `amount` the full amount is refunded). */
export const RefundPaymentParams = Schema.Struct({
  merchant_reference: opt(Text3To255),
  description: opt(Text3To255),
  reason: opt(Schema.Literals(REFUND_REASONS)),
  // spec: required only for a partial refund; a zero refund is rejected (spec silent)
  amount: opt(
    RequestAmount.check(
      namedCheck("positiveAmount", "refund")
    )
  ),
  split: opt(Schema.Array(OpaqueObject)), // spec: marketplace split objects, children not shown
  simplified_mode: opt(Schema.Boolean), // gap-facts #6
  additional_data: opt(AdditionalDataParams),
  customer_payer: opt(CustomerPayerParams),
  payment_method: opt(PaymentMethodParams)
})
export type RefundPaymentParams = typeof RefundPaymentParams.Type

/** Body of `payments.cancelOrRefund`: the same fields as refund (spec endpoint 6). */
export const CancelOrRefundParams = RefundPaymentParams
export type CancelOrRefundParams = typeof CancelOrRefundParams.Type

/** SDK options of `payments.retrieve` (camelCase; sent as `raw_response` / `transactions_history`, gap-facts #1). */
export const RetrievePaymentParams = Schema.Struct({
  rawResponse: opt(Schema.Boolean),
  transactionsHistory: opt(Schema.Boolean)
})
export type RetrievePaymentParams = typeof RetrievePaymentParams.Type

/**
 * Body of `payments.capture` (B2). `amount` is optional: the how-to guide says an empty amount
 * captures in full, although the API reference lists it as required.
 */
export const CapturePaymentParams = Schema.Struct({
  merchant_reference: Text3To255,
  amount: opt(
    RequestAmount.check(
      namedCheck("positiveAmount", "capture")
    )
  ),
  reason: opt(NonEmptyString), // B2: examples PRODUCT_CONFIRMED, REQUESTED_BY_CUSTOMER; the list is not given
  simplified_mode: opt(Schema.Boolean),
  additional_data: opt(AdditionalDataParams)
})
export type CapturePaymentParams = typeof CapturePaymentParams.Type

/** Body of `payments.cancel` (B5): voids an authorization. */
export const CancelPaymentParams = Schema.Struct({
  merchant_reference: Text3To255,
  reason: opt(NonEmptyString),
  description: opt(Text3To255)
})
export type CancelPaymentParams = typeof CancelPaymentParams.Type
