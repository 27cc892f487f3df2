/**
 * Outbound webhooks (docs/service-facts.md#webhook-url, "Events", docs/service-facts.md#webhook-signature, docs/service-facts.md#webhook-envelope): the
 * fake POSTs incoming-transfer notifications (flat, to `url`) and envelope notifications of
 * payments, subscriptions, onboardings and reports (`{ type, type_event, account_id, retry,
 * version, data }`, to `eventsUrl`), signed as the service signs them, and expects 200
 * `{ received: true }`. A 5xx answer, a timeout or a network failure is retried on the fake
 * clock at 5 min, 50 min, 6 h, 24 h, 48 h and 96 h after the first attempt (7 attempts in all);
 * any other answer ends the delivery. Every attempt is logged.
 */
import { PAYRAIL_EVENTS_PATH, signWebhook, webhookEventOf, webhookFamilyOf } from "@payrail/core"
import { defaultEventData } from "./event-data"
import type { FakeClock, ScheduledTask } from "../clock"
import { fromUnits, toUnits } from "../money"
import { isoMicros, prefixedId, uuid } from "../time"

/** docs/service-facts.md#webhook-retries: attempt times after the first one. */
export const WEBHOOK_RETRY_OFFSETS_MS: ReadonlyArray<number> = [
  0, 5 * 60_000, 50 * 60_000, 6 * 3_600_000, 24 * 3_600_000, 48 * 3_600_000, 96 * 3_600_000
]

/** Where and how the fake sends webhooks. */
export interface WebhookConfig {
  /**
   * The merchant's receiver. A bare origin (`http://localhost:3000`) gets the spec's path
   * `/v1/banking/transfers` appended; any URL with a path is used as is.
   */
  readonly url: string
  /**
   * Where envelope notifications (payments, subscriptions, onboardings, reports) go. Default:
   * `url` itself when it has a path, else the origin with `/webhooks/payrail`.
   */
  readonly eventsUrl?: string
  /** The merchant's webhook secret (`whsec_…` for standard-webhooks). */
  readonly secret: string
  /** Default `"hmac-sha256"`: header `x-hmac-signature` = base64 HMAC-SHA256 of the raw body (docs/service-facts.md#webhook-signature). */
  readonly scheme?: "hmac-sha256" | "standard-webhooks"
  /** Also send the fixed `x-api-key` / `x-secret` pair (docs/service-facts.md#webhook-signature). */
  readonly apiKey?: { readonly key: string; readonly secret: string }
  /** Real-time limit of one attempt; past it the attempt counts as a timeout. Default 10 000. */
  readonly timeoutMs?: number
  /** Transport for deliveries (default the global fetch), e.g. an in-process app's `request`. */
  readonly fetch?: typeof globalThis.fetch
}

/** One delivery attempt (`fake.webhooks.deliveries`). */
export interface Delivery {
  /** The notification's id: the transfer's (`xfer_…`), or the event's (`evt_…`) for envelopes. */
  readonly id: string
  /** The event name: `banking.transfer.incoming.completed`, `payment.purchase`, ... */
  readonly event: string
  /** 1 for the first attempt. */
  readonly attempt: number
  /** HTTP status answered; null on a timeout or network failure. */
  readonly status: number | null
  /** Fake-clock time of the attempt. */
  readonly at: string
  readonly url: string
  /** True when the receiver answered 200 `{ received: true }`. */
  readonly ok: boolean
  /** Why it failed: `timeout`, a network error, `unacknowledged` (200 without `{received:true}`), `HTTP 500`… */
  readonly error: string | null
  /** When the next attempt is due, if one is scheduled. */
  readonly nextAttemptAt: string | null
  /** Present (true) on an attempt made by hand with `fake.webhooks.resend(id)`. */
  readonly resent?: true
}

/** A partial notification; every field not given gets a plausible default. */
export interface IncomingTransferInput {
  readonly id?: string
  readonly destination_account_id?: string
  readonly account_id?: string
  readonly provider?: { readonly account_id?: string; readonly transfer_id?: string }
  readonly status?: "PENDING" | "COMPLETED" | (string & {})
  readonly direction?: string
  readonly sender?: {
    readonly account_number_last_4?: string
    readonly routing_number?: string
    readonly account_name?: string
    readonly bank_name?: string
  }
  readonly amount?: { readonly value?: number; readonly currency?: string }
  readonly payment_rail?: string
  readonly description?: string
  readonly created_at?: string
  readonly updated_at?: string
  readonly [extra: string]: unknown
}

