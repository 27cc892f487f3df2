/** Installment plans: create, retrieve, list, update, delete, the options of an APM (state/apm-installments.ts); a payment naming one is checked against it (state/installment-plans.ts). */
import { api } from "@payrail/core/api"
import {
  createInstallmentPlan,
  deleteInstallmentPlan,
  listInstallmentPlans,
  renderInstallmentPlan,
  retrieveInstallmentPlan,
  updateInstallmentPlan
} from "../state/installment-plans"
import { apmInstallments } from "../state/apm-installments"
import { type GroupTable, handler } from "./route"

export const installmentPlanHandlers = {
  "installmentPlans.create": handler(api.installmentPlans.create, { handle: (ctx) => renderInstallmentPlan(createInstallmentPlan(ctx.env, ctx.merchant, ctx.body)) }),
  "installmentPlans.retrieve": handler(api.installmentPlans.retrieve, {
    handle: (ctx) => renderInstallmentPlan(retrieveInstallmentPlan(ctx.env, ctx.merchant, ctx.params.installment_code))
  }),
  "installmentPlans.list": handler(api.installmentPlans.list, { handle: (ctx) => listInstallmentPlans(ctx.env, ctx.merchant, ctx.query).map(renderInstallmentPlan) }),
  "installmentPlans.update": handler(api.installmentPlans.update, {
    handle: (ctx) => renderInstallmentPlan(updateInstallmentPlan(ctx.env, ctx.merchant, ctx.params.installment_code, ctx.body))
  }),
  "installmentPlans.delete": handler(api.installmentPlans.delete, {
    handle: (ctx) => renderInstallmentPlan(deleteInstallmentPlan(ctx.env, ctx.merchant, ctx.params.installment_code))
  }),
  "installmentPlans.apmInstallments": handler(api.installmentPlans.apmInstallments, { handle: (ctx) => apmInstallments(ctx.env, ctx.merchant, ctx.body) })
} satisfies GroupTable<"installmentPlans">
