/**
 * `@payrail/queues/pg-boss`: the hand-off on pg-boss, a job queue in the Postgres you already run.
 * The receiver sends one job per notification with the dedupe key as its singleton key, on a
 * queue of policy `stately` (at most one queued and one active job per key); `boss.work` runs the
 * consumer with pg-boss's retries and backoff; exhausted jobs stay `failed` (`boss.retry(name, id)`
 * replays one). Each job of a fetched batch is settled on its own: one failing job fails alone, and
 * a job refused for good (malformed, or its signature does not verify) is cancelled — pg-boss's
 * state for a job never retried — instead of spending its retries. pg-boss 10 is the line for
 * Node 20 (11 and later need Node 22).
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
import { isUnrecoverableWebhookJob } from "./rejection"

/** The part of a `PgBoss` instance used here. */
export interface PgBossLike {
  send(name: string, data: object, options: object): Promise<string | null>
  getQueue(name: string): Promise<unknown>
  createQueue(name: string, options?: object): Promise<void>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg-boss types its jobs by the caller's data type
  work(name: string, options: object, handler: (jobs: Array<any>) => Promise<unknown>): Promise<string>
  complete(name: string, id: string, data?: object): Promise<unknown>
  fail(name: string, id: string, data?: object): Promise<unknown>
  cancel(name: string, id: string): Promise<unknown>
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

const failure = (error: unknown) =>
  error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) }

/**
 * Starts a pg-boss worker running the consumer (`batchSize` jobs per fetch, default 1). Each job is
 * settled by itself: completed with its outcome, failed (pg-boss retries it) when the consumer
 * throws, cancelled when refused for good. Only when settling a job fails does the batch throw,
 * and pg-boss then fails the jobs still active.
 */
export const pgBossWork = <Tx>(boss: PgBossLike, name: string, consumer: WebhookConsumer<PgBossJobLike, Tx> | WebhookConsumer<unknown, Tx>, options: Record<string, unknown> = {}): Promise<string> =>
  boss.work(name, { batchSize: 1, ...options }, async (jobs) => {
    const unsettled: Array<unknown> = []
    for (const job of jobs as Array<PgBossJobLike>) {
      let settle: () => Promise<unknown>
      try {
        const outcome = await consumer.consume(job.data, job)
        settle = () => boss.complete(name, job.id, { outcome })
      } catch (error) {
        settle = isUnrecoverableWebhookJob(error) ? () => boss.cancel(name, job.id) : () => boss.fail(name, job.id, failure(error))
      }
      try {
        await settle()
      } catch (error) {
        unsettled.push(error)
      }
    }
    // pg-boss completes the batch's still-active jobs when this resolves: a job left unsettled must be failed instead.
    if (unsettled.length > 0) throw new AggregateError(unsettled, `${unsettled.length} pg-boss job(s) of the batch could not be settled`)
  })
