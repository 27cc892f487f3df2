/**
 * The worker side: runs the handlers of one queued notification, once. The worker does not trust
 * its queue: each message carries the delivery's raw body and signature headers, and the worker
 * verifies the signature with the webhook secrets and decodes the event — dedupe key included —
 * from the verified body only; a job that does not verify is refused for good
 * ({@link UnrecoverableWebhookJobError}, reported through `onRejected`). Either a dedupe store
 * (shared by every worker: Redis, Postgres, a Durable Object) remembers what was handled, or an
 * inbox records it in the handlers' own database transaction (exactly once for effects in that
 * database, even when a worker dies between the effect and the acknowledgement). The queue gives
 * retries and backoff. `consume` resolves with what happened, and throws when the queue must try
 * again (a handler failed, or another worker holds the notification right now).
 */
import {
  ConfigurationError,
  createMemoryDedupeStore,
  type DedupeStore,
  isWebhookEventSelector,
  type WebhookEvent,
  type WebhookEventFor,
  type WebhookEventSelector,
  type WebhookScheme
} from "@payrail/core/webhooks"
import type { WebhookInbox } from "./inbox"
import { createQueuedWebhookVerifier } from "./verify-queued"
import { createMemoryVersionStore, resourceVersionOf, type VersionStore, type WebhookOrdering } from "./ordering"
import { isUnrecoverableWebhookJob, type UnrecoverableWebhookJobError } from "./rejection"

/** What the handlers receive besides the event. */
export interface ConsumerContext<J = unknown, Tx = undefined> {
  /** The queue's job or message (a BullMQ `Job`, a pg-boss job, a Cloudflare `Message`). */
  readonly job: J
  /**
   * With an `inbox`: the transaction the notification is recorded in (a `pg` client inside
   * `BEGIN` for the Postgres inbox). Write your effects through it: they commit together with
   * the record, or not at all. Do not commit or roll it back yourself.
   */
  readonly tx: Tx
  /** With `ordering: "refetch"`: the resource as it is now. */
  readonly resource?: unknown
}

/** A handler of queued notifications. */
export type QueuedWebhookHandler<J = unknown, S extends string = "*", Tx = undefined> = (event: WebhookEventFor<S>, context: ConsumerContext<J, Tx>) => unknown

/** What happened to a queued notification. */
export type ConsumeOutcome = "handled" | "duplicate" | "stale" | "unhandled"

/** Fetches the resource of an event as it is now (`ordering: "refetch"`). */
export type ResourceFetcher = (event: WebhookEvent) => Promise<unknown>

/** The part of the Promise client the default fetcher uses. */
export interface RefetchClient {
  readonly payments: { retrieve(paymentId: string): PromiseLike<unknown> }
}

/** Options of {@link createWebhookConsumer}. */
export interface WebhookConsumerOptions<Tx = undefined, J = unknown> {
  /**
   * The webhook secrets, as the receiver's verifier has them (several during a rotation): each
   * job's signature is checked again in the worker. Only the signature: the receiver already
   * judged the notification's age, and a job may run long after it (retries, replays).
   */
  readonly secrets: string | ReadonlyArray<string>
  /** The signature scheme, as the receiver's. Default `"hmac-sha256"`. */
  readonly scheme?: WebhookScheme | undefined
  /**
   * Told of each job refused for good (malformed, or its signature does not verify) before the
   * error is thrown for the queue to settle without a retry. Default: `console.error` of the
   * reason (never the body). Such a job was not written by your receiver: look at who writes to
   * the queue.
   */
  readonly onRejected?: ((error: UnrecoverableWebhookJobError, job: J) => void | Promise<void>) | undefined
  /** Where handled notifications are remembered. Default: in memory (one worker process only). Not with `inbox`. */
  readonly store?: DedupeStore | undefined
  /**
   * Records handled notifications in the handlers' own transaction (`createPostgresInbox` of
   * `@payrail/queues/postgres`), instead of a `store`: handlers get it as `context.tx`, and their
   * effects written through it apply exactly once. With `"skip-stale"`, the inbox also keeps the
   * versions, in the same transaction.
   */
  readonly inbox?: WebhookInbox<Tx> | undefined
  /** Default: none (arrival order). */
  readonly ordering?: WebhookOrdering | undefined
  /** `"skip-stale"`: where versions are recorded. Default: in memory (one worker process only). Not with `inbox`. */
  readonly versions?: VersionStore | undefined
  /**
   * `"refetch"`: the client (payments are fetched with `payments.retrieve`), or a function that
   * fetches any event's resource. Required with `"refetch"`.
   */
  readonly refetch?: RefetchClient | ResourceFetcher | undefined
  /** Told what happened to each message that did not throw (metrics, logs, audits of stale events). */
  readonly onOutcome?: ((outcome: ConsumeOutcome, event: WebhookEvent) => void | Promise<void>) | undefined
}

