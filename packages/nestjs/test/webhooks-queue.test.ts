/**
 * `webhooks.queue` on a real Nest app (Express and Fastify) with `@nestjs/bullmq` on a real Redis
 * started here: the controller answers 200 once the job is stored, the processor runs the
 * `@OnPayrailWebhook` handlers in the worker (once per notification, with retries), a
 * receiver-only app enqueues without running them, and a stopped Redis answers 503.
 */
import "reflect-metadata"
import { Injectable, Module } from "@nestjs/common"
import { BullModule, getQueueToken } from "@nestjs/bullmq"
import { type WebhookEventOf } from "@payrail/core"
import { createRedisDedupeStore } from "@payrail/stores/redis"
import type { Queue } from "bullmq"
import Redis from "ioredis"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { OnPayrailWebhook, PayrailModule } from "../src/index"
import { payrailBullQueue } from "../src/queue/bullmq"
import type { PayrailWebhookQueue } from "../src/queue/webhook-queue"
import type { QueuedWebhook } from "@payrail/queues"
import type { Type } from "@nestjs/common"
import type { Worker } from "bullmq"
import { type RunningServer, startRedis } from "../../stores/test/support/servers"
import { ADAPTERS, CONFIG, deliver, HMAC_SECRET, startApp, transfer } from "./helpers"

let redis: RunningServer
let client: Redis
let connection: { host: string; port: number }

beforeAll(async () => {
  redis = await startRedis()
  const url = new URL(redis.url)
  connection = { host: url.hostname, port: Number(url.port) }
  client = new Redis(redis.url)
})
afterAll(async () => {
  client?.disconnect()
  await redis?.stop()
})

