/**
 * A card the merchant sends itself (src/state/sent-card.ts), through the fake: what a payment shows
 * of it (first six and last four digits, lengths, brand, holder, expiry — never the number or the
 * security code), and the card `vault_on_success` keeps from it.
 */
import { afterEach, describe, expect, it } from "vitest"
import { inProcess, type Harness, paymentBody, raw } from "../helpers"

let harness: Harness | undefined
afterEach(async () => {
  await harness?.close()
  harness = undefined
})
let keys = 0
const pay = (h: Harness, cardData: Record<string, unknown>, overrides: Record<string, unknown> = {}) =>
  raw(h, "POST", "/payments", paymentBody(h.fake.seed.checkoutSession().id, {
    workflow: "DIRECT",
    payment_method: { type: "CARD", detail: { card: { card_data: cardData } } },
    ...overrides
  }), { "x-idempotency-key": `sent-cards-${keys++}` })
const cardDataOf = (payment: any) => payment.payment_method.payment_method_detail.card.card_data

describe("a card sent with the payment", () => {
  it("shows its first six and last four digits, its lengths, brand, holder and expiry; never its number or security code", async () => {
    const h = (harness = await inProcess())
    const { status, body } = await pay(h, { number: "5555555555554444", holder_name: "ADA L", expiration_month: 4, expiration_year: 2031, security_code: "7391" })
    expect(status).toBe(201)
    expect(cardDataOf(body)).toMatchObject({
      holder_name: "ADA L", iin: "555555", lfd: "4444", number_length: 16, security_code_length: 4, brand: "MASTERCARD",
      expiration_month: 4, expiration_year: 2031,
      // what the fake cannot know of a sent card, it shows as its own issuer's credit card, in the payment's country
      issuer_name: "Payrail Fake Bank", issuer_code: null, country_code: "US", category: "CREDIT", type: "CREDIT", fingerprint: null
    })
    const text = JSON.stringify([body, (await raw(h, "GET", `/payments/${body.id}`)).body, h.fake.snapshot()])
    expect(text).not.toContain("5555555555554444")
    expect(text).not.toContain("7391")
  })

  it("of fewer than 13 digits shows no first digits; without a security code, a length of 0; an unknown brand as UNKNOWN", async () => {
    const h = (harness = await inProcess())
    const { status, body } = await pay(h, { number: "990000000001", holder_name: "ADA L", expiration_month: 4, expiration_year: 2031 })
    expect(status).toBe(201)
    expect(cardDataOf(body)).toMatchObject({ iin: "", lfd: "0001", number_length: 12, security_code_length: 0, brand: "UNKNOWN" })
    const thirteen = await pay(h, { number: "4222222222222", holder_name: "ADA L", expiration_month: 4, expiration_year: 2031 })
    expect(cardDataOf(thirteen.body)).toMatchObject({ iin: "422222", lfd: "2222", number_length: 13, brand: "VISA" })
  })

  it("names its brand by its first digits, each range's ends included", async () => {
    const h = (harness = await inProcess())
    const brands: ReadonlyArray<[string, string]> = [
      ["4", "VISA"], ["50", "UNKNOWN"], ["51", "MASTERCARD"], ["55", "MASTERCARD"], ["56", "UNKNOWN"],
      ["2220", "UNKNOWN"], ["2221", "MASTERCARD"], ["2720", "MASTERCARD"], ["2721", "UNKNOWN"],
      ["34", "AMEX"], ["37", "AMEX"], ["35", "UNKNOWN"], ["30", "DINERS"], ["36", "DINERS"], ["38", "DINERS"],
      ["3527", "UNKNOWN"], ["3528", "JCB"], ["3589", "JCB"], ["3590", "UNKNOWN"], ["1", "UATP"], ["6", "UNKNOWN"]
    ]
    const shown = []
    for (const [prefix] of brands) {
      const { body } = await pay(h, { number: prefix.padEnd(15, "0") + "7", holder_name: "ADA L", expiration_month: 4, expiration_year: 2031 })
      shown.push([prefix, cardDataOf(body).brand])
    }
    expect(shown).toEqual(brands)
  })

  it("without a holder or an expiry shows an empty holder and no expiry", async () => {
    const h = (harness = await inProcess())
    const { status, body } = await pay(h, { number: "4111111111111111", security_code: "123" })
    expect(status).toBe(201)
    expect(cardDataOf(body)).toMatchObject({ holder_name: "", iin: "411111", lfd: "1111", expiration_month: null, expiration_year: null })
  })

  it("sent as null is no card: the payment shows the fake's default card", async () => {
    const h = (harness = await inProcess())
    const sent = await pay(h, null as never, { payment_method: { type: "CARD", token: "tok_visa", detail: { card: { card_data: null } } } })
    const tokenOnly = await raw(h, "POST", "/payments", paymentBody(h.fake.seed.checkoutSession().id), { "x-idempotency-key": "sent-cards-token-only" })
    expect([sent.status, tokenOnly.status]).toEqual([201, 201])
    expect(cardDataOf(sent.body)).toEqual(cardDataOf(tokenOnly.body))
    expect(cardDataOf(sent.body)).toMatchObject({ iin: "41111111", holder_name: "PAYRAIL FAKE" })
  })

  it("written with spaces, counts its digits only", async () => {
    const h = (harness = await inProcess())
    const { status, body } = await pay(h, { number: "5555 5555 5555 4444", holder_name: "ADA L", expiration_month: 4, expiration_year: 2031 })
    expect([status, body.code]).toEqual([201, undefined])
    expect(cardDataOf(body)).toMatchObject({ iin: "555555", lfd: "4444", number_length: 16, brand: "MASTERCARD" })
  })

  it("vaulted on success with a customer: the customer's card has its brand, digits and expiry", async () => {
    const h = (harness = await inProcess())
    const customer = h.fake.seed.customer({ cards: 0 })
    const { body } = await pay(h, { number: "5555555555554444", holder_name: "ADA L", expiration_month: 4, expiration_year: 2031, security_code: "739" }, {
      customer_payer: { id: customer.id },
      payment_method: { type: "CARD", vault_on_success: true, detail: { card: { card_data: { number: "5555555555554444", holder_name: "ADA L", expiration_month: 4, expiration_year: 2031, security_code: "739" } } } }
    })
    expect(body.status).toBe("SUCCEEDED")
    const cards = (await raw(h, "GET", `/customers/${customer.id}/payment-methods`)).body.payment_methods
    expect(cards).toHaveLength(1)
    expect(cards[0]).toMatchObject({ vaulted_token: body.payment_method.vaulted_token, card_data: { brand: "MASTERCARD", iin: "555555", lfd: "4444", expiration_month: 4, expiration_year: 2031 } })
  })

  it("vaulted on success, an unknown brand and missing digits take the vault's defaults", async () => {
    const h = (harness = await inProcess())
    const customer = h.fake.seed.customer({ cards: 0 })
    const cardData = { number: "990000000001", holder_name: "ADA L" }
    await pay(h, cardData, { customer_payer: { id: customer.id }, payment_method: { type: "CARD", vault_on_success: true, detail: { card: { card_data: cardData } } } })
    const seeded = h.fake.seed.customer({ cards: 1 })
    const [defaults] = (await raw(h, "GET", `/customers/${seeded.id}/payment-methods`)).body.payment_methods
    const [card] = (await raw(h, "GET", `/customers/${customer.id}/payment-methods`)).body.payment_methods
    expect(card.card_data).toEqual({ ...defaults.card_data, lfd: "0001" })
  })
})
