/**
 * The retry rules' edges not pinned by backoff.test.ts: which error responses are never retried
 * even on a read, and a blank Retry-After.
 */
import { describe, expect, it } from "vitest"
import { ApiError, InvalidRequestError } from "../../src"
import { isRetryable, parseRetryAfter, REQUEST_IN_PROCESS_MIN_DELAY_MS, retryDelay } from "../../src/http/retry"

describe("isRetryable on a read", () => {
  it("a 4xx other than 429 and REQUEST_IN_PROCESS is never retried, a 5xx in the list is", () => {
    const api = (status: number, code: string) => new ApiError({ status, code, messages: [] })
    expect(isRetryable(api(404, "PAYMENT_NOT_FOUND"), "safe")).toBe(false)
    expect(isRetryable(api(409, "INVALID_STATUS"), "safe")).toBe(false)
    expect(isRetryable(api(501, "HTTP_501"), "safe")).toBe(false)
    expect(isRetryable(new InvalidRequestError({ status: 400, code: "INVALID_REQUEST", messages: [] }), "safe")).toBe(false)
    expect(isRetryable(api(400, "REQUEST_IN_PROCESS"), "safe")).toBe(true)
    expect(isRetryable(api(409, "REQUEST_IN_PROCESS"), "safe")).toBe(false)
    expect(isRetryable(api(500, "INTERNAL_ERROR"), "safe")).toBe(true)
    expect(isRetryable(api(504, "HTTP_504"), "safe")).toBe(true)
  })
})

describe("parseRetryAfter", () => {
  it("an empty or blank header is no header (not 0 ms)", () => {
    expect(parseRetryAfter("", 0)).toBeUndefined()
    expect(parseRetryAfter("   ", 0)).toBeUndefined()
    expect(parseRetryAfter(" 3 ", 0)).toBe(3000)
    expect(parseRetryAfter("0", 0)).toBe(0)
  })
})

describe("the REQUEST_IN_PROCESS floor", () => {
  it("applies to a 400 REQUEST_IN_PROCESS only", () => {
    const noBackoff = { initialDelayMs: 0, maxDelayMs: 0 }
    const api = (status: number, code: string) => new ApiError({ status, code, messages: [] })
    expect(retryDelay(api(400, "REQUEST_IN_PROCESS"), 0, noBackoff)).toBe(REQUEST_IN_PROCESS_MIN_DELAY_MS)
    expect(retryDelay(api(409, "REQUEST_IN_PROCESS"), 0, noBackoff)).toBe(0)
    expect(retryDelay(api(400, "INVALID_REQUEST"), 0, noBackoff)).toBe(0)
  })
})
