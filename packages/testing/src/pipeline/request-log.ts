/**
 * `fake.requests`: the bounded log of API requests, and the entry the pipeline opens for each
 * request and closes with how it ended. What it keeps of a body: request-log-body.ts.
 */
import type { RequestHeaders } from "../foundation/request-headers"
import type { FakeRequest } from "./fake-request"
import { DEFAULT_REQUEST_LOG_BODY_LENGTH } from "./request-log-body"
import type { RequestLogEntry } from "./request-log-entry"

/**
 * `fake.requests`: the last `limit` API requests, oldest first, in one array that stays the
 * same object for the fake's lifetime; `total` counts every request, kept or not.
 */
export interface RequestLog {
  readonly entries: Array<RequestLogEntry>
  readonly limit: number
  /** Characters of body text kept per entry. */
  readonly maxBodyLength: number
  readonly total: number
  add(entry: RequestLogEntry): void
  clear(): void
}

/** Default `requestLog.limit` of `createFakePayrail`. */
export const DEFAULT_REQUEST_LOG_LIMIT = 10_000

export const makeRequestLog = (limit: number = DEFAULT_REQUEST_LOG_LIMIT, maxBodyLength: number = DEFAULT_REQUEST_LOG_BODY_LENGTH): RequestLog => {
  if (!(limit === Infinity || (Number.isInteger(limit) && limit >= 0))) {
    throw new RangeError(`requestLog.limit must be an integer >= 0 or Infinity, got ${limit}`)
  }
  if (!(Number.isInteger(maxBodyLength) && maxBodyLength >= 0)) {
    throw new RangeError(`requestLog.maxBodyLength must be an integer >= 0, got ${maxBodyLength}`)
  }
  const entries: Array<RequestLogEntry> = []
  let total = 0
  return {
    entries,
    limit,
    maxBodyLength,
    get total() {
      return total
    },
    add(entry) {
      total++
      if (limit === 0) return
      entries.push(entry)
      // One over the limit at a time (V8 shifts a regular-size array by moving its start, not by copying it).
      while (entries.length > limit) entries.shift()
    },
    clear() {
      entries.length = 0
      total = 0
    }
  }
}

const redactHeaders = (headers: RequestHeaders): Record<string, string> => {
  const out: Record<string, string> = {}
  headers.forEach((value, name) => {
    out[name] = name === "private-secret-key" ? "[REDACTED]" : value
  })
  return out
}

/** The entry of a request that has just arrived: in flight, nothing read yet. */
export const arrivedEntry = (request: FakeRequest, requestId: string, at: string, path: string, idempotencyKey: string | null): RequestLogEntry => ({
  requestId,
  at,
  method: request.method,
  path,
  query: request.url.search,
  headers: redactHeaders(request.headers),
  idempotencyKey,
  body: undefined,
  operation: null,
  status: null,
  errorCode: null,
  outcome: "in_flight",
  durationMs: null
})
