/**
 * Client configuration: what the user passes, and the checked, resolved form the
 * transport uses. The private key is wrapped in `Redacted` here, at the edge, so
 * nothing downstream can print it by accident.
 */
import * as Redacted from "effect/Redacted"
import { ConfigurationError } from "../errors"

/** Options of `createPayrail` and `Payrail.layer`. */
export interface PayrailConfig {
  /** Sent as the `public-api-key` header. */
  readonly publicApiKey: string
  /** Sent as the `private-secret-key` header; kept `Redacted`: never printed, logged or serialised. */
  readonly privateSecretKey: string | Redacted.Redacted<string>
  /** Base URL including `/v1`; else env `PAYRAIL_BASE_URL`; else a `ConfigurationError`. */
  readonly baseUrl?: string | undefined
  /** Per-attempt timeout in ms, reading the body included. Default 60 000 (the service's own limit). */
  readonly timeoutMs?: number | undefined
  /** Retries after the first attempt. Default 2. */
  readonly maxRetries?: number | undefined
  /** Default `X-Organization-Code` for `reports.create`. */
  readonly organizationCode?: string | undefined
  /** Default account for calls that need one (`x-account-code` of `subscriptions.list`, `customers.delete`). */
  readonly accountId?: string | undefined
  /** Custom transport; the fake from `@payrail/testing` plugs in here. Default: the global `fetch`. */
  readonly fetch?: typeof globalThis.fetch | undefined
  /** Backoff between retries: exponential with jitter from `initialDelayMs` (default 500) up to `maxDelayMs` (default 8000). */
  readonly retryBackoff?: { readonly initialDelayMs?: number | undefined; readonly maxDelayMs?: number | undefined } | undefined
}

/** Per-call options, the last argument of every method. */
export interface RequestOptions {
  /** Idempotency key for this logical call; else a fresh UUID v4 made once and reused on every attempt. */
  readonly idempotencyKey?: string | undefined
  readonly timeoutMs?: number | undefined
  readonly maxRetries?: number | undefined
  /** Aborting it stops the call (and any retry still waiting). */
  readonly signal?: AbortSignal | undefined
  /** Extra headers; they cannot override the credentials. */
  readonly headers?: Readonly<Record<string, string>> | undefined
}

/** The checked configuration the transport runs on. */
export interface ResolvedConfig {
  readonly publicApiKey: string
  readonly privateSecretKey: Redacted.Redacted<string>
  readonly baseUrl: string
  readonly timeoutMs: number
  readonly maxRetries: number
  readonly organizationCode: string | undefined
  readonly accountId: string | undefined
  readonly fetch: typeof globalThis.fetch | undefined
  readonly initialDelayMs: number
  readonly maxDelayMs: number
}

export const DEFAULT_TIMEOUT_MS = 60_000
export const DEFAULT_MAX_RETRIES = 2
/** An upper bound so that a typo cannot turn into an endless retry loop. */
export const MAX_RETRIES_LIMIT = 10

// Read without importing `node:process`, so the same code runs on Workers and Deno.
const envBaseUrl = (): string | undefined => {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
  const value = env?.PAYRAIL_BASE_URL
  return value && value.length > 0 ? value : undefined
}

const integerOption = (name: string, value: number | undefined, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) => {
  if (value === undefined) return fallback
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigurationError({ message: `${name} must be an integer between ${min} and ${max}, got ${String(value)}` })
  }
  return value
}

/** Checks the config and fills defaults. Throws `ConfigurationError` naming the bad option. */
export const resolveConfig = (config: PayrailConfig): ResolvedConfig => {
  if (typeof config !== "object" || config === null) {
    throw new ConfigurationError({ message: "createPayrail needs a config object: { publicApiKey, privateSecretKey, baseUrl }" })
  }
  if (typeof config.publicApiKey !== "string" || config.publicApiKey.length === 0) {
    throw new ConfigurationError({ message: "publicApiKey is required" })
  }
  const secret = Redacted.isRedacted(config.privateSecretKey)
    ? (config.privateSecretKey as Redacted.Redacted<string>)
    : typeof config.privateSecretKey === "string" && config.privateSecretKey.length > 0
    ? Redacted.make(config.privateSecretKey, { label: "privateSecretKey" })
    : undefined
  if (secret === undefined) throw new ConfigurationError({ message: "privateSecretKey is required" })

  const rawBaseUrl = config.baseUrl ?? envBaseUrl()
  if (rawBaseUrl === undefined) {
    throw new ConfigurationError({
      message: "baseUrl is required (or set PAYRAIL_BASE_URL), e.g. https://api-sandbox.y.uno/v1"
    })
  }
  let parsed: URL
  try {
    parsed = new URL(rawBaseUrl)
  } catch {
    throw new ConfigurationError({ message: `baseUrl is not a valid URL: ${rawBaseUrl}` })
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new ConfigurationError({ message: `baseUrl must be http(s), got ${parsed.protocol}` })
  }
  if (config.fetch !== undefined && typeof config.fetch !== "function") {
    throw new ConfigurationError({ message: "fetch must be a function" })
  }
  const initialDelayMs = integerOption("retryBackoff.initialDelayMs", config.retryBackoff?.initialDelayMs, 500)
  return {
    publicApiKey: config.publicApiKey,
    privateSecretKey: secret,
    baseUrl: rawBaseUrl.replace(/\/+$/, ""),
    timeoutMs: integerOption("timeoutMs", config.timeoutMs, DEFAULT_TIMEOUT_MS, 1),
    maxRetries: integerOption("maxRetries", config.maxRetries, DEFAULT_MAX_RETRIES, 0, MAX_RETRIES_LIMIT),
    organizationCode: config.organizationCode,
    accountId: config.accountId,
    fetch: config.fetch,
    initialDelayMs,
    maxDelayMs: Math.max(initialDelayMs, integerOption("retryBackoff.maxDelayMs", config.retryBackoff?.maxDelayMs, 8_000))
  }
}
