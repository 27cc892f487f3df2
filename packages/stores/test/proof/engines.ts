/**
 * The engines the proof runs on: for each, a dedupe store for a worker and the shared ledger the
 * workers' handlers append to (one entry per handler run), which the harness counts.
 */
import { Redis } from "ioredis"
import pg from "pg"
import type { DedupeStore } from "@payrail/core/webhooks"
import { createPostgresDedupeStore, migrate } from "../../src/postgres"
import { createRedisDedupeStore } from "../../src/redis"

export type Engine = "redis" | "postgres"

export interface WorkerSide {
  readonly store: DedupeStore
  /** Records that a handler ran for `transferId` in `worker`. */
  append(transferId: string, worker: number): Promise<void>
  close(): Promise<void>
}

export interface LedgerSide {
  /** How many handler runs the ledger holds, per transfer id. */
  counts(): Promise<Map<string, number>>
  close(): Promise<void>
}

const tableOf = (run: string) => `proof_dedupe_${run}`
const ledgerOf = (run: string) => `proof_ledger_${run}`

/** Opens a worker's own client(s): its store, and its way to append to the ledger. */
export const openWorkerSide = async (engine: Engine, url: string, run: string, leaseMs: number): Promise<WorkerSide> => {
  if (engine === "redis") {
    const client = new Redis(url, { maxRetriesPerRequest: 2 })
    return {
      store: createRedisDedupeStore({ client, prefix: `proof:${run}:`, leaseMs }),
      append: async (id) => void (await client.rpush(ledgerOf(run), id)),
      close: async () => void (await client.quit())
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: 8 })
  return {
    store: createPostgresDedupeStore({ pool, table: tableOf(run), leaseMs }),
    append: async (id, worker) => void (await pool.query(`INSERT INTO ${ledgerOf(run)} (transfer_id, worker) VALUES ($1, $2)`, [id, worker])),
    close: () => pool.end()
  }
}

/** Prepares the run's tables (Postgres) and opens the harness's reader of the ledger. */
export const openLedgerSide = async (engine: Engine, url: string, run: string): Promise<LedgerSide> => {
  if (engine === "redis") {
    const client = new Redis(url)
    return {
      async counts() {
        const ids = await client.lrange(ledgerOf(run), 0, -1)
        const counts = new Map<string, number>()
        for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
        return counts
      },
      close: async () => void (await client.quit())
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  await migrate(pool, { table: tableOf(run) })
  await pool.query(`CREATE TABLE IF NOT EXISTS ${ledgerOf(run)} (transfer_id text NOT NULL, worker int NOT NULL)`)
  return {
    async counts() {
      const rows = await pool.query(`SELECT transfer_id, count(*)::int AS n FROM ${ledgerOf(run)} GROUP BY transfer_id`)
      return new Map(rows.rows.map((r) => [r.transfer_id as string, r.n as number]))
    },
    close: () => pool.end()
  }
}
