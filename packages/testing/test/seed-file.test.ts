/** Seed documents (`loadSeed`, `payrail-fake --seed`): the format of docs/fake.md. */
import { describe, expect, it } from "vitest"
import { createFakePayrail, loadSeed, SeedDocumentError } from "../src/index"
import { AUTH, paymentBody, subscriptionBody, T0 } from "./helpers"

const CUSTOMER = "7d1e1c52-5a8e-4d3b-9f0e-0c6a1b2c3d4e"
const SESSION = "2b7c9e10-3f4a-4b5c-8d6e-7f8091a2b3c4"
const CARD = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"
const RECIPIENT = "0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5"
const RECIPIENT_ONBOARDING = "1d2e3f4a-5b6c-4d7e-8f90-91a2b3c4d5e6"
const USER = "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b"

/** The example of docs/fake.md. */
export const EXAMPLE_SEED = {
  version: 1,
  merchants: [{ publicApiKey: "pk_test_blocked", privateSecretKey: "sk_test_blocked", authorized: false }],
  customers: [{ id: CUSTOMER, cards: [{ vaultedToken: CARD, brand: "MASTERCARD", iin: "55555555", lfd: "4444" }, {}] }],
  checkoutSessions: [{ id: SESSION, customerId: CUSTOMER }],
  entities: [{ id: "ent_seeded_1" }],
  recipients: [{ id: RECIPIENT, onboardingId: RECIPIENT_ONBOARDING, blocked: true, firstName: "Grace", lastName: "Hopper" }],
  whitelabelUsers: [{ id: USER }]
}

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
