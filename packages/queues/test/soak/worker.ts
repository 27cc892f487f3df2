/**
 * A soak worker process: BullMQ `Worker` or pg-boss `work`, running the consumer on the Postgres
 * inbox with `ordering: "skip-stale"` (dedupe row, version and effect in one transaction). The
 * handler's effect is a row in `soak_effects` (unique per notification), written through the
 * inbox's transaction; a handler that finds its effect already there records a double in
 * `soak_doubles`. Two deterministic kill points, each taken once per run, say so over IPC and hang
 * (the parent SIGKILLs the worker on the message):
 * - `before-commit`: in the handler of SOAK_VICTIM's first notification, after the effect is
 *   written and before the transaction commits;
 * - `after-commit`: after SOAK_VICTIM_ACKED's first notification committed as handled, before the
 *   queue acknowledges the job (`onOutcome` runs between the two).
 */
import { Worker } from "bullmq"
import pg from "pg"
import PgBoss from "pg-boss"
import { bullMqProcessor } from "../../src/bullmq"
import { createWebhookConsumer } from "../../src/index"
import { pgBossWork } from "../../src/pg-boss"
import { createPostgresInbox } from "../../src/postgres"
import { SECRET } from "../support/fixtures"

const env = process.env as Record<string, string>
const engine = env.SOAK_ENGINE!, url = env.SOAK_URL!, pgUrl = env.SOAK_PG!, name = env.SOAK_QUEUE!, run = env.SOAK_RUN!
const victim = env.SOAK_VICTIM!, victimAcked = env.SOAK_VICTIM_ACKED!
// the queue's lease: a SIGKILLed worker's job is back within seconds (BullMQ's default is 30 s)
const LEASE_MS = 6_000

const ledger = new pg.Pool({ connectionString: pgUrl, max: 2 })
ledger.on("error", () => {})
const inboxPool = new pg.Pool({ connectionString: pgUrl, max: 8 })
inboxPool.on("error", () => {})

/** The first worker to get here for `point` hangs there, after telling the parent (who SIGKILLs it). */
const hangOnce = async (point: "before-commit" | "after-commit", dedupeKey: string) => {
  const { rowCount } = await ledger.query("INSERT INTO soak_hang (run, point) VALUES ($1, $2) ON CONFLICT DO NOTHING", [run, point])
  if (rowCount !== 1) return
  process.send?.({ hanging: point, dedupeKey })
  await new Promise<never>(() => {})
}

const consumer = createWebhookConsumer<unknown, pg.PoolClient>({
  secrets: SECRET,
  inbox: createPostgresInbox({ pool: inboxPool, lockTimeoutMs: 3_000 }),
  ordering: "skip-stale",
  onOutcome: async (outcome, event) => {
    if (outcome === "handled" && (event.data as { id?: unknown }).id === victimAcked) await hangOnce("after-commit", event.dedupeKey)
  }
}).on("payment.*", async (event, { tx }) => {
  const { rowCount } = await tx.query("INSERT INTO soak_effects (run, dedupe_key) VALUES ($1, $2) ON CONFLICT DO NOTHING", [run, event.dedupeKey])
  // outside the transaction, so the record survives whatever happens to it
  if (rowCount === 0) await ledger.query("INSERT INTO soak_doubles (run, dedupe_key) VALUES ($1, $2)", [run, event.dedupeKey])
  if (event.data.id === victim) await hangOnce("before-commit", event.dedupeKey)
})

if (engine === "bullmq") {
  const u = new URL(url)
  const worker = new Worker(name, bullMqProcessor(consumer), {
    connection: { host: u.hostname, port: Number(u.port), maxRetriesPerRequest: null },
    concurrency: 4,
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
  // two fetch loops of up to 10 jobs each (pg-boss waits its polling interval between fetches)
  for (let i = 0; i < 2; i++) await pgBossWork(boss, name, consumer, { batchSize: 10, pollingIntervalSeconds: 0.5 })
}
process.send?.({ ready: true })
