/**
 * The hand-off on a real BullMQ over the real Redis of the global setup: receiver → queue →
 * Worker → handlers, with BullMQ's own job-id dedupe, retries, failed set and replay.
 */
import { createWebhookVerifier } from "@payrail/core/webhooks"
import { createRedisDedupeStore } from "@payrail/stores/redis"
import { Queue, Worker } from "bullmq"
import Redis from "ioredis"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { bullMqProcessor, bullMqSink, createBullMqWorker, PAYRAIL_WEBHOOK_JOB, replayFailedWebhooks } from "../src/bullmq"
import { createMemoryDedupeStore } from "@payrail/core/webhooks"
import { createQueuedWebhookReceiver, createWebhookConsumer, type QueuedWebhook, type UnrecoverableWebhookJobError } from "../src/index"
import { createRedisVersionStore } from "../src/redis"
import { eventually, paymentEnvelope, SECRET, signed, unique } from "./support/fixtures"

const url = new URL(inject("redisUrl"))
const connection = { host: url.hostname, port: Number(url.port), maxRetriesPerRequest: null }
const verifier = createWebhookVerifier({ secrets: [SECRET] })
let redis: Redis
const closing: Array<{ close(): Promise<unknown> }> = []

beforeAll(() => {
  redis = new Redis(inject("redisUrl"))
})
afterAll(async () => {
  for (const c of closing.reverse()) await c.close()
  redis.disconnect()
})

const setup = (name: string, jobOptions: Record<string, unknown> = {}) => {
  const queue = new Queue(name, { connection })
  closing.push(queue)
  const receiver = createQueuedWebhookReceiver({ verifier, queue: bullMqSink(queue, { jobOptions }) })
  return { queue, receiver }
}

describe("BullMQ", () => {
  it("answers 200 once the job is stored, and a worker runs the handlers once, duplicates included", async () => {
    const name = unique("wh")
    const { queue, receiver } = setup(name)
    const body = await signed(paymentEnvelope(unique("pay"), "capture"))
    // three deliveries of one notification (the service's retries, several receivers)
    for (let i = 0; i < 3; i++) expect((await receiver.handle(body.body, body.headers)).status).toBe(200)
    expect(await queue.getJobCounts("waiting")).toEqual({ waiting: 1 })

    const ran: Array<string> = []
    const consumer = createWebhookConsumer({ secrets: SECRET, store: createRedisDedupeStore({ client: redis, prefix: `${name}:` }) })
      .on("payment.capture", (event) => void ran.push(event.dedupeKey))
    const worker = new Worker(name, bullMqProcessor(consumer), { connection })
    closing.push(worker)
    await eventually("the job completed", async () => (await queue.getJobCounts("completed")).completed === 1)
    expect(ran).toHaveLength(1)
    const [job] = await queue.getCompleted()
    expect(job!.returnvalue).toBe("handled")
  })

  it("retries a failing handler with BullMQ's attempts; exhausted jobs stay failed and can be replayed", async () => {
    const name = unique("wh")
    const { queue, receiver } = setup(name, { attempts: 2, backoff: { type: "fixed", delay: 10 } })
    const body = await signed(paymentEnvelope(unique("pay"), "capture"))
    expect((await receiver.handle(body.body, body.headers)).status).toBe(200)
    let healthy = false
    let attempts = 0
    const consumer = createWebhookConsumer({ secrets: SECRET, store: createRedisDedupeStore({ client: redis, prefix: `${name}:` }) })
      .on("payment.*", () => {
        attempts++
        if (!healthy) throw new Error("database unavailable")
      })
    const worker = new Worker(name, bullMqProcessor(consumer), { connection })
    closing.push(worker)
    await eventually("the job failed for good", async () => (await queue.getJobCounts("failed")).failed === 1)
    expect(attempts).toBe(2)
    const [failed] = await queue.getFailed()
    expect(failed!.failedReason).toBe("database unavailable")

    healthy = true
    expect(await replayFailedWebhooks(queue)).toBe(1)
    await eventually("the replayed job completed", async () => (await queue.getJobCounts("completed")).completed === 1)
    expect(attempts).toBe(3)
    expect(await queue.getJobCounts("failed")).toEqual({ failed: 0 })
  })

  it('skip-stale on the Redis version store: an authorize after its capture is acknowledged "stale"', async () => {
    const name = unique("wh")
    const { queue, receiver } = setup(name)
    const id = unique("pay")
    const capture = await signed(paymentEnvelope(id, "capture", { updatedAt: new Date(Date.now() - 60_000) }))
    const authorize = await signed(paymentEnvelope(id, "authorize", { updatedAt: new Date(Date.now() - 120_000) }))
    const applied: Array<string> = []
    const consumer = createWebhookConsumer({ secrets: SECRET,
      store: createRedisDedupeStore({ client: redis, prefix: `${name}:` }),
      ordering: "skip-stale",
      versions: createRedisVersionStore(redis, { prefix: `${name}:v:` })
    }).on("payment.*", (event) => void applied.push(event.name))
    const worker = new Worker(name, bullMqProcessor(consumer), { connection, concurrency: 1 })
    closing.push(worker)
    expect((await receiver.handle(capture.body, capture.headers)).status).toBe(200)
    await eventually("the capture was handled", () => applied.length === 1)
    expect((await receiver.handle(authorize.body, authorize.headers)).status).toBe(200)
    await eventually("both jobs completed", async () => (await queue.getJobCounts("completed")).completed === 2)
    expect(applied).toEqual(["payment.capture"])
    const values = (await queue.getCompleted()).map((j) => j.returnvalue).sort()
    expect(values).toEqual(["handled", "stale"])
  })

  it("answers 503 when Redis does not store the job in time", async () => {
    const queue = { add: () => new Promise<never>(() => {}) }
    const receiver = createQueuedWebhookReceiver({ verifier, queue: bullMqSink(queue, { timeoutMs: 50 }) })
    const body = await signed(paymentEnvelope(unique("pay"), "capture"))
    expect(await receiver.handle(body.body, body.headers)).toMatchObject({ status: 503, outcome: "queue-unavailable" })
  })
})

