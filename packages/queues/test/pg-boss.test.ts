/**
 * The hand-off on a real pg-boss over the real Postgres of the global setup: singleton key =
 * dedupe key, pg-boss retries, failed jobs kept; the Postgres version store under concurrency.
 */
import { createWebhookVerifier } from "@payrail/core/webhooks"
import { createPostgresDedupeStore, migrate } from "@payrail/stores/postgres"
import pg from "pg"
import PgBoss from "pg-boss"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { createQueuedWebhookReceiver, createWebhookConsumer, type QueuedWebhook, type UnrecoverableWebhookJobError } from "../src/index"
import { ensurePgBossQueue, pgBossSink, pgBossWork } from "../src/pg-boss"
import { createPostgresVersionStore, migrateVersions } from "../src/postgres"
import { eventually, paymentEnvelope, SECRET, signed, unique } from "./support/fixtures"

const verifier = createWebhookVerifier({ secrets: [SECRET] })
let pool: pg.Pool
let boss: PgBoss

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject("postgresUrl"), max: 8 })
  await migrate(pool)
  await migrateVersions(pool)
  boss = new PgBoss({ connectionString: inject("postgresUrl"), max: 4 })
  boss.on("error", () => {})
  await boss.start()
})
afterAll(async () => {
  await boss.stop({ graceful: false, wait: true })
  await pool.end()
})

const stateCounts = async (name: string) => {
  const { rows } = await pool.query(`SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = $1 GROUP BY state`, [name])
  return Object.fromEntries(rows.map((r) => [r.state, r.n]))
}

describe("pg-boss", () => {
  it("keeps one queued job per notification, and a worker runs the handlers once", async () => {
    const name = unique("wh")
    await ensurePgBossQueue(boss, name)
    const receiver = createQueuedWebhookReceiver({ verifier, queue: pgBossSink(boss, name) })
    const body = await signed(paymentEnvelope(unique("pay"), "capture"))
    for (let i = 0; i < 3; i++) expect((await receiver.handle(body.body, body.headers)).status).toBe(200)
    expect(await stateCounts(name)).toEqual({ created: 1 })

    const ran: Array<string> = []
    const consumer = createWebhookConsumer({ secrets: SECRET, store: createPostgresDedupeStore({ pool }) }).on("payment.capture", (e) => void ran.push(e.name))
    await pgBossWork(boss, name, consumer, { pollingIntervalSeconds: 0.5 })
    await eventually("the job completed", async () => (await stateCounts(name)).completed === 1)
    expect(ran).toEqual(["payment.capture"])
  })

  it("retries a failing handler, and keeps the job failed once its retries are spent", async () => {
    const name = unique("wh")
    await ensurePgBossQueue(boss, name, { retryLimit: 1, retryDelay: 0, retryBackoff: false })
    const receiver = createQueuedWebhookReceiver({ verifier, queue: pgBossSink(boss, name) })
    const body = await signed(paymentEnvelope(unique("pay"), "capture"))
    expect((await receiver.handle(body.body, body.headers)).status).toBe(200)
    let attempts = 0
    const consumer = createWebhookConsumer({ secrets: SECRET, store: createPostgresDedupeStore({ pool }) }).on("payment.*", () => {
      attempts++
      throw new Error("database unavailable")
    })
    await pgBossWork(boss, name, consumer, { pollingIntervalSeconds: 0.5 })
    await eventually("the job failed for good", async () => (await stateCounts(name)).failed === 1)
    expect(attempts).toBe(2)
  })
})

describe("pg-boss batches and jobs the worker does not trust", () => {
  /** The jobs of a queue by state, with their retry counts. */
  const jobs = async (name: string) =>
    (await pool.query("SELECT id, state, retry_count FROM pgboss.job WHERE name = $1", [name])).rows as Array<{ id: string; state: string; retry_count: number }>

  it("settles each job of a batch on its own: good ones completed, a poison one cancelled without a retry, a failing one retried alone", async () => {
    const name = unique("wh")
    await ensurePgBossQueue(boss, name, { retryLimit: 3, retryDelay: 60, retryBackoff: false })
    const receiver = createQueuedWebhookReceiver({ verifier, queue: pgBossSink(boss, name) })
    const ids = Array.from({ length: 5 }, () => unique("pay"))
    const flaky = unique("flaky")
    for (const id of [...ids, flaky]) {
      const body = await signed(paymentEnvelope(id, "capture"))
      expect((await receiver.handle(body.body, body.headers)).status).toBe(200)
    }
    // written straight into the queue's table: one of another shape, one whose signed body was changed
    const { rows } = await pool.query("SELECT data FROM pgboss.job WHERE name = $1 LIMIT 1", [name])
    const genuine = rows[0]!.data as QueuedWebhook
    // (a stately queue keeps one queued job per singleton key, so each gets its own)
    const poison = await boss.send(name, { payrail: 2, body: 42, headers: {} }, { singletonKey: "poison" })
    const forged = await boss.send(name, { ...genuine, body: genuine.body.replace('"SUCCEEDED"', '"REFUNDED"') }, { singletonKey: "forged" })
    expect([poison, forged]).not.toContain(null)
    const applied: Array<string> = []
    const rejected: Array<string> = []
    const consumer = createWebhookConsumer({
      secrets: SECRET,
      store: createPostgresDedupeStore({ pool }),
      onRejected: (error: UnrecoverableWebhookJobError) => void rejected.push(error.reason)
    }).on("payment.*", (event) => {
      if (event.data.id === flaky) throw new Error("ledger unavailable")
      applied.push(event.data.id)
    })
    // one fetch takes the whole queue
    await pgBossWork(boss, name, consumer, { batchSize: 10, pollingIntervalSeconds: 0.5 })
    await eventually("every job of the batch settled", async () => (await jobs(name)).every((j) => j.state !== "created" && j.state !== "active"))
    const settled = await jobs(name)
    const byState = (state: string) => settled.filter((j) => j.state === state)
    expect(byState("cancelled").map((j) => j.id).sort()).toEqual([poison, forged].sort())
    expect(byState("cancelled").map((j) => j.retry_count)).toEqual([0, 0])
    expect(byState("completed")).toHaveLength(5)
    expect(byState("retry")).toHaveLength(1) // the failing one alone, to be retried
    expect(settled).toHaveLength(8)
    expect(applied.sort()).toEqual([...ids].sort())
    expect(rejected.sort()).toEqual(["malformed", "signature"])
  })
})

describe("the Postgres version store", () => {
  it("keeps the newest version under concurrent advances", async () => {
    const versions = createPostgresVersionStore(pool)
    const resource = unique("payment:p")
    const order = Array.from({ length: 40 }, (_, i) => (i * 17) % 40 + 1)
    const answers = await Promise.all(order.map((v) => versions.advance(resource, v)))
    expect(await versions.advance(resource, 0)).toBe(40)
    answers.forEach((answer, i) => expect(answer).toBeGreaterThanOrEqual(order[i]!))
  })

  it("refuses a table name that is not an identifier", () => {
    expect(() => createPostgresVersionStore(pool, { table: "x; drop table y" })).toThrow(/table must be/)
  })
})
