/**
 * `createFakePayrail`: one in-memory state machine of the whole API, three ways in —
 * `fake.fetch` (in-process), `fake.client()` / `fake.layer` (ready-wired SDK), and
 * `fake.listen()` (real HTTP) — plus seeding, a controllable clock, injected faults,
 * outbound webhooks and inspection.
 */
import { createPayrail, Payrail, type PayrailClient, type PayrailConfig } from "@payrail/core"
import type * as Layer from "effect/Layer"
import { makeClock } from "./foundation/clock"
import type { FakePayrail, FakeStateView } from "./fake-api"
import { type ControlApi, makeControl } from "./control/control"
import { makeChangeFeed } from "./dashboard/changes"
import { makeDashboardServer } from "./dashboard/serve"
import { dashboardView } from "./dashboard/view"
import { type Faults, makeFaults } from "./pipeline/faults"
import { makeFakeFetch } from "./transports/fake-fetch"
import type { Pipeline } from "./pipeline/context"
import type { RequestHeaders } from "./foundation/request-headers"
import { handleNow } from "./pipeline/http"
import { DEFAULT_REQUEST_LOG_LIMIT, makeRequestLog } from "./pipeline/request-log"
import type { RequestLogEntry } from "./pipeline/request-log-entry"
import { makeIdempotencyStore } from "./pipeline/idempotency"
import { type FakeServer, type ListenOptions, listenHttp } from "./transports/listen"
import type { FakeSettings } from "./routes/route"
import { type FakeSeed, makeSeed } from "./control/seed"
import { type FakeSnapshot, prepareRestore, takeSnapshot } from "./control/snapshot"
import { renderOnboarding } from "./state/banking"
import { renderCustomer } from "./state/customers"
import type { Env } from "./state/env"
import { makeSigningKey } from "./state/organizations"
import { renderPayment } from "./state/payment-rendering"
import { renderRecipient } from "./state/recipients"
import { DEFAULT_REPORT_TIMING, renderReport, type ReportTiming } from "./state/reports"
import { renderSession } from "./state/sessions"
import { renderSubscription } from "./state/subscriptions"
import { clearStore, makeStore } from "./foundation/store"
import { uuid } from "./foundation/time"
import { makeTrigger, type TriggerOptions, type TriggerResult } from "./control/trigger"
import { makeWebhooks } from "./webhooks/engine"
import type { FakeWebhooks, IncomingTransferNotification, WebhookConfig } from "./webhooks/fake-webhooks"
import { webhookTargets } from "./state/webhook-endpoints"
import { notModelledOperations } from "./routes/table"
import { endpoints } from "@payrail/core/api"

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
   * 0 none); `fake.requestCount` counts every one. Of each body it keeps at most `maxBodyLength`
   * characters of text (default 16 KiB; a longer body is a prefix of its text, `bodyTruncated: true`).
   * In all it keeps about `maxBytes` (default 64 MiB, estimated as UTF-16 text): past it the
   * oldest entries go first (the newest always stays).
   */
  readonly requestLog?: { readonly limit?: number; readonly maxBodyLength?: number; readonly maxBytes?: number }
  /** Start from a saved state (`fake.snapshot()`, `GET /_fake/state`, `payrail-fake --save`); its clock time wins over `now`. */
  readonly state?: FakeSnapshot
}

export type { FakePayrail, FakeStateView } from "./fake-api"

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
  // A trigger moving the clock shapes the notifications that move makes (src/control/trigger.ts).
  const env: Env = { store, clock, notify: (name, data) => webhooks.notify(name, triggers.shaper.shape(name, data)) }
  const seedDefaultMerchant = () => store.merchants.set(publicApiKey, { publicApiKey, privateSecretKey, authorized: true })
  seedDefaultMerchant()

  const settings: FakeSettings = {
    reportTiming: { ...DEFAULT_REPORT_TIMING, ...options.reports },
    signingKey: makeSigningKey()
  }
  const faults = makeFaults()
  const idempotency = makeIdempotencyStore()
  const requests = makeRequestLog(options.requestLog?.limit ?? DEFAULT_REQUEST_LOG_LIMIT, options.requestLog?.maxBodyLength, options.requestLog?.maxBytes)
  // The open dashboard pages hear of requests, deliveries and clock moves (src/dashboard/).
  const changes = makeChangeFeed()
  const webhooks = makeWebhooks(clock, options.webhooks, uuid(), changes.changed, (name) => webhookTargets(env, name))
  for (const move of ["advance", "set"] as const) {
    const original = clock[move] as (arg: never) => Promise<void>
    Object.assign(clock, { [move]: (arg: never) => original(arg).finally(changes.changed) })
  }
  const seed = makeSeed(env, () => publicApiKey)
  const triggers = makeTrigger({ env, clock, webhooks })

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
    changes.changed()
  }

  const snapshotTarget = { env: { store, clock }, idempotency, reportTiming: settings.reportTiming }
  const restore = (state: FakeSnapshot) => {
    const swap = prepareRestore(snapshotTarget, state) // checked and decoded before anything is replaced
    reset()
    swap()
    if (!store.merchants.has(publicApiKey)) seedDefaultMerchant()
  }

  let control: ControlApi | undefined
  const pipeline: Pipeline = {
    env,
    settings,
    faults,
    idempotency,
    requests,
    onAnswered: changes.changed,
    ...(options.controlEndpoints === false
      ? {}
      : {
        control: {
          authorize: (headers: RequestHeaders) => control!.authorize(headers),
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
    listen: (listenOptions) =>
      listenHttp((request) => handleNow(pipeline, request), listenOptions, dashboard, { defaultKeys: privateSecretKey === DEFAULT_PRIVATE_SECRET_KEY }),
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
    trigger: triggers.trigger,
    publicApiKey,
    privateSecretKey,
    baseUrl: FAKE_BASE_URL
  }
  control = makeControl(fake)
  const dashboard = options.controlEndpoints === false
    ? undefined
    : makeDashboardServer({ authorize: control.authorize, changes, view: () => dashboardView(fake) })
  if (options.state !== undefined) restore(options.state)
  return fake
}
