/**
 * Subscription state machine (spec "Subscription", docs/service-facts.md#create-subscription):
 *
 *   create            → ACTIVE (cycle 1 is charged at start_at, or at once; the answer is
 *                                   ACTIVE even when that was the last cycle — docs/service-facts.md#create-subscription)
 *   ACTIVE  --pause-->  PAUSED      (pause only from ACTIVE)
 *   PAUSED  --resume--> ACTIVE      (resume only from PAUSED)
 *   ACTIVE | PAUSED --cancel--> CANCELED
 *   ACTIVE  --time-->   COMPLETED   when billing_cycles.total have been charged or finish_at is
 *                                   reached, whichever comes first; as a clock task, so after
 *                                   the answer that charged the last cycle
 *   any other move    → 400 INVALID_STATE
 *
 * PAUSED never becomes COMPLETED (spec: PAUSED → ACTIVE or CANCELED only): a subscription paused
 * when its end comes stays PAUSED, and completes once resumed.
 *
 * Cycles fall due on the fake clock. A cycle due while PAUSED is skipped (not charged, not
 * counted); no cycle falls due at or after finish_at. Each charge is a PURCHASE payment on the
 * vaulted card, listed in `payments`. Without `payment_method.card.store_credentials.usage` the
 * renewals (cycle 2 on) are declined, as the provider treats them as customer-initiated
 * (docs/service-facts.md#create-subscription); cycle 1 is charged normally.
 */
import type { CreateSubscriptionParams, KeptSubscriptionParams } from "./params"
import { invalidRequest, reject } from "../foundation/errors"
import { fromUnits } from "../foundation/money"
import type { SubscriptionRecord } from "../foundation/store"
import { addPeriod, isoMicros, uuid } from "../foundation/time"
import { type Env, own } from "./env"
import { optionalRequestTime } from "./request-time"
import { isEnrolled } from "./payment-methods"
import { chargeSubscriptionCycle } from "./payments"
import { requestUnits } from "./request-amount"
import type { PaymentOutcome } from "./triggers"
import type { PaymentRecord } from "../foundation/store"
import { usageChargeUnits } from "./plan-meters"
import { planPriceFor, requirePlan } from "./plans"
import { vaultedCardOutcome } from "./vaulted-card-outcome"

/** How a renewal without `store_credentials.usage` is declined (docs/service-facts.md#create-subscription: "declined by the provider"). */
export const RENEWAL_WITHOUT_USAGE_DECLINED: PaymentOutcome = {
  status: "DECLINED",
  subStatus: "DECLINED",
  transactionStatus: "DECLINED",
  responseCode: "DO_NOT_HONOR",
  responseMessage: "Recurring charge declined: the subscription was created without payment_method.card.store_credentials.usage, so the provider treats it as customer-initiated"
}

const usageOf = (params: CreateSubscriptionParams): string | undefined => params.payment_method.card?.store_credentials?.usage

/** How a renewal is declined when a test asked for it (`fake.trigger("subscription.past_due")`). */
export const RENEWAL_DECLINED_ON_REQUEST: PaymentOutcome = {
  status: "DECLINED",
  subStatus: "DECLINED",
  transactionStatus: "DECLINED",
  responseCode: "INSUFFICIENT_FUNDS",
  responseMessage: "Insufficient funds"
}

// Subscriptions whose next renewal is to be declined (a trigger's request; never saved in a state).
const declineNext = new WeakSet<SubscriptionRecord>()

/** The next cycle charged of `sub` is declined (cycle 1 included). Returns a function that withdraws the request. */
export const declineNextRenewal = (sub: SubscriptionRecord): (() => void) => {
  declineNext.add(sub)
  return () => declineNext.delete(sub)
}

export const invalidState = (sub: SubscriptionRecord, move: string) =>
  reject(400, "INVALID_STATE", `A subscription in status ${sub.status} cannot be ${move}`)

