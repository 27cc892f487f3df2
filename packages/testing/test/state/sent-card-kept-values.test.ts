/**
 * What the fake keeps of a sent card and shows back, when the kept values are not what the fake
 * itself writes (a saved state edited by hand, a card sent without a number): each odd value shows
 * as its field's empty value, and the vault takes its own defaults for what is missing.
 */
import { describe, expect, it } from "vitest"
import type { PaymentRecord } from "../../src/foundation/store"
import { keptCardData, sentCardView, vaultedFrom } from "../../src/state/sent-card"

const withCardData = (cardData: unknown, country: unknown = "CO"): PaymentRecord =>
  ({ country, paymentMethod: { type: "CARD", detail: { card: { card_data: cardData } } } }) as never

describe("a sent card's kept values", () => {
  it("not strings and not whole numbers show as empty text, 0 and no expiry", () => {
    const view = sentCardView(withCardData({ holder_name: 7, iin: null, lfd: 1111, number_length: 1.5, security_code_length: "3", brand: [], expiration_month: "4", expiration_year: 2030.5 }))
    expect(view).toEqual({
      holder_name: "", iin: "", lfd: "", number_length: 0, security_code_length: 0, brand: "",
      issuer_name: "Payrail Fake Bank", issuer_code: null, country_code: "CO", category: "CREDIT", type: "CREDIT", fingerprint: null,
      expiration_month: null, expiration_year: null,
      three_d_secure: {
        version: null, electronic_commerce_indicator: null, cryptogram: null, transaction_id: null,
        directory_server_transaction_id: null, pares_status: null, acs_id: null
      }
    })
  })

  it("whole numbers and strings show as kept", () => {
    expect(sentCardView(withCardData({ holder_name: "ADA", iin: "411111", lfd: "1111", number_length: 16, security_code_length: 3, brand: "VISA", expiration_month: 4, expiration_year: 2030 })))
      .toMatchObject({ holder_name: "ADA", iin: "411111", lfd: "1111", number_length: 16, security_code_length: 3, brand: "VISA", expiration_month: 4, expiration_year: 2030 })
  })

  it("are no card when card_data is absent, null or not an object", () => {
    for (const cardData of [undefined, null, "4111111111111111", 4111]) expect(sentCardView(withCardData(cardData)), String(cardData)).toBeUndefined()
    expect(sentCardView({ paymentMethod: { type: "CARD" } } as never)).toBeUndefined()
  })

  it("of a card sent without a number are no digits and an unknown brand", () => {
    expect(keptCardData({ holder_name: "ADA" })).toEqual({ holder_name: "ADA", iin: "", lfd: "", number_length: 0, security_code_length: 0, brand: "UNKNOWN" })
    expect(keptCardData({ number: 4111111111111111 })).toMatchObject({ iin: "", lfd: "", number_length: 0 })
  })

  it("become a vaulted card with only what is known: no empty digits, no UNKNOWN brand", () => {
    expect(vaultedFrom({ brand: "UNKNOWN", iin: "", lfd: "", expiration_month: "4" })).toEqual({})
    expect(vaultedFrom({ brand: "VISA", iin: "411111", lfd: "1111", expiration_month: 4, expiration_year: 2030 }))
      .toEqual({ brand: "VISA", iin: "411111", lfd: "1111", expirationMonth: 4, expirationYear: 2030 })
  })
})
