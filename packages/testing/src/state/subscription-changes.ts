/**
 * Changes to a running subscription (the update, change-plan and retry pages) and the cascade of
 * a cancelled plan:
 *
 * - update (PATCH): only what is sent changes, checked whole before anything is applied; amounts
 *   and cadence apply from the next renewal; `plan_change` schedules a move to another plan at
 *   the next renewal (`pending_plan_change`), same `id`. CANCELED / COMPLETED: 400 INVALID_STATE.
 * - changePlan: no charge now, nothing prorated or refunded; the new plan's price applies from the
 *   next renewal. Not on a plan: attached in place (same `id`). On a plan: the subscription is
 *   CANCELED (`cancellation_source: PLAN_CHANGE`) and replaced by a new one on the target plan,
 *   starting at the original's next renewal with its remaining cycles (`previous_subscription_id`).
 *   Re-posting the current plan is a no-op.
 * - retry: charges again the subscription's last payment when it was DECLINED, with the card
 *   vaulted now (a test card decides, as in the sandbox); otherwise 400 INVALID_STATE.
 * - cancelling a plan cancels its running subscriptions (`cancellation_source: PLAN_CANCELED`).
 */
import { invalidRequest, reject } from "../foundation/errors"
import { fromUnits } from "../foundation/money"
import type { SubscriptionRecord } from "../foundation/store"
import { uuid } from "../foundation/time"
import type { ChangePlanBody, UpdateSubscriptionBody } from "./billing-bodies"
import { type Env, own } from "./env"
import type { KeptSubscriptionParams } from "./params"
import { enrollCard, isEnrolled } from "./payment-methods"
import { planPriceFor, requirePlan, runningSubscriptionsOn } from "./plans"
import { requestUnits } from "./request-amount"
import { optionalRequestTime } from "./request-time"
import { brandOf } from "./test-cards"
import {
  cancelSubscriptionFor,
  chargeCycle,
  invalidState,
  notify,
  retrieveSubscription,
  scheduleCompletion,
  scheduleCycle
} from "./subscriptions"

/** How far in the future a replacement whose renewal date has passed starts (the change-plan page: "about a minute"). */
export const LATE_REPLACEMENT_DELAY_MS = 60_000

const isRunning = (sub: SubscriptionRecord) => sub.status === "ACTIVE" || sub.status === "PAUSED"

type Metadata = ReadonlyArray<{ readonly key: string; readonly value: string }>

