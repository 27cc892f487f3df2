/** Seed documents (`loadSeed`, `payrail-fake --seed`): the format of docs/fake.md. */
import { describe, expect, it } from "vitest"
import { createFakePayrail, loadSeed, SeedDocumentError } from "../src/index"
import { AUTH, paymentBody, subscriptionBody, T0 } from "./helpers"
import { CARD, CUSTOMER, EXAMPLE_SEED, RECIPIENT, RECIPIENT_ONBOARDING, SESSION, USER } from "./seed-example"

const call = async (fake: ReturnType<typeof createFakePayrail>, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await fake.fetch(`${fake.baseUrl}${path}`, {
    method,
    headers: { ...AUTH, "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  return { status: response.status, body: await response.json() }
}

describe("loadSeed", () => {
  it("seeds every kind of record under the ids the document names, usable by the API", async () => {
    const fake = createFakePayrail({ now: T0 })
    const result = loadSeed(fake, EXAMPLE_SEED)
    expect(result.customers).toEqual([{ id: CUSTOMER, vaultedToken: CARD, vaultedTokens: [CARD, expect.any(String)] }])
    expect(result.entities).toEqual([{ id: "ent_seeded_1" }])

    const methods = await call(fake, "GET", `/checkout/sessions/${SESSION}/payment-methods`)
    expect(methods.status).toBe(200)
    expect(JSON.stringify(methods.body)).toContain(CARD)

    const payment = await call(fake, "POST", "/payments", paymentBody(SESSION), { "x-idempotency-key": "seeded-1" })
    expect(payment.status).toBe(201)
    const sub = await call(fake, "POST", "/subscriptions", subscriptionBody({ id: CUSTOMER, vaultedToken: CARD }), { "x-idempotency-key": "seeded-2" })
    expect(sub.status).toBe(200)
    expect(sub.body.status).toBe("ACTIVE")

    const unblocked = await call(fake, "POST", `/recipients/${RECIPIENT}/onboardings/${RECIPIENT_ONBOARDING}/unblock`)
    expect(unblocked.status).toBe(200)
    expect((await call(fake, "POST", "/organizations/authenticate", { user_id: USER })).status).toBe(200)

    const blocked = await call(fake, "GET", `/payments/${payment.body.id}`, undefined, { "public-api-key": "pk_test_blocked", "private-secret-key": "sk_test_blocked" })
    expect(blocked.status).toBe(403)
  })

  it("refuses a document that does not fit, naming every offending path, before seeding anything", () => {
    const fake = createFakePayrail({ now: T0 })
    const error = (() => {
      try {
        loadSeed(fake, { customers: [{ cards: [{ lfd: "12" }] }], recipients: [{ country: "usa" }], widgets: [] })
      } catch (e) {
        return e as Error
      }
      throw new Error("expected a SeedDocumentError")
    })()
    expect(error).toBeInstanceOf(SeedDocumentError)
    expect(error.message).toContain("seed.customers[0].cards[0].lfd")
    expect(error.message).toContain("seed.recipients[0].country")
    expect(error.message).toContain("seed.widgets")
    expect(fake.snapshot().store.customers).toEqual([])
    expect(() => loadSeed(fake, { version: 2 })).toThrow(/seed\.version/)
  })

  it("names the record that cannot be seeded (a duplicate id, an unknown customer)", () => {
    const fake = createFakePayrail({ now: T0 })
    expect(() => loadSeed(fake, { entities: [{ id: "ent_a" }, { id: "ent_a" }] })).toThrow(/seed\.entities\[1\]: .*already exists/)
    expect(() => loadSeed(fake, { checkoutSessions: [{ customerId: "nobody" }] })).toThrow(/seed\.checkoutSessions\[0\]: Unknown customer/)
  })
})
