/**
 * Banking onboardings beyond their status (src/state/banking.ts): the onboarding.succeeded
 * webhook, the timer a PREVIOUSLY_ONBOARDED onboarding arms, the fields of the answer, the
 * not-found errors and their messages.
 */
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { ACCOUNT_ID, caught, FAST_RETRIES, oneStepOnboardingBody, previouslyOnboardedBody, T0 } from "../helpers"

const setup = (now = T0) => {
  const fake = createFakePayrail({ now })
  return { fake, payrail: fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID }) }
}

/** A client without a default account id (`accountId`). */
const setupWithoutAccountId = () => {
  const fake = createFakePayrail({ now: T0 })
  return { fake, payrail: fake.client(FAST_RETRIES) }
}

describe("onboarding webhook", () => {
  it("a PREVIOUSLY_ONBOARDED onboarding sends onboarding.succeeded when it succeeds", async () => {
    const fake = createFakePayrail({
      now: T0,
      webhooks: { url: "http://merchant.internal", secret: "s3cret", fetch: (async () => new Response("ok", { status: 200 })) as typeof fetch }
    })
    const payrail = fake.client(FAST_RETRIES)
    const entity = fake.seed.entity()
    const onboarding = await payrail.banking.createOnboarding(entity.id, previouslyOnboardedBody())
    await fake.clock.advance(1_000)
    await fake.webhooks.settled()
    expect(fake.webhooks.deliveries.map((d) => d.event)).toEqual(["onboarding.pending", "onboarding.succeeded"])
    expect((await payrail.banking.retrieveOnboarding(entity.id, onboarding.id)).status).toBe("SUCCEEDED")
    await payrail.close()
  })
})

describe("banking onboardings", () => {
  it("a PREVIOUSLY_ONBOARDED one arms its success a second later; a ONE_STEP one arms nothing", async () => {
    const { fake, payrail } = setupWithoutAccountId()
    const entity = fake.seed.entity()
    await payrail.banking.createOnboarding(entity.id, oneStepOnboardingBody())
    expect(fake.clock.pending()).toEqual([])
    const previous = await payrail.banking.createOnboarding(entity.id, previouslyOnboardedBody())
    expect(fake.clock.pending()).toEqual([{ at: "2025-03-01T12:00:01.000Z", label: `onboarding ${previous.id} succeeds` }])
    await payrail.close()
  })

  it("answers with the request's account and connection, a provider entity, and an expiry 30 days on", async () => {
    const { fake, payrail } = setupWithoutAccountId()
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
    const { fake, payrail } = setupWithoutAccountId()
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
    const { fake, payrail } = setupWithoutAccountId()
    fake.seed.merchant({ publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    const entity = fake.seed.entity({ merchant: "pk_other" })
    expect(await caught(() => payrail.banking.createOnboarding(entity.id, oneStepOnboardingBody()))).toMatchObject({ status: 404, code: "ENTITY_NOT_FOUND" })
    await payrail.close()
  })
})
