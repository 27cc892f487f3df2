/**
 * Request bodies of payment.ts, in a module of their own so a bundle that only decodes responses
 * or webhooks leaves them out. Known fields are checked with every bad path named; unknown ones
 * are sent as given and optional ones take `null` (src/api/engine/check.ts, docs/errors-and-retries.md).
 */
import * as Schema from "effect/Schema"
import { namedCheck } from "./named-check"
import { AdditionalDataParams } from "./additional-data-params"
import { CustomerPayerParams } from "./customer-payer-params"
import { NonEmptyString, opt, PositiveInt, Text3To255 } from "./fields"
import {
  PAYMENT_SUBSCRIPTION_AMOUNT_TYPES,
  REFUND_REASONS,
  SPLIT_FEE_LIABILITIES,
  SPLIT_TYPES,
  WORKFLOWS
} from "./lists"
import { PaymentMethodParams } from "./payment-method-params"
import {
  AmountValue,
  BoundedString,
  CurrencyCode,
  EmptyOr,
  GrowingEnum,
  OpaqueObject,
  PaymentCountry,
  RequestAmount,
  RequestMetadata,
  Timestamp,
  Uuid,
  type Named
} from "./shared"

const currencyConversionParams = Schema.Struct({
  id: opt(NonEmptyString),
  provider_currency_conversion_id: opt(NonEmptyString),
  cardholder_currency: opt(CurrencyCode),
  cardholder_amount: opt(AmountValue),
  cardholder_accepted: opt(Schema.Boolean),
  provider_data: opt(OpaqueObject),
  rate: opt(Schema.Finite),
  rate_margin_percentage: opt(Schema.Finite),
  rate_source: opt(Schema.String),
  provider: opt(Schema.String), // the reference lists providers; the list is open
  description: opt(Schema.String),
  created_at: opt(Timestamp),
  expires_at: opt(Timestamp)
})
/** The schema of `CurrencyConversionParams`, by name (see `Named`). */
export interface CurrencyConversionParamsSchema extends Named<typeof currencyConversionParams> {}
/** `amount.currency_conversion`: the cardholder's currency offered at checkout (dynamic currency conversion). */
export const CurrencyConversionParams: CurrencyConversionParamsSchema = currencyConversionParams
export type CurrencyConversionParams = typeof CurrencyConversionParams.Type

const paymentAmountParams = Schema.Struct({
  currency: CurrencyCode,
  value: AmountValue,
  currency_conversion: opt(CurrencyConversionParams)
})
/** The schema of `PaymentAmountParams`, by name (see `Named`). */
export interface PaymentAmountParamsSchema extends Named<typeof paymentAmountParams> {}
/** The payment's amount: `{ currency, value }`, with an optional currency conversion. */
export const PaymentAmountParams: PaymentAmountParamsSchema = paymentAmountParams
export type PaymentAmountParams = typeof PaymentAmountParams.Type

const splitMarketplaceParams = Schema.Struct({
  recipient_id: opt(Schema.String), // the reference's split example sends "" for the merchant's own part
  provider_recipient_id: opt(NonEmptyString),
  description: opt(Schema.String),
  type: GrowingEnum(SPLIT_TYPES),
  merchant_reference: opt(Schema.String),
  recipient_type: opt(Schema.String), // the reference: MEAL, FOOD, MULTI_BENEFITS, FLEET (open)
  amount: RequestAmount,
  liability: opt(
    Schema.Struct({ processing_fee: opt(GrowingEnum(SPLIT_FEE_LIABILITIES)), chargebacks: opt(Schema.Boolean) })
  )
})
/** The schema of `SplitMarketplaceParams`, by name (see `Named`). */
export interface SplitMarketplaceParamsSchema extends Named<typeof splitMarketplaceParams> {}
/**
 * One `split_marketplace` entry: the part of a payment (or of its refund) that goes to a
 * recipient. The spec's `split` names the same thing on refunds; the service's name is sent
 * (docs/spec-gaps.md).
 */
export const SplitMarketplaceParams: SplitMarketplaceParamsSchema = splitMarketplaceParams
export type SplitMarketplaceParams = typeof SplitMarketplaceParams.Type

const paymentSubscriptionParams = Schema.Struct({
  id: opt(NonEmptyString),
  frequency: opt(Schema.Struct({ type: Schema.String, value: opt(PositiveInt), execution: opt(Schema.String) })),
  availability: opt(Schema.Struct({ start_at: opt(Timestamp), finish_at: opt(Timestamp) })),
  amount: opt(
    Schema.Struct({ value: AmountValue, currency: CurrencyCode, type: opt(GrowingEnum(PAYMENT_SUBSCRIPTION_AMOUNT_TYPES)) })
  ),
  billing_cycles: opt(Schema.Struct({ total: opt(PositiveInt) })),
  billing_date: opt(Schema.Struct({ type: opt(Schema.String), day: opt(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 31 }))) }))
})
/** The schema of `PaymentSubscriptionParams`, by name (see `Named`). */
export interface PaymentSubscriptionParamsSchema extends Named<typeof paymentSubscriptionParams> {}
/** `subscription`: a payment that starts (or belongs to) a subscription the merchant or the service bills. */
export const PaymentSubscriptionParams: PaymentSubscriptionParamsSchema = paymentSubscriptionParams
export type PaymentSubscriptionParams = typeof PaymentSubscriptionParams.Type

