/**
 * Client configuration: what the user passes, and the checked, resolved form the
 * transport uses. The private key is wrapped in `Redacted` here, at the edge, so
 * nothing downstream can print it by accident.
 */
import * as Redacted from "effect/Redacted"
import { ConfigurationError } from "../errors"
import { checkBaseUrl } from "./base-url"
import { DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_MS, isHeaderSafe, optionProblem } from "./options"
import { systemTimer, type Timer } from "./timer"

export { DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_MS, MAX_RETRIES_LIMIT } from "./options"

/** Where `environment` points (docs/service-facts.md#base-urls). */
export const ENVIRONMENTS = {
  sandbox: "https://api-sandbox.y.uno/v1",
  production: "https://api.y.uno/v1",
  "production-eu": "https://api.eu.y.uno/v1"
} as const

/** Options of `createPayrail` and `Payrail.layer`. */
export interface PayrailConfig {
  /** Sent as the `public-api-key` header. */
  readonly publicApiKey: string
  /** Sent as the `private-secret-key` header; kept `Redacted`: never printed, logged or serialised. */
  readonly privateSecretKey: string | Redacted.Redacted<string>
  /** Base URL including `/v1`; else `environment`; else env `PAYRAIL_BASE_URL`; else a `ConfigurationError`. */
  readonly baseUrl?: string | undefined
  /** A shortcut for `baseUrl`: `sandbox` (https://api-sandbox.y.uno/v1), `production`, `production-eu`. */
  readonly environment?: keyof typeof ENVIRONMENTS | undefined
  /** Per-attempt timeout in ms, reading the body included. Default 60 000 (the service's own limit). */
  readonly timeoutMs?: number | undefined
  /** Retries after the first attempt. Default 2. */
  readonly maxRetries?: number | undefined
  /** Default `X-Organization-Code` for `reports.create`. */
  readonly organizationCode?: string | undefined
  /** Default account for calls that need one (`x-account-code` of `subscriptions.list`, `customers.delete`). */
  readonly accountId?: string | undefined
  /** Custom transport; the fake from `@payrail/testing` plugs in here. Default: `node:http` on Node, else the global `fetch`. */
  readonly fetch?: typeof globalThis.fetch | undefined
  /**
   * `"auto"` (default): with no `fetch` given, `node:http`/`node:https` with a keep-alive agent on Node
   * (faster than Node's `fetch`), the global `fetch` elsewhere. `"fetch"`: always the global `fetch`.
   */
  readonly transport?: "auto" | "fetch" | undefined
  /** Backoff between retries: exponential with jitter from `initialDelayMs` (default 500) up to `maxDelayMs` (default 8000). */
  readonly retryBackoff?: { readonly initialDelayMs?: number | undefined; readonly maxDelayMs?: number | undefined } | undefined
  /** A larger response body fails with `ResponseValidationError` (not retried); reading stops at the limit. Default 16 MiB. */
  readonly maxResponseBytes?: number | undefined
  /**
   * Allows an `http:` base URL on a host that is not loopback (the keys then cross the network in clear).
   * Without it only `https:`, loopback hosts and `.invalid` names (which never resolve) are accepted.
   */
  readonly allowInsecureHttp?: boolean | undefined
}

/** Per-call options, the last argument of every method. */
export interface RequestOptions {
  /** Idempotency key for this logical call (printable ASCII, 1–255 characters); else a fresh UUID v4 made once and reused on every attempt. */
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
  /** Absent means `"auto"`. */
  readonly transport?: "auto" | "fetch" | undefined
  readonly initialDelayMs: number
  readonly maxDelayMs: number
  readonly maxResponseBytes: number
  /** Arms the per-attempt timeouts and the waits between attempts. */
  readonly timer: Timer
}

/**
 * Not public: a config carrying this key gets its timers from it (tests drive time by hand with it,
 * so no test waits on the wall clock).
 */
export const internalTimer: unique symbol = Symbol.for("@payrail/core/internal/timer")

// Read without importing `node:process`, so the same code runs on Workers and Deno.
const envBaseUrl = (): string | undefined => {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
  const value = env?.PAYRAIL_BASE_URL
  // Stryker disable next-line ConditionalExpression,EqualityOperator: `value &&` already turns the empty string away; the length test only restates it
  return value && value.length > 0 ? value : undefined
}

const option = (name: string, value: unknown, fallback: number, kind: Parameters<typeof optionProblem>[1]): number => {
  if (value === undefined) return fallback
  const problem = optionProblem(value, kind)
  if (problem !== undefined) throw new ConfigurationError({ message: `${name} ${problem}` })
  return value as number
}

