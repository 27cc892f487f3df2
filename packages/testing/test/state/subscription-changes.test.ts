/**
 * Changes to a running subscription (src/state/subscription-changes.ts): an update changes only
 * what is sent (and refuses whole), `plan_change` waits for the next renewal, `changePlan`
 * attaches a plan in place or replaces a subscription already on one (with its webhooks), retry
 * needs a declined last payment, and a saved state keeps plans, meters and usage.
 */
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { ACCOUNT_ID, caught, FAST_RETRIES, subscriptionBody, T0 } from "../helpers"
import { recordingHarness } from "./harnesses"

const DAY = 86_400_000
/** The response code of a payment's first transaction (a list here: the payment answer). */
const responseCodeOf = (p: { readonly transactions?: unknown }) => (p.transactions as ReadonlyArray<{ readonly response_code?: string }>)[0]?.response_code
const usd = (value: number) => ({ currency: "USD", value })
const MONTHLY = { type: "MONTH", value: 1 } as const

const codeOf = async (f: () => Promise<unknown>) => {
  const e = await caught(f)
  return [e.status, e.code]
}

describe("subscriptions.update", () => {
  it("changes only what is sent; a refused update changes nothing", async () => {
    const fake = createFakePayrail({ now: T0 })
    const payrail = fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID })
    const customer = fake.seed.customer({ cards: 2 })
    const sub = await payrail.subscriptions.create(subscriptionBody(customer, { metadata: [{ key: "tier", value: "pro" }] }))
    await fake.clock.advance(1000)
    const renamed = await payrail.subscriptions.update(sub.id, { name: "Pro plan (annual)" })
    expect(renamed).toEqual({ ...sub, name: "Pro plan (annual)", updated_at: "2025-03-01T12:00:01.000000Z" })
    // one metadata object adds or replaces its key
    const tagged = await payrail.subscriptions.update(sub.id, { metadata: { key: "team", value: "core" } })
    expect(tagged.metadata).toEqual([{ key: "tier", value: "pro" }, { key: "team", value: "core" }])
    // a card that is not the customer's: refused, and the amount sent with it is not applied
    const refused = await codeOf(() => payrail.subscriptions.update(sub.id, { amount: usd(50), payment_method: { vaulted_token: "0f9c2a1e-9999-4a5b-9c3d-123456789abc" } }))
    expect(refused).toEqual([400, "INVALID_REQUEST"])
    expect((await payrail.subscriptions.retrieve(sub.id)).amount).toEqual(usd(9.99))
    // the new amount applies from the next renewal
    await payrail.subscriptions.update(sub.id, { amount: usd(12.5), payment_method: { vaulted_token: customer.vaultedTokens[1]! } })
    await fake.clock.advance(31 * DAY)
    const payments = await payrail.subscriptions.listPayments(sub.id)
    expect(payments.data.map((p) => p.amount?.value)).toEqual([12.5, 9.99])
    await payrail.subscriptions.cancel(sub.id)
    expect(await codeOf(() => payrail.subscriptions.update(sub.id, { name: "Again" }))).toEqual([400, "INVALID_STATE"])
    await payrail.close()
  })

  it("card data from a PCI merchant is vaulted for the payer; the answer and saved state hold no number", async () => {
    const fake = createFakePayrail({ now: T0 })
    const payrail = fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID })
    const customer = fake.seed.customer()
    const sub = await payrail.subscriptions.create(subscriptionBody(customer))
    const updated = await payrail.subscriptions.update(sub.id, {
      payment_method: { card: { card_data: { number: "4507990000000010", expiration_month: 11, expiration_year: 28, security_code: "123", holder_name: "JOHN DOE" } } }
    })
    const token = (updated.payment_method as { vaulted_token?: string }).vaulted_token
    expect(token).not.toBe(customer.vaultedToken)
    expect((await payrail.customers.paymentMethods.list(customer.id)).map((m) => m.vaulted_token)).toContain(token)
    expect(JSON.stringify(updated)).not.toContain("4507990000000010")
    expect(JSON.stringify(fake.snapshot())).not.toContain("4507990000000010")
    // the vaulted test card decides the renewal: INSUFFICIENT_FUNDS
    await fake.clock.advance(31 * DAY)
    const [renewal] = (await payrail.subscriptions.listPayments(sub.id)).data
    expect([renewal?.status, (renewal === undefined ? undefined : responseCodeOf(renewal))]).toEqual(["DECLINED", "INSUFFICIENT_FUNDS"])
    await payrail.close()
  })

  it("plan_change moves the subscription at its next renewal, same id; the same plan is 422 SAME_PLAN", async () => {
    const fake = createFakePayrail({ now: T0 })
    const payrail = fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID })
    const customer = fake.seed.customer()
    const basic = await payrail.plans.create({ name: "Basic", base_amount: usd(10), frequency: MONTHLY })
    const pro = await payrail.plans.create({ name: "Pro", base_amount: usd(25), frequency: MONTHLY })
    const sub = await payrail.subscriptions.create(subscriptionBody(customer, { plan_id: basic.id }))
    expect(await codeOf(() => payrail.subscriptions.update(sub.id, { plan_change: { plan_id: basic.id } }))).toEqual([422, "SAME_PLAN"])
    const scheduled = await payrail.subscriptions.update(sub.id, { plan_change: { plan_id: pro.id } })
    expect(scheduled).toMatchObject({ plan_id: basic.id, amount: usd(10), pending_plan_change: { plan_id: pro.id, plan_name: "Pro", direction: "UPGRADE", applies_at: "2025-04-01T12:00:00.000000Z" } })
    await fake.clock.advance(31 * DAY)
    expect(await payrail.subscriptions.retrieve(sub.id)).toMatchObject({ plan_id: pro.id, amount: usd(25), pending_plan_change: null })
    expect((await payrail.subscriptions.listPayments(sub.id)).data.map((p) => p.amount?.value)).toEqual([25, 10])
    await payrail.close()
  })
})

