/**
 * What the request log keeps of a body (src/pipeline/request-log-body.ts): a body whose text names
 * no key the card redaction acts on is kept as parsed, without the walk; every other body goes
 * through core's `redactCardData`, so the log never holds a card number, security code or cryptogram.
 */
import { readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { redactCardData } from "@payrail/core"
import { parseBody } from "../src/pipeline/body"
import { keepBody } from "../src/pipeline/request-log-body"
import type { RequestLogEntry } from "../src/pipeline/request-log-entry"

const MAX_KEPT = 16 * 1024
const kept = (text: string): unknown => {
  const entry = { body: undefined } as RequestLogEntry
  keepBody(entry, text, parseBody(text), MAX_KEPT)
  return entry.body
}

const FIXTURES = fileURLToPath(new URL("./conformance/fixtures/requests/", import.meta.url))
const fixtureBodies = readdirSync(FIXTURES).flatMap((file) => {
  const fixture = JSON.parse(readFileSync(FIXTURES + file, "utf8")) as { examples?: Array<{ name: string; body?: unknown }> }
  return (fixture.examples ?? []).filter((e) => e.body !== undefined).map((e) => [`${file} ${e.name}`, JSON.stringify(e.body)] as const)
}).filter(([, text]) => text.length <= MAX_KEPT) // a longer body is kept as a prefix of its text (test/hardening-3.test.ts)

describe("the request log's body", () => {
  it("is what core's redaction gives, for every request example of the service's reference", () => {
    expect(fixtureBodies.length).toBeGreaterThan(50)
    const withCards = fixtureBodies.filter(([, text]) => text.includes("card_data") || text.includes("security_code"))
    expect(withCards.length).toBeGreaterThan(0)
    for (const [, text] of fixtureBodies) expect(kept(text)).toEqual(redactCardData(JSON.parse(text)))
  })

  it("masks card data at any depth, a key spelled with escapes included", () => {
    const card = { number: "4507990000000002", security_code: "123", expiration_month: 11 }
    expect(kept(JSON.stringify({ payment_method: { detail: { card: { card_data: card } } } }))).toEqual({
      payment_method: { detail: { card: { card_data: { number: "450799******0002", security_code: "[REDACTED]", expiration_month: 11 } } } }
    })
    // `\u0063` is "c": the text does not say "card_data" nor "security_code", the parsed body does.
    const escaped = String.raw`{"\u0063ard_data":{"number":"4507990000000002","se\u0063urity_code":"123"},"network_token":{"token_data":{"number":"4111111111111111","cryptogram":"AAB"}}}`
    const logged = kept(escaped)
    expect(logged).toEqual({ card_data: { number: "450799******0002", security_code: "[REDACTED]" }, network_token: { token_data: { number: "411111******1111", cryptogram: "[REDACTED]" } } })
    expect(JSON.stringify(logged)).not.toMatch(/4507990000000002|4111111111111111|"123"|AAB/)
    for (const name of ["cvv", "cvc"]) expect(kept(`{"x":{"${name}":"999"}}`)).toEqual({ x: { [name]: "[REDACTED]" } })
  })

  it("keeps a body that names no card key as parsed (no copy)", () => {
    const text = JSON.stringify({ amount: { currency: "USD", value: 26.9 }, payment_method: { token: "tok_visa" }, metadata: [{ key: "number", value: "4507990000000002" }] })
    const entry = { body: undefined } as RequestLogEntry
    const parsed = parseBody(text)
    keepBody(entry, text, parsed, 16 * 1024)
    expect(entry.body).toBe((parsed as { value: unknown }).value)
    expect(entry.body).toEqual(JSON.parse(text))
  })
})
