/**
 * `fake.trigger(event, { id, set })`, `POST /_fake/trigger` and `payrail-fake trigger`: any
 * notification of the catalogue, for a resource the fake holds (`id`) or a made-up one, with
 * overrides. Where the event depends on time, the fake clock moves to it first, so the state and
 * the notification agree (docs/fake.md, "Triggering events"):
 *
 *   subscription.cycle_executed     to the subscription's next cycle (the renewal is charged)
 *   subscription.past_due           to the next cycle, that renewal declined
 *   subscription.close_to_renewal   to `renewal_notification_days` (default 3) before the next cycle
 *   report.update                   to the report's completion (IN_PROCESS → SUCCEEDED)
 *   onboarding.succeeded            to the end of a previously-onboarded onboarding's wait
 *
 * When the clock move makes the fake send the event itself, that notification is the trigger's
 * (overrides applied, never sent twice); otherwise the trigger sends it.
 */
import { WEBHOOK_EVENT_CATALOGUE, webhookFamilyOf } from "@payrail/core"
import type { FakeClock } from "../foundation/clock"
import { renderOnboarding } from "../state/banking"
import type { Env } from "../state/env"
import { renderPayment } from "../state/payment-rendering"
import { renderReport } from "../state/reports"
import { declineNextRenewal, renderSubscription } from "../state/subscriptions"
import { isoMicros } from "../foundation/time"
import { defaultEventData } from "../webhooks/event-data"
import type { Delivery, EventNotification, IncomingTransferNotification, WebhookEngine } from "../webhooks/fake-webhooks"

/** What to trigger, besides the event's name. */
export interface TriggerOptions {
  /** The resource the event is about (a payment, subscription, report or onboarding id); a made-up one when left out. */
  readonly id?: string
  /**
   * Overrides of the resource as sent, by dotted path (`{ "status": "DECLINED", "amount.value": 12.5 }`):
   * `data.payment` for payment events, `data.subscription`, `data.payment_method` for enrollments,
   * `data` itself otherwise.
   */
  readonly set?: Readonly<Record<string, unknown>>
}

/** What a trigger did. */
export interface TriggerResult {
  readonly event: string
  /** The notification as sent: an envelope, or the flat transfer of `banking.transfer.incoming.*`. */
  readonly notification: EventNotification | IncomingTransferNotification
  /** The first delivery attempt of it. */
  readonly delivery: Delivery | undefined
  /** How far the fake clock moved for it (0 when the event does not depend on time). */
  readonly advancedMs: number
  /** The fake clock after the trigger. */
  readonly now: string
}

/** Every event name of the catalogue, in its order. */
export const TRIGGERABLE_EVENTS: ReadonlyArray<string> = Object.values(WEBHOOK_EVENT_CATALOGUE).flat()

/** Default of `renewal_notification_days` when the subscription has none. */
export const DEFAULT_RENEWAL_NOTIFICATION_DAYS = 3
const DAY_MS = 86_400_000

/** A bad trigger: unknown event, unknown resource, or an event its resource cannot have now. */
export class TriggerError extends Error {
  override readonly name = "TriggerError"
}

/** Where the resource sits in an event's `data`. */
const resourceKey = (family: string): string | undefined =>
  family === "payment" ? "payment" : family === "subscription" ? "subscription" : family === "enrollment" ? "payment_method" : undefined

/** `{ "a.b": 1 }` applied to a copy of `target`; intermediate objects are created. */
export const applyOverrides = (target: Readonly<Record<string, unknown>>, set: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const copy: Record<string, unknown> = structuredClone(target) as Record<string, unknown>
  for (const [path, value] of Object.entries(set)) {
    const keys = path.split(".")
    if (keys.some((k) => k === "" || k === "__proto__" || k === "constructor" || k === "prototype")) {
      throw new TriggerError(`set: "${path}" is not a dotted path such as "amount.value"`)
    }
    let node: Record<string, unknown> = copy
    for (const key of keys.slice(0, -1)) {
      const next = node[key]
      node = node[key] = typeof next === "object" && next !== null ? (next as Record<string, unknown>) : {}
    }
    node[keys.at(-1)!] = value
  }
  return copy
}

