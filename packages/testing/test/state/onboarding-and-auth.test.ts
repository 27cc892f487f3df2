/**
 * What banking onboardings, recipients and whitelabel tokens show beyond their status
 * (src/state/banking.ts, recipients.ts, organizations.ts): the timer a
 * PREVIOUSLY_ONBOARDED onboarding arms, the fields of the answer, the not-found errors and
 * their messages, a recipient's onboarding status, the token's claims and encoding.
 */
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { caught, FAST_RETRIES, oneStepOnboardingBody, previouslyOnboardedBody, T0 } from "../helpers"

const setup = () => {
  const fake = createFakePayrail({ now: T0 })
  return { fake, payrail: fake.client(FAST_RETRIES) }
}

describe("banking onboardings", () => {
  it("a PREVIOUSLY_ONBOARDED one arms its success a second later; a ONE_STEP one arms nothing", async () => {
    const { fake, payrail } = setup()
    const entity = fake.seed.entity()
    await payrail.banking.createOnboarding(entity.id, oneStepOnboardingBody())
    expect(fake.clock.pending()).toEqual([])
    const previous = await payrail.banking.createOnboarding(entity.id, previouslyOnboardedBody())
    expect(fake.clock.pending()).toEqual([{ at: "2025-03-01T12:00:01.000Z", label: `onboarding ${previous.id} succeeds` }])
    await payrail.close()
  })

  it("answers with the request's account and connection, a provider entity, and an expiry 30 days on", async () => {
    const { fake, payrail } = setup()
    const entity = fake.seed.entity()
    const body = oneStepOnboardingBody()
    const created = await payrail.banking.createOnboarding(entity.id, body)
    expect(created).toMatchObject({
      yuno_account_id: body.account_id,
      yuno_connection_id: "conn_provider_1", // sent as service_connection_id (the seed spec's spelling): the request's connection, under the service's name whichever spelling was sent
      created_at: "2025-03-01T12:00:00.000000Z",
      updated_at: "2025-03-01T12:00:00.000000Z",
      expires_at: "2025-03-31T12:00:00.000000Z"
    })
    expect(created.provider?.entity_id).toMatch(/^prov_ent_/)
    const previous = await payrail.banking.createOnboarding(entity.id, previouslyOnboardedBody())
    expect(previous.provider).toMatchObject({ status: "previously_onboarded" })
    await payrail.close()
  })

  it("an onboarding read under another entity, or an unknown one, is ONBOARDING_NOT_FOUND", async () => {
    const { fake, payrail } = setup()
    const entity = fake.seed.entity()
    const other = fake.seed.entity()
    const created = await payrail.banking.createOnboarding(entity.id, oneStepOnboardingBody())
    const wrongEntity = await caught(() => payrail.banking.retrieveOnboarding(other.id, created.id))
    expect(wrongEntity).toMatchObject({ status: 404, code: "ONBOARDING_NOT_FOUND" })
    expect(JSON.stringify(wrongEntity)).toContain("Onboarding not found")
    expect(await caught(() => payrail.banking.retrieveOnboarding(entity.id, "onb_unknown"))).toMatchObject({ status: 404, code: "ONBOARDING_NOT_FOUND" })
    await payrail.close()
  })

  it("another merchant's entity is ENTITY_NOT_FOUND", async () => {
    const { fake, payrail } = setup()
    fake.seed.merchant({ publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    const entity = fake.seed.entity({ merchant: "pk_other" })
    expect(await caught(() => payrail.banking.createOnboarding(entity.id, oneStepOnboardingBody()))).toMatchObject({ status: 404, code: "ENTITY_NOT_FOUND" })
    await payrail.close()
  })
})

describe("recipients", () => {
  it("shows the onboarding BLOCKED, then ACTIVE with the unblock time", async () => {
    const { fake, payrail } = setup()
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
    const { fake, payrail } = setup()
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

describe("whitelabel tokens", () => {
  it("carry issuer, audience, issue time from the fake clock and a day's lifetime, in unpadded base64url", async () => {
    const { fake, payrail } = setup()
    const user = fake.seed.whitelabelUser()
    const token = await payrail.organizations.authenticate({ user_id: user.id })
    const [header, payload, signature] = token.access_token.split(".")
    expect(JSON.parse(Buffer.from(header!, "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT" })
    const decoded = JSON.parse(Buffer.from(payload!, "base64url").toString())
    expect(decoded).toEqual({ sub: user.id, iss: "payrail-fake", aud: "embed", iat: Date.parse(T0) / 1000, exp: Date.parse(T0) / 1000 + 86_400 })
    for (const part of [header, payload, signature]) expect(part).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(Buffer.from(signature!, "base64url")).toHaveLength(32)
    await payrail.close()
  })

  it("an unknown user's error says it cannot be authenticated", async () => {
    const { payrail } = setup()
    const error = await caught(() => payrail.organizations.authenticate({ user_id: "3f0e6f4a-0000-4000-8000-000000000000" }))
    expect(error).toMatchObject({ status: 401, code: "LOGIN_FAILED" })
    expect(JSON.stringify(error)).toContain("The user cannot be authenticated")
    await payrail.close()
  })
})
