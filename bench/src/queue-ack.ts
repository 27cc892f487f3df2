/**
 * What a webhook receiver acknowledges per second, and its p99 acknowledgement time, when it hands
 * the event to a queue (verify + BullMQ add, 200 once Redis stored the job) against running the
 * handler in the request (verify + Redis dedupe + a handler of one Redis write and a 20 ms
 * downstream wait). Same machine, same Redis, one run: each design in its own receiver process,
 * alternating rounds, 32 deliveries in flight, every delivery a distinct signed notification.
 */
import { type ChildProcess, fork } from "node:child_process"
import { fileURLToPath } from "node:url"
import { Agent, request } from "node:http"
import { signWebhook } from "@payrail/core/webhooks"
import { startRedis } from "../../packages/stores/test/support/servers"
import { quantile } from "./lib/measure"
import type { Figure, Section } from "./lib/report"

const SECRET = "bench-webhook-secret"
const IN_FLIGHT = 32
type Design = "queued" | "inline"

const startReceiver = (design: Design, redis: string): Promise<{ child: ChildProcess; port: number }> =>
  new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL("./server/webhook-receiver.ts", import.meta.url)), [], {
      execArgv: ["--import", "tsx"],
      env: { ...process.env, BENCH_DESIGN: design, BENCH_REDIS: redis, BENCH_SECRET: SECRET },
      stdio: ["ignore", "inherit", "inherit", "ipc"]
    })
    child.once("message", (m) => resolve({ child, port: (m as { port: number }).port }))
    child.once("exit", (code) => reject(new Error(`receiver (${design}) exited with ${code}`)))
  })

const post = (agent: Agent, port: number, body: string, headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method: "POST", path: "/", agent, headers: { ...headers, "content-length": Buffer.byteLength(body) } }, (res) => {
      res.resume()
      res.on("end", () => resolve(res.statusCode ?? 0))
    })
    req.on("error", reject)
    req.end(body)
  })

let sequence = 0
const notification = () => {
  const at = new Date().toISOString()
  return { id: `xfer_bench_${++sequence}`, destination_account_id: "acct_b", account_id: "acc-b", status: "COMPLETED", direction: "INCOMING", amount: { value: 10, currency: "USD" }, payment_rail: "WIRE", created_at: at, updated_at: at }
}

/** One round: `count` distinct deliveries, IN_FLIGHT at a time; ack/s and every ack time. */
const round = async (port: number, count: number) => {
  const signed = await Promise.all(Array.from({ length: count }, () => signWebhook(notification(), { secret: SECRET })))
  const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT })
  const times: Array<number> = []
  let next = 0
  const t0 = performance.now()
  await Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
    while (next < signed.length) {
      const s = signed[next++]!
      const start = performance.now()
      const status = await post(agent, port, s.body, s.headers)
      if (status !== 200) throw new Error(`receiver answered ${status}`)
      times.push(performance.now() - start)
    }
  }))
  const seconds = (performance.now() - t0) / 1000
  agent.destroy()
  return { perSecond: count / seconds, times }
}

export const runQueueAck = async (options: { quick: boolean }): Promise<Section> => {
  const redis = await startRedis()
  const receivers: Array<ChildProcess> = []
  try {
    const queued = await startReceiver("queued", redis.url)
    const inline = await startReceiver("inline", redis.url)
    receivers.push(queued.child, inline.child)
    const rounds = options.quick ? 3 : 6
    const perRound = options.quick ? 400 : 1_000
    await round(queued.port, 200) // warm-up
    await round(inline.port, 200)
    const result: Record<Design, { rates: Array<number>; times: Array<number> }> = { queued: { rates: [], times: [] }, inline: { rates: [], times: [] } }
    for (let r = 0; r < rounds; r++) {
      for (const design of (r % 2 === 0 ? ["queued", "inline"] : ["inline", "queued"]) as Array<Design>) {
        const { perSecond, times } = await round(design === "queued" ? queued.port : inline.port, perRound)
        result[design].rates.push(perSecond)
        result[design].times.push(...times)
      }
    }
    const median = (xs: Array<number>) => quantile(xs, 0.5)
    const row = (d: Design) => ({ rate: median(result[d].rates), p50: quantile(result[d].times, 0.5), p99: quantile(result[d].times, 0.99) })
    const q = row("queued")
    const i = row("inline")
    const figures: Array<Figure> = [
      { figure: "Webhook receiver, queued (verify + BullMQ add): acknowledgements/s", value: `${Math.round(q.rate).toLocaleString("en")}/s (p99 ${q.p99.toFixed(1)} ms)`, target: "—", status: "info" },
      { figure: "Webhook receiver, handler in the request (20 ms handler): acknowledgements/s", value: `${Math.round(i.rate).toLocaleString("en")}/s (p99 ${i.p99.toFixed(1)} ms)`, target: "—", status: "info" },
      { figure: "Webhook receiver: queued / handler-in-request acknowledgements per second", value: `${(q.rate / i.rate).toFixed(2)}×`, target: "—", status: "info" }
    ]
    const body = [
      `Each design in its own receiver process on 127.0.0.1, one Redis (started by the benchmark), ${IN_FLIGHT} deliveries in flight from this process, ${rounds} rounds of ${perRound} distinct signed notifications each, the designs alternating. Times are from sending a delivery to reading its answer.`,
      "",
      "| design | acknowledgements/s (median of rounds) | p50 ack | p99 ack |",
      "|---|---:|---:|---:|",
      `| queued: verify + BullMQ add (200 once stored) | ${Math.round(q.rate).toLocaleString("en")} | ${q.p50.toFixed(1)} ms | ${q.p99.toFixed(1)} ms |`,
      `| handler in the request: verify + Redis dedupe + handler (1 Redis write, 20 ms wait) | ${Math.round(i.rate).toLocaleString("en")} | ${i.p50.toFixed(1)} ms | ${i.p99.toFixed(1)} ms |`,
      "",
      "The queued receiver's figure does not depend on the handler: the work moves to the workers, which the service no longer waits for. The handler-in-request figure falls as the handler gets slower."
    ].join("\n")
    return { title: "Webhook receiver: queued hand-off against the handler in the request", figures, body }
  } finally {
    for (const child of receivers) child.kill("SIGTERM")
    await redis.stop()
  }
}
