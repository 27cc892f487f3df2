/**
 * What the errors are, now that they are plain `Error` subclasses (no effect/Data base, so the
 * Workers webhook route carries no effect): `instanceof` for Promise users, `_tag` for
 * `Effect.catchTag`, a `name` and a JSON form that a structured logger prints with the message.
 */
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { ApiError, ConnectionError, PayrailError, RateLimitedError, TimeoutError, WebhookPayloadError } from "../src/errors"

const rateLimited = () =>
  new RateLimitedError({ status: 429, code: "RATE_LIMITED", messages: ["slow down"], requestId: "req_1", retryAfterMs: 2000 })

describe("error classes", () => {
  it("are Errors of their own class and of PayrailError, named by their tag, with a stack", () => {
    const e = rateLimited()
    expect(e).toBeInstanceOf(Error)
    expect(e).toBeInstanceOf(PayrailError)
    expect(e).toBeInstanceOf(RateLimitedError)
    expect(e).not.toBeInstanceOf(ApiError)
    expect(e._tag).toBe("RateLimitedError")
    expect(e.name).toBe("RateLimitedError")
    expect(e.message).toBe("RATE_LIMITED: slow down (HTTP 429, request req_1)")
    expect(e.stack).toContain("errors-shape.test.ts")
  })

  it("Effect.fail + catchTag selects by _tag; the others pass through untouched", async () => {
    const timeout = new TimeoutError({ timeoutMs: 50 })
    const caught = await Effect.runPromise(
      Effect.fail(rateLimited()).pipe(Effect.catchTag("RateLimitedError", (e) => Effect.succeed(`retry in ${e.retryAfterMs} ms`)))
    )
    expect(caught).toBe("retry in 2000 ms")
    const failing: Effect.Effect<string, TimeoutError | ConnectionError> = Effect.fail(timeout)
    const passed = await Effect.runPromise(
      Effect.flip(failing.pipe(Effect.catchTag("ConnectionError", () => Effect.succeed("no"))))
    )
    expect(passed).toBe(timeout)
  })

  it("a rejected Effect.runPromise rejects with the error itself, so instanceof works in Promise code", async () => {
    const e = new ConnectionError({ message: "refused", mayHaveReachedServer: false })
    await expect(Effect.runPromise(Effect.fail(e))).rejects.toBe(e)
  })

  it("JSON.stringify gives the tag, the message and every field (what a structured logger prints)", () => {
    expect(JSON.parse(JSON.stringify(rateLimited()))).toEqual({
      _tag: "RateLimitedError",
      message: "RATE_LIMITED: slow down (HTTP 429, request req_1)",
      status: 429,
      code: "RATE_LIMITED",
      messages: ["slow down"],
      requestId: "req_1",
      retryAfterMs: 2000
    })
    const payload = new WebhookPayloadError({ message: "bad", issues: [{ path: "data.id", message: "Expected string" }] })
    expect(JSON.parse(JSON.stringify(payload))).toEqual({
      _tag: "WebhookPayloadError",
      message: "bad: data.id: Expected string",
      issues: [{ path: "data.id", message: "Expected string" }]
    })
  })
})
