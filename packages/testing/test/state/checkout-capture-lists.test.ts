/**
 * The checkout's method list, capture and void, and the subscription list's filters beyond the
 * happy path (src/state/checkout.ts, capture.ts, subscription-lists.ts): every field of
 * the default methods and of a vaulted card's entry, which card is preferred, the category
 * filter's case, a seeded method's defaults; the capture and void refusals and their messages;
 * each filter of GET /subscriptions on its own.
 */
import { transactionsOf } from "@payrail/core"
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { ACCOUNT_ID, authorizeBody, caught, FAST_RETRIES, paymentBody, subscriptionBody, T0 } from "../helpers"

const setup = () => {
  const fake = createFakePayrail({ now: T0 })
  return { fake, payrail: fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID }) }
}

describe("checkout payment methods", () => {
  it("offers a card entry and a bank transfer with its country rule by default", async () => {
    const { fake, payrail } = setup()
    const session = fake.seed.checkoutSession()
    expect(await payrail.checkout.paymentMethods(session.id)).toEqual([
      {
        name: "Card",
        description: "Credit and debit cards",
        vaulted_token: null,
        type: "CARD",
        category: "CARD",
        icon: "https://icons.payrail.fake/card.png",
        last_successfully_used: null,
        last_successfully_used_at: null,
        checkout: { session: session.id, sdk_required_action: true, conditions: { enabled: false, rules: null } },
        preferred: false
      },
      {
        name: "Bank transfer",
        description: "Pay by bank transfer",
        vaulted_token: null,
        type: "BANK_TRANSFER",
        category: "BANK_TRANSFER",
        icon: "https://icons.payrail.fake/bank_transfer.png",
        last_successfully_used: null,
        last_successfully_used_at: null,
        checkout: {
          session: session.id,
          sdk_required_action: true,
          conditions: {
            enabled: true,
            rules: [{
              condition: "INCLUDE",
              condition_group_code: "00000000-0000-4000-8000-000000000001",
              condition_name: "Countries with local bank transfer",
              type: "COUNTRY",
              values: { countries: ["BR", "CO", "MX", "US"], currency: null, max: null, min: null, metadata: null }
            }]
          }
        },
        preferred: false
      }
    ])
    await payrail.close()
  })

  it("shows a vaulted card with its data, amount rule and last use; the most recently used card is preferred", async () => {
    const { fake, payrail } = setup()
    const customer = fake.seed.customer({ cards: [{ brand: "MASTERCARD", lfd: "4444", category: "DEBIT" }, { brand: "VISA", lfd: "1111" }, { brand: "AMEX", lfd: "0005" }] })
    const session = fake.seed.checkoutSession({ customerId: customer.id })
    const before = await payrail.checkout.paymentMethods(session.id)
    expect(before.slice(0, 3).map((m) => m.preferred)).toEqual([true, false, false]) // nothing used yet: the first
    expect(before[0]).toEqual({
      name: "MASTERCARD ****4444",
      description: "MASTERCARD debit card ending in 4444",
      vaulted_token: customer.vaultedTokens[0],
      type: "CARD",
      category: "CARD",
      icon: "https://icons.payrail.fake/mastercard.png",
      last_successfully_used: false,
      last_successfully_used_at: null,
      checkout: {
        session: session.id,
        sdk_required_action: false,
        conditions: {
          enabled: true,
          rules: [{
            condition: "INCLUDE",
            condition_group_code: "00000000-0000-4000-8000-000000000002",
            condition_name: "Vaulted card amount range",
            type: "AMOUNT",
            values: { countries: null, currency: "USD", max: "10000.00", min: "1.00", metadata: null }
          }]
        }
      },
      card_data: {
        iin: "41111111",
        lfd: "4444",
        expiration_month: 12,
        expiration_year: 2028,
        number_length: 16,
        security_code_length: 3,
        brand: "MASTERCARD",
        issuer: "Payrail Fake Bank",
        issuer_code: null,
        category: "DEBIT",
        type: "CREDIT"
      },
      preferred: true
    })
    // pay with the third card, later with the second: the second is the most recent
    const pay = async (token: string) => {
      const s = fake.seed.checkoutSession({ customerId: customer.id })
      await payrail.payments.create(paymentBody(s.id, { customer_payer: { id: customer.id }, payment_method: { vaulted_token: token } }))
    }
    await pay(customer.vaultedTokens[2]!)
    await fake.clock.advance(60_000)
    await pay(customer.vaultedTokens[1]!)
    await fake.clock.advance(60_000)
    const after = await payrail.checkout.paymentMethods(session.id)
    expect(after.slice(0, 3).map((m) => [m.preferred, m.last_successfully_used, m.last_successfully_used_at])).toEqual([
      [false, false, null],
      [true, true, "2025-03-01T12:01:00.000000Z"],
      [false, true, "2025-03-01T12:00:00.000000Z"]
    ])
    await payrail.close()
  })

  it("filters by category whatever its case; a seeded method gets the defaults it lacks", async () => {
    const { fake, payrail } = setup()
    const session = fake.seed.checkoutSession({ paymentMethods: [{ name: "PIX", type: "BANK_TRANSFER" }, { name: "Wallet", category: "wallet" }] })
    const methods = await payrail.checkout.paymentMethods(session.id)
    expect(methods[0]).toEqual({
      name: "PIX",
      description: "",
      vaulted_token: null,
      type: "BANK_TRANSFER",
      category: "BANK_TRANSFER",
      icon: "",
      last_successfully_used: null,
      last_successfully_used_at: null,
      checkout: { session: session.id, sdk_required_action: true, conditions: { enabled: false, rules: null } },
      preferred: false
    })
    expect(methods[1]).toMatchObject({ name: "Wallet", type: "CARD", category: "wallet" })
    expect((await payrail.checkout.paymentMethods(session.id, { category: "bank_transfer" })).map((m) => m.name)).toEqual(["PIX"])
    expect((await payrail.checkout.paymentMethods(session.id, { category: "WALLET" })).map((m) => m.name)).toEqual(["Wallet"])
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

describe("subscription list filters", () => {
  it("each filter on its own: customer, plan, created from / to, payment method type, merchant", async () => {
    const { fake, payrail } = setup()
    const ada = fake.seed.customer()
    const bob = fake.seed.customer()
    const a1 = await payrail.subscriptions.create(subscriptionBody(ada))
    await fake.clock.advance(1_000)
    const b1 = await payrail.subscriptions.create(subscriptionBody(bob))
    await fake.clock.advance(1_000)
    const a2 = await payrail.subscriptions.create(subscriptionBody(ada))
    const ids = async (query: Record<string, unknown>) => (await payrail.subscriptions.list(query as never)).data.map((s) => s.id)
    expect(await ids({})).toEqual([a2.id, b1.id, a1.id])
    expect(await ids({ customer_id: ada.id })).toEqual([a2.id, a1.id])
    expect(await ids({ plan_id: b1.subscription_plan_id })).toEqual([b1.id])
    expect(await ids({ created_at_from: "2025-03-01T12:00:01Z" })).toEqual([a2.id, b1.id])
    expect(await ids({ created_at_to: "2025-03-01T12:00:01Z" })).toEqual([b1.id, a1.id])
    expect(await ids({ payment_method_type: "CARD" })).toEqual([a2.id, b1.id, a1.id])
    expect(await ids({ payment_method_type: "BANK_TRANSFER" })).toEqual([])
    expect(await ids({ status: "ACTIVE" })).toEqual([a2.id, b1.id, a1.id])

    fake.seed.merchant({ publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    const other = fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID, publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    expect((await other.subscriptions.list()).data).toEqual([])
    await payrail.close()
    await other.close()
  })
})
