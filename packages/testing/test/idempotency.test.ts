/** Idempotency as the service does it (gap-facts #23), sent raw so every answer is visible. */
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { type Harness, inProcess, overHttp, paymentBody, raw } from "./helpers"

/** Waits (bounded) until `cond` holds; fails the test if it never does. */
const until = async (cond: () => boolean) => {
  for (let i = 0; i < 400 && !cond(); i++) await new Promise((r) => setTimeout(r, 5))
  expect(cond()).toBe(true)
}

describe.each([["in-process", inProcess], ["over HTTP", overHttp]] as const)("idempotency (%s)", (_, make) => {
  let h: Harness
  let session: { id: string }
  beforeEach(async () => {
    h = await make()
    session = h.fake.seed.checkoutSession()
  })
  afterEach(() => h.close())

  const create = (key: string, body: unknown = paymentBody(session.id)) => raw(h, "POST", "/payments", body, { "x-idempotency-key": key })

  it("replays the first answer (status and body) for the same key and body, marked as replayed", async () => {
    const first = await create("key-1")
    const second = await create("key-1")
    expect(second.status).toBe(201)
    expect(second.body).toEqual(first.body)
    expect(second.headers.get("idempotent-replayed")).toBe("true")
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"))
    expect(h.fake.state.payments).toHaveLength(1)
  })

  it("treats the same JSON with keys in another order as the same request", async () => {
    const body = paymentBody(session.id)
    await create("key-order", body)
    const reordered = Object.fromEntries(Object.entries(body).reverse())
    expect((await create("key-order", reordered)).status).toBe(201)
    expect(h.fake.state.payments).toHaveLength(1)
  })

  it("400 IDEMPOTENCY_DUPLICATED for the same key with another body or another endpoint", async () => {
    await create("key-2")
    const other = await create("key-2", paymentBody(session.id, { merchant_order_id: "order-9999" }))
    expect(other).toMatchObject({ status: 400, body: { code: "IDEMPOTENCY_DUPLICATED" } })
    const payment = h.fake.state.payments[0]!
    const elsewhere = await raw(h, "POST", `/payments/${payment.id}/cancel-or-refund`, {}, { "x-idempotency-key": "key-2" })
    expect(elsewhere.body.code).toBe("IDEMPOTENCY_DUPLICATED")
    expect(h.fake.state.payments[0]!.status).toBe("SUCCEEDED")
  })

  it("400 REQUEST_IN_PROCESS while the first request with the key is still running, then the replay", async () => {
    h.fake.faults.inject({ path: "/payments", delayMs: 400 })
    const first = create("key-3")
    await until(() => h.fake.requests.some((r) => r.outcome === "in_flight"))
    const during = await create("key-3")
    expect(during).toMatchObject({ status: 400, body: { code: "REQUEST_IN_PROCESS" } })
    const otherBody = await create("key-3", paymentBody(session.id, { merchant_order_id: "order-7777" }))
    expect(otherBody.body.code).toBe("IDEMPOTENCY_DUPLICATED")
    const done = await first
    expect(done.status).toBe(201)
    expect((await create("key-3")).body.id).toBe(done.body.id)
    expect(h.fake.state.payments).toHaveLength(1)
  })

  it("keeps no record for a body that failed validation (the key can be used again)", async () => {
    const bad = await create("key-4", { ...paymentBody(session.id), country: "DE" })
    expect(bad.status).toBe(400)
    expect((await create("key-4")).status).toBe(201)
  })

  it("keeps the record of a refused state move: the same refund again gets the same INVALID_STATUS", async () => {
    const payment = (await create("key-5")).body
    const body = { amount: { currency: "USD", value: 1000 } }
    const path = `/payments/${payment.id}/transactions/${payment.transactions.id}/refund`
    const first = await raw(h, "POST", path, body, { "x-idempotency-key": "refund-1" })
    expect(first).toMatchObject({ status: 400, body: { code: "INVALID_STATUS" } })
    const again = await raw(h, "POST", path, body, { "x-idempotency-key": "refund-1" })
    expect(again.body).toEqual(first.body)
    expect(h.fake.requests.at(-1)?.outcome).toBe("replayed")
  })

  it("scopes keys per merchant", async () => {
    await create("shared-key")
    h.fake.seed.merchant({ publicApiKey: "pk_b", privateSecretKey: "sk_b" })
    const sessionB = h.fake.seed.checkoutSession({ merchant: "pk_b" })
    const b = await raw(h, "POST", "/payments", paymentBody(sessionB.id), {
      "x-idempotency-key": "shared-key",
      "public-api-key": "pk_b",
      "private-secret-key": "sk_b"
    })
    expect(b.status).toBe(201)
    expect(h.fake.state.payments).toHaveLength(2)
  })

  it("replays the stored answer after an afterCommit fault (the retry sees what the lost answer said)", async () => {
    h.fake.faults.inject({ path: "/payments", afterCommit: true, status: 502 })
    const lost = await create("key-6")
    expect(lost).toMatchObject({ status: 502, body: { code: "BAD_GATEWAY" } })
    expect(h.fake.state.payments).toHaveLength(1)
    const retry = await create("key-6")
    expect(retry.status).toBe(201)
    expect(retry.body.id).toBe(h.fake.state.payments[0]!.id)
  })

  it("forgets the key when an injected error answered before processing (the retry processes it)", async () => {
    h.fake.faults.inject({ path: "/payments", status: 500 })
    expect((await create("key-7")).status).toBe(500)
    expect(h.fake.state.payments).toHaveLength(0)
    expect((await create("key-7")).status).toBe(201)
    expect(h.fake.requests.map((r) => [r.outcome, r.status])).toEqual([["fault", 500], ["answered", 201]])
  })
})
