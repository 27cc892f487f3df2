/**
 * The queued half of the dispatcher: a receiver that verifies and enqueues, and the consumer the
 * queue's processor runs, both built from the module's `webhooks` options.
 */
import type { DedupeStore, WebhookVerifier } from "@payrail/core"
import {
  createQueuedWebhookReceiver,
  createWebhookConsumer,
  type QueuedWebhookReceiver,
  type RefetchClient,
  type WebhookConsumer
} from "@payrail/queues"
import type { PayrailWebhookQueue, WebhookQueueSink } from "./webhook-queue"

export interface QueuedDispatch {
  readonly receiver: QueuedWebhookReceiver
  readonly consumer: WebhookConsumer<unknown>
}

export const queuedDispatch = (options: {
  readonly queue: PayrailWebhookQueue
  readonly sink: WebhookQueueSink | undefined
  readonly verifier: WebhookVerifier
  readonly store: DedupeStore | undefined
  readonly client: unknown
}): QueuedDispatch => {
  const { queue, sink } = options
  if (sink === undefined) {
    throw new Error("PayrailModule: webhooks.queue has no queue sink provider (use payrailBullQueue({ name }) of @payrail/nestjs/bullmq)")
  }
  return {
    receiver: createQueuedWebhookReceiver({ verifier: options.verifier, queue: sink }),
    consumer: createWebhookConsumer({
      store: options.store,
      ordering: queue.ordering,
      versions: queue.versions,
      refetch: queue.ordering === "refetch" ? (options.client as RefetchClient) : undefined
    })
  }
}
