import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Schedule from "effect/Schedule"
import { describe, expect, it } from "vitest"
import { ApiError, ConnectionError, RateLimitedError, RequestValidationError, TimeoutError } from "../../src"
import { isRetryable, parseRetryAfter, retrySchedule } from "../../src/http/retry"

const delays = (input: ApiError | RateLimitedError, n: number) =>
  Effect.runPromise(Effect.gen(function*() {
    const step = yield* Schedule.toStep(retrySchedule({ initialDelayMs: 500, maxDelayMs: 8000 }))
    const out: Array<number> = []
    for (let i = 0; i < n; i++) {
      const [, delay] = yield* step(0, input)
      out.push(Duration.toMillis(delay))
    }
    return out
  }))

const e503 = new ApiError({ status: 503, code: "HTTP_503", messages: [] })

describe("backoff", () => {
  it("starts near 500 ms, doubles with jitter, and is capped at 8 s", async () => {
    const d = await delays(e503, 8)
    expect(d[0]).toBeGreaterThanOrEqual(400)
    expect(d[0]).toBeLessThanOrEqual(600)
    expect(d[1]).toBeGreaterThanOrEqual(800)
    expect(d[1]).toBeLessThanOrEqual(1200)
    expect(Math.max(...d)).toBeLessThanOrEqual(8000)
    expect(d[7]).toBe(8000)
  })

  it("waits at least Retry-After, but never more than 60 s", async () => {
    const [d1] = await delays(new RateLimitedError({ status: 429, code: "X", messages: [], retryAfterMs: 3000 }), 1)
    expect(d1).toBe(3000)
    const [d2] = await delays(new RateLimitedError({ status: 429, code: "X", messages: [], retryAfterMs: 3_600_000 }), 1)
    expect(d2).toBe(60_000)
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
