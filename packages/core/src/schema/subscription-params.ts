/**
 * Request bodies of subscription.ts, in a module of their own so a bundle that only decodes
 * responses or webhooks leaves them out. Known fields are checked with every bad path named;
 * unknown ones are sent as given and optional ones take `null` (src/api/engine/check.ts).
 */
import * as Schema from "effect/Schema"
import { namedCheck } from "./named-check"
import { NonEmptyString, opt, PositiveInt } from "./fields"
import { BoundedString, CountryCode, GrowingEnum, OpaqueObject, RequestAmount, RequestMetadata, Timestamp, Uuid, type Named } from "./shared"
import { SUBSCRIPTION_FREQUENCY_TYPES, SUBSCRIPTION_BILLING_DATE_TYPES, SUBSCRIPTION_CARD_USAGES, SUBSCRIPTION_PAYMENT_METHOD_TYPES } from "./lists"

const subscriptionFrequency = Schema.Struct({
  type: GrowingEnum(SUBSCRIPTION_FREQUENCY_TYPES),
  value: PositiveInt // docs/service-facts.md#create-subscription: integer ≥ 1
})
/** The schema of `SubscriptionFrequency`, by name (see `Named`). */
export interface SubscriptionFrequencySchema extends Named<typeof subscriptionFrequency> {}
/** docs/service-facts.md#create-subscription: `{ type, value }` — charge every `value` units of `type`. */
export const SubscriptionFrequency: SubscriptionFrequencySchema = subscriptionFrequency
export type SubscriptionFrequency = typeof SubscriptionFrequency.Type

const subscriptionBillingDate = Schema.Struct({
  type: GrowingEnum(SUBSCRIPTION_BILLING_DATE_TYPES),
  day: opt(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 31 }))) // docs/service-facts.md#create-subscription
}).check(namedCheck("billingDateDay"))
/** The schema of `SubscriptionBillingDate`, by name (see `Named`). */
export interface SubscriptionBillingDateSchema extends Named<typeof subscriptionBillingDate> {}
/** docs/service-facts.md#create-subscription: `{ type, day }`; `day` (1–31) is required with `DAY` and refused with the other types. */
export const SubscriptionBillingDate: SubscriptionBillingDateSchema = subscriptionBillingDate
export type SubscriptionBillingDate = typeof SubscriptionBillingDate.Type

const subscriptionPaymentMethodParams = Schema.Struct({
  type: Schema.Literals(SUBSCRIPTION_PAYMENT_METHOD_TYPES), // the reference's closed list (a vaulted card or PayPal enrollment)
  vaulted_token: opt(NonEmptyString),
  card: opt(
    Schema.Struct({
      installments: opt(PositiveInt),
      // the reference: first versus later use of the stored card, and the network's id of the first payment
      usage: opt(GrowingEnum(SUBSCRIPTION_CARD_USAGES)),
      network_transaction_id: opt(NonEmptyString),
      // spec: store_credentials.usage marks first versus subsequent use (USED in the required payload);
      // without it the provider declines the rebills (the fake does too: docs/spec-gaps.md)
      store_credentials: opt(
        Schema.Struct({ usage: GrowingEnum(SUBSCRIPTION_CARD_USAGES) })
      )
    })
  )
})
/** The schema of `SubscriptionPaymentMethodParams`, by name (see `Named`). */
export interface SubscriptionPaymentMethodParamsSchema extends Named<typeof subscriptionPaymentMethodParams> {}
/**
 * docs/service-facts.md#create-subscription: a previously enrolled card (`vaulted_token`) pays a subscription. The
 * reference adds PAYPAL_ENROLLMENT and marks `vaulted_token` optional; the fake keeps the spec's rule.
 */
export const SubscriptionPaymentMethodParams: SubscriptionPaymentMethodParamsSchema = subscriptionPaymentMethodParams
export type SubscriptionPaymentMethodParams = typeof SubscriptionPaymentMethodParams.Type

const subscriptionAvailability = Schema.Struct({
  start_at: opt(Timestamp),
  finish_at: opt(Timestamp)
}).check(namedCheck("availabilityWindow"))
/** The schema of `SubscriptionAvailability`, by name (see `Named`). */
export interface SubscriptionAvailabilitySchema extends Named<typeof subscriptionAvailability> {}
/** docs/service-facts.md#create-subscription: `{ start_at, finish_at }`; `finish_at` must come after `start_at` when both are sent. */
export const SubscriptionAvailability: SubscriptionAvailabilitySchema = subscriptionAvailability
export type SubscriptionAvailability = typeof SubscriptionAvailability.Type

