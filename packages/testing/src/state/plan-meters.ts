/**
 * Metered prices: a meter attached to a plan, with the units included each cycle (`credits`)
 * and the price per unit beyond them; and the rating of a cycle's usage (the usage-based billing
 * guide, "What happens at renewal"): per meter on the subscription's plan, the cycle's quantity
 * (SUM of `consumed_value`, COUNT of events, or the LAST value by `occurred_at`) of the events whose
 * `occurred_at` falls in the cycle, minus the credits (never below 0), times the unit price —
 * the subscriber country's `country_prices` entry, else `price_per_credit`, else the meter's
 * `default_price`. PACKAGE and TIERED are rated as PER_UNIT (docs/fake.md: the reference gives
 * neither a package size nor tiers).
 */
import type { KeptAmount, KeptCountryPrice, PlanMeterRecord, PlanRecord } from "../foundation/billing-records"
import { reject } from "../foundation/errors"
import type { SubscriptionRecord } from "../foundation/store"
import { isoMicros, uuid } from "../foundation/time"
import type { AttachMeterBody, UpdatePlanMeterBody } from "./billing-bodies"
import { type Env, own } from "./env"
import { invalidParameters, keptAmount, renderAmount, requireMeter } from "./meters"

/** The plan for a metered-price operation: an unknown one is 400 PLAN_NOT_FOUND (the meter error codes). */
const planOf = (env: Env, merchant: string, id: string): PlanRecord => {
  const plan = own(env.store.plans, id, merchant)
  if (plan === undefined) throw reject(400, "PLAN_NOT_FOUND", `Plan ${id} not found`)
  return plan
}

/** The plan's metered prices, oldest first. */
export const planMetersOf = (env: Env, plan: PlanRecord): Array<PlanMeterRecord> =>
  [...env.store.planMeters.values()].filter((pm) => pm.planId === plan.id)

const countryPricesOf = (sent: ReadonlyArray<{ readonly country: string; readonly amount: { readonly currency: string; readonly value: number } }>) => {
  const countries = sent.map((c) => c.country)
  if (new Set(countries).size !== countries.length) throw invalidParameters("The country_prices must not contain duplicate countries")
  return sent.map((c, i): KeptCountryPrice => ({ country: c.country, amount: keptAmount(`country_prices[${i}].amount`, c.amount) }))
}

/** `price_per_credit` as kept: its value, or null when the USD plan inherits the meter's default price. */
const pricePerCreditOf = (
  plan: PlanRecord,
  meterDefault: KeptAmount | null,
  sent: { readonly currency: string; readonly value?: number } | undefined
): KeptAmount | null => {
  if (sent !== undefined && sent.currency !== plan.baseAmount.currency) {
    throw invalidParameters("The price_per_credit currency must match the plan base currency")
  }
  if (sent?.value !== undefined) return keptAmount("price_per_credit", { currency: sent.currency, value: sent.value })
  if (plan.baseAmount.currency !== "USD") throw invalidParameters("A price_per_credit is required when the plan base currency is not USD")
  if (meterDefault === null) throw invalidParameters("A price_per_credit is required when the meter has no default_price")
  return null
}

/** POST /subscriptions/plans/{plan_id}/meters. */
export const attachMeterToPlan = (env: Env, merchant: string, planId: string, body: AttachMeterBody): PlanMeterRecord => {
  const plan = planOf(env, merchant, planId)
  const meter = requireMeter(env, merchant, body.meter_id)
  if (meter.status !== "ACTIVE") throw reject(400, "METER_NOT_FOUND", `Meter ${meter.id} is INACTIVE`)
  if (planMetersOf(env, plan).some((pm) => pm.meterId === meter.id)) {
    throw reject(409, "PLAN_METER_ALREADY_ASSIGNED", `Meter ${meter.id} is already attached to plan ${plan.id}`)
  }
  const pricePerCredit = pricePerCreditOf(plan, meter.defaultPrice, body.price_per_credit)
  const countryPrices = countryPricesOf(body.country_prices ?? [])
  const now = env.clock.now()
  const pm: PlanMeterRecord = {
    id: uuid(), merchant, planId: plan.id, meterId: meter.id, credits: body.credits, pricingStrategy: body.pricing_strategy,
    pricePerCredit, countryPrices, createdAt: now, updatedAt: now
  }
  env.store.planMeters.set(pm.id, pm)
  return pm
}

