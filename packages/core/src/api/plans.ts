/** The `plans` group of the client: its endpoints, declared once. */
import { NonEmptyString } from "../schema/fields"
import { Plan, PlanCancellation, PlanPage } from "../schema/plan"
import { CancelPlanParams, CreatePlanParams, ListPlansQuery } from "../schema/plan-params"
import { endpoint } from "./engine/endpoint"

export const cancelPlan = endpoint({
  operation: "plans.cancel",
  description: "Cancels a subscription plan.",
  method: "POST",
  path: "/plans/{plan_id}/status",
  pathParams: { plan_id: NonEmptyString },
  body: CancelPlanParams,
  response: PlanCancellation,
  idempotent: false
})

export const createPlan = endpoint({
  operation: "plans.create",
  description: "Creates a subscription plan.",
  method: "POST",
  path: "/plans",
  body: CreatePlanParams,
  response: Plan
})

export const listPlans = endpoint({
  operation: "plans.list",
  description: "Lists the subscription plans.",
  method: "GET",
  path: "/plans",
  query: ListPlansQuery,
  response: PlanPage
})

export const retrievePlan = endpoint({
  operation: "plans.retrieve",
  description: "Retrieves a subscription plan.",
  method: "GET",
  path: "/plans/{plan_id}",
  pathParams: { plan_id: NonEmptyString },
  response: Plan
})