/** PATCH /subscriptions/{subscription_id}. */
export const updateSubscription = (env: Env, merchant: string, id: string, body: UpdateSubscriptionBody): SubscriptionRecord => {
  const sub = retrieveSubscription(env, merchant, id)
  if (!isRunning(sub)) throw invalidState(sub, "updated")
  const now = env.clock.now()
  const p = sub.params as KeptSubscriptionParams
  const next: Record<string, unknown> = { ...sub.params }
  for (const key of ["name", "description", "account_id", "merchant_reference", "soft_descriptor", "country"] as const) {
    if (body[key] !== undefined) next[key] = body[key]
  }
  // the payer and the card: the card must be an enrolled card of the (new) payer
  const payerId = body.customer_payer?.id ?? p.customer_payer.id
  const payer = own(env.store.customers, payerId, merchant)
  if (payer === undefined) throw reject(400, "CUSTOMER_NOT_FOUND", `Customer ${payerId} not found`)
  let vaultedToken = body.payment_method?.vaulted_token ?? p.payment_method.vaulted_token
  const cardData = body.payment_method?.card?.card_data
  const number = cardData?.number?.replace(/\D/g, "")
  if (number !== undefined && number.length < 12) throw invalidRequest("payment_method.card.card_data.number: not a card number")
  if (number === undefined && !payer.cards.some((c) => c.vaultedToken === vaultedToken && isEnrolled(c))) {
    throw invalidRequest("payment_method.vaulted_token: not an enrolled card of this customer")
  }
  const amountUnits = body.amount === undefined ? undefined : requestUnits("amount.value", body.amount.value)
  if (body.amount !== undefined) next.amount = { currency: body.amount.currency, value: fromUnits(amountUnits!) }
  if (body.frequency !== undefined) next.frequency = { type: body.frequency.type, value: body.frequency.value ?? 1 }
  const total = body.billing_cycles?.total
  if (total !== undefined && total < sub.chargedCycles) {
    throw invalidRequest(`billing_cycles.total: ${sub.chargedCycles} cycles are already charged`)
  }
  const finishAt = optionalRequestTime("availability.finish_at", body.availability?.finish_at)
  if (finishAt !== undefined && finishAt <= now) throw invalidRequest("availability.finish_at: must be in the future")
  const startAt = optionalRequestTime("availability.start_at", body.availability?.start_at)
  if (startAt !== undefined && sub.chargedCycles > 0) throw invalidRequest("availability.start_at: the subscription has already started")
  if (body.retries !== undefined) next.retries = { ...(p.retries ?? {}), ...body.retries }
  if (body.metadata !== undefined) {
    const sent = body.metadata as Metadata | { readonly key: string; readonly value: string }
    next.metadata = Array.isArray(sent)
      ? sent
      : [...((p.metadata ?? []) as Metadata).filter((m) => m.key !== (sent as { key: string }).key), sent]
  }
  const change = body.plan_change
  if (change !== undefined) {
    // the change-plan page: plan_change needs a subscription on a plan, ACTIVE; the same plan is 422 SAME_PLAN
    if (sub.plan === undefined) throw reject(400, "BAD_REQUEST", "plan_change: the subscription is not on a plan; use the change-plan endpoint")
    if (sub.status !== "ACTIVE") throw invalidState(sub, "given a plan change")
    const plan = requirePlan(env, merchant, change.plan_id)
    if (plan.status !== "ACTIVE") throw reject(400, "INVALID_STATE", `Plan ${plan.id} is ${plan.status}`)
    if (plan.id === sub.plan) throw reject(422, "SAME_PLAN", "The subscription is already on this plan")
  }

  // everything checked: apply
  if (number !== undefined) {
    const card = enrollCard(payer, now, {
      iin: number.slice(0, 8), lfd: number.slice(-4), brand: brandOf(number),
      ...(cardData?.expiration_month !== undefined ? { expirationMonth: cardData.expiration_month } : {}),
      ...(cardData?.expiration_year !== undefined ? { expirationYear: cardData.expiration_year < 100 ? 2000 + cardData.expiration_year : cardData.expiration_year } : {})
    })
    vaultedToken = card.vaultedToken
  }
  next.customer_payer = { id: payer.id }
  next.payment_method = {
    ...p.payment_method,
    ...(body.payment_method?.type !== undefined ? { type: body.payment_method.type } : {}),
    vaulted_token: vaultedToken
  }
  sub.params = next as SubscriptionRecord["params"]
  if (amountUnits !== undefined) sub.amountUnits = amountUnits
  if (total !== undefined) sub.totalCycles = total
  if (startAt !== undefined) {
    sub.startAt = startAt
    sub.nextAt = Math.max(startAt, now)
    scheduleCycle(env, sub)
  }
  if (finishAt !== undefined) {
    sub.finishAt = finishAt
    scheduleCompletion(env, sub, finishAt, "finish_at")
  }
  if (change !== undefined) {
    sub.pendingPlanChange = { planId: change.plan_id, phasesBehavior: change.phases_behavior ?? "START_FROM_REGULAR", requestedAt: now }
  }
  sub.updatedAt = now
  notify(env, "update", sub)
  return sub
}

