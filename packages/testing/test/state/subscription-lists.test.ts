/**
 * GET /subscriptions (src/state/subscription-lists.ts): each filter on its own.
 */
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { ACCOUNT_ID, FAST_RETRIES, subscriptionBody, T0 } from "../helpers"

const setup = (now = T0) => {
  const fake = createFakePayrail({ now })
  return { fake, payrail: fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID }) }
}

describe("subscription list filters", () => {
  it("each filter on its own: customer, plan, created from / to, payment method type, merchant", async () => {
    const { fake, payrail } = setup()
    const ada = fake.seed.customer()
    const bob = fake.seed.customer()
    const a1 = await payrail.subscriptions.create(subscriptionBody(ada))
    await fake.clock.advance(1_000)
    const b1 = await payrail.subscriptions.create(subscriptionBody(bob))
    await fake.clock.advance(1_000)
    const a2 = await payrail.subscriptions.create(subscriptionBody(ada))
    const ids = async (query: Record<string, unknown>) => (await payrail.subscriptions.list(query as never)).data.map((s) => s.id)
    expect(await ids({})).toEqual([a2.id, b1.id, a1.id])
    expect(await ids({ customer_id: ada.id })).toEqual([a2.id, a1.id])
    expect(await ids({ plan_id: b1.subscription_plan_id })).toEqual([b1.id])
    expect(await ids({ created_at_from: "2025-03-01T12:00:01Z" })).toEqual([a2.id, b1.id])
    expect(await ids({ created_at_to: "2025-03-01T12:00:01Z" })).toEqual([b1.id, a1.id])
    expect(await ids({ payment_method_type: "CARD" })).toEqual([a2.id, b1.id, a1.id])
    expect(await ids({ payment_method_type: "BANK_TRANSFER" })).toEqual([])
    expect(await ids({ status: "ACTIVE" })).toEqual([a2.id, b1.id, a1.id])

    fake.seed.merchant({ publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    const other = fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID, publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    expect((await other.subscriptions.list()).data).toEqual([])
    await payrail.close()
    await other.close()
  })
})
