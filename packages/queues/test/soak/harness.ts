/**
 * The soak: three receiver processes and two worker processes on one engine (BullMQ on a
 * persistent Redis, or pg-boss on Postgres), the workers on the Postgres inbox; the scenario's
 * signed deliveries spread over the receivers (a duplicate goes to another receiver than its
 * original), retried on any non-200 as the service does; a worker SIGKILLed twice between a
 * handler's effect and the job's acknowledgement, each time when it says it is there (before the
 * inbox's commit, then after it), and replaced; with BullMQ, Redis restarted halfway. Every effect
 * and stale acknowledgement is counted in Postgres.
 */
import { type ChildProcess, fork } from "node:child_process"
import { fileURLToPath } from "node:url"
import { Queue } from "bullmq"
import pg from "pg"
import PgBoss from "pg-boss"
import { ensurePgBossQueue } from "../../src/pg-boss"
import { migrate } from "@payrail/stores/postgres"
import { migrateVersions } from "../../src/postgres"
import { signed } from "../support/fixtures"
import type { PersistentRedis } from "./redis"
import { makeScenario } from "./scenario"

export type SoakEngine = "bullmq" | "pg-boss"

export interface SoakOptions {
  readonly engine: SoakEngine
  readonly notifications: number
  readonly postgresUrl: string
  /** BullMQ only: the Redis to run on (restarted once). */
  readonly redis?: PersistentRedis | undefined
  readonly log?: ((line: string) => void) | undefined
  readonly deadlineMs?: number | undefined
}

