/**
 * `payrailBullQueue({ inbox })` on a real Nest app with `@nestjs/bullmq`, on a real Redis and a
 * real Postgres started here: the worker runs the `@OnPayrailWebhook` handler inside the inbox's
 * transaction (its effect and the notification's record commit together), a re-delivered job does
 * not run the handler again, a handler that throws leaves nothing recorded, and a store beside an
 * inbox is refused at startup.
 */
import "reflect-metadata"
import { Injectable, Module } from "@nestjs/common"
import { BullModule, getQueueToken } from "@nestjs/bullmq"
import { Test } from "@nestjs/testing"
import { ConfigurationError, createWebhookVerifier, type WebhookEventOf } from "@payrail/core"
import { PAYRAIL_WEBHOOK_JOB, replayFailedWebhooks } from "@payrail/queues/bullmq"
import { createPostgresInbox, migrateVersions } from "@payrail/queues/postgres"
import { migrate } from "@payrail/stores/postgres"
import { createRedisDedupeStore } from "@payrail/stores/redis"
import type { QueuedWebhook } from "@payrail/queues"
import type { Job, Queue } from "bullmq"
import Redis from "ioredis"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { OnPayrailWebhook, PayrailModule, type PayrailWebhookContext } from "../src/index"
import { payrailBullQueue, type PayrailInboxOption } from "../src/queue/bullmq"
import { PayrailWebhookDispatcher } from "../src/webhooks/dispatcher"
import { type RunningServer, startPostgres, startRedis } from "../../stores/test/support/servers"
import { CONFIG, deliver, HMAC_SECRET, startApp, transfer } from "./helpers"

let redis: RunningServer
let postgres: RunningServer
let client: Redis
let pool: pg.Pool
let connection: { host: string; port: number }

beforeAll(async () => {
  ;[redis, postgres] = await Promise.all([startRedis(), startPostgres()])
  const url = new URL(redis.url)
  connection = { host: url.hostname, port: Number(url.port) }
  client = new Redis(redis.url)
  pool = new pg.Pool({ connectionString: postgres.url, max: 8 })
  pool.on("error", () => {}) // idle clients when Postgres stops at the end
  await migrate(pool)
  await migrateVersions(pool)
  await pool.query("CREATE TABLE nest_inbox_effects (dedupe_key text PRIMARY KEY, transfer_id text NOT NULL, status text NOT NULL)")
}, 120_000)
afterAll(async () => {
  await pool?.end()
  client?.disconnect()
  await Promise.all([redis?.stop(), postgres?.stop()])
}, 60_000)

