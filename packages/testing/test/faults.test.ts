/** Injected faults: matching, counting, and what a client sees (timeouts, dropped connections). */
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { createFakePayrail } from "../src/index"
import { caught, type Harness, inProcess, overHttp, paymentBody, raw } from "./helpers"

describe("fault table", () => {
  it("applies a fault `times` times to matching requests only, then lets requests through", async () => {
    const fake = createFakePayrail()
    const fault = fake.faults.inject({ method: "GET", path: "/v1/reports/:id", status: 503, times: 2 })
    const get = (path: string, method = "GET") =>
      fake.fetch(`${fake.baseUrl}${path}`, { method, headers: { "public-api-key": fake.publicApiKey, "private-secret-key": fake.privateSecretKey } })
    expect((await get("/payments/5b0c7a52-0000-4000-8000-000000000000")).status).toBe(400) // other path
    expect((await get("/reports/5b0c7a52-0000-4000-8000-000000000000", "POST")).status).toBe(405) // other method
    expect((await get("/reports/5b0c7a52-0000-4000-8000-000000000000")).status).toBe(503)
    expect(fault.remaining).toBe(1)
    const second = await get("/reports/any-id")
    expect(second.status).toBe(503)
    expect(await second.json()).toEqual({ code: "SERVICE_UNAVAILABLE", messages: ["Injected fault: SERVICE_UNAVAILABLE"] })
    expect((await get("/reports/5b0c7a52-0000-4000-8000-000000000000")).status).toBe(400)
    expect([fault.hits, fault.remaining, fake.faults.active.length]).toEqual([2, 0, 0])
  })

  it("takes RegExp paths, custom codes, Retry-After, and can be removed or cleared", async () => {
    const fake = createFakePayrail()
    const get = () => fake.fetch(`${fake.baseUrl}/payments/5b0c7a52-0000-4000-8000-000000000000`, { headers: { "public-api-key": "pk_test_payrail", "private-secret-key": "sk_test_payrail" } })
    const f = fake.faults.inject({ path: /^\/payments\//, status: 429, code: "TOO_MANY", retryAfterSeconds: 2, times: Infinity })
    const limited = await get()
    expect([limited.status, limited.headers.get("retry-after"), (await limited.json()).code]).toEqual([429, "2", "TOO_MANY"])
    f.remove()
    expect((await get()).status).toBe(400)
    fake.faults.inject({ status: 500, times: 5 })
    fake.faults.clear()
    expect((await get()).status).toBe(400)
  })

  it("refuses a fault that does nothing or has a bad status", () => {
    const fake = createFakePayrail()
    expect(() => fake.faults.inject({ path: "/payments" })).toThrow(/at least one/)
    expect(() => fake.faults.inject({ status: 42 })).toThrow(RangeError)
    expect(() => fake.faults.inject({ status: 500, times: 0 })).toThrow(RangeError)
  })
})

describe.each([["in-process", inProcess], ["over HTTP", overHttp]] as const)("faults seen by the client (%s)", (_, make) => {
  let h: Harness
  beforeEach(async () => {
    h = await make()
  })
  afterEach(() => h.close())

  it("a dropped connection is a ConnectionError when the client does not retry", async () => {
    const session = h.fake.seed.checkoutSession()
    h.fake.faults.inject({ path: "/payments", dropConnection: true })
    const error = await caught(() => h.client({ maxRetries: 0 }).payments.create(paymentBody(session.id)))
    expect(error._tag).toBe("ConnectionError")
    expect(h.fake.state.payments).toHaveLength(0)
    if (h.name === "in-process") {
      h.fake.faults.inject({ dropConnection: true })
      const rejected = await caught(() => h.fake.fetch(`${h.baseUrl}/payments`))
      expect(rejected).toBeInstanceOf(TypeError)
      expect(rejected.message).toBe("fetch failed")
    }
  })

  it("a delay longer than the client's timeout is a TimeoutError", async () => {
    const session = h.fake.seed.checkoutSession()
    h.fake.faults.inject({ path: "/checkout/sessions/*/payment-methods", delayMs: 400 })
    const error = await caught(() => h.client({ maxRetries: 0, timeoutMs: 50 }).checkout.paymentMethods(session.id))
    expect(error._tag).toBe("TimeoutError")
  })

  it("a timed-out create is retried with the same key: REQUEST_IN_PROCESS while it runs, then the stored answer — one payment", async () => {
    const session = h.fake.seed.checkoutSession()
    // Timing-tolerant on a loaded machine: the retries (the most the client allows) span about three
    // times the hold, so several land after the stored answer exists, each with a timeout far above a
    // loopback round trip.
    h.fake.faults.inject({ path: "/payments", delayMs: 1_000 })
    const payrail = h.client({ timeoutMs: 300, maxRetries: 10, retryBackoff: { initialDelayMs: 100, maxDelayMs: 400 } })
    const payment = await payrail.payments.create(paymentBody(session.id))
    expect(h.fake.state.payments.map((p) => p.id)).toEqual([payment.id])
    const attempts = h.fake.requests
    expect(new Set(attempts.map((r) => r.idempotencyKey)).size).toBe(1)
    expect(attempts.some((r) => r.errorCode === "REQUEST_IN_PROCESS")).toBe(true)
    expect(attempts.at(-1)?.outcome).toBe("replayed")
  })

  it("the fault's request is logged with its outcome", async () => {
    h.fake.faults.inject({ status: 500, code: "INTERNAL_ERROR" })
    const res = await raw(h, "GET", "/reports/5b0c7a52-0000-4000-8000-000000000000")
    expect(res.status).toBe(500)
    expect(h.fake.requests[0]).toMatchObject({ outcome: "fault", status: 500, errorCode: "INTERNAL_ERROR", method: "GET", path: "/reports/5b0c7a52-0000-4000-8000-000000000000" })
  })
})
