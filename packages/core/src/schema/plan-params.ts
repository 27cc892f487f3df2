/**
 * Request bodies and query of plan.ts (known fields checked with every bad path named; unknown
 * ones sent as given), in a module of their own so a bundle that only decodes answers leaves them out.
 */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt, optQuery, PositiveInt } from "./fields"
import { QueryInt } from "./list"
import { KeyValueParams } from "./money"
import { PLAN_INTERVAL_TYPES, PLAN_PHASE_TYPES } from "./plan"
import { BoundedString, CountryCode, GrowingEnum, RequestAmount, type Named } from "./shared"

const planIntervalParams = Schema.Struct({ type: GrowingEnum(PLAN_INTERVAL_TYPES), value: PositiveInt })
/** The schema of `PlanIntervalParams`, by name (see `Named`). */
export interface PlanIntervalParamsSchema extends Named<typeof planIntervalParams> {}
/** `{ type, value }`: every `value` (≥ 1) units of DAY, WEEK, MONTH or YEAR. */
export const PlanIntervalParams: PlanIntervalParamsSchema = planIntervalParams
export type PlanIntervalParams = typeof PlanIntervalParams.Type

const countryPriceParams = Schema.Struct({ country: CountryCode, amount: RequestAmount })
/** The schema of `CountryPriceParams`, by name (see `Named`). */
export interface CountryPriceParamsSchema extends Named<typeof countryPriceParams> {}
/** A per-country price: the country (ISO 3166-1 alpha-2) and its amount. */
export const CountryPriceParams: CountryPriceParamsSchema = countryPriceParams
export type CountryPriceParams = typeof CountryPriceParams.Type

const planPhaseParams = Schema.Struct({
  order: Schema.Int,
  name: NonEmptyString,
  type: GrowingEnum(PLAN_PHASE_TYPES),
  duration: opt(PlanIntervalParams),
  frequency: opt(PlanIntervalParams),
  amount: opt(RequestAmount), // 0 is a free trial
  country_prices: opt(Schema.Array(CountryPriceParams))
})
/** The schema of `PlanPhaseParams`, by name (see `Named`). */
export interface PlanPhaseParamsSchema extends Named<typeof planPhaseParams> {}
/**
 * One phase of a plan's ladder: `order`, `name` (non-empty) and `type` required. The rules across
 * phases (a duration on every non-terminal phase, no price on the terminal one) are the service's.
 */
export const PlanPhaseParams: PlanPhaseParamsSchema = planPhaseParams
export type PlanPhaseParams = typeof PlanPhaseParams.Type

const createPlanParams = Schema.Struct({
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
/** The schema of `CreatePlanParams`, by name (see `Named`). */
export interface CreatePlanParamsSchema extends Named<typeof createPlanParams> {}
/** Body of `plans.create` (`POST /plans`). */
export const CreatePlanParams: CreatePlanParamsSchema = createPlanParams
export type CreatePlanParams = typeof CreatePlanParams.Type

const cancelPlanParams = Schema.Struct({ status: GrowingEnum(["CANCELED"]) })
/** The schema of `CancelPlanParams`, by name (see `Named`). */
export interface CancelPlanParamsSchema extends Named<typeof cancelPlanParams> {}
/** Body of `plans.cancel` (`POST /plans/{plan_id}/status`): `status` is `CANCELED`, the one value the reference lists. */
export const CancelPlanParams: CancelPlanParamsSchema = cancelPlanParams
export type CancelPlanParams = typeof CancelPlanParams.Type

const listPlansQuery = Schema.Struct({ page: optQuery(QueryInt(1)), size: optQuery(QueryInt(1, 100)) })
/** The schema of `ListPlansQuery`, by name (see `Named`). */
export interface ListPlansQuerySchema extends Named<typeof listPlansQuery> {}
/** Query of `plans.list`: `page` from 1, `size` 1–100 (the service answers 400 outside them). */
export const ListPlansQuery: ListPlansQuerySchema = listPlansQuery
export type ListPlansQuery = typeof ListPlansQuery.Type