const eventually = async (what: string, probe: () => Promise<boolean> | boolean) => {
  const start = Date.now()
  while (!(await probe())) {
    if (Date.now() - start > 20_000) throw new Error(`${what}: not within 20 s`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const effects = async (key: string) => (await pool.query("SELECT transfer_id, status FROM nest_inbox_effects WHERE dedupe_key = $1", [key])).rows
const recorded = async (key: string) => (await pool.query("SELECT state FROM payrail_webhook_dedupe WHERE key = $1", [key])).rows

/** The app's own database module: the pool as a provider, which the inbox's factory injects. */
const PG_POOL = Symbol("PG_POOL")
@Module({ providers: [{ provide: PG_POOL, useFactory: () => pool }], exports: [PG_POOL] })
class DatabaseModule {}

const byFactory: PayrailInboxOption = {
  useFactory: (injected: pg.Pool) => createPostgresInbox({ pool: injected }),
  inject: [PG_POOL],
  imports: [DatabaseModule]
}

/** What the handler saw while it ran, from outside its transaction. */
interface Run {
  readonly key: string
  readonly jobId: unknown
  readonly request: unknown
  /** The effect row and the dedupe row as another connection sees them mid-handler. */
  readonly outsideMidHandler: { effects: number; recorded: number }
}

let queueSeq = 0

const appWith = (options: {
  inbox: PayrailInboxOption
  runs: Array<Run>
  failing?: Set<string>
  ordering?: "skip-stale"
  jobOptions?: Record<string, unknown>
}) => {
  const name = `payrail-nest-inbox-${process.pid}-${++queueSeq}`
  @Injectable()
  class TransferHandlers {
    @OnPayrailWebhook("banking.transfer.incoming.*")
    async credit(event: WebhookEventOf<"banking.transfer.incoming">, { tx, job, request }: PayrailWebhookContext<pg.PoolClient>) {
      await tx!.query("INSERT INTO nest_inbox_effects (dedupe_key, transfer_id, status) VALUES ($1, $2, $3)", [event.dedupeKey, event.data.id, event.data.status])
      const outside = await pool.query(
        "SELECT (SELECT count(*)::int FROM nest_inbox_effects WHERE dedupe_key = $1) AS effects, (SELECT count(*)::int FROM payrail_webhook_dedupe WHERE key = $1) AS recorded",
        [event.dedupeKey]
      )
      options.runs.push({ key: event.dedupeKey, jobId: (job as Job).id, request, outsideMidHandler: outside.rows[0] as Run["outsideMidHandler"] })
      if (options.failing?.has(event.data.id)) throw new Error("ledger unavailable")
    }
  }
  @Module({
    imports: [
      BullModule.forRoot({ connection }),
      PayrailModule.forRoot({
        ...CONFIG,
        webhooks: {
          secrets: [HMAC_SECRET],
          queue: payrailBullQueue({
            name,
            inbox: options.inbox,
            ordering: options.ordering,
            jobOptions: options.jobOptions ?? { attempts: 3, backoff: { type: "fixed", delay: 10 } }
          })
        }
      })
    ],
    providers: [TransferHandlers]
  })
  class AppModule {}
  return { name, AppModule }
}

/** A queued job's dedupe key, as the worker derives it: from the verified body. */
const keyOf = async (message: QueuedWebhook) => (await createWebhookVerifier({ secrets: [HMAC_SECRET] }).verify(message.body, message.headers)).dedupeKey

describe("payrailBullQueue({ inbox }) with the Postgres inbox", () => {
  it("runs the handler inside the inbox's transaction: the effect and the record commit together; a re-delivered job runs nothing", async () => {
    const runs: Array<Run> = []
    const { name, AppModule } = appWith({ inbox: byFactory, runs })
    const running = await startApp({ imports: [AppModule] })
    try {
      const notification = transfer()
      expect(await deliver(`${running.origin}/v1/banking/transfers`, notification)).toEqual({ status: 200, body: { received: true } })
      const queue = running.app.get<Queue>(getQueueToken(name))
      await eventually("the job completed", async () => (await queue.getJobCounts("completed")).completed === 1)
      const [job] = await queue.getCompleted()
      const key = await keyOf(job!.data as QueuedWebhook)
      expect(job!.returnvalue).toBe("handled")
      // mid-handler, another connection saw neither the effect nor the record: both were in the open transaction
      expect(runs).toEqual([{ key, jobId: job!.id, request: undefined, outsideMidHandler: { effects: 0, recorded: 0 } }])
      expect(await effects(key)).toEqual([{ transfer_id: notification.id, status: "COMPLETED" }])
      expect(await recorded(key)).toEqual([{ state: "completed" }])

      // the same notification as a second job (a worker killed after the commit, before BullMQ's acknowledgement)
      await queue.add(PAYRAIL_WEBHOOK_JOB, job!.data, { jobId: `${job!.id}-redelivered` })
      await eventually("the second job completed", async () => (await queue.getJobCounts("completed")).completed === 2)
      expect((await queue.getJob(`${job!.id}-redelivered`))!.returnvalue).toBe("duplicate")
      // and the processor's path called once more, directly
      expect(await running.app.get(PayrailWebhookDispatcher).consume(job!.data, job)).toBe("duplicate")
      expect(runs).toHaveLength(1)
      expect(await effects(key)).toHaveLength(1)
    } finally {
      await running.close()
    }
  })

  it("a handler that throws leaves neither effect nor record; replayed once it succeeds, it applies once", async () => {
    const runs: Array<Run> = []
    const notification = transfer()
    const failing = new Set([notification.id])
    const { name, AppModule } = appWith({ inbox: byFactory, runs, failing, jobOptions: { attempts: 2, backoff: { type: "fixed", delay: 10 } } })
    const running = await startApp({ imports: [AppModule] })
    try {
      expect((await deliver(`${running.origin}/v1/banking/transfers`, notification)).status).toBe(200)
      const queue = running.app.get<Queue>(getQueueToken(name))
      await eventually("the job failed", async () => (await queue.getJobCounts("failed")).failed === 1)
      const [job] = await queue.getFailed()
      const key = await keyOf(job!.data as QueuedWebhook)
      expect(job!.attemptsMade).toBe(2)
      expect(job!.failedReason).toBe("ledger unavailable")
      expect(runs.map((r) => r.key)).toEqual([key, key])
      expect(await effects(key)).toEqual([])
      expect(await recorded(key)).toEqual([])

      failing.clear()
      expect(await replayFailedWebhooks(queue)).toBe(1)
      await eventually("the replayed job completed", async () => (await queue.getJobCounts("completed")).completed === 1)
      expect(runs).toHaveLength(3)
      expect(await effects(key)).toEqual([{ transfer_id: notification.id, status: "COMPLETED" }])
      expect(await recorded(key)).toEqual([{ state: "completed" }])
    } finally {
      await running.close()
    }
  })

  it('takes an inbox instance too; with "skip-stale" an older event is stale, decided in the inbox', async () => {
    const runs: Array<Run> = []
    const { name, AppModule } = appWith({ inbox: createPostgresInbox({ pool }), runs, ordering: "skip-stale" })
    const running = await startApp({ imports: [AppModule] })
    try {
      const queue = running.app.get<Queue>(getQueueToken(name))
      const completed = transfer({ updated_at: new Date(Date.now() - 60_000).toISOString() })
      const pending = { ...completed, status: "PENDING", updated_at: new Date(Date.now() - 120_000).toISOString() }
      expect((await deliver(`${running.origin}/v1/banking/transfers`, completed)).status).toBe(200)
      await eventually("the COMPLETED transfer was handled", async () => (await queue.getJobCounts("completed")).completed === 1)
      expect((await deliver(`${running.origin}/v1/banking/transfers`, pending)).status).toBe(200)
      await eventually("both jobs completed", async () => (await queue.getJobCounts("completed")).completed === 2)
      expect((await queue.getCompleted()).map((j) => j.returnvalue).sort()).toEqual(["handled", "stale"])
      expect(runs).toHaveLength(1)
      const rows = await pool.query("SELECT status FROM nest_inbox_effects WHERE transfer_id = $1", [completed.id])
      expect(rows.rows).toEqual([{ status: "COMPLETED" }])
    } finally {
      await running.close()
    }
  })
})

describe("payrailBullQueue({ inbox }): configuration", () => {
  const compile = (webhooks: Record<string, unknown>) =>
    Test.createTestingModule({
      imports: [BullModule.forRoot({ connection }), PayrailModule.forRoot({ ...CONFIG, webhooks: { secrets: [HMAC_SECRET], ...webhooks } })]
    }).compile()

  it("refuses webhooks.store beside an inbox (an instance or a factory), with or without the worker, as forRoot is called", () => {
    const store = createRedisDedupeStore({ client, prefix: "nest-inbox-refused:" })
    for (const worker of [true, false]) {
      for (const inbox of [createPostgresInbox({ pool }), byFactory]) {
        const forRoot = () =>
          PayrailModule.forRoot({ ...CONFIG, webhooks: { secrets: [HMAC_SECRET], store, queue: payrailBullQueue({ name: "q", worker, inbox }) } })
        expect(forRoot).toThrow(ConfigurationError)
        expect(forRoot).toThrow("pass either webhooks.store or the queue's inbox (payrailBullQueue({ inbox })), not both")
      }
    }
  })

  it("refuses a store returned by forRootAsync's factory beside the queue's inbox", async () => {
    const store = createRedisDedupeStore({ client, prefix: "nest-inbox-refused:" })
    const attempt = Test.createTestingModule({
      imports: [
        BullModule.forRoot({ connection }),
        PayrailModule.forRootAsync({
          useFactory: () => ({ ...CONFIG, webhooks: { secrets: [HMAC_SECRET], store } }),
          webhooks: { queue: payrailBullQueue({ name: `payrail-nest-refused-${++queueSeq}`, inbox: byFactory }) }
        })
      ]
    }).compile()
    await expect(attempt).rejects.toThrow(ConfigurationError)
  })

  it("refuses versions beside an inbox, and an inbox that is none", async () => {
    const versions = { advance: async () => 0 }
    expect(() => payrailBullQueue({ name: "q", ordering: "skip-stale", versions, inbox: createPostgresInbox({ pool }) })).toThrow(
      new ConfigurationError({ message: 'payrailBullQueue: pass versions or inbox, not both: with an inbox, "skip-stale" keeps versions in the inbox\'s transaction' })
    )
    expect(() => payrailBullQueue({ name: "q", inbox: pool as never })).toThrow(ConfigurationError)
    expect(() => payrailBullQueue({ name: "q", inbox: pool as never })).toThrow("payrailBullQueue: inbox must be a webhook inbox")
    const notAnInbox = compile({ queue: payrailBullQueue({ name: `payrail-nest-refused-${++queueSeq}`, inbox: { useFactory: () => pool as never } }) })
    await expect(notAnInbox).rejects.toThrow("payrailBullQueue: the inbox's useFactory returned no webhook inbox")
  })
})
