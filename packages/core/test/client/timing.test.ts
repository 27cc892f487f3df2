/**
 * Timeouts, the documented defaults, Retry-After and aborts, through the client against a
 * real HTTP server, on a timer the test moves by hand: nothing here waits on the wall clock,
 * so a busy machine cannot make a test pass or fail.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { describe, expect, it } from "vitest"
import { AbortedError, createPayrail, InvalidRequestError, Payrail, PayrailError, type PayrailConfig, TimeoutError } from "../../src"
import * as f from "../support/fixtures"
import { withTimer } from "./support/manual-timer"
import { useScriptedServer } from "./support/scripted-setup"

const ctx = useScriptedServer()

/** A client on the manual timer; only the options a test names differ from the defaults. */
const client = (extra: Partial<PayrailConfig> = {}) =>
  createPayrail(withTimer({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: ctx.server.url, ...extra }, ctx.clock))

/** Resolves once `n` requests have reached the server. */
const requestsReached = async (n: number) => {
  while (ctx.server.requests.length < n) await new Promise((r) => setImmediate(r))
}

describe("per-attempt timeout", () => {
  it("defaults to 60 000 ms", async () => {
    const payrail = client({ maxRetries: 0 })
    ctx.server.fallback = { status: 200, hang: true }
    const call = payrail.payments.retrieve(f.ids.payment).catch((e: unknown) => e)
    await requestsReached(1)
    expect(ctx.clock.pending()).toEqual([60_000])
    ctx.clock.fire((ms) => ms === 60_000)
    const error = (await call) as TimeoutError
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error.timeoutMs).toBe(60_000)
    await payrail.close()
  })

  it("a per-call timeoutMs replaces the client's", async () => {
    const payrail = client({ timeoutMs: 30_000, maxRetries: 0 })
    ctx.server.fallback = { status: 200, hang: true }
    const call = payrail.payments.retrieve(f.ids.payment, undefined, { timeoutMs: 1234 }).catch((e: unknown) => e)
    await requestsReached(1)
    expect(ctx.clock.pending()).toEqual([1234])
    ctx.clock.fire((ms) => ms === 1234)
    expect(await call).toMatchObject({ _tag: "TimeoutError", timeoutMs: 1234 })
    await payrail.close()
  })

  it("covers the body: headers received, body stalled, the timer still fires", async () => {
    let bodyRead!: () => void
    const reading = new Promise<void>((resolve) => (bodyRead = resolve))
    const payrail = client({
      maxRetries: 0,
      timeoutMs: 5000,
      // The real response, its body passed through a stream that tells when the client starts reading it.
      fetch: async (input, init) => {
        const response = await fetch(input, init)
        const reader = response.body!.getReader()
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            bodyRead()
            const { done, value } = await reader.read()
            if (done) controller.close()
            else controller.enqueue(value)
          },
          cancel: (reason) => reader.cancel(reason)
        }, { highWaterMark: 0 })
        return new Response(body, { status: response.status, headers: response.headers })
      }
    })
    ctx.server.reply({ status: 200, body: f.paymentResponse, hangBody: true })
    const call = payrail.payments.retrieve(f.ids.payment).catch((e: unknown) => e)
    await reading
    // The headers are in and the body is being read: the attempt's timer is still armed.
    expect(ctx.clock.pending()).toEqual([5000])
    expect(ctx.clock.fire((ms) => ms === 5000)).toBe(1)
    expect(await call).toMatchObject({ _tag: "TimeoutError", timeoutMs: 5000 })
    await payrail.close()
  })
})

describe("the documented defaults", () => {
  it("maxRetries 2: exactly three attempts, with the default backoff (~500 ms, then ~1 s)", async () => {
    const payrail = client()
    ctx.server.fallback = { status: 503, body: { code: "SERVICE_UNAVAILABLE", messages: [] } }
    ctx.clock.autoFire((ms) => ms !== 60_000)
    const error = await payrail.payments.create(f.createPaymentBody).catch((e: unknown) => e)
    expect(error).toMatchObject({ _tag: "ApiError", status: 503 })
    expect(ctx.server.requests).toHaveLength(3)
    const backoffs = ctx.clock.armed.filter((ms) => ms !== 60_000)
    expect(backoffs).toHaveLength(2)
    expect(backoffs[0]).toBeGreaterThanOrEqual(400)
    expect(backoffs[0]).toBeLessThanOrEqual(600)
    expect(backoffs[1]).toBeGreaterThanOrEqual(800)
    expect(backoffs[1]).toBeLessThanOrEqual(1200)
    await payrail.close()
  })
})

