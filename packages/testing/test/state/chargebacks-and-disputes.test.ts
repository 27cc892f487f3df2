/**
 * Chargebacks and disputes beyond the flows' happy path (src/state/disputes.ts), through the fake:
 * the chargeback a CHARGEBACK description brings exactly a minute after a capture (of what is
 * still captured, with its webhook), none for an uncaptured or meanwhile refunded payment, and
 * every refusal of a dispute or its update with its message.
 */
import { describe, expect, it } from "vitest"
import { recordingHarness } from "./harnesses"
import { ACCOUNT_ID, authorizeBody, type Harness, paymentBody, raw } from "../helpers"

const { received, start } = recordingHarness()

let keys = 0
const send = (h: Harness, method: string, path: string, body: unknown) => raw(h, method, path, body, { "x-idempotency-key": `disputes-${keys++}` })
const MIN = 60_000
const evidence = { account_id: ACCOUNT_ID, evidence: [{ file_name: "receipt.pdf", content_type: "application/pdf", content_category: "RECEIPT", content: "JVBERi0xLjQK" }] }
const pay = async (h: Harness, overrides: Record<string, unknown> = {}) =>
  (await send(h, "POST", "/payments", paymentBody(h.fake.seed.checkoutSession().id, { description: "CHARGEBACK test order", ...overrides }))).body
const retrieve = async (h: Harness, id: string) => (await raw(h, "GET", `/payments/${id}`)).body
const chargebackOf = (payment: { transactions: Array<{ type: string; id: string }> }) => payment.transactions.find((t) => t.type === "CHARGEBACK")!

describe("a triggered chargeback", () => {
  it("arrives a minute after the capture, for what is still captured: a CHARGEBACK transaction, the payment CHARGEBACK / RECEIVED, its webhook", async () => {
    const h = await start()
    const payment = await pay(h)
    expect(h.fake.clock.pending()).toEqual([{ at: "2025-03-01T12:01:00.000Z", label: `chargeback of payment ${payment.id}` }])
    await send(h, "POST", `/payments/${payment.id}/transactions/${payment.transactions.id}/refund`, { amount: { currency: "USD", value: 6.9 } })
    await h.fake.clock.advance(MIN - 1)
    expect((await retrieve(h, payment.id)).status).toBe("SUCCEEDED")
    await h.fake.clock.advance(1)
    const charged = await retrieve(h, payment.id)
    expect(charged).toMatchObject({ status: "CHARGEBACK", sub_status: "RECEIVED", updated_at: "2025-03-01T12:01:00.000000Z" })
    expect(chargebackOf(charged)).toMatchObject({
      type: "CHARGEBACK", status: "SUCCEEDED", category: "CARD", amount: 20, reason: "FRAUDULENT", response_code: "SUCCEEDED", response_message: "Transaction successful"
    })
    await h.fake.webhooks.settled()
    expect(received.map((e) => e.type_event)).toContain("payment.chargeback")
  })

  it("does not come for an authorization nothing was captured of, nor after a full refund", async () => {
    const h = await start()
    const authorization = (await send(h, "POST", "/payments", { ...authorizeBody(h.fake.seed.checkoutSession().id), description: "CHARGEBACK on an authorization" })).body
    expect(authorization.sub_status).toBe("AUTHORIZED")
    expect(h.fake.clock.pending()).toEqual([])
    const refunded = await pay(h)
    await send(h, "POST", `/payments/${refunded.id}/transactions/${refunded.transactions.id}/refund`, { amount: { currency: "USD", value: 26.9 } })
    await h.fake.clock.advance(MIN)
    const after = await retrieve(h, refunded.id)
    expect(after.status).toBe("REFUNDED")
    expect(after.transactions.map((t: { type: string }) => t.type)).toEqual(["PURCHASE", "REFUND"])
  })
})

describe("a dispute", () => {
  it("answers a chargeback once (IN_DISPUTE / PENDING_REVIEW); a second is refused, an update is taken", async () => {
    const h = await start()
    const payment = await pay(h)
    await h.fake.clock.advance(MIN)
    const chargeback = chargebackOf(await retrieve(h, payment.id))
    const path = `/payments/${payment.id}/transactions/${chargeback.id}/dispute`
    const early = await send(h, "PATCH", path, evidence)
    expect([early.status, early.body]).toEqual([400, { code: "INVALID_STATUS", messages: ["A payment in status CHARGEBACK has no dispute to update"] }])
    await h.fake.clock.advance(1000)
    const disputed = await send(h, "POST", path, evidence)
    expect(disputed.body).toMatchObject({ status: "IN_DISPUTE", sub_status: "PENDING_REVIEW", updated_at: "2025-03-01T12:01:01.000000Z" })
    const again = await send(h, "POST", path, evidence)
    expect([again.status, again.body]).toEqual([400, { code: "INVALID_STATUS", messages: ["The chargeback is already disputed: update the dispute instead"] }])
    await h.fake.clock.advance(1000)
    expect((await send(h, "PATCH", path, evidence)).body).toMatchObject({ status: "IN_DISPUTE", updated_at: "2025-03-01T12:01:02.000000Z" })
  })

  it("is refused for another transaction, an unknown one, or an unknown payment, each named", async () => {
    const h = await start()
    const payment = await pay(h)
    const unknown = "0a1b2c3d-4e5f-4a6b-8c7d-9e8f7a6b5c4d"
    for (const method of ["POST", "PATCH"]) {
      const refusal = async (paymentId: string, transactionId: string) => {
        const { status, body } = await send(h, method, `/payments/${paymentId}/transactions/${transactionId}/dispute`, evidence)
        return [status, body]
      }
      expect(await refusal(payment.id, payment.transactions.id)).toEqual([400, { code: "INVALID_STATUS", messages: ["A PURCHASE transaction cannot be disputed, only a CHARGEBACK"] }])
      expect(await refusal(payment.id, unknown)).toEqual([400, { code: "TRANSACTION_NOT_FOUND", messages: ["Transaction not found"] }])
      expect(await refusal(unknown, payment.transactions.id)).toEqual([400, { code: "PAYMENT_NOT_FOUND", messages: ["Payment not found"] }])
    }
  })
})
