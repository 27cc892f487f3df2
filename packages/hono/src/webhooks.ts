/**
 * Payrail webhooks on Hono: a ready route (`payrailWebhooks`) and a verification middleware
 * (`verifyPayrailWebhook`). Both refuse an unsigned delivery before reading its body, read at
 * most `maxBodyBytes` of it (413 past that), and verify the exact bytes, so they run unchanged
 * on Node, Bun, Deno and Cloudflare Workers.
 */
import {
  createWebhookRouter,
  createWebhookVerifier,
  type DedupeStore,
  DEFAULT_MAX_BODY_BYTES,
  PAYRAIL_EVENTS_PATH,
  PAYRAIL_WEBHOOK_PATH,
  signatureHeaderOf,
  type WebhookApiKey,
  type WebhookEvent,
  type WebhookEventFor,
  type WebhookEventSelector,
  webhookErrorResult,
  type WebhookResult,
  type WebhookScheme,
  type WebhookVerifier
} from "@payrail/core/webhooks"
import { createQueuedWebhookReceiver } from "@payrail/queues"
import { cloudflareQueueSink, type QueueProducerLike } from "@payrail/queues/cloudflare"
import { type Context, type Env, Hono } from "hono"
import { createMiddleware } from "hono/factory"
import { readBodyWithin } from "./body"

/** A value or its Promise. */
export type MaybePromise<A> = A | Promise<A>

export { PAYRAIL_EVENTS_PATH, PAYRAIL_WEBHOOK_PATH }

/** Options shared by {@link payrailWebhooks} and {@link verifyPayrailWebhook}. */
export interface PayrailWebhookVerifyOptions<E extends Env = Env> {
  /**
   * Webhook secrets (several during a rotation), or a function of the context that returns
   * them: `(c) => [c.env.PAYRAIL_WEBHOOK_SECRET]` for Workers bindings. A function that returns
   * nothing answers 500 with a generic body (the cause goes to `onError`, else `console.error`).
   */
  readonly secrets: string | ReadonlyArray<string> | ((c: Context<E>) => MaybePromise<string | ReadonlyArray<string> | undefined>)
  /** Default `"hmac-sha256"`, the service's scheme. */
  readonly scheme?: WebhookScheme | undefined
  /** The `x-api-key` / `x-secret` pair to require too; may also come from the context. */
  readonly apiKey?: WebhookApiKey | ((c: Context<E>) => MaybePromise<WebhookApiKey | undefined>) | undefined
  /** `standard-webhooks` only: allowed clock difference, both ways. Default 300 s. */
  readonly toleranceSeconds?: number | undefined
  /** `hmac-sha256` only: refuse a resource last updated longer ago than this (default 7 days); `false` turns it off. */
  readonly maxAgeSeconds?: number | false | undefined
  /** The largest body read, in bytes; a larger one answers 413 without being read further. Default 1 MiB. */
  readonly maxBodyBytes?: number | undefined
  /** Called with every delivery that carries an error (a handler's throw, a bad signature, a setup fault), for logs. */
  readonly onError?: ((error: unknown, c: Context<E>, result: WebhookResult) => void) | undefined
}

/** A handler of {@link payrailWebhooks}: the verified event (typed by its selector) and the Hono context. */
export type PayrailWebhookHandler<E extends Env = Env, S extends string = "*"> = (event: WebhookEventFor<S>, c: Context<E>) => unknown

/** Handlers by selector: a known event name, a family (`"payment.*"`) or `"*"`. A typo is a type error. */
export type PayrailWebhookHandlers<E extends Env = Env> = {
  readonly [S in WebhookEventSelector]?: PayrailWebhookHandler<E, S> | ReadonlyArray<PayrailWebhookHandler<E, S>>
}

