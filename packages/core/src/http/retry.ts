/**
 * Which failures are retried, and how long to wait between attempts.
 *
 * docs/errors-and-retries.md: connection errors, timeouts, 429, 500, 502,
 * 503, 504 and 400 REQUEST_IN_PROCESS are retried; any other 4xx never is. A call
 * that carries no idempotency key and changes state (e.g. `reports.create`) is
 * retried only when the request certainly never reached the service, or on 429.
 */
import { type PayrailApiError, ResponseError } from "../errors"

/**
 * - `safe`: reads and idempotency-keyed writes — a repeat cannot apply twice.
 * - `unsafe`: writes without a key — only retried when nothing can have been applied.
 */
export type RetryMode = "safe" | "unsafe"

const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504])

/** Retry-After is honoured up to this bound. */
export const MAX_RETRY_AFTER_MS = 60_000

export const isRetryable = (error: PayrailApiError, mode: RetryMode): boolean => {
  switch (error._tag) {
    case "ConnectionError":
      return mode === "safe" || !error.mayHaveReachedServer
    case "TimeoutError":
      return mode === "safe"
    case "RateLimitedError":
      return true
    case "ApiError":
    case "InvalidRequestError":
      if (mode === "unsafe") return false
      return RETRYABLE_STATUSES.has(error.status) || (error.status === 400 && error.code === "REQUEST_IN_PROCESS")
    default:
      return false
  }
}

const retryAfterOf = (error: PayrailApiError): number =>
  error instanceof ResponseError && error.retryAfterMs !== undefined ? Math.min(error.retryAfterMs, MAX_RETRY_AFTER_MS) : 0

/**
 * A `REQUEST_IN_PROCESS` answer means the first attempt is still running on the service: retrying
 * sooner than this only spends the retry budget (the fake's compressed 10–100 ms backoff spent all
 * of it in one slow request). Retry-After, when sent, is honoured above it.
 */
export const REQUEST_IN_PROCESS_MIN_DELAY_MS = 500

const isInProcess = (error: PayrailApiError): boolean =>
  error instanceof ResponseError && error.status === 400 && error.code === "REQUEST_IN_PROCESS"

/**
 * The wait before retry number `retry` (0 for the first): exponential backoff with jitter
 * (×0.8–1.2) from `initialDelayMs`, capped at `maxDelayMs`; never shorter than the server's
 * Retry-After (any status, up to 60 s), nor than the REQUEST_IN_PROCESS floor.
 */
export const retryDelay = (
  error: PayrailApiError,
  retry: number,
  options: { readonly initialDelayMs: number; readonly maxDelayMs: number },
  random: () => number = Math.random
): number => {
  const backoff = Math.min(options.initialDelayMs * 2 ** retry * (0.8 + 0.4 * random()), options.maxDelayMs)
  return Math.round(Math.max(backoff, retryAfterOf(error), isInProcess(error) ? REQUEST_IN_PROCESS_MIN_DELAY_MS : 0))
}

/**
 * Before the LAST retry of a `REQUEST_IN_PROCESS` answered without Retry-After, wait at least the
 * attempt's own timeout: the first attempt may still be running for that long, and a last retry
 * sent sooner gets the same answer and ends the call while the payment goes on to succeed.
 * (Retry-After, when sent, already sets the wait.) See docs/errors-and-retries.md.
 */
export const inProcessLastRetryFloor = (error: PayrailApiError, isLastRetry: boolean, timeoutMs: number): number =>
  isLastRetry && isInProcess(error) && (error as ResponseError).retryAfterMs === undefined ? timeoutMs : 0

/** Parses a `Retry-After` header: delay-seconds or an HTTP date. */
export const parseRetryAfter = (value: string | undefined, now: number): number | undefined => {
  if (value === undefined || value.trim() === "") return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
