/**
 * A checkout session's payment methods (src/state/checkout.ts): every field of the default methods
 * and of a vaulted card's entry, which used card is preferred (also before 1970), the category
 * filter's case, a seeded method's bare defaults.
 */
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { ACCOUNT_ID, FAST_RETRIES, paymentBody, T0 } from "../helpers"

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

describe("checkout methods", () => {
  it("a seeded method with nothing set is a nameless CARD entry", async () => {
    const { fake, payrail } = setup()
    const session = fake.seed.checkoutSession({ paymentMethods: [{}] })
    expect(await payrail.checkout.paymentMethods(session.id)).toEqual([{
      name: "",
      description: "",
      vaulted_token: null,
      type: "CARD",
      category: "CARD",
      icon: "",
      last_successfully_used: null,
      last_successfully_used_at: null,
      checkout: { session: session.id, sdk_required_action: true, conditions: { enabled: false, rules: null } },
      preferred: false
    }])
    await payrail.close()
  })

  it("the most recently used card is preferred even when it comes later in the list", async () => {
    const { fake, payrail } = setup()
    const customer = fake.seed.customer({ cards: [{ lfd: "1111" }, { lfd: "2222" }, { lfd: "3333" }] })
    const pay = async (token: string) => {
      const s = fake.seed.checkoutSession({ customerId: customer.id })
      await payrail.payments.create(paymentBody(s.id, { customer_payer: { id: customer.id }, payment_method: { vaulted_token: token } }))
    }
    await pay(customer.vaultedTokens[1]!)
    await fake.clock.advance(60_000)
    await pay(customer.vaultedTokens[2]!)
    const session = fake.seed.checkoutSession({ customerId: customer.id })
    const methods = await payrail.checkout.paymentMethods(session.id)
    expect(methods.slice(0, 3).map((m) => m.preferred)).toEqual([false, false, true])
    await payrail.close()
  })

  it("before 1970 (a negative time) a used card is still preferred over unused ones", async () => {
    const { fake, payrail } = setup("1969-12-31T00:00:00.000Z")
    const customer = fake.seed.customer({ cards: [{ lfd: "1111" }, { lfd: "2222" }] })
    const s = fake.seed.checkoutSession({ customerId: customer.id })
    await payrail.payments.create(paymentBody(s.id, { customer_payer: { id: customer.id }, payment_method: { vaulted_token: customer.vaultedTokens[1]! } }))
    const session = fake.seed.checkoutSession({ customerId: customer.id })
    const methods = await payrail.checkout.paymentMethods(session.id)
    expect(methods.slice(0, 2).map((m) => [m.preferred, m.last_successfully_used])).toEqual([[false, false], [true, true]])
    await payrail.close()
  })
})

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
