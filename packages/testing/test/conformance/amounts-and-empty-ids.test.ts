/**
 * Two readings the reference's own examples call for (docs/spec-gaps.md#amounts-as-text and
 * #empty-optional-ids): a money value sent as decimal text, and `""` for an optional id. The
 * client sends both as given; the fake stores the number and reads `""` as not sent.
 */
import { type CreatePaymentParams, transactionsOf } from "@payrail/core"
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { ACCOUNT_ID, AUTH, paymentBody, T0 } from "../helpers"

const setup = () => {
  const fake = createFakePayrail({ now: T0 })
  return { fake, payrail: fake.client({ accountId: ACCOUNT_ID }) }
}

const refusal = (promise: PromiseLike<unknown>) =>
  Promise.resolve(promise).then(
    () => "accepted",
    (e: { _tag?: string; paths?: ReadonlyArray<string> }) => ({ tag: e._tag, paths: e.paths })
  )

describe("a money value as decimal text", () => {
  it("is stored and answered as its number; captures and refunds read the number", async () => {
    const { fake, payrail } = setup()
    const session = fake.seed.checkoutSession()
    const payment = await payrail.payments.create(
      paymentBody(session.id, {
        amount: { currency: "USD", value: "100.50" },
        payment_method: { token: "tok_visa", detail: { card: { capture: false } } }
      })
    )
    expect(payment.amount.value).toBe(100.5)
    const authorization = transactionsOf(payment)[0]!.id!
    const captured = await payrail.payments.capture(payment.id, authorization, {
      merchant_reference: "capture-1",
      amount: { currency: "USD", value: "60.25" }
    })
    expect(captured.amount).toBe(60.25) // the capture transaction's amount
    expect((await payrail.payments.retrieve(payment.id)).amount.captured).toBe(60.25)
    // 40.25 is left of the authorization: a second capture of 50 is above it
    await expect(
      payrail.payments.capture(payment.id, authorization, { merchant_reference: "capture-2", amount: { currency: "USD", value: "50" } })
    ).rejects.toMatchObject({ status: 400 })
    const refunded = await payrail.payments.refund(payment.id, captured.id!, { amount: { currency: "USD", value: "10.1" } })
    expect(refunded.amount.refunded).toBe(10.1)
    const again = await payrail.payments.retrieve(payment.id)
    expect(again.amount).toMatchObject({ value: 100.5, captured: 60.25, refunded: 10.1 })
    await payrail.close()
  })

  it("is kept as its number where the fake keeps the fields as sent (a checkout session)", async () => {
    const { payrail } = setup()
    const created = await payrail.checkout.sessions.create({
      account_id: ACCOUNT_ID, merchant_order_id: "order-1", payment_description: "Order 1", country: "CO",
      amount: { currency: "COP", value: "140000" }, alternative_amount: { currency: "USD", value: "35.5" }
    })
    const session = await payrail.checkout.sessions.retrieve(created.checkout_session!)
    expect(session.amount).toEqual({ currency: "COP", value: 140000 })
    expect(session.alternative_amount).toEqual({ currency: "USD", value: 35.5 })
    await payrail.close()
  })

  it("is refused by the client, naming the field, when it is not a decimal number of at most 4 decimals", async () => {
    const { fake, payrail } = setup()
    const session = fake.seed.checkoutSession()
    for (const value of ["", "12,5", "-5", "1e3", " 12", "12.00001", "twelve", "0x10"]) {
      const body = paymentBody(session.id, { amount: { currency: "USD", value } })
      expect(await refusal(payrail.payments.create(body)), value).toEqual({ tag: "RequestValidationError", paths: ["amount.value"] })
    }
    expect(fake.requests).toHaveLength(0)
    await payrail.close()
  })

  it("is refused by the fake too, naming the field", async () => {
    const { fake } = setup()
    const session = fake.seed.checkoutSession()
    const response = await fake.fetch(`${fake.baseUrl}/payments`, {
      method: "POST",
      headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": crypto.randomUUID() },
      body: JSON.stringify(paymentBody(session.id, { amount: { currency: "USD", value: "12,5" } }))
    })
    const answer = { status: response.status, body: (await response.json()) as { messages: Array<string> } }
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ code: "INVALID_REQUEST" })
    expect(answer.body.messages.join("\n")).toContain("amount.value")
  })

  it("keeps its scale rule: a zero refund as text is refused", async () => {
    const { fake, payrail } = setup()
    const payment = await payrail.payments.create(paymentBody(fake.seed.checkoutSession().id))
    const purchase = transactionsOf(payment)[0]!.id!
    expect(await refusal(payrail.payments.refund(payment.id, purchase, { amount: { currency: "USD", value: "0.0" } }))).toEqual({
      tag: "RequestValidationError",
      paths: ["amount.value"]
    })
    await payrail.close()
  })
})

describe("an empty optional id", () => {
  const direct = (session: string, overrides: Record<string, unknown>): CreatePaymentParams =>
    paymentBody(session, { workflow: "DIRECT", checkout: { session: "" }, ...overrides })

  it("is sent as given and read by the fake as not sent", async () => {
    const { fake, payrail } = setup()
    const payment = await payrail.payments.create(direct("", { payment_method: { token: "tok_visa", vaulted_token: "" } }))
    // an empty vaulted token looked up no card, and no session was taken: the answer shows none, as for a payment without one
    expect(payment.status).toBe("SUCCEEDED")
    expect(payment.checkout?.session).toBe("")
    const [logged] = fake.requests
    expect((logged!.body as { checkout: unknown }).checkout).toEqual({ session: "" })
    await payrail.close()
  })

  it("counts as not sent in the rules that need one: no session with SDK_CHECKOUT, no token nor type", async () => {
    const { fake, payrail } = setup()
    expect(await refusal(payrail.payments.create(direct("", { workflow: "SDK_CHECKOUT" })))).toEqual({
      tag: "RequestValidationError",
      paths: ["checkout.session"]
    })
    expect(await refusal(payrail.payments.create(direct("", { payment_method: { token: "", vaulted_token: "" } })))).toEqual({
      tag: "RequestValidationError",
      paths: ["payment_method"]
    })
    expect(fake.requests).toHaveLength(0)
    await payrail.close()
  })

  it("is still refused for a required id", async () => {
    const { payrail } = setup()
    expect(await refusal(payrail.payments.create(direct("", { account_id: "" })))).toEqual({ tag: "RequestValidationError", paths: ["account_id"] })
    await payrail.close()
  })
})
