/** The `meters` group of the client: its endpoints, declared once. */
import { NonEmptyString } from "../schema/fields"
import { Meter, MeterPage, MeterUsageEvent, PlanMeter, PlanMeterPage } from "../schema/meter"
import { AttachMeterToPlanParams, CreateMeterParams, ListMetersQuery, ReportMeterUsageParams, UpdateMeterParams, UpdatePlanMeterParams } from "../schema/meter-params"
import { endpoint } from "./engine/endpoint"

export const attachMeterToPlan = endpoint({
  operation: "meters.attachToPlan",
  description: "Attaches a meter to a plan with its price per unit.",
  method: "POST",
  path: "/subscriptions/plans/{plan_id}/meters",
  pathParams: { plan_id: NonEmptyString },
  body: AttachMeterToPlanParams,
  response: PlanMeter,
  successStatus: 201
})

export const createMeter = endpoint({
  operation: "meters.create",
  description: "Creates a usage meter.",
  method: "POST",
  path: "/subscriptions/meters",
  body: CreateMeterParams,
  response: Meter,
  successStatus: 201
})

export const listMeters = endpoint({
  operation: "meters.list",
  description: "Lists the usage meters.",
  method: "GET",
  path: "/subscriptions/meters",
  query: ListMetersQuery,
  response: MeterPage
})

export const listPlanMeters = endpoint({
  operation: "meters.listOfPlan",
  description: "Lists the meters attached to a plan.",
  method: "GET",
  path: "/subscriptions/plans/{plan_id}/meters",
  pathParams: { plan_id: NonEmptyString },
  response: PlanMeterPage
})

export const reportUsageEvent = endpoint({
  operation: "meters.reportUsage",
  description: "Reports a usage event for a meter (a repeated `event_id` answers the first event).",
  method: "POST",
  path: "/subscriptions/meters/events",
  body: ReportMeterUsageParams,
  response: MeterUsageEvent,
  successStatus: 201
})

export const retrieveMeter = endpoint({
  operation: "meters.retrieve",
  description: "Retrieves a usage meter.",
  method: "GET",
  path: "/subscriptions/meters/{meter_id}",
  pathParams: { meter_id: NonEmptyString },
  response: Meter
})

export const updateMeter = endpoint({
  operation: "meters.update",
  description: "Updates a usage meter.",
  method: "PATCH",
  path: "/subscriptions/meters/{meter_id}",
  pathParams: { meter_id: NonEmptyString },
  body: UpdateMeterParams,
  response: Meter,
  idempotent: true
})

export const updatePlanMeter = endpoint({
  operation: "meters.updateOfPlan",
  description: "Updates the price of a meter attached to a plan.",
  method: "PATCH",
  path: "/subscriptions/plans/{plan_id}/meters/{meter_id}",
  pathParams: { plan_id: NonEmptyString, meter_id: NonEmptyString },
  body: UpdatePlanMeterParams,
  response: PlanMeter,
  idempotent: true
})
