/** Installment plans (/installments-plans): the plan as answered (tolerant). */
import * as Schema from "effect/Schema"
import { OptNumber, OptString, OptUnknown } from "./fields"
import { Maybe, Resource, type Named } from "./shared"

const installmentPlan = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String,
    code: OptString,
    name: OptString,
    account_id: Maybe(Schema.Array(Schema.String)),
    merchant_reference: OptString,
    installments_plan: Maybe(Schema.Array(Resource({ installment: OptNumber, rate: OptNumber, financial_costs: OptUnknown }))),
    country_code: OptString,
    brand: Maybe(Schema.Array(Schema.String)),
    issuer: OptString,
    iin: Maybe(Schema.Array(Schema.String)),
    first_installment_deferral: OptNumber,
    amount: Maybe(Resource({ currency: OptString, min_value: OptNumber, max_value: OptNumber })),
    availability: Maybe(Resource({ start_at: OptString, finish_at: OptString })),
    payment_method_type: OptString,
    created_at: OptString,
    updated_at: OptString
  }))()
/** The schema of `InstallmentPlan`, by name (see `Named`). */
export interface InstallmentPlanSchema extends Named<typeof installmentPlan> {}
export const InstallmentPlan: InstallmentPlanSchema = installmentPlan
export type InstallmentPlan = typeof InstallmentPlan.Type

const installmentPlanList = /* @__PURE__ */ (() => Schema.Array(InstallmentPlan))()
/** The schema of `InstallmentPlanList`, by name (see `Named`). */
export interface InstallmentPlanListSchema extends Named<typeof installmentPlanList> {}
export const InstallmentPlanList: InstallmentPlanListSchema = installmentPlanList
export type InstallmentPlanList = typeof InstallmentPlanList.Type

const apmInstallment = /* @__PURE__ */ (() =>
  Resource({ installment: Schema.Number, amount: Maybe(Resource({ currency: OptString, value: OptNumber })), rate: OptNumber }))()
/** The schema of `ApmInstallment`, by name (see `Named`). */
export interface ApmInstallmentSchema extends Named<typeof apmInstallment> {}
/** One installment option of an alternative payment method (`installmentPlans.apmInstallments`). */
export const ApmInstallment: ApmInstallmentSchema = apmInstallment
export type ApmInstallment = typeof ApmInstallment.Type

const apmInstallmentList = /* @__PURE__ */ (() => Schema.Array(ApmInstallment))()
/** The schema of `ApmInstallmentList`, by name (see `Named`). */
export interface ApmInstallmentListSchema extends Named<typeof apmInstallmentList> {}
/** `installmentPlans.apmInstallments`: a bare array of options. */
export const ApmInstallmentList: ApmInstallmentListSchema = apmInstallmentList
export type ApmInstallmentList = typeof ApmInstallmentList.Type
