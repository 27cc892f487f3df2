/**
 * Webhook verification, framework-free. HMAC runs on `node:crypto` where the runtime has it
 * (Node, Bun, Deno: synchronous, one key object per secret) and on Web Crypto elsewhere
 * (Cloudflare Workers), see `hmac.ts`.
 *
 * Two schemes:
 * - `hmac-sha256` (docs/service-facts.md#webhook-signature, what the service sends): header `x-hmac-signature` =
 *   base64(HMAC-SHA256(raw body)), the key being the secret's UTF-8 bytes; a `sha256=` prefix
 *   and hex are accepted too. No timestamp is signed, so a replay verifies: the resource's own
 *   `updated_at` (else `created_at`) must be within `maxAgeSeconds`, and the router deduplicates.
 * - `standard-webhooks` (standardwebhooks.com): `webhook-id`, `webhook-timestamp` and
 *   `webhook-signature` (space-separated `v1,<base64>` list) over `id.timestamp.body`, with
 *   `whsec_<base64>` secrets (at least 16 bytes) and a timestamp tolerance.
 */
import { ConfigurationError, WebhookVerificationError, type WebhookVerificationReason } from "../errors"
import type { WebhookEvent } from "./catalogue"
import { hmacKey, type HmacKey, type MessagePart, sha256 } from "./hmac"
import {
  fromBase64Strict,
  headerValues,
  rawBodyBytes,
  signatureBytes,
  singleHeader,
  timingSafeEqual,
  utf8,
  type WebhookHeaders,
  type WebhookRawBody
} from "./internal"
import { parseEvent } from "./payload"
import { isStale } from "./timestamps"

export type { WebhookHeaders, WebhookRawBody } from "./internal"

/** How a webhook is signed. */
export type WebhookScheme = "hmac-sha256" | "standard-webhooks"

/** The fixed `x-api-key` / `x-secret` pair the merchant configured with the service (docs/service-facts.md#webhook-signature). */
export interface WebhookApiKey {
  readonly key: string
  readonly secret: string
}

/** Options of {@link createWebhookVerifier}. */
export interface WebhookVerifierOptions {
  /**
   * The webhook secrets. Several are accepted at once, for rotation: a signature made
   * with any of them verifies. `standard-webhooks` secrets are `whsec_<base64>` of at least 16 bytes.
   */
  readonly secrets: string | ReadonlyArray<string>
  /** Default `"hmac-sha256"`, the scheme the service uses. */
  readonly scheme?: WebhookScheme | undefined
  /** When set, `x-api-key` and `x-secret` must carry exactly these values too. */
  readonly apiKey?: WebhookApiKey | undefined
  /** `standard-webhooks` only: how far `webhook-timestamp` may be from now, both ways. Default 300. */
  readonly toleranceSeconds?: number | undefined
  /**
   * `hmac-sha256` only (it signs no timestamp): a notification whose resource was last updated
   * (`updated_at`, else `created_at`) longer ago than this is refused as a replay (401, reason
   * `"stale"`). Default 7 days, which covers the service's 4-day retry schedule; `false` turns it off.
   */
  readonly maxAgeSeconds?: number | false | undefined
  /** The current time in epoch milliseconds (for tests and fakes). Default `Date.now`. */
  readonly now?: (() => number) | undefined
}

/** Checks webhook signatures and decodes the notification. Build one and reuse it: keys are made once. */
export interface WebhookVerifier {
  readonly scheme: WebhookScheme
  /**
   * Checks the signature of `rawBody`, then decodes it into an event.
   *
   * @throws `WebhookVerificationError` — signature (or api key) missing or wrong, timestamp stale (`reason`).
   * @throws `WebhookPayloadError` — signature fine, body not a valid notification (paths in `issues`).
   * @throws `ConfigurationError` — `rawBody` is a parsed object instead of the raw body.
   */
  verify(rawBody: WebhookRawBody, headers: WebhookHeaders): Promise<WebhookEvent>
  /** Only the signature check of {@link WebhookVerifier.verify}; the body is not parsed. */
  verifySignature(rawBody: WebhookRawBody, headers: WebhookHeaders): Promise<void>
}

