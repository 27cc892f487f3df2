/**
 * Usage meters (`/subscriptions/meters`): the `Meter` resource, a meter attached to a plan
 * (`PlanMeter`, the metered price), a stored usage event, and their pages (tolerant).
 */
import * as Schema from "effect/Schema"
import { OptNumber, OptString } from "./fields"
import { KeyValueEntry, Money, OffsetPagination } from "./money"
import { CountryPrice } from "./plan"
import { Maybe, OpenEnum, Resource } from "./shared"

/** How reported events roll up into a cycle's quantity. */
export const METER_AGGREGATIONS = ["SUM", "COUNT", "LAST"] as const
export const METER_STATUSES = ["ACTIVE", "INACTIVE"] as const
/** How usage beyond a plan's included credits is priced. */
export const METER_PRICING_STRATEGIES = ["PER_UNIT", "PACKAGE", "TIERED"] as const

export const Meter = /* @__PURE__ */ (() =>
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
export type Meter = typeof Meter.Type

/** `meters.list`: a limit/offset page. */
export const MeterPage = /* @__PURE__ */ (() => Resource({ data: Schema.Array(Meter), pagination: Maybe(OffsetPagination) }))()
export type MeterPage = typeof MeterPage.Type

/** A meter attached to a plan: included `credits` and the price beyond them (`null` when the meter's default applies). */
export const PlanMeter = /* @__PURE__ */ (() =>
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
export type PlanMeter = typeof PlanMeter.Type

/** `meters.listOfPlan`: a limit/offset page. */
export const PlanMeterPage = /* @__PURE__ */ (() => Resource({ data: Schema.Array(PlanMeter), pagination: Maybe(OffsetPagination) }))()
export type PlanMeterPage = typeof PlanMeterPage.Type

/** `meters.reportUsage`: the stored event (a repeated `event_id` answers the first one). */
export const MeterUsageEvent = /* @__PURE__ */ (() =>
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
export type MeterUsageEvent = typeof MeterUsageEvent.Type
