/** Idempotency as the service does it (docs/service-facts.md#idempotency), sent raw so every answer is visible. */
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { AUTH, authorizeBody, type Harness, inProcess, overHttp, paymentBody, raw } from "./helpers"

/**
 * Waits until `cond` holds, polling on the event loop; fails the test if it never does. The deadline
 * is a generous safety net (a loaded 2-core machine), not a timing assumption.
 */
const until = async (cond: () => boolean, deadlineMs = 15_000) => {
  const deadline = performance.now() + deadlineMs
  while (!cond() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5))
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

  /** A keyed POST, answered as bytes (the replay must be the first answer byte for byte). */
  const postText = async (path: string, key: string, body: unknown) => {
    const response = await h.fetch(`${h.baseUrl}${path}`, {
      method: "POST",
      headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": key },
      body: JSON.stringify(body)
    })
    return { status: response.status, text: await response.text(), replayed: response.headers.get("idempotent-replayed") }
  }
  const retrieve = async (id: string) => (await raw(h, "GET", `/payments/${id}`)).body

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
    // The held request must still be running while two more requests go and come back: a wide margin
    // for a loaded machine (the test waits for the in-flight signal, not for time).
    h.fake.faults.inject({ path: "/payments", delayMs: 2_000 })
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
    const bad = await create("key-4", { ...paymentBody(session.id), country: "ZZ" })
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

  it("replays the first answer byte for byte after the payment has changed (create, refund, replay of the create)", async () => {
    const first = await postText("/payments", "key-change-1", paymentBody(session.id))
    expect(first.status).toBe(201)
    const payment = JSON.parse(first.text)
    await h.fake.clock.advance(60_000) // so every later change has another updated_at
    const refundPath = `/payments/${payment.id}/transactions/${payment.transactions.id}/refund`
    const refund = await postText(refundPath, "refund-change-1", { amount: { currency: "USD", value: 10 } })
    expect(refund.status).toBe(200)
    await h.fake.clock.advance(60_000)
    expect((await postText(refundPath, "refund-change-2", {})).status).toBe(200) // the rest: REFUNDED
    expect(await retrieve(payment.id)).toMatchObject({ status: "REFUNDED", amount: { refunded: 26.9 } })

    const replay = await postText("/payments", "key-change-1", paymentBody(session.id))
    expect(replay).toEqual({ status: 201, text: first.text, replayed: "true" })
    expect(JSON.parse(replay.text)).toMatchObject({ status: "SUCCEEDED", sub_status: "APPROVED", amount: { refunded: 0 } })
    // The first refund's answer too, though a second refund followed it.
    const refundReplay = await postText(refundPath, "refund-change-1", { amount: { currency: "USD", value: 10 } })
    expect(refundReplay).toEqual({ status: 200, text: refund.text, replayed: "true" })
    expect(JSON.parse(refundReplay.text)).toMatchObject({ status: "SUCCEEDED", sub_status: "PARTIALLY_REFUNDED", amount: { refunded: 10 } })
    expect(h.fake.state.payments).toHaveLength(1)
  })

  it("replays an authorization and its cancel as first answered, after the cancel changed the authorization", async () => {
    const first = await postText("/payments", "key-change-2", authorizeBody(session.id))
    const payment = JSON.parse(first.text)
    expect(payment).toMatchObject({ status: "PENDING", sub_status: "AUTHORIZED" })
    await h.fake.clock.advance(60_000)
    const cancel = await postText(`/payments/${payment.id}/cancel-or-refund`, "cancel-change-2", {})
    expect(JSON.parse(cancel.text)).toMatchObject({ type: "CANCEL", payment: { status: "CANCELED" } })
    // The cancel moved the authorization's updated_at; the replay still shows the first answer.
    expect((await retrieve(payment.id)).transactions[0].updated_at).not.toBe(payment.transactions.updated_at)
    await h.fake.clock.advance(60_000)
    expect(await postText("/payments", "key-change-2", authorizeBody(session.id))).toEqual({ status: 201, text: first.text, replayed: "true" })
    expect(await postText(`/payments/${payment.id}/cancel-or-refund`, "cancel-change-2", {})).toEqual({ status: 201, text: cancel.text, replayed: "true" })
  })

  it("replays a cancel-or-refund that refunded part of a captured payment after the rest was refunded", async () => {
    const payment = JSON.parse((await postText("/payments", "key-change-3", paymentBody(session.id))).text)
    const partial = await postText(`/payments/${payment.id}/cancel-or-refund`, "cor-change-3", { amount: { currency: "USD", value: 6.9 } })
    expect(JSON.parse(partial.text)).toMatchObject({ type: "REFUND", payment: { sub_status: "PARTIALLY_REFUNDED" } })
    await h.fake.clock.advance(1_000)
    await postText(`/payments/${payment.id}/cancel-or-refund`, "cor-change-4", {})
    expect((await retrieve(payment.id)).status).toBe("REFUNDED")
    expect(await postText(`/payments/${payment.id}/cancel-or-refund`, "cor-change-3", { amount: { currency: "USD", value: 6.9 } }))
      .toEqual({ status: 201, text: partial.text, replayed: "true" })
  })

  it("replays a recorded error byte for byte, with its code in the request log", async () => {
    const payment = (await create("key-err")).body
    const path = `/payments/${payment.id}/transactions/${payment.transactions.id}/refund`
    const first = await postText(path, "refund-err", { amount: { currency: "USD", value: 1000 } })
    expect(first.status).toBe(400)
    expect(await postText(path, "refund-err", { amount: { currency: "USD", value: 1000 } })).toEqual({ status: 400, text: first.text, replayed: "true" })
    expect(h.fake.requests.at(-1)).toMatchObject({ outcome: "replayed", status: 400, errorCode: "INVALID_STATUS" })
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