describe("the Redis version store", () => {
  it("keeps the newest version under concurrent advances", async () => {
    const versions = createRedisVersionStore(redis, { prefix: `${unique("v")}:` })
    const order = Array.from({ length: 50 }, (_, i) => (i * 37) % 50)
    const answers = await Promise.all(order.map((v) => versions.advance("payment:p1", v)))
    expect(await versions.advance("payment:p1", 0)).toBe(49)
    // every answer is at least the version asked, and an advance to 49 answered 49
    answers.forEach((answer, i) => expect(answer).toBeGreaterThanOrEqual(order[i]!))
    expect(answers[order.indexOf(49)]).toBe(49)
  })
})

describe("a worker that does not trust its queue (BullMQ)", () => {
  const onQueue = async (name: string) => {
    const { queue, receiver } = setup(name)
    const ran: Array<string> = []
    const rejected: Array<string> = []
    const consumer = createWebhookConsumer({
      secrets: SECRET,
      store: createRedisDedupeStore({ client: redis, prefix: `${name}:` }),
      onRejected: (error: UnrecoverableWebhookJobError) => void rejected.push(error.reason)
    }).on("payment.*", (event) => void ran.push(`${event.data.id}:${event.data.status}`))
    const worker = new Worker(name, bullMqProcessor(consumer), { connection })
    closing.push(worker)
    return { queue, receiver, ran, rejected }
  }

  it("fails a job written straight into Redis with a status the service never sent: no retry, reported, no handler run", async () => {
    const name = unique("wh")
    const { queue, receiver, ran, rejected } = await onQueue(name)
    const id = unique("pay")
    const genuine = await signed(paymentEnvelope(id, "authorize"))
    expect((await receiver.handle(genuine.body, genuine.headers)).status).toBe(200)
    await eventually("the genuine job completed", async () => (await queue.getJobCounts("completed")).completed === 1)
    const [stored] = await queue.getCompleted()
    const message = stored!.data as QueuedWebhook
    // the attacker keeps the genuine signature and changes the status; and writes a version 1 message with a made-up event
    const forged: QueuedWebhook = { ...message, body: message.body.replace('"PENDING"', '"SUCCEEDED"') }
    expect(forged.body).not.toBe(message.body)
    await queue.add(PAYRAIL_WEBHOOK_JOB, forged, { jobId: "forged-status", attempts: 5 })
    await queue.add(PAYRAIL_WEBHOOK_JOB, { payrail: 1, event: { name: "payment.capture", family: "payment", dedupeKey: "x", data: { id, status: "SUCCEEDED" } } } as never, { jobId: "forged-v1", attempts: 5 })
    await eventually("both forged jobs failed", async () => (await queue.getJobCounts("failed")).failed === 2)
    const failed = await queue.getFailed()
    expect(failed.map((j) => [j.id, j.attemptsMade, j.failedReason.split(":")[0]]).sort()).toEqual([
      ["forged-status", 1, "signature"],
      ["forged-v1", 1, "malformed"]
    ])
    expect(rejected.sort()).toEqual(["malformed", "signature"])
    expect(ran).toEqual([`${id}:PENDING`])
  })

  it("takes the dedupe key from the verified body: a genuine job re-added under another id is a duplicate", async () => {
    const name = unique("wh")
    const { queue, receiver, ran } = await onQueue(name)
    const id = unique("pay")
    const genuine = await signed(paymentEnvelope(id, "capture"))
    expect((await receiver.handle(genuine.body, genuine.headers)).status).toBe(200)
    await eventually("the genuine job completed", async () => (await queue.getJobCounts("completed")).completed === 1)
    const [stored] = await queue.getCompleted()
    await queue.add(PAYRAIL_WEBHOOK_JOB, stored!.data as QueuedWebhook, { jobId: "replayed-under-another-id" })
    await eventually("the re-added job completed", async () => (await queue.getJobCounts("completed")).completed === 2)
    expect((await queue.getJob("replayed-under-another-id"))!.returnvalue).toBe("duplicate")
    expect(ran).toEqual([`${id}:SUCCEEDED`])
  })
})

