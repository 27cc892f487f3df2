/**
 * Usage meters and usage events (the usage-based billing guide and the meter pages):
 *
 * - a meter is created ACTIVE (a `status` sent is ignored); its `event_name` is unique in the
 *   merchant's account for good — archived (`INACTIVE`) meters keep theirs (409
 *   METER_EVENT_NAME_CONFLICT); `default_price` is USD only; `event_name` and `aggregation` never
 *   change; an unknown meter is 400 METER_NOT_FOUND;
 * - a usage event names an ACTIVE meter by `event_name` and a subscription that is ACTIVE; its
 *   `event_id` is the deduplication key: a repeat answers the first event, whatever else it
 *   carries. `consumed_value` is required for SUM and LAST meters, 1 for COUNT; `occurred_at`
 *   defaults to the receive time and may be at most 35 days old.
 */
import type { KeptAmount, MeterRecord, UsageEventRecord } from "../foundation/billing-records"
import { reject } from "../foundation/errors"
import { fromUnits } from "../foundation/money"
import { isoMicros, uuid } from "../foundation/time"
import type { CreateMeterBody, ReportUsageBody, UpdateMeterBody } from "./billing-bodies"
import { type Env, own } from "./env"
import { requestUnits } from "./request-amount"
import { optionalRequestTime } from "./request-time"

/** How far back `occurred_at` may reach. */
export const USAGE_BACKDATE_LIMIT_MS = 35 * 86_400_000

export const keptAmount = (field: string, amount: { readonly currency: string; readonly value: number }): KeptAmount => ({
  currency: amount.currency,
  units: requestUnits(`${field}.value`, amount.value)
})

export const renderAmount = (amount: KeptAmount) => ({ currency: amount.currency, value: fromUnits(amount.units) })

/** The meter pages' validation error: 400 INVALID_PARAMETERS with the reason. */
export const invalidParameters = (...messages: ReadonlyArray<string>) => reject(400, "INVALID_PARAMETERS", ...messages)

const usdOnly = (price: { readonly currency: string } | undefined) => {
  if (price !== undefined && price.currency !== "USD") throw invalidParameters("The default_price currency must be USD")
}

/** POST /subscriptions/meters. */
export const createMeter = (env: Env, merchant: string, body: CreateMeterBody): MeterRecord => {
  usdOnly(body.default_price)
  for (const m of env.store.meters.values()) {
    if (m.merchant === merchant && m.accountId === body.account_id && m.eventName === body.event_name) {
      throw reject(409, "METER_EVENT_NAME_CONFLICT", `A meter with event_name ${body.event_name} already exists`)
    }
  }
  const now = env.clock.now()
  const meter: MeterRecord = {
    id: uuid(),
    merchant,
    accountId: body.account_id,
    name: body.name,
    description: body.description ?? null,
    eventName: body.event_name,
    aggregation: body.aggregation,
    unitLabel: body.unit_label ?? null,
    pluralUnitLabel: body.plural_unit_label ?? null,
    defaultPrice: body.default_price === undefined ? null : keptAmount("default_price", body.default_price),
    metadata: body.metadata ?? null,
    status: "ACTIVE", // the create page: always ACTIVE
    createdAt: now,
    updatedAt: now
  }
  env.store.meters.set(meter.id, meter)
  return meter
}

/** The meter, or 400 METER_NOT_FOUND (never 404: the meter pages). */
export const requireMeter = (env: Env, merchant: string, id: string): MeterRecord => {
  const meter = own(env.store.meters, id, merchant)
  if (meter === undefined) throw reject(400, "METER_NOT_FOUND", `Meter ${id} not found`)
  return meter
}

/** GET /subscriptions/meters: oldest first, only the account's when `account_id` is given. */
export const listMeters = (env: Env, merchant: string, accountId: string | undefined): Array<MeterRecord> =>
  [...env.store.meters.values()].filter((m) => m.merchant === merchant && (accountId === undefined || m.accountId === accountId))

