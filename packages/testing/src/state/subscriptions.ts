/**
 * Subscription state machine (spec "Subscription", gap-facts #12–14):
 *
 *   create            → ACTIVE (cycle 1 is charged at start_at, or at once)
 *   ACTIVE  --pause-->  PAUSED      (pause only from ACTIVE)
 *   PAUSED  --resume--> ACTIVE      (resume only from PAUSED)
 *   ACTIVE | PAUSED --cancel--> CANCELED
 *   ACTIVE  --time-->   COMPLETED   when billing_cycles.total have been charged or finish_at is
 *                                   reached, whichever comes first
 *   any other move    → 400 INVALID_STATE
 *
 * Cycles fall due on the fake clock. A cycle due while PAUSED is skipped (not charged, not
 * counted). Each charge is a PURCHASE payment on the vaulted card, listed in `payments`.
 */
import type { CreateSubscriptionParams } from "@payrail/core"
import { invalidRequest, reject } from "../errors"
import { fromUnits, toUnits } from "../money"
import type { SubscriptionRecord } from "../store"
import { addPeriod, isoMicros, toMillis, uuid } from "../time"
import { type Env, own } from "./env"
import { chargeSubscriptionCycle } from "./payments"

const invalidState = (sub: SubscriptionRecord, move: string) =>
  reject(400, "INVALID_STATE", `A subscription in status ${sub.status} cannot be ${move}`)

/** The due time of the cycle after one due at `at`. */
const nextCycleAt = (sub: SubscriptionRecord, at: number): number => {
  const { frequency, billing_date } = sub.params as CreateSubscriptionParams
  if (frequency !== undefined) return addPeriod(at, frequency.type, frequency.value)
  // billing_date: monthly; DAY pins the day of the month (clamped to the month's length)
  const next = addPeriod(at, "MONTH", 1)
  return billing_date?.type === "DAY" && billing_date.day !== undefined ? onDay(next, billing_date.day) : next
}

const onDay = (ms: number, day: number): number => {
  const d = new Date(ms)
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return d.getTime()
}

/** When cycle 1 falls due. */
const firstCycleAt = (params: CreateSubscriptionParams, start: number): number => {
  const bd = params.billing_date
  if (bd?.type === "POSTDATE") return addPeriod(start, "MONTH", 1)
  if (bd?.type === "DAY" && bd.day !== undefined) {
    const candidate = onDay(start, bd.day)
    return candidate >= start ? candidate : onDay(addPeriod(start, "MONTH", 1), bd.day)
  }
  return start
}

/** A subscription moved: `subscription.<event>` with the subscription as the service sends it (identified by `code`). */
const notify = (env: Env, event: string, sub: SubscriptionRecord) =>
  env.notify?.(`subscription.${event}`, () => ({ subscription: { ...renderSubscription(env, sub), code: sub.id } }))

const end = (sub: SubscriptionRecord, status: "CANCELED" | "COMPLETED", at: number) => {
  sub.status = status
  sub.nextAt = null
  sub.cycleTask?.cancel()
  sub.finishTask?.cancel()
  sub.cycleTask = null
  sub.finishTask = null
  sub.updatedAt = at
}

/** Runs the cycle due now, then schedules the next one (or completes). */
const runCycle = (env: Env, sub: SubscriptionRecord): void => {
  if (sub.nextAt === null || sub.status === "CANCELED" || sub.status === "COMPLETED") return
  const dueAt = sub.nextAt
  const now = env.clock.now()
  if (sub.status === "ACTIVE") {
    const cycle = sub.chargedCycles + 1
    const units = cycle <= sub.trialCycles ? sub.trialAmountUnits : sub.amountUnits
    if (units > 0) {
      const params = sub.params as CreateSubscriptionParams
      const payment = chargeSubscriptionCycle(env, sub.merchant, {
        subscriptionId: sub.id,
        accountId: params.account_id,
        country: params.country,
        currency: cycle <= sub.trialCycles && params.trial_period?.amount ? params.trial_period.amount.currency : params.amount.currency,
        valueUnits: units,
        vaultedToken: params.payment_method.vaulted_token,
        customerId: params.customer_payer.id,
        description: `${params.name} — cycle ${cycle}`,
        merchantReference: params.merchant_reference
      })
      sub.payments.push(payment.id)
    }
    sub.chargedCycles = cycle
    sub.updatedAt = now
    if (sub.totalCycles !== null && sub.chargedCycles >= sub.totalCycles) {
      // spec: COMPLETED once the last cycle is reached
      end(sub, "COMPLETED", now)
      notify(env, "complete", sub)
      return
    }
  }
  sub.nextAt = nextCycleAt(sub, dueAt)
  scheduleCycle(env, sub)
}

