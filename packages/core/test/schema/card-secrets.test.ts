import { inspect } from "node:util"
import { describe, expect, it } from "vitest"
import { maskCardNumber, REDACTED, redactCardData } from "../../src"

const body = {
  amount: { currency: "COP", value: 10 },
  payment_method: {
    detail: {
      card: {
        card_data: { number: "4507990000000002", security_code: "123", holder_name: "ANA", expiration_month: 12 },
        network_token: { token_data: { number: "4895370012003478", cryptogram: "AAEBAwQjSQAAXXXXXXXJYe0BbQA=" } },
        three_d_secure: { cryptogram: "AAABBIIFmAAAAAAAAAAAAAAAAAA=", version: "2.2.0" }
      }
    }
  },
  description: "order 4507990000000002 is not card data"
}

describe("redactCardData", () => {
  it("masks card numbers to their first six and last four digits and redacts codes and cryptograms", () => {
    const redacted = redactCardData(body)
    const card = redacted.payment_method.detail.card
    expect(card.card_data).toEqual({ number: "450799******0002", security_code: REDACTED, holder_name: "ANA", expiration_month: 12 })
    expect(card.network_token.token_data).toEqual({ number: "489537******3478", cryptogram: REDACTED })
    expect(card.three_d_secure).toEqual({ cryptogram: REDACTED, version: "2.2.0" })
    // a number outside card data is the caller's text, kept
    expect(redacted.description).toBe(body.description)
    expect(redacted.amount).toBe(body.amount)
  })

  it("never modifies its input, and returns it itself when it holds no secret", () => {
    const before = JSON.stringify(body)
    redactCardData(body)
    expect(JSON.stringify(body)).toBe(before)
    const plain = { a: [1, { b: "x" }] }
    expect(redactCardData(plain)).toBe(plain)
  })

  it("reaches card data inside arrays, keeps null, and survives cycles and __proto__ keys", () => {
    const cyclic: any = { items: [{ card_data: { number: "4111111111111111", security_code: null } }] }
    cyclic.self = cyclic
    const redacted: any = redactCardData(cyclic)
    expect(redacted.items[0].card_data).toEqual({ number: "411111******1111", security_code: null })
    const parsed = JSON.parse('{"__proto__":{"card_data":{"number":"4111111111111111"}},"x":1}')
    const out: any = redactCardData(parsed)
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
    expect(Object.keys(out)).toEqual(["__proto__", "x"])
    expect(JSON.stringify(out)).not.toContain("4111111111111111")
    expect(({} as any).card_data).toBeUndefined()
  })

  it("leaves nothing of a secret in inspect output", () => {
    const text = inspect(redactCardData(body.payment_method), { depth: 20 })
    expect(text).not.toContain("4507990000000002")
    expect(text).not.toContain("'123'")
    expect(text).not.toContain("AAEBAwQjSQAAXXXXXXXJYe0BbQA=")
  })
})

describe("maskCardNumber", () => {
  it.each([
    ["4507990000000002", "450799******0002"],
    ["4507 9900 0000 0002", "450799******0002"],
    ["371449635398431", "371449*****8431"],
    ["1234", REDACTED],
    [4507990000000002, REDACTED]
  ])("%s → %s", (input, expected) => expect(maskCardNumber(input)).toBe(expected))
})
