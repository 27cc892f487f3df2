/**
 * `createFakePayrail`: one in-memory state machine of the whole API, three ways in —
 * `fake.fetch` (in-process), `fake.client()` / `fake.layer` (ready-wired SDK), and
 * `fake.listen()` (real HTTP) — plus seeding, a controllable clock, injected faults,
 * outbound webhooks and inspection.
 */
import { createPayrail, Payrail, type PayrailClient, type PayrailConfig } from "@payrail/core"
import type * as Layer from "effect/Layer"
import { type FakeClock, makeClock } from "./clock"
import { type ControlApi, makeControl } from "./control"
import { type Faults, makeFaults } from "./faults"
import { makeFakeFetch } from "./fake-fetch"
import { DEFAULT_REQUEST_LOG_LIMIT, handle, makeRequestLog, type Pipeline, type RequestLogEntry } from "./http"
import { makeIdempotencyStore } from "./idempotency"
import { type FakeServer, type ListenOptions, listenHttp } from "./listen"
import type { FakeSettings } from "./routes/route"
import { type FakeSeed, makeSeed } from "./seed"
import { checkSnapshot, type FakeSnapshot, restoreSnapshot, takeSnapshot } from "./snapshot"
import { renderOnboarding } from "./state/banking"
import { renderCustomer } from "./state/customers"
import type { Env } from "./state/env"
import { makeSigningKey } from "./state/organizations"
import { renderPayment } from "./state/payments"
import { renderRecipient } from "./state/recipients"
import { DEFAULT_REPORT_TIMING, renderReport, type ReportTiming } from "./state/reports"
import { renderSession } from "./state/sessions"
import { renderSubscription } from "./state/subscriptions"
import { clearStore, makeStore } from "./store"
import { uuid } from "./time"
import { webhookTargets } from "./state/webhook-endpoints"
import { notModelledOperations } from "./routes"
import { endpoints } from "@payrail/core/api"
import { type FakeWebhooks, type IncomingTransferNotification, makeWebhooks, type WebhookConfig } from "./webhooks"

/** The credentials the fake accepts unless told otherwise (also the CLI's). */
export const DEFAULT_PUBLIC_API_KEY = "pk_test_payrail"
export const DEFAULT_PRIVATE_SECRET_KEY = "sk_test_payrail"
/** The base URL `fake.client()` uses in-process; `fake.fetch` answers on any host (it matches the path after `/v1`). */
// https: the SDK refuses http: for remote hosts; fake.fetch answers any URL, so nothing ever connects to it.
export const FAKE_BASE_URL = "https://payrail.fake/v1"
/** Backoff of `fake.client()` / `fake.layer` unless overridden (the SDK's default starts at 500 ms). */
export const FAKE_CLIENT_BACKOFF = { initialDelayMs: 10, maxDelayMs: 100 } as const
/** The `X-Organization-Code` `fake.client()` sends by default. */
export const FAKE_ORGANIZATION_CODE = "org_payrail_fake"

/** Options of `createFakePayrail`. */
export interface FakePayrailOptions {
  /** Default `pk_test_payrail`. */
  readonly publicApiKey?: string
  /** Default `sk_test_payrail`. */
  readonly privateSecretKey?: string
  /** Start time of the fake clock. Default: the wall-clock time when the fake is created (read once). */
  readonly now?: Date | number | string
  /** Where outbound webhooks go (also settable later with `fake.webhooks.configure`). */
  readonly webhooks?: WebhookConfig
  /** Report timing on the fake clock (defaults: SUCCEEDED after 60 s, EXPIRED 7 days later). */
  readonly reports?: Partial<ReportTiming>
  /** Serve the control endpoints under `/_fake` (seeding, clock, faults, state). Default true. */
  readonly controlEndpoints?: boolean
  /**
   * `fake.requests` keeps the last `limit` API requests (default 10,000; `Infinity` keeps all,
   * 0 none); `fake.requestCount` counts every one.
   */
  readonly requestLog?: { readonly limit?: number }
  /** Start from a saved state (`fake.snapshot()`, `GET /_fake/state`, `payrail-fake --save`); its clock time wins over `now`. */
  readonly state?: FakeSnapshot
}

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
   * NOT_MODELLED naming it): `fake.stub("plans.create", { body: { id: "plan_1" } })`. `status`
   * defaults to the operation's success status; another status answers `body` as an error. Kept
   * until `reset()`; `fake.stub(operation, undefined)` removes it. Throws for an operation the fake models.
   */
  stub(operation: string, answer: { readonly status?: number; readonly body: unknown } | undefined): void
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
  /** The default key pair. */
  readonly publicApiKey: string
  readonly privateSecretKey: string
  /** The in-process base URL (`https://payrail.fake/v1`). */
  readonly baseUrl: string
}

/**
 * Creates a fake of the whole Payrail API.
 *
 * @example
 * ```ts
 * const fake = createFakePayrail()
 * const payrail = fake.client()
 * const customer = fake.seed.customer()
 * const session = fake.seed.checkoutSession({ customerId: customer.id })
 * const payment = await payrail.payments.create({ ..., checkout: { session: session.id } })
 * ```
 */
