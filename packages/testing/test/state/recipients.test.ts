/**
 * Marketplace recipients beyond the flows' happy path (src/state/recipients.ts), through the fake:
 * the whole Recipient resource (an API-made onboarding in full, a seeded one as id, status and
 * update time), patches, the list (newest first, filtered by national entity and country, the
 * caller's own), the delete a split transfer forbids for its own recipient only, and a recipient's
 * onboarding status and not-found errors through the client.
 */
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { freshHarness } from "./harnesses"
import { ACCOUNT_ID, caught, FAST_RETRIES, type Harness, raw, T0 } from "../helpers"

const { start } = freshHarness()

let keys = 0
const post = (h: Harness, path: string, body: unknown, headers: Record<string, string> = {}) =>
  raw(h, "POST", path, body, { "x-idempotency-key": `recipients-${keys++}`, ...headers })
const T0_MICROS = "2025-03-01T12:00:00.000000Z"

const recipientBody = (n: number, overrides: Record<string, unknown> = {}) => ({
  account_id: ACCOUNT_ID,
  merchant_recipient_id: `seller-${n}`,
  national_entity: "INDIVIDUAL",
  first_name: `Seller${n}`,
  last_name: "Example",
  country: "CO",
  ...overrides
})
const createRecipient = async (h: Harness, n: number, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
  const { status, body } = await post(h, "/recipients", recipientBody(n, overrides), headers)
  expect(status).toBeLessThan(300)
  return body
}
const onboard = async (h: Harness, recipientId: string, type = "PREVIOUSLY_ONBOARDED") => {
  const { status, body } = await post(h, `/recipients/${recipientId}/onboardings`, {
    account_id: ACCOUNT_ID, type, workflow: "DIRECT", provider: { id: "STRIPE", connection_id: "conn-1" }
  })
  expect(status).toBeLessThan(300)
  return body
}

