/** Installment plan endpoints. */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "../schema/fields"
import { InstallmentPlan, InstallmentPlanList } from "../schema/installment-plan"
import { CreateInstallmentPlanParams, ListInstallmentPlansQuery, UpdateInstallmentPlanParams } from "../schema/installment-plan-params"
import { endpoint } from "./endpoint"

export const createInstallmentPlan = endpoint({
  operation: "installmentPlans.create",
  method: "POST",
  path: "/installments-plans",
  pathParams: {},
  body: CreateInstallmentPlanParams,
  response: InstallmentPlan,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  doc: { call: "installmentPlans.create(body, opts?)", returns: "InstallmentPlan" }
})

export const retrieveInstallmentPlan = endpoint({
  operation: "installmentPlans.retrieve",
  method: "GET",
  path: "/installments-plans/{installment_code}",
  pathParams: { installment_code: NonEmptyString },
  response: InstallmentPlan,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "installmentPlans.retrieve(code, opts?)", returns: "InstallmentPlan" }
})

export const listInstallmentPlans = endpoint({
  operation: "installmentPlans.list",
  method: "GET",
  path: "/installments-plans",
  pathParams: {},
  query: ListInstallmentPlansQuery,
  response: InstallmentPlanList,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "installmentPlans.list({ account_id, currency?, iin?, amount?, payment_method_type? }, opts?)", returns: "InstallmentPlan[]" }
})

export const updateInstallmentPlan = endpoint({
  operation: "installmentPlans.update",
  method: "PATCH",
  path: "/installments-plans/{installment_code}",
  pathParams: { installment_code: NonEmptyString },
  body: UpdateInstallmentPlanParams,
  response: InstallmentPlan,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "installmentPlans.update(code, body, opts?)", returns: "InstallmentPlan" }
})

export const deleteInstallmentPlan = endpoint({
  operation: "installmentPlans.delete",
  method: "DELETE",
  path: "/installments-plans/{installment_code}",
  pathParams: { installment_code: NonEmptyString },
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  doc: { call: "installmentPlans.delete(code, opts?)", returns: "void" }
})
