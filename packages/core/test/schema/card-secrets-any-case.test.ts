/** `redactCardData` matches card keys in any letter case and walks arrays under card keys. */
import { describe, expect, it } from "vitest"
import { redactCardData } from "../../src/schema/card-secrets"

describe("redactCardData: letter case and arrays", () => {
  it("masks Card_Data.Number and redacts CVV, Security_Code, Cryptogram in any case", () => {
    expect(redactCardData({ Card_Data: { Number: "4507990000000002", Security_Code: "123" }, CVV: "456", TOKEN_DATA: { NUMBER: "4111111111111111", Cryptogram: "AgAAA" } })).toEqual({
      Card_Data: { Number: "450799******0002", Security_Code: "[REDACTED]" },
      CVV: "[REDACTED]",
      TOKEN_DATA: { NUMBER: "411111******1111", Cryptogram: "[REDACTED]" }
    })
  })

  it("masks the numbers of an array under a card key, objects and bare numbers alike", () => {
    expect(redactCardData({ card_data: [{ number: "4507990000000002", cvc: "1" }, "4111111111111111", 4111111111111111] })).toEqual({
      card_data: [{ number: "450799******0002", cvc: "[REDACTED]" }, "411111******1111", "411111******1111"]
    })
  })

  it("masks a card key holding the number itself", () => {
    expect(redactCardData({ card_data: "4507 9900 0000 0002" })).toEqual({ card_data: "450799******0002" })
  })
})
