/**
 * A billing month through the fake, with the real client, in-process and over HTTP: a plan with a
 * metered price, usage reported, the renewal charged with it, the plan changed (a replacement
 * subscription), a renewal declined by the vaulted test card and retried — declined again on the
 * same card, approved once the subscription pays with a good one — all on the fake clock.
 */
import { afterEach, describe, expect, it } from "vitest"
import { ACCOUNT_ID, caught, type Harness, inProcess, overHttp, subscriptionBody } from "./helpers"

const DAY = 86_400_000
/** The response code of a payment's first transaction (a list here: the payment answer). */
const responseCodeOf = (p: { readonly transactions?: unknown }) => (p.transactions as ReadonlyArray<{ readonly response_code?: string }>)[0]?.response_code
const usd = (value: number) => ({ currency: "USD", value })
const cardBody = (number: string) => ({
  account_id: ACCOUNT_ID,
  type: "CARD",
  country: "US",
  card_data: { number, expiration_month: 11, expiration_year: 2028, security_code: "123", holder_name: "JOHN DOE" }
})
// Test Payment Gateway cards (state/test-cards.ts): …0002 approves, …0010 is INSUFFICIENT_FUNDS
const GOOD_CARD = "4507990000000002"
const BROKE_CARD = "4507990000000010"