describe("a stalled job (its worker died while holding it)", () => {
  /** Runs one job through workers that die holding it `deaths` times, then through a healthy one. */
  const dieTwice = async (options: Record<string, unknown>) => {
    const name = unique("wh")
    const { queue, receiver } = setup(name)
    const body = await signed(paymentEnvelope(unique("pay"), "capture"))
    expect((await receiver.handle(body.body, body.headers)).status).toBe(200)
    let attempts = 0
    let entered: () => void = () => {}
    // a short lease, so a dead worker's job is back in about a second (the stall check runs on the live workers)
    const timing = { connection, lockDuration: 800, stalledInterval: 300, ...options }
    const consumer = createWebhookConsumer({ secrets: SECRET, store: createMemoryDedupeStore({ leaseMs: 300 }) }).on("payment.*", async () => {
      attempts++
      entered()
      if (attempts <= 2) await new Promise<never>(() => {}) // this worker "dies" here
    })
    for (let death = 1; death <= 2; death++) {
      const inside = new Promise<void>((resolve) => (entered = resolve))
      const worker = createBullMqWorker(name, consumer, timing)
      await inside
      // dies holding the job: no lock renewal, no acknowledgement
      await worker.close(true)
    }
    const healthy = createBullMqWorker(name, consumer, timing)
    closing.push(healthy)
    await eventually("the job settled", async () => {
      const counts = await queue.getJobCounts("completed", "failed")
      return (counts.completed ?? 0) + (counts.failed ?? 0) === 1
    })
    return { counts: await queue.getJobCounts("completed", "failed"), attempts }
  }

  it("is applied after two worker deaths with Payrail's worker options (maxStalledCount 10)", async () => {
    expect(await dieTwice({})).toEqual({ counts: { completed: 1, failed: 0 }, attempts: 3 })
  })

  it("is failed and never applied under BullMQ's own default (maxStalledCount 1): what the default above prevents", async () => {
    expect((await dieTwice({ maxStalledCount: 1 })).counts).toEqual({ completed: 0, failed: 1 })
  })
})