export const createFakePayrail = (options: FakePayrailOptions = {}): FakePayrail => {
  const publicApiKey = options.publicApiKey ?? DEFAULT_PUBLIC_API_KEY
  const privateSecretKey = options.privateSecretKey ?? DEFAULT_PRIVATE_SECRET_KEY
  const clock = makeClock(options.now ?? Date.now())
  const store = makeStore()
  const env: Env = { store, clock, notify: (name, data) => webhooks.notify(name, data) }
  const seedDefaultMerchant = () => store.merchants.set(publicApiKey, { publicApiKey, privateSecretKey, authorized: true })
  seedDefaultMerchant()

  const settings: FakeSettings = {
    reportTiming: { ...DEFAULT_REPORT_TIMING, ...options.reports },
    signingKey: makeSigningKey()
  }
  const faults = makeFaults()
  const idempotency = makeIdempotencyStore()
  const requests = makeRequestLog(options.requestLog?.limit ?? DEFAULT_REQUEST_LOG_LIMIT)
  const webhooks = makeWebhooks(clock, options.webhooks, uuid(), (name) => webhookTargets(env, name))
  const seed = makeSeed(env, () => publicApiKey)

  const state: FakeStateView = {
    get payments() {
      return [...store.payments.values()].map((p) => renderPayment(env, p, { kind: "retrieve", rawResponse: false, transactionsHistory: false }))
    },
    get subscriptions() {
      return [...store.subscriptions.values()].map((s) => renderSubscription(env, s))
    },
    get reports() {
      return [...store.reports.values()].map(renderReport)
    },
    get onboardings() {
      return [...store.onboardings.values()].map(renderOnboarding)
    },
    get recipients() {
      return [...store.recipients.values()].map((r) => renderRecipient(env, r))
    },
    get customers() {
      return [...store.customers.values()].map(renderCustomer)
    },
    get checkoutSessions() {
      return [...store.checkoutSessions.values()].map((s) => renderSession(s, "retrieve"))
    },
    get transfers() {
      return webhooks.sent
    }
  }

  const reset = () => {
    clearStore(store)
    clock.clear()
    faults.clear()
    idempotency.clear()
    requests.clear()
    webhooks.clear()
    seedDefaultMerchant()
  }

  const snapshotTarget = { env: { store, clock }, idempotency, reportTiming: settings.reportTiming }
  const restore = (state: FakeSnapshot) => {
    const saved = checkSnapshot(state) // before anything is replaced
    reset()
    restoreSnapshot(snapshotTarget, saved)
    if (!store.merchants.has(publicApiKey)) seedDefaultMerchant()
  }

  let control: ControlApi | undefined
  const pipeline: Pipeline = {
    env,
    settings,
    faults,
    idempotency,
    requests,
    ...(options.controlEndpoints === false
      ? {}
      : {
        control: {
          authorize: (headers: Headers) => control!.authorize(headers),
          handle: (method: string, path: string, body: unknown) => control!.handle(method, path, body)
        }
      })
  }

  const fetch = makeFakeFetch(pipeline)

  const clientConfig = (config?: Partial<PayrailConfig>): PayrailConfig => ({
    publicApiKey,
    privateSecretKey,
    baseUrl: FAKE_BASE_URL,
    organizationCode: FAKE_ORGANIZATION_CODE,
    fetch,
    // Same retry rules, shorter waits: tests should not sleep half a second per retry.
    retryBackoff: FAKE_CLIENT_BACKOFF,
    ...config
  })

  let layer: Layer.Layer<Payrail, never> | undefined
  const fake: FakePayrail = {
    fetch,
    client: (config) => createPayrail(clientConfig(config)),
    get layer() {
      // The config is complete, so building the layer cannot fail with ConfigurationError.
      layer ??= Payrail.layer(clientConfig()) as Layer.Layer<Payrail, never>
      return layer
    },
    listen: (listenOptions) => listenHttp((request) => handle(pipeline, request), listenOptions),
    seed,
    clock,
    faults,
    webhooks,
    stub(operation, answer) {
      const endpoint = endpoints.find((e) => e.operation === operation)
      if (endpoint === undefined || !notModelledOperations.includes(operation)) {
        throw new TypeError(`fake.stub: "${operation}" is ${endpoint === undefined ? "not a declared operation" : "modelled by the fake (call it instead)"}`)
      }
      if (answer === undefined) store.stubs.delete(operation)
      else store.stubs.set(operation, { status: answer.status ?? endpoint.successStatus, body: answer.body })
    },
    requests: requests.entries,
    get requestCount() {
      return requests.total
    },
    state,
    reset,
    snapshot: () => takeSnapshot(snapshotTarget),
    restore,
    publicApiKey,
    privateSecretKey,
    baseUrl: FAKE_BASE_URL
  }
  control = makeControl(fake)
  if (options.state !== undefined) restore(options.state)
  return fake
}
