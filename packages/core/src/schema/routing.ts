/**
 * Routing (`/routing`): which connection takes a payment method's payments, by condition, and the
 * service's recommendation among providers (tolerant).
 */
import * as Schema from "effect/Schema"
import { OptNumber, OptString } from "./fields"
import { Maybe, OpaqueObject, OpenEnum, Resource } from "./shared"

/** The outcomes a route step reacts to. */
export const ROUTE_STEP_OUTCOMES = ["APPROVED", "DECLINED", "DECLINE_GROUP", "ERROR_RATE", "TIMEOUT", "INTERNAL_ERROR"] as const
/** What a recommendation optimises. */
export const ROUTING_OPTIMIZATIONS = ["APPROVAL_RATE", "LATENCY", "BALANCED"] as const
export const ROUTING_DECISION_SOURCES = ["MERCHANT_HISTORY", "INSUFFICIENT_DATA"] as const

/** One provider attempt of a route; `output` says where each outcome goes next. */
export const RouteStep = /* @__PURE__ */ (() =>
  Resource({
    index: OptNumber,
    provider_id: OptString,
    connection_id: OptString,
    output: Maybe(
      Schema.Array(
        Resource({
          status: Maybe(OpenEnum(ROUTE_STEP_OUTCOMES)),
          decline_types: Maybe(Schema.Array(Schema.String)),
          error_rate_threshold: Maybe(OpaqueObject),
          next: OptNumber
        })
      )
    )
  }))()
export type RouteStep = typeof RouteStep.Type

export const ProviderRoute = /* @__PURE__ */ (() => Resource({ steps: Maybe(Schema.Array(RouteStep)) }))()
export type ProviderRoute = typeof ProviderRoute.Type

/** A condition: `condition_type` (COUNTRY, AMOUNT, …), `conditional` (ONE_OF, GREATER_THAN, …) and its values. */
export const RoutingCondition = /* @__PURE__ */ (() =>
  Resource({
    condition_type: OptString,
    conditional: OptString,
    values: Maybe(Schema.Array(Schema.String)),
    currency: OptString
  }))()
export type RoutingCondition = typeof RoutingCondition.Type

/** An ordered set of conditions and the route taken when they all match (the first matching set wins). */
export const RoutingConditionSet = /* @__PURE__ */ (() =>
  Resource({
    sort_number: OptNumber,
    name: OptString,
    description: OptString,
    conditions: Maybe(Schema.Array(RoutingCondition)),
    route: Maybe(ProviderRoute)
  }))()
export type RoutingConditionSet = typeof RoutingConditionSet.Type

/** A routing: one per payment method of an account. */
export const Routing = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String,
    account_id: OptString,
    payment_method: OptString,
    name: OptString,
    default_route: Maybe(ProviderRoute),
    condition_sets: Maybe(Schema.Array(RoutingConditionSet)),
    warnings: Maybe(Schema.Array(Schema.String)),
    created_at: OptString,
    updated_at: OptString
  }))()
export type Routing = typeof Routing.Type

/** `routing.list`: a bare array. */
export const RoutingList = /* @__PURE__ */ (() => Schema.Array(Routing))()
export type RoutingList = typeof RoutingList.Type

/** A provider as ranked by a recommendation. */
export const RankedProvider = /* @__PURE__ */ (() =>
  Resource({
    provider_id: OptString,
    merchant_connection_id: OptString,
    approval_rate: OptNumber,
    avg_latency_ms: OptNumber,
    sample_size: OptNumber
  }))()
export type RankedProvider = typeof RankedProvider.Type

/** `routing.recommendations`: the recommended provider and the ranking behind it. */
export const RoutingRecommendation = /* @__PURE__ */ (() =>
  Resource({
    recommendation_id: Schema.String,
    merchant_order_id: OptString,
    optimized_for: Maybe(OpenEnum(ROUTING_OPTIMIZATIONS)),
    decision_source: Maybe(OpenEnum(ROUTING_DECISION_SOURCES)),
    recommended: Maybe(Resource({ provider_id: OptString, merchant_connection_id: OptString })),
    ranking: Maybe(Schema.Array(RankedProvider))
  }))()
export type RoutingRecommendation = typeof RoutingRecommendation.Type