/** Options of {@link payrailWebhooks}. */
export interface PayrailWebhooksOptions<E extends Env = Env> extends PayrailWebhookVerifyOptions<E> {
  /** The handlers, run in the request. Not used with `queue` (the queue's consumer runs them). */
  readonly on?: PayrailWebhookHandlers<E> | undefined
  /**
   * Hand deliveries to a queue instead: each verified event is sent to it, and the answer is 200
   * only once the queue accepted it (503 otherwise, so the service retries): a Cloudflare Queue
   * producer binding, usually from the context (`(c) => c.env.PAYRAIL_WEBHOOKS`). The Worker's
   * `queue()` handler runs the handlers: `payrailQueueConsumer`.
   */
  readonly queue?: ((c: Context<E>) => QueueProducerLike) | QueueProducerLike | undefined
  /** Where handled deliveries are remembered. Default: in memory, per isolate/process (use a shared store in production). */
  readonly store?: DedupeStore | undefined
  /** The incoming-transfer path. Default `/v1/banking/transfers` (docs/service-facts.md#webhook-url). */
  readonly path?: string | undefined
  /** The path for every other notification. Default `/webhooks/payrail`. Both paths accept every kind. */
  readonly eventsPath?: string | undefined
}

/** The variables `verifyPayrailWebhook` sets: `c.var.payrailEvent`. */
export interface PayrailWebhookVariables {
  readonly payrailEvent: WebhookEvent
}

const MAX_CACHED_VERIFIERS = 8

/** The merchant's setup failed at request time (secrets missing from the bindings...): never told to the caller. */
class WebhookSetupError extends Error {
  override readonly name = "WebhookSetupError"
}

/** One verifier per distinct secrets/api key: created once, keys made once, reused across requests. */
const verifierSource = <E extends Env>(options: PayrailWebhookVerifyOptions<E>): ((c: Context<E>) => Promise<WebhookVerifier>) => {
  const build = (secrets: string | ReadonlyArray<string>, apiKey: WebhookApiKey | undefined) =>
    createWebhookVerifier({
      secrets,
      scheme: options.scheme,
      apiKey,
      toleranceSeconds: options.toleranceSeconds,
      maxAgeSeconds: options.maxAgeSeconds
    })
  const { secrets, apiKey } = options
  if (typeof secrets !== "function" && typeof apiKey !== "function") {
    const verifier = build(secrets, apiKey) // a bad secret throws here, at setup
    return async () => verifier
  }
  const cache = new Map<string, WebhookVerifier>()
  return async (c) => {
    try {
      const s = typeof secrets === "function" ? await secrets(c) : secrets
      if (s === undefined || s === null || (typeof s !== "string" && s.length === 0)) {
        throw new WebhookSetupError("The webhook secrets function returned no secret")
      }
      const k = typeof apiKey === "function" ? await apiKey(c) : apiKey
      const cacheKey = JSON.stringify([s, k?.key, k?.secret])
      let verifier = cache.get(cacheKey)
      if (verifier === undefined) {
        verifier = build(s, k)
        if (cache.size >= MAX_CACHED_VERIFIERS) cache.delete(cache.keys().next().value!)
        cache.set(cacheKey, verifier)
      }
      return verifier
    } catch (error) {
      throw error instanceof WebhookSetupError
        ? error
        : new WebhookSetupError("The webhook secrets could not be resolved", { cause: error })
    }
  }
}

type Read = { readonly bytes: Uint8Array } | { readonly result: WebhookResult }

const refused = (status: 401 | 413, error: string): Read => ({
  result: { status, body: { received: false, error }, outcome: status === 401 ? "invalid-signature" : "error" } as WebhookResult
})

/** The signature header first (401 without reading), then at most `maxBodyBytes` of the body (413 past it). */
const readDelivery = async (c: Context, header: string, maxBodyBytes: number): Promise<Read> => {
  if (!c.req.raw.headers.has(header)) return refused(401, `Missing ${header} header`)
  const read = await readBodyWithin(c, maxBodyBytes)
  return read === "too-large" ? refused(413, `The webhook body is larger than ${maxBodyBytes} bytes`) : { bytes: read }
}

const maxBodyOf = (maxBodyBytes: number | undefined): number => {
  const max = maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
  if (!(Number.isInteger(max) && max > 0)) throw new TypeError("maxBodyBytes must be an integer > 0")
  return max
}

const report = <E extends Env>(options: PayrailWebhookVerifyOptions<E>, c: Context<E>, result: WebhookResult): void => {
  if (result.error === undefined) return
  try {
    if (options.onError) options.onError(result.error, c, result)
    else if (result.error instanceof WebhookSetupError) console.error("payrail webhook setup failed:", result.error)
  } catch {
    // a logger's failure does not change the answer
  }
}

