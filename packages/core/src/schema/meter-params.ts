/**
 * Request bodies and query of meter.ts (known fields checked with every bad path named; unknown
 * ones sent as given), in a module of their own so a bundle that only decodes answers leaves them out.
 */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt, optQuery } from "./fields"
import { QueryInt } from "./list"
import { METER_AGGREGATIONS, METER_PRICING_STRATEGIES, METER_STATUSES } from "./meter"
import { KeyValueParams } from "./money"
import { CountryPriceParams } from "./plan-params"
import { AmountValue, BoundedString, CurrencyCode, GrowingEnum, RequestAmount, Timestamp, Uuid, type Named } from "./shared"

const meterEventName = /* @__PURE__ */ (() =>
  Schema.String.check(
    Schema.isBetweenLength(1, 100),
    Schema.isPattern(/^[a-z0-9_.]+$/, { expected: "lower-case letters, digits, \"_\" and \".\" only" })
  ))()
/** The schema of `MeterEventName`, by name (see `Named`). */
export interface MeterEventNameSchema extends Named<typeof meterEventName> {}
/** `^[a-z0-9_.]+$`, at most 100 characters: the key usage events name a meter by. */
export const MeterEventName: MeterEventNameSchema = meterEventName

/** A default price per unit beyond the included credits; the service takes USD only (the client leaves that to it). */
const DefaultPriceParams = RequestAmount

const createMeterParams = Schema.Struct({
  account_id: Uuid,
  name: BoundedString(3, 255),
  description: opt(Schema.String),
  event_name: MeterEventName,
  aggregation: GrowingEnum(METER_AGGREGATIONS),
  unit_label: opt(Schema.String),
  plural_unit_label: opt(Schema.String),
  default_price: opt(DefaultPriceParams),
  metadata: opt(KeyValueParams(48)),
  status: opt(GrowingEnum(METER_STATUSES))
})
/** The schema of `CreateMeterParams`, by name (see `Named`). */
export interface CreateMeterParamsSchema extends Named<typeof createMeterParams> {}
/** Body of `meters.create` (`POST /subscriptions/meters`). `status` is ignored on creation. */
export const CreateMeterParams: CreateMeterParamsSchema = createMeterParams
export type CreateMeterParams = typeof CreateMeterParams.Type

const updateMeterParams = Schema.Struct({
  name: opt(BoundedString(3, 255)),
  description: opt(Schema.String),
  unit_label: opt(Schema.String),
  plural_unit_label: opt(Schema.String),
  default_price: opt(DefaultPriceParams),
  status: opt(GrowingEnum(METER_STATUSES))
})
/** The schema of `UpdateMeterParams`, by name (see `Named`). */
export interface UpdateMeterParamsSchema extends Named<typeof updateMeterParams> {}
/** Body of `meters.update` (`PATCH /subscriptions/meters/{meter_id}`): any of these; `INACTIVE` archives. */
export const UpdateMeterParams: UpdateMeterParamsSchema = updateMeterParams
export type UpdateMeterParams = typeof UpdateMeterParams.Type

const listMetersQuery = Schema.Struct({
  account_id: optQuery(Uuid),
  limit: optQuery(QueryInt(1)),
  offset: optQuery(QueryInt(0))
})
/** The schema of `ListMetersQuery`, by name (see `Named`). */
export interface ListMetersQuerySchema extends Named<typeof listMetersQuery> {}
/** Query of `meters.list`: `limit` ≥ 1 (default 20), `offset` ≥ 0. */
export const ListMetersQuery: ListMetersQuerySchema = listMetersQuery
export type ListMetersQuery = typeof ListMetersQuery.Type

/** Credits a plan includes per cycle: a number ≥ 0 (decimals allowed). */
const Credits = /* @__PURE__ */ (() => Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0)))()

/**
 * The price per unit beyond the credits. Its `value` may be left out only when the plan is in
 * USD and the meter has a default price; the service decides that.
 */
const PricePerCreditParams = /* @__PURE__ */ (() => Schema.Struct({ currency: CurrencyCode, value: opt(AmountValue) }))()

const attachMeterToPlanParams = Schema.Struct({
  meter_id: BoundedString(36, 64),
  credits: Credits,
  pricing_strategy: GrowingEnum(METER_PRICING_STRATEGIES),
  price_per_credit: opt(PricePerCreditParams),
  country_prices: opt(Schema.Array(CountryPriceParams))
})
/** The schema of `AttachMeterToPlanParams`, by name (see `Named`). */
export interface AttachMeterToPlanParamsSchema extends Named<typeof attachMeterToPlanParams> {}
/** Body of `meters.attachToPlan` (`POST /subscriptions/plans/{plan_id}/meters`). */
export const AttachMeterToPlanParams: AttachMeterToPlanParamsSchema = attachMeterToPlanParams
export type AttachMeterToPlanParams = typeof AttachMeterToPlanParams.Type

const updatePlanMeterParams = Schema.Struct({
  credits: opt(Credits),
  pricing_strategy: opt(GrowingEnum(METER_PRICING_STRATEGIES)),
  price_per_credit: opt(PricePerCreditParams),
  country_prices: opt(Schema.Array(CountryPriceParams))
})
/** The schema of `UpdatePlanMeterParams`, by name (see `Named`). */
export interface UpdatePlanMeterParamsSchema extends Named<typeof updatePlanMeterParams> {}
/** Body of `meters.updateOfPlan` (`PATCH /subscriptions/plans/{plan_id}/meters/{meter_id}`): any of the attach fields but the meter. */
export const UpdatePlanMeterParams: UpdatePlanMeterParamsSchema = updatePlanMeterParams
export type UpdatePlanMeterParams = typeof UpdatePlanMeterParams.Type

const reportMeterUsageParams = Schema.Struct({
  event_id: NonEmptyString, // the deduplication key
  event_name: MeterEventName,
  subscription_id: BoundedString(36, 64),
  consumed_value: opt(Schema.Finite),
  occurred_at: opt(Timestamp),
  metadata: opt(KeyValueParams(48)),
  meter_id: opt(NonEmptyString)
})
/** The schema of `ReportMeterUsageParams`, by name (see `Named`). */
export interface ReportMeterUsageParamsSchema extends Named<typeof reportMeterUsageParams> {}
/**
 * Body of `meters.reportUsage` (`POST /subscriptions/meters/events`). `consumed_value` is required
 * for SUM and LAST meters and defaults to 1 for COUNT ones: the service knows the meter's kind.
 */
export const ReportMeterUsageParams: ReportMeterUsageParamsSchema = reportMeterUsageParams
export type ReportMeterUsageParams = typeof ReportMeterUsageParams.Type
