/**
 * What `fake.webhooks` is: the receiver's settings (`WebhookConfig`), the notifications the fake
 * sends, the record of each delivery attempt, and the interface itself. How they are sent:
 * engine.ts (the schedule and the bookkeeping) and delivery.ts (one attempt).
 */

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
  /**
   * Transport for deliveries (default the global `fetch`): called with one `Request`, so an in-process
   * app's handler fits as it is typed — Hono's `app.fetch`, a Worker's `fetch`, or `globalThis.fetch`.
   */
  readonly fetch?: (request: Request) => Response | Promise<Response>
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
  /** The notification this attempt sent, as signed (an envelope's `retry` counts the attempts before it). */
  readonly payload: object
  /**
   * The receiver's answer body: its first 2,048 characters, card-shaped numbers masked and security
   * codes redacted; null when no answer came (a timeout, a network failure).
   */
  readonly responseBody: string | null
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
   * `eventsUrl` and to every webhook endpoint registered through the API that listens for it (as a
   * state change's notification goes). `data` is the envelope's `data` (e.g. `{ payment }`); a
   * plausible one for the event's family when left out. Resolves with the notification after the
   * first attempts; throws when nothing would receive it.
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

/** The engine as the fake holds it: `fake.webhooks` plus what the fake itself calls. */
export interface WebhookEngine extends FakeWebhooks {
  clear(): void
  /** Whether anything receives `name`: the configured receiver or a registered endpoint listening for it. */
  receives(name: string): boolean
  /** The merchant account id notifications carry. */
  readonly accountId: string
  /**
   * A state change happened (called by the state machines through `Env.notify`): sends `name`
   * with `data()` in the background when a receiver is configured. `data` is only rendered then.
   */
  notify(name: string, data: () => Readonly<Record<string, unknown>>): void
}
