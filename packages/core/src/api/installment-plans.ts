/** Installment plan endpoints. */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "../schema/fields"
import { InstallmentPlan, InstallmentPlanList } from "../schema/installment-plan"
import { CreateInstallmentPlanParams, ListInstallmentPlansQuery, UpdateInstallmentPlanParams } from "../schema/installment-plan-params"
import { endpoint } from "./endpoint"

export const createInstallmentPlan = endpoint({
  operation: "installmentPlans.create",
  description: "Creates an installment plan: the installments offered for payments whose amount and country fit its range.",
  method: "POST",
  path: "/installments-plans",
  pathParams: {},
  body: CreateInstallmentPlanParams,
  response: InstallmentPlan,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "InstallmentPlan"
})

export const retrieveInstallmentPlan = endpoint({
  operation: "installmentPlans.retrieve",
  description: "Retrieves an installment plan.",
  method: "GET",
  path: "/installments-plans/{installment_code}",
  pathParams: { installment_code: NonEmptyString },
  response: InstallmentPlan,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "InstallmentPlan"
})

export const listInstallmentPlans = endpoint({
  operation: "installmentPlans.list",
  description: "Lists an account's installment plans, optionally those fitting a currency, IIN, amount or payment method type.",
  method: "GET",
  path: "/installments-plans",
  pathParams: {},
  query: ListInstallmentPlansQuery,
  response: InstallmentPlanList,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "InstallmentPlan[]"
})

export const updateInstallmentPlan = endpoint({
  operation: "installmentPlans.update",
  description: "Updates an installment plan (only the fields sent change).",
  method: "PATCH",
  path: "/installments-plans/{installment_code}",
  pathParams: { installment_code: NonEmptyString },
  body: UpdateInstallmentPlanParams,
  response: InstallmentPlan,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "InstallmentPlan"
})

export const deleteInstallmentPlan = endpoint({
  operation: "installmentPlans.delete",
  description: "Deletes an installment plan.",
  method: "DELETE",
  path: "/installments-plans/{installment_code}",
  pathParams: { installment_code: NonEmptyString },
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "void"
})
