/**
 * The webhook router: verify, decode, deduplicate, dispatch by event, and answer. It never
 * throws: every input ends in a `{ status, body }` to send back.
 *
 * | status | body | when |
 * |---|---|---|
 * | 200 | `{ received: true }` | handled, a duplicate of a handled delivery, or no handler for the event (`unhandled`) |
 * | 400 | `{ received: false, error }` | signature fine, body not JSON, of none of the three shapes, or its known resource broken |
 * | 401 | `{ received: false, error }` | signature (or api key) missing or wrong, stale timestamp or resource |
 * | 500 | `{ received: false, error }` | a handler threw (released: the sender's retry runs it again), or a setup fault |
 * | 503 | `{ received: false, error }` | another instance is handling the same notification right now |
 *
 * The service retries on 5xx only (docs/service-facts.md#webhook-retries), so every "try again later" answer is a 5xx,
 * and a verified notification nobody handles is a 200: a 4xx could lose it (docs/service-facts.md#webhook-retries).
 */
import { ConfigurationError, WebhookPayloadError, WebhookVerificationError } from "../errors"
import { isWebhookEventSelector, type WebhookEvent, type WebhookEventFor, type WebhookEventSelector } from "./catalogue"
import { createMemoryDedupeStore, type DedupeStore } from "./dedupe"
import type { WebhookHeaders, WebhookRawBody, WebhookVerifier } from "./verify"

/**
 * Runs for one notification: the verified event (its `data` typed by the selector it was
 * registered for) and `context`, what was passed to `handle` (a framework's request context).
 */
export type WebhookHandler<C = undefined, S extends string = "*"> = (event: WebhookEventFor<S>, context: C) => unknown

/** What happened to a delivery. */
export type WebhookOutcome =
  | "handled"
  | "duplicate"
  | "unhandled"
  | "invalid-signature"
  | "invalid-payload"
  | "handler-failed"
  | "in-progress"
  | "error"

/** The body to answer with. */
export interface WebhookResponseBody {
  readonly received: boolean
  readonly error?: string
}

/** The answer to a delivery, plus what the router learned (for logs; only `status` and `body` are sent). */
export interface WebhookResult {
  readonly status: 200 | 400 | 401 | 500 | 503
  readonly body: WebhookResponseBody
  readonly outcome: WebhookOutcome
  /** The event, once the body was verified and decoded. */
  readonly event?: WebhookEvent
  /** The error behind a non-200 answer (a handler's own error included). Never sent. */
  readonly error?: unknown
}

/** Options of {@link createWebhookRouter}. */
export interface WebhookRouterOptions<C = undefined> {
  /** A verifier, or a function of the request context that returns one (e.g. secrets from Workers bindings). */
  readonly verifier: WebhookVerifier | ((context: C) => WebhookVerifier | Promise<WebhookVerifier>)
  /** Where handled deliveries are remembered. Default: {@link createMemoryDedupeStore}. */
  readonly store?: DedupeStore | undefined
}

/** Dispatches verified notifications to handlers by event. */
export interface WebhookRouter<C = undefined> {
  /**
   * Adds a handler for a known event (`"payment.purchase"`), every event of a family
   * (`"payment.*"`), or every verified notification, unknown ones included (`"*"`). A delivery
   * runs the event's handlers, then its family's, then the `"*"` ones, each in the order added;
   * all must succeed for it to count as handled. Any other name throws `ConfigurationError`.
   */
  on<S extends WebhookEventSelector>(selector: S, handler: WebhookHandler<C, S>): WebhookRouter<C>
  /** Verifies, deduplicates and dispatches one delivery. Never throws. */
  handle(rawBody: WebhookRawBody, headers: WebhookHeaders, context?: C): Promise<WebhookResult>
}

/** The dedupe key of an incoming transfer notification: its `id` and `status` (a transfer is notified once per status). */
export const webhookDedupeKey = (transfer: { readonly id: string; readonly status: string }): string =>
  `${transfer.id}:${transfer.status}`

const RECEIVED = { received: true } as const

const failure = (
  status: WebhookResult["status"],
  outcome: WebhookOutcome,
  message: string,
  error: unknown,
  extra?: Pick<WebhookResult, "event">
): WebhookResult => ({ status, body: { received: false, error: message }, outcome, error, ...extra })

/** Maps an error of `verify` (or around it) to its answer. */
export const webhookErrorResult = (error: unknown): WebhookResult => {
  if (error instanceof WebhookVerificationError) return failure(401, "invalid-signature", error.message, error)
  if (error instanceof WebhookPayloadError) return failure(400, "invalid-payload", error.message, error)
  // The merchant's own setup (raw body lost to a parser, bad secret): their message, a 5xx so the delivery is retried.
  if (error instanceof ConfigurationError) return failure(500, "error", error.message, error)
  return failure(500, "error", "Internal error while verifying the webhook", error)
}

