/**
 * The receiver side: verify a delivery, put the event on a queue, and answer 200 only once the
 * queue has stored it. A queue that cannot take it answers 503, so the service retries the
 * delivery later (it retries on 5xx and timeouts, for about 4 days): nothing is acknowledged
 * that is not stored. The message carries the delivery as received (raw body, signature headers),
 * which the worker verifies again: see ./message.ts.
 */
import {
  type WebhookEvent,
  type WebhookHeaders,
  type WebhookRawBody,
  type WebhookResult,
  type WebhookVerifier,
  webhookErrorResult
} from "@payrail/core/webhooks"
import { jobIdOf, type QueuedWebhook, toQueuedWebhook } from "./message"

/** Where a receiver puts verified events: a BullMQ queue, pg-boss, a Cloudflare Queue binding. */
export interface WebhookQueueSink {
  /**
   * Stores `message` durably before resolving. `jobId` is derived from the notification's dedupe
   * key: a queue that deduplicates by id (BullMQ's job id, pg-boss's singleton key) keeps one job.
   */
  send(message: QueuedWebhook, jobId: string): Promise<void>
}

/** The answer of a queued receiver. */
export interface QueuedWebhookResult {
  readonly status: 200 | 400 | 401 | 500 | 503
  readonly body: WebhookResult["body"]
  readonly outcome: "queued" | "queue-unavailable" | WebhookResult["outcome"]
  readonly event?: WebhookEvent
  /** The error behind a non-200 answer. Never sent. */
  readonly error?: unknown
}

/** Options of {@link createQueuedWebhookReceiver}. */
export interface QueuedWebhookReceiverOptions<C = undefined> {
  readonly verifier: WebhookVerifier | ((context: C) => WebhookVerifier | Promise<WebhookVerifier>)
  /** The sink, or a function of the request context returning it (a Workers binding from `c.env`). */
  readonly queue: WebhookQueueSink | ((context: C) => WebhookQueueSink)
}

/** Verifies and enqueues deliveries. */
export interface QueuedWebhookReceiver<C = undefined> {
  /** Never throws. */
  handle(rawBody: WebhookRawBody, headers: WebhookHeaders, context?: C): Promise<QueuedWebhookResult>
}

/**
 * Builds a receiver.
 *
 * @example
 * ```ts
 * const receiver = createQueuedWebhookReceiver({ verifier, queue: bullMqSink(queue) })
 * const { status, body } = await receiver.handle(rawBody, headers)
 * ```
 */
export const createQueuedWebhookReceiver = <C = undefined>(options: QueuedWebhookReceiverOptions<C>): QueuedWebhookReceiver<C> => ({
  async handle(rawBody, headers, context) {
    let event
    try {
      const verifier = typeof options.verifier === "function" ? await options.verifier(context as C) : options.verifier
      event = await verifier.verify(rawBody, headers)
    } catch (error) {
      return webhookErrorResult(error)
    }
    try {
      const sink = typeof options.queue === "function" ? options.queue(context as C) : options.queue
      await sink.send(toQueuedWebhook(rawBody, headers), jobIdOf(event.dedupeKey))
    } catch (error) {
      return { status: 503, body: { received: false, error: "The webhook queue is unavailable; retry later" }, outcome: "queue-unavailable", event, error }
    }
    return { status: 200, body: { received: true }, outcome: "queued", event }
  }
})
