/**
 * The typed errors' fields and messages, pinned exactly: a user logs `error.message`, matches on
 * `code` and reads `requestId`/`idempotencyKey` to report a problem, so a changed text or a
 * dropped field is a breaking change.
 */
import { inspect } from "node:util"
import { describe, expect, it } from "vitest"
import {
  ApiError,
  ClientClosedError,
  ConnectionError,
  errorFromResponse,
  InvalidRequestError,
  RateLimitedError,
  RequestValidationError,
  ResponseValidationError,
  TimeoutError,
  ValidationError,
  WebhookPayloadError,
  WebhookVerificationError
} from "../src/errors"

describe("ResponseError message", () => {
  it("joins the messages with '; ' and names the request id", () => {
    const e = new InvalidRequestError({ status: 400, code: "INVALID_REQUEST", messages: ["a is bad", "b is bad"], requestId: "req_1" })
    expect(e.message).toBe("INVALID_REQUEST: a is bad; b is bad (HTTP 400, request req_1)")
  })

  it("has no ': ' part without messages and no request part without a request id", () => {
    const e = new ApiError({ status: 502, code: "HTTP_502", messages: [] })
    expect(e.message).toBe("HTTP_502 (HTTP 502)")
    expect(e.toString()).toBe("ApiError [HTTP_502] (no message) (HTTP 502)")
  })

  it("keeps every field it is given", () => {
    const e = new RateLimitedError({
      status: 429,
      code: "RATE_LIMITED",
      messages: ["slow down"],
      httpCode: 429,
      requestId: "req_2",
      idempotencyKey: "key_2",
      retryAfterMs: 3_000
    })
    expect({ ...e }).toMatchObject({ status: 429, code: "RATE_LIMITED", messages: ["slow down"], httpCode: 429, requestId: "req_2", idempotencyKey: "key_2", retryAfterMs: 3_000 })
    expect(e.toString()).toBe("RateLimitedError [RATE_LIMITED] slow down (HTTP 429, request req_2, idempotency key key_2)")
  })

  it("inspect prints the toString() line first, then only stack frames", () => {
    const e = new ApiError({ status: 500, code: "INTERNAL_ERROR", messages: ["boom"] })
    const lines = inspect(e).split("\n")
    expect(lines[0]).toBe("ApiError [INTERNAL_ERROR] boom (HTTP 500)")
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.slice(1).every((line) => /^\s+at /.test(line))).toBe(true)
    expect(e.name).toBe("ApiError")
  })

  it("inspect without a stack is the toString() line alone", () => {
    const e = new ApiError({ status: 500, code: "INTERNAL_ERROR", messages: ["boom"] })
    Object.defineProperty(e, "stack", { value: undefined })
    expect(inspect(e)).toBe("ApiError [INTERNAL_ERROR] boom (HTTP 500)")
    Object.defineProperty(e, "stack", { value: "ApiError: boom\nfailed at step 2" })
    expect(inspect(e)).toBe("ApiError [INTERNAL_ERROR] boom (HTTP 500)")
  })

  it("inspect keeps each stack frame on its own line, and drops the stack's own first line", () => {
    const e = new ApiError({ status: 500, code: "INTERNAL_ERROR", messages: ["boom", "again"] })
    Object.defineProperty(e, "stack", { value: "ApiError: boom\n    at a (x.js:1:1)\nnot a frame\n    at b (y.js:2:2)" })
    expect(inspect(e)).toBe("ApiError [INTERNAL_ERROR] boom; again (HTTP 500)\n    at a (x.js:1:1)\n    at b (y.js:2:2)")
  })
})

