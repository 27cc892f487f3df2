/**
 * `@payrail/queues/bullmq`: the hand-off on BullMQ (Redis). The receiver adds one job per
 * notification with the dedupe key as its job id (BullMQ keeps one job per id); a `Worker` runs the
 * consumer with BullMQ's retries and exponential backoff; exhausted jobs stay in the failed set,
 * and {@link replayFailedWebhooks} moves them back to the queue. A job that does not verify fails
 * at once as BullMQ's `UnrecoverableError` (no retries), its reason in `failedReason`.
 *
 * @example
 * ```ts
 * const queue = new Queue("payrail-webhooks", { connection })
 * const receiver = createQueuedWebhookReceiver({ verifier, queue: bullMqSink(queue) })
 * createBullMqWorker("payrail-webhooks", consumer, { connection })
 * ```
 */
import { UnrecoverableError, Worker, type WorkerOptions } from "bullmq"
import type { ConsumeOutcome, WebhookConsumer } from "./consumer"
import type { QueuedWebhook } from "./message"
import type { WebhookQueueSink } from "./receiver"
import { isUnrecoverableWebhookJob } from "./rejection"

/** The job name of queued notifications. */
export const PAYRAIL_WEBHOOK_JOB = "payrail-webhook"

/** The part of a BullMQ `Queue` the sink uses. */
export interface BullMqQueueLike {
  add(name: string, data: QueuedWebhook, opts: Record<string, unknown>): Promise<unknown>
}

/** The part of a BullMQ `Job` the processor reads. */
export interface BullMqJobLike {
  readonly data: unknown
}

/** Options of {@link bullMqSink}. */
export interface BullMqSinkOptions {
  /**
   * BullMQ job options, over the defaults: 10 attempts, exponential backoff from 2 s (about 17 min
   * in all), completed jobs kept 1 day (while kept, a re-delivery adds nothing), failed jobs kept.
   */
  readonly jobOptions?: Record<string, unknown> | undefined
  /**
   * How long the receiver waits for Redis before answering 503 (the service then retries). Default
   * 5 s. A job stored after that is not lost, and its re-delivery finds the same job id.
   */
  readonly timeoutMs?: number | undefined
}

/** The default job options (see {@link BullMqSinkOptions.jobOptions}). */
export const DEFAULT_BULLMQ_JOB_OPTIONS = {
  attempts: 10,
  backoff: { type: "exponential", delay: 2_000 },
  removeOnComplete: { age: 24 * 60 * 60 },
  removeOnFail: false
} as const

const within = <A>(promise: Promise<A>, ms: number, what: string): Promise<A> => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** The receiver's sink on a BullMQ queue: resolves once Redis has stored the job. */
export const bullMqSink = (queue: BullMqQueueLike, options: BullMqSinkOptions = {}): WebhookQueueSink => {
  const timeoutMs = options.timeoutMs ?? 5_000
  const jobOptions = { ...DEFAULT_BULLMQ_JOB_OPTIONS, ...options.jobOptions }
  return {
    async send(message, jobId) {
      await within(queue.add(PAYRAIL_WEBHOOK_JOB, message, { ...jobOptions, jobId }), timeoutMs, "Adding the webhook job")
    }
  }
}

/**
 * The processor of a BullMQ `Worker`: runs the consumer; a throw fails the attempt (BullMQ retries
 * it), and a job refused for good fails as `UnrecoverableError` (no retries).
 */
export const bullMqProcessor = <J, Tx>(consumer: WebhookConsumer<J, Tx>) =>
  async (job: BullMqJobLike & J): Promise<ConsumeOutcome> => {
    try {
      return await consumer.consume(job.data, job)
    } catch (error) {
      if (isUnrecoverableWebhookJob(error)) throw new UnrecoverableError(`${error.reason}: ${error.message}`)
      throw error
    }
  }

/**
 * The worker options Payrail sets over BullMQ's: `maxStalledCount: 10`. BullMQ's own default, 1,
 * fails a job whose worker died twice while holding it (a deploy, an OOM kill) — failed and never
 * applied, though nothing was wrong with it. Running a notification again is safe (the dedupe
 * store or inbox keeps it once), so a stalled job gets as many chances as a failing one has attempts.
 */
export const DEFAULT_BULLMQ_WORKER_OPTIONS = { maxStalledCount: 10 } as const

/**
 * A BullMQ `Worker` running the consumer, with {@link DEFAULT_BULLMQ_WORKER_OPTIONS} under your
 * options (`connection` is yours to give).
 *
 * @example
 * ```ts
 * const worker = createBullMqWorker("payrail-webhooks", consumer, { connection, concurrency: 4 })
 * ```
 */
export const createBullMqWorker = <Tx>(name: string, consumer: WebhookConsumer<unknown, Tx>, options: WorkerOptions): Worker =>
  new Worker(name, bullMqProcessor(consumer) as (job: BullMqJobLike) => Promise<ConsumeOutcome>, { ...DEFAULT_BULLMQ_WORKER_OPTIONS, ...options })

/** The part of a BullMQ `Queue` replay uses. */
export interface BullMqFailedSource {
  getFailed(start?: number, end?: number): Promise<Array<{ retry(state?: "failed"): Promise<void> } | undefined>>
}

/**
 * Moves failed jobs (attempts exhausted) back to the queue, up to `limit`; resolves to how many.
 * Run it once the cause is fixed: each job gets its attempts again, and the dedupe store still
 * keeps a notification from running twice.
 */
export const replayFailedWebhooks = async (queue: BullMqFailedSource, limit = 1_000): Promise<number> => {
  const failed = await queue.getFailed(0, limit - 1)
  let moved = 0
  for (const job of failed) {
    if (job === undefined) continue
    await job.retry("failed")
    moved++
  }
  return moved
}