const createSubscriptionParams = Schema.Struct({
  name: BoundedString(3, 255), // spec: 3 to 255 chars
  description: opt(BoundedString(3, 255)), // spec: 3 to 255 chars
  merchant_reference: opt(BoundedString(3, 255)), // spec: 3 to 255 chars; the reference marks it optional
  soft_descriptor: opt(Schema.String.check(Schema.isMaxLength(255))),
  plan_id: opt(NonEmptyString),
  subscription_agreement_id: opt(NonEmptyString),
  account_id: Uuid, // spec: UUID, 36 chars
  country: CountryCode, // spec: 2 chars, ISO 3166-1
  amount: RequestAmount,
  frequency: opt(SubscriptionFrequency), // spec: mutually exclusive with billing_date
  billing_date: opt(SubscriptionBillingDate), // spec: mutually exclusive with frequency
  billing_cycles: opt(Schema.Struct({ total: PositiveInt })),
  customer_payer: opt(Schema.Struct({ id: NonEmptyString })), // the reference marks it optional
  payment_method: SubscriptionPaymentMethodParams,
  availability: opt(SubscriptionAvailability),
  trial_period: opt(
    Schema.Struct({ billing_cycles: PositiveInt, amount: opt(RequestAmount) })
  ),
  metadata: opt(RequestMetadata), // spec: up to 50 { key, value }; an empty value unsets a key
  additional_data: opt(OpaqueObject),
  retries: opt(
    Schema.Struct({
      retry_on_decline: opt(Schema.Boolean), // docs/service-facts.md#create-subscription
      amount: opt(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 6 }))), // docs/service-facts.md#create-subscription: max 6
      strategy: opt(Schema.String), // the reference: DEFAULT, SMART, CUSTOM_SCHEDULE (open)
      schedule: opt(Schema.Array(Schema.Struct({ attempt: opt(Schema.Finite), delay_seconds: opt(Schema.Finite) }))),
      stop_on_hard_decline: opt(Schema.Boolean),
      cancel_on_exhausted_retries: opt(Schema.Boolean)
    })
  ),
  initial_payment_validation: opt(Schema.Boolean) // docs/service-facts.md#create-subscription, default false
}).check(namedCheck("subscriptionSchedule"))
/** The schema of `CreateSubscriptionParams`, by name (see `Named`). */
export interface CreateSubscriptionParamsSchema extends Named<typeof createSubscriptionParams> {}
/** Body of `POST /subscriptions` (docs/service-facts.md#create-subscription, docs/service-facts.md#idempotency). Exactly one of `frequency` or `billing_date`. */
export const CreateSubscriptionParams: CreateSubscriptionParamsSchema = createSubscriptionParams
export type CreateSubscriptionParams = typeof CreateSubscriptionParams.Type

// ---------------------------------------------------------------------------
// Update and plan change (the reference's update-subscription and change-subscription-plan pages)
// ---------------------------------------------------------------------------

/** A security code as the update page types it (an integer), or as text like everywhere else. */
const SecurityCodeParams = Schema.Union([BoundedString(3, 4), Schema.Int])

const updateSubscriptionPaymentMethodParams = Schema.Struct({
  type: opt(Schema.Literals(SUBSCRIPTION_PAYMENT_METHOD_TYPES)), // the create page's list (docs/spec-gaps.md)
  vaulted_token: opt(BoundedString(36, 64)),
  card: opt(
    Schema.Struct({
      verify: opt(Schema.Boolean),
      card_data: opt(
        Schema.Struct({
          number: opt(BoundedString(8, 19)),
          expiration_month: opt(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 12 }))),
          expiration_year: opt(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
          security_code: opt(SecurityCodeParams),
          holder_name: opt(BoundedString(3, 26))
        })
      ),
      usage: opt(GrowingEnum(SUBSCRIPTION_CARD_USAGES))
    })
  )
})
/** The schema of `UpdateSubscriptionPaymentMethodParams`, by name (see `Named`). */
export interface UpdateSubscriptionPaymentMethodParamsSchema extends Named<typeof updateSubscriptionPaymentMethodParams> {}
/** `payment_method` of an update: a new vaulted card, or card data from a PCI-certified merchant (its number and code are secrets). */
export const UpdateSubscriptionPaymentMethodParams: UpdateSubscriptionPaymentMethodParamsSchema = updateSubscriptionPaymentMethodParams
export type UpdateSubscriptionPaymentMethodParams = typeof UpdateSubscriptionPaymentMethodParams.Type