interface TriggerDeps {
  readonly env: Env
  readonly clock: FakeClock
  readonly webhooks: WebhookEngine
}

/** Shapes the notifications the fake sends on its own while a trigger moves the clock. */
export interface NotificationShaper {
  shape(name: string, data: () => Readonly<Record<string, unknown>>): () => Readonly<Record<string, unknown>>
}

export const makeTrigger = (deps: TriggerDeps) => {
  const { env, clock, webhooks } = deps
  // While a trigger moves the clock: the event it waits for, on which resource, and its overrides.
  let awaited: { readonly name: string; readonly id: string; readonly set: Readonly<Record<string, unknown>> } | undefined

  const idOf = (family: string, data: Readonly<Record<string, unknown>>): unknown => {
    const key = resourceKey(family)
    const resource = key === undefined ? data : (data[key] as Record<string, unknown> | undefined)
    return resource?.id
  }

  const withOverrides = (family: string, data: Readonly<Record<string, unknown>>, set: Readonly<Record<string, unknown>>) => {
    if (Object.keys(set).length === 0) return data
    const key = resourceKey(family)
    if (key === undefined) return applyOverrides(data, set)
    return { ...data, [key]: applyOverrides((data[key] ?? {}) as Record<string, unknown>, set) }
  }

  const shaper: NotificationShaper = {
    shape(name, data) {
      const wanted = awaited
      if (wanted === undefined || wanted.name !== name) return data
      return () => {
        const family = webhookFamilyOf(name)
        const rendered = data()
        return idOf(family, rendered) === wanted.id ? withOverrides(family, rendered, wanted.set) : rendered
      }
    }
  }

  /** The resource as the event carries it, from the state. */
  const render = (family: string, name: string, id: string): Readonly<Record<string, unknown>> | undefined => {
    const { store } = env
    if (family === "payment") {
      const payment = store.payments.get(id)
      return payment && { payment: renderPayment(env, payment, { kind: "create" }) }
    }
    if (family === "subscription") {
      const sub = store.subscriptions.get(id)
      return sub && { subscription: { ...renderSubscription(env, sub), code: sub.id } }
    }
    if (family === "report") {
      const report = store.reports.get(id)
      return report && renderReport(report)
    }
    if (family === "onboarding" || name.startsWith("banking.onboarding.")) {
      const onboarding = store.onboardings.get(id)
      return onboarding && renderOnboarding(onboarding)
    }
    return undefined
  }

  /** The fake-clock time the event needs, or undefined when it does not depend on time. */
  const dueAt = (name: string, id: string): { at: number; before?: () => () => void } | undefined => {
    const { store } = env
    const now = clock.now()
    const sub = store.subscriptions.get(id)
    if (name === "subscription.cycle_executed" || name === "subscription.past_due" || name === "subscription.close_to_renewal") {
      if (sub === undefined) return undefined
      if (sub.status !== "ACTIVE" || sub.nextAt === null) {
        throw new TriggerError(`${name}: subscription ${id} is ${sub.status} with no renewal due`)
      }
      if (name === "subscription.close_to_renewal") {
        const days = (sub.params as { renewal_notification_days?: unknown }).renewal_notification_days
        const lead = (typeof days === "number" ? days : DEFAULT_RENEWAL_NOTIFICATION_DAYS) * DAY_MS
        return { at: Math.max(now, sub.nextAt - lead) }
      }
      return { at: sub.nextAt, ...(name === "subscription.past_due" ? { before: () => declineNextRenewal(sub) } : {}) }
    }
    if (name === "report.update") {
      const report = store.reports.get(id)
      if (report === undefined || report.status !== "IN_PROCESS") return undefined
      const completion = report.tasks.find((t) => t.label.endsWith("completes"))
      return completion && { at: completion.at }
    }
    if (name === "onboarding.succeeded") {
      const onboarding = store.onboardings.get(id)
      if (onboarding === undefined || onboarding.status !== "PENDING") return undefined
      const task = clock.pending().find((t) => t.label === `onboarding ${id} succeeds`)
      return task && { at: Date.parse(task.at) }
    }
    return undefined
  }

  /** An onboarding reviewed by hand (no clock task decides it): it takes the event's status. */
  const review = (name: string, id: string) => {
    const onboarding = env.store.onboardings.get(id)
    const status = name.slice(name.lastIndexOf(".") + 1).toUpperCase()
    if (onboarding === undefined || !name.startsWith("onboarding.") || status === "CREATE") return
    onboarding.status = status as typeof onboarding.status
    onboarding.updatedAt = clock.now()
  }

  const latestDelivery = (event: string): Delivery | undefined => {
    for (let i = webhooks.deliveries.length - 1; i >= 0; i--) if (webhooks.deliveries[i]!.event === event) return webhooks.deliveries[i]
    return undefined
  }

  const trigger = async (name: string, options: TriggerOptions = {}): Promise<TriggerResult> => {
    if (typeof name !== "string" || !TRIGGERABLE_EVENTS.includes(name)) {
      throw new TriggerError(`"${String(name)}" is not an event of the catalogue (e.g. payment.capture, subscription.past_due; GET /_fake/trigger lists them)`)
    }
    const set = options.set ?? {}
    if (typeof set !== "object" || set === null || Array.isArray(set)) throw new TriggerError("set: Expected an object of dotted paths to values")
    if (options.id !== undefined && (typeof options.id !== "string" || options.id === "")) throw new TriggerError("id: Expected a non-empty string")
    const family = webhookFamilyOf(name)
    // An incoming transfer goes to the configured receiver only; any other event also to the endpoints registered for it.
    if (family === "banking.transfer.incoming" ? webhooks.config === undefined : !webhooks.receives(name)) {
      throw new TriggerError("No webhook receiver: configure one (payrail-fake --webhook-url, POST /_fake/webhooks/config, fake.webhooks.configure) or register an endpoint for the event (POST /v1/webhooks)")
    }
    const startedAt = clock.now()

    if (family === "banking.transfer.incoming") {
      const status = name.endsWith(".pending") ? "PENDING" : "COMPLETED"
      const notification = await webhooks.incomingTransfer(applyOverrides({ status, ...(options.id ? { id: options.id } : {}) }, set))
      return { event: name, notification, delivery: latestDelivery(name), advancedMs: 0, now: isoMicros(clock.now()) }
    }

    const id = options.id
    if (id !== undefined && render(family, name, id) === undefined && resourceKnown(family, name)) {
      throw new TriggerError(`id: no ${family === "banking" ? "onboarding" : family} ${id} in the fake`)
    }
    const before = webhooks.events.length
    if (id !== undefined) {
      const due = dueAt(name, id)
      if (due !== undefined) {
        const withdraw = due.before?.()
        awaited = { name, id, set }
        try {
          await clock.advance(Math.max(0, due.at - clock.now()))
          await webhooks.settled()
        } finally {
          awaited = undefined
          withdraw?.()
        }
      } else {
        review(name, id)
      }
    }
    const sentByTheFake = id === undefined
      ? undefined
      : webhooks.events.slice(before).find((e) => e.type_event === name && idOf(family, e.data) === id)
    let notification: EventNotification
    if (sentByTheFake !== undefined) {
      notification = sentByTheFake
    } else {
      const rendered = id === undefined ? undefined : render(family, name, id)
      const base = rendered ?? madeUp(family, name, id)
      const data = name === "subscription.past_due" && rendered !== undefined
        ? withOverrides(family, base, { status: "PAST_DUE" }) // the event's word; the fake's own subscription stays ACTIVE
        : base
      notification = await webhooks.send(name, withOverrides(family, data, set))
    }
    return { event: name, notification, delivery: latestDelivery(name), advancedMs: clock.now() - startedAt, now: isoMicros(clock.now()) }
  }

  /** Families whose resources the fake holds: an unknown id there is an error, elsewhere it names the made-up resource. */
  const resourceKnown = (family: string, name: string): boolean =>
    family === "payment" || family === "subscription" || family === "report" || family === "onboarding" || name.startsWith("banking.onboarding.")

  /** A plausible resource of the event's family, with `id` as its id when given. */
  const madeUp = (family: string, name: string, id: string | undefined): Readonly<Record<string, unknown>> => {
    const data = defaultEventData(name, isoMicros(clock.now()), webhooks.accountId)
    return id === undefined ? data : withOverrides(family, data, { id })
  }

  return { trigger, shaper }
}
