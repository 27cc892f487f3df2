/**
 * Sellers (`/sellers`): a merchant's sellers (franchise stores, sub-merchants) with the provider
 * accounts they are paid through (tolerant). A wallet's keys, certificates and password are secrets.
 */
import * as Schema from "effect/Schema"
import { OptString } from "./fields"
import { Maybe, OpaqueObject, Resource, type Named } from "./shared"

const sellerPaymentMethod = /* @__PURE__ */ (() =>
  Resource({
    provider_id: OptString,
    payment_method_type: OptString,
    merchant_id: OptString,
    wallet_details: Maybe(OpaqueObject)
  }))()
/** The schema of `SellerPaymentMethod`, by name (see `Named`). */
export interface SellerPaymentMethodSchema extends Named<typeof sellerPaymentMethod> {}
/** A provider account a seller is paid through, per payment method type. */
export const SellerPaymentMethod: SellerPaymentMethodSchema = sellerPaymentMethod
export type SellerPaymentMethod = typeof SellerPaymentMethod.Type

const seller = /* @__PURE__ */ (() =>
  Resource({
    seller_id: Schema.String,
    merchant_seller_id: OptString,
    name: OptString,
    email: OptString,
    phone: Maybe(Resource({ code: OptString, number: OptString })),
    document: Maybe(Resource({ type: OptString, number: OptString })),
    address: Maybe(
      Resource({ line_1: OptString, line_2: OptString, city: OptString, state: OptString, country: OptString, zip_code: OptString })
    ),
    country: OptString,
    website: OptString,
    industry: OptString,
    merchant_category_code: OptString,
    payment_methods: Maybe(Schema.Array(SellerPaymentMethod)),
    created_at: OptString,
    updated_at: OptString
  }))()
/** The schema of `Seller`, by name (see `Named`). */
export interface SellerSchema extends Named<typeof seller> {}
export const Seller: SellerSchema = seller
export type Seller = typeof Seller.Type