describe("a recipient", () => {
  it("is the create body's fields, then its own; no email is an empty one, no onboarding an empty list", async () => {
    const h = await start()
    const recipient = await createRecipient(h, 1, { extra_field: { kept: 1 } })
    const expected = {
      ...recipientBody(1), extra_field: { kept: 1 }, id: recipient.id, email: "", onboardings: [], created_at: T0_MICROS, updated_at: T0_MICROS
    }
    expect(recipient).toEqual(expected)
    expect((await raw(h, "GET", `/recipients/${recipient.id}`)).body).toEqual(expected)
  })

  it("shows a patch's names and email, and its onboardings: an API-made one in full", async () => {
    const h = await start()
    const recipient = await createRecipient(h, 1, { email: "first@example.com" })
    await h.fake.clock.advance(1000)
    const patched = (await raw(h, "PATCH", `/recipients/${recipient.id}`, { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", merchant_recipient_id: "seller-x" })).body
    expect(patched).toMatchObject({ first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", merchant_recipient_id: "seller-x", updated_at: "2025-03-01T12:00:01.000000Z" })
    const onboarding = await onboard(h, recipient.id)
    const shown = (await raw(h, "GET", `/recipients/${recipient.id}`)).body.onboardings
    expect(shown).toEqual([onboarding])
    expect(shown[0]).toMatchObject({ type: "PREVIOUSLY_ONBOARDED", workflow: "DIRECT", status: "SUCCEEDED", requirements: [] })
  })

  it("seeded, shows its onboarding as its id, status and update time", async () => {
    const h = await start()
    const seeded = h.fake.seed.recipient({ blocked: false })
    const { body } = await raw(h, "GET", `/recipients/${seeded.id}`)
    expect(body.onboardings).toEqual([{ id: seeded.onboardingId, status: "ACTIVE", updated_at: T0_MICROS }])
  })

  it("is not found for another id: 404 RECIPIENT_NOT_FOUND, named", async () => {
    const h = await start()
    const { status, body } = await raw(h, "GET", "/recipients/no-such-recipient")
    expect(status).toBe(404)
    expect(body).toEqual({ code: "RECIPIENT_NOT_FOUND", messages: ["Recipient no-such-recipient not found"] })
  })
})

describe("the recipients list", () => {
  it("is newest first, filtered by national entity and by country, and holds only the caller's recipients", async () => {
    const h = await start()
    const a = await createRecipient(h, 1)
    await h.fake.clock.advance(1000)
    const b = await createRecipient(h, 2, { national_entity: "ENTITY", legal_name: "Two SA" })
    await h.fake.clock.advance(1000)
    const c = await createRecipient(h, 3, { country: "BR" })
    h.fake.seed.merchant({ publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    await createRecipient(h, 4, {}, { "public-api-key": "pk_other", "private-secret-key": "sk_other" })
    const ids = async (query: string) => (await raw(h, "GET", `/recipients${query}`)).body.data.map((r: { id: string }) => r.id)
    expect(await ids("")).toEqual([c.id, b.id, a.id])
    expect(await ids("?national_entity=INDIVIDUAL")).toEqual([c.id, a.id])
    expect(await ids("?country=CO")).toEqual([b.id, a.id])
    expect(await ids("?national_entity=INDIVIDUAL&country=CO")).toEqual([a.id])
    expect((await raw(h, "GET", "/recipients?limit=1&offset=1")).body).toMatchObject({ pagination: { total: 3, limit: 1, offset: 1, has_more: true } })
  })
})

describe("deleting a recipient", () => {
  it("is refused with 409 RECIPIENT_IN_USE while a split transfer names it, not for another recipient", async () => {
    const h = await start()
    const seller = await createRecipient(h, 1)
    await onboard(h, seller.id)
    const other = await createRecipient(h, 2)
    const transfer = await post(h, "/split-marketplace/transfers", { account_id: ACCOUNT_ID, recipient_id: seller.id, provider_id: "STRIPE", amount: { currency: "USD", value: 25 } })
    expect(transfer.status).toBeLessThan(300)
    const refused = await raw(h, "DELETE", `/recipients/${seller.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ code: "RECIPIENT_IN_USE", messages: [`Recipient ${seller.id} has split transfers`] })
    expect((await raw(h, "DELETE", `/recipients/${other.id}`)).status).toBeLessThan(300)
    expect((await raw(h, "GET", `/recipients/${other.id}`)).status).toBe(404)
    expect((await raw(h, "GET", `/recipients/${seller.id}`)).status).toBe(200)
  })
})

/** A client without a default account id (`accountId`). */
const setupWithoutAccountId = () => {
  const fake = createFakePayrail({ now: T0 })
  return { fake, payrail: fake.client(FAST_RETRIES) }
}

describe("recipients", () => {
  it("shows the onboarding BLOCKED, then ACTIVE with the unblock time", async () => {
    const { fake, payrail } = setupWithoutAccountId()
    const recipient = fake.seed.recipient()
    const before = fake.state.recipients.find((r: { id: string }) => r.id === recipient.id)
    expect(before?.onboardings).toEqual([{ id: recipient.onboardingId, status: "BLOCKED", updated_at: "2025-03-01T12:00:00.000000Z" }])
    await fake.clock.advance(60_000)
    const unblocked = await payrail.recipients.unblockOnboarding(recipient.id, recipient.onboardingId)
    expect(unblocked).toMatchObject({
      onboardings: [{ id: recipient.onboardingId, status: "ACTIVE", updated_at: "2025-03-01T12:01:00.000000Z" }],
      created_at: "2025-03-01T12:00:00.000000Z",
      updated_at: "2025-03-01T12:01:00.000000Z"
    })
    await payrail.close()
  })

  it("an unknown recipient or onboarding is 404, naming it", async () => {
    const { fake, payrail } = setupWithoutAccountId()
    const recipient = fake.seed.recipient()
    const unknown = "3f0e6f4a-0000-4000-8000-000000000000"
    const noRecipient = await caught(() => payrail.recipients.unblockOnboarding(unknown, recipient.onboardingId))
    expect(noRecipient).toMatchObject({ status: 404, code: "RECIPIENT_NOT_FOUND" })
    expect(JSON.stringify(noRecipient)).toContain(`Recipient ${unknown} not found`)
    const noOnboarding = await caught(() => payrail.recipients.unblockOnboarding(recipient.id, unknown))
    expect(noOnboarding).toMatchObject({ status: 404, code: "ONBOARDING_NOT_FOUND" })
    expect(JSON.stringify(noOnboarding)).toContain(`Onboarding ${unknown} not found for this recipient`)
    await payrail.close()
  })
})
