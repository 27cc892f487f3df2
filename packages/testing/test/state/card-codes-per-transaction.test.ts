/**
 * Rendering of a payment whose transactions ended in different statuses (src/state/payments.ts,
 * methodDetail): a card charge held for fraud review, then canceled. Each transaction's card
 * detail shows an authorization code and reference number only when that transaction itself
 * succeeded; the Payment's own detail follows the first transaction. Ids come from a stubbed
 * `crypto.randomUUID`, each with sixteen digits, so the codes (the first 6 and 12) are exact.
 */
import { afterEach, describe, expect, it, vi } from "vitest"
import { inProcess, paymentBody, raw, stubRandomUUID } from "../helpers"

/** Digits 1 0 2 9 3 8 4 7 5 6 4 7 4 8 9 0, then a letters-only counter. */
const PREFIX = "10293847-5647-4a8b-9c0d-"
afterEach(() => {
  vi.restoreAllMocks()
})

describe("card codes per transaction", () => {
  it("held for fraud review then canceled: the CANCEL has codes, the canceled charge none", async () => {
    stubRandomUUID(PREFIX)
    const h = await inProcess()
    const session = h.fake.seed.checkoutSession().id
    const created = await raw(h, "POST", "/payments", paymentBody(session, { payment_method: { token: "tok_fraud_review" } }), { "x-idempotency-key": "fr-1" })
    expect(created.body).toMatchObject({ status: "PENDING", sub_status: "PENDING_FRAUD_REVIEW", transactions: { status: "PENDING" } })
    expect(created.body.transactions.payment_method.detail.card).toMatchObject({ authorization_code: "", retrieval_reference_number: "" })
    const canceled = await raw(h, "POST", `/payments/${created.body.id}/cancel-or-refund`, {}, { "x-idempotency-key": "fr-2" })
    expect(canceled.body).toMatchObject({ type: "CANCEL", status: "SUCCEEDED" })
    const { body } = await raw(h, "GET", `/payments/${created.body.id}`)
    const codes = body.transactions.map((t: any) => [t.type, t.status, t.payment_method.detail.card.authorization_code, t.payment_method.detail.card.retrieval_reference_number])
    expect(codes).toEqual([
      ["PURCHASE", "CANCELED", "", ""],
      ["CANCEL", "SUCCEEDED", "102938", "102938475647"]
    ])
    expect(body.payment_method.payment_method_detail.card).toMatchObject({ authorization_code: "", retrieval_reference_number: "" })
    await h.close()
  })
})
