/**
 * The Worker's `queue()` handler for webhooks that `payrailWebhooks({ queue })` enqueued: verifies
 * each message's signature again (the queue is not trusted), runs the handlers once per
 * notification (the Durable Object dedupe store of `@payrail/stores/cloudflare`), acks each
 * message, and has the queue retry it when a handler throws; a message that does not verify is
 * reported and acknowledged, never retried.
 */
import type { DedupeStore, WebhookEvent, WebhookEventFor, WebhookEventSelector, WebhookScheme } from "@payrail/core/webhooks"
import {
  type ConsumeOutcome,
  createWebhookConsumer,
  type RefetchClient,
  type ResourceFetcher,
  type UnrecoverableWebhookJobError,
  type VersionStore,
  type WebhookOrdering
} from "@payrail/queues"
import { consumeQueueBatch, type QueueMessageLike } from "@payrail/queues/cloudflare"

/** What a queued handler receives besides the event. */
export interface PayrailQueueContext<B = unknown> {
  /** The queue message. */
  readonly message: QueueMessageLike
  /** The Worker's bindings. */
  readonly env: B
  /** With `ordering: "refetch"`: the resource as it is now. */
  readonly resource?: unknown
}

/** A handler run in the queue consumer. */
export type PayrailQueueHandler<B = unknown, S extends string = "*"> = (event: WebhookEventFor<S>, context: PayrailQueueContext<B>) => unknown

/** Handlers by selector, as `payrailWebhooks`' `on`. */
export type PayrailQueueHandlers<B = unknown> = {
  readonly [S in WebhookEventSelector]?: PayrailQueueHandler<B, S> | ReadonlyArray<PayrailQueueHandler<B, S>>
}

/** Options of {@link payrailQueueConsumer}; the engines come from the bindings. */
export interface PayrailQueueConsumerOptions<B> {
  readonly on: PayrailQueueHandlers<B>
  /** The webhook secrets for these bindings, as the route's `secrets`: each message's signature is checked again. */
  readonly secrets: (env: B) => string | ReadonlyArray<string>
  /** The signature scheme, as the route's. Default `"hmac-sha256"`. */
  readonly scheme?: WebhookScheme | undefined
  /** The dedupe store, usually `createDurableObjectDedupeStore(env.PAYRAIL_DEDUPE)`. Required: a Worker's memory is per isolate. */
  readonly store: (env: B) => DedupeStore
  readonly ordering?: WebhookOrdering | undefined
  /** `"skip-stale"`: usually `createDurableObjectVersionStore(env.PAYRAIL_VERSIONS)`. */
  readonly versions?: ((env: B) => VersionStore) | undefined
  /** `"refetch"`: the client (or a fetcher) for these bindings. */
  readonly refetch?: ((env: B) => RefetchClient | ResourceFetcher) | undefined
  /** Called with each failure before the message is retried, or acknowledged when it does not verify (logs, alerts). */
  readonly onError?: ((error: unknown, message: QueueMessageLike) => void) | undefined
  /**
   * Told of each message refused for good — malformed, or its signature does not verify — before
   * it is acknowledged (never retried). Default: `console.error` of the reason. Such a message was
   * not sent by your route: look at who can send to the queue.
   */
  readonly onRejected?: ((error: UnrecoverableWebhookJobError, message: QueueMessageLike, env: B) => void | Promise<void>) | undefined
  /** Told each message's outcome (`handled`, `duplicate`, `stale`, `unhandled`), for metrics and audits. */
  readonly onOutcome?: ((outcome: ConsumeOutcome, event: WebhookEvent, env: B) => void | Promise<void>) | undefined
  /** Delay before a failed message is retried, by its attempts. Default 2 s doubling, at most 1 h. */
  readonly retryDelaySeconds?: ((attempts: number) => number) | undefined
}

/**
 * The `queue` handler of a Worker's default export.
 *
 * @example
 * ```ts
 * export default {
 *   fetch: app.fetch,
 *   queue: payrailQueueConsumer<Env>({
 *     secrets: (env) => [env.PAYRAIL_WEBHOOK_SECRET],
 *     store: (env) => createDurableObjectDedupeStore(env.PAYRAIL_DEDUPE),
 *     on: { "payment.*": async (event) => { await savePayment(event.data) } }
 *   })
 * }
 * ```
 */
export const payrailQueueConsumer = <B = unknown>(options: PayrailQueueConsumerOptions<B>) =>
  async (batch: { readonly messages: ReadonlyArray<QueueMessageLike> }, env: B): Promise<void> => {
    const consumer = createWebhookConsumer<QueueMessageLike>({
      secrets: options.secrets?.(env),
      scheme: options.scheme,
      onRejected: options.onRejected && ((error, message) => options.onRejected!(error, message, env)),
      store: options.store(env),
      ordering: options.ordering,
      versions: options.versions?.(env),
      refetch: options.refetch?.(env),
      onOutcome: options.onOutcome && ((outcome, event) => options.onOutcome!(outcome, event, env))
    })
    for (const [selector, handlers] of Object.entries(options.on ?? {})) {
      const list: ReadonlyArray<unknown> = Array.isArray(handlers) ? handlers : [handlers]
      for (const handler of list) {
        const run = handler as PayrailQueueHandler<B>
        consumer.on(selector as "*", (event, { job, resource }) => run(event, resource === undefined ? { message: job, env } : { message: job, env, resource }))
      }
    }
    await consumeQueueBatch(batch, consumer, { onError: options.onError, retryDelaySeconds: options.retryDelaySeconds })
  }
