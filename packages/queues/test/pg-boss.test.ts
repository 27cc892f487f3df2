/**
 * The hand-off on a real pg-boss over the real Postgres of the global setup: singleton key =
 * dedupe key, pg-boss retries, failed jobs kept; the Postgres version store under concurrency.
 */
import { createWebhookVerifier } from "@payrail/core/webhooks"
import { createPostgresDedupeStore, migrate } from "@payrail/stores/postgres"
import pg from "pg"
import PgBoss from "pg-boss"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { createQueuedWebhookReceiver, createWebhookConsumer } from "../src/index"
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
