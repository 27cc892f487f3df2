/**
 * Subscriptions (spec endpoints 7–9, gap-facts #8–13): the `Subscription` resource as the
 * service answers it, and the strict body of `POST /subscriptions`.
 */
import * as Schema from "effect/Schema"
import { NonEmptyString, PositiveInt } from "./fields"
import {
  BoundedString,
  CountryCode,
  Maybe,
  OpaqueObject,
  OpenEnum,
  RequestAmount,
  RequestMetadata,
  Resource,
  Timestamp,
  Uuid
} from "./shared"

// ---------------------------------------------------------------------------
// Value lists
// ---------------------------------------------------------------------------

/** spec "Subscription": every status a subscription can be in. */
export const SUBSCRIPTION_STATUSES = ["ACTIVE", "PAUSED", "CANCELED", "COMPLETED"] as const

/** gap-facts #12: the units of `frequency.type`. */
export const SUBSCRIPTION_FREQUENCY_TYPES = ["DAY", "WEEK", "MONTH", "YEAR"] as const

/** gap-facts #10: the kinds of `billing_date.type`. */
export const SUBSCRIPTION_BILLING_DATE_TYPES = ["PREPAID", "POSTDATE", "DAY"] as const

/**
 * `payment_method.card.store_credentials.usage`: first use of the stored card versus a later one
 * (spec endpoint 7). USED is the spec's value; FIRST is in neither the spec nor gap-facts, so the
 * list is open: any non-empty value is sent as is.
 */
export const SUBSCRIPTION_CARD_USAGES = ["FIRST", "USED"] as const

// ---------------------------------------------------------------------------
// Response (tolerant)
// ---------------------------------------------------------------------------

/** `{ currency, value }` of a subscription charge, as answered. */
export const SubscriptionAmount = Resource({
  currency: Maybe(Schema.String),
  value: Maybe(Schema.Number)
})
export type SubscriptionAmount = typeof SubscriptionAmount.Type

/** One payment method of a subscription: an object in create responses, array items in pause / resume. */
export const SubscriptionPaymentMethod = Resource({
  type: Maybe(OpenEnum(["CARD"])),
  vaulted_token: Maybe(Schema.String),
  token: Maybe(Schema.String),
  card: Maybe(
    Resource({
      verify: Maybe(Schema.Boolean),
      installments: Maybe(Schema.Number),
      card_data: Maybe(OpaqueObject),
      store_credentials: Maybe(Resource({ usage: Maybe(Schema.String) }))
    })
  )
})
export type SubscriptionPaymentMethod = typeof SubscriptionPaymentMethod.Type

/** One `{ key, value }` metadata entry, as answered. */
export const SubscriptionMetadataEntry = Resource({
  key: Maybe(Schema.String),
  value: Maybe(Schema.String)
})
export type SubscriptionMetadataEntry = typeof SubscriptionMetadataEntry.Type

/** The subscription resource (spec "Subscription"); unknown fields and statuses are kept. */
export const Subscription = Resource({
  id: Schema.String,
  status: OpenEnum(SUBSCRIPTION_STATUSES),
  name: Maybe(Schema.String),
  description: Maybe(Schema.String),
  account_id: Maybe(Schema.String),
  country: Maybe(Schema.String),
  merchant_reference: Maybe(Schema.String),
  // spec: appears in pause and resume responses
  subscription_plan_id: Maybe(Schema.String),
  amount: Maybe(SubscriptionAmount),
  frequency: Maybe(Resource({ type: Maybe(OpenEnum(SUBSCRIPTION_FREQUENCY_TYPES)), value: Maybe(Schema.Number) })),
  billing_date: Maybe(Resource({ type: Maybe(OpenEnum(SUBSCRIPTION_BILLING_DATE_TYPES)), day: Maybe(Schema.Number) })),
  billing_cycles: Maybe(
    Resource({ total: Maybe(Schema.Number), current: Maybe(Schema.Number), next_at: Maybe(Schema.String) })
  ),
  customer_payer: Maybe(Resource({ id: Maybe(Schema.String) })),
  // spec: an object in the create response, an array of objects in pause / resume responses; kept as sent
  payment_method: Maybe(Schema.Union([SubscriptionPaymentMethod, Schema.Array(SubscriptionPaymentMethod)])),
  availability: Maybe(Resource({ start_at: Maybe(Schema.String), finish_at: Maybe(Schema.String) })),
  trial_period: Maybe(Resource({ billing_cycles: Maybe(Schema.Number), amount: Maybe(SubscriptionAmount) })),
  // spec: an array of { key, value } (or null) in create, an object in pause / resume; kept as sent
  metadata: Maybe(Schema.Union([Schema.Array(SubscriptionMetadataEntry), OpaqueObject])),
  additional_data: Maybe(OpaqueObject),
  retries: Maybe(Resource({ retry_on_decline: Maybe(Schema.Boolean), amount: Maybe(Schema.Number) })),
  initial_payment_validation: Maybe(Schema.Boolean),
  // spec: array of payment ids, in pause and resume responses
  payments: Maybe(Schema.Array(Schema.String)),
  created_at: Maybe(Schema.String),
  updated_at: Maybe(Schema.String)
})
export type Subscription = typeof Subscription.Type

// ---------------------------------------------------------------------------
// Request (strict)
// ---------------------------------------------------------------------------


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
}).check(
  Schema.makeFilter((b) => {
    // gap-facts #10: "day (1 to 31, used with DAY)"
    if (b.type === "DAY" && b.day === undefined) return { path: ["day"], issue: "day is required when type is DAY" }
    if (b.type !== "DAY" && b.day !== undefined) return { path: ["day"], issue: "day is only used when type is DAY" }
    return undefined
  })
)
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
}).check(
  Schema.makeFilter((a) =>
    a.start_at !== undefined && a.finish_at !== undefined && Date.parse(a.finish_at) <= Date.parse(a.start_at)
      ? { path: ["finish_at"], issue: "finish_at must be later than start_at" }
      : undefined
  )
)
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
}).check(
  Schema.makeFilter((p) => {
    // spec endpoint 7: frequency and billing_date are mutually exclusive; one of them sets the schedule
    if (p.frequency !== undefined && p.billing_date !== undefined) {
      const issue = "frequency and billing_date are mutually exclusive: send only one"
      return [{ path: ["frequency"], issue }, { path: ["billing_date"], issue }]
    }
    if (p.frequency === undefined && p.billing_date === undefined) {
      return { path: ["frequency"], issue: "one of frequency or billing_date is required" }
    }
    return undefined
  })
)
export type CreateSubscriptionParams = typeof CreateSubscriptionParams.Type
