/**
 * Installments of an alternative payment method for an amount (docs/fake.md "APM installments"):
 * the options of the caller's installment plans for that method that apply (country and amount
 * range), each installment's amount the total with the plan's rate (a percentage) split evenly,
 * rounded to 0.01. With no plan applying, the one option every method has: a single payment.
 */
import type { InstallmentPlanRecord } from "../foundation/rest-records"
import { toUnits } from "../foundation/money"
import type { Env } from "./env"
import { fitsAmount } from "./installment-plans"

export interface ApmInstallmentsBody {
  readonly country: string
  readonly amount: { readonly currency: string; readonly value: number }
  readonly payment_method: string
}

type Option = { readonly installment: number; readonly rate?: number | undefined }

const appliesTo = (plan: InstallmentPlanRecord, merchant: string, body: ApmInstallmentsBody): boolean =>
  plan.merchant === merchant &&
  plan.fields.payment_method_type === body.payment_method &&
  (plan.fields.country_code === undefined || plan.fields.country_code === body.country) &&
  fitsAmount(plan, body.amount.currency, toUnits(body.amount.value))

/** POST /apm-installments. */
export const apmInstallments = (env: Env, merchant: string, body: ApmInstallmentsBody) => {
  const options = new Map<number, number>()
  for (const plan of env.store.installmentPlans.values()) {
    if (!appliesTo(plan, merchant, body)) continue
    for (const o of plan.fields.installments_plan as ReadonlyArray<Option>) if (!options.has(o.installment)) options.set(o.installment, o.rate ?? 0)
  }
  if (options.size === 0) options.set(1, 0)
  return [...options.entries()]
    .sort(([a], [b]) => a - b)
    .map(([installment, rate]) => ({
      installment,
      rate,
      amount: { currency: body.amount.currency, value: Math.round(((body.amount.value * (1 + rate / 100)) / installment) * 100) / 100 }
    }))
}
