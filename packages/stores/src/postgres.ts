/**
 * `@payrail/stores/postgres`: a {@link DedupeStore} on one Postgres table through a `pg` Pool,
 * shared by every instance of the webhook route.
 *
 * One row per notification: `(key, state, holder, expires_at)`. Times come from the database's
 * clock (`now()`), so instances with skewed clocks agree on when a lease lapses.
 * - reserve: `INSERT … ON CONFLICT (key) DO UPDATE … WHERE expires_at <= now()`: a new key, or one
 *   whose lease (or remembered completion) has lapsed, is taken atomically; else the row's state says
 *   `completed` or `in-progress`.
 * - complete: the row becomes `completed` until `now() + ttlMs`.
 * - release: the row is deleted only while it still holds this instance's token.
 * - `purgeExpired()` deletes lapsed rows (run it from a cron; reserve ignores them anyway).
 */
import type { DedupeReservation, DedupeStore } from "@payrail/core/webhooks"
import { bounded, timeoutOption } from "./internal/bound"
import { configurationError, DEFAULT_LEASE_MS, DEFAULT_TTL_MS, holderTokens, milliseconds } from "./internal/options"

/** The part of a `pg` `Pool` (or `Client`) the store uses. */
export interface PostgresDedupeQueryable {
  query(text: string, values?: ReadonlyArray<unknown>): Promise<{ rows: Array<Record<string, unknown>>; rowCount: number | null }>
}

/** Options of {@link createPostgresDedupeStore}. */
export interface PostgresDedupeStoreOptions {
  /** A `pg` Pool (`new Pool({ connectionString })`). */
  readonly pool: PostgresDedupeQueryable
  /**
   * The table, created by {@link migrate}: `name` or `schema.name`, letters, digits and `_` only
   * (at most 48 characters each). Default `"payrail_webhook_dedupe"`.
   */
  readonly table?: string | undefined
  /** How long a reservation lasts without `complete`/`release` (a crashed handler). Default 5 minutes. */
  readonly leaseMs?: number | undefined
  /** How long a completed notification is remembered. Default 7 days (the service retries for about 4 days). */
  readonly ttlMs?: number | undefined
  /**
   * How long one store call may take (default 5 000 ms). Past it the call fails, so the route
   * answers 5xx and the service retries, instead of holding the delivery while the store is down.
   */
  readonly timeoutMs?: number | undefined
}

/** The Postgres store: a {@link DedupeStore}, plus the cleanup a cron calls. */
export interface PostgresDedupeStore extends DedupeStore {
  /** Deletes the rows whose lease or retention has lapsed; resolves to how many. */
  purgeExpired(): Promise<number>
}

/** The default table name. */
export const DEFAULT_TABLE = "payrail_webhook_dedupe"

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,47}$/

/** `name` or `schema.name`, validated and double-quoted: no identifier injection is possible. */
const tableName = (table: unknown, where: string): { quoted: string; plain: string } => {
  const value = table ?? DEFAULT_TABLE
  const parts = typeof value === "string" ? value.split(".") : []
  if (parts.length < 1 || parts.length > 2 || !parts.every((p) => IDENTIFIER.test(p))) {
    throw configurationError(
      where,
      `table must be a name or schema.name of letters, digits and _ (each at most 48 characters, not starting with a digit); got ${JSON.stringify(value)}`
    )
  }
  return { quoted: parts.map((p) => `"${p}"`).join("."), plain: parts.join(".") }
}

const checkPool = (pool: unknown, where: string): PostgresDedupeQueryable => {
  if (typeof pool !== "object" || pool === null || typeof (pool as PostgresDedupeQueryable).query !== "function") {
    throw configurationError(where, "pool must be a pg Pool (new Pool({ connectionString }))")
  }
  return pool as PostgresDedupeQueryable
}

/**
 * Creates the store's table (and its expiry index) when missing. Safe to run from several
 * instances at once (serialised by an advisory lock) and on every start.
 *
 * @example
 * ```ts
 * await migrate(pool)                       // payrail_webhook_dedupe
 * await migrate(pool, { table: "ops.webhook_dedupe" })
 * ```
 */
