/**
 * What `webhooks.queue` takes: the providers an engine adapter adds to the module (the queue sink
 * under {@link PAYRAIL_WEBHOOK_SINK}, a processor), and how the worker consumes. The module itself
 * imports no queue library; `@payrail/nestjs/bullmq` builds one of these for BullMQ.
 */
import type { DynamicModule, Provider } from "@nestjs/common"
import type { VersionStore, WebhookOrdering, WebhookQueueSink } from "@payrail/queues"

/** The token of the module's `webhooks.queue` (or `undefined`). */
export const PAYRAIL_WEBHOOK_QUEUE = Symbol("PAYRAIL_WEBHOOK_QUEUE")

/** The token of the receiver's {@link WebhookQueueSink}. */
export const PAYRAIL_WEBHOOK_SINK = Symbol("PAYRAIL_WEBHOOK_SINK")

/** A queue for the webhook controller: deliveries are verified, enqueued and answered 200 once stored; a worker runs the handlers. */
export interface PayrailWebhookQueue {
  /** Providers to add to the module: the sink under `PAYRAIL_WEBHOOK_SINK`, and the worker's processor unless receiver-only. */
  readonly providers: ReadonlyArray<Provider>
  /** Modules the providers need (BullMQ: the queue's registration, so its token resolves inside PayrailModule). */
  readonly imports?: ReadonlyArray<DynamicModule> | undefined
  /** `"skip-stale"` or `"refetch"` (fetched with the module's client). Default: none (arrival order). */
  readonly ordering?: WebhookOrdering | undefined
  /** `"skip-stale"`: the shared version store (`@payrail/queues/redis`, `/postgres`). Default: in memory, this process. */
  readonly versions?: VersionStore | undefined
}

export type { WebhookQueueSink }
