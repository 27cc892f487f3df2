/**
 * Outbound webhooks (docs/service-facts.md#webhook-url, "Events", docs/service-facts.md#webhook-signature, docs/service-facts.md#webhook-envelope): the
 * fake POSTs incoming-transfer notifications (flat, to `url`) and envelope notifications of
 * payments, subscriptions, onboardings and reports (`{ type, type_event, account_id, retry,
 * version, data }`, to `eventsUrl`), signed as the service signs them, and expects 200
 * `{ received: true }`. A 5xx answer, a timeout or a network failure is retried on the fake
 * clock at 5 min, 50 min, 6 h, 24 h, 48 h and 96 h after the first attempt (7 attempts in all);
 * any other answer ends the delivery. Every attempt is logged.
 *
 * This module keeps the engine's records and schedules the retries; one attempt is delivery.ts,
 * the bodies notifications.ts, the receivers' URLs receivers.ts.
 */
import { webhookEventOf, webhookFamilyOf } from "@payrail/core"
import type { FakeClock, ScheduledTask } from "../foundation/clock"
import { isoMicros, prefixedId, uuid } from "../foundation/time"
import { deliverOnce, nextAttemptAt } from "./delivery"
import { defaultEventData } from "./event-data"
import type { Delivery, EventNotification, IncomingTransferNotification, WebhookConfig, WebhookEngine } from "./fake-webhooks"
import { envelopeNotification, incomingTransferNotification } from "./notifications"
import { eventsReceiverUrl, receiverUrl, type WebhookTargets } from "./receivers"

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

/** An envelope's body at attempt `number`: docs/service-facts.md#webhook-envelope, `retry` grows on re-deliveries. */
const envelopeAt = (notification: EventNotification) => (number: number): object => ({ ...notification, retry: number - 1 })

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
    // the same message id on every retry of this notification; the fake clock's time of the attempt
    const payload = n.body(number)
    const outcome = await deliverOnce(cfg, url, payload, `msg_${n.id}_${event}`, new Date(clock.now()))
    const at = isoMicros(clock.now())
    const nextAt = outcome.retryable && !byHand ? nextAttemptAt(step, firstAt) : null
    const delivery: Delivery = {
      id: n.id, event, attempt: number, status: outcome.status, at, url, ok: outcome.error === null, error: outcome.error,
      nextAttemptAt: nextAt === null ? null : isoMicros(nextAt), payload, responseBody: outcome.body,
      ...(byHand ? { resent: true as const } : {})
    }
    deliveries.push(delivery)
    if (nextAt !== null) {
      record.retry = clock.schedule(nextAt, `webhook ${n.id} attempt ${number + 1}`, () => attempt(n, step + 1, firstAt, gen).then(() => undefined))
    }
    // Received after all (a resend): the scheduled retries have nothing left to deliver.
    if (byHand && outcome.error === null) record.retry?.cancel()
    onAttempt()
    return delivery
  }

  const requireConfig = () => {
    if (config === undefined) {
      throw new Error("No webhook receiver: pass createFakePayrail({ webhooks: { url, secret } }), call fake.webhooks.configure(...) or register an endpoint (POST /v1/webhooks)")
    }
  }

  /** Sends an envelope; resolves after its first attempt. */
  const sendEvent = async (notification: EventNotification): Promise<void> => {
    events.push(notification)
    const outgoing: Outgoing = { id: prefixedId("evt"), event: notification.type_event, url: eventsReceiverUrl, body: envelopeAt(notification) }
    await attempt(outgoing, 1, clock.now(), generation)
  }

  /**
   * A notification where it goes: the configured receiver (else only the events list), and every
   * registered endpoint listening for it, each delivery with its own id so its attempts are counted
   * and resent apart. Each promise settles after its delivery's first attempt.
   */
  const deliver = (name: string, notification: EventNotification, endpoints: ReturnType<WebhookTargets>): Array<Promise<unknown>> => {
    const deliveries: Array<Promise<unknown>> = []
    if (config === undefined) events.push(notification)
    else deliveries.push(sendEvent(notification))
    for (const target of endpoints) {
      deliveries.push(attempt({ id: prefixedId("evt"), event: name, url: (cfg) => cfg.url, body: envelopeAt(notification), target }, 1, clock.now(), generation))
    }
    return deliveries
  }

  /** Keeps a background delivery until its first attempt is done, for `settled()`. */
  const track = (d: Promise<void>) => {
    const delivery = d.catch(() => undefined)
    inFlight.add(delivery)
    void delivery.finally(() => inFlight.delete(delivery))
  }

  return {
    accountId: merchantAccountId,
    async incomingTransfer(input = {}) {
      requireConfig()
      const notification = incomingTransferNotification(input, clock.now(), merchantAccountId)
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
      if (typeof name !== "string" || !/^[a-z_]+(\.[a-z_]+)+$/.test(name)) {
        throw new TypeError(`fake.webhooks.send: "${String(name)}" is not an event name such as "payment.chargeback"`)
      }
      const endpoints = targets(name)
      if (endpoints.length === 0) requireConfig()
      const notification = envelopeNotification(name, data ?? defaultEventData(name, isoMicros(clock.now()), merchantAccountId), merchantAccountId)
      await Promise.all(deliver(name, notification, endpoints))
      return notification
    },
    receives(name) {
      return config !== undefined || targets(name).length > 0
    },
    notify(name, data) {
      const endpoints = targets(name)
      if (config === undefined && endpoints.length === 0) return
      // Rendered now: the state as of this change. docs/service-facts.md#webhook-dedupe: payment and subscription
      // events carry their own `data.idempotency_key`, stable across retries.
      const family = webhookFamilyOf(name)
      const body = family === "payment" || family === "subscription" ? { idempotency_key: uuid(), ...data() } : data()
      const notification = envelopeNotification(name, body, merchantAccountId)
      for (const delivery of deliver(name, notification, endpoints)) track(delivery.then(() => undefined))
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
