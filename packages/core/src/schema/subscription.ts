/**
 * Subscriptions (spec endpoints 7–9, docs/service-facts.md#idempotency): the `Subscription` resource as the
 * service answers it, and the checked body of `POST /subscriptions`.
 */
import * as Schema from "effect/Schema"
import { OptUnknown } from "./fields"
import { Maybe, OpaqueObject, OpenEnum, Resource, type Named } from "./shared"
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_FREQUENCY_TYPES, SUBSCRIPTION_BILLING_DATE_TYPES, SUBSCRIPTION_CARD_USAGES } from "./lists"
export { SUBSCRIPTION_STATUSES, SUBSCRIPTION_FREQUENCY_TYPES, SUBSCRIPTION_BILLING_DATE_TYPES, SUBSCRIPTION_CARD_USAGES } from "./lists"

// Each schema is built in `/* @__PURE__ */ (() => …)()`: a top-level call is otherwise kept by a user's
// bundler even when unused, and with it effect/Schema (the Workers webhook route needs no schema value).

// ---------------------------------------------------------------------------
// Value lists
// ---------------------------------------------------------------------------





// ---------------------------------------------------------------------------
// Response (tolerant)
// ---------------------------------------------------------------------------

const subscriptionAmount = /* @__PURE__ */ (() =>
  Resource({
    currency: Maybe(Schema.String),
    value: Maybe(Schema.Number)
  }))()
/** The schema of `SubscriptionAmount`, by name (see `Named`). */
export interface SubscriptionAmountSchema extends Named<typeof subscriptionAmount> {}
/** `{ currency, value }` of a subscription charge, as answered. */
export const SubscriptionAmount: SubscriptionAmountSchema = subscriptionAmount
export type SubscriptionAmount = typeof SubscriptionAmount.Type

const subscriptionPaymentMethod = /* @__PURE__ */ (() =>
  Resource({
    type: Maybe(OpenEnum(["CARD"])),
    vaulted_token: Maybe(Schema.String),
    token: Maybe(Schema.String),
    card: Maybe(
      Resource({
        verify: Maybe(Schema.Boolean),
        installments: Maybe(Schema.Number),
        card_data: Maybe(OpaqueObject),
        store_credentials: Maybe(Resource({ usage: Maybe(Schema.String) })),
        usage: Maybe(Schema.String), // the reference: FIRST or USED
        network_transaction_id: Maybe(Schema.String)
      })
    )
  }))()
/** The schema of `SubscriptionPaymentMethod`, by name (see `Named`). */
export interface SubscriptionPaymentMethodSchema extends Named<typeof subscriptionPaymentMethod> {}
/** One payment method of a subscription: an object in create responses, array items in pause / resume. */
export const SubscriptionPaymentMethod: SubscriptionPaymentMethodSchema = subscriptionPaymentMethod
export type SubscriptionPaymentMethod = typeof SubscriptionPaymentMethod.Type

const subscriptionMetadataEntry = /* @__PURE__ */ (() =>
  Resource({
    key: Maybe(Schema.String),
    value: Maybe(Schema.String)
  }))()
/** The schema of `SubscriptionMetadataEntry`, by name (see `Named`). */
export interface SubscriptionMetadataEntrySchema extends Named<typeof subscriptionMetadataEntry> {}
/** One `{ key, value }` metadata entry, as answered. */
export const SubscriptionMetadataEntry: SubscriptionMetadataEntrySchema = subscriptionMetadataEntry
export type SubscriptionMetadataEntry = typeof SubscriptionMetadataEntry.Type

const subscriptionCodec = /* @__PURE__ */ (() =>
  Resource({
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
    retries: Maybe(
      Resource({
        retry_on_decline: Maybe(Schema.Boolean),
        amount: Maybe(Schema.Number),
        strategy: Maybe(Schema.String),
        schedule: Maybe(Schema.Array(Schema.Unknown)),
        stop_on_hard_decline: Maybe(Schema.Boolean),
        cancel_on_exhausted_retries: Maybe(Schema.Boolean)
      })
    ),
    initial_payment_validation: Maybe(Schema.Boolean),
    // spec: array of payment ids, in pause and resume responses
    payments: Maybe(Schema.Array(Schema.String)),
    // the reference's plan, phase and lifecycle fields
    plan_id: Maybe(Schema.String),
    plan_assigned_at: Maybe(Schema.String),
    soft_descriptor: Maybe(Schema.String),
    subscription_agreement_id: Maybe(Schema.String),
    previous_subscription_id: Maybe(Schema.String),
    reason: Maybe(Schema.String),
    cancellation_source: Maybe(Schema.String),
    cancellation_time: Maybe(Schema.String),
    ending_time: Maybe(Schema.String),
    current_period_start: Maybe(Schema.String),
    current_period_end: Maybe(Schema.String),
    renewal_notification_days: Maybe(Schema.Number),
    current_phase: OptUnknown, // a phase number or object, kept as sent
    phases: Maybe(Schema.Array(Schema.Unknown)),
    billing_phases: Maybe(Schema.Array(Schema.Unknown)),
    pending_plan_change: Maybe(OpaqueObject),
    created_at: Maybe(Schema.String),
    updated_at: Maybe(Schema.String)
  }))()
/** The schema of `Subscription`, by name (see `Named`). */
export interface SubscriptionSchema extends Named<typeof subscriptionCodec> {}
/** The subscription resource (spec "Subscription"); unknown fields and statuses are kept. */
export const Subscription: SubscriptionSchema = subscriptionCodec
export type Subscription = typeof Subscription.Type
