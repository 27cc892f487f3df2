/**
 * Subscription plans (`/plans`): created ACTIVE, immutable after that (a price change is a new
 * plan), cancelled with `POST /plans/{plan_id}/status`, which cancels every subscription on the
 * plan at once (`affected_subscriptions`, state/subscription-changes.ts). Cancelling a CANCELED
 * plan runs the cascade again and answers 200 (the cancel-plan page). A plan's price for a subscriber: its `country_prices`
 * entry for the subscriber's country, else `base_amount` (the plans guide).
 */
import type { KeptAmount, PlanRecord } from "../foundation/billing-records"
import { reject } from "../foundation/errors"
import { isoMicros, uuid } from "../foundation/time"
import type { CreatePlanBody } from "./billing-bodies"
import { type Env, own } from "./env"
import { keptAmount, renderAmount } from "./meters"
import { planMetersOf, renderPlanMeter } from "./plan-meters"

/** POST /plans. */
export const createPlan = (env: Env, merchant: string, accountId: string | undefined, body: CreatePlanBody): PlanRecord => {
  const now = env.clock.now()
  const plan: PlanRecord = {
    id: uuid(),
    merchant,
    accountId: accountId ?? null,
    params: { ...body },
    baseAmount: keptAmount("base_amount", body.base_amount),
    frequency: { type: body.frequency.type, value: body.frequency.value },
    countryPrices: (body.country_prices ?? []).map((p, i) => ({ country: p.country, amount: keptAmount(`country_prices[${i}].amount`, p.amount) })),
    status: "ACTIVE",
    createdAt: now,
    updatedAt: now
  }
  env.store.plans.set(plan.id, plan)
  return plan
}

/** The plan, or 404 PLAN_NOT_FOUND (the retrieve-plan page); the meter pages answer 400 for the same (`status`). */
export const requirePlan = (env: Env, merchant: string, id: string, status: 400 | 404 = 404): PlanRecord => {
  const plan = own(env.store.plans, id, merchant)
  if (plan === undefined) throw reject(status, "PLAN_NOT_FOUND", `Plan ${id} not found`)
  return plan
}

/** GET /plans: oldest first. */
export const listPlans = (env: Env, merchant: string): Array<PlanRecord> =>
  [...env.store.plans.values()].filter((p) => p.merchant === merchant)

/** The plan's price for a subscriber in `country`. */
export const planPriceFor = (plan: PlanRecord, country: string): KeptAmount =>
  plan.countryPrices.find((p) => p.country === country)?.amount ?? plan.baseAmount

/** The subscriptions on the plan that are still running (ACTIVE or PAUSED). */
export const runningSubscriptionsOn = (env: Env, plan: PlanRecord) =>
  [...env.store.subscriptions.values()].filter((s) => s.merchant === plan.merchant && s.plan === plan.id && (s.status === "ACTIVE" || s.status === "PAUSED"))

/** The Plan resource; the list's items add `subscribers_count` and `countries` (the list-plans page). */
export const renderPlan = (env: Env, plan: PlanRecord, view: "item" | "list" = "item") => {
  const p = plan.params as CreatePlanBody
  return {
    id: plan.id,
    account_id: plan.accountId,
    name: p.name,
    description: p.description ?? null,
    merchant_reference: p.merchant_reference ?? null,
    status: plan.status,
    base_amount: renderAmount(plan.baseAmount),
    frequency: plan.frequency,
    country_prices: plan.countryPrices.map((c) => ({ country: c.country, amount: renderAmount(c.amount) })),
    allowed_payment_methods: p.allowed_payment_methods ?? null,
    metadata: p.metadata ?? null,
    phases: p.phases ?? null,
    // the usage-based billing guide: the plan carries its metered prices (an empty array without)
    meters: planMetersOf(env, plan).map(renderPlanMeter),
    ...(view === "list"
      ? { subscribers_count: runningSubscriptionsOn(env, plan).length, countries: plan.countryPrices.map((c) => c.country) }
      : {}),
    created_at: isoMicros(plan.createdAt),
    updated_at: isoMicros(plan.updatedAt)
  }
}
