/** The fake's own surface: layer, requests log, state views, reset, seeding, subscriptions schedules. */
import { Payrail } from "@payrail/core"
import { BankingOnboarding, Payment, Recipient, Report, Subscription } from "@payrail/core/schema"
import * as Schema from "effect/Schema"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../src/index"
import { DEFAULT_REQUEST_LOG_LIMIT, makeRequestLog } from "../src/pipeline/request-log"
import type { RequestLogEntry } from "../src/pipeline/request-log-entry"
import { AUTH, authorizeBody, caught, paymentBody, subscriptionBody, T0 } from "./helpers"

describe("createFakePayrail", () => {
  it("fake.layer provides the Effect service wired to the fake", async () => {
    const fake = createFakePayrail({ now: T0 })
    const session = fake.seed.checkoutSession()
    const program = Effect.gen(function*() {
      const payrail = yield* Payrail
      const payment = yield* payrail.payments.create(authorizeBody(session.id))
      return yield* payrail.payments.cancelOrRefund(payment.id)
    })
    const result = await Effect.runPromise(program.pipe(Effect.provide(fake.layer)))
    expect(result.payment?.status).toBe("CANCELED")
  })

  it("logs requests with the idempotency key and redacts the secret key", async () => {
    const fake = createFakePayrail({ now: T0 })
    const session = fake.seed.checkoutSession()
    const payrail = fake.client()
    await payrail.payments.create(paymentBody(session.id), { idempotencyKey: "log-key-1" })
    await payrail.close()
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]).toMatchObject({
      method: "POST",
      path: "/payments",
      operation: "payments.create",
      idempotencyKey: "log-key-1",
      status: 201,
      outcome: "answered",
      at: "2025-03-01T12:00:00.000000Z"
    })
    expect(fake.requests[0]!.headers["private-secret-key"]).toBe("[REDACTED]")
    expect(fake.requests[0]!.headers["public-api-key"]).toBe("pk_test_payrail")
    expect(JSON.stringify(fake.requests)).not.toContain("sk_test_payrail")
  })

  it("custom default keys; reset() forgets everything but the default merchant and the clock", async () => {
    const fake = createFakePayrail({ now: T0, publicApiKey: "pk_mine", privateSecretKey: "sk_mine" })
    const session = fake.seed.checkoutSession()
    const payrail = fake.client()
    await payrail.payments.create(paymentBody(session.id))
    await payrail.reports.create({ type: "PAYOUTS", start_date: "2025-01-01T00:00:00Z", end_date: "2025-01-31T00:00:00Z" })
    fake.faults.inject({ status: 500, times: Infinity })
    await fake.clock.advance(1000)
    fake.reset()
    expect([fake.state.payments.length, fake.state.reports.length, fake.requests.length, fake.faults.active.length]).toEqual([0, 0, 0, 0])
    expect(fake.clock.pending()).toEqual([])
    expect(fake.clock.date().toISOString()).toBe("2025-03-01T12:00:01.000Z")
    const error = await caught(() => payrail.payments.retrieve("5b0c7a52-0000-4000-8000-000000000000"))
    expect(error.code).toBe("PAYMENT_NOT_FOUND") // still authenticated after reset
    await payrail.close()
  })

  it("seeds customers with several cards and sessions with custom methods", async () => {
    const fake = createFakePayrail({ now: T0 })
    const customer = fake.seed.customer({ cards: [{ brand: "MASTERCARD", lfd: "4444" }, { brand: "AMEX", lfd: "0005" }] })
    expect(customer.vaultedTokens).toHaveLength(2)
    const session = fake.seed.checkoutSession({
      customerId: customer.id,
      paymentMethods: [{ name: "PIX", type: "PIX", category: "BANK_TRANSFER", description: "Instant payments" }]
    })
    const payrail = fake.client()
    const methods = await payrail.checkout.paymentMethods(session.id)
    expect(methods.map((m) => [m.name, m.category])).toEqual([["MASTERCARD ****4444", "CARD"], ["AMEX ****0005", "CARD"], ["PIX", "BANK_TRANSFER"]])
    expect(methods.filter((m) => m.preferred)).toHaveLength(1)
    expect(() => fake.seed.checkoutSession({ customerId: "nope" })).toThrow(/Unknown customer/)
    await payrail.close()
  })

  it("vault_on_success enrolls the card with the customer", async () => {
    const fake = createFakePayrail({ now: T0 })
    const customer = fake.seed.customer({ cards: 0 })
    const session = fake.seed.checkoutSession({ customerId: customer.id })
    const payrail = fake.client()
    const payment = await payrail.payments.create(
      paymentBody(session.id, { customer_payer: { id: customer.id }, payment_method: { token: "tok_new", vault_on_success: true } })
    )
    const token = payment.payment_method?.vaulted_token
    expect(token).toMatch(/^[0-9a-f-]{36}$/)
    const [card] = await payrail.checkout.paymentMethods(session.id)
    expect(card?.vaulted_token).toBe(token)
    await payrail.close()
  })

  it("subscriptions: trial cycles charge the trial amount, weekly frequency, start_at in the future, billing_date DAY", async () => {
    const fake = createFakePayrail({ now: T0 })
    const customer = fake.seed.customer()
    const payrail = fake.client()
    const trial = await payrail.subscriptions.create(
      subscriptionBody(customer, {
        frequency: { type: "WEEK", value: 1 },
        trial_period: { billing_cycles: 2, amount: { currency: "USD", value: 0.5 } },
        billing_cycles: { total: 4 }
      })
    )
    await fake.clock.advance(4 * 7 * 86_400_000)
    const charges = fake.state.payments.filter((p) => p.subscription_code === trial.id).map((p) => p.amount.value)
    expect(charges).toEqual([0.5, 0.5, 9.99, 9.99])
    expect((await payrail.subscriptions.retrieve(trial.id)).status).toBe("COMPLETED")

    const later = await payrail.subscriptions.create(subscriptionBody(customer, { availability: { start_at: "2025-04-10T00:00:00Z" } }))
    expect(later.payments).toEqual([])
    expect(later.billing_cycles).toMatchObject({ current: 1, next_at: "2025-04-10T00:00:00.000000Z" })

    const { frequency: _f, ...rest } = subscriptionBody(customer)
    const onDay = await payrail.subscriptions.create({ ...rest, billing_date: { type: "DAY", day: 15 } } as never)
    expect(onDay.billing_cycles?.next_at).toBe("2025-04-15T12:00:00.000000Z") // now is 2025-03-29: the next 15th
    await payrail.close()
  })

  it("fake.state renders records as the API returns them", async () => {
    const fake = createFakePayrail({ now: T0 })
    const session = fake.seed.checkoutSession()
    const payrail = fake.client()
    const created = await payrail.payments.create(paymentBody(session.id))
    const [viewed] = fake.state.payments
    expect(viewed).toEqual(await payrail.payments.retrieve(created.id))
    fake.seed.recipient()
    expect(fake.state.recipients[0]?.onboardings).toMatchObject([{ status: "BLOCKED" }])

    // Every view decodes with core's response schemas, strictly typed fields included.
    const customer = fake.seed.customer()
    await payrail.subscriptions.create(subscriptionBody(customer))
    await payrail.reports.create({ type: "PAYMENTS", start_date: "2025-01-01T00:00:00Z", end_date: "2025-01-31T00:00:00Z" })
    await payrail.banking.createOnboarding(fake.seed.entity().id, {
      account_id: "0f9c2a1e-1111-4a5b-9c3d-123456789abc",
      service_connection_id: "conn_1",
      onboarding_type: "PREVIOUSLY_ONBOARDED"
    })
    const views = [
      [Payment, fake.state.payments],
      [Subscription, fake.state.subscriptions],
      [Report, fake.state.reports],
      [BankingOnboarding, fake.state.onboardings],
      [Recipient, fake.state.recipients]
    ] as const
    for (const [schema, items] of views) {
      expect(items.length).toBeGreaterThan(0)
      for (const item of items) expect(() => Schema.decodeUnknownSync(schema as Schema.Top & { DecodingServices: never })(item)).not.toThrow()
    }
    await payrail.close()
  })
})

