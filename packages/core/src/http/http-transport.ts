/**
 * What a transport is: one attempt in, its response (or a typed failure) out. A small interface
 * so its implementations — `fetch` (fetch-transport.ts), `node:http` (node-transport.ts), effect's
 * `HttpClient` (http-client-transport.ts) — take each other's place; and the failure helpers
 * they share.
 */
import type * as Effect from "effect/Effect"
import { type ConnectionError, ResponseValidationError, type TimeoutError } from "../errors"

/** One attempt as the transport sees it: everything already built. */
export interface TransportRequest {
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: string | undefined
  readonly timeoutMs: number
  readonly maxResponseBytes: number
  /** Named in errors; not a secret. */
  readonly operation: string
  readonly idempotencyKey: string | undefined
  /** The endpoint's path below the base URL (no query): for events, never a secret. */
  readonly path: string
  /** 1 for the first attempt of a logical call, 2 for its first retry, ... */
  readonly attempt: number
}

/** What came back: status, the headers the client reads, and the whole body as text ("" for an empty 202/204). */
export interface TransportResponse {
  readonly status: number
  readonly text: string
  readonly requestId: string | undefined
  readonly retryAfter: string | undefined
  readonly location: string | undefined
  /** Every response header, lower-cased names; copied only when asked for (`withResponse`). */
  readonly headers: () => Record<string, string>
}

export type TransportError = ConnectionError | TimeoutError | ResponseValidationError

/** Sends one attempt. Fails with `ConnectionError`, `TimeoutError`, or `ResponseValidationError` (body over the limit). */
export interface HttpTransport {
  readonly send: (request: TransportRequest) => Effect.Effect<TransportResponse, TransportError>
}

// Failures that certainly happened before the request left this machine.
export const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ERR_INVALID_URL", "UND_ERR_CONNECT_TIMEOUT"])
export const causeCode = (cause: unknown): string | undefined => {
  for (let c: unknown = cause, depth = 0; c && depth < 4; depth++) {
    const code = (c as { code?: unknown }).code
    if (typeof code === "string") return code
    c = (c as { cause?: unknown }).cause
  }
  return undefined
}

// The innermost message (undici: "fetch failed" → "connect ECONNREFUSED 127.0.0.1:1") and its code.
// A TypeError thrown by fetch itself (bad header or URL) can quote the header value: it is never printed.
export const describeCause = (error: unknown): string => {
  const code = causeCode(error)
  let inner: unknown = error
  for (let depth = 0; depth < 4 && (inner as { cause?: unknown })?.cause instanceof Error; depth++) inner = (inner as { cause: unknown }).cause
  const text = inner === error && error instanceof TypeError ? "the request was refused by fetch" : inner instanceof Error ? inner.message : String(inner)
  return code && !text.includes(code) ? `${text} (${code})` : text
}

export const tooLarge = (request: TransportRequest, status: number, requestId: string | undefined) =>
  new ResponseValidationError({
    status,
    issues: [{ path: "", message: `Body larger than maxResponseBytes (${request.maxResponseBytes} bytes); reading stopped there` }],
    requestId,
    idempotencyKey: request.idempotencyKey
  })