describe("subscriptions.changePlan", () => {
  const { received, start } = recordingHarness()

  it("replaces a subscription on a plan: create, cancel (PLAN_CHANGE) and plan_changed are sent", async () => {
    const h = await start()
    const payrail = h.client({ accountId: ACCOUNT_ID })
    const customer = h.fake.seed.customer()
    const basic = await payrail.plans.create({ name: "Basic", base_amount: usd(10), frequency: MONTHLY })
    const pro = await payrail.plans.create({ name: "Pro", base_amount: usd(25), frequency: MONTHLY })
    const sub = await payrail.subscriptions.create(subscriptionBody(customer, { plan_id: basic.id, billing_cycles: { total: 6 } }))
    // re-posting the current plan: a no-op
    expect((await payrail.subscriptions.changePlan(sub.id, { plan_id: basic.id })).id).toBe(sub.id)
    received.length = 0
    const next = await payrail.subscriptions.changePlan(sub.id, { plan_id: pro.id })
    expect(next).toMatchObject({ previous_subscription_id: sub.id, billing_cycles: { total: 5, current: 1 }, availability: { start_at: sub.billing_cycles?.next_at } })
    expect(received.map((e) => [e.type_event, e.data.subscription.code])).toEqual([
      ["subscription.create", next.id], ["subscription.cancel", sub.id], ["subscription.plan_changed", next.id]
    ])
    expect(received[1]!.data.subscription.cancellation_source).toBe("PLAN_CHANGE")
    // the original is CANCELED: a second change is refused
    expect(await codeOf(() => payrail.subscriptions.changePlan(sub.id, { plan_id: pro.id }))).toEqual([400, "INVALID_STATE"])
  })

  it("attaches a plan in place to a subscription without one; skip_trial there is 400 BAD_REQUEST", async () => {
    const h = await start()
    const payrail = h.client({ accountId: ACCOUNT_ID })
    const customer = h.fake.seed.customer()
    const pro = await payrail.plans.create({ name: "Pro", base_amount: usd(25), frequency: MONTHLY })
    const weekly = await payrail.plans.create({ name: "Weekly", base_amount: usd(5), frequency: { type: "WEEK", value: 1 } })
    const sub = await payrail.subscriptions.create(subscriptionBody(customer))
    expect(sub).not.toHaveProperty("plan_id")
    expect(await codeOf(() => payrail.subscriptions.changePlan(sub.id, { plan_id: pro.id, skip_trial: true }))).toEqual([400, "BAD_REQUEST"])
    expect(await codeOf(() => payrail.subscriptions.changePlan(sub.id, { plan_id: weekly.id }))).toEqual([400, "BAD_REQUEST"])
    expect(await codeOf(() => payrail.subscriptions.changePlan(sub.id, { plan_id: "3f0e6f4a-0000-4000-8000-000000000000" }))).toEqual([404, "PLAN_NOT_FOUND"])
    received.length = 0
    const attached = await payrail.subscriptions.changePlan(sub.id, { plan_id: pro.id })
    expect(attached).toMatchObject({ id: sub.id, plan_id: pro.id, amount: usd(25), previous_subscription_id: null })
    expect(received).toEqual([]) // the attach case sends no webhook
    // nothing charged now; the plan's price from the next renewal
    await h.fake.clock.advance(31 * DAY)
    expect((await payrail.subscriptions.listPayments(sub.id)).data.map((p) => p.amount?.value)).toEqual([25, 9.99])
  })
})

