/**
 * The rules for the numeric options and header values, shared by the constructor
 * (`ConfigurationError`) and every call's `RequestOptions` (`RequestValidationError`),
 * so a per-call option is held to exactly what the client's config is.
 */

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
/** Printable ASCII (and tab): a header value that cannot split a request. */
export const isHeaderValue = (value: string): boolean => /^[\x20-\x7e\t]*$/.test(value)
