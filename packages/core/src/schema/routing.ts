/**
 * Routing (`/routing`): which connection takes a payment method's payments, by condition, and the
 * service's recommendation among providers (tolerant).
 */
import * as Schema from "effect/Schema"
import { OptNumber, OptString } from "./fields"
import { Maybe, OpaqueObject, OpenEnum, Resource, type Named } from "./shared"

/** The outcomes a route step reacts to. */
export const ROUTE_STEP_OUTCOMES = ["APPROVED", "DECLINED", "DECLINE_GROUP", "ERROR_RATE", "TIMEOUT", "INTERNAL_ERROR"] as const
/** What a recommendation optimises. */
export const ROUTING_OPTIMIZATIONS = ["APPROVAL_RATE", "LATENCY", "BALANCED"] as const
export const ROUTING_DECISION_SOURCES = ["MERCHANT_HISTORY", "INSUFFICIENT_DATA"] as const

const routeStep = /* @__PURE__ */ (() =>
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
/** The schema of `RouteStep`, by name (see `Named`). */
export interface RouteStepSchema extends Named<typeof routeStep> {}
/** One provider attempt of a route; `output` says where each outcome goes next. */
export const RouteStep: RouteStepSchema = routeStep
export type RouteStep = typeof RouteStep.Type

const providerRoute = /* @__PURE__ */ (() => Resource({ steps: Maybe(Schema.Array(RouteStep)) }))()
/** The schema of `ProviderRoute`, by name (see `Named`). */
export interface ProviderRouteSchema extends Named<typeof providerRoute> {}
export const ProviderRoute: ProviderRouteSchema = providerRoute
export type ProviderRoute = typeof ProviderRoute.Type

const routingCondition = /* @__PURE__ */ (() =>
  Resource({
    condition_type: OptString,
    conditional: OptString,
    values: Maybe(Schema.Array(Schema.String)),
    currency: OptString
  }))()
/** The schema of `RoutingCondition`, by name (see `Named`). */
export interface RoutingConditionSchema extends Named<typeof routingCondition> {}
/** A condition: `condition_type` (COUNTRY, AMOUNT, …), `conditional` (ONE_OF, GREATER_THAN, …) and its values. */
export const RoutingCondition: RoutingConditionSchema = routingCondition
export type RoutingCondition = typeof RoutingCondition.Type

const routingConditionSet = /* @__PURE__ */ (() =>
  Resource({
    sort_number: OptNumber,
    name: OptString,
    description: OptString,
    conditions: Maybe(Schema.Array(RoutingCondition)),
    route: Maybe(ProviderRoute)
  }))()
/** The schema of `RoutingConditionSet`, by name (see `Named`). */
export interface RoutingConditionSetSchema extends Named<typeof routingConditionSet> {}
/** An ordered set of conditions and the route taken when they all match (the first matching set wins). */
export const RoutingConditionSet: RoutingConditionSetSchema = routingConditionSet
export type RoutingConditionSet = typeof RoutingConditionSet.Type

const routing = /* @__PURE__ */ (() =>
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
/** The schema of `Routing`, by name (see `Named`). */
export interface RoutingSchema extends Named<typeof routing> {}
/** A routing: one per payment method of an account. */
export const Routing: RoutingSchema = routing
export type Routing = typeof Routing.Type

const routingList = /* @__PURE__ */ (() => Schema.Array(Routing))()
/** The schema of `RoutingList`, by name (see `Named`). */
export interface RoutingListSchema extends Named<typeof routingList> {}
/** `routing.list`: a bare array. */
export const RoutingList: RoutingListSchema = routingList
export type RoutingList = typeof RoutingList.Type

const rankedProvider = /* @__PURE__ */ (() =>
  Resource({
    provider_id: OptString,
    merchant_connection_id: OptString,
    approval_rate: OptNumber,
    avg_latency_ms: OptNumber,
    sample_size: OptNumber
  }))()
/** The schema of `RankedProvider`, by name (see `Named`). */
export interface RankedProviderSchema extends Named<typeof rankedProvider> {}
/** A provider as ranked by a recommendation. */
export const RankedProvider: RankedProviderSchema = rankedProvider
export type RankedProvider = typeof RankedProvider.Type

const routingRecommendation = /* @__PURE__ */ (() =>
  Resource({
    recommendation_id: Schema.String,
    merchant_order_id: OptString,
    optimized_for: Maybe(OpenEnum(ROUTING_OPTIMIZATIONS)),
    decision_source: Maybe(OpenEnum(ROUTING_DECISION_SOURCES)),
    recommended: Maybe(Resource({ provider_id: OptString, merchant_connection_id: OptString })),
    ranking: Maybe(Schema.Array(RankedProvider))
  }))()
/** The schema of `RoutingRecommendation`, by name (see `Named`). */
export interface RoutingRecommendationSchema extends Named<typeof routingRecommendation> {}
/** `routing.recommendations`: the recommended provider and the ranking behind it. */
export const RoutingRecommendation: RoutingRecommendationSchema = routingRecommendation
export type RoutingRecommendation = typeof RoutingRecommendation.Type