const scheduleCycle = (env: Env, sub: SubscriptionRecord) => {
  sub.cycleTask?.cancel()
  sub.cycleTask = sub.nextAt === null ? null : env.clock.schedule(sub.nextAt, `subscription ${sub.id} cycle`, () => runCycle(env, sub))
}

/** POST /subscriptions. */
export const createSubscription = (env: Env, merchant: string, params: CreateSubscriptionParams): SubscriptionRecord => {
  const customer = own(env.store.customers, params.customer_payer.id, merchant)
  if (customer === undefined) throw reject(400, "CUSTOMER_NOT_FOUND", `Customer ${params.customer_payer.id} not found`)
  // spec: only CARD with a previously enrolled vaulted_token is available
  if (!customer.cards.some((c) => c.vaultedToken === params.payment_method.vaulted_token)) {
    throw invalidRequest("payment_method.vaulted_token: not an enrolled card of this customer")
  }
  const now = env.clock.now()
  const start = params.availability?.start_at !== undefined ? toMillis(params.availability.start_at) : now
  const finishAt = params.availability?.finish_at !== undefined ? toMillis(params.availability.finish_at) : null
  if (finishAt !== null && finishAt <= now) throw invalidRequest("availability.finish_at: must be in the future")
  if (params.trial_period?.amount !== undefined && params.trial_period.amount.currency !== params.amount.currency) {
    throw invalidRequest("trial_period.amount.currency: must be the subscription's currency")
  }

  const sub: SubscriptionRecord = {
    id: uuid(),
    merchant,
    planId: uuid(),
    params: params as SubscriptionRecord["params"],
    status: "ACTIVE",
    amountUnits: toUnits(params.amount.value),
    trialCycles: params.trial_period?.billing_cycles ?? 0,
    trialAmountUnits: params.trial_period?.amount !== undefined ? toUnits(params.trial_period.amount.value) : 0,
    totalCycles: params.billing_cycles?.total ?? null,
    startAt: start,
    finishAt,
    chargedCycles: 0,
    nextAt: firstCycleAt(params, start),
    payments: [],
    cycleTask: null,
    finishTask: null,
    createdAt: now,
    updatedAt: now
  }
  env.store.subscriptions.set(sub.id, sub)
  notify(env, "create", sub)
  if (finishAt !== null) {
    // spec: COMPLETED at the nearest of the last cycle and finish_at
    sub.finishTask = env.clock.schedule(finishAt, `subscription ${sub.id} finish_at`, () => {
      if (sub.status === "ACTIVE" || sub.status === "PAUSED") {
        end(sub, "COMPLETED", env.clock.now())
        notify(env, "complete", sub)
      }
    })
  }
  if (sub.nextAt !== null && sub.nextAt <= now) runCycle(env, sub)
  else scheduleCycle(env, sub)
  return sub
}

const lookup = (env: Env, merchant: string, id: string): SubscriptionRecord => {
  const sub = own(env.store.subscriptions, id, merchant)
  if (sub === undefined) throw reject(400, "SUBSCRIPTION_NOT_FOUND", `Subscription ${id} not found`)
  return sub
}

/** GET /subscriptions/{id}. */
export const retrieveSubscription = lookup