/** POST /subscriptions/{subscription_id}/plan: the subscription on the plan, or its replacement. */
export const changeSubscriptionPlan = (env: Env, merchant: string, id: string, body: ChangePlanBody): SubscriptionRecord => {
  const sub = retrieveSubscription(env, merchant, id)
  if (!isRunning(sub)) throw reject(400, "INVALID_STATE", `The subscription status ${sub.status} does not support plan changes.`)
  const plan = requirePlan(env, merchant, body.plan_id)
  const p = sub.params as KeptSubscriptionParams
  if (plan.accountId !== null && plan.accountId !== p.account_id) throw reject(404, "PLAN_NOT_FOUND", `Plan ${plan.id} not found`)
  if (sub.plan === plan.id) return sub // re-posting the current plan: a no-op, even for a cancelled plan
  if (plan.status !== "ACTIVE") throw reject(400, "INVALID_STATE", `Plan ${plan.id} is ${plan.status}`)
  const price = planPriceFor(plan, p.country)
  const now = env.clock.now()

  if (sub.plan === undefined) {
    if (body.skip_trial === true) throw reject(400, "BAD_REQUEST", "skip_trial: only for a subscription already on a plan")
    const cadence = p.frequency
    if (cadence === undefined || cadence.type !== plan.frequency.type || cadence.value !== plan.frequency.value) {
      throw reject(400, "BAD_REQUEST", "frequency: the plan's cadence differs from the subscription's")
    }
    if (price.currency !== p.amount.currency) throw reject(400, "BAD_REQUEST", "amount.currency: the plan's price is in another currency")
    if (sub.chargedCycles < sub.trialCycles) throw reject(400, "BAD_REQUEST", "trial_period: the subscription is in its trial")
    sub.plan = plan.id
    sub.planAssignedAt = now
    sub.amountUnits = price.units // from the next renewal: the current cycle is already charged
    sub.params = { ...sub.params, amount: { currency: price.currency, value: fromUnits(price.units) } }
    sub.updatedAt = now
    return sub
  }

  const remaining = sub.totalCycles === null ? null : sub.totalCycles - sub.chargedCycles
  if (remaining !== null && remaining < 1) throw reject(400, "BAD_REQUEST", "billing_cycles: no billing cycle is left")
  if (sub.finishAt !== null && sub.nextAt !== null && sub.finishAt < sub.nextAt) {
    throw reject(400, "INVALID_STATE", "availability.finish_at: the subscription ends before its next renewal")
  }
  const start = sub.nextAt !== null && sub.nextAt > now ? sub.nextAt : now + LATE_REPLACEMENT_DELAY_MS
  const replacement: SubscriptionRecord = {
    id: uuid(),
    merchant,
    planId: uuid(),
    params: { ...sub.params, amount: { currency: price.currency, value: fromUnits(price.units) }, frequency: plan.frequency, plan_id: plan.id },
    status: "ACTIVE",
    amountUnits: price.units,
    trialCycles: 0,
    trialAmountUnits: 0,
    totalCycles: remaining,
    startAt: start,
    finishAt: sub.finishAt,
    chargedCycles: 0,
    nextAt: start,
    payments: [],
    cycleTask: null,
    finishTask: null,
    createdAt: now,
    updatedAt: now,
    plan: plan.id,
    planAssignedAt: now,
    // the usage of the cycle in flight is billed at the replacement's first charge
    usageFrom: sub.usageFrom ?? sub.startAt,
    previousSubscriptionId: sub.id,
    pendingPlanChange: null
  }
  env.store.subscriptions.set(replacement.id, replacement)
  notify(env, "create", replacement)
  cancelSubscriptionFor(env, sub, "PLAN_CHANGE")
  notify(env, "plan_changed", replacement)
  if (replacement.finishAt !== null) scheduleCompletion(env, replacement, replacement.finishAt, "finish_at")
  scheduleCycle(env, replacement)
  return replacement
}

/** POST /subscriptions/{subscription_id}/retry. */
export const retrySubscription = (env: Env, merchant: string, id: string): SubscriptionRecord => {
  const sub = retrieveSubscription(env, merchant, id)
  const lastId = sub.payments.at(-1)
  const last = lastId === undefined ? undefined : env.store.payments.get(lastId)
  if (sub.status !== "ACTIVE" || last === undefined || last.status !== "DECLINED") {
    throw reject(400, "INVALID_STATE", "The last payment intent of the subscription does not support the action requested.")
  }
  const cycle = Math.max(1, sub.chargedCycles)
  chargeCycle(env, sub, cycle, last.valueUnits, `${(sub.params as KeptSubscriptionParams).name} — cycle ${cycle} (retry)`)
  sub.updatedAt = env.clock.now()
  return sub
}

/** POST /plans/{plan_id}/status: the plan CANCELED and every running subscription on it with it. */
export const cancelPlan = (env: Env, merchant: string, id: string, status: string) => {
  const plan = requirePlan(env, merchant, id)
  // the one move the page lists; anything else is the reserved INVALID_STATE
  if (status !== "CANCELED") throw reject(400, "INVALID_STATE", `A plan cannot move to status ${status}`)
  const affected = runningSubscriptionsOn(env, plan)
  for (const sub of affected) cancelSubscriptionFor(env, sub, "PLAN_CANCELED")
  plan.status = "CANCELED"
  plan.updatedAt = env.clock.now()
  return { id: plan.id, status: plan.status, affected_subscriptions: affected.length }
}