describe("SDK-side errors", () => {
  it("RequestValidationError lists every issue, an empty path as (root)", () => {
    const e = new RequestValidationError({
      operation: "payments.create",
      issues: [{ path: "amount.value", message: "Expected a number" }, { path: "", message: "Expected an object" }]
    })
    expect(e.message).toBe("Invalid payments.create: amount.value: Expected a number; (root): Expected an object")
    expect(e.paths).toEqual(["amount.value", ""])
    expect(new RequestValidationError({ issues: [{ path: "x", message: "m" }] }).message).toBe("Invalid request: x: m")
  })

  it("ResponseValidationError names the status and the issues, and keeps the request id and key", () => {
    const e = new ResponseValidationError({
      status: 200,
      issues: [{ path: "id", message: "Expected a string" }],
      requestId: "req_3",
      idempotencyKey: "key_3"
    })
    expect(e.message).toBe("Unexpected response (HTTP 200): id: Expected a string")
    expect(e.requestId).toBe("req_3")
    expect(e.idempotencyKey).toBe("key_3")
    const bare = new ResponseValidationError({ status: 201, issues: [] })
    expect(bare.requestId).toBeUndefined()
    expect(bare.idempotencyKey).toBeUndefined()
  })

  it("ConnectionError keeps its key and cause", () => {
    const cause = new Error("ECONNRESET")
    const e = new ConnectionError({ message: "reset", mayHaveReachedServer: true, idempotencyKey: "key_4", cause })
    expect(e.message).toBe("reset")
    expect(e.mayHaveReachedServer).toBe(true)
    expect(e.idempotencyKey).toBe("key_4")
    expect(e.cause).toBe(cause)
    const bare = new ConnectionError({ message: "refused", mayHaveReachedServer: false })
    expect(bare.idempotencyKey).toBeUndefined()
    expect(bare.cause).toBeUndefined()
  })

  it("TimeoutError names the limit", () => {
    const e = new TimeoutError({ timeoutMs: 1_500, idempotencyKey: "key_5" })
    expect(e.message).toBe("The request timed out after 1500 ms")
    expect(e.timeoutMs).toBe(1_500)
    expect(e.idempotencyKey).toBe("key_5")
    expect(String(e)).toBe("TimeoutError: The request timed out after 1500 ms")
  })

  it("ClientClosedError names the operation", () => {
    expect(new ClientClosedError({ operation: "payments.retrieve" }).message).toBe(
      "payments.retrieve was made after close(): the client is closed and sends nothing; create a new client"
    )
    expect(new ClientClosedError().message).toMatch(/^The call was made after close\(\)/)
  })

  it("webhook errors: the reason defaults to invalid-signature; payload issues are appended", () => {
    expect(new WebhookVerificationError({ message: "bad" }).reason).toBe("invalid-signature")
    expect(new WebhookVerificationError({ message: "old", reason: "stale" }).reason).toBe("stale")
    const p = new WebhookPayloadError({ message: "Not a notification", issues: [{ path: "data.id", message: "Required" }] })
    expect(p.message).toBe("Not a notification: data.id: Required")
    expect(p.issues).toHaveLength(1)
    expect(new WebhookPayloadError({ message: "Not JSON", issues: [] }).message).toBe("Not JSON")
    const bare = new WebhookPayloadError({ message: "Not JSON" })
    expect(bare.message).toBe("Not JSON")
    expect(bare.issues).toEqual([])
  })
})

describe("errorFromResponse", () => {
  it("a body that is not an object (null, array, text) gives HTTP_<status> and no messages", () => {
    for (const body of [null, ["INVALID_REQUEST"], "INVALID_REQUEST", undefined]) {
      const e = errorFromResponse({ status: 500, body })
      expect(e).toBeInstanceOf(ApiError)
      expect(e.code).toBe("HTTP_500")
      expect(e.messages).toEqual([])
    }
  })

  it("an empty code counts as none", () => {
    const e = errorFromResponse({ status: 400, body: { code: "", messages: ["x"] } })
    expect(e.code).toBe("HTTP_400")
    expect(e).toBeInstanceOf(ApiError)
  })

  it("keeps only the string messages; a single message becomes a one-element array", () => {
    expect(errorFromResponse({ status: 400, body: { code: "VALIDATION_ERROR", messages: ["a", 1, null, "b"] } }).messages).toEqual(["a", "b"])
    const single = errorFromResponse({ status: 401, body: { code: "LOGIN_FAILED", message: "no such user" } })
    expect(single.messages).toEqual(["no such user"])
    expect(single.message).toBe("LOGIN_FAILED: no such user (HTTP 401)")
  })

  it("carries http_code, the request id, the key and Retry-After; 429 is RateLimitedError whatever the code", () => {
    const e = errorFromResponse({
      status: 429,
      body: { code: "VALIDATION_ERROR", messages: [], http_code: 429 },
      requestId: "req_6",
      idempotencyKey: "key_6",
      retryAfterMs: 2_000
    })
    expect(e).toBeInstanceOf(RateLimitedError)
    expect({ ...e }).toMatchObject({ httpCode: 429, requestId: "req_6", idempotencyKey: "key_6", retryAfterMs: 2_000 })
    const v = errorFromResponse({ status: 400, body: { code: "VALIDATION_ERROR", messages: ["m"], http_code: "400" } })
    expect(v).toBeInstanceOf(ValidationError)
    expect(v.httpCode).toBeUndefined()
  })
})
