/**
 * Request bodies and query of checkout-builder.ts (known fields checked with every bad path
 * named; unknown ones sent as given).
 */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt, optQuery } from "./fields"
import { CHECKOUT_ENROLLMENT_TYPES, CHECKOUT_STATUSES } from "./checkout-builder"
import { QueryInt } from "./list"
import { CountryCode, GrowingEnum, OpaqueObject, Timestamp, type Named } from "./shared"

/** A non-blank text: at least one character that is not white space. */
const NonBlank = /* @__PURE__ */ (() => Schema.String.check(Schema.isPattern(/\S/, { expected: "a non-blank text" })))()

const createCheckoutParams = Schema.Struct({ name: NonBlank, description: opt(Schema.String) })
/** The schema of `CreateCheckoutParams`, by name (see `Named`). */
export interface CreateCheckoutParamsSchema extends Named<typeof createCheckoutParams> {}
/** Body of `checkouts.create` (`POST /checkouts`): a name unique in the account (a duplicate is 409). */
export const CreateCheckoutParams: CreateCheckoutParamsSchema = createCheckoutParams
export type CreateCheckoutParams = typeof CreateCheckoutParams.Type

const updateCheckoutLifecycleParams = Schema.Struct({
  name: opt(NonBlank),
  description: opt(Schema.String),
  status: opt(GrowingEnum(CHECKOUT_STATUSES)),
  is_default: opt(Schema.Boolean)
})
/** The schema of `UpdateCheckoutLifecycleParams`, by name (see `Named`). */
export interface UpdateCheckoutLifecycleParamsSchema extends Named<typeof updateCheckoutLifecycleParams> {}
/**
 * Body of `checkouts.updateLifecycle` (`PATCH /checkouts/{checkout_code}`): rename, move to a
 * status, or promote to default (`is_default` takes only `true`; the service refuses `false`).
 */
export const UpdateCheckoutLifecycleParams: UpdateCheckoutLifecycleParamsSchema = updateCheckoutLifecycleParams
export type UpdateCheckoutLifecycleParams = typeof UpdateCheckoutLifecycleParams.Type

const checkoutPaymentMethodConfigParams = Schema.Struct({
  payment_method_type: opt(NonEmptyString),
  order_to_show: opt(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  is_active: opt(Schema.Boolean),
  active_enrollment_type: opt(GrowingEnum(CHECKOUT_ENROLLMENT_TYPES)),
  conditions_to_override: opt(Schema.Array(OpaqueObject)),
  required_fields_to_override: opt(
    Schema.Struct({
      is_active: opt(Schema.Boolean),
      fields: opt(Schema.Array(OpaqueObject)),
      enrollment_fields: opt(Schema.Array(OpaqueObject)),
      is_enrollment_active: opt(Schema.Boolean)
    })
  )
})
/** The schema of `CheckoutPaymentMethodConfigParams`, by name (see `Named`). */
export interface CheckoutPaymentMethodConfigParamsSchema extends Named<typeof checkoutPaymentMethodConfigParams> {}
/** One payment method of a published configuration (a sparse upsert: the others keep their state). */
export const CheckoutPaymentMethodConfigParams: CheckoutPaymentMethodConfigParamsSchema = checkoutPaymentMethodConfigParams
export type CheckoutPaymentMethodConfigParams = typeof CheckoutPaymentMethodConfigParams.Type

const publishCheckoutParams = Schema.Struct({
  config: opt(
    Schema.Struct({
      payment_methods: opt(Schema.Array(CheckoutPaymentMethodConfigParams)),
      general_settings: opt(
        Schema.Struct({
          country_documents: opt(Schema.Array(Schema.Struct({ country_code: CountryCode, documents: opt(Schema.Array(Schema.String)) })))
        })
      )
    })
  ),
  styling: opt(
    Schema.Struct({
      styles: opt(OpaqueObject),
      settings: opt(OpaqueObject),
      flags: opt(Schema.Struct({ force_default_styles: opt(Schema.Boolean) })),
      external_fonts: opt(Schema.Array(OpaqueObject)),
      payment_link_styles: opt(OpaqueObject)
    })
  )
})
/** The schema of `PublishCheckoutParams`, by name (see `Named`). */
export interface PublishCheckoutParamsSchema extends Named<typeof publishCheckoutParams> {}
/**
 * Body of `checkouts.publish` (`PUT /checkouts/{checkout_code}`): `config`, `styling` or both (the
 * service answers 400 to neither). Styling is the SDK's (colors, fonts, settings): kept as sent.
 */
export const PublishCheckoutParams: PublishCheckoutParamsSchema = publishCheckoutParams
export type PublishCheckoutParams = typeof PublishCheckoutParams.Type

const listCheckoutsQuery = Schema.Struct({
  name: optQuery(Schema.String),
  id: optQuery(Schema.String),
  status: optQuery(NonEmptyString),
  created_after: optQuery(Timestamp),
  created_before: optQuery(Timestamp),
  updated_after: optQuery(Timestamp),
  updated_before: optQuery(Timestamp),
  page: optQuery(QueryInt(1)),
  size: optQuery(QueryInt(1, 100))
})
/** The schema of `ListCheckoutsQuery`, by name (see `Named`). */
export interface ListCheckoutsQuerySchema extends Named<typeof listCheckoutsQuery> {}
/**
 * Query of `checkouts.list`. `status` is one status or several comma-separated; sending `page` or
 * `size` switches the answer to the paged envelope.
 */
export const ListCheckoutsQuery: ListCheckoutsQuerySchema = listCheckoutsQuery
export type ListCheckoutsQuery = typeof ListCheckoutsQuery.Type
