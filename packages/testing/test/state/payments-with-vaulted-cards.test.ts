/**
 * A payment's card from the vault, and the fields a payment keeps as sent (src/state/payments.ts),
 * through the fake: an unenrolled card pays nothing, naming why; an approved payment marks its
 * vaulted card last used (a declined one does not), as does the card `vault_on_success` keeps;
 * merchant_reference and callback_url are shown as sent.
 */
import { afterEach, describe, expect, it } from "vitest"
import { inProcess, type Harness, paymentBody, raw } from "../helpers"

let harness: Harness | undefined
afterEach(async () => {
  await harness?.close()
  harness = undefined
})
let keys = 0
const post = (h: Harness, path: string, body?: unknown) => raw(h, "POST", path, body, { "x-idempotency-key": `vaulted-${keys++}` })
const pay = (h: Harness, overrides: Record<string, unknown>) => post(h, "/payments", paymentBody(h.fake.seed.checkoutSession().id, overrides))
const lastUsed = async (h: Harness, customerId: string) =>
  (await raw(h, "GET", `/customers/${customerId}/payment-methods`)).body.payment_methods.map((c: { last_successfully_used_at: string | null }) => c.last_successfully_used_at)

describe("a payment with a vaulted card", () => {
  it("marks the card last used when approved, not when declined", async () => {
    const h = (harness = await inProcess())
    const customer = h.fake.seed.customer()
    expect(await lastUsed(h, customer.id)).toEqual([null])
    await h.fake.clock.advance(1000)
    const declined = await pay(h, { description: "DO_NOT_HONOR", customer_payer: { id: customer.id }, payment_method: { vaulted_token: customer.vaultedToken } })
    expect(declined.body.status).toBe("DECLINED")
    expect(await lastUsed(h, customer.id)).toEqual([null])
    await h.fake.clock.advance(1000)
    const approved = await pay(h, { customer_payer: { id: customer.id }, payment_method: { vaulted_token: customer.vaultedToken } })
    expect(approved.body.status).toBe("SUCCEEDED")
    expect(await lastUsed(h, customer.id)).toEqual(["2025-03-01T12:00:02.000000Z"])
  })

  it("is refused once the card is unenrolled, naming its status", async () => {
    const h = (harness = await inProcess())
    const customer = h.fake.seed.customer()
    const [card] = (await raw(h, "GET", `/customers/${customer.id}/payment-methods`)).body.payment_methods
    expect((await post(h, `/customers/${customer.id}/payment-methods/${card.id}/unenroll`)).status).toBe(200)
    const { status, body } = await pay(h, { customer_payer: { id: customer.id }, payment_method: { vaulted_token: customer.vaultedToken } })
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: "INVALID_REQUEST", messages: ["payment_method.vaulted_token: the card is UNENROLLED, not ENROLLED"] })
  })

  it("vaulted on success, the new card is marked used by the payment that vaulted it", async () => {
    const h = (harness = await inProcess())
    const customer = h.fake.seed.customer({ cards: 0 })
    await h.fake.clock.advance(1000)
    await pay(h, { customer_payer: { id: customer.id }, payment_method: { token: "tok_visa", vault_on_success: true } })
    expect(await lastUsed(h, customer.id)).toEqual(["2025-03-01T12:00:01.000000Z"])
  })
})

describe("a payment's own fields", () => {
  it("shows merchant_reference and callback_url as sent, and their defaults when not", async () => {
    const h = (harness = await inProcess())
    const sent = await pay(h, { merchant_reference: "ref-42", callback_url: "https://merchant.example/back" })
    expect(sent.body).toMatchObject({ merchant_reference: "ref-42", callback_url: "https://merchant.example/back" })
    const retrieved = (await raw(h, "GET", `/payments/${sent.body.id}`)).body
    expect(retrieved).toMatchObject({ merchant_reference: "ref-42", callback_url: "https://merchant.example/back" })
    const plain = await pay(h, {})
    expect(plain.body).toMatchObject({ merchant_reference: null, callback_url: "" })
  })
})
