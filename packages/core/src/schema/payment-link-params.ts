/** Request bodies of payment-link.ts, in a module of their own (bundles that only decode answers leave them out). */
import * as Schema from "effect/Schema"
import { AdditionalDataParams } from "./additional-data-params"
import { CustomerPayerParams } from "./customer-payer-params"
import { NonEmptyString, opt, PositiveInt, Text3To255 } from "./fields"
import { BoundedString, OpaqueObject, PaymentCountry, RequestAmount, RequestMetadata, Timestamp, type Named } from "./shared"

const createPaymentLinkParams = Schema.Struct({
  account_id: BoundedString(36, 64),
  country: PaymentCountry,
  amount: RequestAmount,
  payment_method_types: Schema.Array(NonEmptyString).check(Schema.isMinLength(1, { expected: "at least one payment method type" })),
  description: opt(Text3To255),
  merchant_order_id: opt(Text3To255),
  capture: opt(Schema.Boolean),
  one_time_use: opt(Schema.Boolean),
  payments_number: opt(PositiveInt),
  split_payment_methods: opt(Schema.Boolean),
  vault_on_success: opt(Schema.Boolean),
  availability: opt(Schema.Struct({ start_at: opt(Timestamp), finish_at: opt(Timestamp) })),
  timezone: opt(NonEmptyString),
  callback_url: opt(BoundedString(3, 526)),
  customer_payer: opt(CustomerPayerParams),
  additional_data: opt(AdditionalDataParams),
  payment_method: opt(OpaqueObject),
  installments_plan: opt(OpaqueObject),
  taxes: opt(Schema.Array(OpaqueObject)),
  metadata: opt(RequestMetadata)
})
/** The schema of `CreatePaymentLinkParams`, by name (see `Named`). */
export interface CreatePaymentLinkParamsSchema extends Named<typeof createPaymentLinkParams> {}
/** Body of `paymentLinks.create` (POST /payment-links). */
export const CreatePaymentLinkParams: CreatePaymentLinkParamsSchema = createPaymentLinkParams
export type CreatePaymentLinkParams = typeof CreatePaymentLinkParams.Type

const cancelPaymentLinkParams = OpaqueObject
/** The schema of `CancelPaymentLinkParams`, by name (see `Named`). */
export interface CancelPaymentLinkParamsSchema extends Named<typeof cancelPaymentLinkParams> {}
/** Body of `paymentLinks.cancel` (the reference documents none; anything sent passes through). */
export const CancelPaymentLinkParams: CancelPaymentLinkParamsSchema = cancelPaymentLinkParams
export type CancelPaymentLinkParams = typeof CancelPaymentLinkParams.Type
