/**
 * Payrail webhooks on Hono: a ready route (`payrailWebhooks`) and a verification
 * middleware (`verifyPayrailWebhook`). Both read the raw body once, as bytes, before any
 * parser, and verify it with Web Crypto, so they run unchanged on Node, Bun, Deno and
 * Cloudflare Workers.
 */
import {
  createWebhookRouter,
  createWebhookVerifier,
  type DedupeStore,
  type IncomingTransfer,
  type WebhookApiKey,
  type WebhookEvent,
  webhookErrorResult,
  type WebhookResult,
  type WebhookScheme,
  type WebhookVerifier
} from "@payrail/core/webhooks"
import { type Context, type Env, Hono } from "hono"
import { createMiddleware } from "hono/factory"

type MaybePromise<A> = A | Promise<A>

/** The path the service POSTs incoming transfer notifications to (spec endpoint 13). */
export const PAYRAIL_WEBHOOK_PATH = "/v1/banking/transfers"

/** Options shared by {@link payrailWebhooks} and {@link verifyPayrailWebhook}. */
export interface PayrailWebhookVerifyOptions<E extends Env = Env> {
  /**
   * Webhook secrets (several during a rotation), or a function of the context that returns
   * them: `(c) => [c.env.PAYRAIL_WEBHOOK_SECRET]` for Workers bindings.
   */
  readonly secrets: string | ReadonlyArray<string> | ((c: Context<E>) => MaybePromise<string | ReadonlyArray<string>>)
  /** Default `"hmac-sha256"`, the service's scheme. */
  readonly scheme?: WebhookScheme | undefined
  /** The `x-api-key` / `x-secret` pair to require too; may also come from the context. */
  readonly apiKey?: WebhookApiKey | ((c: Context<E>) => MaybePromise<WebhookApiKey | undefined>) | undefined
  /** `standard-webhooks` only: allowed clock difference, both ways. Default 300 s. */
  readonly toleranceSeconds?: number | undefined
}

/** A handler of {@link payrailWebhooks}: the verified notification and the Hono context. */
export type PayrailWebhookHandler<E extends Env = Env> = (transfer: IncomingTransfer, c: Context<E>) => unknown

/** Options of {@link payrailWebhooks}. */
export interface PayrailWebhooksOptions<E extends Env = Env> extends PayrailWebhookVerifyOptions<E> {
  /** Handlers by event (`"banking.transfer.incoming.completed"`, ...), or `"*"` for every event. */
  readonly on: { readonly [K in WebhookEvent | "*"]?: PayrailWebhookHandler<E> | ReadonlyArray<PayrailWebhookHandler<E>> }
  /** Where handled deliveries are remembered. Default: in memory, per isolate/process. */
  readonly store?: DedupeStore | undefined
  /** Default `/v1/banking/transfers`. */
  readonly path?: string | undefined
  /** Called with every delivery that carries an error (a handler's throw, a bad signature), for logs. */
  readonly onError?: ((error: unknown, c: Context<E>, result: WebhookResult) => void) | undefined
}

/** The variables `verifyPayrailWebhook` sets: `c.var.payrailTransfer`. */
export interface PayrailWebhookVariables {
  readonly payrailTransfer: IncomingTransfer
}

const MAX_CACHED_VERIFIERS = 8

/** One verifier per distinct secrets/api key: created once, keys imported once, reused across requests. */
const verifierSource = <E extends Env>(options: PayrailWebhookVerifyOptions<E>): ((c: Context<E>) => Promise<WebhookVerifier>) => {
  const build = (secrets: string | ReadonlyArray<string>, apiKey: WebhookApiKey | undefined) =>
    createWebhookVerifier({ secrets, scheme: options.scheme, apiKey, toleranceSeconds: options.toleranceSeconds })
  const { secrets, apiKey } = options
  if (typeof secrets !== "function" && typeof apiKey !== "function") {
    const verifier = build(secrets, apiKey) // a bad secret throws here, at setup
    return async () => verifier
  }
  const cache = new Map<string, WebhookVerifier>()
  return async (c) => {
    const s = typeof secrets === "function" ? await secrets(c) : secrets
    const k = typeof apiKey === "function" ? await apiKey(c) : apiKey
    const cacheKey = JSON.stringify([s, k?.key, k?.secret])
    let verifier = cache.get(cacheKey)
    if (verifier === undefined) {
      verifier = build(s, k)
      if (cache.size >= MAX_CACHED_VERIFIERS) cache.delete(cache.keys().next().value!)
      cache.set(cacheKey, verifier)
    }
    return verifier
  }
}

/** The raw body, read once. Hono caches it, so a later `c.req.json()` still works. */
const rawBody = async (c: Context): Promise<Uint8Array> => new Uint8Array(await c.req.arrayBuffer())

/**
 * A Hono app with `POST /v1/banking/transfers`: verifies, deduplicates (by `id` + `status`)
 * and dispatches to `on`, and answers as `router.handle` does: 200 `{ received: true }`
 * (handled, duplicate, no handler), 401 bad signature, 400 bad payload, 500 a handler threw
 * (the sender retries), 503 another instance holds the same notification.
 *
 * @example
 * ```ts
 * const app = new Hono<{ Bindings: { PAYRAIL_WEBHOOK_SECRET: string } }>()
 * app.route("/", payrailWebhooks({
 *   secrets: (c) => [c.env.PAYRAIL_WEBHOOK_SECRET],
 *   on: { "banking.transfer.incoming.completed": async (transfer, c) => { await credit(transfer) } }
 * }))
 * ```
 */
export const payrailWebhooks = <E extends Env = Env>(options: PayrailWebhooksOptions<E>): Hono<E> => {
  const router = createWebhookRouter<Context<E>>({ verifier: verifierSource(options), store: options.store })
  for (const [event, handlers] of Object.entries(options.on ?? {})) {
    const list = Array.isArray(handlers) ? handlers : [handlers]
    for (const handler of list) if (handler) router.on(event, handler as PayrailWebhookHandler<E>)
  }
  const app = new Hono<E>()
  app.post(options.path ?? PAYRAIL_WEBHOOK_PATH, async (c) => {
    let result: WebhookResult
    try {
      result = await router.handle(await rawBody(c), c.req.raw.headers, c)
    } catch (error) {
      result = webhookErrorResult(error) // reading the body failed
    }
    if (result.error !== undefined && options.onError) {
      try {
        options.onError(result.error, c, result)
      } catch {
        // a logger's failure does not change the answer
      }
    }
    return c.json(result.body, result.status)
  })
  return app
}

/**
 * Middleware that verifies a Payrail webhook and sets `c.var.payrailTransfer`, for routes of
 * your own. It does not deduplicate: use {@link payrailWebhooks}, or the core router, for that.
 * A bad signature answers 401, a bad payload 400, as `router.handle` does.
 *
 * @example
 * ```ts
 * app.post("/custom", verifyPayrailWebhook({ secrets: [secret] }), (c) => c.json(c.var.payrailTransfer))
 * ```
 */
export const verifyPayrailWebhook = <E extends Env = Env>(options: PayrailWebhookVerifyOptions<E>) => {
  const verifierFor = verifierSource(options)
  return createMiddleware<E & { Variables: PayrailWebhookVariables }>(async (c, next) => {
    let transfer: IncomingTransfer
    try {
      const verifier = await verifierFor(c as unknown as Context<E>)
      transfer = await verifier.verify(await rawBody(c), c.req.raw.headers)
    } catch (error) {
      const result = webhookErrorResult(error)
      return c.json(result.body, result.status)
    }
    c.set("payrailTransfer", transfer)
    await next()
  })
}
