/**
 * The pipeline's shortcuts give what the plain definitions give: the path below `/v1`, a blank
 * body, and the codes a payment derives from its ids.
 */
import { describe, expect, it, vi } from "vitest"
import { parseBody } from "../src/pipeline/body"
import { pathBelowV1 } from "../src/pipeline/http"
import { inProcess, paymentBody, stubRandomUUID } from "./helpers"

const plainPathBelowV1 = (pathname: string): string | undefined => {
  const parts = pathname.split("/")
  const at = parts.indexOf("v1")
  return at === -1 ? undefined : "/" + parts.slice(at + 1).filter(Boolean).join("/")
}

describe("the pipeline's shortcuts", () => {
  it("takes the path below /v1 as the split-and-join definition does", () => {
    const paths = ["/v1", "/v1/", "/v1/payments", "/v1/payments/", "/v1//payments", "/v1/payments//x", "/v1/a/v1/b", "/api/v1/payments", "/v10/payments", "/", "", "/payments", "/v1/%2F/x", "/v1/payments/ "]
    for (const path of paths) expect(pathBelowV1(path), path).toBe(plainPathBelowV1(path))
  })

  it("treats a body as blank exactly when trimming leaves nothing", () => {
    for (const text of ["", " ", "\n\t", "\u00a0", "\ufeff", " {}", "{}", "\u00a0[1]", "1", "x"]) {
      const parsed = parseBody(text)
      if (text.trim() === "") expect(parsed, JSON.stringify(text)).toEqual({ ok: true, value: undefined })
      else expect(parsed.ok ? parsed.value : "invalid", JSON.stringify(text)).not.toBeUndefined()
    }
    expect(parseBody(" {\"a\":1}")).toEqual({ ok: true, value: { a: 1 } })
    expect(parseBody("{nope")).toEqual({ ok: false })
  })

  it("answers a retrieve again from its kept text only while the payment shows the same: every move is seen", async () => {
    const h = await inProcess()
    const payrail = h.client()
    const session = h.fake.seed.checkoutSession()
    const payment = await payrail.payments.create(paymentBody(session.id, { amount: { currency: "USD", value: 100 } }))
    const charge = (payment.transactions as unknown as { id: string }).id
    const text = async () => (await h.fake.fetch(`${h.fake.baseUrl}/payments/${payment.id}`, { headers: { "public-api-key": h.fake.publicApiKey, "private-secret-key": h.fake.privateSecretKey } })).text()
    const first = await text()
    expect(await text()).toBe(first) // kept from this second retrieve on
    expect(await text()).toBe(first)
    expect(JSON.parse(first).amount.refunded).toBe(0)
    await payrail.payments.refund(payment.id, charge, { amount: { currency: "USD", value: 30 } } as never)
    const refunded = JSON.parse(await text())
    expect(refunded.amount.refunded).toBe(30)
    expect(refunded.transactions.map((t: { type: string }) => t.type)).toEqual(["PURCHASE", "REFUND"])
    await h.fake.clock.advance(1000) // a move at another time shows its own updated_at
    await payrail.payments.refund(payment.id, charge, { amount: { currency: "USD", value: 70 } } as never)
    const all = JSON.parse(await text())
    expect(all.amount.refunded).toBe(100)
    expect(all.transactions).toHaveLength(3)
    expect(all.updated_at).not.toBe(refunded.updated_at)
    // the flags render afresh, never from the kept text
    const history = await (await h.fake.fetch(`${h.fake.baseUrl}/payments/${payment.id}?transactions_history=true`, { headers: { "public-api-key": h.fake.publicApiKey, "private-secret-key": h.fake.privateSecretKey } })).json()
    expect(history.transactions_history).toHaveLength(3)
    await h.close()
  })

  it("derives the authorization code (6) and retrieval reference (12) from the first digits of the transaction's ids, zero-padded", async () => {
    // every id the fake makes is this prefix plus 12 letters: its digits are 1, 2, 3, then 4 and 8 (version, variant)
    stubRandomUUID("a1b2c3de-fabc-4def-8abc-")
    const h = await inProcess()
    const session = h.fake.seed.checkoutSession()
    const payment = await h.client().payments.create(paymentBody(session.id))
    const card = (payment.transactions as unknown as { payment_method: { detail: { card: Record<string, string> } } }).payment_method.detail.card
    expect(card.authorization_code).toBe("123480")
    expect(card.retrieval_reference_number).toBe("123480000000")
    await h.close()
    vi.restoreAllMocks()
  })
})