export interface SoakReport {
  readonly engine: SoakEngine
  readonly notifications: number
  readonly deliveries: number
  readonly duplicatesSent: number
  readonly outOfOrder: number
  readonly retriedDeliveries: number
  readonly applied: number
  readonly stale: number
  readonly lost: number
  /** BullMQ, when some notifications never settled: the queue's job counts and its failed jobs. */
  readonly unsettled?: string
  readonly doubled: number
  /** The kill points reached, in the order reached (a worker SIGKILLed at each): `before-commit` and `after-commit`. */
  readonly kills: ReadonlyArray<string>
  readonly redisRestarted: boolean
  readonly staleAuthorizeSkipped: boolean
  readonly seconds: number
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const packageDir = here("../..")

interface Child {
  readonly process: ChildProcess
  readonly messages: Array<Record<string, unknown>>
}

const start = (file: string, env: Record<string, string>, onMessage?: (m: Record<string, unknown>) => void): Promise<Child & { port?: number }> =>
  new Promise((resolve, reject) => {
    const child = fork(here(file), [], { cwd: packageDir, execArgv: ["--import", "tsx"], env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit", "ipc"] })
    const messages: Array<Record<string, unknown>> = []
    child.on("message", (m) => {
      const message = m as Record<string, unknown>
      messages.push(message)
      onMessage?.(message)
      if ("ready" in message) resolve({ process: child, messages, ...(typeof message.ready === "number" ? { port: message.ready } : {}) })
    })
    child.once("exit", (code, signal) => reject(new Error(`${file} exited before it was ready (${code ?? signal})`)))
  })

const kill = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once("exit", () => resolve())
    child.kill(signal)
  })

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS soak_effects (run text NOT NULL, dedupe_key text NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp(), UNIQUE (run, dedupe_key));
  CREATE TABLE IF NOT EXISTS soak_doubles (run text NOT NULL, dedupe_key text NOT NULL);
  CREATE TABLE IF NOT EXISTS soak_hang (run text NOT NULL, point text NOT NULL, PRIMARY KEY (run, point));`

export const runSoak = async (options: SoakOptions): Promise<SoakReport> => {
  const began = Date.now()
  const deadline = began + (options.deadlineMs ?? 600_000)
  const log = options.log ?? (() => {})
  const run = `soak_${options.engine.replace("-", "")}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const pool = new pg.Pool({ connectionString: options.postgresUrl, max: 4 })
  const children: Array<ChildProcess> = []
  try {
    await pool.query(SCHEMA)
    await migrate(pool)
    await migrateVersions(pool)
    if (options.engine === "pg-boss") {
      const boss = new PgBoss({ connectionString: options.postgresUrl, max: 2, supervise: false, schedule: false })
      boss.on("error", () => {})
      await boss.start()
      // a SIGKILLed worker's active job expires after 4 s and is retried
      await ensurePgBossQueue(boss, run, { retryLimit: 200, retryDelay: 1, retryBackoff: false, expireInSeconds: 4 })
      await boss.stop({ graceful: false, wait: true })
    }
    if (options.engine === "bullmq" && options.redis === undefined) throw new Error("the BullMQ soak needs a Redis")
    const scenario = makeScenario(options.notifications, run)
    // the victims: payments early and about a third into the delivery order, so the kills happen mid-run
    const victim = scenario.notifications[scenario.deliveries.find((i) => i % 2 === 1 && i > 4)!]!.paymentId
    const victimAcked = scenario.notifications[scenario.deliveries[Math.floor(scenario.deliveries.length / 3)]!]!.paymentId
    const env = {
      SOAK_ENGINE: options.engine,
      SOAK_URL: options.engine === "bullmq" ? options.redis!.url : options.postgresUrl,
      SOAK_PG: options.postgresUrl,
      SOAK_QUEUE: run,
      SOAK_RUN: run,
      SOAK_VICTIM: victim,
      SOAK_VICTIM_ACKED: victimAcked === victim ? `${victim}-none` : victimAcked
    }
    const receivers = await Promise.all([0, 1, 2].map(() => start("./receiver.ts", env)))
    receivers.forEach((r) => children.push(r.process))
    const kills: Array<string> = []
    const replacing: Array<Promise<void>> = []
    const startWorker = async (): Promise<void> => {
      // the worker says where it hangs (it waits forever there): killed on the message, never after a delay
      const worker = await start("./worker.ts", env, (message) => {
        if ("hanging" in message) {
          kills.push(String(message.hanging))
          log(`${options.engine}: worker ${worker.process.pid} holds ${String(message.dedupeKey)} ${String(message.hanging)}: SIGKILL`)
          replacing.push(kill(worker.process, "SIGKILL").then(startWorker))
        }
      })
      children.push(worker.process)
    }
    await Promise.all([startWorker(), startWorker()])
    const origins = receivers.map((r) => `http://127.0.0.1:${r.port}/webhooks/payrail`)

    const bodies = await Promise.all(scenario.notifications.map((n) => signed(n.body)))
    let retried = 0
    /** Posts until a 200, as the service retries (bounded by the deadline). */
    const deliver = async (index: number, receiver: number) => {
      const { body, headers } = bodies[index]!
      for (let attempt = 0; ; attempt++) {
        const status = await fetch(origins[(receiver + attempt) % 3]!, { method: "POST", body, headers }).then((r) => r.status, () => 0)
        if (status === 200) return
        if (status === 401 || status === 400) throw new Error(`delivery ${index} refused with ${status}`)
        retried++
        if (Date.now() > deadline) throw new Error(`delivery ${index} not accepted before the deadline`)
        await new Promise((resolve) => setTimeout(resolve, 100)) // the sender's retry delay
      }
    }

    const seen = new Map<number, number>()
    let redisRestarted = false
    const half = Math.floor(scenario.deliveries.length / 2)
    const CONCURRENCY = 12
    for (let at = 0; at < scenario.deliveries.length; at += CONCURRENCY) {
      if (options.engine === "bullmq" && !redisRestarted && at >= half) {
        log(`${options.engine}: restarting Redis after ${at} deliveries`)
        await options.redis!.restart()
        redisRestarted = true
      }
      await Promise.all(scenario.deliveries.slice(at, at + CONCURRENCY).map((index, k) => {
        const receiver = seen.has(index) ? (seen.get(index)! + 1) % 3 : (at + k) % 3
        seen.set(index, receiver)
        return deliver(index, receiver)
      }))
    }
    const [capture, authorize] = scenario.staleAfterCapture
    const captureKey = `payment.capture:${scenario.notifications[capture]!.paymentId}:%`
    await deliver(capture, 0)
    const applied = async (like: string) => (await pool.query("SELECT 1 FROM soak_effects WHERE run = $1 AND dedupe_key LIKE $2", [run, like])).rowCount === 1
    while (!(await applied(captureKey))) {
      if (Date.now() > deadline) throw new Error("the held capture was never applied")
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    await deliver(authorize, 1)

    // Counted from what the inbox committed, not from the workers' reports: a stale decision commits
    // with its key in the inbox's transaction, while `onOutcome` runs after that commit, so a report
    // written there is lost when a worker is killed in between (the skip itself is not).
    // settled: every key the inbox completed for this run; stale: those without an effect.
    const ours = `%${run}-pay-%`
    const counts = async () => {
      const { rows } = await pool.query(
        `SELECT (SELECT count(*) FROM soak_effects WHERE run = $1)::int AS applied,
                (SELECT count(*) FROM payrail_webhook_dedupe d WHERE d.key LIKE $2 AND d.state = 'completed'
                   AND NOT EXISTS (SELECT 1 FROM soak_effects e WHERE e.run = $1 AND e.dedupe_key = d.key))::int AS stale,
                (SELECT count(*) FROM soak_doubles WHERE run = $1)::int AS doubled,
                (SELECT count(*) FROM payrail_webhook_dedupe d WHERE d.key LIKE $2 AND d.state = 'completed')::int AS settled`, [run, ours])
      return rows[0] as { applied: number; stale: number; doubled: number; settled: number }
    }
    const n = scenario.notifications.length
    let last = await counts()
    // until every distinct notification is applied or stale (bounded by the deadline)
    while (last.settled < n) {
      if (Date.now() > deadline) break
      await new Promise((resolve) => setTimeout(resolve, 50))
      last = await counts()
    }
    await Promise.all(replacing)
    // where the unsettled ones are, so a run that misses some says why (BullMQ: the job states)
    let unsettled: string | undefined
    if (last.settled < n && options.engine === "bullmq") {
      const u = new URL(options.redis!.url)
      const queue = new Queue(run, { connection: { host: u.hostname, port: Number(u.port) } })
      const counts = await queue.getJobCounts()
      const failed = await queue.getFailed(0, 5)
      unsettled = `${JSON.stringify(counts)}; failed: ${failed.map((j) => `${j.id} (${j.attemptsMade} attempts): ${j.failedReason}`).join("; ")}`
      await queue.close()
    }
    const authorizeKey = `payment.authorize:${scenario.notifications[authorize]!.paymentId}:%`
    // skipped: the inbox completed its key and no effect of it exists (the inbox's only such path is stale)
    const staleAuthorizeSkipped = (await pool.query(
      `SELECT 1 FROM payrail_webhook_dedupe d WHERE d.key LIKE $2 AND d.state = 'completed'
         AND NOT EXISTS (SELECT 1 FROM soak_effects e WHERE e.run = $1 AND e.dedupe_key = d.key)`, [run, authorizeKey])).rowCount === 1
    // doubled: an effect applied twice (the effects table's unique constraint refused the second)
    return {
      engine: options.engine,
      notifications: n,
      deliveries: scenario.deliveries.length + 2,
      duplicatesSent: scenario.duplicates,
      outOfOrder: scenario.outOfOrder,
      retriedDeliveries: retried,
      applied: last.applied,
      stale: last.stale,
      lost: n - last.settled,
      doubled: last.doubled,
      ...(unsettled === undefined ? {} : { unsettled }),
      kills,
      redisRestarted,
      staleAuthorizeSkipped,
      seconds: Math.round((Date.now() - began) / 100) / 10
    }
  } finally {
    await Promise.all(children.map((c) => kill(c, "SIGTERM")))
    await pool.end()
  }
}

export const soakLine = (r: Pick<SoakReport, "notifications" | "applied" | "lost" | "doubled" | "stale">) =>
  `soak: ${r.notifications} notifications, ${r.applied} applied once, ${r.lost} lost, ${r.doubled} doubled, ${r.stale} stale skipped`

export const formatSoak = (r: SoakReport) =>
  `${r.engine}: ${r.notifications} notifications in ${r.deliveries} deliveries (${r.duplicatesSent} duplicates, ${r.outOfOrder} payments out of order, ` +
  `${r.retriedDeliveries} deliveries retried after a non-200), worker SIGKILLed between effect and ack: ${r.kills.length === 0 ? "NO" : r.kills.join(", ")}` +
  `${r.engine === "bullmq" ? `, Redis restarted: ${r.redisRestarted ? "yes" : "NO"}` : ""}; ` +
  `${r.applied} applied, ${r.stale} stale, ${r.lost} lost, ${r.doubled} doubled; the held authorize ${r.staleAuthorizeSkipped ? "was" : "was NOT"} skipped as stale (${r.seconds} s)` +
  (r.unsettled === undefined ? "" : `; unsettled: ${r.unsettled}`)
