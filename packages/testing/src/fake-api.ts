/**
 * What a fake is (its interface and its state views), apart from how one is made (src/fake.ts),
 * so the control endpoints (src/control/control.ts) can name it without importing its maker.
 */
import type { Payrail, PayrailClient, PayrailConfig } from "@payrail/core"
import type { Operation } from "@payrail/core/api"
import type * as Layer from "effect/Layer"
import type { FakeClock } from "./foundation/clock"
import type { Faults } from "./pipeline/faults"
import type { RequestLogEntry } from "./pipeline/request-log-entry"
import type { FakeServer, ListenOptions } from "./transports/listen"
import type { FakeSeed } from "./control/seed"
import type { FakeSnapshot } from "./control/snapshot"
import type { renderOnboarding } from "./state/banking"
import type { renderCustomer } from "./state/customers"
import type { renderPayment } from "./state/payment-rendering"
import type { renderRecipient } from "./state/recipients"
import type { renderReport } from "./state/reports"
import type { renderSession } from "./state/sessions"
import type { renderSubscription } from "./state/subscriptions"
import type { TriggerOptions, TriggerResult } from "./control/trigger"
import type { FakeWebhooks, IncomingTransferNotification } from "./webhooks/fake-webhooks"

/** Read-only views of the state, rendered as the API returns them. */
export interface FakeStateView {
  /** As `GET /payments/{id}` returns them (transactions as an array). */
  readonly payments: ReadonlyArray<ReturnType<typeof renderPayment>>
  readonly subscriptions: ReadonlyArray<ReturnType<typeof renderSubscription>>
  readonly reports: ReadonlyArray<ReturnType<typeof renderReport>>
  readonly onboardings: ReadonlyArray<ReturnType<typeof renderOnboarding>>
  readonly recipients: ReadonlyArray<ReturnType<typeof renderRecipient>>
  /** As `GET /customers/{id}` returns them. */
  readonly customers: ReadonlyArray<ReturnType<typeof renderCustomer>>
  /** As `GET /checkout/sessions/{id}` returns them (seeded ones included). */
  readonly checkoutSessions: ReadonlyArray<ReturnType<typeof renderSession>>
  /** Incoming-transfer notifications sent so far. */
  readonly transfers: ReadonlyArray<IncomingTransferNotification>
}

/** The fake (see the README for a tour). */
export interface FakePayrail {
  /** fetch-compatible: pass as `config.fetch`. Dropped-connection faults reject with `TypeError("fetch failed")`. */
  readonly fetch: typeof globalThis.fetch
  /**
   * A `PayrailClient` wired to this fake (override any config field). Retries back off from
   * 10 ms up to 100 ms instead of the SDK's 500 ms–8 s. Close it when done.
   */
  client(config?: Partial<PayrailConfig>): PayrailClient
  /** A Layer providing `Payrail`, wired to this fake. */
  readonly layer: Layer.Layer<Payrail, never>
  /** Serves the fake over real HTTP (default 127.0.0.1, any free port); `server.url` ends in `/v1`. */
  listen(options?: ListenOptions): Promise<FakeServer>
  readonly seed: FakeSeed
  readonly clock: FakeClock
  readonly faults: Faults
  readonly webhooks: FakeWebhooks
  /**
   * The last API requests received (10,000 unless `requestLog.limit` says otherwise), oldest
   * first (control endpoints excluded). The same array throughout, updated in place.
   */
  readonly requests: ReadonlyArray<RequestLogEntry>
  /** How many API requests were received (since creation or the last `reset()`), including those `requests` no longer keeps. */
  readonly requestCount: number
  readonly state: FakeStateView
  /**
   * Scripts the answer of an operation the fake does not model (which otherwise answers 501
   * NOT_MODELLED naming it): `fake.stub("issuers.list", { body: [] })`. `status`
   * defaults to the operation's success status; another status answers `body` as an error. Kept
   * until `reset()`; `fake.stub(operation, undefined)` removes it. Throws for an operation the fake models.
   */
  stub(operation: Operation, answer: { readonly status?: number; readonly body: unknown } | undefined): void
  /** Forgets all state, faults, requests, deliveries and pending timers; keeps the clock time, the webhook receiver and the default merchant. */
  reset(): void
  /**
   * The whole state as plain JSON: every store collection (payments, subscriptions, customers,
   * sessions, reports, onboardings, recipients, ...), the idempotency records and the clock time.
   */
  snapshot(): FakeSnapshot
  /**
   * `reset()`, then loads a saved state: the same answers as the fake it was taken from,
   * byte for byte (idempotent replays included). Throws `FakeStateError` naming what is wrong.
   */
  restore(state: FakeSnapshot): void
  /**
   * Sends any notification of the catalogue (`"payment.chargeback"`, `"subscription.past_due"`, ...)
   * about a resource the fake holds (`id`) or a made-up one, with `set` overrides; moves the fake
   * clock first where the event depends on time (a renewal, a report's completion). Needs a
   * webhook receiver. Throws `TriggerError` naming what is wrong. See docs/fake.md.
   */
  trigger(event: string, options?: TriggerOptions): Promise<TriggerResult>
  /** The default key pair. */
  readonly publicApiKey: string
  readonly privateSecretKey: string
  /** The in-process base URL (`https://payrail.fake/v1`). */
  readonly baseUrl: string
}