/** `standard-webhooks`: default tolerance, both ways (the standard's own value). */
export const DEFAULT_TOLERANCE_SECONDS = 300

/** `hmac-sha256`: default age limit of a notification's resource, 7 days (docs/service-facts.md#webhook-retries: retries span 4 days). */
export const DEFAULT_MAX_AGE_SECONDS = 7 * 24 * 60 * 60

/** The shortest `standard-webhooks` secret accepted, in bytes (the standard's own minimum is 24). */
export const MIN_STANDARD_SECRET_BYTES = 16

const WHSEC = "whsec_"

/** The HMAC key bytes of a secret under a scheme; throws `ConfigurationError` on a blank or weak one. */
export const secretKeyBytes = (secret: unknown, scheme: WebhookScheme): Uint8Array<ArrayBuffer> => {
  // The secret itself is never put in a message.
  if (typeof secret !== "string" || secret.trim().length === 0) {
    throw new ConfigurationError({ message: "A webhook secret must be a non-blank string" })
  }
  if (scheme === "hmac-sha256") return utf8(secret)
  const encoded = secret.startsWith(WHSEC) ? secret.slice(WHSEC.length) : secret
  const bytes = fromBase64Strict(encoded)
  if (bytes === undefined || bytes.length === 0) {
    throw new ConfigurationError({
      message: "A standard-webhooks secret must be `whsec_` followed by non-empty, padded, standard base64"
    })
  }
  if (bytes.length < MIN_STANDARD_SECRET_BYTES) {
    throw new ConfigurationError({
      message: `A standard-webhooks secret must hold at least ${MIN_STANDARD_SECRET_BYTES} bytes (this one holds ${bytes.length})`
    })
  }
  return bytes
}

const fail = (message: string, reason: WebhookVerificationReason): never => {
  throw new WebhookVerificationError({ message, reason })
}

const TIMESTAMP = /^(0|[1-9]\d{0,14})$/

/** The non-empty entries of every value of a signature header, in order (a loop: it runs on every webhook). */
const signatureEntries = (values: ReadonlyArray<string>, separator: RegExp): Array<string> => {
  const entries: Array<string> = []
  for (const value of values) {
    for (const entry of value.split(separator)) if (entry.length > 0) entries.push(entry)
  }
  return entries
}

/**
 * True when any of `candidates` equals the MAC of `message` under any key; every pair is compared.
 * Synchronous where the keys are (node:crypto), a Promise on Web Crypto: no await on the fast path.
 */
const anyMatches = (
  keys: ReadonlyArray<HmacKey>,
  message: ReadonlyArray<MessagePart>,
  candidates: ReadonlyArray<Uint8Array>
): boolean | Promise<boolean> => {
  let matched = false
  for (let i = 0; i < keys.length; i++) {
    const expected = keys[i]!.sign(message)
    if (expected instanceof Promise) return matchRest(keys, i, expected, message, candidates, matched)
    for (const candidate of candidates) matched = timingSafeEqual(candidate, expected) || matched
  }
  return matched
}

const matchRest = async (
  keys: ReadonlyArray<HmacKey>,
  from: number,
  first: Promise<Uint8Array>,
  message: ReadonlyArray<MessagePart>,
  candidates: ReadonlyArray<Uint8Array>,
  matchedBefore: boolean
): Promise<boolean> => {
  let matched = matchedBefore
  for (let i = from; i < keys.length; i++) {
    // Stryker disable next-line ConditionalExpression: `first` is the MAC of the same message under keys[from]; signing it again gives the same bytes
    const expected = i === from ? await first : await keys[i]!.sign(message)
    for (const candidate of candidates) matched = timingSafeEqual(candidate, expected) || matched
  }
  return matched
}

