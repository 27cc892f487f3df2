/**
 * The Postgres inbox on the real Postgres of the global setup: the dedupe row, the version and the
 * handler's effect commit together or not at all — a handler failing, a connection killed after
 * the effect (as a SIGKILLed worker's is), a statement failing inside the handler — and two
 * workers on one notification or one resource wait for each other instead of both applying.
 */
import { createWebhookVerifier } from "@payrail/core/webhooks"
import { createPostgresDedupeStore, migrate } from "@payrail/stores/postgres"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { createQueuedWebhookReceiver, createWebhookConsumer, createMemoryVersionStore, type QueuedWebhook, WebhookInProgressError } from "../src/index"
import { createPostgresInbox, migrateVersions } from "../src/postgres"
import { eventually, paymentEnvelope, SECRET, signed, unique } from "./support/fixtures"

const verifier = createWebhookVerifier({ secrets: [SECRET] })
let pool: pg.Pool

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: inject("postgresUrl"), max: 8 })
  pool.on("error", () => {}) // a client whose backend the test terminates
  await migrate(pool)
  await migrateVersions(pool)
  await pool.query("CREATE TABLE IF NOT EXISTS inbox_effects (dedupe_key text PRIMARY KEY, status text)")
})
afterAll(async () => {
  await pool.end()
})

const message = async (body: object): Promise<QueuedWebhook> => {
  const sent: Array<QueuedWebhook> = []
  const receiver = createQueuedWebhookReceiver({ verifier, queue: { send: async (m) => void sent.push(m) } })
  const s = await signed(body)
  await receiver.handle(s.body, s.headers)
  return JSON.parse(JSON.stringify(sent[0]))
}

/** The dedupe key of a queued message, as the worker derives it: from the verified body. */
const keyOf = async (m: QueuedWebhook) => (await verifier.verify(m.body, m.headers)).dedupeKey

