/**
 * Request bodies of subscription.ts (strict: excess keys refused, every bad path named), in a module of
 * their own so a bundle that only decodes responses or webhooks leaves them out.
 */
import * as Schema from "effect/Schema"
import { namedCheck } from "./named-check"
import { NonEmptyString, PositiveInt } from "./fields"
import { BoundedString, CountryCode, OpaqueObject, RequestAmount, RequestMetadata, Timestamp, Uuid } from "./shared"
import { SUBSCRIPTION_FREQUENCY_TYPES, SUBSCRIPTION_BILLING_DATE_TYPES, SUBSCRIPTION_CARD_USAGES } from "./subscription"

/** gap-facts #12: `{ type, value }` — charge every `value` units of `type`. */
export const SubscriptionFrequency = Schema.Struct({
  type: Schema.Literals(SUBSCRIPTION_FREQUENCY_TYPES),
  value: PositiveInt // gap-facts #12: integer ≥ 1
})
export type SubscriptionFrequency = typeof SubscriptionFrequency.Type

/** gap-facts #10: `{ type, day }`; `day` (1–31) is required with `DAY` and refused with the other types. */
export const SubscriptionBillingDate = Schema.Struct({
  type: Schema.Literals(SUBSCRIPTION_BILLING_DATE_TYPES),
  day: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 31 }))) // gap-facts #10
}).check(namedCheck("billingDateDay"))
export type SubscriptionBillingDate = typeof SubscriptionBillingDate.Type

/** spec endpoint 7: only a previously enrolled card (`vaulted_token`) can pay a subscription. */
export const SubscriptionPaymentMethodParams = Schema.Struct({
  type: Schema.Literal("CARD"), // spec: "only CARD ... is available"
  vaulted_token: NonEmptyString,
  card: Schema.optionalKey(
    Schema.Struct({
      installments: Schema.optionalKey(PositiveInt),
      // spec: store_credentials.usage marks first versus subsequent use (USED in the required payload);
      // without it the provider declines the rebills (the fake does too: docs/spec-gaps.md)
      store_credentials: Schema.optionalKey(
        Schema.Struct({ usage: Schema.Union([Schema.Literals(SUBSCRIPTION_CARD_USAGES), NonEmptyString]) })
      )
    })
  )
})
export type SubscriptionPaymentMethodParams = typeof SubscriptionPaymentMethodParams.Type

/** spec endpoint 7: `{ start_at, finish_at }`; `finish_at` must come after `start_at` when both are sent. */
export const SubscriptionAvailability = Schema.Struct({
  start_at: Schema.optionalKey(Timestamp),
  finish_at: Schema.optionalKey(Timestamp)
}).check(namedCheck("availabilityWindow"))
export type SubscriptionAvailability = typeof SubscriptionAvailability.Type

/** Body of `POST /subscriptions` (spec endpoint 7, gap-facts #8–12). Exactly one of `frequency` or `billing_date`. */
export const CreateSubscriptionParams = Schema.Struct({
  name: BoundedString(3, 255), // spec: 3 to 255 chars
  description: Schema.optionalKey(BoundedString(3, 255)), // spec: 3 to 255 chars
  merchant_reference: BoundedString(3, 255), // spec: 3 to 255 chars; identifies the plan
  account_id: Uuid, // spec: UUID, 36 chars
  country: CountryCode, // spec: 2 chars, ISO 3166-1
  amount: RequestAmount,
  frequency: Schema.optionalKey(SubscriptionFrequency), // spec: mutually exclusive with billing_date
  billing_date: Schema.optionalKey(SubscriptionBillingDate), // spec: mutually exclusive with frequency
  billing_cycles: Schema.optionalKey(Schema.Struct({ total: PositiveInt })),
  customer_payer: Schema.Struct({ id: NonEmptyString }),
  payment_method: SubscriptionPaymentMethodParams,
  availability: Schema.optionalKey(SubscriptionAvailability),
  trial_period: Schema.optionalKey(
    Schema.Struct({ billing_cycles: PositiveInt, amount: Schema.optionalKey(RequestAmount) })
  ),
  metadata: Schema.optionalKey(RequestMetadata), // spec: up to 50 { key, value }; an empty value unsets a key
  additional_data: Schema.optionalKey(OpaqueObject),
  retries: Schema.optionalKey(
    Schema.Struct({
      retry_on_decline: Schema.optionalKey(Schema.Boolean), // gap-facts #9
      amount: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 6 }))) // gap-facts #9: max 6
    })
  ),
  initial_payment_validation: Schema.optionalKey(Schema.Boolean) // gap-facts #11, default false
}).check(namedCheck("subscriptionSchedule"))
export type CreateSubscriptionParams = typeof CreateSubscriptionParams.Type
