/**
 * Checkout family: the payment methods available to a checkout session
 * (GET /checkout/sessions/{checkout_session}/payment-methods), with the
 * customer's vaulted cards and their display rules.
 */
import * as Schema from "effect/Schema"
import { OptBoolean, OptNumber, OptString } from "./fields"
import { Maybe, OpenEnum, Resource, Uuid } from "./shared"
import { RULE_CONDITIONS, RULE_TYPES, CHECKOUT_PAYMENT_METHOD_TYPES } from "./lists"
export { RULE_CONDITIONS, RULE_TYPES, CHECKOUT_PAYMENT_METHOD_TYPES } from "./lists"





// ---------------------------------------------------------------------------
// Response side (tolerant)
// ---------------------------------------------------------------------------

/** `values` of a display rule: countries, currency/min/max (AMOUNT), metadata pairs; all nullable. */
export const CheckoutRuleValues = Resource({
  countries: Maybe(Schema.Array(Schema.String)),
  currency: OptString, // spec: for AMOUNT rules
  max: OptString, // spec: string or null
  min: OptString,
  metadata: Maybe(Schema.Array(Resource({ key: OptString, value: OptString })))
})
export type CheckoutRuleValues = typeof CheckoutRuleValues.Type

/** An element of `checkout.conditions.rules`: when to include or exclude the method. */
export const CheckoutRule = Resource({
  condition: Maybe(OpenEnum(RULE_CONDITIONS)), // spec: INCLUDE or EXCLUDE; unknown enum values in responses decode (docs/errors-and-retries.md)
  condition_group_code: OptString, // spec: UUID, kept as sent
  condition_name: OptString,
  type: Maybe(OpenEnum(RULE_TYPES)),
  values: Maybe(CheckoutRuleValues)
})
export type CheckoutRule = typeof CheckoutRule.Type

/** `checkout` of an entry: session, `sdk_required_action`, display `conditions`. */
export const CheckoutPaymentMethodCheckout = Resource({
  session: OptString,
  sdk_required_action: OptBoolean,
  conditions: Maybe(
    Resource({
      enabled: OptBoolean,
      rules: Maybe(Schema.Array(CheckoutRule)) // spec: array or null
    })
  )
})
export type CheckoutPaymentMethodCheckout = typeof CheckoutPaymentMethodCheckout.Type

/** Masked card of a vaulted card entry (present only for vaulted cards). */
export const CheckoutCardData = Resource({
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
export type CheckoutCardData = typeof CheckoutCardData.Type

/** One payment method available to a checkout session (a vaulted card carries `vaulted_token` and `card_data`). */
export const CheckoutPaymentMethod = Resource({
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
export type CheckoutPaymentMethod = typeof CheckoutPaymentMethod.Type

/** The listing's response: a JSON array of entries. */
export const CheckoutPaymentMethods = Schema.Array(CheckoutPaymentMethod)
export type CheckoutPaymentMethods = typeof CheckoutPaymentMethods.Type

// ---------------------------------------------------------------------------
// Request side (known fields checked, unknown ones sent as given)
// ---------------------------------------------------------------------------

/** The `checkout_session` path parameter (docs/service-facts.md#checkout-sessions: UUID, 36 chars). */
export const CheckoutSessionId = Uuid
export type CheckoutSessionId = typeof CheckoutSessionId.Type

/** Query of the listing: optional `category` filter. */
export const CheckoutPaymentMethodsParams = Schema.Struct({
  category: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1)))
})
export type CheckoutPaymentMethodsParams = typeof CheckoutPaymentMethodsParams.Type
