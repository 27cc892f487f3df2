/**
 * `@payrail/queues/cloudflare`: the hand-off on Cloudflare Queues. The Hono route
 * (`payrailWebhooks({ queue })`) sends each verified event to a queue binding; the Worker's
 * `queue()` handler passes its batch to {@link consumeQueueBatch}, which runs the consumer and
 * acks or retries each message. Cloudflare Queues deliver at least once and keep no job ids, so
 * the consumer's Durable Object dedupe store (`@payrail/stores/cloudflare`) is what makes each
 * notification run once; {@link PayrailVersionObject} keeps the versions of `"skip-stale"`.
 *
 * @example
 * ```ts
 * export default {
 *   fetch: app.fetch,
 *   async queue(batch, env) { await consumeQueueBatch(batch, consumerFor(env)) }
 * }
 * ```
 */
import type { WebhookConsumer } from "./consumer"
import type { QueuedWebhook } from "./message"
import type { VersionStore } from "./ordering"
import type { WebhookQueueSink } from "./receiver"
import { isUnrecoverableWebhookJob } from "./rejection"

/** The part of a Queue producer binding (`env.PAYRAIL_WEBHOOKS`) the sink uses. */
export interface QueueProducerLike {
  send(body: unknown, options?: { contentType?: "json" | "text" | "bytes" | "v8" }): Promise<void>
}

/** The part of a queue `Message` the batch consumer uses. */
export interface QueueMessageLike {
  readonly body: unknown
  readonly attempts?: number
  ack(): void
  retry(options?: { delaySeconds?: number }): void
}

/** The sink on a Queue binding: resolves once the queue has accepted the message. */
export const cloudflareQueueSink = (queue: QueueProducerLike): WebhookQueueSink => ({
  async send(message: QueuedWebhook) {
    await queue.send(message, { contentType: "json" })
  }
})

/**
 * Runs every message of a batch through the consumer: ack on success (handled, duplicate, stale,
 * unhandled), retry with a delay growing with its attempts on a throw (the queue's `max_retries`
 * then sends it to the dead-letter queue, if one is configured). A message refused for good
 * (malformed, or its signature does not verify) is told to `onError` and acknowledged: retrying
 * cannot make it verify.
 */
export const consumeQueueBatch = async <M extends QueueMessageLike>(
  batch: { readonly messages: ReadonlyArray<M> },
  consumer: WebhookConsumer<M>,
  options: {
    readonly onError?: ((error: unknown, message: M) => void) | undefined
    /** The delay before a failed message is retried, by its attempts so far. Default 2 s doubling, at most 1 h. */
    readonly retryDelaySeconds?: ((attempts: number) => number) | undefined
  } = {}
): Promise<void> => {
  for (const message of batch.messages) {
    try {
      await consumer.consume(message.body, message)
      message.ack()
    } catch (error) {
      options.onError?.(error, message)
      if (isUnrecoverableWebhookJob(error)) {
        message.ack()
        continue
      }
      const attempts = message.attempts ?? 1
      message.retry({ delaySeconds: options.retryDelaySeconds?.(attempts) ?? Math.min(2 ** Math.max(attempts - 1, 0) * 2, 3_600) })
    }
  }
}

/** The part of a Durable Object's `state` the version object uses. */
export interface VersionObjectStateLike {
  readonly storage: {
    get<T>(key: string): Promise<T | undefined>
    put<T>(key: string, value: T): Promise<void>
  }
}

/**
 * The Durable Object holding resource versions (`"skip-stale"`). A Durable Object runs one event at
 * a time and holds others while it reads and writes its storage, so read-then-write is atomic.
 * Export it from the Worker's entry and bind it (`new_sqlite_classes` migration).
 */
export class PayrailVersionObject {
  readonly #state: VersionObjectStateLike

  constructor(state: VersionObjectStateLike, _env?: unknown) {
    this.#state = state
  }

  async fetch(request: Request): Promise<Response> {
    const command = (await request.json().catch(() => null)) as { resource?: unknown; version?: unknown } | null
    if (typeof command?.resource !== "string" || typeof command.version !== "number") {
      return new Response(JSON.stringify({ error: "expected { resource, version }" }), { status: 400 })
    }
    const current = await this.#state.storage.get<number>(`v:${command.resource}`)
    if (current !== undefined && current >= command.version) return Response.json({ version: current })
    await this.#state.storage.put(`v:${command.resource}`, command.version)
    return Response.json({ version: command.version })
  }
}

/** The part of a Durable Object namespace binding the store uses. */
export interface VersionNamespaceLike {
  idFromName(name: string): unknown
  get(id: never): { fetch(input: string, init: { method: string; body: string }): Promise<{ ok: boolean; status: number; json(): Promise<unknown> }> }
}

/** A {@link VersionStore} on {@link PayrailVersionObject}s: one object per resource (no shared hot spot). */
export const createDurableObjectVersionStore = (namespace: VersionNamespaceLike, options: { readonly prefix?: string } = {}): VersionStore => {
  const prefix = options.prefix ?? "payrail-version:"
  return {
    async advance(resource, version) {
      const stub = namespace.get(namespace.idFromName(prefix + resource) as never)
      const answer = await stub.fetch("https://payrail-versions.internal/advance", { method: "POST", body: JSON.stringify({ resource, version }) })
      if (!answer.ok) throw new Error(`PayrailVersionObject answered ${answer.status}`)
      return ((await answer.json()) as { version: number }).version
    }
  }
}