/** PATCH /subscriptions/meters/{meter_id}: only what is sent changes; `event_name` and `aggregation` are ignored. */
export const updateMeter = (env: Env, merchant: string, id: string, body: UpdateMeterBody): MeterRecord => {
  const meter = requireMeter(env, merchant, id)
  const sent = Object.keys(body).filter((k) => ["name", "description", "unit_label", "plural_unit_label", "default_price", "status"].includes(k))
  if (sent.length === 0) throw invalidParameters("At least one field must be provided to update the meter")
  usdOnly(body.default_price)
  const price = body.default_price === undefined ? undefined : keptAmount("default_price", body.default_price)
  if (body.name !== undefined) meter.name = body.name
  if (body.description !== undefined) meter.description = body.description
  if (body.unit_label !== undefined) meter.unitLabel = body.unit_label
  if (body.plural_unit_label !== undefined) meter.pluralUnitLabel = body.plural_unit_label
  if (price !== undefined) meter.defaultPrice = price
  if (body.status === "ACTIVE" || body.status === "INACTIVE") meter.status = body.status as MeterRecord["status"]
  meter.updatedAt = env.clock.now()
  return meter
}

export const renderMeter = (meter: MeterRecord) => ({
  id: meter.id,
  account_id: meter.accountId,
  name: meter.name,
  description: meter.description,
  event_name: meter.eventName,
  aggregation: meter.aggregation,
  unit_label: meter.unitLabel,
  plural_unit_label: meter.pluralUnitLabel,
  default_price: meter.defaultPrice === null ? null : renderAmount(meter.defaultPrice),
  metadata: meter.metadata,
  status: meter.status,
  created_at: isoMicros(meter.createdAt),
  updated_at: isoMicros(meter.updatedAt)
})

/** Where a merchant's event is kept: one per `event_id`. */
const usageEventKey = (merchant: string, eventId: string) => `${merchant}\u0000${eventId}`

/** POST /subscriptions/meters/events. */
export const reportUsage = (env: Env, merchant: string, body: ReportUsageBody): UsageEventRecord => {
  const first = env.store.usageEvents.get(usageEventKey(merchant, body.event_id))
  if (first !== undefined) return first // the guide: a repeat answers the first event; its other fields are discarded
  const meter = [...env.store.meters.values()].find((m) => m.merchant === merchant && m.eventName === body.event_name && m.status === "ACTIVE")
  if (meter === undefined) throw reject(400, "METER_NOT_FOUND", `No ACTIVE meter has event_name ${body.event_name}`)
  if (body.meter_id !== undefined && body.meter_id !== meter.id) {
    throw invalidParameters("The meter_id does not match the meter resolved from event_name")
  }
  const sub = own(env.store.subscriptions, body.subscription_id, merchant)
  if (sub === undefined) throw reject(400, "SUBSCRIPTION_NOT_FOUND", `Subscription ${body.subscription_id} not found`)
  if (sub.status !== "ACTIVE") throw reject(400, "SUBSCRIPTION_NOT_ACTIVE", "The subscription is not active")
  const now = env.clock.now()
  const occurredAt = optionalRequestTime("occurred_at", body.occurred_at) ?? now
  if (occurredAt < now - USAGE_BACKDATE_LIMIT_MS) throw invalidParameters("The occurred_at cannot be more than 35 days in the past")
  let consumed = 1 // COUNT: each event counts as 1
  if (meter.aggregation !== "COUNT") {
    if (body.consumed_value === undefined) throw invalidParameters(`The consumed_value is required for a ${meter.aggregation} meter`)
    consumed = body.consumed_value
  }
  const event: UsageEventRecord = {
    id: uuid(),
    merchant,
    eventId: body.event_id,
    eventName: meter.eventName,
    meterId: meter.id,
    subscriptionId: sub.id,
    consumedValue: consumed,
    occurredAt,
    receivedAt: now
  }
  env.store.usageEvents.set(usageEventKey(merchant, body.event_id), event)
  return event
}

export const renderUsageEvent = (event: UsageEventRecord) => ({
  id: event.id,
  event_id: event.eventId,
  event_name: event.eventName,
  meter_id: event.meterId,
  subscription_id: event.subscriptionId,
  consumed_value: event.consumedValue,
  occurred_at: isoMicros(event.occurredAt),
  received_at: isoMicros(event.receivedAt)
})
