/**
 * Webhook verification, framework-free: Web Crypto only, so it runs on Node ≥ 20, Bun,
 * Deno and Cloudflare Workers.
 *
 * Two schemes:
 * - `hmac-sha256` (gap-facts #25, what the service sends): header `x-hmac-signature` =
 *   base64(HMAC-SHA256(raw body)), the key being the secret's UTF-8 bytes. No timestamp is
 *   signed, so a replay verifies: deduplicate (the router does).
 * - `standard-webhooks` (standardwebhooks.com): `webhook-id`, `webhook-timestamp` and
 *   `webhook-signature` (space-separated `v1,<base64>` list) over `id.timestamp.body`, with
 *   `whsec_<base64>` secrets and a timestamp tolerance.
 */
import { ConfigurationError, WebhookVerificationError } from "../errors"
import type { IncomingTransfer } from "../schema/transfer"
import {
  concatBytes,
  fromBase64Strict,
  headerValues,
  rawBodyBytes,
  singleHeader,
  timingSafeEqualText,
  toBase64,
  utf8,
  type WebhookHeaders,
  type WebhookRawBody
} from "./internal"
import { parseTransfer } from "./payload"

export type { WebhookHeaders, WebhookRawBody } from "./internal"

/** How a webhook is signed. */
export type WebhookScheme = "hmac-sha256" | "standard-webhooks"

/** The fixed `x-api-key` / `x-secret` pair the merchant configured with the service (gap-facts #25). */
export interface WebhookApiKey {
  readonly key: string
  readonly secret: string
}

/** Options of {@link createWebhookVerifier}. */
export interface WebhookVerifierOptions {
  /**
   * The webhook secrets. Several are accepted at once, for rotation: a signature made
   * with any of them verifies. `standard-webhooks` secrets are `whsec_<base64>`.
   */
  readonly secrets: string | ReadonlyArray<string>
  /** Default `"hmac-sha256"`, the scheme the service uses. */
  readonly scheme?: WebhookScheme | undefined
  /** When set, `x-api-key` and `x-secret` must carry exactly these values too. */
  readonly apiKey?: WebhookApiKey | undefined
  /** `standard-webhooks` only: how far `webhook-timestamp` may be from now, both ways. Default 300. */
  readonly toleranceSeconds?: number | undefined
  /** The current time in epoch milliseconds (for tests and fakes). Default `Date.now`. */
  readonly now?: (() => number) | undefined
}

/** Checks webhook signatures and decodes the notification. Build one and reuse it: keys are imported once. */
export interface WebhookVerifier {
  readonly scheme: WebhookScheme
  /**
   * Checks the signature of `rawBody`, then decodes it.
   *
   * @throws `WebhookVerificationError` — signature (or api key) missing or wrong, timestamp stale.
   * @throws `WebhookPayloadError` — signature fine, body not a valid notification (paths in `issues`).
   * @throws `ConfigurationError` — `rawBody` is a parsed object instead of the raw body.
   */
  verify(rawBody: WebhookRawBody, headers: WebhookHeaders): Promise<IncomingTransfer>
  /** Only the signature check of {@link WebhookVerifier.verify}; the body is not parsed. */
  verifySignature(rawBody: WebhookRawBody, headers: WebhookHeaders): Promise<void>
}

/** `standard-webhooks`: default tolerance, both ways (the standard's own value). */
export const DEFAULT_TOLERANCE_SECONDS = 300

const WHSEC = "whsec_"

/** The HMAC key bytes of a secret under a scheme; throws `ConfigurationError` on a bad secret. */
export const secretKeyBytes = (secret: unknown, scheme: WebhookScheme): Uint8Array<ArrayBuffer> => {
  if (typeof secret !== "string" || secret.length === 0) {
    throw new ConfigurationError({ message: "A webhook secret must be a non-empty string" })
  }
  if (scheme === "hmac-sha256") return utf8(secret)
  const encoded = secret.startsWith(WHSEC) ? secret.slice(WHSEC.length) : secret
  const bytes = fromBase64Strict(encoded)
  if (bytes === undefined || bytes.length === 0) {
    // The secret itself is never put in the message.
    throw new ConfigurationError({
      message: "A standard-webhooks secret must be `whsec_` followed by non-empty, padded, standard base64"
    })
  }
  return bytes
}

/** Imports HMAC-SHA256 keys once; a failed import is retried on the next call. */
export const importKeys = (keyBytes: ReadonlyArray<Uint8Array<ArrayBuffer>>): (() => Promise<Array<CryptoKey>>) => {
  let keys: Promise<Array<CryptoKey>> | undefined
  return () => {
    keys ??= Promise.all(
      keyBytes.map((bytes) =>
        globalThis.crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"])
      )
    ).catch((e: unknown) => {
      keys = undefined
      throw e
    })
    return keys
  }
}

/** base64(HMAC-SHA256(data)) under `key`. */
export const hmacBase64 = async (key: CryptoKey, data: Uint8Array<ArrayBuffer>): Promise<string> =>
  toBase64(new Uint8Array(await globalThis.crypto.subtle.sign("HMAC", key, data)))

