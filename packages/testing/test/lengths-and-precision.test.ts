/**
 * The fake counts a string's length as JSON Schema does (code points: an emoji is one character)
 * and refuses every amount that is not a multiple of 0.0001, however small — as the OpenAPI
 * document it serves states (`minLength` / `maxLength`, `multipleOf`). Over its real HTTP server.
 */
import { afterEach, describe, expect, it } from "vitest"
import { createFakePayrail, type FakePayrail, type FakeServer } from "../src/index"
import { AUTH, paymentBody, T0 } from "./helpers"

let fake: FakePayrail
let server: FakeServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})
const start = async () => {
  fake = createFakePayrail({ now: T0 })
  server = await fake.listen()
}
let keys = 0
const pay = async (overrides: Record<string, unknown>) => {
  const res = await fetch(`${server!.url}/payments`, {
    method: "POST",
    headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": `len-${keys++}` },
    body: JSON.stringify(paymentBody(fake.seed.checkoutSession().id, overrides))
  })
  return { status: res.status, body: (await res.json()) as { code?: string; messages?: Array<string> } }
}

const EMOJI = "\u{1F600}" // one code point, two UTF-16 units

describe("13. lengths in code points", () => {
  it("255 emoji are 255 characters: a merchant_order_id of 3 to 255 takes them", async () => {
    await start()
    expect((await pay({ merchant_order_id: EMOJI.repeat(255) })).status).toBe(201)
    expect((await pay({ merchant_order_id: EMOJI.repeat(3) })).status).toBe(201)
  })

  it("256 emoji, or 2, are refused naming the field", async () => {
    await start()
    for (const value of [EMOJI.repeat(256), EMOJI.repeat(2)]) {
      const { status, body } = await pay({ merchant_order_id: value })
      expect(status).toBe(400)
      expect(body.messages).toContain("merchant_order_id: Expected a value with a length between 3 and 255")
    }
  })

  it("the served document states the same bounds", async () => {
    await start()
    const document = (await (await fetch(server!.url.replace(/\/v1$/, "/openapi.json"))).json()) as any
    // payments.create's merchant_order_id is the named 3-to-255 text
    expect(document.components.schemas.Text3To255).toEqual({ type: "string", minLength: 3, maxLength: 255 })
  })
})

describe("13. multipleOf 0.0001 at any magnitude", () => {
  it.each([2.6e-42, 1e-9, 5e-5, 1e-300])("amount.value %s is refused", async (value) => {
    await start()
    const { status, body } = await pay({ amount: { currency: "USD", value } })
    expect(status).toBe(400)
    expect(body.messages).toContain("amount.value: Expected a multiple of 0.0001 (major currency units)")
  })

  it.each([0, 0.0001, 26.9, 12345.6789])("amount.value %s passes the precision check", async (value) => {
    await start()
    const { body } = await pay({ amount: { currency: "USD", value } })
    expect(body.messages ?? []).not.toContain("amount.value: Expected a multiple of 0.0001 (major currency units)")
  })
})
