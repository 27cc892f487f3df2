/**
 * Checkout family: the payment methods available to a checkout session
 * (GET /checkout/sessions/{checkout_session}/payment-methods), with the
 * customer's vaulted cards and their display rules.
 */
import * as Schema from "effect/Schema"
import { OptBoolean, OptNumber, OptString } from "./fields"
import { Maybe, OpenEnum, Resource, Uuid, type Named } from "./shared"
import { RULE_CONDITIONS, RULE_TYPES, CHECKOUT_PAYMENT_METHOD_TYPES } from "./lists"
export { RULE_CONDITIONS, RULE_TYPES, CHECKOUT_PAYMENT_METHOD_TYPES } from "./lists"





// ---------------------------------------------------------------------------
// Response side (tolerant)
// ---------------------------------------------------------------------------

const checkoutRuleValues = Resource({
  countries: Maybe(Schema.Array(Schema.String)),
  currency: OptString, // spec: for AMOUNT rules
  max: OptString, // spec: string or null
  min: OptString,
  metadata: Maybe(Schema.Array(Resource({ key: OptString, value: OptString })))
})
/** The schema of `CheckoutRuleValues`, by name (see `Named`). */
export interface CheckoutRuleValuesSchema extends Named<typeof checkoutRuleValues> {}
/** `values` of a display rule: countries, currency/min/max (AMOUNT), metadata pairs; all nullable. */
export const CheckoutRuleValues: CheckoutRuleValuesSchema = checkoutRuleValues
export type CheckoutRuleValues = typeof CheckoutRuleValues.Type

const checkoutRule = Resource({
  condition: Maybe(OpenEnum(RULE_CONDITIONS)), // spec: INCLUDE or EXCLUDE; unknown enum values in responses decode (docs/errors-and-retries.md)
  condition_group_code: OptString, // spec: UUID, kept as sent
  condition_name: OptString,
  type: Maybe(OpenEnum(RULE_TYPES)),
  values: Maybe(CheckoutRuleValues)
})
/** The schema of `CheckoutRule`, by name (see `Named`). */
export interface CheckoutRuleSchema extends Named<typeof checkoutRule> {}
/** An element of `checkout.conditions.rules`: when to include or exclude the method. */
export const CheckoutRule: CheckoutRuleSchema = checkoutRule
export type CheckoutRule = typeof CheckoutRule.Type

const checkoutPaymentMethodCheckout = Resource({
  session: OptString,
  sdk_required_action: OptBoolean,
  conditions: Maybe(
    Resource({
      enabled: OptBoolean,
      rules: Maybe(Schema.Array(CheckoutRule)) // spec: array or null
    })
  )
})
/** The schema of `CheckoutPaymentMethodCheckout`, by name (see `Named`). */
export interface CheckoutPaymentMethodCheckoutSchema extends Named<typeof checkoutPaymentMethodCheckout> {}
/** `checkout` of an entry: session, `sdk_required_action`, display `conditions`. */
export const CheckoutPaymentMethodCheckout: CheckoutPaymentMethodCheckoutSchema = checkoutPaymentMethodCheckout
export type CheckoutPaymentMethodCheckout = typeof CheckoutPaymentMethodCheckout.Type

const checkoutCardData = Resource({
  iin: OptString,
  lfd: OptString, // spec: last four digits
  expiration_month: OptNumber,
  expiration_year: OptNumber,
  number_length: OptNumber,
  security_code_length: OptNumber,
  brand: OptString,
  issuer: OptString,
  issuer_code: OptString,
  category: OptString,
  type: OptString
})
/** The schema of `CheckoutCardData`, by name (see `Named`). */
export interface CheckoutCardDataSchema extends Named<typeof checkoutCardData> {}
/** Masked card of a vaulted card entry (present only for vaulted cards). */
export const CheckoutCardData: CheckoutCardDataSchema = checkoutCardData
export type CheckoutCardData = typeof CheckoutCardData.Type

const checkoutPaymentMethod = Resource({
  name: OptString,
  description: OptString,
  vaulted_token: OptString, // spec: null for a non-vaulted method
  type: OpenEnum(CHECKOUT_PAYMENT_METHOD_TYPES),
  category: Maybe(OpenEnum(CHECKOUT_PAYMENT_METHOD_TYPES)),
  icon: OptString,
  last_successfully_used: OptBoolean,
  last_successfully_used_at: OptString,
  checkout: Maybe(CheckoutPaymentMethodCheckout),
  card_data: Maybe(CheckoutCardData),
  preferred: OptBoolean
})
/** The schema of `CheckoutPaymentMethod`, by name (see `Named`). */
export interface CheckoutPaymentMethodSchema extends Named<typeof checkoutPaymentMethod> {}
/** One payment method available to a checkout session (a vaulted card carries `vaulted_token` and `card_data`). */
export const CheckoutPaymentMethod: CheckoutPaymentMethodSchema = checkoutPaymentMethod
export type CheckoutPaymentMethod = typeof CheckoutPaymentMethod.Type

const checkoutPaymentMethods = Schema.Array(CheckoutPaymentMethod)
/** The schema of `CheckoutPaymentMethods`, by name (see `Named`). */
export interface CheckoutPaymentMethodsSchema extends Named<typeof checkoutPaymentMethods> {}
/** The listing's response: a JSON array of entries. */
export const CheckoutPaymentMethods: CheckoutPaymentMethodsSchema = checkoutPaymentMethods
export type CheckoutPaymentMethods = typeof CheckoutPaymentMethods.Type

// ---------------------------------------------------------------------------
// Request side (known fields checked, unknown ones sent as given)
// ---------------------------------------------------------------------------

const checkoutSessionId = Uuid
/** The schema of `CheckoutSessionId`, by name (see `Named`). */
export interface CheckoutSessionIdSchema extends Named<typeof checkoutSessionId> {}
/** The `checkout_session` path parameter (docs/service-facts.md#checkout-sessions: UUID, 36 chars). */
export const CheckoutSessionId: CheckoutSessionIdSchema = checkoutSessionId
export type CheckoutSessionId = typeof CheckoutSessionId.Type

const checkoutPaymentMethodsParams = Schema.Struct({
  category: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1)))
})
/** The schema of `CheckoutPaymentMethodsParams`, by name (see `Named`). */
export interface CheckoutPaymentMethodsParamsSchema extends Named<typeof checkoutPaymentMethodsParams> {}
/** Query of the listing: optional `category` filter. */
export const CheckoutPaymentMethodsParams: CheckoutPaymentMethodsParamsSchema = checkoutPaymentMethodsParams
export type CheckoutPaymentMethodsParams = typeof CheckoutPaymentMethodsParams.Type
