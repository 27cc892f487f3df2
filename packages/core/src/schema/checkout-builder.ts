/**
 * Checkout builder (`/checkouts`): a merchant's checkout configurations — their lifecycle, the
 * payment methods they offer and their styling (tolerant). Not a checkout session (checkout-session.ts).
 */
import * as Schema from "effect/Schema"
import { OptBoolean, OptNumber, OptString } from "./fields"
import { Maybe, OpaqueObject, OpenEnum, Resource, type Named } from "./shared"

/** A checkout's lifecycle statuses. */
export const CHECKOUT_STATUSES = ["PUBLISHED", "NOT_PUBLISHED", "ARCHIVED"] as const
/** How a payment method of a checkout takes enrollment. */
export const CHECKOUT_ENROLLMENT_TYPES = ["ENROLLMENT", "NO_ENROLLMENT", "BOTH", "NONE"] as const

const checkout = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String, // the checkout_code of the other calls
    name: OptString,
    description: OptString,
    status: Maybe(OpenEnum(CHECKOUT_STATUSES)),
    is_default: OptBoolean,
    is_active: OptBoolean,
    created_at: OptString,
    updated_at: OptString
  }))()
/** The schema of `Checkout`, by name (see `Named`). */
export interface CheckoutSchema extends Named<typeof checkout> {}
/** A checkout as created, renamed or moved through its lifecycle. */
export const Checkout: CheckoutSchema = checkout
export type Checkout = typeof Checkout.Type

const checkoutList = /* @__PURE__ */ (() =>
  Schema.Union([
    Schema.Array(Checkout),
    Resource({ data: Schema.Array(Checkout), pagination: Maybe(Resource({ page: OptNumber, size: OptNumber, total: OptNumber })) })
  ]))()
/** The schema of `CheckoutList`, by name (see `Named`). */
export interface CheckoutListSchema extends Named<typeof checkoutList> {}
/** `checkouts.list`: a bare array without `page`/`size`, else `{ data, pagination { page, size, total } }`. */
export const CheckoutList: CheckoutListSchema = checkoutList
export type CheckoutList = typeof CheckoutList.Type

const checkoutBuilderPaymentMethod = /* @__PURE__ */ (() =>
  Resource({
    payment_method_type: OptString,
    name: OptString,
    description: OptString,
    icon: OptString,
    category: OptString,
    short_name: OptString,
    hint: OptString,
    order_to_show: OptNumber,
    is_active: OptBoolean,
    type: OptString,
    has_enrollment: OptBoolean,
    conditions_quantity: OptNumber,
    active_enrollment_type: Maybe(OpenEnum(CHECKOUT_ENROLLMENT_TYPES))
  }))()
/** The schema of `CheckoutBuilderPaymentMethod`, by name (see `Named`). */
export interface CheckoutBuilderPaymentMethodSchema extends Named<typeof checkoutBuilderPaymentMethod> {}
/** One payment method of a checkout's configuration (the whole catalog of the account is answered). */
export const CheckoutBuilderPaymentMethod: CheckoutBuilderPaymentMethodSchema = checkoutBuilderPaymentMethod
export type CheckoutBuilderPaymentMethod = typeof CheckoutBuilderPaymentMethod.Type

const checkoutConfiguration = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String,
    name: OptString,
    description: OptString,
    status: Maybe(OpenEnum(CHECKOUT_STATUSES)),
    is_default: OptBoolean,
    created_at: OptString,
    updated_at: OptString,
    config: Maybe(
      Resource({
        payment_methods: Maybe(Schema.Array(CheckoutBuilderPaymentMethod)),
        general_settings: Maybe(OpaqueObject),
        feature_flags: Maybe(OpaqueObject)
      })
    ),
    // styles, SDK settings, fonts and payment-link styles: the SDK's business, kept as sent
    styling: Maybe(OpaqueObject)
  }))()
/** The schema of `CheckoutConfiguration`, by name (see `Named`). */
export interface CheckoutConfigurationSchema extends Named<typeof checkoutConfiguration> {}
/** A checkout with its configuration and styling, as fetched or published. */
export const CheckoutConfiguration: CheckoutConfigurationSchema = checkoutConfiguration
export type CheckoutConfiguration = typeof CheckoutConfiguration.Type
