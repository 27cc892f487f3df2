/** Request bodies of seller.ts (known fields checked with every bad path named; unknown ones sent as given). */
import * as Schema from "effect/Schema"
import { Email, NonEmptyString, opt } from "./fields"
import { BoundedString, CountryCode, Uuid, type Named } from "./shared"

const sellerPaymentMethodParams = Schema.Struct({
  provider_id: NonEmptyString,
  payment_method_type: NonEmptyString,
  merchant_id: opt(Schema.String),
  // Apple Pay and the like: processing and identity keys and certificates (secrets)
  wallet_details: opt(
    Schema.Struct({
      payment_processing_key: opt(Schema.String),
      payment_processing_certificate: opt(Schema.String),
      merchant_identity_key: opt(Schema.String),
      merchant_identity_certificate: opt(Schema.String),
      merchant_identity_password: opt(Schema.String)
    })
  )
})
/** The schema of `SellerPaymentMethodParams`, by name (see `Named`). */
export interface SellerPaymentMethodParamsSchema extends Named<typeof sellerPaymentMethodParams> {}
/** A seller's provider account for one payment method type; each (provider, type) pair once per seller. */
export const SellerPaymentMethodParams: SellerPaymentMethodParamsSchema = sellerPaymentMethodParams
export type SellerPaymentMethodParams = typeof SellerPaymentMethodParams.Type

const sellerFields = {
  account_id: Uuid,
  name: opt(BoundedString(1, 255)),
  email: opt(Email),
  phone: opt(Schema.Struct({ code: opt(Schema.String), number: opt(Schema.String) })),
  document: opt(Schema.Struct({ type: opt(Schema.String), number: opt(Schema.String) })),
  address: opt(
    Schema.Struct({
      line_1: opt(Schema.String),
      line_2: opt(Schema.String),
      city: opt(Schema.String),
      state: opt(Schema.String),
      country: opt(Schema.String),
      zip_code: opt(Schema.String)
    })
  ),
  country: opt(CountryCode),
  industry: opt(Schema.String),
  merchant_category_code: opt(BoundedString(4, 4)),
  payment_methods: opt(Schema.Array(SellerPaymentMethodParams))
}

const createSellerParams = Schema.Struct({
  ...sellerFields,
  merchant_seller_id: BoundedString(1, 255),
  website: opt(Schema.String)
})
/** The schema of `CreateSellerParams`, by name (see `Named`). */
export interface CreateSellerParamsSchema extends Named<typeof createSellerParams> {}
/** Body of `sellers.create` (`POST /sellers`): your seller id is unique in the account (a duplicate is 409). */
export const CreateSellerParams: CreateSellerParamsSchema = createSellerParams
export type CreateSellerParams = typeof CreateSellerParams.Type

const updateSellerParams = Schema.Struct(sellerFields)
/** The schema of `UpdateSellerParams`, by name (see `Named`). */
export interface UpdateSellerParamsSchema extends Named<typeof updateSellerParams> {}
/** Body of `sellers.update` (`PUT /sellers/{merchant_seller_id}`): replaces the seller; `account_id` required. */
export const UpdateSellerParams: UpdateSellerParamsSchema = updateSellerParams
export type UpdateSellerParams = typeof UpdateSellerParams.Type
