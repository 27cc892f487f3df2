/** Request bodies and query of routing.ts (known fields checked with every bad path named; unknown ones sent as given). */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt, PositiveInt } from "./fields"
import { ROUTE_STEP_OUTCOMES, ROUTING_OPTIMIZATIONS } from "./routing"
import { AmountValue, CountryCode, CurrencyCode, GrowingEnum, openList, Uuid } from "./shared"

/** One provider attempt: `index` from 1, the provider and its connection; `output` routes each outcome. */
export const RouteStepParams = Schema.Struct({
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
export type RouteStepParams = typeof RouteStepParams.Type

export const ProviderRouteParams = Schema.Struct({ steps: Schema.Array(RouteStepParams) })
export type ProviderRouteParams = typeof ProviderRouteParams.Type

/** A set of conditions and its route; sets are tried by `sort_number`. */
export const RoutingConditionSetParams = Schema.Struct({
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
export type RoutingConditionSetParams = typeof RoutingConditionSetParams.Type

/** Body of `routing.create` (`POST /routing`): the routing of one payment method of an account. */
export const CreateRoutingParams = Schema.Struct({
  account_id: Uuid,
  payment_method: NonEmptyString,
  name: NonEmptyString,
  default_route: ProviderRouteParams,
  condition_sets: opt(Schema.Array(RoutingConditionSetParams))
})
export type CreateRoutingParams = typeof CreateRoutingParams.Type

/**
 * Body of `routing.update` (`PATCH /routing/{routing_id}`): replaces the whole configuration (no
 * merge); `account_id` and `payment_method` stay as created.
 */
export const UpdateRoutingParams = Schema.Struct({
  name: NonEmptyString,
  default_route: ProviderRouteParams,
  condition_sets: opt(Schema.Array(RoutingConditionSetParams))
})
export type UpdateRoutingParams = typeof UpdateRoutingParams.Type

/** Query of `routing.list`: the account (required by the service), optionally one payment method. */
export const ListRoutingsQuery = Schema.Struct({ account_id: Uuid, payment_method: Schema.optionalKey(NonEmptyString) })
export type ListRoutingsQuery = typeof ListRoutingsQuery.Type

/** Body of `routing.recommendations` (`POST /routing/recommendations`): 2 to 20 candidate providers for a payment. */
export const RoutingRecommendationParams = Schema.Struct({
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
export type RoutingRecommendationParams = typeof RoutingRecommendationParams.Type
