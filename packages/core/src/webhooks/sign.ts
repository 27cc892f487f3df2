/**
 * Signing webhooks the way the service does: used by `@payrail/testing`'s fake and by
 * merchants' own tests of their webhook routes.
 */
import { ConfigurationError } from "../errors"
import { hmacKey } from "./hmac"
import { toBase64 } from "./internal"
import { secretKeyBytes, type WebhookApiKey, type WebhookScheme } from "./verify"

/** Options of {@link signWebhook}. */
export interface SignWebhookOptions {
  /** The secret; `standard-webhooks` also takes several (one `v1,` entry each, as during a rotation). */
  readonly secret: string | ReadonlyArray<string>
  /** Default `"hmac-sha256"`. */
  readonly scheme?: WebhookScheme | undefined
  /** `standard-webhooks` message id (`webhook-id`). Default `msg_` + a random UUID. */
  readonly id?: string | undefined
  /** `standard-webhooks` timestamp: epoch **seconds**, or a `Date`. Default now. */
  readonly timestamp?: number | Date | undefined
  /** Adds the `x-api-key` / `x-secret` pair. */
  readonly apiKey?: WebhookApiKey | undefined
}

/** A signed webhook: send `body` as is with `headers`. */
export interface SignedWebhook {
  readonly headers: Record<string, string>
  /** The exact string that was signed. */
  readonly body: string
}

const epochSeconds = (timestamp: number | Date | undefined): number => {
  const seconds = timestamp === undefined ? Date.now() / 1000 : timestamp instanceof Date ? timestamp.getTime() / 1000 : timestamp
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new ConfigurationError({ message: "timestamp must be epoch seconds ≥ 0, or a Date" })
  }
  return Math.floor(seconds)
}

/**
 * Signs a notification (an object, serialised with `JSON.stringify`: an envelope, a v1
 * `{ payment }` body or an incoming transfer) or a raw body (a string, signed byte for byte).
 *
 * @example
 * ```ts
 * const { headers, body } = await signWebhook(transfer, { secret: "whsec_...", scheme: "standard-webhooks" })
 * const res = await app.request("/v1/banking/transfers", { method: "POST", headers, body })
 * ```
 */
export const signWebhook = async (
  payload: object | string,
  options: SignWebhookOptions
): Promise<SignedWebhook> => {
  const scheme: WebhookScheme = options.scheme ?? "hmac-sha256"
  if (scheme !== "hmac-sha256" && scheme !== "standard-webhooks") {
    throw new ConfigurationError({ message: `Unknown webhook scheme "${String(scheme)}"` })
  }
  const body = typeof payload === "string" ? payload : JSON.stringify(payload)
  const secrets = typeof options.secret === "string" ? [options.secret] : [...options.secret]
  if (secrets.length === 0) throw new ConfigurationError({ message: "signWebhook needs a secret" })
  const headers: Record<string, string> = { "content-type": "application/json" }
  if (options.apiKey !== undefined) {
    headers["x-api-key"] = options.apiKey.key
    headers["x-secret"] = options.apiKey.secret
  }
  const keys = secrets.map((s) => hmacKey(secretKeyBytes(s, scheme)))

  if (scheme === "hmac-sha256") {
    if (keys.length !== 1) {
      throw new ConfigurationError({ message: "hmac-sha256 carries a single signature: pass one secret" })
    }
    headers["x-hmac-signature"] = toBase64(await keys[0]!.sign([body]))
    return { headers, body }
  }
  const id = options.id ?? `msg_${globalThis.crypto.randomUUID().replaceAll("-", "")}`
  const timestamp = String(epochSeconds(options.timestamp))
  const signatures = await Promise.all(keys.map(async (key) => `v1,${toBase64(await key.sign([`${id}.${timestamp}.`, body]))}`))
  headers["webhook-id"] = id
  headers["webhook-timestamp"] = timestamp
  headers["webhook-signature"] = signatures.join(" ")
  return { headers, body }
}
