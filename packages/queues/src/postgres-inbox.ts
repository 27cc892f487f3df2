/**
 * The Postgres inbox: one transaction per notification on a client of the pool, holding the
 * dedupe row, the resource's version (`"skip-stale"`) and the handlers' effects. It writes the
 * dedupe table of `@payrail/stores/postgres` (`key, state, holder, expires_at`, created by its
 * `migrate`) and the versions table of `migrateVersions`, so the stores' `purgeExpired` cleans it
 * and a synchronous route on the same table agrees on what was handled.
 *
 * - claim: `INSERT … 'completed' … ON CONFLICT DO UPDATE … WHERE expires_at <= now()`, uncommitted.
 *   Another worker's insert of the same key waits on the row until this transaction ends: it then
 *   finds the key completed (committed) or free (rolled back). A SIGKILLed worker's connection
 *   closes, and Postgres rolls its transaction back, so no lease has to lapse.
 * - waits are bounded by `lock_timeout` while claiming and advancing (the handlers run with the
 *   connection's own setting): past it the attempt throws {@link WebhookInProgressError} and the
 *   queue retries later.
 */
import { ConfigurationError } from "@payrail/core/webhooks"
import { WebhookInProgressError } from "./consumer"
import type { InboxOutcome, WebhookInbox } from "./inbox"
import { advanceVersionSql, DEFAULT_VERSIONS_TABLE, quotedTable } from "./sql-names"

/** A pooled `pg` client, as the handlers receive it (`context.tx`). */
export interface PostgresInboxClient {
  query(text: string, values?: ReadonlyArray<unknown>): Promise<{ rows: Array<Record<string, unknown>>; command?: string }>
  release(destroy?: boolean | Error): void
  /** A `pg` client is an EventEmitter: the inbox listens for `error` while it holds the client. */
  on?(event: "error", listener: (error: Error) => void): unknown
  off?(event: "error", listener: (error: Error) => void): unknown
}

/** The part of a `pg` `Pool` the inbox uses. */
export interface PostgresInboxPool<C extends PostgresInboxClient = PostgresInboxClient> {
  connect(): Promise<C>
}

/** Options of {@link createPostgresInbox}. */
export interface PostgresInboxOptions<C extends PostgresInboxClient = PostgresInboxClient> {
  /** A `pg` Pool. Each notification in flight holds one of its clients until it commits. */
  readonly pool: PostgresInboxPool<C>
  /** The dedupe table (`@payrail/stores/postgres`'s `migrate` creates it). Default `"payrail_webhook_dedupe"`. */
  readonly table?: string | undefined
  /** The versions table of `"skip-stale"` (`migrateVersions` creates it). Default `"payrail_webhook_versions"`. */
  readonly versionsTable?: string | undefined
  /** How long a handled notification is remembered. Default 7 days (the service retries for about 4). */
  readonly ttlMs?: number | undefined
  /**
   * How long a worker waits for another one holding the same notification, or an event of the
   * same resource, before the attempt fails with {@link WebhookInProgressError} (the queue retries
   * it). Default 10 000 ms.
   */
  readonly lockTimeoutMs?: number | undefined
}

/** The default dedupe table: the one of `@payrail/stores/postgres`. */
export const DEFAULT_INBOX_TABLE = "payrail_webhook_dedupe"

const LOCK_NOT_AVAILABLE = "55P03"

const positiveMs = (value: unknown, fallback: number, option: string): number => {
  if (value === undefined) return fallback
  if (typeof value !== "number" || !Number.isInteger(value) || value <= 0) {
    throw new ConfigurationError({ message: `createPostgresInbox: ${option} must be a positive whole number of milliseconds (got ${JSON.stringify(value)})` })
  }
  return value
}

/**
 * An inbox on Postgres for `createWebhookConsumer({ inbox })`: the handlers' effects written
 * through `context.tx` commit together with the notification's record, so each applies once even
 * when a worker dies between the effect and the queue's acknowledgement.
 *
 * @example
 * ```ts
 * await migrate(pool)           // @payrail/stores/postgres: the dedupe table
 * await migrateVersions(pool)   // with "skip-stale"
 * const consumer = createWebhookConsumer({ inbox: createPostgresInbox({ pool }), ordering: "skip-stale" })
 *   .on("payment.*", async (event, { tx }) => {
 *     await tx.query("UPDATE orders SET status = $2 WHERE payment_id = $1", [event.data.id, event.data.status])
 *   })
 * ```
 */
