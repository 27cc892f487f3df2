/**
 * `--events a,b`: which notifications a listener asks for. Names come from core's event catalogue
 * (`payment.purchase`, `subscription.past_due`, `payment.*`); each becomes the endpoint trigger the
 * service knows (`payment_triggers: PURCHASE`), read from the create body's schema, so the list
 * of triggers is the declarations'. Families without a trigger list reach every endpoint; the
 * listener filters those itself.
 */
import { WEBHOOK_EVENT_CATALOGUE } from "@payrail/core"
import { endpoints } from "../declarations"
import { CliUsageError } from "../exit-codes"
import { operationSchema, schemaAt } from "../operations/schema"

const ALL_EVENTS: ReadonlyArray<string> = Object.values(WEBHOOK_EVENT_CATALOGUE).flat()

/** The trigger lists of `webhookEndpoints.create`, from its body schema: `{ payment_triggers: ["AUTHORIZE", …], … }`. */
export const triggerLists = (): Readonly<Record<string, ReadonlyArray<string>>> => {
  const create = endpoints.find((e) => e.operation === "webhookEndpoints.create")
  if (create === undefined) throw new Error("webhookEndpoints.create is not declared")
  const { body, deref } = operationSchema(create)
  const lists: Record<string, ReadonlyArray<string>> = {}
  for (const field of Object.keys((body?.properties as Record<string, unknown> | undefined) ?? {})) {
    if (!field.endsWith("_triggers")) continue
    const items = schemaAt(body!, [field, "0"], deref)
    lists[field] = items.flatMap((s) => (Array.isArray(s.enum) ? (s.enum as Array<string>) : []))
  }
  return lists
}

// the reference spells a few triggers apart from the event names
const RENAMED: Readonly<Record<string, string>> = { "onboarding.create": "CREATED", "onboarding.canceled": "CANCELLED" }

/** The trigger of an event (`payment.pre_chargeback` → `["payment_triggers", "PRECHARGEBACK"]`); undefined for a family without a list. */
export const triggerOf = (event: string, lists = triggerLists()): readonly [string, string] | undefined => {
  const dot = event.indexOf(".")
  const field = `${event.slice(0, dot)}_triggers`
  const list = lists[field]
  if (list === undefined) return undefined
  const name = event.slice(dot + 1).toUpperCase()
  const candidates = [RENAMED[event], name, name.replace(/_/g, "")]
  const found = candidates.find((c) => c !== undefined && list.includes(c))
  return found === undefined ? undefined : [field, found]
}

/** The events `--events` names (every event of the catalogue when undefined). Throws for a name the catalogue lacks. */
export const selectedEvents = (flag: string | undefined): ReadonlyArray<string> => {
  if (flag === undefined) return ALL_EVENTS
  const chosen = new Set<string>()
  for (const name of flag.split(",").map((s) => s.trim()).filter(Boolean)) {
    const matches = name.endsWith(".*") ? ALL_EVENTS.filter((e) => e.startsWith(name.slice(0, -1))) : ALL_EVENTS.filter((e) => e === name)
    if (matches.length === 0) throw new CliUsageError(`--events: ${name} is not an event (e.g. payment.purchase, subscription.*)`)
    for (const m of matches) chosen.add(m)
  }
  return [...chosen]
}

/** The endpoint's trigger fields for a selection of events (every trigger when all events are selected). */
export const triggersFor = (events: ReadonlyArray<string>): Record<string, Array<string>> => {
  const lists = triggerLists()
  if (events.length === ALL_EVENTS.length) return Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, [...v]]))
  const fields: Record<string, Array<string>> = {}
  for (const event of events) {
    const trigger = triggerOf(event, lists)
    if (trigger === undefined) continue
    const [field, value] = trigger
    if (!(fields[field] ??= []).includes(value)) fields[field].push(value)
  }
  // the service needs at least one trigger; a selection of families without lists still gets their events
  if (Object.keys(fields).length === 0) fields.payment_triggers = [lists.payment_triggers?.[0] ?? "PURCHASE"]
  return fields
}
