/**
 * Stored cards (src/state/payment-methods.ts): a card's default expiry month and the last four
 * digits of the 8890th card, the card a number makes (network, iin, last digits, expiry, type)
 * and the card the seed makes.
 */
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { ACCOUNT_ID, caught, FAST_RETRIES, T0 } from "../helpers"

const UNKNOWN = "3f0e6f4a-0000-4000-8000-000000000000"

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

describe("enrolled cards", () => {
  it("without an expiration_month the card expires in December", async () => {
    const { payrail } = setup()
    const customer = await payrail.customers.create({ merchant_customer_id: "cust-month" })
    const enrolled = await payrail.customers.paymentMethods.enroll(customer.id, {
      account_id: ACCOUNT_ID,
      type: "CARD",
      country: "US",
      card_data: { number: "5555555555554444", expiration_year: 2030, security_code: "123", holder_name: "ADA LOVELACE" }
    } as never)
    expect(enrolled.card_data).toMatchObject({ lfd: "4444", expiration_month: 12, expiration_year: 2030 })
    await payrail.close()
  })

  it("a test card's last four digits stay four digits past the 8889th card", async () => {
    const { fake, payrail } = setup()
    const customer = fake.seed.customer({ cards: 8889 })
    const enrolled = await payrail.customers.paymentMethods.enroll(customer.id, { account_id: ACCOUNT_ID, type: "CARD", country: "US" } as never)
    expect(enrolled.card_data).toMatchObject({ lfd: "0000" })
    await payrail.close()
  })
})

describe("stored cards", () => {
  it("takes the network from the number's leading digits, as a payment's sent card does", async () => {
    const { payrail } = setup()
    const customer = await payrail.customers.create({ merchant_customer_id: "cust-cards" })
    const brands: Array<[string, string]> = [
      ["378282246310005", "AMEX"],
      ["341111111111111", "AMEX"],
      ["30569309025904", "DINERS"], // 3 but not 34/37
      ["3530111333300000", "JCB"],
      ["5105105105105100", "MASTERCARD"],
      ["5511111111111111", "MASTERCARD"],
      ["5611111111111111", "UNKNOWN"],
      ["2221001111111111", "MASTERCARD"],
      ["2720991111111111", "MASTERCARD"],
      ["2811111111111111", "UNKNOWN"],
      ["6011111111111117", "DISCOVER"],
      ["6445644564456445", "DISCOVER"],
      ["6491111111111111", "DISCOVER"], // 644 to 649, both ends
      ["6511111111111111", "DISCOVER"],
      ["6311111111111111", "UNKNOWN"],
      ["4111111111111111", "VISA"],
      ["1551111111111111", "UATP"], // 5x not at the start
      ["9611111111111111", "UNKNOWN"]
    ]
    for (const [number, brand] of brands) {
      const enrolled = await payrail.customers.paymentMethods.enroll(customer.id, card(number))
      expect([number, enrolled.card_data?.brand]).toEqual([number, brand])
    }
    await payrail.close()
  })

  it("keeps iin, last four digits (separators dropped), expiry (a two-digit year is 20YY) and type", async () => {
    const { fake, payrail } = setup()
    const customer = await payrail.customers.create({ merchant_customer_id: "cust-card" })
    await fake.clock.advance(1_000)
    const enrolled = await payrail.customers.paymentMethods.enroll(
      customer.id,
      card("5555 5555-5555 4444", { expiration_month: 7, expiration_year: 29 }) as never
    )
    expect(enrolled).toMatchObject({
      customer_id: customer.id,
      type: "CARD",
      category: "CARD",
      name: "MASTERCARD ****4444",
      description: "MASTERCARD credit card ending in 4444",
      card_data: { iin: "55555555", lfd: "4444", expiration_month: 7, expiration_year: 2029, issuer_name: "Payrail Fake Bank", category: "CREDIT", type: "CREDIT" },
      last_successfully_used_at: null,
      created_at: "2025-03-01T12:00:01.000000Z",
      updated_at: "2025-03-01T12:00:01.000000Z"
    })
    const fourDigits = await payrail.customers.paymentMethods.enroll(customer.id, card("4111111111111111", { expiration_year: 2031 }))
    expect(fourDigits.card_data).toMatchObject({ expiration_year: 2031 })
    const year100 = await payrail.customers.paymentMethods.enroll(customer.id, card("4111111111111111", { expiration_year: 100 }))
    expect(year100.card_data).toMatchObject({ expiration_year: 100 })
    const year99 = await payrail.customers.paymentMethods.enroll(customer.id, card("4111111111111111", { expiration_year: 99 }))
    expect(year99.card_data).toMatchObject({ expiration_year: 2099 })
    const debit = await payrail.customers.paymentMethods.enroll(customer.id, card("4111111111111111", { type: "DEBIT" }) as never)
    expect(debit).toMatchObject({ description: "VISA debit card ending in 1111", card_data: { type: "DEBIT", category: "DEBIT" } })
    await payrail.close()
  })

  it("a short number (under 12 digits) is not read: the test card the seed makes", async () => {
    const { payrail } = setup()
    const customer = await payrail.customers.create({ merchant_customer_id: "cust-short" })
    const short = await payrail.customers.paymentMethods.enroll(customer.id, card("55555555444"))
    expect(short.card_data).toMatchObject({ brand: "VISA", iin: "41111111", lfd: "1111" })
    const twelve = await payrail.customers.paymentMethods.enroll(customer.id, card("555555554444"))
    expect(twelve.card_data).toMatchObject({ brand: "MASTERCARD", iin: "55555555", lfd: "4444" })
    await payrail.close()
  })

  it("the seed's cards: VISA, last digits counting up from 1111, December three years on, credit", async () => {
    const { fake, payrail } = setup()
    const seeded = fake.seed.customer({ cards: [{}, {}] })
    const listed = await payrail.customers.paymentMethods.list(seeded.id)
    expect(listed.map((m) => m.card_data)).toEqual([
      { iin: "41111111", lfd: "1111", expiration_month: 12, expiration_year: 2028, brand: "VISA", issuer_name: "Payrail Fake Bank", category: "CREDIT", type: "CREDIT" },
      { iin: "41111111", lfd: "1112", expiration_month: 12, expiration_year: 2028, brand: "VISA", issuer_name: "Payrail Fake Bank", category: "CREDIT", type: "CREDIT" }
    ])
    expect(listed.map((m) => m.status)).toEqual(["ENROLLED", "ENROLLED"])
    await payrail.close()
  })

  it("an unknown card's error names it; unenrolling twice says why", async () => {
    const { fake, payrail } = setup()
    const seeded = fake.seed.customer()
    const missing = await caught(() => payrail.customers.paymentMethods.retrieve(seeded.id, UNKNOWN))
    expect(missing).toMatchObject({ status: 400, code: "PAYMENT_METHOD_NOT_FOUND" })
    expect(JSON.stringify(missing)).toContain(`Payment method ${UNKNOWN} not found`)
    const [first] = await payrail.customers.paymentMethods.list(seeded.id)
    await payrail.customers.paymentMethods.unenroll(seeded.id, first!.id!)
    const again = await caught(() => payrail.customers.paymentMethods.unenroll(seeded.id, first!.id!))
    expect(JSON.stringify(again)).toContain(`Payment method ${first!.id} is UNENROLLED, not ENROLLED`)
    await payrail.close()
  })
})
