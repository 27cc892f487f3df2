/** The `plans` group of the client: its endpoints, declared once. */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "../schema/fields"
import { ReferenceObject } from "../schema/marketplace"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./engine/endpoint"

export const cancelPlan = endpoint({
  operation: "plans.cancel",
  description: "`plans.cancel` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/plans/{plan_id}/status",
  pathParams: { plan_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false
})

export const createPlan = endpoint({
  operation: "plans.create",
  description: "`plans.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/plans",
  body: OpaqueObject,
  response: ReferenceObject,
  successStatus: 201
})

export const listPlans = endpoint({
  operation: "plans.list",
  description: "`plans.list` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/plans",
  response: Schema.Unknown
})

export const retrievePlan = endpoint({
  operation: "plans.retrieve",
  description: "`plans.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/plans/{plan_id}",
  pathParams: { plan_id: NonEmptyString },
  response: ReferenceObject
})
