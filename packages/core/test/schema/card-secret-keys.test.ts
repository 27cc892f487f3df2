/**
 * Every key of the card secret list, one by one: hidden by `redactCardData` wherever it sits (card
 * data, token data, 3-D Secure, an open field the SDK does not model), and never in an error, its
 * inspect or JSON output, or the client's request/response events. The list is written here, not
 * read from the source, so a key dropped from it fails below.
 */
import { inspect } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createPayrail, REDACTED, redactCardData } from "../../src"
import * as f from "../support/fixtures"
import { type ScriptedServer, startScriptedServer } from "../support/scripted-server"

const CARD_SECRET_KEYS = ["security_code", "cryptogram", "cvv", "cvc"] as const
// digits no other value of the bodies below holds
const SECRET = "7319"

const withSecret = (key: string) => ({
  ...f.createPaymentBody,
  payment_method: {
    type: "CARD",
    detail: {
      card: {
        card_data: { number: "4507990000000002", holder_name: "ANA", expiration_month: 12, expiration_year: 2030, [key]: SECRET },
        network_token: { token_data: { number: "4895370012003478", expiration_month: 12, expiration_year: 2030, cryptogram: "AAEBAwQjSQAAXXXXXXXJYe0BbQA=", [key]: SECRET } },
        three_d_secure: { version: "2.2.0", [key]: SECRET }
      }
    }
  },
  additional_data: { merchant_extra: [{ wallet: { [key]: SECRET } }] }
})

let server: ScriptedServer
beforeAll(async () => {
  server = await startScriptedServer()
})
afterAll(async () => {
  await server.close()
})

describe.each(CARD_SECRET_KEYS)("the card secret key %s", (key) => {
  it("is redacted by redactCardData at every place it sits, and nothing of it is left in inspect or JSON output", () => {
    const redacted = redactCardData(withSecret(key)) as ReturnType<typeof withSecret>
    const card = redacted.payment_method.detail.card as Record<string, Record<string, unknown>>
    expect(card.card_data![key]).toBe(REDACTED)
    expect((card.network_token!.token_data as Record<string, unknown>)[key]).toBe(REDACTED)
    expect(card.three_d_secure![key]).toBe(REDACTED)
    expect(redacted.additional_data.merchant_extra[0]!.wallet[key]).toBe(REDACTED)
    expect(inspect(redacted, { depth: 30 })).not.toContain(SECRET)
    expect(JSON.stringify(redacted)).not.toContain(SECRET)
  })

  it("never appears in an API error, a validation error, or the request/response events of a call that carried it", async () => {
    const payrail = createPayrail({ publicApiKey: "pk", privateSecretKey: "sk_secret", baseUrl: server.url, organizationCode: "org_1", maxRetries: 0 })
    const events: Array<unknown> = []
    payrail.on("request", (e) => void events.push(e))
    payrail.on("response", (e) => void events.push(e))
    server.reply({ status: 400, body: { code: "INVALID_REQUEST", messages: ["card refused"] } })
    const apiError = await payrail.payments.create(withSecret(key) as never).catch((e: unknown) => e)
    expect((apiError as Error).message).toMatch(/card refused/)
    expect(server.requests).toHaveLength(1)
    // the value did reach the service: it is the SDK's own output that must not hold it
    expect(JSON.stringify(server.requests[0]!.body)).toContain(SECRET)
    // a wrong field beside it: refused before sending
    const invalid = await payrail.payments.create({ ...withSecret(key), amount: { currency: "COP", value: "x" } } as never).catch((e: unknown) => e)
    expect(server.requests).toHaveLength(1)
    for (const error of [apiError, invalid]) {
      expect(error).toBeInstanceOf(Error)
      expect(`${String(error)} ${inspect(error, { depth: 30 })} ${JSON.stringify(error)}`).not.toContain(SECRET)
    }
    expect(events.length).toBeGreaterThan(0)
    expect(JSON.stringify(events)).not.toContain(SECRET)
    server.reset()
    await payrail.close()
  })
})
