/**
 * The pipeline's shortcuts give what the plain definitions give: the path below `/v1`, a blank
 * body, and the codes a payment derives from its ids.
 */
import { describe, expect, it } from "vitest"
import { parseBody } from "../src/body"
import { pathBelowV1 } from "../src/http"
import { inProcess, paymentBody } from "./helpers"

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

  it("derives the authorization code and retrieval reference from the transaction's ids (their first digits, zero-padded)", async () => {
    const h = await inProcess()
    const session = h.fake.seed.checkoutSession()
    const client = h.client()
    for (let i = 0; i < 20; i++) {
      const payment = await client.payments.create(paymentBody(session.id, { merchant_order_id: `order-${i}` }))
      const tx = payment.transactions as unknown as { id: string; provider_data: { transaction_id: string }; payment_method: { detail: { card: Record<string, string> } } }
      const card = tx.payment_method.detail.card
      expect(card.authorization_code).toBe(tx.id.replace(/\D/g, "").padEnd(6, "0").slice(0, 6))
      expect(card.retrieval_reference_number).toBe(tx.provider_data.transaction_id.replace(/\D/g, "").padEnd(12, "0").slice(0, 12))
    }
    await h.close()
  })
})
