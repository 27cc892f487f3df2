/**
 * A webhook receiver for the acknowledgement benchmark, in its own process: `BENCH_DESIGN=queued`
 * verifies and adds a BullMQ job (200 once Redis stored it); `inline` verifies, reserves in the
 * Redis dedupe store, runs the handler in the request and completes. The handler stands for a
 * merchant's work: one Redis write and a 20 ms wait for a downstream call. Tells its port over IPC.
 */
import { createServer } from "node:http"
import { createWebhookRouter, createWebhookVerifier } from "@payrail/core/webhooks"
import { createQueuedWebhookReceiver } from "@payrail/queues"
import { bullMqSink } from "@payrail/queues/bullmq"
import { createRedisDedupeStore } from "@payrail/stores/redis"
import { Queue } from "bullmq"
import { Redis } from "ioredis"

const design = process.env.BENCH_DESIGN
const redisUrl = new URL(process.env.BENCH_REDIS!)
const secret = process.env.BENCH_SECRET!
const redis = new Redis(redisUrl.href)
const verifier = createWebhookVerifier({ secrets: [secret], maxAgeSeconds: false })

const handle: (body: Buffer, headers: Record<string, string>) => Promise<{ status: number; body: unknown }> =
  design === "queued"
    ? (() => {
        const queue = new Queue(`bench-${process.pid}`, { connection: { host: redisUrl.hostname, port: Number(redisUrl.port) } })
        const receiver = createQueuedWebhookReceiver({ verifier, queue: bullMqSink(queue) })
        return (body, headers) => receiver.handle(body, headers)
      })()
    : (() => {
        const router = createWebhookRouter({ verifier, store: createRedisDedupeStore({ client: redis, prefix: `bench-${process.pid}:` }) })
          .on("*", async (event) => {
            await redis.set(`bench-effect:${event.dedupeKey}`, "1")
            await new Promise((resolve) => setTimeout(resolve, 20))
          })
        return (body, headers) => router.handle(body, headers)
      })()

const server = createServer((req, res) => {
  const chunks: Array<Buffer> = []
  req.on("data", (c: Buffer) => chunks.push(c))
  req.on("end", async () => {
    const { status, body } = await handle(Buffer.concat(chunks), req.headers as Record<string, string>)
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body))
  })
})
server.keepAliveTimeout = 60_000
server.listen(0, "127.0.0.1", () => {
  const address = server.address()
  process.send?.({ port: typeof address === "object" && address !== null ? address.port : 0 })
})
