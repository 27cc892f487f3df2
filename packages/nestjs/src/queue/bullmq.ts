/**
 * `@payrail/nestjs/bullmq`: the webhook controller hands deliveries to a BullMQ queue that
 * `@nestjs/bullmq` registered, and a processor runs the `@OnPayrailWebhook` handlers in the worker
 * with BullMQ's retries and backoff; exhausted jobs stay in the failed set (replay them with
 * `replayFailedWebhooks` of `@payrail/queues/bullmq`). With `inbox` (`createPostgresInbox({ pool })`),
 * the handlers get the inbox's transaction as `context.tx`, and their effects written through it
 * commit together with the notification's record: exactly once, even when the worker is killed
 * between the effect and BullMQ's acknowledgement.
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
 *
 * // effects in Postgres, exactly once: no webhooks.store, the inbox instead (a pool provided by your app)
 * queue: payrailBullQueue({ name: "payrail-webhooks", inbox: { useFactory: (pool: pg.Pool) => createPostgresInbox({ pool }), inject: [PG_POOL] } })
 * ```
 */
import { Inject, type Provider } from "@nestjs/common"
import { BullModule, getQueueToken, Processor, WorkerHost } from "@nestjs/bullmq"
import { ConfigurationError } from "@payrail/core"
import type { ConsumeOutcome, VersionStore, WebhookOrdering } from "@payrail/queues"
import { type BullMqQueueLike, bullMqSink, DEFAULT_BULLMQ_WORKER_OPTIONS } from "@payrail/queues/bullmq"
import { isUnrecoverableWebhookJob } from "@payrail/queues"
import { type Job, UnrecoverableError } from "bullmq"
import { PayrailWebhookDispatcher } from "../webhooks/dispatcher"
import { inboxProvider, PAYRAIL_WEBHOOK_SINK, type PayrailInboxOption, type PayrailWebhookQueue } from "./webhook-queue"

/** Options of {@link payrailBullQueue}. */
export interface PayrailBullQueueOptions {
  /** The queue's name, as registered with `BullModule.registerQueue({ name })`. */
  readonly name: string
  /** Run the processor in this process. Default `true`; `false` for receiver-only instances. */
  readonly worker?: boolean | undefined
  /** Jobs processed at once by this process's worker. Default 1. */
  readonly concurrency?: number | undefined
  /**
   * How often a job may stall (its worker died or hung past the lock) before BullMQ fails it.
   * Default 10 (`DEFAULT_BULLMQ_WORKER_OPTIONS` of `@payrail/queues/bullmq`), not BullMQ's 1:
   * running a notification again is safe, and a job failed for stalling is never applied.
   */
  readonly maxStalledCount?: number | undefined
  /** BullMQ job options over `@payrail/queues/bullmq`'s defaults (10 attempts, exponential backoff from 2 s). */
  readonly jobOptions?: Record<string, unknown> | undefined
  readonly ordering?: WebhookOrdering | undefined
  /** `"skip-stale"` without `inbox`: the shared version store. Default: in memory, this process. */
  readonly versions?: VersionStore | undefined
  /**
   * Records handled notifications in the handlers' own transaction instead of `webhooks.store`:
   * `createPostgresInbox({ pool })` of `@payrail/queues/postgres`, or `{ useFactory, inject,
   * imports? }` to build it from your providers. Handlers get the transaction as `context.tx`.
   * With `"skip-stale"`, the inbox keeps the versions too (pass no `versions`). Not used with
   * `worker: false`.
   */
  readonly inbox?: PayrailInboxOption | undefined
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
  const inbox = options.inbox === undefined ? undefined : inboxProvider("payrailBullQueue", options.inbox)
  if (inbox !== undefined && options.versions !== undefined) {
    throw new ConfigurationError({ message: 'payrailBullQueue: pass versions or inbox, not both: with an inbox, "skip-stale" keeps versions in the inbox\'s transaction' })
  }
  const consumes = { ordering: options.ordering, versions: options.versions, inbox: inbox !== undefined }
  if (options.worker === false) return { imports, providers: [sink], ...consumes }

  class PayrailWebhookProcessor extends WorkerHost {
    constructor(@Inject(PayrailWebhookDispatcher) private readonly dispatcher: PayrailWebhookDispatcher) {
      super()
    }

    async process(job: Job): Promise<ConsumeOutcome> {
      try {
        return await this.dispatcher.consume(job.data, job)
      } catch (error) {
        // a job that does not verify is failed at once: retries cannot make it verify
        if (isUnrecoverableWebhookJob(error)) throw new UnrecoverableError(`${error.reason}: ${error.message}`)
        throw error
      }
    }
  }
  Processor({ name: options.name }, {
    concurrency: options.concurrency ?? 1,
    maxStalledCount: options.maxStalledCount ?? DEFAULT_BULLMQ_WORKER_OPTIONS.maxStalledCount
  })(PayrailWebhookProcessor)
  return {
    imports: [...imports, ...(inbox?.imports ?? [])],
    providers: [sink, PayrailWebhookProcessor, ...(inbox === undefined ? [] : [inbox.provider])],
    ...consumes
  }
}

export type { PayrailInboxFactory, PayrailInboxOption } from "./webhook-queue"
