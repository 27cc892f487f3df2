/** The `meters` group of the client: its endpoints, declared once. */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "../schema/fields"
import { ReferenceObject } from "../schema/marketplace"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./engine/endpoint"

export const attachMeterToPlan = endpoint({
  operation: "meters.attachToPlan",
  description: "`meters.attachToPlan` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/subscriptions/plans/{plan_id}/meters",
  pathParams: { plan_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  successStatus: 201
})

export const createMeter = endpoint({
  operation: "meters.create",
  description: "`meters.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/subscriptions/meters",
  body: OpaqueObject,
  response: ReferenceObject,
  successStatus: 201
})

export const listMeters = endpoint({
  operation: "meters.list",
  description: "`meters.list` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/subscriptions/meters",
  response: Schema.Unknown
})

export const listPlanMeters = endpoint({
  operation: "meters.listOfPlan",
  description: "`meters.listOfPlan` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/subscriptions/plans/{plan_id}/meters",
  pathParams: { plan_id: NonEmptyString },
  response: Schema.Unknown
})

export const reportUsageEvent = endpoint({
  operation: "meters.reportUsage",
  description: "`meters.reportUsage` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/subscriptions/meters/events",
  body: OpaqueObject,
  response: Schema.Unknown
})

export const retrieveMeter = endpoint({
  operation: "meters.retrieve",
  description: "`meters.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/subscriptions/meters/{meter_id}",
  pathParams: { meter_id: NonEmptyString },
  response: ReferenceObject
})

export const updateMeter = endpoint({
  operation: "meters.update",
  description: "`meters.update` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PATCH",
  path: "/subscriptions/meters/{meter_id}",
  pathParams: { meter_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject
})

export const updatePlanMeter = endpoint({
  operation: "meters.updateOfPlan",
  description: "`meters.updateOfPlan` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PATCH",
  path: "/subscriptions/plans/{plan_id}/meters/{meter_id}",
  pathParams: { plan_id: NonEmptyString, meter_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject
})