describe("the request log (fake.requests)", () => {
  const MISSING = "5b0c7a52-0000-4000-8000-000000000000"
  const retrieve = (fake: ReturnType<typeof createFakePayrail>, i: number) =>
    fake.fetch(`${fake.baseUrl}/payments/${MISSING}?n=${i}`, { headers: AUTH }).then((r) => r.text())

  it("keeps the last requestLog.limit requests, oldest first, in the same array, and counts every one", async () => {
    const fake = createFakePayrail({ now: T0, requestLog: { limit: 3 } })
    const log = fake.requests
    for (let i = 0; i < 5; i++) await retrieve(fake, i)
    expect(fake.requests).toBe(log)
    expect(log.map((r) => r.query)).toEqual(["?n=2", "?n=3", "?n=4"])
    expect(log.every((r) => r.status === 400 && r.errorCode === "PAYMENT_NOT_FOUND")).toBe(true)
    expect(fake.requestCount).toBe(5)
    fake.reset()
    expect([log.length, fake.requestCount]).toEqual([0, 0])
    await retrieve(fake, 5)
    expect([log.map((r) => r.query), fake.requestCount]).toEqual([["?n=5"], 1])
  })

  it("keeps the last 10,000 by default", () => {
    // The log itself, filled directly: 10,005 requests through fake.fetch take most of a minute on a
    // busy CI machine; the fake builds its log with this default when requestLog.limit is not given.
    expect(DEFAULT_REQUEST_LOG_LIMIT).toBe(10_000)
    const log = makeRequestLog()
    for (let i = 0; i < 10_005; i++) log.add({ query: `?n=${i}` } as RequestLogEntry)
    expect(log.entries).toHaveLength(10_000)
    expect([log.entries[0]!.query, log.entries.at(-1)!.query]).toEqual(["?n=5", "?n=10004"])
    expect(log.total).toBe(10_005)
  })

  it("limit 0 keeps none and Infinity keeps all (both count); another limit is refused", async () => {
    const none = createFakePayrail({ now: T0, requestLog: { limit: 0 } })
    const all = createFakePayrail({ now: T0, requestLog: { limit: Infinity } })
    for (let i = 0; i < 3; i++) await Promise.all([retrieve(none, i), retrieve(all, i)])
    expect([none.requests.length, none.requestCount]).toEqual([0, 3])
    expect([all.requests.length, all.requestCount]).toEqual([3, 3])
    for (const limit of [-1, 1.5, Number.NaN]) expect(() => createFakePayrail({ requestLog: { limit } })).toThrow(RangeError)
  })
})

