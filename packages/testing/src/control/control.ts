/**
 * Control endpoints under `/_fake` (outside `/v1`): the same seeding, clock, faults, webhooks
 * and inspection as the JS API, for tests written in any language against `payrail-fake` or
 * `fake.listen()`. They exist only in the fake.
 *
 * Every control request carries the fake's private key in the `private-secret-key` header (the
 * header the API itself uses, so any HTTP client can send it); without it: 401. They can reset
 * the fake and redirect its signed webhooks, so a web page the developer visits must not reach
 * them: the HTTP server also refuses a foreign `Origin` and a `Host` that is not its own address
 * (DNS rebinding), see transports/listen.ts.
 *
 *   GET  /_fake                              this list
 *   GET  /_fake/state                        the saved state (fake.snapshot()); PUT /_fake/state loads one
 *   GET  /_fake/state/views | /_fake/requests | /_fake/webhooks/deliveries | /_fake/clock
 *   POST /_fake/reset
 *   POST /_fake/clock/advance                {"ms": 60000}
 *   POST /_fake/seed/{customer|checkout-session|entity|recipient|whitelabel-user|merchant}   (options as JSON)
 *   POST /_fake/faults                       a FaultSpec ("path" as a string);  DELETE /_fake/faults;  GET /_fake/faults the active ones
 *   POST /_fake/webhooks/config              {"url", "secret", "scheme"?}
 *   POST /_fake/webhooks/incoming-transfer   a partial notification
 *   POST /_fake/webhooks/resend              {"id"}: one more attempt of a delivery, now
 *   POST /_fake/trigger                      {"event", "id"?, "set"?}: any notification of the catalogue (src/control/trigger.ts);
 *                                            GET /_fake/trigger lists the events
 */
import type { FakeClock } from "../foundation/clock"
import type { RequestHeaders } from "../foundation/request-headers"
import type { Faults, FaultSpec } from "../pipeline/faults"
import { serializableLog } from "../pipeline/request-log-body"
import type { RequestLogEntry } from "../pipeline/request-log-entry"
import type { Reply } from "../routes/route"
import type { FakeWebhooks, IncomingTransferInput, WebhookConfig } from "../webhooks/fake-webhooks"
import type { FakeSeed } from "./seed"
import type { FakeSnapshot } from "./snapshot"
import { TRIGGERABLE_EVENTS, type TriggerOptions, type TriggerResult } from "./trigger"

/**
 * What the control endpoints act on: the fake (`FakePayrail`, src/fake-api.ts) as far as they use
 * it, named here so this room never imports the fake above it; src/fake.ts passes the fake itself.
 */
export interface ControlledFake {
  readonly privateSecretKey: string
  readonly seed: FakeSeed
  readonly clock: FakeClock
  readonly faults: Faults
  readonly webhooks: FakeWebhooks
  readonly requests: ReadonlyArray<RequestLogEntry>
  readonly state: { readonly [K in "payments" | "subscriptions" | "reports" | "onboardings" | "recipients" | "transfers"]: ReadonlyArray<unknown> }
  reset(): void
  snapshot(): FakeSnapshot
  restore(state: FakeSnapshot): void
  trigger(event: string, options?: TriggerOptions): Promise<TriggerResult>
}

export interface ControlApi {
  /** A 401 reply unless `headers` carry the fake's private key (`private-secret-key`). */
  authorize(headers: RequestHeaders): Reply | undefined
  handle(method: string, pathname: string, body: unknown): Promise<Reply | undefined>
}

/** The header that carries the control credentials: the fake's private key. */
export const CONTROL_KEY_HEADER = "private-secret-key"

/** Same length and same characters, without an early exit on the first difference. */
const sameSecret = (a: string, b: string): boolean => {
  let diff = a.length ^ b.length
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0)
  return diff === 0
}

const ENDPOINTS = [
  "GET /_fake/state (the saved state: payrail-fake --state loads it)",
  "PUT /_fake/state {a saved state}",
  "GET /_fake/state/views",
  "GET /_fake/requests",
  "GET /_fake/clock",
  "POST /_fake/clock/advance {ms}",
  "POST /_fake/reset",
  "POST /_fake/seed/customer | checkout-session | entity | recipient | whitelabel-user | merchant",
  "POST /_fake/faults {method?, path?, times?, status?, code?, delayMs?, dropConnection?, afterCommit?}",
  "DELETE /_fake/faults",
  "GET /_fake/faults (the active faults)",
  "POST /_fake/webhooks/config {url, secret, scheme?}",
  "POST /_fake/webhooks/incoming-transfer {...partial notification}",
  "GET /_fake/webhooks/deliveries",
  "POST /_fake/webhooks/resend {id} (a delivery's id: one more attempt, now)",
  "GET /_fake/ (a browser: the dashboard; ?key= carries the private key) and GET /_fake/events (its server-sent events)",
  "POST /_fake/trigger {event, id?, set?: {dotted.path: value}}",
  "GET /_fake/trigger (the events it can send)"
]

