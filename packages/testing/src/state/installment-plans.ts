/**
 * Installment plans: create, retrieve, list, update, delete. A payment naming a plan (its card's
 * `installments_plan_id`, or `installments.plan_id`) must name one of the merchant's plans whose
 * amount range, currency and country fit it, and offer the installments it asks for (400
 * INSTALLMENTS_PLAN_NOT_FOUND / INSTALLMENTS_PLAN_NOT_APPLICABLE).
 */
import type { CreateInstallmentPlanParams, ListInstallmentPlansQuery, UpdateInstallmentPlanParams } from "@payrail/core"
import { reject } from "../foundation/errors"
import { toUnits } from "../foundation/money"
import { isoMicros, uuid } from "../foundation/time"
import { type Env, own } from "./env"
import type { InstallmentPlanRecord } from "../foundation/rest-records"

interface Range {
  readonly currency?: string
  readonly min_value?: number
  readonly max_value?: number
}

export const createInstallmentPlan = (env: Env, merchant: string, params: CreateInstallmentPlanParams): InstallmentPlanRecord => {
  const now = env.clock.now()
  const plan: InstallmentPlanRecord = { id: uuid(), merchant, fields: { ...params }, createdAt: now, updatedAt: now }
  env.store.installmentPlans.set(plan.id, plan)
  return plan
}

export const retrieveInstallmentPlan = (env: Env, merchant: string, code: string): InstallmentPlanRecord => {
  const plan = own(env.store.installmentPlans, code, merchant)
  if (plan === undefined) throw reject(404, "INSTALLMENTS_PLAN_NOT_FOUND", `Installment plan ${code} not found`)
  return plan
}

export const updateInstallmentPlan = (env: Env, merchant: string, code: string, patch: UpdateInstallmentPlanParams): InstallmentPlanRecord => {
  const plan = retrieveInstallmentPlan(env, merchant, code)
  plan.fields = { ...plan.fields, ...patch }
  plan.updatedAt = env.clock.now()
  return plan
}

export const deleteInstallmentPlan = (env: Env, merchant: string, code: string): InstallmentPlanRecord => {
  const plan = retrieveInstallmentPlan(env, merchant, code)
  env.store.installmentPlans.delete(plan.id)
  return plan
}

/** Whether an amount (0.0001 units) falls in the plan's amount range (any amount when it names none). */
export const fitsAmount = (plan: InstallmentPlanRecord, currency: string, valueUnits: number): boolean => {
  const range = plan.fields.amount as Range | undefined
  if (range === undefined) return true
  if (range.currency !== undefined && range.currency !== currency) return false
  if (range.min_value !== undefined && valueUnits < toUnits(range.min_value)) return false
  return range.max_value === undefined || valueUnits <= toUnits(range.max_value)
}

export const listInstallmentPlans = (env: Env, merchant: string, q: ListInstallmentPlansQuery): Array<InstallmentPlanRecord> =>
  [...env.store.installmentPlans.values()].filter((p) => {
    const accounts = p.fields.account_id as ReadonlyArray<string> | undefined
    if (p.merchant !== merchant || accounts?.includes(q.account_id) !== true) return false
    if (q.payment_method_type !== undefined && p.fields.payment_method_type !== undefined && p.fields.payment_method_type !== q.payment_method_type) return false
    const range = p.fields.amount as Range | undefined
    if (q.currency !== undefined && range?.currency !== undefined && range.currency !== q.currency) return false
    const amount = Number(q.amount) // no amount (NaN), or one that is not a number, filters nothing
    // Stryker disable next-line StringLiteral: fitsAmount compares the currency only with the range's, and is given the range's own whenever it names one
    return !Number.isFinite(amount) || fitsAmount(p, range?.currency ?? q.currency ?? "", Math.round(amount * 10_000))
  })

/** The plan id a payment body names, if any. */
export const planIdOf = (body: unknown): string | undefined => {
  const b = body as { installments?: { plan_id?: unknown }; payment_method?: { detail?: { card?: { installments_plan_id?: unknown } } } }
  const id = b.payment_method?.detail?.card?.installments_plan_id ?? b.installments?.plan_id
  return typeof id === "string" ? id : undefined
}

/** Before a payment: the plan it names exists and fits it. */
export const checkPaymentPlan = (
  env: Env,
  merchant: string,
  body: unknown,
  payment: { readonly country: string; readonly amount: { readonly value: number; readonly currency: string } }
): void => {
  const id = planIdOf(body)
  if (id === undefined) return
  const plan = own(env.store.installmentPlans, id, merchant)
  if (plan === undefined) throw reject(400, "INSTALLMENTS_PLAN_NOT_FOUND", `Installment plan ${id} not found`)
  const country = plan.fields.country_code
  if (country !== undefined && country !== payment.country) {
    throw reject(400, "INSTALLMENTS_PLAN_NOT_APPLICABLE", `Installment plan ${id} is for ${String(country)}, the payment for ${payment.country}`)
  }
  if (!fitsAmount(plan, payment.amount.currency, toUnits(payment.amount.value))) {
    throw reject(400, "INSTALLMENTS_PLAN_NOT_APPLICABLE", `Installment plan ${id} does not cover ${payment.amount.value} ${payment.amount.currency}`)
  }
  const asked = (body as { payment_method?: { detail?: { card?: { installments?: unknown } } } }).payment_method?.detail?.card?.installments
  const offered = (plan.fields.installments_plan as ReadonlyArray<{ installment: number }>).map((i) => i.installment)
  if (typeof asked === "number" && !offered.includes(asked)) {
    throw reject(400, "INSTALLMENTS_PLAN_NOT_APPLICABLE", `Installment plan ${id} offers ${offered.join(", ")} installments, not ${asked}`)
  }
}

export const renderInstallmentPlan = (plan: InstallmentPlanRecord) => ({
  ...plan.fields,
  id: plan.id,
  code: plan.id,
  created_at: isoMicros(plan.createdAt),
  updated_at: isoMicros(plan.updatedAt)
})
