/**
 * A soak receiver process: a plain Node HTTP server that verifies and enqueues (BullMQ or pg-boss),
 * answering 200 only once the job is stored. Tells its parent its port over IPC when listening.
 */
import { createServer } from "node:http"
import { createWebhookVerifier } from "@payrail/core/webhooks"
import { Queue } from "bullmq"
import PgBoss from "pg-boss"
import { bullMqSink } from "../../src/bullmq"
import { createQueuedWebhookReceiver, type WebhookQueueSink } from "../../src/index"
import { pgBossSink } from "../../src/pg-boss"
import { SECRET } from "../support/fixtures"

const env = process.env as Record<string, string>
const engine = env.SOAK_ENGINE!, url = env.SOAK_URL!, name = env.SOAK_QUEUE!

let sink: WebhookQueueSink
if (engine === "bullmq") {
  const u = new URL(url)
  // enableOfflineQueue false: while Redis is down, add() fails at once and the delivery is answered 503
  const queue = new Queue(name, { connection: { host: u.hostname, port: Number(u.port), enableOfflineQueue: false, maxRetriesPerRequest: 1 } })
  queue.on("error", () => {})
  sink = bullMqSink(queue, { timeoutMs: 2_000, jobOptions: { attempts: 200, backoff: { type: "fixed", delay: 200 } } })
} else {
  const boss = new PgBoss({ connectionString: url, max: 4, supervise: false, schedule: false })
  boss.on("error", () => {})
  await boss.start()
  sink = pgBossSink(boss, name)
}

const receiver = createQueuedWebhookReceiver({ verifier: createWebhookVerifier({ secrets: [SECRET], maxAgeSeconds: false }), queue: sink })
const server = createServer((req, res) => {
  const chunks: Array<Buffer> = []
  req.on("data", (c: Buffer) => chunks.push(c))
  req.on("end", async () => {
    const result = await receiver.handle(Buffer.concat(chunks), req.headers as Record<string, string>)
    res.writeHead(result.status, { "content-type": "application/json" }).end(JSON.stringify(result.body))
  })
})
server.listen(0, "127.0.0.1", () => {
  const address = server.address()
  process.send?.({ ready: typeof address === "object" && address !== null ? address.port : 0 })
})
