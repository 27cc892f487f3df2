/**
 * Who a listener is, kept in one local file beside its journal (`<journal>.key`, mode 0600): a random
 * key. Everything else is derived from it, so nothing else secret is stored:
 * - each temporary endpoint's HMAC secret: HMAC-SHA256(key, endpoint name), so deliveries a relay
 *   held for an endpoint of an earlier run still verify after a restart;
 * - the relay channel: SHA-256(key), public (it is in the endpoint's URL); the key itself is what
 *   the listener shows the relay to take the deliveries;
 * - a short fingerprint in endpoint names, so a listener only cleans up its own earlier endpoints.
 */
import { createHash, createHmac, randomBytes } from "node:crypto"
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { hostname } from "node:os"
import { dirname, join } from "node:path"

/** Every temporary endpoint's name starts with this. */
export const ENDPOINT_PREFIX = "payrail-listen-"

export interface ListenerIdentity {
  readonly key: string
  /** The relay channel (hex SHA-256 of the key). */
  readonly channel: string
  /** `payrail-listen-<host>-<fingerprint>-`: this listener's endpoints, of every run. */
  readonly namePrefix: string
}

/** The default journal: `$PAYRAIL_HOME/journal.jsonl`, else `~/.payrail/journal.jsonl`. */
export const defaultJournalFile = (env: NodeJS.ProcessEnv = process.env): string =>
  join(env.PAYRAIL_HOME ?? join(env.HOME ?? env.USERPROFILE ?? ".", ".payrail"), "journal.jsonl")

const hostLabel = (): string => hostname().toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 32) || "host"

/** Reads the key beside `journalFile`, creating it (0600) on first use. */
export const loadIdentity = (journalFile: string): ListenerIdentity => {
  const file = `${journalFile}.key`
  let key: string
  if (existsSync(file)) key = readFileSync(file, "utf8").trim()
  else {
    mkdirSync(dirname(file), { recursive: true })
    key = randomBytes(32).toString("base64url")
    writeFileSync(file, `${key}\n`, { mode: 0o600 })
    chmodSync(file, 0o600)
  }
  const channel = createHash("sha256").update(key).digest("hex")
  return { key, channel, namePrefix: `${ENDPOINT_PREFIX}${hostLabel()}-${channel.slice(0, 6)}-` }
}

/** The HMAC secret of the endpoint `name` (base64url, 43 characters). */
export const endpointSecret = (identity: ListenerIdentity, name: string): string =>
  createHmac("sha256", identity.key).update(name).digest("base64url")

/** A fresh endpoint name of this listener. */
export const newEndpointName = (identity: ListenerIdentity): string => `${identity.namePrefix}${randomBytes(4).toString("hex")}`
