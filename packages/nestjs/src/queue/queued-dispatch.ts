/**
 * The queued half of the dispatcher: a receiver that verifies and enqueues, and the consumer the
 * queue's processor runs, both built from the module's `webhooks` options.
 */
import { ConfigurationError, type DedupeStore, type WebhookScheme, type WebhookVerifier } from "@payrail/core"
import {
  createQueuedWebhookReceiver,
  createWebhookConsumer,
  type QueuedWebhookReceiver,
  type RefetchClient,
  type WebhookConsumer,
  type WebhookInbox
} from "@payrail/queues"
import type { PayrailWebhookQueue, WebhookQueueSink } from "./webhook-queue"

/**
 * One record of what was handled: a store beside the inbox would be a second one, outside the
 * effects' transaction. Checked by `forRoot` at once, and at startup for `forRootAsync`'s factory.
 */
export const refuseStoreBesideInbox = (store: DedupeStore | undefined, inbox: boolean): void => {
  if (store === undefined || !inbox) return
  throw new ConfigurationError({
    message: "PayrailModule: pass either webhooks.store or the queue's inbox (payrailBullQueue({ inbox })), not both: " +
      "the inbox records handled notifications in the handlers' transaction, so remove webhooks.store"
  })
}

export interface QueuedDispatch {
  readonly receiver: QueuedWebhookReceiver
  readonly consumer: WebhookConsumer<unknown, unknown>
}

export const queuedDispatch = (options: {
  readonly queue: PayrailWebhookQueue
  readonly sink: WebhookQueueSink | undefined
  readonly verifier: WebhookVerifier
  /** The worker verifies each job's signature again with these (the queue is not trusted). */
  readonly secrets: string | ReadonlyArray<string>
  readonly scheme: WebhookScheme | undefined
  readonly store: DedupeStore | undefined
  /** The worker's inbox (its provider), when this instance runs the worker with one. */
  readonly inbox: WebhookInbox<unknown> | undefined
  readonly client: unknown
}): QueuedDispatch => {
  const { queue, sink } = options
  refuseStoreBesideInbox(options.store, queue.inbox === true || options.inbox !== undefined)
  if (sink === undefined) {
    throw new Error("PayrailModule: webhooks.queue has no queue sink provider (use payrailBullQueue({ name }) of @payrail/nestjs/bullmq)")
  }
  return {
    receiver: createQueuedWebhookReceiver({ verifier: options.verifier, queue: sink }),
    consumer: createWebhookConsumer<unknown, unknown>({
      secrets: options.secrets,
      scheme: options.scheme,
      store: options.store,
      inbox: options.inbox,
      ordering: queue.ordering,
      versions: queue.versions,
      refetch: queue.ordering === "refetch" ? (options.client as RefetchClient) : undefined
    })
  }
}