const eventually = async (what: string, probe: () => Promise<boolean> | boolean) => {
  const start = Date.now()
  while (!(await probe())) {
    if (Date.now() - start > 20_000) throw new Error(`${what}: not within 20 s`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

let queueSeq = 0

const appWith = (options: { name: string; worker?: boolean; fail?: () => boolean; seen: Array<string>; queue?: (queue: PayrailWebhookQueue) => void }) => {
  const queue = payrailBullQueue({ name: options.name, worker: options.worker, jobOptions: { attempts: 3, backoff: { type: "fixed", delay: 10 } } })
  options.queue?.(queue)
  @Injectable()
  class TransferHandlers {
    @OnPayrailWebhook("banking.transfer.incoming.completed")
    credit(event: WebhookEventOf<"banking.transfer.incoming">, context: { request: unknown; job?: unknown }) {
      if (options.fail?.()) throw new Error("ledger unavailable")
      options.seen.push(`${event.data.id}:${context.request === undefined ? "worker" : "request"}:${context.job === undefined ? "" : "job"}`)
    }
  }
  @Module({
    imports: [
      BullModule.forRoot({ connection }),
      PayrailModule.forRoot({
        ...CONFIG,
        webhooks: {
          secrets: [HMAC_SECRET],
          store: createRedisDedupeStore({ client, prefix: `${options.name}:` }),
          queue
        }
      })
    ],
    providers: [TransferHandlers]
  })
  class AppModule {}
  return AppModule
}

describe.each(ADAPTERS)("webhooks.queue with BullMQ (%s)", (adapter) => {
  it("answers 200 once the job is stored; the worker runs the handler once, with the job, not the request", async () => {
    const name = `payrail-nest-${adapter}-${process.pid}-${++queueSeq}`
    const seen: Array<string> = []
    const running = await startApp({ imports: [appWith({ name, seen })] }, { adapter })
    try {
      const notification = transfer()
      for (let i = 0; i < 3; i++) {
        const answer = await deliver(`${running.origin}/v1/banking/transfers`, notification)
        expect(answer).toEqual({ status: 200, body: { received: true } })
      }
      const queue = running.app.get<Queue>(getQueueToken(name))
      await eventually("the job completed", async () => (await queue.getJobCounts("completed")).completed === 1)
      expect(seen).toEqual([`${notification.id}:worker:job`])
    } finally {
      await running.close()
    }
  })

  it("retries a failing handler with BullMQ's attempts, and the job ends completed", async () => {
    const name = `payrail-nest-${adapter}-${process.pid}-${++queueSeq}`
    const seen: Array<string> = []
    let failures = 2
    const running = await startApp({ imports: [appWith({ name, seen, fail: () => failures-- > 0 })] }, { adapter })
    try {
      const notification = transfer()
      expect((await deliver(`${running.origin}/v1/banking/transfers`, notification)).status).toBe(200)
      const queue = running.app.get<Queue>(getQueueToken(name))
      await eventually("the job completed", async () => (await queue.getJobCounts("completed")).completed === 1)
      const [job] = await queue.getCompleted()
      expect(job!.attemptsMade).toBe(3)
      expect(seen).toEqual([`${notification.id}:worker:job`])
    } finally {
      await running.close()
    }
  })
})

describe("the worker does not trust its queue", () => {
  it("fails a job written straight into Redis with a changed body at once (no retry), and takes the dedupe key from the verified body", async () => {
    const name = `payrail-nest-trust-${process.pid}-${++queueSeq}`
    const seen: Array<string> = []
    let queued: PayrailWebhookQueue | undefined
    const running = await startApp({ imports: [appWith({ name, seen, queue: (q) => (queued = q) })] })
    try {
      // the worker's BullMQ options: Payrail's maxStalledCount, not BullMQ's 1
      const processorClass = queued!.providers.find((p): p is Type => typeof p === "function")!
      expect((running.app.get(processorClass) as { worker: Worker }).worker.opts.maxStalledCount).toBe(10)

      const notification = transfer()
      expect((await deliver(`${running.origin}/v1/banking/transfers`, notification)).status).toBe(200)
      const queue = running.app.get<Queue>(getQueueToken(name))
      await eventually("the genuine job completed", async () => (await queue.getJobCounts("completed")).completed === 1)
      const genuine = (await queue.getCompleted())[0]!.data as QueuedWebhook
      const forged = { ...genuine, body: genuine.body.replace('"value":125.5', '"value":999999') }
      expect(forged.body).not.toBe(genuine.body)
      await queue.add("payrail-webhook", forged, { jobId: "forged", attempts: 3 })
      await queue.add("payrail-webhook", genuine, { jobId: "re-added" })
      await eventually("both jobs settled", async () => {
        const counts = await queue.getJobCounts("completed", "failed")
        return counts.completed === 2 && counts.failed === 1
      })
      const failed = (await queue.getJob("forged"))!
      expect([failed.attemptsMade, failed.failedReason.split(":")[0]]).toEqual([1, "signature"])
      expect((await queue.getJob("re-added"))!.returnvalue).toBe("duplicate")
      expect(seen).toEqual([`${notification.id}:worker:job`])
    } finally {
      await running.close()
    }
  })
})

describe("a receiver-only app (worker: false)", () => {
  it("enqueues and runs nothing; a bad signature is 401 and enqueues nothing", async () => {
    const name = `payrail-nest-receiver-${process.pid}-${++queueSeq}`
    const seen: Array<string> = []
    const running = await startApp({ imports: [appWith({ name, worker: false, seen })] })
    try {
      expect((await deliver(`${running.origin}/v1/banking/transfers`, transfer())).status).toBe(200)
      expect((await deliver(`${running.origin}/v1/banking/transfers`, transfer(), { secret: "wrong" })).status).toBe(401)
      const queue = running.app.get<Queue>(getQueueToken(name))
      expect(await queue.getJobCounts("waiting")).toEqual({ waiting: 1 })
      expect(seen).toEqual([])
    } finally {
      await running.close()
    }
  })
})

describe('webhooks.queue with ordering: "skip-stale"', () => {
  it("acknowledges a PENDING transfer that arrives after its COMPLETED one as stale, without running the handler", async () => {
    const name = `payrail-nest-ordering-${process.pid}-${++queueSeq}`
    const seen: Array<string> = []
    @Injectable()
    class TransferHandlers {
      @OnPayrailWebhook("banking.transfer.incoming.*")
      sync(event: WebhookEventOf<"banking.transfer.incoming">) {
        seen.push(event.data.status)
      }
    }
    @Module({
      imports: [
        BullModule.forRoot({ connection }),
        PayrailModule.forRoot({
          ...CONFIG,
          webhooks: {
            secrets: [HMAC_SECRET],
            store: createRedisDedupeStore({ client, prefix: `${name}:` }),
            queue: payrailBullQueue({ name, ordering: "skip-stale" })
          }
        })
      ],
      providers: [TransferHandlers]
    })
    class AppModule {}
    const running = await startApp({ imports: [AppModule] })
    try {
      const queue = running.app.get<Queue>(getQueueToken(name))
      const completed = transfer({ updated_at: new Date(Date.now() - 60_000).toISOString() })
      const pending = { ...completed, status: "PENDING", updated_at: new Date(Date.now() - 120_000).toISOString() }
      expect((await deliver(`${running.origin}/v1/banking/transfers`, completed)).status).toBe(200)
      await eventually("the COMPLETED transfer was handled", () => seen.length === 1)
      expect((await deliver(`${running.origin}/v1/banking/transfers`, pending)).status).toBe(200)
      await eventually("both jobs completed", async () => (await queue.getJobCounts("completed")).completed === 2)
      expect(seen).toEqual(["COMPLETED"])
      expect((await queue.getCompleted()).map((j) => j.returnvalue).sort()).toEqual(["handled", "stale"])
    } finally {
      await running.close()
    }
  })
})
