import { describe, expect, it } from "vitest"
import { ApiError, ConnectionError, RateLimitedError, RequestValidationError, TimeoutError } from "../../src"
import { isRetryable, parseRetryAfter, REQUEST_IN_PROCESS_MIN_DELAY_MS, retryDelay } from "../../src/http/retry"

const DEFAULTS = { initialDelayMs: 500, maxDelayMs: 8000 }
const delays = (input: ApiError | RateLimitedError, n: number, random?: () => number) =>
  Array.from({ length: n }, (_, retry) => retryDelay(input, retry, DEFAULTS, random))

const e503 = new ApiError({ status: 503, code: "HTTP_503", messages: [] })

describe("backoff", () => {
  it("starts near 500 ms, doubles with jitter, and is capped at 8 s", () => {
    const d = delays(e503, 8)
    expect(d[0]).toBeGreaterThanOrEqual(400)
    expect(d[0]).toBeLessThanOrEqual(600)
    expect(d[1]).toBeGreaterThanOrEqual(800)
    expect(d[1]).toBeLessThanOrEqual(1200)
    expect(Math.max(...d)).toBeLessThanOrEqual(8000)
    expect(d[7]).toBe(8000)
  })

  it("jitter spans ×0.8 to ×1.2", () => {
    expect(delays(e503, 2, () => 0)).toEqual([400, 800])
    expect(delays(e503, 2, () => 1)).toEqual([600, 1200])
  })

  it("waits at least Retry-After, but never more than 60 s", () => {
    const [d1] = delays(new RateLimitedError({ status: 429, code: "X", messages: [], retryAfterMs: 3000 }), 1)
    expect(d1).toBe(3000)
    const [d2] = delays(new RateLimitedError({ status: 429, code: "X", messages: [], retryAfterMs: 3_600_000 }), 1)
    expect(d2).toBe(60_000)
    const [d3] = delays(new ApiError({ status: 503, code: "X", messages: [], retryAfterMs: 5000 }), 1)
    expect(d3).toBe(5000)
  })

  it("REQUEST_IN_PROCESS waits at least its floor, even with a compressed backoff; Retry-After above it wins", () => {
    const inProcess = (retryAfterMs?: number) => new ApiError({ status: 400, code: "REQUEST_IN_PROCESS", messages: [], retryAfterMs })
    const compressed = { initialDelayMs: 10, maxDelayMs: 100 }
    expect(retryDelay(inProcess(), 0, compressed)).toBe(REQUEST_IN_PROCESS_MIN_DELAY_MS)
    expect(retryDelay(inProcess(2000), 0, compressed)).toBe(2000)
    expect(retryDelay(new ApiError({ status: 503, code: "X", messages: [] }), 0, compressed)).toBeLessThanOrEqual(100)
  })

  it("parses Retry-After as seconds or an HTTP date", () => {
    expect(parseRetryAfter("2", 0)).toBe(2000)
    expect(parseRetryAfter("Thu, 01 Jan 1970 00:00:05 GMT", 1000)).toBe(4000)
    expect(parseRetryAfter("soon", 0)).toBeUndefined()
    expect(parseRetryAfter(undefined, 0)).toBeUndefined()
  })

  it("classifies failures", () => {
    const unsent = new ConnectionError({ message: "refused", mayHaveReachedServer: false })
    const maybeSent = new ConnectionError({ message: "reset", mayHaveReachedServer: true })
    const timeout = new TimeoutError({ timeoutMs: 1 })
    const inProcess = new ApiError({ status: 400, code: "REQUEST_IN_PROCESS", messages: [] })
    const validation = new RequestValidationError({ issues: [{ path: "x", message: "bad" }] })
    expect([unsent, maybeSent, timeout, e503, inProcess, validation].map((e) => isRetryable(e, "safe"))).toEqual([
      true, true, true, true, true, false
    ])
    expect([unsent, maybeSent, timeout, e503, inProcess, validation].map((e) => isRetryable(e, "unsafe"))).toEqual([
      true, false, false, false, false, false
    ])
    expect(isRetryable(new RateLimitedError({ status: 429, code: "X", messages: [] }), "unsafe")).toBe(true)
  })
})