/** The notification as sent. */
export interface IncomingTransferNotification {
  readonly id: string
  readonly destination_account_id: string
  readonly account_id: string
  readonly provider: { readonly account_id: string; readonly transfer_id: string }
  readonly status: string
  readonly direction: string
  readonly sender: {
    readonly account_number_last_4: string
    readonly routing_number: string
    readonly account_name: string
    readonly bank_name: string
  }
  readonly amount: { readonly value: number; readonly currency: string }
  readonly payment_rail: string
  readonly description: string
  readonly created_at: string
  readonly updated_at: string
  readonly [extra: string]: unknown
}

/** An envelope notification as sent (docs/service-facts.md#webhook-envelope); `retry` is that of the first attempt. */
export interface EventNotification {
  readonly type: string
  readonly type_event: string
  readonly account_id: string
  readonly retry: number
  readonly version: 2
  readonly data: Readonly<Record<string, unknown>>
}

/** `fake.webhooks`. */
export interface FakeWebhooks {
  /**
   * Sends an incoming-transfer notification to the configured receiver. Resolves with the
   * notification after the first attempt; failed attempts are retried as `fake.clock.advance`
   * passes their due time.
   */
  incomingTransfer(input?: IncomingTransferInput): Promise<IncomingTransferNotification>
  /**
   * Sends any event by hand (`"payment.chargeback"`, `"enrollment.enroll"`, ...), as an envelope to
   * `eventsUrl`. `data` is the envelope's `data` (e.g. `{ payment }`); a plausible one for the
   * event's family when left out. Resolves with the notification after the first attempt.
   */
  send(name: string, data?: Readonly<Record<string, unknown>>): Promise<EventNotification>
  /** Resolves when every notification the fake sent on its own (state changes) has had its first attempt. */
  settled(): Promise<void>
  /**
   * Sends a notification again, now, to the current receiver: one more attempt of delivery `id`
   * (a `Delivery.id`), with the next attempt number, itself not retried. When it is received, the
   * retries still scheduled are dropped; when not, they stay. Resolves with that attempt; throws
   * when the fake never sent `id`.
   */
  resend(id: string): Promise<Delivery>
  /** Sets (or with undefined, removes) the receiver; replaces `createFakePayrail({ webhooks })`. */
  configure(config: WebhookConfig | undefined): void
  /** The current receiver settings. */
  readonly config: WebhookConfig | undefined
  /** Every attempt so far, oldest first. */
  readonly deliveries: ReadonlyArray<Delivery>
  /** Every incoming-transfer notification sent, oldest first. */
  readonly sent: ReadonlyArray<IncomingTransferNotification>
  /** Every envelope notification sent, oldest first. */
  readonly events: ReadonlyArray<EventNotification>
}

export interface WebhookEngine extends FakeWebhooks {
  clear(): void
  /** The merchant account id notifications carry. */
  readonly accountId: string
  /**
   * A state change happened (called by the state machines through `Env.notify`): sends `name`
   * with `data()` in the background when a receiver is configured. `data` is only rendered then.
   */
  notify(name: string, data: () => Readonly<Record<string, unknown>>): void
}

export { defaultEventData } from "./event-data"

const SPEC_PATH = "/v1/banking/transfers"

/** A bare origin gets the spec's receiver path. */
export const receiverUrl = (url: string): string => {
  const parsed = new URL(url)
  if (parsed.pathname === "/" || parsed.pathname === "") parsed.pathname = SPEC_PATH
  return parsed.toString()
}

/** Where envelopes go: `eventsUrl`, else `url` when it has a path, else its origin + `/webhooks/payrail`. */
export const eventsReceiverUrl = (config: Pick<WebhookConfig, "url" | "eventsUrl">): string => {
  const parsed = new URL(config.eventsUrl ?? config.url)
  if (parsed.pathname === "/" || parsed.pathname === "") parsed.pathname = PAYRAIL_EVENTS_PATH
  return parsed.toString()
}

const isAcknowledged = (text: string): boolean => {
  try {
    const body: unknown = JSON.parse(text)
    return typeof body === "object" && body !== null && (body as { received?: unknown }).received === true
  } catch {
    return false
  }
}

/** Further receivers of an event (endpoints registered through the API), each read again at every attempt. */
export type WebhookTargets = (event: string) => ReadonlyArray<() => WebhookConfig | undefined>