const bad = (message: string): Reply => ({ status: 400, body: { code: "INVALID_REQUEST", messages: [message] } })
const asObject = (body: unknown): Record<string, unknown> =>
  typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}

export const makeControl = (fake: ControlledFake): ControlApi => ({
  authorize(headers) {
    const sent = headers.get(CONTROL_KEY_HEADER)
    if (sent !== null && sameSecret(sent, fake.privateSecretKey)) return undefined
    return {
      status: 401,
      body: {
        code: "INVALID_CREDENTIALS",
        messages: [`Control endpoints need the fake's private key in the ${CONTROL_KEY_HEADER} header`]
      }
    }
  },
  async handle(requestMethod, pathname, body) {
    const at = pathname.indexOf("/_fake")
    if (at === -1) return undefined
    const path = pathname.slice(at).replace(/\/+$/, "") || "/_fake"
    const method = requestMethod.toUpperCase()
    const key = `${method} ${path}`
    const options = asObject(body)
    try {
      switch (key) {
        case "GET /_fake":
          return { status: 200, body: { fake: true, endpoints: ENDPOINTS } }
        case "GET /_fake/state":
          return { status: 200, body: fake.snapshot() }
        case "PUT /_fake/state":
          fake.restore(body as FakeSnapshot)
          return { status: 200, body: { restored: true, now: fake.clock.date().toISOString() } }
        case "GET /_fake/state/views":
          return { status: 200, body: { ...pickState(fake) } }
        case "GET /_fake/requests":
          return { status: 200, body: serializableLog(fake.requests) }
        case "GET /_fake/clock":
          return { status: 200, body: { now: fake.clock.date().toISOString(), pending: fake.clock.pending() } }
        case "POST /_fake/clock/advance": {
          const ms = Number(options.ms)
          if (!Number.isFinite(ms) || ms < 0) return bad("ms: Expected a number of milliseconds >= 0")
          await fake.clock.advance(ms)
          return { status: 200, body: { now: fake.clock.date().toISOString() } }
        }
        case "POST /_fake/reset":
          fake.reset()
          return { status: 200, body: { reset: true } }
        case "POST /_fake/seed/customer":
          return { status: 201, body: fake.seed.customer(options) }
        case "POST /_fake/seed/checkout-session":
          return { status: 201, body: fake.seed.checkoutSession(options) }
        case "POST /_fake/seed/entity":
          return { status: 201, body: fake.seed.entity(options) }
        case "POST /_fake/seed/recipient":
          return { status: 201, body: fake.seed.recipient(options) }
        case "POST /_fake/seed/whitelabel-user":
          return { status: 201, body: fake.seed.whitelabelUser(options) }
        case "POST /_fake/seed/merchant":
          return { status: 201, body: fake.seed.merchant(options as { publicApiKey: string; privateSecretKey: string }) }
        case "POST /_fake/faults": {
          const fault = fake.faults.inject(options as FaultSpec)
          return { status: 201, body: { id: fault.id, remaining: fault.remaining } }
        }
        case "GET /_fake/faults":
          return { status: 200, body: fake.faults.active.map(({ id, spec, hits, remaining }) => ({ id, spec: { ...spec, path: spec.path?.toString() }, hits, remaining })) }
        case "DELETE /_fake/faults":
          fake.faults.clear()
          return { status: 200, body: { cleared: true } }
        case "POST /_fake/webhooks/config":
          fake.webhooks.configure(options as unknown as WebhookConfig)
          return { status: 200, body: { url: fake.webhooks.config?.url ?? null, scheme: fake.webhooks.config?.scheme ?? "hmac-sha256" } }
        case "POST /_fake/webhooks/incoming-transfer":
          return { status: 201, body: await fake.webhooks.incomingTransfer(options as IncomingTransferInput) }
        case "GET /_fake/webhooks/deliveries":
          return { status: 200, body: fake.webhooks.deliveries }
        case "POST /_fake/webhooks/resend":
          if (typeof options.id !== "string") return bad("id: Expected a delivery id (fake.webhooks.deliveries[].id)")
          return { status: 201, body: await fake.webhooks.resend(options.id) }
        case "GET /_fake/trigger":
          return { status: 200, body: { events: TRIGGERABLE_EVENTS } }
        case "POST /_fake/trigger": {
          if (typeof options.event !== "string") return bad("event: Expected an event name such as \"payment.capture\"")
          const { event, id, set } = options as { event: string; id?: string; set?: Record<string, unknown> }
          return { status: 201, body: await fake.trigger(event, { ...(id !== undefined ? { id } : {}), ...(set !== undefined ? { set } : {}) }) }
        }
        default:
          return { status: 404, body: { code: "NOT_FOUND", messages: [`No control endpoint ${key}`, ...ENDPOINTS] } }
      }
    } catch (error) {
      return bad(error instanceof Error ? error.message : String(error))
    }
  }
})

const pickState = (fake: ControlledFake) => ({
  payments: fake.state.payments,
  subscriptions: fake.state.subscriptions,
  reports: fake.state.reports,
  onboardings: fake.state.onboardings,
  recipients: fake.state.recipients,
  transfers: fake.state.transfers
})
