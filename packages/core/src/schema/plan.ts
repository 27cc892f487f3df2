/**
 * Subscription plans (`/plans`): the `Plan` resource, its page and the answer of cancelling one,
 * as the service answers them (tolerant).
 */
import * as Schema from "effect/Schema"
import { OptNumber, OptString } from "./fields"
import { KeyValueEntry, Money, PagePagination } from "./money"
import { Maybe, OpenEnum, Resource, type Named } from "./shared"

/** The reference's plan statuses (a cancelled plan answers `CANCELED`). */
export const PLAN_STATUSES = ["ACTIVE", "CANCELED"] as const
/** Billing interval units of plans and their phases. */
export const PLAN_INTERVAL_TYPES = ["DAY", "WEEK", "MONTH", "YEAR"] as const
/** A phase's kind: a leading trial, or the terminal regular phase. */
export const PLAN_PHASE_TYPES = ["TRIAL", "REGULAR"] as const

const planInterval = /* @__PURE__ */ (() => Resource({ type: Maybe(OpenEnum(PLAN_INTERVAL_TYPES)), value: OptNumber }))()
/** The schema of `PlanInterval`, by name (see `Named`). */
export interface PlanIntervalSchema extends Named<typeof planInterval> {}
/** `{ type, value }`: every `value` units of `type`. */
export const PlanInterval: PlanIntervalSchema = planInterval
export type PlanInterval = typeof PlanInterval.Type

const countryPrice = /* @__PURE__ */ (() => Resource({ country: OptString, amount: Maybe(Money) }))()
/** The schema of `CountryPrice`, by name (see `Named`). */
export interface CountryPriceSchema extends Named<typeof countryPrice> {}
/** A per-country price. */
export const CountryPrice: CountryPriceSchema = countryPrice
export type CountryPrice = typeof CountryPrice.Type

const planPhase = /* @__PURE__ */ (() =>
  Resource({
    order: OptNumber,
    name: OptString,
    type: Maybe(OpenEnum(PLAN_PHASE_TYPES)),
    duration: Maybe(PlanInterval),
    frequency: Maybe(PlanInterval),
    amount: Maybe(Money),
    total_payments: OptNumber,
    country_prices: Maybe(Schema.Array(CountryPrice))
  }))()
/** The schema of `PlanPhase`, by name (see `Named`). */
export interface PlanPhaseSchema extends Named<typeof planPhase> {}
/** One phase of a plan's ladder; the terminal REGULAR phase answers `null` for what it does not set. */
export const PlanPhase: PlanPhaseSchema = planPhase
export type PlanPhase = typeof PlanPhase.Type

const plan = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String,
    account_id: OptString,
    name: OptString,
    description: OptString,
    merchant_reference: OptString,
    status: Maybe(OpenEnum(PLAN_STATUSES)),
    base_amount: Maybe(Money),
    frequency: Maybe(PlanInterval),
    country_prices: Maybe(Schema.Array(CountryPrice)),
    allowed_payment_methods: Maybe(Schema.Array(Schema.String)),
    metadata: Maybe(Schema.Array(KeyValueEntry)),
    phases: Maybe(Schema.Array(PlanPhase)),
    subscribers_count: OptNumber,
    countries: Maybe(Schema.Array(Schema.String)),
    created_at: OptString,
    updated_at: OptString
  }))()
/** The schema of `Plan`, by name (see `Named`). */
export interface PlanSchema extends Named<typeof plan> {}
/** The plan resource; the list answers a summary of it (`subscribers_count`, `countries`). */
export const Plan: PlanSchema = plan
export type Plan = typeof Plan.Type

const planPage = /* @__PURE__ */ (() => Resource({ items: Schema.Array(Plan), pagination: Maybe(PagePagination) }))()
/** The schema of `PlanPage`, by name (see `Named`). */
export interface PlanPageSchema extends Named<typeof planPage> {}
/** `plans.list`: `{ items, pagination { page, size, total, total_pages } }`. */
export const PlanPage: PlanPageSchema = planPage
export type PlanPage = typeof PlanPage.Type

const planCancellation = /* @__PURE__ */ (() =>
  Resource({ id: Schema.String, status: Maybe(OpenEnum(PLAN_STATUSES)), affected_subscriptions: OptNumber }))()
/** The schema of `PlanCancellation`, by name (see `Named`). */
export interface PlanCancellationSchema extends Named<typeof planCancellation> {}
/** `plans.cancel`: the plan's id and status, and how many subscriptions were cancelled with it. */
export const PlanCancellation: PlanCancellationSchema = planCancellation
export type PlanCancellation = typeof PlanCancellation.Type

const pendingPlanChange = /* @__PURE__ */ (() =>
  Resource({
    plan_id: OptString,
    plan_name: OptString,
    direction: Maybe(OpenEnum(["UPGRADE", "DOWNGRADE"])),
    effective: OptString,
    phases_behavior: OptString,
    applies_at: OptString,
    requested_at: OptString
  }))()
/** The schema of `PendingPlanChange`, by name (see `Named`). */
export interface PendingPlanChangeSchema extends Named<typeof pendingPlanChange> {}
/** A subscription's move to another plan, scheduled for its next billing cycle (`subscriptions.update`'s `plan_change`). */
export const PendingPlanChange: PendingPlanChangeSchema = pendingPlanChange
export type PendingPlanChange = typeof PendingPlanChange.Type

const subscriptionBillingPhase = /* @__PURE__ */ (() =>
  Resource({
    order: OptNumber,
    type: Maybe(OpenEnum(PLAN_PHASE_TYPES)),
    name: OptString,
    amount: Maybe(Money),
    frequency: Maybe(PlanInterval),
    start_cycle: OptNumber,
    end_cycle: OptNumber
  }))()
/** The schema of `SubscriptionBillingPhase`, by name (see `Named`). */
export interface SubscriptionBillingPhaseSchema extends Named<typeof subscriptionBillingPhase> {}
/** The cycles a subscription bills at a phase's price (`billing_phases` of a subscription on a phased plan). */
export const SubscriptionBillingPhase: SubscriptionBillingPhaseSchema = subscriptionBillingPhase
export type SubscriptionBillingPhase = typeof SubscriptionBillingPhase.Type