describe("subscriptions.retry", () => {
  it("is 400 INVALID_STATE unless the last payment was declined; the schedule goes on after it", async () => {
    const fake = createFakePayrail({ now: T0 })
    const payrail = fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID })
    // a seeded Test Payment Gateway card …0010 (INSUFFICIENT_FUNDS), and an ordinary one
    const customer = fake.seed.customer({ cards: [{ brand: "VISA", iin: "45079900", lfd: "0010" }, {}] })
    const fine = fake.seed.customer()
    const paid = await payrail.subscriptions.create(subscriptionBody(fine))
    expect(await codeOf(() => payrail.subscriptions.retry(paid.id))).toEqual([400, "INVALID_STATE"])
    const sub = await payrail.subscriptions.create(subscriptionBody(customer)) // cycle 1 declined by the card
    await payrail.subscriptions.update(sub.id, { payment_method: { vaulted_token: customer.vaultedTokens[1]! } })
    const retried = await payrail.subscriptions.retry(sub.id)
    expect(retried.payments).toHaveLength(2)
    const statuses = (await payrail.subscriptions.listPayments(sub.id)).data.map((p) => [p.status, p.amount?.value])
    expect(statuses).toEqual([["SUCCEEDED", 9.99], ["DECLINED", 9.99]])
    expect(retried.billing_cycles?.next_at).toBe("2025-04-01T12:00:00.000000Z")
    await payrail.close()
  })
})

describe("saved state", () => {
  it("keeps plans, meters, metered prices and usage: a restored fake bills the same renewal", async () => {
    const fake = createFakePayrail({ now: T0 })
    const payrail = fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID })
    const customer = fake.seed.customer()
    const meter = await payrail.meters.create({ account_id: ACCOUNT_ID, name: "Calls", event_name: "calls", aggregation: "COUNT", default_price: usd(0.5) })
    const plan = await payrail.plans.create({ name: "Api", base_amount: usd(10), frequency: MONTHLY })
    await payrail.meters.attachToPlan(plan.id, { meter_id: meter.id, credits: 1, pricing_strategy: "PER_UNIT" })
    const sub = await payrail.subscriptions.create(subscriptionBody(customer, { plan_id: plan.id }))
    for (const id of ["c1", "c2", "c3"]) await payrail.meters.reportUsage({ event_id: id, event_name: "calls", subscription_id: sub.id })
    const restored = createFakePayrail({ state: JSON.parse(JSON.stringify(fake.snapshot())) })
    const again = restored.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID })
    await restored.clock.advance(31 * DAY)
    expect((await again.subscriptions.listPayments(sub.id)).data.map((p) => p.amount?.value)).toEqual([11, 10])
    await payrail.close()
    await again.close()
  })
})
