/**
 * The rules for the numeric options and header values, shared by the constructor
 * (`ConfigurationError`) and every call's `RequestOptions` (`RequestValidationError`),
 * so a per-call option is held to exactly what the client's config is.
 */
import { type Issue, RequestValidationError } from "../errors"
import type { RequestOptions, ResolvedConfig } from "./config"

export const DEFAULT_TIMEOUT_MS = 60_000
export const DEFAULT_MAX_RETRIES = 2
/** An upper bound so that a typo cannot turn into an endless retry loop. */
export const MAX_RETRIES_LIMIT = 10
export const DEFAULT_MAX_RESPONSE_BYTES = 16 * 1024 * 1024
/** The largest delay a JS timer keeps (a larger one fires at once). */
const MAX_TIMER_MS = 2_147_483_647

const RULES = {
  timeoutMs: { min: 1, max: MAX_TIMER_MS },
  maxRetries: { min: 0, max: MAX_RETRIES_LIMIT },
  delay: { min: 0, max: MAX_TIMER_MS },
  maxResponseBytes: { min: 1, max: Number.MAX_SAFE_INTEGER }
} as const

/** What is wrong with a numeric option, or undefined when it is fine. */
export const optionProblem = (value: unknown, kind: keyof typeof RULES): string | undefined => {
  const { min, max } = RULES[kind]
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max
    ? undefined
    : `must be an integer between ${min} and ${max}, got ${typeof value === "number" ? String(value) : typeof value}`
}

/** Visible ASCII only: what a key or header value may hold without being split, rejected or echoed by a fetch implementation. */
export const isHeaderSafe = (value: string): boolean => /^[\x21-\x7e]+$/.test(value)
// Printable ASCII, 1–255 characters, no space at either end (fetch would trim it and the service would see another key).
const IDEMPOTENCY_KEY = /^[\x21-\x7e](?:[\x20-\x7e]{0,253}[\x21-\x7e])?$/
// RFC 9110 token
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i
/** Printable ASCII (and tab): a header value that cannot split a request. */
export const isHeaderValue = (value: string): boolean => /^[\x20-\x7e\t]*$/.test(value)

/** Per-call options, checked and merged with the client's; what one logical call runs with. */
export interface CallOptions {
  readonly timeoutMs: number
  readonly maxRetries: number
  readonly idempotencyKey: string | undefined
  readonly headers: Readonly<Record<string, string>> | undefined
  readonly signal: AbortSignal | undefined
}

/**
 * Checks `options` before anything is sent. Never echoes a header value or a key in a message:
 * it names the option and the rule.
 */
export const resolveCallOptions = (
  operation: string,
  config: ResolvedConfig,
  options: RequestOptions | undefined
): CallOptions | RequestValidationError => {
  if (options === undefined) {
    return { timeoutMs: config.timeoutMs, maxRetries: config.maxRetries, idempotencyKey: undefined, headers: undefined, signal: undefined }
  }
  const issues: Array<Issue> = []
  if (typeof options !== "object" || options === null) {
    return new RequestValidationError({ operation, issues: [{ path: "options", message: "Expected an object" }] })
  }
  const number = (name: "timeoutMs" | "maxRetries", fallback: number) => {
    const value: unknown = options[name]
    if (value === undefined) return fallback
    const problem = optionProblem(value, name)
    // Stryker disable next-line Regex: The problem always begins with `must be an integer between …`, so the first match of /must/ is the one /^must/ replaces.
    if (problem !== undefined) issues.push({ path: `options.${name}`, message: problem.replace(/^must/, "Must") })
    return value as number
  }
  const timeoutMs = number("timeoutMs", config.timeoutMs)
  const maxRetries = number("maxRetries", config.maxRetries)
  const key: unknown = options.idempotencyKey
  if (key !== undefined && (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key))) {
    issues.push({ path: "options.idempotencyKey", message: "Must be 1–255 printable ASCII characters, without a space at either end" })
  }
  const headers: unknown = options.headers
  if (headers !== undefined) {
    if (typeof headers !== "object" || headers === null) issues.push({ path: "options.headers", message: "Expected an object of strings" })
    else {
      for (const [name, value] of Object.entries(headers)) {
        if (!HEADER_NAME.test(name)) issues.push({ path: "options.headers", message: "A header name is not a valid HTTP token" })
        else if (typeof value !== "string" || !isHeaderValue(value)) {
          issues.push({ path: `options.headers.${name}`, message: "Must be a string of printable ASCII characters (no line breaks)" })
        }
      }
    }
  }
  const signal: unknown = options.signal
  if (signal !== undefined && !(signal instanceof AbortSignal)) issues.push({ path: "options.signal", message: "Expected an AbortSignal" })
  if (issues.length > 0) return new RequestValidationError({ operation, issues })
  return {
    timeoutMs,
    maxRetries,
    idempotencyKey: key as string | undefined,
    headers: headers as Readonly<Record<string, string>> | undefined,
    signal: signal as AbortSignal | undefined
  }
}