/** The due time of the cycle after one due at `at`. */
const nextCycleAt = (sub: SubscriptionRecord, at: number): number => {
  const { frequency, billing_date } = sub.params as KeptSubscriptionParams
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
export const notify = (env: Env, event: string, sub: SubscriptionRecord) =>
  env.notify?.(`subscription.${event}`, () => ({ subscription: { ...renderSubscription(env, sub), code: sub.id } }))

export const end = (sub: SubscriptionRecord, status: "CANCELED" | "COMPLETED", at: number) => {
  sub.status = status
  sub.nextAt = null
  sub.cycleTask?.cancel()
  sub.finishTask?.cancel()
  sub.cycleTask = null
  sub.finishTask = null
  sub.updatedAt = at
}

/** Every cycle charged, or finish_at reached: an ACTIVE subscription is due to complete. */
const isOver = (sub: SubscriptionRecord, now: number): boolean =>
  (sub.totalCycles !== null && sub.chargedCycles >= sub.totalCycles) || (sub.finishAt !== null && sub.finishAt <= now)

/**
 * Completes the subscription at `at` if it is ACTIVE then (a PAUSED one waits for its resume).
 * A clock task, so a move made while answering a request is never COMPLETED in that answer.
 */
export const scheduleCompletion = (env: Env, sub: SubscriptionRecord, at: number, reason: string) => {
  sub.finishTask?.cancel()
  sub.finishTask = env.clock.schedule(at, `subscription ${sub.id} ${reason}`, () => {
    if (sub.status !== "ACTIVE") return
    end(sub, "COMPLETED", env.clock.now())
    notify(env, "complete", sub)
  })
}

/** Charges `units` for cycle `cycle` on the subscription's vaulted card; the payment is listed in `payments`. */
export const chargeCycle = (env: Env, sub: SubscriptionRecord, cycle: number, units: number, description: string): PaymentRecord => {
  const params = sub.params as KeptSubscriptionParams
  const usage = usageOf(params)
  const vaultedToken = params.payment_method.vaulted_token! // required at creation
  const card = own(env.store.customers, params.customer_payer.id, sub.merchant)?.cards.find((c) => c.vaultedToken === vaultedToken && isEnrolled(c))
  // docs/service-facts.md#create-subscription: without store_credentials.usage, rebills are declined by the provider;
  // else a vaulted test card decides, as in the sandbox
  const outcome = declineNext.delete(sub)
    ? RENEWAL_DECLINED_ON_REQUEST
    : usage === undefined && cycle >= 2 ? RENEWAL_WITHOUT_USAGE_DECLINED : vaultedCardOutcome(card)
  const payment = chargeSubscriptionCycle(env, sub.merchant, {
    subscriptionId: sub.id,
    accountId: params.account_id,
    country: params.country,
    // Stryker disable next-line ConditionalExpression,EqualityOperator: createSubscription rejects a trial_period.amount.currency that differs from amount.currency, so both branches of the ternary yield the same currency string whatever the cycle.
    currency: cycle <= sub.trialCycles && params.trial_period?.amount ? params.trial_period.amount.currency : params.amount.currency,
    valueUnits: units,
    vaultedToken,
    customerId: params.customer_payer.id,
    description,
    merchantReference: params.merchant_reference,
    storedCredentialsUsage: usage,
    ...(outcome !== undefined ? { outcome } : {})
  })
  sub.payments.push(payment.id)
  return payment
}

/** A plan change scheduled by an update takes effect at the renewal: the new plan's price from this cycle on. */
const applyPendingPlanChange = (env: Env, sub: SubscriptionRecord, now: number) => {
  const change = sub.pendingPlanChange
  if (change === undefined || change === null) return
  sub.pendingPlanChange = null
  const plan = env.store.plans.get(change.planId)
  if (plan === undefined || plan.status !== "ACTIVE") return // a plan cancelled since: the change lapses
  const params = sub.params as KeptSubscriptionParams
  sub.plan = plan.id
  sub.planAssignedAt = now
  const price = planPriceFor(plan, params.country)
  sub.amountUnits = price.units
  sub.params = { ...sub.params, amount: { currency: price.currency, value: fromUnits(price.units) }, frequency: plan.frequency }
  notify(env, "plan_changed", sub)
}

/** Runs the cycle due now, then schedules the next one (or the completion). */
export const runCycle = (env: Env, sub: SubscriptionRecord): void => {
  // Stryker disable next-line ConditionalExpression: A subscription becomes CANCELED only through end(), which sets nextAt to null at the same time, and nothing sets nextAt again for it, so the preceding sub.nextAt === null test already returns.; A subscription becomes COMPLETED only through end(), which sets nextAt to null at the same time, and nothing sets nextAt again for it, so the preceding sub.nextAt === null test already returns.
  if (sub.nextAt === null || sub.status === "CANCELED" || sub.status === "COMPLETED") return
  const dueAt = sub.nextAt
  const now = env.clock.now()
  if (sub.finishAt !== null && dueAt >= sub.finishAt) {
    // spec: nothing is billed once finish_at is reached
    sub.nextAt = null
    sub.cycleTask = null
    return
  }
  if (sub.status === "ACTIVE") {
    const cycle = sub.chargedCycles + 1
    // the usage-based billing guide: the usage of the cycle just ended is billed with this renewal,
    // rated on the plan it was used under (before a scheduled plan change takes effect)
    const usage = usageChargeUnits(env, sub, sub.usageFrom ?? sub.startAt, dueAt)
    sub.usageFrom = dueAt
    applyPendingPlanChange(env, sub, now)
    const units = (cycle <= sub.trialCycles ? sub.trialAmountUnits : sub.amountUnits) + usage
    if (units > 0) chargeCycle(env, sub, cycle, units, `${(sub.params as KeptSubscriptionParams).name} — cycle ${cycle}`)
    sub.chargedCycles = cycle
    sub.updatedAt = now
    if (sub.totalCycles !== null && sub.chargedCycles >= sub.totalCycles) {
      // spec: COMPLETED once the last cycle is reached
      sub.nextAt = null
      sub.cycleTask = null
      scheduleCompletion(env, sub, now, "last cycle charged")
      return
    }
  }
  const next = nextCycleAt(sub, dueAt)
  sub.nextAt = Number.isFinite(next) ? next : null // past the last time a date can hold: no further cycle
  scheduleCycle(env, sub)
}

export const scheduleCycle = (env: Env, sub: SubscriptionRecord) => {
  sub.cycleTask?.cancel()
  sub.cycleTask = sub.nextAt === null ? null : env.clock.schedule(sub.nextAt, `subscription ${sub.id} cycle`, () => runCycle(env, sub))
}

/** Re-arms the timers of a restored subscription (a saved state keeps their times, not the tasks). */
export const rearmSubscription = (env: Env, sub: SubscriptionRecord): void => {
  if (sub.status !== "ACTIVE" && sub.status !== "PAUSED") return
  if (sub.finishAt !== null) scheduleCompletion(env, sub, sub.finishAt, "finish_at")
  scheduleCycle(env, sub)
}

/** The customer one of whose enrolled cards has this vaulted token. */
const ownerOfCard = (env: Env, merchant: string, vaultedToken: string): string | undefined => {
  for (const c of env.store.customers.values()) {
    if (c.merchant === merchant && c.cards.some((k) => k.vaultedToken === vaultedToken && isEnrolled(k))) return c.id
  }
  return undefined
}

/**
 * A subscription with `plan_id` takes the plan's price for its country and the plan's frequency
 * (the plans guide). The guide makes `amount` exclusive with `plan_id`, but the client's body
 * requires it: the fake ignores a sent `amount` and `frequency` there (docs/spec-gaps.md).
 * `trial_period` and `billing_date` with a plan are 400 BAD_REQUEST; an unknown plan 404
 * PLAN_NOT_FOUND, a cancelled one 400 INVALID_STATE.
 */
const planTerms = (env: Env, merchant: string, params: CreateSubscriptionParams) => {
  if (params.plan_id === undefined) return undefined
  const plan = requirePlan(env, merchant, params.plan_id)
  if (plan.status !== "ACTIVE") throw reject(400, "INVALID_STATE", `Plan ${plan.id} is ${plan.status}`)
  if (params.trial_period !== undefined) throw reject(400, "BAD_REQUEST", "trial_period: the plan defines the trial; omit it with plan_id")
  if (params.billing_date !== undefined) throw reject(400, "BAD_REQUEST", "billing_date: the plan defines the cadence; omit it with plan_id")
  const price = planPriceFor(plan, params.country)
  const kept = { ...params, amount: { currency: price.currency, value: fromUnits(price.units) }, frequency: plan.frequency } as CreateSubscriptionParams
  return { planId: plan.id, params: kept }
}

/** POST /subscriptions. */
export const createSubscription = (env: Env, merchant: string, sentParams: CreateSubscriptionParams): SubscriptionRecord => {
  let params = sentParams
  // The reference makes customer_payer and merchant_reference optional: without a customer, the
  // card's owner is the customer (docs/spec-gaps.md); the kept params always name one.
  const sent = params as Omit<CreateSubscriptionParams, "customer_payer" | "merchant_reference"> &
    Partial<Pick<CreateSubscriptionParams, "customer_payer" | "merchant_reference">>
  // spec: only CARD with a previously enrolled vaulted_token is available (the reference marks it optional)
  const vaultedToken = params.payment_method.vaulted_token
  if (vaultedToken === undefined) throw invalidRequest("payment_method.vaulted_token: an enrolled card's vaulted_token is required")
  const customerId = sent.customer_payer?.id ?? ownerOfCard(env, merchant, vaultedToken)
  const customer = customerId === undefined ? undefined : own(env.store.customers, customerId, merchant)
  if (customerId !== undefined && customer === undefined) throw reject(400, "CUSTOMER_NOT_FOUND", `Customer ${customerId} not found`)
  if (customer === undefined || !customer.cards.some((c) => c.vaultedToken === vaultedToken && isEnrolled(c))) {
    throw invalidRequest(`payment_method.vaulted_token: not an enrolled card of ${sent.customer_payer === undefined ? "any customer" : "this customer"}`)
  }
  const onPlan = planTerms(env, merchant, params)
  if (onPlan !== undefined) params = onPlan.params
  const now = env.clock.now()
  const start = optionalRequestTime("availability.start_at", params.availability?.start_at) ?? now
  const finishAt = optionalRequestTime("availability.finish_at", params.availability?.finish_at) ?? null
  if (finishAt !== null && finishAt <= now) throw invalidRequest("availability.finish_at: must be in the future")
  // a period no date can follow (beyond the year 275760) is refused before anything is kept
  // frequency.type has passed the spec's closed list (the router refuses other values)
  const frequency = params.frequency as KeptSubscriptionParams["frequency"]
  if (frequency !== undefined && !Number.isFinite(addPeriod(start, frequency.type, frequency.value))) {
    throw invalidRequest(`frequency.value: ${frequency.value} ${frequency.type} from the start is past the last representable date`)
  }
  if (params.trial_period?.amount !== undefined && params.trial_period.amount.currency !== params.amount.currency) {
    throw invalidRequest("trial_period.amount.currency: must be the subscription's currency")
  }

  const sub: SubscriptionRecord = {
    id: uuid(),
    merchant,
    planId: uuid(),
    params: { ...params, customer_payer: { id: customer.id }, merchant_reference: sent.merchant_reference ?? "" } as SubscriptionRecord["params"],
    status: "ACTIVE",
    amountUnits: requestUnits("amount.value", params.amount.value),
    trialCycles: params.trial_period?.billing_cycles ?? 0,
    trialAmountUnits: params.trial_period?.amount !== undefined ? requestUnits("trial_period.amount.value", params.trial_period.amount.value) : 0,
    totalCycles: params.billing_cycles?.total ?? null,
    startAt: start,
    finishAt,
    chargedCycles: 0,
    nextAt: firstCycleAt(params, start),
    payments: [],
    cycleTask: null,
    finishTask: null,
    createdAt: now,
    updatedAt: now,
    ...(onPlan !== undefined ? { plan: onPlan.planId, planAssignedAt: now } : {})
  }
  env.store.subscriptions.set(sub.id, sub)
  notify(env, "create", sub)
  // spec: COMPLETED at the nearest of the last cycle and finish_at
  if (finishAt !== null) scheduleCompletion(env, sub, finishAt, "finish_at")
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

/** POST /subscriptions/{id}/pause: ACTIVE → PAUSED (docs/service-facts.md#subscription-moves). */
export const pauseSubscription = (env: Env, merchant: string, id: string): SubscriptionRecord => {
  const sub = lookup(env, merchant, id)
  if (sub.status !== "ACTIVE") throw invalidState(sub, "paused")
  sub.status = "PAUSED"
  sub.updatedAt = env.clock.now()
  notify(env, "pause", sub)
  return sub
}

/** POST /subscriptions/{id}/resume: PAUSED → ACTIVE (docs/service-facts.md#subscription-moves). */
export const resumeSubscription = (env: Env, merchant: string, id: string): SubscriptionRecord => {
  const sub = lookup(env, merchant, id)
  if (sub.status !== "PAUSED") throw invalidState(sub, "resumed")
  const now = env.clock.now()
  sub.status = "ACTIVE"
  sub.updatedAt = now
  notify(env, "resume", sub)
  // Its end came while it was paused: it completes now, after this answer (which says ACTIVE).
  if (isOver(sub, now)) scheduleCompletion(env, sub, now, "ended while paused")
  return sub
}

/** POST /subscriptions/{id}/cancel: ACTIVE | PAUSED → CANCELED (docs/service-facts.md#subscription-moves). */
export const cancelSubscription = (env: Env, merchant: string, id: string): SubscriptionRecord => {
  const sub = lookup(env, merchant, id)
  if (sub.status !== "ACTIVE" && sub.status !== "PAUSED") throw invalidState(sub, "canceled")
  end(sub, "CANCELED", env.clock.now())
  notify(env, "cancel", sub)
  return sub
}

/** Cancels a running subscription (a plan cancelled or changed), saying why (`cancellation_source`). */
export const cancelSubscriptionFor = (env: Env, sub: SubscriptionRecord, source: string): void => {
  end(sub, "CANCELED", env.clock.now())
  sub.cancellationSource = source
  notify(env, "cancel", sub)
}

/** Which response shape: spec shows payment_method as an object on create, an array on pause / resume. */
export type SubscriptionView = "create" | "pause" | "resume" | "retrieve" | "cancel"

const renderPendingChange = (env: Env, sub: SubscriptionRecord) => {
  const change = sub.pendingPlanChange
  if (change === undefined || change === null) return null
  const plan = env.store.plans.get(change.planId)
  const current = sub.plan === undefined ? undefined : env.store.plans.get(sub.plan)
  return {
    plan_id: change.planId,
    plan_name: (plan?.params as { readonly name?: string } | undefined)?.name ?? null,
    direction: plan !== undefined && current !== undefined && plan.baseAmount.units < current.baseAmount.units ? "DOWNGRADE" : "UPGRADE",
    effective: "NEXT_BILLING_CYCLE",
    phases_behavior: change.phasesBehavior,
    applies_at: sub.nextAt === null ? null : isoMicros(sub.nextAt),
    requested_at: isoMicros(change.requestedAt)
  }
}

/** The Subscription resource. */
export const renderSubscription = (env: Env, sub: SubscriptionRecord, view: SubscriptionView = "retrieve") => {
  const p = sub.params as KeptSubscriptionParams
  const method = { type: p.payment_method.type, vaulted_token: p.payment_method.vaulted_token }
  const customer = own(env.store.customers, p.customer_payer.id, sub.merchant)
  const metadata = p.metadata ? p.metadata.filter((m) => m.value !== "") : null // spec: an empty value unsets a key
  // spec "Subscription": metadata is an array of { key, value } in create, one object with key and value
  // in pause and resume answers (the first entry; docs/spec-gaps.md)
  const card = customer?.cards.find((c) => c.vaultedToken === p.payment_method.vaulted_token)
  const usage = usageOf(p)
  const methodItem = {
    ...method,
    token: "",
    card: {
      verify: false,
      installments: p.payment_method.card?.installments ?? 1,
      // only what the merchant sent: a missing usage is what makes renewals decline
      ...(usage !== undefined ? { store_credentials: { usage } } : {}),
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
        // a trial's amount is in the subscription's currency (createSubscription refuses another)
        amount: { currency: p.amount.currency, value: fromUnits(sub.trialAmountUnits) }
      }
      : null,
    metadata: view === "pause" || view === "resume" ? (metadata?.[0] ?? null) : metadata,
    additional_data: p.additional_data ?? null,
    retries: p.retries ?? null,
    initial_payment_validation: p.initial_payment_validation ?? false,
    payments: [...sub.payments],
    // the plans guide: a subscription without a plan has no plan fields at all
    ...(sub.plan !== undefined
      ? { plan_id: sub.plan, plan_assigned_at: sub.planAssignedAt === undefined ? null : isoMicros(sub.planAssignedAt), pending_plan_change: renderPendingChange(env, sub) }
      : {}),
    previous_subscription_id: sub.previousSubscriptionId ?? null,
    cancellation_source: sub.cancellationSource ?? null,
    soft_descriptor: (p as { readonly soft_descriptor?: string }).soft_descriptor ?? null,
    created_at: isoMicros(sub.createdAt),
    updated_at: isoMicros(sub.updatedAt)
  }
}
