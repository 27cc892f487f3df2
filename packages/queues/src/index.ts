/**
 * @payrail/queues: Payrail webhooks behind a queue. The receiver verifies and enqueues (answering
 * 200 once the job is stored); a worker consumes with retries, exactly once per notification, with
 * optional ordering. Engines: `@payrail/queues/bullmq`, `/pg-boss`, `/cloudflare`; shared version
 * stores for `ordering: "skip-stale"`: `/redis`, `/postgres`, `/cloudflare`.
 */
export {
  type ConsumeOutcome,
  type ConsumerContext,
  createWebhookConsumer,
  type QueuedWebhookHandler,
  type RefetchClient,
  type ResourceFetcher,
  type WebhookConsumer,
  type WebhookConsumerOptions,
  WebhookInProgressError
} from "./consumer"
export type { InboxOutcome, WebhookInbox } from "./inbox"
export { fromQueuedWebhook, jobIdOf, type QueuedDelivery, type QueuedWebhook, SIGNATURE_HEADERS, toQueuedWebhook } from "./message"
export { isUnrecoverableWebhookJob, UnrecoverableWebhookJobError, type WebhookJobRejection } from "./rejection"
export {
  createMemoryVersionStore,
  type MemoryVersionStoreOptions,
  type ResourceVersion,
  resourceVersionOf,
  type VersionStore,
  type WebhookOrdering
} from "./ordering"
export {
  createQueuedWebhookReceiver,
  type QueuedWebhookReceiver,
  type QueuedWebhookReceiverOptions,
  type QueuedWebhookResult,
  type WebhookQueueSink
} from "./receiver"
