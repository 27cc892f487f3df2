/**
 * A soak worker process: BullMQ `Worker` or pg-boss `work`, running the consumer with the shared
 * dedupe and version stores (Redis for BullMQ, Postgres for pg-boss) and `ordering: "skip-stale"`.
 * The handler's effect is a row in `soak_effects` (unique per notification); a second application
 * would violate the constraint and is recorded in `soak_doubles`. The first worker to reach the
 * victim notification says so over IPC and hangs there (the parent SIGKILLs it mid-job).
 */
import { createPostgresDedupeStore } from "@payrail/stores/postgres"
import { createRedisDedupeStore } from "@payrail/stores/redis"
import { Worker } from "bullmq"
import Redis from "ioredis"
import pg from "pg"
import PgBoss from "pg-boss"
import { bullMqProcessor } from "../../src/bullmq"
import { createWebhookConsumer, type WebhookConsumer } from "../../src/index"
import { pgBossWork } from "../../src/pg-boss"
import { createPostgresVersionStore } from "../../src/postgres"
import { createRedisVersionStore } from "../../src/redis"

const env = process.env as Record<string, string>
const engine = env.SOAK_ENGINE!, url = env.SOAK_URL!, pgUrl = env.SOAK_PG!, name = env.SOAK_QUEUE!, run = env.SOAK_RUN!, victim = env.SOAK_VICTIM!
// longer than any pause between a reservation and its completion on a busy machine, short enough for a quick takeover
const LEASE_MS = 6_000

const ledger = new pg.Pool({ connectionString: pgUrl, max: 4 })
ledger.on("error", () => {})

const consumerWith = (stores: Parameters<typeof createWebhookConsumer>[0]): WebhookConsumer<unknown> =>
  createWebhookConsumer<unknown>({
    ...stores,
    ordering: "skip-stale",
    onOutcome: async (outcome, event) => {
      if (outcome === "stale") await ledger.query("INSERT INTO soak_stale (run, dedupe_key) VALUES ($1, $2) ON CONFLICT DO NOTHING", [run, event.dedupeKey])
    }
  }).on("payment.*", async (event) => {
    if (event.data.id === victim) {
      const { rowCount } = await ledger.query("INSERT INTO soak_hang (run) VALUES ($1) ON CONFLICT DO NOTHING", [run])
      if (rowCount === 1) {
        process.send?.({ hanging: event.dedupeKey })
        await new Promise<never>(() => {})
      }
    }
    try {
      await ledger.query("INSERT INTO soak_effects (run, dedupe_key) VALUES ($1, $2)", [run, event.dedupeKey])
    } catch (error) {
      if ((error as { code?: string }).code !== "23505") throw error
      await ledger.query("INSERT INTO soak_doubles (run, dedupe_key) VALUES ($1, $2)", [run, event.dedupeKey])
    }
  })

if (engine === "bullmq") {
  const u = new URL(url)
  const redis = new Redis(url, { maxRetriesPerRequest: null })
  redis.on("error", () => {})
  const consumer = consumerWith({
    store: createRedisDedupeStore({ client: redis, prefix: `${run}:dedupe:`, leaseMs: LEASE_MS }),
    versions: createRedisVersionStore(redis, { prefix: `${run}:version:` })
  })
  const worker = new Worker(name, bullMqProcessor(consumer), {
    connection: { host: u.hostname, port: Number(u.port), maxRetriesPerRequest: null },
    concurrency: 4,
    // a SIGKILLed worker's job is back in the queue within seconds (defaults: 30 s)
    lockDuration: LEASE_MS,
    stalledInterval: 1_000,
    maxStalledCount: 10
  })
  worker.on("error", () => {})
  await worker.waitUntilReady()
} else {
  const boss = new PgBoss({ connectionString: url, max: 6, maintenanceIntervalSeconds: 1, schedule: false })
  boss.on("error", () => {})
  await boss.start()
  const pool = new pg.Pool({ connectionString: url, max: 4 })
  pool.on("error", () => {})
  const consumer = consumerWith({
    store: createPostgresDedupeStore({ pool, leaseMs: LEASE_MS }),
    versions: createPostgresVersionStore(pool)
  })
  // two fetch loops of up to 10 jobs each (pg-boss waits its polling interval between fetches)
  for (let i = 0; i < 2; i++) await pgBossWork(boss, name, consumer, { batchSize: 10, pollingIntervalSeconds: 0.5 })
}
process.send?.({ ready: true })
