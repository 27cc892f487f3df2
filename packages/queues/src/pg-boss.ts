/**
 * `@payrail/queues/pg-boss`: the hand-off on pg-boss, a job queue in the Postgres you already run.
 * The receiver sends one job per notification with the dedupe key as its singleton key, on a
 * queue of policy `stately` (at most one queued and one active job per key); `boss.work` runs the
 * consumer with pg-boss's retries and backoff; exhausted jobs stay `failed` (`boss.retry(name, id)`
 * replays one). pg-boss 10 is the line for Node 20 (11 and later need Node 22).
 *
 * @example
 * ```ts
 * await ensurePgBossQueue(boss, "payrail-webhooks")
 * const receiver = createQueuedWebhookReceiver({ verifier, queue: pgBossSink(boss, "payrail-webhooks") })
 * await pgBossWork(boss, "payrail-webhooks", consumer)
 * ```
 */
import type { WebhookConsumer } from "./consumer"
import type { QueuedWebhook } from "./message"
import type { WebhookQueueSink } from "./receiver"

/** The part of a `PgBoss` instance used here. */
export interface PgBossLike {
  send(name: string, data: object, options: object): Promise<string | null>
  getQueue(name: string): Promise<unknown>
  createQueue(name: string, options?: object): Promise<void>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg-boss types its jobs by the caller's data type
  work(name: string, options: object, handler: (jobs: Array<any>) => Promise<unknown>): Promise<string>
}

/** The part of a pg-boss job the worker reads. */
export interface PgBossJobLike {
  readonly id: string
  readonly data: unknown
}

/** The queue options used when {@link ensurePgBossQueue} creates the queue. */
export const DEFAULT_PG_BOSS_QUEUE_OPTIONS = {
  policy: "stately",
  retryLimit: 10,
  retryDelay: 2,
  retryBackoff: true
} as const

/** Creates the queue (policy `stately`, 10 retries with backoff from 2 s) unless it exists. */
export const ensurePgBossQueue = async (boss: PgBossLike, name: string, options: Record<string, unknown> = {}): Promise<void> => {
  if ((await boss.getQueue(name)) === null) await boss.createQueue(name, { ...DEFAULT_PG_BOSS_QUEUE_OPTIONS, ...options })
}

/** The receiver's sink on a pg-boss queue: resolves once the job row is committed (or one with the same key is already queued). */
export const pgBossSink = (boss: PgBossLike, name: string, sendOptions: Record<string, unknown> = {}): WebhookQueueSink => ({
  async send(message: QueuedWebhook, jobId: string) {
    // `null`: a job with this singleton key is already queued, which is what a re-delivery should find.
    await boss.send(name, message, { ...sendOptions, singletonKey: jobId })
  }
})

/** Starts a pg-boss worker running the consumer, one job at a time per fetch; a throw fails the attempt (pg-boss retries it). */
export const pgBossWork = <Tx>(boss: PgBossLike, name: string, consumer: WebhookConsumer<PgBossJobLike, Tx> | WebhookConsumer<unknown, Tx>, options: Record<string, unknown> = {}): Promise<string> =>
  boss.work(name, { batchSize: 1, ...options }, async (jobs) => {
    for (const job of jobs as Array<PgBossJobLike>) await consumer.consume(job.data, job)
  })