describe.each([["in-process", inProcess], ["over HTTP", overHttp]] as const)("a billing month (%s)", (_, make) => {
  let h: Harness
  afterEach(async () => {
    await h.close()
  })

  it("bills usage beyond the credits with the renewal, moves to another plan, and retries a declined renewal", async () => {
    h = await make()
    const payrail = h.client({ accountId: ACCOUNT_ID })
    const customer = h.fake.seed.customer({ cards: 0 })
    const good = await payrail.customers.paymentMethods.enroll(customer.id, cardBody(GOOD_CARD) as never)
    const broke = await payrail.customers.paymentMethods.enroll(customer.id, cardBody(BROKE_CARD) as never)

    // the meter, the "Max" plan ($200, 10,000 tokens included at the meter's $0.002) and "Ultra" ($300, 50,000 at $0.001)
    const meter = await payrail.meters.create({ account_id: ACCOUNT_ID, name: "AI tokens", event_name: "ai_tokens", aggregation: "SUM", default_price: usd(0.002) })
    expect(meter.status).toBe("ACTIVE")
    const max = await payrail.plans.create({ name: "Max", base_amount: usd(200), frequency: { type: "MONTH", value: 1 } })
    const maxMeter = await payrail.meters.attachToPlan(max.id, { meter_id: meter.id, credits: 10_000, pricing_strategy: "PER_UNIT" })
    expect(maxMeter).toMatchObject({ plan_id: max.id, meter_id: meter.id, credits: 10_000, price_per_credit: null })
    const ultra = await payrail.plans.create({ name: "Ultra", base_amount: usd(300), frequency: { type: "MONTH", value: 1 } })
    await payrail.meters.attachToPlan(ultra.id, { meter_id: meter.id, credits: 50_000, pricing_strategy: "PER_UNIT", price_per_credit: usd(0.001) })
    expect((await payrail.plans.retrieve(max.id)).meters).toEqual([maxMeter])

    // on the plan: its price, whatever amount was sent; cycle 1 charged at once (2025-03-01)
    const sub = await payrail.subscriptions.create(
      subscriptionBody({ id: customer.id, vaultedToken: good.vaulted_token! }, { plan_id: max.id, amount: usd(1) })
    )
    expect([sub.plan_id, sub.amount]).toEqual([max.id, usd(200)])

    // March's usage: 1,500 + 12,000 tokens; the first event sent again (another value) answers the first
    const first = await payrail.meters.reportUsage({ event_id: "resp-1", event_name: "ai_tokens", subscription_id: sub.id, consumed_value: 1500 })
    await payrail.meters.reportUsage({ event_id: "resp-2", event_name: "ai_tokens", subscription_id: sub.id, consumed_value: 12_000 })
    const again = await payrail.meters.reportUsage({ event_id: "resp-1", event_name: "ai_tokens", subscription_id: sub.id, consumed_value: 999_999 })
    expect(again).toEqual(first)
    expect(again.consumed_value).toBe(1500)

    // April 1: 3,500 tokens beyond the credits at $0.002 → $7 on top of $200
    await h.fake.clock.advance(31 * DAY)
    // (listPayments: newest first)
    const marchPayments = await payrail.subscriptions.listPayments(sub.id)
    expect(marchPayments.data.map((p) => [p.amount?.value, p.status])).toEqual([[207, "SUCCEEDED"], [200, "SUCCEEDED"]])

    // April: moved to Ultra — a replacement starting at the original's next renewal, nothing charged now
    const replacement = await payrail.subscriptions.changePlan(sub.id, { plan_id: ultra.id })
    expect(replacement.id).not.toBe(sub.id)
    expect(replacement).toMatchObject({
      status: "ACTIVE", previous_subscription_id: sub.id, plan_id: ultra.id, amount: usd(300),
      billing_cycles: { next_at: "2025-05-01T12:00:00.000000Z" }, payments: []
    })
    expect(await payrail.subscriptions.retrieve(sub.id)).toMatchObject({ status: "CANCELED", cancellation_source: "PLAN_CHANGE" })

    // it now pays with the card that has no funds: only the card changes
    const updated = await payrail.subscriptions.update(replacement.id, { payment_method: { vaulted_token: broke.vaulted_token! } })
    expect(updated).toMatchObject({ name: replacement.name, amount: usd(300), payment_method: { vaulted_token: broke.vaulted_token } })
    await payrail.meters.reportUsage({ event_id: "resp-3", event_name: "ai_tokens", subscription_id: replacement.id, consumed_value: 60_000 })

    // May 1: $300 + 10,000 tokens beyond Ultra's credits at $0.001 = $310, declined by the card
    await h.fake.clock.advance(30 * DAY)
    const declined = await payrail.subscriptions.listPayments(replacement.id)
    expect(declined.data.map((p) => [p.amount?.value, p.status, responseCodeOf(p)])).toEqual([[310, "DECLINED", "INSUFFICIENT_FUNDS"]])

    // retried on the same card: declined again; on a good card: approved, the same $310
    await payrail.subscriptions.retry(replacement.id)
    await payrail.subscriptions.update(replacement.id, { payment_method: { vaulted_token: good.vaulted_token! } })
    const retried = await payrail.subscriptions.retry(replacement.id)
    expect(retried.payments).toHaveLength(3)
    const afterRetry = await payrail.subscriptions.listPayments(replacement.id)
    expect(afterRetry.data.map((p) => [p.amount?.value, p.status])).toEqual([[310, "SUCCEEDED"], [310, "DECLINED"], [310, "DECLINED"]])
    const again2 = await caught(() => payrail.subscriptions.retry(replacement.id))
    expect([again2.status, again2.code]).toEqual([400, "INVALID_STATE"])

    // June 1: no usage in May → the plan's price only
    await h.fake.clock.advance(31 * DAY)
    const june = await payrail.subscriptions.listPayments(replacement.id)
    expect(june.data.map((p) => p.amount?.value)).toEqual([300, 310, 310, 310])

    // cancelling Ultra cancels its subscriber; cancelling it again cancels nobody
    expect(await payrail.plans.cancel(ultra.id, { status: "CANCELED" })).toEqual({ id: ultra.id, status: "CANCELED", affected_subscriptions: 1 })
    expect((await payrail.subscriptions.retrieve(replacement.id)).status).toBe("CANCELED")
    expect((await payrail.plans.cancel(ultra.id, { status: "CANCELED" })).affected_subscriptions).toBe(0)
  })
})