describe("fake.fetch reads (input, init) as a Request would", () => {
  /** What the fake logged for one call, without what differs from call to call. */
  const seen = async (fake: ReturnType<typeof createFakePayrail>, call: () => Promise<Response>) => {
    const response = await call()
    await response.text()
    const { requestId: _id, at: _at, outcome: _o, status: _s, ...entry } = fake.requests.at(-1)!
    return { entry, status: response.status }
  }

  it("logs the same method, path, headers and body as for new Request(input, init)", async () => {
    const fake = createFakePayrail({ now: T0 })
    const session = fake.seed.checkoutSession()
    const url = `${fake.baseUrl}/payments`
    const json = JSON.stringify(paymentBody(session.id))
    const bytes = new TextEncoder().encode(json)
    let n = 0
    const key = () => ({ "x-idempotency-key": `k-${n++}` })
    const inits: Array<[string | URL, () => RequestInit]> = [
      [url, () => ({ method: "POST", headers: { ...AUTH, ...key() }, body: json })], // no content-type: text/plain;charset=UTF-8 is added
      [new URL(url), () => ({ method: "post", headers: new Headers({ ...AUTH, ...key(), "content-type": "application/json" }), body: bytes })],
      [url, () => ({ method: "POST", headers: [...Object.entries(AUTH), ...Object.entries(key())], body: bytes.buffer })],
      [url, () => ({ method: "POST", headers: { ...AUTH, ...key(), "content-type": "application/json" }, body: `\uFEFF${json}` })], // BOM dropped
      [url, () => ({ method: "POST", headers: { ...AUTH, ...key() }, body: json.replace("Order", "Order \uD800") })], // lone surrogate → U+FFFD
      [`${url}/${"5b0c7a52-0000-4000-8000-000000000000"}?raw_response=true`, () => ({ headers: { ...AUTH, "X-Custom": "  padded  " } })]
    ]
    for (const [input, init] of inits) {
      const direct = await seen(fake, () => fake.fetch(input, init()))
      const viaRequest = await seen(fake, () => fake.fetch(new Request(input, init())))
      // durationMs: real time, different on each request; the answer names a new payment each time
      const { idempotencyKey: _a, durationMs: _e, responseBody: _g, headers: { "x-idempotency-key": _b, ...directHeaders }, ...directRest } = direct.entry as any
      const { idempotencyKey: _c, durationMs: _f, responseBody: _h, headers: { "x-idempotency-key": _d, ...requestHeaders }, ...requestRest } = viaRequest.entry as any
      expect({ ...directRest, headers: directHeaders, status: direct.status }).toEqual({ ...requestRest, headers: requestHeaders, status: viaRequest.status })
    }
    expect(fake.requests[0]!.headers["content-type"]).toBe("text/plain;charset=UTF-8")
    expect(fake.requests.filter((r) => r.status === 201)).toHaveLength(10)
    expect(fake.state.payments.map((p) => p.description)).toContain("Order \uFFFD from the fake tests")
  })

  it("builds no web Request for a string or URL input with a string or byte body", async () => {
    const fake = createFakePayrail({ now: T0 })
    const session = fake.seed.checkoutSession()
    const RealRequest = globalThis.Request
    let built = 0
    globalThis.Request = class extends RealRequest {
      constructor(...args: ConstructorParameters<typeof Request>) {
        super(...args)
        built++
      }
    }
    try {
      const headers = { ...AUTH, "content-type": "application/json" }
      const json = JSON.stringify(paymentBody(session.id))
      const a = await fake.fetch(`${fake.baseUrl}/payments`, { method: "POST", headers: { ...headers, "x-idempotency-key": "a" }, body: json })
      const b = await fake.fetch(new URL(`${fake.baseUrl}/payments`), {
        method: "POST",
        headers: { ...headers, "x-idempotency-key": "b" },
        body: new TextEncoder().encode(json)
      })
      const c = await fake.fetch(`${fake.baseUrl}/payments/${(await a.json()).id}`, { headers })
      expect([a.status, b.status, c.status]).toEqual([201, 201, 200])
    } finally {
      globalThis.Request = RealRequest
    }
    expect(built).toBe(0)
  })

  it("rejects what new Request rejects, with its TypeError", async () => {
    const fake = createFakePayrail({ now: T0 })
    const url = `${fake.baseUrl}/payments`
    await expect(fake.fetch(url, { method: "GET", body: "{}" })).rejects.toBeInstanceOf(TypeError)
    await expect(fake.fetch("http://user:pw@payrail.fake/v1/payments", { method: "POST", body: "{}" })).rejects.toBeInstanceOf(TypeError)
    await expect(fake.fetch("/v1/payments", { method: "POST", body: "{}" })).rejects.toBeInstanceOf(TypeError)
    await expect(fake.fetch(url, { method: "POST", headers: { "bad header": "x" }, body: "{}" })).rejects.toBeInstanceOf(TypeError)
    const controller = new AbortController()
    controller.abort(new Error("stop"))
    await expect(fake.fetch(url, { method: "POST", body: "{}", signal: controller.signal })).rejects.toThrow("stop")
    expect(fake.requests).toHaveLength(0)
  })

  describe("fake.fetch with an AbortSignal", () => {
    const setup = () => {
      const fake = createFakePayrail({ now: T0 })
      const session = fake.seed.checkoutSession()
      const create = (signal: AbortSignal, key: string) =>
        fake.fetch(`${fake.baseUrl}/payments`, {
          method: "POST",
          headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": key },
          body: JSON.stringify(paymentBody(session.id)),
          signal
        })
      return { fake, create }
    }

    it("rejects with the reason when aborted while the request is processed, and the request still commits", async () => {
      const { fake, create } = setup()
      const controller = new AbortController()
      const pending = create(controller.signal, "k-1")
      queueMicrotask(() => controller.abort(new Error("aborted mid-request")))
      await expect(pending).rejects.toThrow("aborted mid-request")
      expect(fake.state.payments).toHaveLength(1)
      expect(fake.requests[0]).toMatchObject({ status: 201, outcome: "answered" })
    })

    it("rejects at once when aborted during a delay fault, without waiting for the delay", async () => {
      const { fake, create } = setup()
      // Longer than the test's timeout: only an abort that is heard at once lets the test pass.
      const fault = fake.faults.inject({ path: "/payments", delayMs: 10_000 })
      const controller = new AbortController()
      const pending = create(controller.signal, "k-2")
      // The fault is taken when the request is logged: the request is now held by the delay.
      while (fault.hits === 0) await new Promise((resolve) => setImmediate(resolve))
      controller.abort(new Error("gave up waiting"))
      await expect(pending).rejects.toThrow("gave up waiting")
      fake.reset()
    })

    it("answers normally when the signal is aborted only after the answer", async () => {
      const { fake, create } = setup()
      const controller = new AbortController()
      const res = await create(controller.signal, "k-3")
      controller.abort(new Error("too late"))
      expect(res.status).toBe(201)
      expect(JSON.parse(await res.text())).toMatchObject({ status: "SUCCEEDED" })
      expect(fake.state.payments).toHaveLength(1)
    })
  })
})