/** Backends of this database waiting on a lock to claim a notification. */
const waiting = async () =>
  (await pool.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'INSERT INTO "payrail_webhook_dedupe"%'`)).rows[0]!.n as number

const effects = async (key: string) => (await pool.query("SELECT status FROM inbox_effects WHERE dedupe_key = $1", [key])).rows
const recorded = async (key: string) => (await pool.query("SELECT state FROM payrail_webhook_dedupe WHERE key = $1", [key])).rows

/** A consumer whose handler writes the effect through the inbox's transaction, then runs `after`. */
/** A handler that stays inside the inbox's transaction until `finish()`; `inside` resolves once it is there. */
const heldHandler = () => {
  let entered!: () => void
  const inside = new Promise<void>((resolve) => (entered = resolve))
  let finish!: () => void
  const held = new Promise<void>((resolve) => (finish = resolve))
  const hold = async () => {
    entered()
    await held
  }
  return { hold, inside, finish }
}

const consumerWith = (after: (tx: pg.PoolClient) => Promise<void> = async () => {}, options: { lockTimeoutMs?: number } = {}) => {
  let runs = 0
  const consumer = createWebhookConsumer<string, pg.PoolClient>({ secrets: SECRET, inbox: createPostgresInbox({ pool, ...options }), ordering: "skip-stale" })
    .on("payment.*", async (event, { tx }) => {
      runs++
      await tx.query("INSERT INTO inbox_effects (dedupe_key, status) VALUES ($1, $2)", [event.dedupeKey, event.data.status])
      await after(tx)
    })
  return { consumer, runs: () => runs }
}

describe("the Postgres inbox", () => {
  it("commits the effect with the notification's record; a re-delivery is a duplicate and the handler does not run", async () => {
    const m = await message(paymentEnvelope(unique("pay"), "capture"))
    const { consumer, runs } = consumerWith()
    expect(await consumer.consume(m, "job-1")).toBe("handled")
    expect(await consumer.consume(m, "job-2")).toBe("duplicate")
    expect(runs()).toBe(1)
    expect(await effects((await keyOf(m)))).toEqual([{ status: "SUCCEEDED" }])
    // the row format of @payrail/stores/postgres: its store sees the notification as completed
    expect(await recorded((await keyOf(m)))).toEqual([{ state: "completed" }])
    expect(await createPostgresDedupeStore({ pool }).reserve((await keyOf(m)))).toBe("completed")
  })

  it("rolls back the effect when a handler throws, and the retry applies it once", async () => {
    const m = await message(paymentEnvelope(unique("pay"), "capture"))
    let fail = true
    const { consumer, runs } = consumerWith(async () => {
      if (fail) throw new Error("downstream refused")
    })
    await expect(consumer.consume(m, "job")).rejects.toThrow("downstream refused")
    expect(await effects((await keyOf(m)))).toEqual([])
    expect(await recorded((await keyOf(m)))).toEqual([])
    fail = false
    expect(await consumer.consume(m, "job")).toBe("handled")
    expect(runs()).toBe(2)
    expect(await effects((await keyOf(m)))).toHaveLength(1)
  })

  it("loses both the effect and the record when the worker's connection dies before the commit (a SIGKILL), and the rerun applies once", async () => {
    const m = await message(paymentEnvelope(unique("pay"), "capture"))
    let kill = true
    const { consumer } = consumerWith(async (tx) => {
      if (!kill) return
      kill = false
      // what Postgres does when a worker process dies: its backend ends and the transaction rolls back
      const pid = (await tx.query("SELECT pg_backend_pid() AS pid")).rows[0]!.pid
      await pool.query("SELECT pg_terminate_backend($1)", [pid])
      await tx.query("SELECT 1")
    })
    await expect(consumer.consume(m, "job")).rejects.toThrow()
    expect(await effects((await keyOf(m)))).toEqual([])
    expect(await recorded((await keyOf(m)))).toEqual([])
    expect(await consumer.consume(m, "job")).toBe("handled")
    expect(await effects((await keyOf(m)))).toHaveLength(1)
  })

  it("refuses to report handled when the handler swallowed a failed statement (the commit rolled back)", async () => {
    const m = await message(paymentEnvelope(unique("pay"), "capture"))
    let swallow = true
    const { consumer } = consumerWith(async (tx) => {
      if (swallow) await tx.query("SELECT no_such_column FROM inbox_effects").catch(() => undefined)
    })
    await expect(consumer.consume(m, "job")).rejects.toThrow(/rolled back/)
    expect(await recorded((await keyOf(m)))).toEqual([])
    swallow = false
    expect(await consumer.consume(m, "job")).toBe("handled")
  })

  it("skips a stale event in the same transaction: the older authorize after its capture never runs, and stays stale", async () => {
    const id = unique("pay")
    const capturedAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000)
    const capture = await message(paymentEnvelope(id, "capture", { updatedAt: capturedAt }))
    const authorize = await message(paymentEnvelope(id, "authorize", { updatedAt: new Date(capturedAt.getTime() - 60_000) }))
    const { consumer, runs } = consumerWith()
    expect(await consumer.consume(capture, "job")).toBe("handled")
    expect(await consumer.consume(authorize, "job")).toBe("stale")
    expect(await consumer.consume(authorize, "job")).toBe("duplicate")
    expect(runs()).toBe(1)
    expect(await effects((await keyOf(authorize)))).toEqual([])
    const { rows } = await pool.query("SELECT version FROM payrail_webhook_versions WHERE resource = $1", [`payment:${id}`])
    expect(Number(rows[0]!.version)).toBe(capturedAt.getTime())
  })

  it("makes a second worker on the same notification wait, then acknowledge a duplicate", async () => {
    const m = await message(paymentEnvelope(unique("pay"), "capture"))
    const { hold, inside, finish } = heldHandler()
    const first = consumerWith(hold)
    const second = consumerWith()
    const firstOutcome = first.consumer.consume(m, "job-a")
    await inside
    const secondOutcome = second.consumer.consume(m, "job-b")
    // released only once the second worker waits on the notification's row (seen by Postgres, not guessed by a delay)
    await eventually("the second worker waits on the first", async () => (await waiting()) > 0)
    finish()
    expect(await firstOutcome).toBe("handled")
    expect(await secondOutcome).toBe("duplicate")
    expect(second.runs()).toBe(0)
  })

  it("fails the attempt with WebhookInProgressError when the holder keeps the notification past lockTimeoutMs", async () => {
    const m = await message(paymentEnvelope(unique("pay"), "capture"))
    const { hold, inside, finish } = heldHandler()
    const first = consumerWith(hold)
    const second = consumerWith(undefined, { lockTimeoutMs: 50 })
    const firstOutcome = first.consumer.consume(m, "job-a")
    await inside
    await expect(second.consumer.consume(m, "job-b")).rejects.toBeInstanceOf(WebhookInProgressError)
    finish()
    expect(await firstOutcome).toBe("handled")
    expect(await second.consumer.consume(m, "job-b")).toBe("duplicate")
  })

  it("refuses a store or a version store beside the inbox, and bad options, naming them", () => {
    const inbox = createPostgresInbox({ pool })
    expect(() => createWebhookConsumer({ secrets: SECRET, inbox, store: createPostgresDedupeStore({ pool }) })).toThrow(/either store or inbox/)
    expect(() => createWebhookConsumer({ secrets: SECRET, inbox, ordering: "skip-stale", versions: createMemoryVersionStore() })).toThrow(/versions/)
    expect(() => createPostgresInbox({ pool: {} as never })).toThrow(/pool/)
    expect(() => createPostgresInbox({ pool, table: "x; DROP TABLE y" })).toThrow(/table/)
    expect(() => createPostgresInbox({ pool, versionsTable: "a.b.c" })).toThrow(/versionsTable/)
    expect(() => createPostgresInbox({ pool, lockTimeoutMs: 0 })).toThrow(/lockTimeoutMs/)
  })
})