/**
 * Builds a router.
 *
 * @example
 * ```ts
 * const router = createWebhookRouter({ verifier: createWebhookVerifier({ secrets: [secret] }) })
 *   .on("banking.transfer.incoming.completed", async (event) => { await credit(event.data) })
 *   .on("payment.*", async (event) => { await sync(event.data.id, event.data.status) })
 * const { status, body } = await router.handle(await request.text(), request.headers)
 * return Response.json(body, { status })
 * ```
 */
export const createWebhookRouter = <C = undefined>(options: WebhookRouterOptions<C>): WebhookRouter<C> => {
  const store = options.store ?? createMemoryDedupeStore()
  const handlers = new Map<string, Array<(event: WebhookEvent, context: C) => unknown>>()
  // Deliveries being handled in this process, by dedupe key: a concurrent duplicate waits for
  // the first one's answer instead of running the handlers again.
  const inFlight = new Map<string, Promise<WebhookResult>>()

  const resolveVerifier = async (context: C): Promise<WebhookVerifier> =>
    typeof options.verifier === "function" ? options.verifier(context) : options.verifier

  const run = async (
    key: string,
    event: WebhookEvent,
    toRun: ReadonlyArray<(event: WebhookEvent, context: C) => unknown>,
    context: C
  ): Promise<WebhookResult> => {
    const seen = { event }
    let reservation
    try {
      reservation = await store.reserve(key)
    } catch (error) {
      return failure(500, "error", "The dedupe store failed", error, seen)
    }
    if (reservation === "completed") return { status: 200, body: RECEIVED, outcome: "duplicate", ...seen }
    if (reservation !== "reserved") {
      return failure(503, "in-progress", "This notification is being handled; retry later", undefined, seen)
    }
    try {
      for (const handler of toRun) await handler(event, context)
    } catch (error) {
      try {
        await store.release(key)
      } catch {
        // The reservation then lapses with its lease; the handler's error is the one to report.
      }
      return failure(500, "handler-failed", "The webhook handler failed", error, seen)
    }
    try {
      await store.complete(key)
    } catch (error) {
      // Handled all the same: answering 5xx would make the sender deliver it again.
      return { status: 200, body: RECEIVED, outcome: "handled", ...seen, error }
    }
    return { status: 200, body: RECEIVED, outcome: "handled", ...seen }
  }

  const handle = async (rawBody: WebhookRawBody, headers: WebhookHeaders, context?: C): Promise<WebhookResult> => {
    let event: WebhookEvent
    try {
      const verifier = await resolveVerifier(context as C)
      event = await verifier.verify(rawBody, headers)
    } catch (error) {
      return webhookErrorResult(error)
    }
    const toRun = [
      ...(handlers.get(event.name) ?? []),
      // Stryker disable next-line ConditionalExpression: `on` accepts no "unknown.*" selector (not a known family), so no handler is ever registered under it and the lookup finds nothing either way.
      ...(event.family === "unknown" ? [] : handlers.get(`${event.family}.*`) ?? []),
      ...(handlers.get("*") ?? [])
    ]
    if (toRun.length === 0) return { status: 200, body: RECEIVED, outcome: "unhandled", event }

    const key = event.dedupeKey
    const running = inFlight.get(key)
    if (running !== undefined) {
      const first = await running
      return first.status === 200 ? { status: 200, body: RECEIVED, outcome: "duplicate", event } : first
    }
    const result = run(key, event, toRun, context as C)
    inFlight.set(key, result)
    try {
      return await result
    } finally {
      inFlight.delete(key)
    }
  }

  const router: WebhookRouter<C> = {
    on(selector, handler) {
      if (!isWebhookEventSelector(selector)) {
        throw new ConfigurationError({
          message: `Unknown webhook event ${JSON.stringify(String(selector))}: use a known event name ` +
            `("payment.purchase"), a family ("payment.*") or "*"`
        })
      }
      if (typeof handler !== "function") throw new ConfigurationError({ message: "A webhook handler must be a function" })
      const list = handlers.get(selector) ?? []
      list.push(handler as (event: WebhookEvent, context: C) => unknown)
      handlers.set(selector, list)
      return router
    },
    handle: async (rawBody, headers, context) => {
      try {
        return await handle(rawBody, headers, context)
      } catch (error) {
        return failure(500, "error", "Internal error while handling the webhook", error)
      }
    }
  }
  return router
}