// The key is never echoed: a message names the option and the rule, not the value.
const checkKey = (name: string, value: string) => {
  if (!isHeaderSafe(value)) {
    throw new ConfigurationError({ message: `${name} contains characters a header cannot carry (only visible ASCII, no spaces or line breaks)` })
  }
}

const pickBaseUrl = (config: PayrailConfig): string => {
  if (config.environment !== undefined) {
    if (config.baseUrl !== undefined) throw new ConfigurationError({ message: "Give either baseUrl or environment, not both" })
    const url = Object.hasOwn(ENVIRONMENTS, config.environment) ? ENVIRONMENTS[config.environment] : undefined
    if (url === undefined) {
      throw new ConfigurationError({ message: `environment must be one of ${Object.keys(ENVIRONMENTS).join(", ")}, got ${JSON.stringify(String(config.environment))}` })
    }
    return url
  }
  const url = config.baseUrl ?? envBaseUrl()
  if (url === undefined) {
    throw new ConfigurationError({
      message: "baseUrl is required (or environment: \"sandbox\" | \"production\" | \"production-eu\", or set PAYRAIL_BASE_URL), e.g. https://api-sandbox.y.uno/v1"
    })
  }
  return url
}

/** Checks the config and fills defaults. Throws `ConfigurationError` naming the bad option. */
export const resolveConfig = (config: PayrailConfig): ResolvedConfig => {
  if (typeof config !== "object" || config === null) {
    throw new ConfigurationError({ message: "createPayrail needs a config object: { publicApiKey, privateSecretKey, baseUrl }" })
  }
  if (typeof config.publicApiKey !== "string" || config.publicApiKey.length === 0) {
    throw new ConfigurationError({ message: "publicApiKey is required" })
  }
  checkKey("publicApiKey", config.publicApiKey)
  // A plain key is wrapped before it is checked: one check (below) covers both forms.
  const secret = Redacted.isRedacted(config.privateSecretKey)
    ? (config.privateSecretKey as Redacted.Redacted<string>)
    : Redacted.make(config.privateSecretKey, { label: "privateSecretKey" })
  const secretValue: unknown = Redacted.value(secret)
  if (typeof secretValue !== "string" || secretValue.length === 0) throw new ConfigurationError({ message: "privateSecretKey is required" })
  checkKey("privateSecretKey", secretValue)
  // "" means "not set" (reports.create then asks for one per call)
  if (config.organizationCode !== undefined && config.organizationCode !== "" && (typeof config.organizationCode !== "string" || !isHeaderSafe(config.organizationCode))) {
    throw new ConfigurationError({ message: "organizationCode must be a string of visible ASCII characters" })
  }
  if (config.allowInsecureHttp !== undefined && typeof config.allowInsecureHttp !== "boolean") {
    throw new ConfigurationError({ message: "allowInsecureHttp must be a boolean" })
  }
  const baseUrl = checkBaseUrl(pickBaseUrl(config), config.allowInsecureHttp === true)
  if (config.fetch !== undefined && typeof config.fetch !== "function") {
    throw new ConfigurationError({ message: "fetch must be a function" })
  }
  if (config.transport !== undefined && config.transport !== "auto" && config.transport !== "fetch") {
    throw new ConfigurationError({ message: `transport must be "auto" or "fetch", got ${JSON.stringify(String(config.transport))}` })
  }
  const initialDelayMs = option("retryBackoff.initialDelayMs", config.retryBackoff?.initialDelayMs, 500, "delay")
  const timer = (config as { readonly [internalTimer]?: Timer })[internalTimer]
  return {
    publicApiKey: config.publicApiKey,
    privateSecretKey: secret,
    baseUrl,
    timeoutMs: option("timeoutMs", config.timeoutMs, DEFAULT_TIMEOUT_MS, "timeoutMs"),
    maxRetries: option("maxRetries", config.maxRetries, DEFAULT_MAX_RETRIES, "maxRetries"),
    organizationCode: config.organizationCode,
    accountId: config.accountId,
    fetch: config.fetch,
    transport: config.transport ?? "auto",
    initialDelayMs,
    maxDelayMs: Math.max(initialDelayMs, option("retryBackoff.maxDelayMs", config.retryBackoff?.maxDelayMs, 8_000, "delay")),
    maxResponseBytes: option("maxResponseBytes", config.maxResponseBytes, DEFAULT_MAX_RESPONSE_BYTES, "maxResponseBytes"),
    timer: timer ?? systemTimer
  }
}
