/** Installment plan endpoints. */
import { NonEmptyString } from "../schema/fields"
import { ApmInstallmentList, InstallmentPlan, InstallmentPlanList } from "../schema/installment-plan"
import { ApmInstallmentsParams, CreateInstallmentPlanParams, ListInstallmentPlansQuery, UpdateInstallmentPlanParams } from "../schema/installment-plan-params"
import { endpoint } from "./engine/endpoint"

export const createInstallmentPlan = endpoint({
  operation: "installmentPlans.create",
  description: "Creates an installment plan: the installments offered for payments whose amount and country fit its range.",
  method: "POST",
  path: "/installments-plans",
  body: CreateInstallmentPlanParams,
  response: InstallmentPlan,
  idempotent: false
})

export const retrieveInstallmentPlan = endpoint({
  operation: "installmentPlans.retrieve",
  description: "Retrieves an installment plan.",
  method: "GET",
  path: "/installments-plans/{installment_code}",
  pathParams: { installment_code: NonEmptyString },
  response: InstallmentPlan
})

export const listInstallmentPlans = endpoint({
  operation: "installmentPlans.list",
  description: "Lists an account's installment plans, optionally those fitting a currency, IIN, amount or payment method type.",
  method: "GET",
  path: "/installments-plans",
  query: ListInstallmentPlansQuery,
  response: InstallmentPlanList
})

export const updateInstallmentPlan = endpoint({
  operation: "installmentPlans.update",
  description: "Updates an installment plan (only the fields sent change).",
  method: "PATCH",
  path: "/installments-plans/{installment_code}",
  pathParams: { installment_code: NonEmptyString },
  body: UpdateInstallmentPlanParams,
  response: InstallmentPlan,
  retry: "safe"
})

export const deleteInstallmentPlan = endpoint({
  operation: "installmentPlans.delete",
  description: "Deletes an installment plan.",
  method: "DELETE",
  path: "/installments-plans/{installment_code}",
  pathParams: { installment_code: NonEmptyString }
})

export const apmInstallments = endpoint({
  operation: "installmentPlans.apmInstallments",
  description: "Lists the installments an alternative payment method offers for an amount.",
  method: "POST",
  path: "/apm-installments",
  body: ApmInstallmentsParams,
  response: ApmInstallmentList,
  idempotent: false
})
