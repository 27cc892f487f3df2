/** Table names for the Postgres entries: `name` or `schema.name`, validated and double-quoted (no identifier injection). */
import { ConfigurationError } from "@payrail/core/webhooks"

/** The versions table's default name (`migrateVersions`). */
export const DEFAULT_VERSIONS_TABLE = "payrail_webhook_versions"

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,47}$/

export const quotedTable = (table: string | undefined, fallback: string, option = "table"): string => {
  const parts = (table ?? fallback).split(".")
  if (parts.length > 2 || !parts.every((p) => IDENTIFIER.test(p))) {
    throw new ConfigurationError({ message: `${option} must be a name or schema.name of letters, digits and _ (got ${JSON.stringify(table)})` })
  }
  return parts.map((p) => `"${p}"`).join(".")
}

/** `INSERT … ON CONFLICT DO UPDATE SET version = GREATEST(…)`: advances a resource's version under its row's lock; $1 resource, $2 version. */
export const advanceVersionSql = (table: string) => `INSERT INTO ${table} AS t (resource, version) VALUES ($1, $2)
    ON CONFLICT (resource) DO UPDATE SET version = GREATEST(t.version, EXCLUDED.version), updated_at = now()
    RETURNING version`