/** GET /subscriptions/plans/{plan_id}/meters. */
export const listPlanMeters = (env: Env, merchant: string, planId: string): Array<PlanMeterRecord> =>
  planMetersOf(env, planOf(env, merchant, planId))

/** PATCH /subscriptions/plans/{plan_id}/meters/{meter_id}: only what is sent changes; rated from the next renewal on. */
export const updatePlanMeter = (env: Env, merchant: string, planId: string, meterId: string, body: UpdatePlanMeterBody): PlanMeterRecord => {
  const plan = planOf(env, merchant, planId)
  const pm = planMetersOf(env, plan).find((p) => p.meterId === meterId)
  const meter = own(env.store.meters, meterId, merchant)
  if (pm === undefined || meter === undefined || meter.status !== "ACTIVE") {
    throw reject(400, "PLAN_METER_NOT_FOUND", `Meter ${meterId} is not attached to plan ${plan.id}`)
  }
  const sent = Object.keys(body).filter((k) => ["credits", "pricing_strategy", "price_per_credit", "country_prices"].includes(k))
  if (sent.length === 0) throw invalidParameters("At least one field must be provided")
  const pricePerCredit = body.price_per_credit === undefined ? pm.pricePerCredit : pricePerCreditOf(plan, meter.defaultPrice, body.price_per_credit)
  const countryPrices = body.country_prices === undefined ? pm.countryPrices : countryPricesOf(body.country_prices)
  if (body.credits !== undefined) pm.credits = body.credits
  if (body.pricing_strategy !== undefined) pm.pricingStrategy = body.pricing_strategy
  pm.pricePerCredit = pricePerCredit
  pm.countryPrices = countryPrices
  pm.updatedAt = env.clock.now()
  return pm
}

export const renderPlanMeter = (pm: PlanMeterRecord) => ({
  id: pm.id,
  plan_id: pm.planId,
  meter_id: pm.meterId,
  credits: pm.credits,
  pricing_strategy: pm.pricingStrategy,
  price_per_credit: pm.pricePerCredit === null ? null : renderAmount(pm.pricePerCredit),
  country_prices: pm.countryPrices.map((c) => ({ country: c.country, amount: renderAmount(c.amount) })),
  created_at: isoMicros(pm.createdAt),
  updated_at: isoMicros(pm.updatedAt)
})

/** The subscription and those it replaced (plan-to-plan changes): usage reported against any of them counts. */
const lineageOf = (env: Env, sub: SubscriptionRecord): Set<string> => {
  const ids = new Set<string>()
  let at: SubscriptionRecord | undefined = sub
  // bounded: each step follows an older subscription, and ids are never reused
  while (at !== undefined && !ids.has(at.id)) {
    ids.add(at.id)
    at = at.previousSubscriptionId === undefined ? undefined : env.store.subscriptions.get(at.previousSubscriptionId)
  }
  return ids
}

/** The cycle's quantity of one meter. */
const quantityOf = (aggregation: string, values: ReadonlyArray<{ readonly consumedValue: number; readonly occurredAt: number }>): number => {
  if (values.length === 0) return 0
  if (aggregation === "COUNT") return values.length
  if (aggregation === "LAST") return values.reduce((last, e) => (e.occurredAt >= last.occurredAt ? e : last)).consumedValue
  return values.reduce((sum, e) => sum + e.consumedValue, 0)
}

/** What the usage of `sub` occurring in [from, to) adds to its renewal, in units of the subscription's currency. */
export const usageChargeUnits = (env: Env, sub: SubscriptionRecord, from: number, to: number): number => {
  const plan = sub.plan === undefined ? undefined : env.store.plans.get(sub.plan)
  if (plan === undefined) return 0
  const ids = lineageOf(env, sub)
  const country = (sub.params as { readonly country?: string }).country
  let total = 0
  for (const pm of planMetersOf(env, plan)) {
    const meter = env.store.meters.get(pm.meterId)
    if (meter === undefined) continue
    const events = [...env.store.usageEvents.values()].filter((e) =>
      e.meterId === pm.meterId && ids.has(e.subscriptionId) && e.occurredAt >= from && e.occurredAt < to)
    const billable = Math.max(0, quantityOf(meter.aggregation, events) - pm.credits)
    const price = pm.countryPrices.find((c) => c.country === country)?.amount ?? pm.pricePerCredit ?? meter.defaultPrice
    if (price !== null && billable > 0) total += Math.round(billable * price.units)
  }
  return total
}