const subscriptionPlanChangeParams = Schema.Struct({
  plan_id: NonEmptyString,
  effective: opt(GrowingEnum(["NEXT_BILLING_CYCLE"])),
  phases_behavior: opt(GrowingEnum(["START_FROM_REGULAR", "HONOR_PHASES"]))
})
/** The schema of `SubscriptionPlanChangeParams`, by name (see `Named`). */
export interface SubscriptionPlanChangeParamsSchema extends Named<typeof subscriptionPlanChangeParams> {}
/** `plan_change`: a move to another plan at the next billing cycle (`null` withdraws a pending one). */
export const SubscriptionPlanChangeParams: SubscriptionPlanChangeParamsSchema = subscriptionPlanChangeParams
export type SubscriptionPlanChangeParams = typeof SubscriptionPlanChangeParams.Type

const updateSubscriptionParams = Schema.Struct({
  name: opt(BoundedString(3, 255)),
  description: opt(BoundedString(3, 255)),
  account_id: opt(BoundedString(36, 64)),
  merchant_reference: opt(BoundedString(3, 255)),
  soft_descriptor: opt(Schema.String.check(Schema.isMaxLength(255))),
  country: opt(CountryCode),
  amount: opt(RequestAmount),
  frequency: opt(
    Schema.Struct({
      type: GrowingEnum(SUBSCRIPTION_FREQUENCY_TYPES),
      value: opt(PositiveInt),
      monthly_billing_day: opt(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 31 })))
    })
  ),
  billing_cycles: opt(Schema.Struct({ total: opt(PositiveInt) })),
  customer_payer: opt(Schema.Struct({ id: BoundedString(3, 255) })),
  payment_method: opt(UpdateSubscriptionPaymentMethodParams),
  availability: opt(Schema.Struct({ start_at: opt(Timestamp), finish_at: opt(Timestamp) })),
  retries: opt(
    Schema.Struct({
      retry_on_decline: opt(Schema.Boolean),
      amount: opt(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 7 }))), // the update page: at most 7
      cancel_on_exhausted_retries: opt(Schema.Boolean)
    })
  ),
  plan_change: opt(SubscriptionPlanChangeParams),
  metadata: opt(
    Schema.Union([RequestMetadata, Schema.Struct({ key: BoundedString(1, 48), value: Schema.String.check(Schema.isMaxLength(512)) })])
  )
})
/** The schema of `UpdateSubscriptionParams`, by name (see `Named`). */
export interface UpdateSubscriptionParamsSchema extends Named<typeof updateSubscriptionParams> {}
/**
 * Body of `subscriptions.update` (`PATCH /subscriptions/{subscription_id}`): only what is sent
 * changes. The update page types `metadata` as one `{ key, value }` object where create sends an
 * array: both are accepted (docs/spec-gaps.md).
 */
export const UpdateSubscriptionParams: UpdateSubscriptionParamsSchema = updateSubscriptionParams
export type UpdateSubscriptionParams = typeof UpdateSubscriptionParams.Type

const changeSubscriptionPlanParams = Schema.Struct({
  plan_id: Uuid,
  skip_trial: opt(Schema.Boolean)
})
/** The schema of `ChangeSubscriptionPlanParams`, by name (see `Named`). */
export interface ChangeSubscriptionPlanParamsSchema extends Named<typeof changeSubscriptionPlanParams> {}
/** Body of `subscriptions.changePlan` (`POST /subscriptions/{subscription_id}/plan`): the target plan, now. */
export const ChangeSubscriptionPlanParams: ChangeSubscriptionPlanParamsSchema = changeSubscriptionPlanParams
export type ChangeSubscriptionPlanParams = typeof ChangeSubscriptionPlanParams.Type
