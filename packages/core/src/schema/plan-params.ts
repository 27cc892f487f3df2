/**
 * Request bodies and query of plan.ts (known fields checked with every bad path named; unknown
 * ones sent as given), in a module of their own so a bundle that only decodes answers leaves them out.
 */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt, optQuery, PositiveInt } from "./fields"
import { QueryInt } from "./list"
import { KeyValueParams } from "./money"
import { PLAN_INTERVAL_TYPES, PLAN_PHASE_TYPES } from "./plan"
import { BoundedString, CountryCode, GrowingEnum, RequestAmount } from "./shared"

/** `{ type, value }`: every `value` (≥ 1) units of DAY, WEEK, MONTH or YEAR. */
export const PlanIntervalParams = Schema.Struct({ type: GrowingEnum(PLAN_INTERVAL_TYPES), value: PositiveInt })
export type PlanIntervalParams = typeof PlanIntervalParams.Type

/** A per-country price: the country (ISO 3166-1 alpha-2) and its amount. */
export const CountryPriceParams = Schema.Struct({ country: CountryCode, amount: RequestAmount })
export type CountryPriceParams = typeof CountryPriceParams.Type

/**
 * One phase of a plan's ladder: `order`, `name` (non-empty) and `type` required. The rules across
 * phases (a duration on every non-terminal phase, no price on the terminal one) are the service's.
 */
export const PlanPhaseParams = Schema.Struct({
  order: Schema.Int,
  name: NonEmptyString,
  type: GrowingEnum(PLAN_PHASE_TYPES),
  duration: opt(PlanIntervalParams),
  frequency: opt(PlanIntervalParams),
  amount: opt(RequestAmount), // 0 is a free trial
  country_prices: opt(Schema.Array(CountryPriceParams))
})
export type PlanPhaseParams = typeof PlanPhaseParams.Type

/** Body of `plans.create` (`POST /plans`). */
export const CreatePlanParams = Schema.Struct({
  name: BoundedString(3, 255),
  description: opt(Schema.String),
  merchant_reference: opt(Schema.String),
  base_amount: RequestAmount,
  frequency: PlanIntervalParams,
  country_prices: opt(Schema.Array(CountryPriceParams)),
  allowed_payment_methods: opt(Schema.Array(NonEmptyString)),
  metadata: opt(KeyValueParams()), // no entry count given for plans
  phases: opt(Schema.Array(PlanPhaseParams))
})
export type CreatePlanParams = typeof CreatePlanParams.Type

/** Body of `plans.cancel` (`POST /plans/{plan_id}/status`): `status` is `CANCELED`, the one value the reference lists. */
export const CancelPlanParams = Schema.Struct({ status: GrowingEnum(["CANCELED"]) })
export type CancelPlanParams = typeof CancelPlanParams.Type

/** Query of `plans.list`: `page` from 1, `size` 1–100 (the service answers 400 outside them). */
export const ListPlansQuery = Schema.Struct({ page: optQuery(QueryInt(1)), size: optQuery(QueryInt(1, 100)) })
export type ListPlansQuery = typeof ListPlansQuery.Type
