/**
 * `@payrail/queues/postgres`: the {@link VersionStore} of `ordering: "skip-stale"` on one Postgres
 * table (`pg`), shared by every worker. `INSERT … ON CONFLICT DO UPDATE SET version = GREATEST(…)`
 * advances atomically under the row's lock.
 */
import { ConfigurationError } from "@payrail/core/webhooks"
import type { VersionStore } from "./ordering"

/** The part of a `pg` Pool the store uses. */
export interface PostgresQueryable {
  query(text: string, values?: ReadonlyArray<unknown>): Promise<{ rows: Array<Record<string, unknown>> }>
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,47}$/

const quoted = (table: string | undefined): string => {
  const parts = (table ?? "payrail_webhook_versions").split(".")
  if (parts.length > 2 || !parts.every((p) => IDENTIFIER.test(p))) {
    throw new ConfigurationError({ message: `table must be a name or schema.name of letters, digits and _ (got ${JSON.stringify(table)})` })
  }
  return parts.map((p) => `"${p}"`).join(".")
}

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
  const sql = `INSERT INTO ${table} AS t (resource, version) VALUES ($1, $2)
    ON CONFLICT (resource) DO UPDATE SET version = GREATEST(t.version, EXCLUDED.version), updated_at = now()
    RETURNING version`
  return {
    async advance(resource, version) {
      const { rows } = await pool.query(sql, [resource, version])
      return Number(rows[0]!.version)
    }
  }
}