/** Thrown when another worker holds the notification: the queue retries it later (its lease lapses if that worker died). */
export class WebhookInProgressError extends Error {
  override readonly name = "WebhookInProgressError"
  constructor(readonly dedupeKey: string) {
    super(`The notification ${dedupeKey} is being handled by another worker; retry later`)
  }
}

/** Runs queued notifications through handlers. */
export interface WebhookConsumer<J = unknown, Tx = undefined> {
  /** Adds a handler for an event, a family (`"payment.*"`) or `"*"`, as the router's `on`. */
  on<S extends WebhookEventSelector>(selector: S, handler: QueuedWebhookHandler<J, S, Tx>): WebhookConsumer<J, Tx>
  /**
   * Handles one queued message (a {@link QueuedWebhook}, or its JSON text). Throws to have the
   * queue retry; throws {@link UnrecoverableWebhookJobError} for a job the queue must not retry.
   */
  consume(message: unknown, job: J): Promise<ConsumeOutcome>
}

const fetcherOf = (refetch: WebhookConsumerOptions["refetch"]): ResourceFetcher => {
  if (typeof refetch === "function") return refetch
  if (refetch === undefined || typeof refetch.payments?.retrieve !== "function") {
    throw new ConfigurationError({ message: 'ordering: "refetch" needs `refetch`: the Payrail client, or a function fetching an event\'s resource' })
  }
  return async (event) => {
    const id = (event.data as { id?: unknown } | null)?.id
    if (event.family !== "payment" || typeof id !== "string") {
      throw new ConfigurationError({ message: `ordering: "refetch" fetches payments by default; pass refetch: (event) => … for ${event.family} events` })
    }
    return refetch.payments.retrieve(id)
  }
}

/**
 * Builds a consumer.
 *
 * @example
 * ```ts
 * const consumer = createWebhookConsumer({ secrets: [process.env.PAYRAIL_WEBHOOK_SECRET!], store, ordering: "skip-stale", versions })
 *   .on("payment.*", async (event) => { await savePaymentState(event.data.id, event.data.status) })
 * // in the queue's worker: await consumer.consume(job.data, job)
 * ```
 */
