import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { AbortedError, ConnectionError, createPayrail, InvalidRequestError, RateLimitedError, TimeoutError } from "../../src"
import * as f from "../support/fixtures"
import { closedPortUrl, type ScriptedServer, startScriptedServer } from "../support/scripted-server"
import { type ManualTimer, manualTimer, withTimer } from "./support/manual-timer"

let server: ScriptedServer
beforeEach(async () => {
  server = await startScriptedServer()
})
afterEach(async () => {
  await server.close()
})

// Waits between attempts (anything but the 60 s attempt timeout) pass at once: no test sleeps.
let clock: ManualTimer
beforeEach(() => {
  clock = manualTimer()
  clock.autoFire((ms) => ms !== 60_000)
})

const client = (extra: Record<string, unknown> = {}) =>
  createPayrail(withTimer({
    publicApiKey: "pk",
    privateSecretKey: "sk_secret",
    baseUrl: server.url,
    organizationCode: "org_1",
    retryBackoff: { initialDelayMs: 1, maxDelayMs: 5 },
    ...extra
  }, clock))

const keys = () => server.requests.map((r) => r.headers["x-idempotency-key"])

describe("retries and idempotency", () => {
  it("503, 503, 201: three attempts, one key, the payment returned", async () => {
    const payrail = client()
    server.reply({ status: 503 }, { status: 503, body: { code: "INTERNAL_ERROR", messages: [] } }, { status: 201, body: f.paymentResponse })
    const payment = await payrail.payments.create(f.createPaymentBody)
    expect(payment.id).toBe(f.ids.payment)
    expect(server.requests).toHaveLength(3)
    expect(new Set(keys()).size).toBe(1)
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/)
    await payrail.close()
  })

  it.each([500, 502, 504])("retries a %d", async (status) => {
    const payrail = client()
    server.reply({ status }, { status: 200, body: f.paymentResponse })
    await payrail.payments.retrieve(f.ids.payment)
    expect(server.requests).toHaveLength(2)
    await payrail.close()
  })

  it("retries 400 REQUEST_IN_PROCESS with the same key", async () => {
    const payrail = client()
    server.reply({ status: 400, body: { code: "REQUEST_IN_PROCESS", messages: ["in process"] } }, { status: 201, body: f.paymentResponse })
    await payrail.payments.refund(f.ids.payment, f.ids.transaction)
    expect(server.requests).toHaveLength(2)
    expect(new Set(keys()).size).toBe(1)
    await payrail.close()
  })

  it.each([
    [400, "INVALID_REQUEST"],
    [401, "INVALID_CREDENTIALS"],
    [403, "AUTHORIZATION_REQUIRED"],
    [404, "ENTITY_NOT_FOUND"],
    [409, "RECIPIENT_NOT_BLOCKED"],
    [400, "IDEMPOTENCY_DUPLICATED"]
  ])("never retries %d %s", async (status, code) => {
    const payrail = client()
    server.reply({ status, body: { code, messages: [] } })
    await expect(payrail.payments.create(f.createPaymentBody)).rejects.toMatchObject({ status, code })
    expect(server.requests).toHaveLength(1)
    await payrail.close()
  })

  it("gives up after maxRetries and reports the last error", async () => {
    const payrail = client({ maxRetries: 1 })
    server.fallback = { status: 503, body: { code: "UNAVAILABLE", messages: ["down"] } }
    await expect(payrail.payments.create(f.createPaymentBody)).rejects.toMatchObject({ _tag: "ApiError", status: 503 })
    expect(server.requests).toHaveLength(2)
    await payrail.close()
  })

  it("per-call maxRetries overrides the client's", async () => {
    const payrail = client({ maxRetries: 5 })
    server.fallback = { status: 503 }
    await expect(payrail.payments.retrieve(f.ids.payment, undefined, { maxRetries: 0 })).rejects.toMatchObject({ status: 503 })
    expect(server.requests).toHaveLength(1)
    await payrail.close()
  })

  it("two logical calls get two different keys", async () => {
    const payrail = client()
    server.fallback = { status: 201, body: f.paymentResponse }
    await payrail.payments.create(f.createPaymentBody)
    await payrail.payments.create(f.createPaymentBody)
    const [a, b] = keys()
    expect(a).toBeDefined()
    expect(a).not.toBe(b)
    await payrail.close()
  })

  it("honours Retry-After on 429", async () => {
    const payrail = client()
    server.reply({ status: 429, headers: { "retry-after": "1" }, body: { code: "RATE_LIMITED", messages: [] } }, {
      status: 201,
      body: f.paymentResponse
    })
    await payrail.payments.create(f.createPaymentBody)
    expect(server.requests).toHaveLength(2)
    // backoff is configured at 1–5 ms, so a one-second wait can only come from Retry-After
    expect(clock.armed.filter((ms) => ms !== 60_000)).toEqual([1000])
    await payrail.close()
  })

  it("a 429 that runs out of retries is a RateLimitedError with retryAfterMs", async () => {
    const payrail = client({ maxRetries: 0 })
    server.reply({ status: 429, headers: { "retry-after": "7" }, body: { code: "RATE_LIMITED", messages: [] } })
    const error = (await payrail.payments.create(f.createPaymentBody).catch((e: unknown) => e)) as RateLimitedError
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error.retryAfterMs).toBe(7000)
    await payrail.close()
  })

  it("a hung response hits the per-attempt timeout, is retried with the same key, then fails with TimeoutError", async () => {
    const payrail = client({ timeoutMs: 400, maxRetries: 1 })
    clock.autoFire((ms) => ms !== 400)
    server.fallback = { status: 201, hang: true }
    const call = payrail.payments.create(f.createPaymentBody).catch((e: unknown) => e)
    // Each attempt's timer is fired once that attempt has reached the server (hung there).
    for (const n of [1, 2]) {
      while (server.requests.length < n) await new Promise((r) => setImmediate(r))
      await clock.next((ms) => ms === 400)
      clock.fire((ms) => ms === 400)
    }
    const error = await call
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).timeoutMs).toBe(400)
    expect(server.requests).toHaveLength(2)
    expect(new Set(keys()).size).toBe(1)
    expect((error as TimeoutError).idempotencyKey).toBe(keys()[0])
    await payrail.close()
  })

  // The timeout covering the body: timing.test.ts (signalled, on the manual timer).

  it("a dropped connection is retried, then succeeds", async () => {
    const payrail = client()
    server.reply({ status: 0, drop: true }, { status: 201, body: f.paymentResponse })
    await payrail.payments.create(f.createPaymentBody)
    expect(server.requests).toHaveLength(2)
    expect(new Set(keys()).size).toBe(1)
    await payrail.close()
  })

  it("connection refused is a ConnectionError, after the retries", async () => {
    let attempts = 0
    const baseUrl = await closedPortUrl()
    const payrail = createPayrail({
      publicApiKey: "pk",
      privateSecretKey: "sk_secret",
      baseUrl,
      maxRetries: 2,
      retryBackoff: { initialDelayMs: 1 },
      fetch: (input, init) => {
        attempts++
        return fetch(input, init)
      }
    })
    const error = (await payrail.payments.retrieve(f.ids.payment).catch((e: unknown) => e)) as ConnectionError
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error.mayHaveReachedServer).toBe(false)
    expect(error.message).toContain("ECONNREFUSED")
    expect(attempts).toBe(3)
    await payrail.close()
  })

  it("reports.create (no key) is not retried after a failure that may have reached the server", async () => {
    const payrail = client()
    server.reply({ status: 503 }, { status: 0, drop: true })
    server.fallback = { status: 201, body: f.reportResponse }
    await expect(payrail.reports.create(f.createReportBody)).rejects.toMatchObject({ status: 503 })
    await expect(payrail.reports.create(f.createReportBody)).rejects.toBeInstanceOf(ConnectionError)
    expect(server.requests).toHaveLength(2)
    await payrail.close()
  })

  it("reports.create is retried on 429 and when the connection was refused", async () => {
    const payrail = client()
    server.reply({ status: 429, body: { code: "RATE_LIMITED", messages: [] } }, { status: 201, body: f.reportResponse })
    await payrail.reports.create(f.createReportBody)
    expect(server.requests).toHaveLength(2)
    await payrail.close()

    let attempts = 0
    const refusedUrl = await closedPortUrl()
    const flaky = createPayrail({
      publicApiKey: "pk",
      privateSecretKey: "sk",
      baseUrl: server.url,
      organizationCode: "org_1",
      retryBackoff: { initialDelayMs: 1 },
      // first attempt goes to a closed port (refused: certainly unsent), the second to the server
      fetch: (input, init) => fetch(attempts++ === 0 ? String(input).replace(server.url, refusedUrl) : input, init)
    })
    server.reply({ status: 201, body: f.reportResponse })
    await flaky.reports.create(f.createReportBody)
    expect(attempts).toBe(2)
    await flaky.close()
  })

  // An abort landing during the backoff: timing.test.ts.

  it("an already aborted signal sends nothing", async () => {
    const payrail = client()
    const controller = new AbortController()
    controller.abort()
    const error: unknown = await payrail.payments.retrieve(f.ids.payment, undefined, { signal: controller.signal }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AbortedError)
    expect((error as AbortedError).cause).toMatchObject({ name: "AbortError" }) // the DOMException controller.abort() sets
    expect(server.requests).toHaveLength(0)
    await payrail.close()
  })

  it("a 400 is not retried even on a read", async () => {
    const payrail = client()
    server.reply({ status: 400, body: { code: "INVALID_REQUEST", messages: ["bad"] } })
    await expect(payrail.payments.retrieve(f.ids.payment)).rejects.toBeInstanceOf(InvalidRequestError)
    expect(server.requests).toHaveLength(1)
    await payrail.close()
  })
})
