/** Request bodies and query of routing.ts (known fields checked with every bad path named; unknown ones sent as given). */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt, PositiveInt } from "./fields"
import { ROUTE_STEP_OUTCOMES, ROUTING_OPTIMIZATIONS } from "./routing"
import { AmountValue, CountryCode, CurrencyCode, GrowingEnum, openList, Uuid, type Named } from "./shared"

const routeStepParams = Schema.Struct({
  index: PositiveInt,
  provider_id: NonEmptyString,
  connection_id: Uuid,
  output: opt(
    Schema.Array(
      Schema.Struct({
        status: openList(Schema.String, ROUTE_STEP_OUTCOMES),
        decline_types: opt(Schema.Array(Schema.String)), // with DECLINE_GROUP
        error_rate_threshold: opt(
          Schema.Struct({ threshold_percent: opt(Schema.Int), window_seconds: opt(Schema.Int) }) // with ERROR_RATE
        ),
        next: opt(PositiveInt) // null ends the route
      })
    )
  )
})
/** The schema of `RouteStepParams`, by name (see `Named`). */
export interface RouteStepParamsSchema extends Named<typeof routeStepParams> {}
/** One provider attempt: `index` from 1, the provider and its connection; `output` routes each outcome. */
export const RouteStepParams: RouteStepParamsSchema = routeStepParams
export type RouteStepParams = typeof RouteStepParams.Type

const providerRouteParams = Schema.Struct({ steps: Schema.Array(RouteStepParams) })
/** The schema of `ProviderRouteParams`, by name (see `Named`). */
export interface ProviderRouteParamsSchema extends Named<typeof providerRouteParams> {}
export const ProviderRouteParams: ProviderRouteParamsSchema = providerRouteParams
export type ProviderRouteParams = typeof ProviderRouteParams.Type

const routingConditionSetParams = Schema.Struct({
  sort_number: Schema.Int,
  name: opt(Schema.String),
  description: opt(Schema.String),
  conditions: opt(
    Schema.Array(
      Schema.Struct({
        condition_type: NonEmptyString,
        conditional: NonEmptyString,
        values: opt(Schema.Array(Schema.String)),
        currency: opt(CurrencyCode)
      })
    )
  ),
  route: ProviderRouteParams
})
/** The schema of `RoutingConditionSetParams`, by name (see `Named`). */
export interface RoutingConditionSetParamsSchema extends Named<typeof routingConditionSetParams> {}
/** A set of conditions and its route; sets are tried by `sort_number`. */
export const RoutingConditionSetParams: RoutingConditionSetParamsSchema = routingConditionSetParams
export type RoutingConditionSetParams = typeof RoutingConditionSetParams.Type

const createRoutingParams = Schema.Struct({
  account_id: Uuid,
  payment_method: NonEmptyString,
  name: NonEmptyString,
  default_route: ProviderRouteParams,
  condition_sets: opt(Schema.Array(RoutingConditionSetParams))
})
/** The schema of `CreateRoutingParams`, by name (see `Named`). */
export interface CreateRoutingParamsSchema extends Named<typeof createRoutingParams> {}
/** Body of `routing.create` (`POST /routing`): the routing of one payment method of an account. */
export const CreateRoutingParams: CreateRoutingParamsSchema = createRoutingParams
export type CreateRoutingParams = typeof CreateRoutingParams.Type

const updateRoutingParams = Schema.Struct({
  name: NonEmptyString,
  default_route: ProviderRouteParams,
  condition_sets: opt(Schema.Array(RoutingConditionSetParams))
})
/** The schema of `UpdateRoutingParams`, by name (see `Named`). */
export interface UpdateRoutingParamsSchema extends Named<typeof updateRoutingParams> {}
/**
 * Body of `routing.update` (`PATCH /routing/{routing_id}`): replaces the whole configuration (no
 * merge); `account_id` and `payment_method` stay as created.
 */
export const UpdateRoutingParams: UpdateRoutingParamsSchema = updateRoutingParams
export type UpdateRoutingParams = typeof UpdateRoutingParams.Type

const listRoutingsQuery = Schema.Struct({ account_id: Uuid, payment_method: Schema.optionalKey(NonEmptyString) })
/** The schema of `ListRoutingsQuery`, by name (see `Named`). */
export interface ListRoutingsQuerySchema extends Named<typeof listRoutingsQuery> {}
/** Query of `routing.list`: the account (required by the service), optionally one payment method. */
export const ListRoutingsQuery: ListRoutingsQuerySchema = listRoutingsQuery
export type ListRoutingsQuery = typeof ListRoutingsQuery.Type

const routingRecommendationParams = Schema.Struct({
  account_id: Uuid,
  merchant_order_id: opt(Schema.String.check(Schema.isMaxLength(255))),
  payment: Schema.Struct({
    amount: Schema.Struct({ currency: CurrencyCode, value: AmountValue }),
    country: CountryCode,
    payment_method: Schema.Struct({
      type: NonEmptyString,
      details: opt(Schema.Struct({ card: opt(Schema.Struct({ bin: opt(Schema.String) })) }))
    }),
    initiation: opt(GrowingEnum(["CIT", "MIT"]))
  }),
  candidates: Schema.Array(Schema.Struct({ provider_id: NonEmptyString, merchant_connection_id: opt(NonEmptyString) })).check(
    Schema.isMinLength(2),
    Schema.isMaxLength(20)
  ),
  optimize_for: opt(GrowingEnum(ROUTING_OPTIMIZATIONS))
})
/** The schema of `RoutingRecommendationParams`, by name (see `Named`). */
export interface RoutingRecommendationParamsSchema extends Named<typeof routingRecommendationParams> {}
/** Body of `routing.recommendations` (`POST /routing/recommendations`): 2 to 20 candidate providers for a payment. */
export const RoutingRecommendationParams: RoutingRecommendationParamsSchema = routingRecommendationParams
export type RoutingRecommendationParams = typeof RoutingRecommendationParams.Type
