/**
 * Subscription plans (`/plans`): the `Plan` resource, its page and the answer of cancelling one,
 * as the service answers them (tolerant).
 */
import * as Schema from "effect/Schema"
import { OptNumber, OptString } from "./fields"
import { KeyValueEntry, Money, PagePagination } from "./money"
import { Maybe, OpenEnum, Resource } from "./shared"

/** The reference's plan statuses (a cancelled plan answers `CANCELED`). */
export const PLAN_STATUSES = ["ACTIVE", "CANCELED"] as const
/** Billing interval units of plans and their phases. */
export const PLAN_INTERVAL_TYPES = ["DAY", "WEEK", "MONTH", "YEAR"] as const
/** A phase's kind: a leading trial, or the terminal regular phase. */
export const PLAN_PHASE_TYPES = ["TRIAL", "REGULAR"] as const

/** `{ type, value }`: every `value` units of `type`. */
export const PlanInterval = /* @__PURE__ */ (() => Resource({ type: Maybe(OpenEnum(PLAN_INTERVAL_TYPES)), value: OptNumber }))()
export type PlanInterval = typeof PlanInterval.Type

/** A per-country price. */
export const CountryPrice = /* @__PURE__ */ (() => Resource({ country: OptString, amount: Maybe(Money) }))()
export type CountryPrice = typeof CountryPrice.Type

/** One phase of a plan's ladder; the terminal REGULAR phase answers `null` for what it does not set. */
export const PlanPhase = /* @__PURE__ */ (() =>
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
export type PlanPhase = typeof PlanPhase.Type

/** The plan resource; the list answers a summary of it (`subscribers_count`, `countries`). */
export const Plan = /* @__PURE__ */ (() =>
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
export type Plan = typeof Plan.Type

/** `plans.list`: `{ items, pagination { page, size, total, total_pages } }`. */
export const PlanPage = /* @__PURE__ */ (() => Resource({ items: Schema.Array(Plan), pagination: Maybe(PagePagination) }))()
export type PlanPage = typeof PlanPage.Type

/** `plans.cancel`: the plan's id and status, and how many subscriptions were cancelled with it. */
export const PlanCancellation = /* @__PURE__ */ (() =>
  Resource({ id: Schema.String, status: Maybe(OpenEnum(PLAN_STATUSES)), affected_subscriptions: OptNumber }))()
export type PlanCancellation = typeof PlanCancellation.Type

/** A subscription's move to another plan, scheduled for its next billing cycle (`subscriptions.update`'s `plan_change`). */
export const PendingPlanChange = /* @__PURE__ */ (() =>
  Resource({
    plan_id: OptString,
    plan_name: OptString,
    direction: Maybe(OpenEnum(["UPGRADE", "DOWNGRADE"])),
    effective: OptString,
    phases_behavior: OptString,
    applies_at: OptString,
    requested_at: OptString
  }))()
export type PendingPlanChange = typeof PendingPlanChange.Type

/** The cycles a subscription bills at a phase's price (`billing_phases` of a subscription on a phased plan). */
export const SubscriptionBillingPhase = /* @__PURE__ */ (() =>
  Resource({
    order: OptNumber,
    type: Maybe(OpenEnum(PLAN_PHASE_TYPES)),
    name: OptString,
    amount: Maybe(Money),
    frequency: Maybe(PlanInterval),
    start_cycle: OptNumber,
    end_cycle: OptNumber
  }))()
export type SubscriptionBillingPhase = typeof SubscriptionBillingPhase.Type