describe("Retry-After through the client, on any retried status", () => {
  const retryAfterCase = async (status: number, retryAfter: string) => {
    ctx.restart()
    const payrail = client({ timeoutMs: 5000, retryBackoff: { initialDelayMs: 1, maxDelayMs: 5 } })
    ctx.server.reply({ status, headers: { "retry-after": retryAfter }, body: { code: "INTERNAL_ERROR", messages: [] } }, { status: 200, body: f.paymentResponse })
    const call = payrail.payments.retrieve(f.ids.payment)
    const wait = await ctx.clock.next((ms) => ms !== 5000)
    expect(ctx.server.requests).toHaveLength(1)
    ctx.clock.fire((ms) => ms === wait)
    await expect(call).resolves.toMatchObject({ id: f.ids.payment })
    expect(ctx.server.requests).toHaveLength(2)
    await payrail.close()
    return wait
  }

  it("503 with seconds", async () => {
    expect(await retryAfterCase(503, "7")).toBe(7000)
  })

  it("500 with seconds", async () => {
    expect(await retryAfterCase(500, "3")).toBe(3000)
  })

  it("503 with an HTTP date", async () => {
    const wait = await retryAfterCase(503, new Date(Date.now() + 30_000).toUTCString())
    // the date has whole seconds: 29–30 s from now, less what the test itself took
    expect(wait).toBeGreaterThan(25_000)
    expect(wait).toBeLessThanOrEqual(30_000)
  })

  it("500 with an HTTP date", async () => {
    const wait = await retryAfterCase(500, new Date(Date.now() + 20_000).toUTCString())
    expect(wait).toBeGreaterThan(15_000)
    expect(wait).toBeLessThanOrEqual(20_000)
  })

  it("capped at 60 s (seconds and date)", async () => {
    expect(await retryAfterCase(503, "3600")).toBe(60_000)
    expect(await retryAfterCase(500, new Date(Date.now() + 86_400_000).toUTCString())).toBe(60_000)
  })

  it("400 REQUEST_IN_PROCESS waits at least its floor even with a compressed backoff, and a longer Retry-After", async () => {
    const payrail = client({ timeoutMs: 5000, retryBackoff: { initialDelayMs: 1, maxDelayMs: 5 } })
    const inProcess = { status: 400, body: { code: "REQUEST_IN_PROCESS", messages: ["still running"] } }
    ctx.server.reply(inProcess, { ...inProcess, headers: { "retry-after": "2" } }, { status: 201, body: f.paymentResponse })
    const call = payrail.payments.create(f.createPaymentBody)
    expect(await ctx.clock.next((ms) => ms !== 5000)).toBe(500)
    ctx.clock.fire((ms) => ms === 500)
    expect(await ctx.clock.next((ms) => ms !== 5000)).toBe(2000)
    ctx.clock.fire((ms) => ms === 2000)
    await expect(call).resolves.toMatchObject({ id: f.ids.payment })
    expect(new Set(ctx.server.requests.map((r) => r.headers["x-idempotency-key"])).size).toBe(1)
    await payrail.close()
  })
})

describe("abort", () => {
  it("Effect service: a signal in the options stops the call during the backoff and fails it with AbortedError", async () => {
    ctx.server.fallback = { status: 503 }
    const controller = new AbortController()
    const layer = Payrail.layer(withTimer({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: ctx.server.url, timeoutMs: 5000 }, ctx.clock))
    const exit = Effect.runPromiseExit(
      Payrail.use((p) => p.payments.create(f.createPaymentBody, { signal: controller.signal })).pipe(Effect.provide(layer))
    )
    await ctx.clock.next((ms) => ms !== 5000)
    const reason = new Error("user gave up")
    controller.abort(reason)
    const result = await exit
    expect(Exit.isFailure(result) && !Cause.hasInterruptsOnly(result.cause)).toBe(true)
    const error = Exit.isFailure(result) ? Cause.squash(result.cause) : undefined
    expect(error).toBeInstanceOf(AbortedError)
    expect(error).toMatchObject({ _tag: "AbortedError", cause: reason, message: "payments.create was aborted through its AbortSignal (Error)" })
    expect(ctx.clock.pending()).toEqual([])
    expect(ctx.server.requests).toHaveLength(1)
  })

  it("an abort landing during the backoff stops the wait, sends nothing more, and rejects with AbortedError, its reason as the cause", async () => {
    const payrail = client({ timeoutMs: 5000 })
    ctx.server.fallback = { status: 503 }
    const controller = new AbortController()
    const call = payrail.payments.create(f.createPaymentBody, { signal: controller.signal }).catch((e: unknown) => e)
    // The first attempt failed and the client is now waiting out its backoff.
    const backoff = await ctx.clock.next((ms) => ms !== 5000)
    expect(ctx.clock.pending()).toEqual([backoff])
    expect(ctx.server.requests).toHaveLength(1)
    const reason = new Error("user gave up")
    controller.abort(reason)
    const error = await call
    expect(error).toBeInstanceOf(AbortedError)
    expect(error).toBeInstanceOf(PayrailError)
    expect(error).toMatchObject({ _tag: "AbortedError", cause: reason })
    // The wait was cancelled, not left to fire into a retry.
    expect(ctx.clock.pending()).toEqual([])
    expect(ctx.server.requests).toHaveLength(1)
    await payrail.close()
  })

  it("an abort during an attempt aborts the request itself", async () => {
    const payrail = client({ timeoutMs: 5000, maxRetries: 0 })
    ctx.server.fallback = { status: 200, hang: true }
    const controller = new AbortController()
    const call = payrail.payments.retrieve(f.ids.payment, undefined, { signal: controller.signal }).catch((e: unknown) => e)
    await requestsReached(1)
    controller.abort("stop") // any value is a reason; it is the cause as given
    expect(await call).toMatchObject({ _tag: "AbortedError", cause: "stop", message: "payments.retrieve was aborted through its AbortSignal" })
    expect(ctx.clock.pending()).toEqual([])
    await payrail.close()
  })

  it("a non-retried error is not waited on", async () => {
    const payrail = client({ timeoutMs: 5000 })
    ctx.server.reply({ status: 400, body: { code: "INVALID_REQUEST", messages: [] } })
    await expect(payrail.payments.create(f.createPaymentBody)).rejects.toBeInstanceOf(InvalidRequestError)
    expect(ctx.clock.armed).toEqual([5000])
    await payrail.close()
  })
})
