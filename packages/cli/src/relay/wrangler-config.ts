/**
 * The wrangler configuration `payrail relay deploy` writes: the Worker (src/relay/worker.ts, built to
 * dist/relay.js), its Durable Object class on SQLite storage (the free plan's kind), and the bound
 * of held deliveries.
 */

export interface RelayDeployOptions {
  /** The Worker's name in the user's account (its URL: https://<name>.<subdomain>.workers.dev). */
  readonly name: string
  /** How many deliveries one channel holds at most. */
  readonly maxHeld: number
  /** The Worker module, relative to the config file (wrangler bundles it). */
  readonly main: string
}

/** The compatibility date the relay was tested with (under workerd, test/relay.test.ts). */
export const RELAY_COMPATIBILITY_DATE = "2025-06-01"

export const wranglerConfig = (options: RelayDeployOptions) => ({
  $schema: "https://unpkg.com/wrangler/config-schema.json",
  name: options.name,
  main: options.main,
  compatibility_date: RELAY_COMPATIBILITY_DATE,
  durable_objects: { bindings: [{ name: "PAYRAIL_RELAY", class_name: "PayrailRelay" }] },
  migrations: [{ tag: "v1", new_sqlite_classes: ["PayrailRelay"] }],
  vars: { RELAY_MAX_HELD: String(options.maxHeld) }
})