/**
 * A Hono app with `POST /v1/banking/transfers` and `POST /webhooks/payrail` (both take every
 * kind of notification): verifies, deduplicates and dispatches to `on`, and answers as
 * `router.handle` does: 200 `{ received: true }` (handled, duplicate, unhandled), 401 bad
 * signature or stale, 400 bad payload, 413 body over `maxBodyBytes`, 500 a handler threw (the
 * sender retries), 503 another instance holds the same notification.
 *
 * @example
 * ```ts
 * const app = new Hono<{ Bindings: { PAYRAIL_WEBHOOK_SECRET: string } }>()
 * app.route("/", payrailWebhooks({
 *   secrets: (c) => [c.env.PAYRAIL_WEBHOOK_SECRET],
 *   on: {
 *     "payment.purchase": async (event, c) => { await markPaid(event.data.merchant_order_id) },
 *     "banking.transfer.incoming.completed": async (event) => { await credit(event.data) }
 *   }
 * }))
 * ```
 */
export const payrailWebhooks = <E extends Env = Env>(options: PayrailWebhooksOptions<E>): Hono<E> => {
  const queue = options.queue
  const router = queue === undefined
    ? createWebhookRouter<Context<E>>({ verifier: verifierSource(options), store: options.store })
    : createQueuedWebhookReceiver<Context<E>>({ verifier: verifierSource(options), queue: (c) => cloudflareQueueSink(typeof queue === "function" ? queue(c) : queue) })
  for (const [selector, handlers] of Object.entries(queue === undefined ? (options.on ?? {}) : {})) {
    const list: ReadonlyArray<unknown> = Array.isArray(handlers) ? handlers : [handlers]
    for (const handler of list) (router as ReturnType<typeof createWebhookRouter<Context<E>>>).on(selector as "*", handler as PayrailWebhookHandler<E>)
  }
  const header = signatureHeaderOf(options.scheme)
  const maxBodyBytes = maxBodyOf(options.maxBodyBytes)
  const receive = async (c: Context<E>) => {
    let result: Pick<WebhookResult, "status" | "body" | "error"> & Partial<Pick<WebhookResult, "event">> & { readonly outcome: string }
    try {
      const read = await readDelivery(c as unknown as Context, header, maxBodyBytes)
      result = "result" in read ? read.result : await router.handle(read.bytes, c.req.raw.headers, c)
    } catch (error) {
      result = webhookErrorResult(error) // reading the body failed
    }
    report(options, c, result as WebhookResult)
    return c.json(result.body, result.status as 200)
  }
  const app = new Hono<E>()
  const paths = new Set([options.path ?? PAYRAIL_WEBHOOK_PATH, options.eventsPath ?? PAYRAIL_EVENTS_PATH])
  for (const path of paths) app.post(path, receive)
  return app
}

/**
 * Middleware that verifies a Payrail webhook and sets `c.var.payrailEvent`, for routes of
 * your own. It does not deduplicate: use {@link payrailWebhooks}, or the core router, for that.
 * It answers 401 / 400 / 413 itself, as `router.handle` does.
 *
 * @example
 * ```ts
 * app.post("/custom", verifyPayrailWebhook({ secrets: [secret] }), (c) => c.json(c.var.payrailEvent.name))
 * ```
 */
export const verifyPayrailWebhook = <E extends Env = Env>(options: PayrailWebhookVerifyOptions<E>) => {
  const verifierFor = verifierSource(options)
  const header = signatureHeaderOf(options.scheme)
  const maxBodyBytes = maxBodyOf(options.maxBodyBytes)
  return createMiddleware<E & { Variables: PayrailWebhookVariables }>(async (c, next) => {
    let event: WebhookEvent
    try {
      const read = await readDelivery(c as unknown as Context, header, maxBodyBytes)
      if ("result" in read) return c.json(read.result.body, read.result.status as 401)
      const verifier = await verifierFor(c as unknown as Context<E>)
      event = await verifier.verify(read.bytes, c.req.raw.headers)
    } catch (error) {
      const result = webhookErrorResult(error)
      report(options, c as unknown as Context<E>, result)
      return c.json(result.body, result.status as 401)
    }
    c.set("payrailEvent", event)
    await next()
  })
}