const fail = (message: string): never => {
  throw new WebhookVerificationError({ message })
}

const TIMESTAMP = /^(0|[1-9]\d{0,14})$/

/**
 * Builds a verifier. Secrets are checked now (a bad one throws `ConfigurationError`);
 * the Web Crypto keys are imported on the first `verify` and reused.
 *
 * @example
 * ```ts
 * const verifier = createWebhookVerifier({ secrets: [env.PAYRAIL_WEBHOOK_SECRET] })
 * const transfer = await verifier.verify(await request.text(), request.headers)
 * ```
 */
export const createWebhookVerifier = (options: WebhookVerifierOptions): WebhookVerifier => {
  const scheme: WebhookScheme = options.scheme ?? "hmac-sha256"
  if (scheme !== "hmac-sha256" && scheme !== "standard-webhooks") {
    throw new ConfigurationError({ message: `Unknown webhook scheme "${String(scheme)}"` })
  }
  const secrets = typeof options.secrets === "string" ? [options.secrets] : [...(options.secrets ?? [])]
  if (secrets.length === 0) throw new ConfigurationError({ message: "At least one webhook secret is required" })
  const keys = importKeys(secrets.map((s) => secretKeyBytes(s, scheme)))
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS
  if (!Number.isFinite(tolerance) || tolerance < 0) {
    throw new ConfigurationError({ message: "toleranceSeconds must be a number ≥ 0" })
  }
  const now = options.now ?? Date.now
  const apiKey = options.apiKey

  const checkApiKey = (headers: unknown): void => {
    if (apiKey === undefined) return
    const key = singleHeader(headers, "x-api-key")
    const secret = singleHeader(headers, "x-secret")
    if (key === undefined || secret === undefined) fail("Missing x-api-key or x-secret header")
    // Both compared, always, so the time taken does not tell which one was wrong.
    const keyOk = timingSafeEqualText(key!, apiKey.key)
    const secretOk = timingSafeEqualText(secret!, apiKey.secret)
    if (!(keyOk && secretOk)) fail("Wrong x-api-key or x-secret")
  }

  /** True when any of `candidates` equals the MAC of `data` under any key. */
  const anyMatches = async (data: Uint8Array<ArrayBuffer>, candidates: ReadonlyArray<string>): Promise<boolean> => {
    let matched = false
    for (const key of await keys()) {
      const expected = await hmacBase64(key, data)
      for (const candidate of candidates) matched = timingSafeEqualText(candidate, expected) || matched
    }
    return matched
  }

  const verifyHmac = async (body: Uint8Array, headers: unknown): Promise<void> => {
    // A base64 MAC holds neither spaces nor commas; `Headers` joins repeated headers with ", ".
    const candidates = headerValues(headers, "x-hmac-signature")
      .flatMap((v) => v.split(/[\s,]+/))
      .filter((v) => v.length > 0)
    if (candidates.length === 0) fail("Missing x-hmac-signature header")
    if (!(await anyMatches(concatBytes(body), candidates))) fail("No matching signature (x-hmac-signature)")
  }

  const verifyStandard = async (body: Uint8Array, headers: unknown): Promise<void> => {
    const id = singleHeader(headers, "webhook-id")
    const timestamp = singleHeader(headers, "webhook-timestamp")
    const signatures = headerValues(headers, "webhook-signature")
      .flatMap((v) => v.split(/\s+/))
      .filter((v) => v.length > 0)
    if (id === undefined || timestamp === undefined || signatures.length === 0) {
      fail("Missing webhook-id, webhook-timestamp or webhook-signature header")
    }
    if (!TIMESTAMP.test(timestamp!)) fail("Invalid webhook-timestamp header (expected integer seconds)")
    const nowSeconds = Math.floor(now() / 1000)
    const sentAt = Number(timestamp)
    if (nowSeconds - sentAt > tolerance) fail("Webhook timestamp too old")
    if (sentAt - nowSeconds > tolerance) fail("Webhook timestamp too new")
    // `v1,<base64>` entries; other versions (v1a, v2, ...) are skipped, as the standard says.
    // A trailing comma comes from `Headers` joining repeated headers.
    const v1 = signatures.flatMap((entry) => {
      const comma = entry.indexOf(",")
      return comma > 0 && entry.slice(0, comma) === "v1" ? [entry.slice(comma + 1).replace(/,$/, "")] : []
    })
    if (v1.length === 0) fail("No v1 signature in webhook-signature")
    const signed = concatBytes(utf8(`${id}.${timestamp}.`), body)
    if (!(await anyMatches(signed, v1))) fail("No matching signature (webhook-signature)")
  }

  const verifySignature = async (rawBody: WebhookRawBody, headers: WebhookHeaders): Promise<Uint8Array> => {
    const body = rawBodyBytes(rawBody)
    checkApiKey(headers)
    if (scheme === "hmac-sha256") await verifyHmac(body, headers)
    else await verifyStandard(body, headers)
    return body
  }

  return {
    scheme,
    verify: async (rawBody, headers) => parseTransfer(await verifySignature(rawBody, headers)),
    verifySignature: async (rawBody, headers) => {
      await verifySignature(rawBody, headers)
    }
  }
}
