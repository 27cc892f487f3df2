/**
 * Capture and void beyond the flows' happy paths (src/state/capture.ts): capture of a declined
 * authorization or of a fully captured payment, the payment inside a capture answer, the capture
 * and void refusals and their messages.
 */
import { transactionsOf } from "@payrail/core"
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { ACCOUNT_ID, authorizeBody, caught, FAST_RETRIES, paymentBody, T0 } from "../helpers"

const card = (number: string, extra: Record<string, unknown> = {}) => ({
  account_id: ACCOUNT_ID,
  type: "CARD",
  country: "US",
  card_data: { number, expiration_month: 11, expiration_year: 2030, security_code: "123", holder_name: "ADA LOVELACE", ...extra }
})

const setup = (now = T0) => {
  const fake = createFakePayrail({ now })
  return { fake, payrail: fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID }) }
}

describe("capture", () => {
  it("a declined authorization is not an authorization", async () => {
    const { fake, payrail } = setup()
    const session = fake.seed.checkoutSession()
    const payment = await payrail.payments.create(
      paymentBody(session.id, { amount: { currency: "USD", value: 50 }, payment_method: { token: "tok_decline", detail: { card: { capture: false } } } })
    )
    expect(payment).toMatchObject({ status: "DECLINED", sub_status: "DECLINED" })
    const error = await caught(() => payrail.payments.capture(payment.id, transactionsOf(payment)[0]!.id!, { merchant_reference: "cap-1" }))
    expect(error).toMatchObject({ status: 400, code: "INVALID_STATUS" })
    expect(JSON.stringify(error)).toContain("A AUTHORIZE transaction in status DECLINED is not an authorization")
    await payrail.close()
  })

  it("a fully captured payment cannot be captured again, even for the (empty) rest", async () => {
    const { fake, payrail } = setup()
    const session = fake.seed.checkoutSession()
    const payment = await payrail.payments.create(authorizeBody(session.id, 100))
    const authorization = transactionsOf(payment)[0]!.id!
    await payrail.payments.capture(payment.id, authorization, { merchant_reference: "cap-1" })
    const again = await caught(() => payrail.payments.capture(payment.id, authorization, { merchant_reference: "cap-2" }))
    expect(again).toMatchObject({ status: 400, code: "INVALID_STATUS" })
    expect(JSON.stringify(again)).toContain("A payment in status SUCCEEDED / CAPTURED cannot be captured")
    await payrail.close()
  })

  it("the capture answer's payment has its transactions without raw responses and no history", async () => {
    const { fake, payrail } = setup()
    const session = fake.seed.checkoutSession()
    const payment = await payrail.payments.create(authorizeBody(session.id, 100))
    const captured = await payrail.payments.capture(payment.id, transactionsOf(payment)[0]!.id!, { merchant_reference: "cap-1" })
    const inner = captured.payment as unknown as { transactions: Array<{ provider_data: { raw_response: unknown } }>; transactions_history: unknown }
    expect(inner.transactions_history).toBeNull()
    expect(inner.transactions.map((t) => t.provider_data.raw_response)).toEqual([null, null])
    await payrail.close()
  })
})

describe("capture and void", () => {
  const authorize = async (payrail: ReturnType<typeof setup>["payrail"], fake: ReturnType<typeof setup>["fake"], value = 100) => {
    const session = fake.seed.checkoutSession()
    const payment = await payrail.payments.create(authorizeBody(session.id, value))
    return { payment, authorization: transactionsOf(payment)[0]!.id! }
  }

  it("refuses another currency and more than is left, saying so", async () => {
    const { fake, payrail } = setup()
    const { payment, authorization } = await authorize(payrail, fake)
    const currency = await caught(() => payrail.payments.capture(payment.id, authorization, { merchant_reference: "cap-1", amount: { currency: "EUR", value: 10 } }))
    expect(currency).toMatchObject({ status: 400, code: "INVALID_REQUEST" })
    expect(JSON.stringify(currency)).toContain("amount.currency: the payment is in USD, not EUR")
    await payrail.payments.capture(payment.id, authorization, { merchant_reference: "cap-1", amount: { currency: "USD", value: 60 } })
    const above = await caught(() => payrail.payments.capture(payment.id, authorization, { merchant_reference: "cap-2", amount: { currency: "USD", value: 40.01 } }))
    expect(above).toMatchObject({ status: 400, code: "INVALID_STATUS" })
    expect(JSON.stringify(above)).toContain("The capture amount 40.01 is above what is left of the authorization, 40")
    // exactly what is left is fine, and captures it all
    const rest = await payrail.payments.capture(payment.id, authorization, { merchant_reference: "cap-3", amount: { currency: "USD", value: 40 } })
    expect(rest).toMatchObject({ amount: 40, reason: null, payment: { status: "SUCCEEDED", sub_status: "CAPTURED" } })
    await payrail.close()
  })

  it("refusals name the transaction or status", async () => {
    const { fake, payrail } = setup()
    const session = fake.seed.checkoutSession()
    const purchase = await payrail.payments.create(paymentBody(session.id))
    const notAuthorization = await caught(() => payrail.payments.capture(purchase.id, transactionsOf(purchase)[0]!.id!, { merchant_reference: "ref-1" }))
    expect(JSON.stringify(notAuthorization)).toContain("A PURCHASE transaction in status SUCCEEDED is not an authorization")
    const unknown = await caught(() => payrail.payments.capture(purchase.id, "3f0e6f4a-0000-4000-8000-000000000000", { merchant_reference: "ref-1" }))
    expect(unknown).toMatchObject({ code: "TRANSACTION_NOT_FOUND" })
    expect(JSON.stringify(unknown)).toContain("Transaction not found")

    const { payment, authorization } = await authorize(payrail, fake)
    const voided = await payrail.payments.cancel(payment.id, authorization, { merchant_reference: "void-1", reason: "DUPLICATE", description: "twice" })
    expect(voided).toMatchObject({ type: "CANCEL", amount: 100, reason: "DUPLICATE", payment: { status: "CANCELED", sub_status: "CANCELED" } })
    const capture = await caught(() => payrail.payments.capture(payment.id, authorization, { merchant_reference: "ref-1" }))
    expect(JSON.stringify(capture)).toContain("A payment in status CANCELED / CANCELED cannot be captured")
    const again = await caught(() => payrail.payments.cancel(payment.id, authorization, { merchant_reference: "ref-1" }))
    expect(JSON.stringify(again)).toContain("A payment in status CANCELED / CANCELED cannot be canceled")
    await payrail.close()
  })
})
