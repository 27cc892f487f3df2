/**
 * `payrail.request(...)`: the escape hatch for endpoints Payrail does not model yet, with the
 * same auth, retries, idempotency keys, timeouts and typed errors as every other call.
 */
import * as Effect from "effect/Effect"
import type { HttpMethod } from "../api/engine/endpoint"
import { type PayrailApiError, RequestValidationError } from "../errors"
import type { RequestOptions } from "../http/config"
import type { Issue } from "../errors"
import { hasDotSegment } from "../http/dot-segments"
import type { Send } from "../http/transport"

/** A raw call. `path` is below the base URL (`/webhooks/{id}` already filled and encoded). */
export interface RawRequest {
  readonly method: HttpMethod
  readonly path: string
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>> | undefined
  /** Sent as JSON. */
  readonly body?: unknown
  /** Sends `X-Idempotency-Key` (the option's or one made for this call); also makes a write safe to retry. */
  readonly idempotent?: boolean | undefined
}

// A raw call's answer is whatever JSON came back.
const anyAnswer = { guard: () => true, explain: (json: unknown) => Promise.resolve({ ok: true, value: json } as const) }

const METHODS: ReadonlySet<string> = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"])

// The path may only name a resource below the base URL: nothing that could change the origin
// (the credentials go with every request) or smuggle a query or fragment.
const SAFE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/

const checkRequest = (request: RawRequest): Array<Issue> => {
  const issues: Array<Issue> = []
  if (typeof request !== "object" || request === null) return [{ path: "", message: "Expected { method, path, ... }" }]
  if (!METHODS.has(request.method)) issues.push({ path: "method", message: "Expected GET, POST, PUT, PATCH or DELETE" })
  if (typeof request.path !== "string" || !SAFE_PATH.test(request.path)) {
    issues.push({ path: "path", message: "Expected a path below the base URL starting with / (no query, fragment or host)" })
  } else if (hasDotSegment(request.path)) {
    issues.push({ path: "path", message: "Expected no . or .. segments (in any spelling, e.g. %2e%2e): the path must stay below the base URL" })
  }
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && !["string", "number", "boolean"].includes(typeof value)) {
      issues.push({ path: `query.${name}`, message: "Expected a string, number or boolean" })
    }
  }
  return issues
}

/** Sends a raw call; the answer is the decoded JSON (`null` for an empty body). */
export const makeRequest = (send: Send) => (request: RawRequest, options?: RequestOptions): Effect.Effect<unknown, PayrailApiError> =>
  Effect.suspend(() => {
    const issues = checkRequest(request)
    if (issues.length > 0) return Effect.fail(new RequestValidationError({ operation: "request", issues }))
    const query = Object.fromEntries(
      Object.entries(request.query ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]))
    )
    return send({
      operation: `request ${request.method} ${request.path}`,
      method: request.method,
      path: request.path,
      query,
      body: request.body,
      idempotent: request.idempotent ?? false,
      // reads and keyed writes cannot apply twice; other writes are retried only when unsent
      retry: request.method === "GET" || request.idempotent ? "safe" : "unsafe",
      response: anyAnswer
    }, options)
  })