export const createPostgresInbox = <C extends PostgresInboxClient>(options: PostgresInboxOptions<C>): WebhookInbox<C> => {
  if (typeof options?.pool?.connect !== "function") throw new ConfigurationError({ message: "createPostgresInbox: pool must be a pg Pool (new Pool({ connectionString }))" })
  const { pool } = options
  const table = quotedTable(options.table, DEFAULT_INBOX_TABLE)
  const versionsTable = quotedTable(options.versionsTable, DEFAULT_VERSIONS_TABLE, "versionsTable")
  const ttlMs = positiveMs(options.ttlMs, 7 * 24 * 60 * 60 * 1000, "ttlMs")
  const lockTimeoutMs = positiveMs(options.lockTimeoutMs, 10_000, "lockTimeoutMs")

  const claimSql = `INSERT INTO ${table} AS t (key, state, holder, expires_at)
VALUES ($1, 'completed', NULL, now() + $2 * interval '1 millisecond')
ON CONFLICT (key) DO UPDATE SET state = 'completed', holder = NULL, expires_at = EXCLUDED.expires_at
WHERE t.expires_at <= now()
RETURNING key`
  const stateSql = `SELECT state FROM ${table} WHERE key = $1 AND expires_at > now()`
  const advanceSql = advanceVersionSql(versionsTable)
  // set_config(…, true) is SET LOCAL: it ends with the transaction; the previous value is restored for the handlers.
  const boundWaitsSql = "SELECT current_setting('lock_timeout') AS previous, set_config('lock_timeout', $1, true)"
  const restoreWaitsSql = "SELECT set_config('lock_timeout', $1, true)"

  const judged = async (tx: C, key: string, version: Parameters<WebhookInbox<C>["handle"]>[1]): Promise<"duplicate" | "stale" | "claimed"> => {
    const { rows } = await tx.query(boundWaitsSql, [`${lockTimeoutMs}ms`])
    const claimed = await tx.query(claimSql, [key, ttlMs])
    if (claimed.rows.length === 0) {
      const state = (await tx.query(stateSql, [key])).rows[0]?.state
      if (state === "completed") return "duplicate"
      // held by a dedupe store's lease on the same table (a synchronous route), or lapsed just now
      throw new WebhookInProgressError(key)
    }
    // Advanced under the version row's lock, in this transaction: a newer event committed makes this one stale, and the
    // stale decision commits with the key (a kill before the commit loses both).
    if (version !== undefined && Number((await tx.query(advanceSql, [version.resource, version.version])).rows[0]!.version) > version.version) return "stale"
    await tx.query(restoreWaitsSql, [rows[0]!.previous])
    return "claimed"
  }

  const rollback = async (tx: C): Promise<Error | undefined> => {
    try {
      await tx.query("ROLLBACK")
      return undefined
    } catch (error) {
      return error as Error // the connection is unusable: the pool drops it
    }
  }

  return {
    async handle(key, version, apply): Promise<InboxOutcome> {
      const tx = await pool.connect()
      let broken: Error | undefined
      // A checked-out client's connection error (the database restarted, the backend was terminated) is emitted
      // on the client, and the pool listens only to idle ones: unheard, it would end the worker process.
      const onError = (error: Error) => {
        broken = error
      }
      tx.on?.("error", onError)
      const release = () => {
        tx.off?.("error", onError)
        tx.release(broken ?? false)
      }
      try {
        await tx.query("BEGIN")
      } catch (error) {
        broken ??= error as Error
        release()
        throw error
      }
      try {
        const verdict = await judged(tx, key, version)
        if (verdict === "duplicate") {
          broken ??= await rollback(tx)
          return "duplicate"
        }
        if (verdict === "claimed") await apply(tx)
        // A handler that caught a failed statement leaves the transaction aborted: COMMIT then rolls back, without an error.
        const committed = await tx.query("COMMIT")
        if (committed.command !== undefined && committed.command !== "COMMIT") {
          throw new Error(`The inbox transaction of ${key} was rolled back (a statement in it failed); the queue retries the notification`)
        }
        return verdict === "stale" ? "stale" : "handled"
      } catch (error) {
        broken ??= await rollback(tx)
        if ((error as { code?: unknown } | null)?.code === LOCK_NOT_AVAILABLE) throw new WebhookInProgressError(key)
        throw error
      } finally {
        release()
      }
    }
  }
}