/** POST /subscriptions/{id}/pause: ACTIVE → PAUSED (gap-facts #13). */
export const pauseSubscription = (env: Env, merchant: string, id: string): SubscriptionRecord => {
  const sub = lookup(env, merchant, id)
  if (sub.status !== "ACTIVE") throw invalidState(sub, "paused")
  sub.status = "PAUSED"
  sub.updatedAt = env.clock.now()
  notify(env, "pause", sub)
  return sub
}

/** POST /subscriptions/{id}/resume: PAUSED → ACTIVE (gap-facts #13). */
export const resumeSubscription = (env: Env, merchant: string, id: string): SubscriptionRecord => {
  const sub = lookup(env, merchant, id)
  if (sub.status !== "PAUSED") throw invalidState(sub, "resumed")
  sub.status = "ACTIVE"
  sub.updatedAt = env.clock.now()
  notify(env, "resume", sub)
  return sub
}

/** POST /subscriptions/{id}/cancel: ACTIVE | PAUSED → CANCELED (gap-facts #13). */
export const cancelSubscription = (env: Env, merchant: string, id: string): SubscriptionRecord => {
  const sub = lookup(env, merchant, id)
  if (sub.status !== "ACTIVE" && sub.status !== "PAUSED") throw invalidState(sub, "canceled")
  end(sub, "CANCELED", env.clock.now())
  notify(env, "cancel", sub)
  return sub
}

/** Which response shape: spec shows payment_method as an object on create, an array on pause / resume. */
export type SubscriptionView = "create" | "pause" | "resume" | "retrieve" | "cancel"

/** The Subscription resource. */
export const renderSubscription = (env: Env, sub: SubscriptionRecord, view: SubscriptionView = "retrieve") => {
  const p = sub.params as CreateSubscriptionParams
  const method = { type: p.payment_method.type, vaulted_token: p.payment_method.vaulted_token }
  const customer = own(env.store.customers, p.customer_payer.id, sub.merchant)
  const card = customer?.cards.find((c) => c.vaultedToken === p.payment_method.vaulted_token)
  const methodItem = {
    ...method,
    token: "",
    card: {
      verify: false,
      installments: p.payment_method.card?.installments ?? 1,
      store_credentials: { usage: p.payment_method.card?.store_credentials?.usage ?? "USED" },
      card_data: card
        ? { brand: card.brand, iin: card.iin, lfd: card.lfd, expiration_month: card.expirationMonth, expiration_year: card.expirationYear }
        : null
    }
  }
  return {
    id: sub.id,
    name: p.name,
    description: p.description ?? null,
    account_id: p.account_id,
    country: p.country,
    merchant_reference: p.merchant_reference,
    status: sub.status,
    subscription_plan_id: sub.planId,
    amount: { currency: p.amount.currency, value: fromUnits(sub.amountUnits) },
    frequency: p.frequency ?? null,
    billing_date: p.billing_date ?? null,
    billing_cycles: {
      total: sub.totalCycles,
      current: Math.max(1, sub.chargedCycles),
      next_at: sub.nextAt === null ? null : isoMicros(sub.nextAt)
    },
    customer_payer: { id: p.customer_payer.id },
    payment_method: view === "pause" || view === "resume" ? [methodItem] : method,
    availability: { start_at: isoMicros(sub.startAt), finish_at: sub.finishAt === null ? null : isoMicros(sub.finishAt) },
    trial_period: p.trial_period
      ? {
        billing_cycles: p.trial_period.billing_cycles,
        amount: { currency: p.trial_period.amount?.currency ?? p.amount.currency, value: fromUnits(sub.trialAmountUnits) }
      }
      : null,
    metadata: p.metadata ? p.metadata.filter((m) => m.value !== "") : null, // spec: an empty value unsets a key
    additional_data: p.additional_data ?? null,
    retries: p.retries ?? null,
    initial_payment_validation: p.initial_payment_validation ?? false,
    payments: [...sub.payments],
    created_at: isoMicros(sub.createdAt),
    updated_at: isoMicros(sub.updatedAt)
  }
}