const createPaymentParams = Schema.Struct({
  account_id: BoundedString(36, 64), // docs/service-facts.md#limits: 36 to 64 chars
  description: Text3To255,
  country: PaymentCountry, // docs/service-facts.md#create-payment: a closed list, which the fake enforces
  merchant_order_id: Text3To255,
  merchant_reference: opt(Text3To255),
  amount: PaymentAmountParams,
  customer_payer: opt(CustomerPayerParams),
  // docs/service-facts.md#checkout-sessions and the reference: the session id is a UUID; "" reads as not sent
  checkout: opt(Schema.Struct({ session: opt(EmptyOr(Uuid)) })),
  workflow: opt(GrowingEnum(WORKFLOWS)),
  payment_method: PaymentMethodParams,
  additional_data: opt(AdditionalDataParams),
  taxes: opt(OpaqueObject), // spec: children not shown
  metadata: opt(RequestMetadata), // spec: up to 50 objects
  callback_url: opt(BoundedString(3, 526)), // docs/service-facts.md#create-payment
  fraud_screening: opt(Schema.Struct({ stand_alone: opt(Schema.Boolean) })),
  split_marketplace: opt(Schema.Array(SplitMarketplaceParams)),
  subscription: opt(PaymentSubscriptionParams)
}).check(namedCheck("createPayment"))
/** The schema of `CreatePaymentParams`, by name (see `Named`). */
export interface CreatePaymentParamsSchema extends Named<typeof createPaymentParams> {}
/** Body of `payments.create` (POST /payments). */
export const CreatePaymentParams: CreatePaymentParamsSchema = createPaymentParams
export type CreatePaymentParams = typeof CreatePaymentParams.Type

const refundPaymentParams = Schema.Struct({
  merchant_reference: opt(Text3To255),
  description: opt(Text3To255),
  reason: opt(GrowingEnum(REFUND_REASONS)),
  // spec: required only for a partial refund; a zero refund is rejected (spec silent)
  amount: opt(RequestAmount.check(namedCheck("positiveAmount", "refund"))),
  split_marketplace: opt(Schema.Array(SplitMarketplaceParams)), // the service's name (docs/spec-gaps.md)
  split: opt(Schema.Array(OpaqueObject)), // the spec's name, sent as given
  simplified_mode: opt(Schema.Boolean), // docs/service-facts.md#refund
  response_additional_data: opt(Schema.Struct({ receipt: opt(Schema.Boolean), receipt_language: opt(Schema.String) })),
  additional_data: opt(AdditionalDataParams),
  customer_payer: opt(CustomerPayerParams),
  payment_method: opt(PaymentMethodParams)
})
/** The schema of `RefundPaymentParams`, by name (see `Named`). */
export interface RefundPaymentParamsSchema extends Named<typeof refundPaymentParams> {}
/** Body of `payments.refund` (all optional; without `amount` the full amount is refunded). */
export const RefundPaymentParams: RefundPaymentParamsSchema = refundPaymentParams
export type RefundPaymentParams = typeof RefundPaymentParams.Type

const cancelOrRefundParams = RefundPaymentParams
/** The schema of `CancelOrRefundParams`, by name (see `Named`). */
export interface CancelOrRefundParamsSchema extends Named<typeof cancelOrRefundParams> {}
/** Body of `payments.cancelOrRefund`: the same fields as refund (docs/service-facts.md#cancel-or-refund). */
export const CancelOrRefundParams: CancelOrRefundParamsSchema = cancelOrRefundParams
export type CancelOrRefundParams = typeof CancelOrRefundParams.Type

const retrievePaymentParams = Schema.Struct({
  rawResponse: Schema.optionalKey(Schema.Boolean),
  transactionsHistory: Schema.optionalKey(Schema.Boolean)
})
/** The schema of `RetrievePaymentParams`, by name (see `Named`). */
export interface RetrievePaymentParamsSchema extends Named<typeof retrievePaymentParams> {}
/** SDK options of `payments.retrieve` (camelCase; sent as `raw_response` / `transactions_history`, docs/service-facts.md#retrieve-flags). */
export const RetrievePaymentParams: RetrievePaymentParamsSchema = retrievePaymentParams
export type RetrievePaymentParams = typeof RetrievePaymentParams.Type

const capturePaymentParams = Schema.Struct({
  merchant_reference: Text3To255,
  amount: opt(RequestAmount.check(namedCheck("positiveAmount", "capture"))),
  reason: opt(NonEmptyString), // B2: examples PRODUCT_CONFIRMED, REQUESTED_BY_CUSTOMER; the list is not given
  simplified_mode: opt(Schema.Boolean),
  additional_data: opt(AdditionalDataParams)
})
/** The schema of `CapturePaymentParams`, by name (see `Named`). */
export interface CapturePaymentParamsSchema extends Named<typeof capturePaymentParams> {}
/**
 * Body of `payments.capture` (B2). `amount` is optional: the how-to guide says an empty amount
 * captures in full, although the API reference lists it as required.
 */
export const CapturePaymentParams: CapturePaymentParamsSchema = capturePaymentParams
export type CapturePaymentParams = typeof CapturePaymentParams.Type

const cancelPaymentParams = Schema.Struct({
  merchant_reference: Text3To255,
  reason: opt(NonEmptyString),
  description: opt(Text3To255)
})
/** The schema of `CancelPaymentParams`, by name (see `Named`). */
export interface CancelPaymentParamsSchema extends Named<typeof cancelPaymentParams> {}
/** Body of `payments.cancel` (B5): voids an authorization. */
export const CancelPaymentParams: CancelPaymentParamsSchema = cancelPaymentParams
export type CancelPaymentParams = typeof CancelPaymentParams.Type