export const makeWebhooks = (
  clock: FakeClock,
  initial: WebhookConfig | undefined,
  merchantAccountId: string,
  /** Called after each attempt is recorded (the dashboard's live view). */
  onAttempt: () => void = () => undefined,
  targets: WebhookTargets = () => []
): WebhookEngine => {
  let config = initial
  let deliveries: Array<Delivery> = []
  let sent: Array<IncomingTransferNotification> = []
  let events: Array<EventNotification> = []
  // Background deliveries of state changes, until their first attempt is done (`settled()`).
  const inFlight = new Set<Promise<void>>()
  // Deliveries scheduled before a reset must not run after it.
  let generation = 0

  const build = (input: IncomingTransferInput): IncomingTransferNotification => {
    const now = isoMicros(clock.now())
    const { provider, sender, amount, ...rest } = input
    const value = amount?.value ?? 100
    return {
      id: prefixedId("xfer"),
      destination_account_id: prefixedId("acct"),
      account_id: merchantAccountId,
      status: "COMPLETED",
      direction: "INCOMING", // spec: always INCOMING
      payment_rail: "ACH_STANDARD",
      description: "Incoming transfer",
      created_at: now,
      updated_at: now,
      ...rest,
      provider: { account_id: prefixedId("prov_acct"), transfer_id: prefixedId("prov_xfer"), ...provider },
      sender: {
        account_number_last_4: "6789",
        routing_number: "021000021",
        account_name: "Jane Sender",
        bank_name: "Payrail Fake Sender Bank",
        ...sender
      },
      // docs/service-facts.md#amount-scale: exact decimal major units
      amount: { value: fromUnits(toUnits(value)), currency: amount?.currency ?? "USD" }
    }
  }

  /** One notification on its way: what to send at each attempt, and where. */
  interface Outgoing {
    readonly id: string
    readonly event: string
    readonly url: (cfg: WebhookConfig) => string
    /** The body of attempt `number` (envelopes carry `retry`). */
    readonly body: (number: number) => object
    /** The receiver, when it is not the configured one (a registered endpoint). */
    readonly target?: () => WebhookConfig | undefined
  }

  /** Each notification sent: what to send again by hand, how many attempts so far, its scheduled retry. */
  interface Sent {
    readonly outgoing: Outgoing
    attempts: number
    retry?: ScheduledTask
  }
  let sentById = new Map<string, Sent>()

  /**
   * One attempt. `step` is its place in the retry schedule (1 = first); the recorded attempt
   * number counts every attempt of the notification, those made by hand included.
   */
  const attempt = async (n: Outgoing, step: number, firstAt: number, gen: number, byHand = false): Promise<Delivery | undefined> => {
    const cfg = n.target === undefined ? config : n.target()
    if (cfg === undefined || gen !== generation) return undefined
    let record = sentById.get(n.id)
    if (record === undefined) sentById.set(n.id, (record = { outgoing: n, attempts: 0 }))
    const number = ++record.attempts
    const url = n.url(cfg)
    const event = n.event
    const signed = await signWebhook(n.body(number), {
      secret: cfg.secret,
      scheme: cfg.scheme ?? "hmac-sha256",
      id: `msg_${n.id}_${event}`, // the same id on every retry of this notification
      timestamp: new Date(clock.now()), // standard-webhooks: fake-clock time of the attempt
      ...(cfg.apiKey ? { apiKey: cfg.apiKey } : {})
    })
    const at = isoMicros(clock.now())
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), cfg.timeoutMs ?? 10_000)
    let status: number | null = null
    let error: string | null = null
    let retryable = false
    try {
      const response = await (cfg.fetch ?? globalThis.fetch)(url, {
        method: "POST",
        headers: signed.headers,
        body: signed.body,
        signal: controller.signal
      })
      status = response.status
      const text = await response.text()
      if (status >= 500) {
        error = `HTTP ${status}`
        retryable = true // spec: retried on 5xx
      } else if (status !== 200) {
        error = `HTTP ${status}`
      } else if (!isAcknowledged(text)) {
        error = "unacknowledged" // spec: the receiver must answer {received: true}
      }
    } catch (e) {
      error = controller.signal.aborted ? "timeout" : `network error: ${e instanceof Error ? e.message : String(e)}`
      retryable = true // spec: retried on timeouts (a failed connection is treated alike)
    } finally {
      clearTimeout(timer)
    }
    const nextOffset = retryable && !byHand ? WEBHOOK_RETRY_OFFSETS_MS[step] : undefined
    const nextAt = nextOffset === undefined ? null : firstAt + nextOffset
    const delivery: Delivery = {
      id: n.id, event, attempt: number, status, at, url, ok: error === null, error,
      nextAttemptAt: nextAt === null ? null : isoMicros(nextAt),
      ...(byHand ? { resent: true as const } : {})
    }
    deliveries.push(delivery)
    if (nextAt !== null) {
      record.retry = clock.schedule(nextAt, `webhook ${n.id} attempt ${number + 1}`, () => attempt(n, step + 1, firstAt, gen).then(() => undefined))
    }
    // Received after all (a resend): the scheduled retries have nothing left to deliver.
    if (byHand && error === null) record.retry?.cancel()
    onAttempt()
    return delivery
  }

  const requireConfig = () => {
    if (config === undefined) {
      throw new Error("No webhook receiver: pass createFakePayrail({ webhooks: { url, secret } }) or call fake.webhooks.configure(...)")
    }
  }

  const envelope = (name: string, data: Readonly<Record<string, unknown>>): EventNotification => {
    const dot = name.lastIndexOf(".")
    return { type: dot > 0 ? name.slice(0, dot) : name, type_event: name, account_id: merchantAccountId, retry: 0, version: 2, data }
  }

  /** Sends an envelope; resolves after its first attempt. */
  const sendEvent = async (notification: EventNotification): Promise<void> => {
    events.push(notification)
    const outgoing: Outgoing = {
      id: prefixedId("evt"),
      event: notification.type_event,
      url: eventsReceiverUrl,
      body: (number) => ({ ...notification, retry: number - 1 }) // docs/service-facts.md#webhook-envelope: grows on re-deliveries
    }
    await attempt(outgoing, 1, clock.now(), generation)
  }

  return {
    accountId: merchantAccountId,
    async incomingTransfer(input = {}) {
      requireConfig()
      const notification = build(input)
      sent.push(notification)
      const outgoing: Outgoing = {
        id: notification.id,
        event: webhookEventOf(notification),
        url: (cfg) => receiverUrl(cfg.url),
        body: () => notification
      }
      await attempt(outgoing, 1, clock.now(), generation)
      return notification
    },
    async send(name, data) {
      requireConfig()
      if (typeof name !== "string" || !/^[a-z_]+(\.[a-z_]+)+$/.test(name)) {
        throw new TypeError(`fake.webhooks.send: "${String(name)}" is not an event name such as "payment.chargeback"`)
      }
      const notification = envelope(name, data ?? defaultEventData(name, isoMicros(clock.now()), merchantAccountId))
      await sendEvent(notification)
      return notification
    },
    notify(name, data) {
      const endpoints = targets(name)
      if (config === undefined && endpoints.length === 0) return
      // Rendered now: the state as of this change. docs/service-facts.md#webhook-dedupe: payment and subscription
      // events carry their own `data.idempotency_key`, stable across retries.
      const family = webhookFamilyOf(name)
      const body = family === "payment" || family === "subscription" ? { idempotency_key: uuid(), ...data() } : data()
      const notification = envelope(name, body)
      const deliveries = config === undefined ? (events.push(notification), []) : [sendEvent(notification)]
      // The same notification to every registered endpoint listening for it; each delivery its own
      // id, so its attempts are counted and resent apart.
      for (const target of endpoints) {
        const outgoing: Outgoing = { id: prefixedId("evt"), event: name, url: (cfg) => cfg.url, body: (number) => ({ ...notification, retry: number - 1 }), target }
        deliveries.push(attempt(outgoing, 1, clock.now(), generation).then(() => undefined))
      }
      for (const d of deliveries) {
        const delivery = d.catch(() => undefined)
        inFlight.add(delivery)
        void delivery.finally(() => inFlight.delete(delivery))
      }
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight])
    },
    async resend(id) {
      const record = sentById.get(id)
      if (record === undefined) throw new Error(`fake.webhooks.resend: no delivery ${JSON.stringify(id)} was sent`)
      const delivery = await attempt(record.outgoing, 0, clock.now(), generation, true)
      if (delivery === undefined) requireConfig() // its receiver is gone: say which is missing
      return delivery!
    },
    configure(next) {
      if (next !== undefined) {
        receiverUrl(next.url) // throws on a bad URL now, not at delivery
        eventsReceiverUrl(next)
      }
      config = next
    },
    get config() {
      return config
    },
    get deliveries() {
      return deliveries
    },
    get sent() {
      return sent
    },
    get events() {
      return events
    },
    clear() {
      generation++
      sentById = new Map()
      deliveries = []
      sent = []
      events = []
    }
  }
}

/** A merchant account id for notifications (spec: UUID). */
export const defaultMerchantAccountId = uuid
