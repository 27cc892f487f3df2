/**
 * `@payrail/queues/postgres`: the inbox (handled notifications recorded in the handlers' own
 * transaction, see ./postgres-inbox.ts) and the {@link VersionStore} of `ordering: "skip-stale"` on
 * one Postgres table (`pg`), shared by every worker. `INSERT … ON CONFLICT DO UPDATE SET version = GREATEST(…)`
 * advances atomically under the row's lock.
 */
import { ConfigurationError } from "@payrail/core/webhooks"
import type { VersionStore } from "./ordering"
import { advanceVersionSql, DEFAULT_VERSIONS_TABLE, quotedTable } from "./sql-names"

export { DEFAULT_VERSIONS_TABLE } from "./sql-names"

export { createPostgresInbox, DEFAULT_INBOX_TABLE, type PostgresInboxClient, type PostgresInboxOptions, type PostgresInboxPool } from "./postgres-inbox"

/** The part of a `pg` Pool the store uses. */
export interface PostgresQueryable {
  query(text: string, values?: ReadonlyArray<unknown>): Promise<{ rows: Array<Record<string, unknown>> }>
}

const quoted = (table: string | undefined): string => quotedTable(table, DEFAULT_VERSIONS_TABLE)

/** Creates the versions table if it is missing. */
export const migrateVersions = async (pool: PostgresQueryable, options: { readonly table?: string | undefined } = {}): Promise<void> => {
  const table = quoted(options.table)
  await pool.query(`CREATE TABLE IF NOT EXISTS ${table} (resource text PRIMARY KEY, version bigint NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`)
}

/**
 * @example
 * ```ts
 * await migrateVersions(pool)
 * const versions = createPostgresVersionStore(pool)
 * ```
 */
export const createPostgresVersionStore = (pool: PostgresQueryable, options: { readonly table?: string | undefined } = {}): VersionStore => {
  if (typeof pool?.query !== "function") throw new ConfigurationError({ message: "createPostgresVersionStore: pool must be a pg Pool" })
  const table = quoted(options.table)
  const sql = advanceVersionSql(table)
  return {
    async advance(resource, version) {
      const { rows } = await pool.query(sql, [resource, version])
      return Number(rows[0]!.version)
    }
  }
}