/** `then(value)` now when `value` is not a Promise; chained otherwise. */
const andThen = <A, B>(value: A | Promise<A>, then: (a: A) => B): B | Promise<B> =>
  value instanceof Promise ? value.then(then) : then(value)

/**
 * Builds a verifier. Secrets are checked now (a blank or weak one throws `ConfigurationError`)
 * and their keys made once.
 *
 * @example
 * ```ts
 * const verifier = createWebhookVerifier({ secrets: [env.PAYRAIL_WEBHOOK_SECRET] })
 * const event = await verifier.verify(await request.text(), request.headers)
 * if (event.name === "payment.purchase") console.log(event.data.status)
 * ```
 */
export const createWebhookVerifier = (options: WebhookVerifierOptions): WebhookVerifier => {
  const scheme: WebhookScheme = options.scheme ?? "hmac-sha256"
  if (scheme !== "hmac-sha256" && scheme !== "standard-webhooks") {
    throw new ConfigurationError({ message: `Unknown webhook scheme "${String(scheme)}"` })
  }
  const secrets = typeof options.secrets === "string" ? [options.secrets] : [...(options.secrets ?? [])]
  if (secrets.length === 0) throw new ConfigurationError({ message: "At least one webhook secret is required" })
  const keys = secrets.map((s) => hmacKey(secretKeyBytes(s, scheme)))
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS
  if (!Number.isFinite(tolerance) || tolerance < 0) {
    throw new ConfigurationError({ message: "toleranceSeconds must be a number ≥ 0" })
  }
  const maxAge = options.maxAgeSeconds ?? DEFAULT_MAX_AGE_SECONDS
  if (maxAge !== false && !(typeof maxAge === "number" && maxAge > 0 && maxAge !== Infinity)) {
    throw new ConfigurationError({ message: "maxAgeSeconds must be a number > 0, or false" })
  }
  const now = options.now ?? Date.now
  const apiKey = options.apiKey
  if (apiKey !== undefined && (typeof apiKey.key !== "string" || typeof apiKey.secret !== "string" || apiKey.key === "" || apiKey.secret === "")) {
    throw new ConfigurationError({ message: "apiKey needs a non-empty key and secret" })
  }
  // Digests of the expected values: compared over a fixed length, so the time taken tells nothing of their length.
  let expectedApiKey: Promise<[Uint8Array, Uint8Array]> | undefined

  const checkApiKey = async (headers: unknown): Promise<void> => {
    if (apiKey === undefined) return
    const key = singleHeader(headers, "x-api-key")
    const secret = singleHeader(headers, "x-secret")
    if (key === undefined || secret === undefined) fail("Missing x-api-key or x-secret header", "api-key")
    expectedApiKey ??= Promise.all([sha256(apiKey.key), sha256(apiKey.secret)])
    const [expectedKey, expectedSecret] = await expectedApiKey
    // Both compared, always, so the time taken does not tell which one was wrong.
    const keyOk = timingSafeEqual(await sha256(key!), expectedKey)
    const secretOk = timingSafeEqual(await sha256(secret!), expectedSecret)
    if (!(keyOk && secretOk)) fail("Wrong x-api-key or x-secret", "api-key")
  }

  const verifyHmac = (body: string | Uint8Array, headers: unknown): void | Promise<void> => {
    // A base64 or hex MAC holds neither spaces nor commas; `Headers` joins repeated headers with ", ".
    // Stryker disable next-line Regex: splitting on single separators only adds empty pieces, which signatureEntries drops
    const values = signatureEntries(headerValues(headers, "x-hmac-signature"), /[\s,]+/)
    if (values.length === 0) fail("Missing x-hmac-signature header", "missing-signature")
    const candidates: Array<Uint8Array> = []
    for (const value of values) {
      const bytes = signatureBytes(value)
      if (bytes !== undefined) candidates.push(bytes)
    }
    // Stryker disable next-line ConditionalExpression: with no candidate anyMatches is false and the same error, with the same message and reason, follows
    if (candidates.length === 0) fail("No matching signature (x-hmac-signature)", "invalid-signature")
    return andThen(anyMatches(keys, [body], candidates), (ok) => {
      if (!ok) fail("No matching signature (x-hmac-signature)", "invalid-signature")
    })
  }

  const verifyStandard = (body: string | Uint8Array, headers: unknown): void | Promise<void> => {
    const id = singleHeader(headers, "webhook-id")
    const timestamp = singleHeader(headers, "webhook-timestamp")
    // Stryker disable next-line Regex: splitting on single spaces only adds empty pieces, which signatureEntries drops
    const signatures = signatureEntries(headerValues(headers, "webhook-signature"), /\s+/)
    if (id === undefined || timestamp === undefined || signatures.length === 0) {
      fail("Missing webhook-id, webhook-timestamp or webhook-signature header", "missing-signature")
    }
    if (!TIMESTAMP.test(timestamp!)) fail("Invalid webhook-timestamp header (expected integer seconds)", "invalid-signature")
    const nowSeconds = Math.floor(now() / 1000)
    const sentAt = Number(timestamp)
    if (nowSeconds - sentAt > tolerance) fail("Webhook timestamp too old", "stale")
    if (sentAt - nowSeconds > tolerance) fail("Webhook timestamp too new", "stale")
    // `v1,<base64>` entries; other versions (v1a, v2, ...) are skipped, as the standard says.
    // A trailing comma comes from `Headers` joining repeated headers.
    const v1: Array<Uint8Array> = []
    let anyV1 = false
    for (const entry of signatures) {
      if (!entry.startsWith("v1,")) continue
      anyV1 = true
      const bytes = fromBase64Strict(entry.endsWith(",") ? entry.slice(3, -1) : entry.slice(3))
      if (bytes?.length === 32) v1.push(bytes)
    }
    if (!anyV1) fail("No v1 signature in webhook-signature", "invalid-signature")
    // Stryker disable next-line ConditionalExpression: with no v1 signature anyMatches is false and the same error, with the same message and reason, follows
    if (v1.length === 0) fail("No matching signature (webhook-signature)", "invalid-signature")
    return andThen(anyMatches(keys, [`${id}.${timestamp}.`, body], v1), (ok) => {
      if (!ok) fail("No matching signature (webhook-signature)", "invalid-signature")
    })
  }

  /**
   * The body as received: a string stays a string (hashed and parsed without re-encoding).
   * Synchronous on node:crypto without an api key check; a Promise otherwise. Throws on failure.
   */
  const verifySignature = (rawBody: WebhookRawBody, headers: WebhookHeaders): string | Uint8Array | Promise<string | Uint8Array> => {
    const body = typeof rawBody === "string" ? rawBody : rawBodyBytes(rawBody)
    const check = () => andThen(scheme === "hmac-sha256" ? verifyHmac(body, headers) : verifyStandard(body, headers), () => body)
    // Stryker disable next-line ConditionalExpression: checkApiKey returns at once without an api key; the check then runs a tick later, and verify and verifySignature await either
    return apiKey === undefined ? check() : checkApiKey(headers).then(check)
  }

  return {
    scheme,
    verify: async (rawBody, headers) => {
      const verified = verifySignature(rawBody, headers)
      const event = parseEvent(verified instanceof Promise ? await verified : verified)
      if (scheme === "hmac-sha256" && maxAge !== false && isStale(event, now(), maxAge)) {
        fail(`The notification's resource is older than maxAgeSeconds (${maxAge} s): refused as a replay`, "stale")
      }
      return event
    },
    verifySignature: async (rawBody, headers) => {
      const verified = verifySignature(rawBody, headers)
      // Stryker disable next-line ConditionalExpression: awaiting a value that is not a Promise only defers; the function resolves the same
      if (verified instanceof Promise) await verified
    }
  }
}
