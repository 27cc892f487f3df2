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
  /** Estimated bytes the kept entries may hold in all; the oldest go first past it. */
  readonly maxBytes: number
  /** Estimated bytes the kept entries hold now. */
  readonly bytes: number
  readonly total: number
  add(entry: RequestLogEntry): void
  /** `entry` (kept, in flight) now holds `text` as its body: counted, and the oldest entries dropped past `maxBytes`. */
  bodyKept(entry: RequestLogEntry, text: string): void
  clear(): void
}

/** Default `requestLog.limit` of `createFakePayrail`. */
export const DEFAULT_REQUEST_LOG_LIMIT = 10_000
/** Default `requestLog.maxBytes`: 64 MiB of kept text (10,000 cut bodies of 16 KiB would be ~330 MB). */
export const DEFAULT_REQUEST_LOG_BYTES = 64 * 1024 * 1024

// What an entry costs before its body: its fields and strings (UTF-16, 2 bytes a character).
const ENTRY_OVERHEAD = 256
const chars = (value: unknown): number => (typeof value === "string" ? value.length : 0)
const sizeOf = (entry: RequestLogEntry): number => {
  let count = chars(entry.path) + chars(entry.query) + chars(entry.idempotencyKey)
  const headers: Readonly<Record<string, string>> = entry.headers ?? {}
  for (const name in headers) count += name.length + chars(headers[name])
  return ENTRY_OVERHEAD + 2 * count
}

export const makeRequestLog = (
  limit: number = DEFAULT_REQUEST_LOG_LIMIT,
  maxBodyLength: number = DEFAULT_REQUEST_LOG_BODY_LENGTH,
  maxBytes: number = DEFAULT_REQUEST_LOG_BYTES
): RequestLog => {
  if (!(limit === Infinity || (Number.isInteger(limit) && limit >= 0))) {
    throw new RangeError(`requestLog.limit must be an integer >= 0 or Infinity, got ${limit}`)
  }
  if (!(Number.isInteger(maxBodyLength) && maxBodyLength >= 0)) {
    throw new RangeError(`requestLog.maxBodyLength must be an integer >= 0, got ${maxBodyLength}`)
  }
  if (!(maxBytes === Infinity || (Number.isInteger(maxBytes) && maxBytes >= 0))) {
    throw new RangeError(`requestLog.maxBytes must be an integer >= 0 or Infinity, got ${maxBytes}`)
  }
  const entries: Array<RequestLogEntry> = []
  // Each kept entry's estimated size (entries are the log's own objects, never shared).
  const sizes = new WeakMap<RequestLogEntry, number>()
  let total = 0
  let bytes = 0
  const dropOldest = () => {
    const dropped = entries.shift()!
    bytes -= sizes.get(dropped) ?? 0
    sizes.delete(dropped)
  }
  // The newest entry always stays: a log that keeps nothing of the request just made helps nobody.
  const trim = () => {
    while (entries.length > limit) dropOldest()
    while (bytes > maxBytes && entries.length > 1) dropOldest()
  }
  return {
    entries,
    limit,
    maxBodyLength,
    maxBytes,
    get bytes() {
      return bytes
    },
    get total() {
      return total
    },
    add(entry) {
      total++
      if (limit === 0) return
      entries.push(entry)
      const size = sizeOf(entry)
      sizes.set(entry, size)
      bytes += size
      // One over the limit at a time (V8 shifts a regular-size array by moving its start, not by copying it).
      trim()
    },
    bodyKept(entry, text) {
      const before = sizes.get(entry)
      if (before === undefined) return // not kept (limit 0, or already dropped)
      const size = before + 2 * text.length
      sizes.set(entry, size)
      bytes += size - before
      trim()
    },
    clear() {
      entries.length = 0
      total = 0
      bytes = 0
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
