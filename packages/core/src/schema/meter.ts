/**
 * Usage meters (`/subscriptions/meters`): the `Meter` resource, a meter attached to a plan
 * (`PlanMeter`, the metered price), a stored usage event, and their pages (tolerant).
 */
import * as Schema from "effect/Schema"
import { OptNumber, OptString } from "./fields"
import { KeyValueEntry, Money, OffsetPagination } from "./money"
import { CountryPrice } from "./plan"
import { Maybe, OpenEnum, Resource, type Named } from "./shared"

/** How reported events roll up into a cycle's quantity. */
export const METER_AGGREGATIONS = ["SUM", "COUNT", "LAST"] as const
export const METER_STATUSES = ["ACTIVE", "INACTIVE"] as const
/** How usage beyond a plan's included credits is priced. */
export const METER_PRICING_STRATEGIES = ["PER_UNIT", "PACKAGE", "TIERED"] as const

const meter = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String,
    account_id: OptString,
    name: OptString,
    description: OptString,
    event_name: OptString,
    aggregation: Maybe(OpenEnum(METER_AGGREGATIONS)),
    unit_label: OptString,
    plural_unit_label: OptString,
    default_price: Maybe(Money),
    metadata: Maybe(Schema.Array(KeyValueEntry)),
    status: Maybe(OpenEnum(METER_STATUSES)),
    created_at: OptString,
    updated_at: OptString
  }))()
/** The schema of `Meter`, by name (see `Named`). */
export interface MeterSchema extends Named<typeof meter> {}
export const Meter: MeterSchema = meter
export type Meter = typeof Meter.Type

const meterPage = /* @__PURE__ */ (() => Resource({ data: Schema.Array(Meter), pagination: Maybe(OffsetPagination) }))()
/** The schema of `MeterPage`, by name (see `Named`). */
export interface MeterPageSchema extends Named<typeof meterPage> {}
/** `meters.list`: a limit/offset page. */
export const MeterPage: MeterPageSchema = meterPage
export type MeterPage = typeof MeterPage.Type

const planMeter = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String,
    plan_id: OptString,
    meter_id: OptString,
    credits: OptNumber,
    pricing_strategy: Maybe(OpenEnum(METER_PRICING_STRATEGIES)),
    price_per_credit: Maybe(Money),
    country_prices: Maybe(Schema.Array(CountryPrice)),
    created_at: OptString,
    updated_at: OptString
  }))()
/** The schema of `PlanMeter`, by name (see `Named`). */
export interface PlanMeterSchema extends Named<typeof planMeter> {}
/** A meter attached to a plan: included `credits` and the price beyond them (`null` when the meter's default applies). */
export const PlanMeter: PlanMeterSchema = planMeter
export type PlanMeter = typeof PlanMeter.Type

const planMeterPage = /* @__PURE__ */ (() => Resource({ data: Schema.Array(PlanMeter), pagination: Maybe(OffsetPagination) }))()
/** The schema of `PlanMeterPage`, by name (see `Named`). */
export interface PlanMeterPageSchema extends Named<typeof planMeterPage> {}
/** `meters.listOfPlan`: a limit/offset page. */
export const PlanMeterPage: PlanMeterPageSchema = planMeterPage
export type PlanMeterPage = typeof PlanMeterPage.Type

const meterUsageEvent = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String,
    event_id: OptString,
    event_name: OptString,
    meter_id: OptString,
    subscription_id: OptString,
    consumed_value: OptNumber,
    occurred_at: OptString,
    received_at: OptString
  }))()
/** The schema of `MeterUsageEvent`, by name (see `Named`). */
export interface MeterUsageEventSchema extends Named<typeof meterUsageEvent> {}
/** `meters.reportUsage`: the stored event (a repeated `event_id` answers the first one). */
export const MeterUsageEvent: MeterUsageEventSchema = meterUsageEvent
export type MeterUsageEvent = typeof MeterUsageEvent.Type
