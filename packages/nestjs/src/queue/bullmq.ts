/**
 * `@payrail/nestjs/bullmq`: the webhook controller hands deliveries to a BullMQ queue that
 * `@nestjs/bullmq` registered, and a processor runs the `@OnPayrailWebhook` handlers in the worker
 * with BullMQ's retries and backoff; exhausted jobs stay in the failed set (replay them with
 * `replayFailedWebhooks` of `@payrail/queues/bullmq`).
 *
 * @example
 * ```ts
 * @Module({
 *   imports: [
 *     BullModule.forRoot({ connection: { host: "127.0.0.1", port: 6379 } }),
 *     PayrailModule.forRoot({ ...config, webhooks: {
 *       secrets: [process.env.PAYRAIL_WEBHOOK_SECRET!],
 *       store: createRedisDedupeStore({ client: redis }),
 *       queue: payrailBullQueue({ name: "payrail-webhooks", ordering: "skip-stale", versions: createRedisVersionStore(redis) })
 *     } })
 *   ]
 * })
 * export class AppModule {}
 * ```
 */
import { Inject, type Provider } from "@nestjs/common"
import { BullModule, getQueueToken, Processor, WorkerHost } from "@nestjs/bullmq"
import type { ConsumeOutcome, VersionStore, WebhookOrdering } from "@payrail/queues"
import { type BullMqQueueLike, bullMqSink } from "@payrail/queues/bullmq"
import type { Job } from "bullmq"
import { PayrailWebhookDispatcher } from "../webhooks/dispatcher"
import { PAYRAIL_WEBHOOK_SINK, type PayrailWebhookQueue } from "./webhook-queue"

/** Options of {@link payrailBullQueue}. */
export interface PayrailBullQueueOptions {
  /** The queue's name, as registered with `BullModule.registerQueue({ name })`. */
  readonly name: string
  /** Run the processor in this process. Default `true`; `false` for receiver-only instances. */
  readonly worker?: boolean | undefined
  /** Jobs processed at once by this process's worker. Default 1. */
  readonly concurrency?: number | undefined
  /** BullMQ job options over `@payrail/queues/bullmq`'s defaults (10 attempts, exponential backoff from 2 s). */
  readonly jobOptions?: Record<string, unknown> | undefined
  readonly ordering?: WebhookOrdering | undefined
  readonly versions?: VersionStore | undefined
}

/** The `webhooks.queue` value for a BullMQ queue. */
export const payrailBullQueue = (options: PayrailBullQueueOptions): PayrailWebhookQueue => {
  if (typeof options?.name !== "string" || options.name.length === 0) throw new Error("payrailBullQueue: name must be the registered queue's name")
  const sink: Provider = {
    provide: PAYRAIL_WEBHOOK_SINK,
    useFactory: (queue: BullMqQueueLike) => bullMqSink(queue, { jobOptions: options.jobOptions }),
    inject: [getQueueToken(options.name)]
  }
  // Registered here so the queue's token resolves inside PayrailModule; the app's BullModule.forRoot gives the connection.
  const imports = [BullModule.registerQueue({ name: options.name })]
  if (options.worker === false) return { imports, providers: [sink], ordering: options.ordering, versions: options.versions }

  class PayrailWebhookProcessor extends WorkerHost {
    constructor(@Inject(PayrailWebhookDispatcher) private readonly dispatcher: PayrailWebhookDispatcher) {
      super()
    }

    process(job: Job): Promise<ConsumeOutcome> {
      return this.dispatcher.consume(job.data, job)
    }
  }
  Processor({ name: options.name }, { concurrency: options.concurrency ?? 1 })(PayrailWebhookProcessor)
  return { imports, providers: [sink, PayrailWebhookProcessor], ordering: options.ordering, versions: options.versions }
}
