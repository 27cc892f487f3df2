/**
 * What the dashboard shows, as one JSON document (stream.ts sends it whole, then the sections that
 * changed): the state rendered as the API returns it, the request log (request and response
 * bodies as the log keeps them), deliveries grouped by receiver with what each sent, the
 * clock, active faults and the receiver's URL. Never the webhook secret nor the private key, and
 * never card data: the whole view goes through the request log's redaction (foundation/card-data.ts).
 */
import type { FakeClock } from "../foundation/clock"
import type { Faults } from "../pipeline/faults"
import type { RequestLogEntry } from "../pipeline/request-log-entry"
import type { FakeWebhooks } from "../webhooks/fake-webhooks"
import { redactCardData } from "../foundation/card-data"

/**
 * What the page shows of the fake (`FakePayrail`, src/fake-api.ts), named here so this room
 * never imports the fake above it; src/fake.ts passes the fake itself.
 */
export interface DashboardSource {
  readonly clock: FakeClock
  readonly state: {
    readonly [K in "payments" | "subscriptions" | "customers" | "checkoutSessions" | "reports" | "onboardings" | "recipients" | "transfers"]: ReadonlyArray<unknown>
  }
  readonly requests: ReadonlyArray<RequestLogEntry>
  readonly requestCount: number
  readonly webhooks: Pick<FakeWebhooks, "config" | "deliveries">
  readonly faults: Pick<Faults, "active">
}

/** Newest entries kept per list: the page stays light when a load test has made 100,000 payments. */
export const DASHBOARD_LIST_LIMIT = 200

/** The last `limit` of `items`, newest first, with how many there were. */
const newest = <T>(items: ReadonlyArray<T>, limit: number): { total: number; items: Array<T> } => ({
  total: items.length,
  items: items.slice(Math.max(0, items.length - limit)).reverse()
})

type Attempt = Omit<FakeWebhooks["deliveries"][number], "payload">

export interface DeliveryGroup {
  readonly id: string
  readonly event: string
  readonly url: string
  /** What the latest attempt sent (the attempts differ only in an envelope's `retry`). */
  readonly payload: object
  readonly attempts: ReadonlyArray<Attempt>
}

/** Attempts of the same notification together, grouped under their receiver URL, newest first. */
const deliveriesByEndpoint = (fake: DashboardSource, limit: number): Record<string, Array<DeliveryGroup>> => {
  const byId = new Map<string, { id: string; event: string; url: string; payload: object; attempts: Array<Attempt> }>()
  for (const { payload, ...attempt } of fake.webhooks.deliveries) {
    let group = byId.get(attempt.id)
    if (group === undefined) byId.set(attempt.id, (group = { id: attempt.id, event: attempt.event, url: attempt.url, payload, attempts: [] }))
    group.payload = payload
    group.attempts.push(attempt)
  }
  const out: Record<string, Array<DeliveryGroup>> = {}
  for (const group of newest([...byId.values()], limit).items) (out[group.url] ??= []).push(group)
  return out
}

export const dashboardView = (fake: DashboardSource, limit: number = DASHBOARD_LIST_LIMIT) => {
  const state = fake.state
  const config = fake.webhooks.config
  return redactCardData({
    now: fake.clock.date().toISOString(),
    pending: fake.clock.pending().slice(0, limit),
    state: {
      payments: newest(state.payments, limit),
      subscriptions: newest(state.subscriptions, limit),
      customers: newest(state.customers, limit),
      checkoutSessions: newest(state.checkoutSessions, limit),
      reports: newest(state.reports, limit),
      onboardings: newest(state.onboardings, limit),
      recipients: newest(state.recipients, limit),
      transfers: newest(state.transfers, limit)
    },
    requests: { total: fake.requestCount, items: newest(fake.requests, limit).items },
    webhooks: {
      // the URLs only: the secret stays out of the page
      receiver: config === undefined ? null : { url: config.url, eventsUrl: config.eventsUrl ?? null, scheme: config.scheme ?? "hmac-sha256" },
      deliveries: deliveriesByEndpoint(fake, limit)
    },
    faults: fake.faults.active.map((f) => ({
      id: f.id,
      remaining: f.remaining,
      hits: f.hits,
      spec: { ...f.spec, ...(f.spec.path !== undefined ? { path: String(f.spec.path) } : {}) }
    }))
  })
}

export type DashboardView = ReturnType<typeof dashboardView>