export const migrate = async (pool: PostgresDedupeQueryable, options: { readonly table?: string | undefined } = {}): Promise<void> => {
  const where = "migrate"
  checkPool(pool, where)
  const { quoted, plain } = tableName(options.table, where)
  const index = `"${plain.split(".").pop()}_expires_at_idx"`
  // One statement (an implicit transaction): the advisory lock is released when it ends.
  await pool.query(`DO $migrate$ BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('payrail-stores:migrate:' || ${literal(plain)}));
  CREATE TABLE IF NOT EXISTS ${quoted} (
    key text PRIMARY KEY,
    state text NOT NULL CHECK (state IN ('in-progress', 'completed')),
    holder text,
    expires_at timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS ${index} ON ${quoted} (expires_at);
END $migrate$`)
}

/** A validated identifier as an SQL string literal (it holds no quote: see IDENTIFIER). */
const literal = (validated: string) => `'${validated}'`

const WHERE = "createPostgresDedupeStore"

/**
 * A dedupe store on Postgres, for the webhook route on several instances. Create the table once
 * with {@link migrate} (or the SQL in the README).
 *
 * @example
 * ```ts
 * import pg from "pg"
 * import { createPostgresDedupeStore, migrate } from "@payrail/stores/postgres"
 *
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
 * await migrate(pool)
 * const store = createPostgresDedupeStore({ pool })
 * const router = createWebhookRouter({ verifier, store })
 * ```
 */
export const createPostgresDedupeStore = (options: PostgresDedupeStoreOptions): PostgresDedupeStore => {
  if (typeof options !== "object" || options === null) throw configurationError(WHERE, "options are required ({ pool })")
  const pool = checkPool(options.pool, WHERE)
  const { quoted: table } = tableName(options.table, WHERE)
  const leaseMs = milliseconds(options.leaseMs, DEFAULT_LEASE_MS, WHERE, "leaseMs")
  const ttlMs = milliseconds(options.ttlMs, DEFAULT_TTL_MS, WHERE, "ttlMs")
  const timeoutMs = timeoutOption(options.timeoutMs, WHERE)
  const tokens = holderTokens()

  const reserveSql = `INSERT INTO ${table} AS t (key, state, holder, expires_at)
VALUES ($1, 'in-progress', $2, now() + $3 * interval '1 millisecond')
ON CONFLICT (key) DO UPDATE SET state = 'in-progress', holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
WHERE t.expires_at <= now()
RETURNING holder`
  const stateSql = `SELECT state FROM ${table} WHERE key = $1 AND expires_at > now()`
  const completeSql = `INSERT INTO ${table} AS t (key, state, holder, expires_at)
VALUES ($1, 'completed', NULL, now() + $2 * interval '1 millisecond')
ON CONFLICT (key) DO UPDATE SET state = 'completed', holder = NULL, expires_at = EXCLUDED.expires_at`
  const releaseSql = `DELETE FROM ${table} WHERE key = $1 AND state = 'in-progress' AND holder = $2`
  const purgeSql = `DELETE FROM ${table} WHERE expires_at <= now()`

  return bounded(WHERE, timeoutMs, {
    async reserve(key): Promise<DedupeReservation> {
      // Between a refused insert and the read, the holder may release or its row may lapse:
      // then the key is free and the insert is tried again (a few times, then "in-progress").
      for (let attempt = 0; attempt < 3; attempt++) {
        const token = tokens.fresh()
        const inserted = await pool.query(reserveSql, [key, token, leaseMs])
        if (inserted.rows[0]?.holder === token) {
          tokens.hold(key, token)
          return "reserved"
        }
        const found = await pool.query(stateSql, [key])
        const state = found.rows[0]?.state
        if (state === "completed") return "completed"
        if (state === "in-progress") return "in-progress"
      }
      return "in-progress"
    },
    async complete(key) {
      tokens.take(key)
      await pool.query(completeSql, [key, ttlMs])
    },
    async release(key) {
      const token = tokens.take(key)
      if (token !== undefined) await pool.query(releaseSql, [key, token])
    },
    async purgeExpired() {
      return (await pool.query(purgeSql)).rowCount ?? 0
    }
  })
}