export const createWebhookConsumer = <J = unknown, Tx = undefined>(options: WebhookConsumerOptions<Tx, J>): WebhookConsumer<J, Tx> => {
  const verify = createQueuedWebhookVerifier(options?.secrets, options?.scheme)
  const onRejected = options.onRejected ?? ((error: UnrecoverableWebhookJobError) => {
    console.error(`Payrail refused a queued webhook job for good (${error.reason}): ${error.message}`)
  })
  const inbox = options.inbox
  if (inbox !== undefined) {
    if (typeof inbox?.handle !== "function") throw new ConfigurationError({ message: "inbox must be a webhook inbox (createPostgresInbox({ pool }))" })
    // One record of what was handled: a store beside the inbox would be a second, non-transactional one.
    if (options.store !== undefined) throw new ConfigurationError({ message: "Pass either store or inbox, not both: the inbox records handled notifications itself" })
    if (options.versions !== undefined) throw new ConfigurationError({ message: 'Pass versions without inbox only: with an inbox, "skip-stale" keeps versions in the inbox\'s transaction' })
  }
  const store = options.store ?? createMemoryDedupeStore()
  const ordering = options.ordering
  if (ordering !== undefined && ordering !== "skip-stale" && ordering !== "refetch") {
    throw new ConfigurationError({ message: `ordering must be "skip-stale", "refetch" or omitted (got ${JSON.stringify(ordering)})` })
  }
  const versions = ordering === "skip-stale" && inbox === undefined ? (options.versions ?? createMemoryVersionStore()) : undefined
  const fetchResource = ordering === "refetch" ? fetcherOf(options.refetch) : undefined
  const handlers = new Map<string, Array<QueuedWebhookHandler<J, "*", Tx>>>()

  const handlersOf = (event: WebhookEvent) => [
    ...(handlers.get(event.name) ?? []),
    ...(event.family === "unknown" ? [] : handlers.get(`${event.family}.*`) ?? []),
    ...(handlers.get("*") ?? [])
  ]

  const consumer: WebhookConsumer<J, Tx> = {
    on(selector, handler) {
      if (!isWebhookEventSelector(selector)) {
        throw new ConfigurationError({ message: `Unknown webhook event ${JSON.stringify(String(selector))}: use a known event name, a family ("payment.*") or "*"` })
      }
      if (typeof handler !== "function") throw new ConfigurationError({ message: "A webhook handler must be a function" })
      handlers.set(selector, [...(handlers.get(selector) ?? []), handler as QueuedWebhookHandler<J, "*", Tx>])
      return consumer
    },
    async consume(message, job) {
      let event: WebhookEvent
      try {
        event = await verify(message)
      } catch (error) {
        if (isUnrecoverableWebhookJob(error)) {
          try {
            await onRejected(error, job)
          } catch {
            // a failing reporter must not turn a refusal into retries
          }
        }
        throw error
      }
      const outcome = await run(event, job)
      await options.onOutcome?.(outcome, event)
      return outcome
    }
  }

  const runHandlers = async (event: WebhookEvent, job: J, tx: Tx) => {
    const toRun = handlersOf(event)
    const resource = fetchResource === undefined ? undefined : await fetchResource(event)
    const context: ConsumerContext<J, Tx> = fetchResource === undefined ? { job, tx } : { job, tx, resource }
    for (const handler of toRun) await handler(event as never, context)
  }

  async function run(event: WebhookEvent, job: J): Promise<ConsumeOutcome> {
    if (handlersOf(event).length === 0) return "unhandled"
    const key = event.dedupeKey
    if (inbox !== undefined) {
      const version = ordering === "skip-stale" ? resourceVersionOf(event) : undefined
      return inbox.handle(key, version, (tx) => runHandlers(event, job, tx))
    }
    const reservation = await store.reserve(key)
    if (reservation === "completed") return "duplicate"
    if (reservation !== "reserved") throw new WebhookInProgressError(key)
    try {
      if (versions !== undefined) {
        const at = resourceVersionOf(event)
        // Claimed before the handlers run: a newer event handled meanwhile makes this one stale, not the reverse.
        if (at !== undefined && (await versions.advance(at.resource, at.version)) > at.version) {
          await store.complete(key)
          return "stale"
        }
      }
      await runHandlers(event, job, undefined as Tx)
    } catch (error) {
      try {
        await store.release(key)
      } catch {
        // the reservation lapses with its lease; the handler's error is the one to report
      }
      throw error
    }
    try {
      await store.complete(key)
    } catch {
      // Handled all the same: failing the job would run the handlers again once the lease lapses.
    }
    return "handled"
  }
  return consumer
}
