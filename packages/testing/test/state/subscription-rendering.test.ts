/**
 * The Subscription resource (src/state/subscriptions.ts, `renderSubscription`), through the fake:
 * the fields it shows as sent and their defaults when not, its billing cycle before the first
 * charge, and the pause / resume answers' shape (payment method as a one-item list with its card).
 */
import { afterEach, describe, expect, it } from "vitest"
import { inProcess, type Harness, raw, subscriptionBody } from "../helpers"

let harness: Harness | undefined
afterEach(async () => {
  await harness?.close()
  harness = undefined
})
let keys = 0
const post = (h: Harness, path: string, body?: unknown) => raw(h, "POST", path, body, { "x-idempotency-key": `subscription-rendering-${keys++}` })

describe("a subscription", () => {
  it("shows what was sent: description, retries, validation, additional data, finish, installments, a trial in its currency", async () => {
    const h = (harness = await inProcess())
    const customer = h.fake.seed.customer()
    const retries = { retry_on_decline: true, amount: 3 }
    const { status, body } = await post(h, "/subscriptions", subscriptionBody(customer, {
      description: "Monthly pro plan",
      retries,
      initial_payment_validation: true,
      additional_data: { seller: { id: "s-1" } },
      availability: { start_at: "2025-03-05T00:00:00Z", finish_at: "2026-03-01T00:00:00Z" },
      trial_period: { billing_cycles: 1 },
      payment_method: { type: "CARD", vaulted_token: customer.vaultedToken, card: { installments: 3, store_credentials: { usage: "USED" } } }
    }))
    expect(status).toBeLessThan(300)
    expect(body).toMatchObject({
      description: "Monthly pro plan", retries, initial_payment_validation: true, additional_data: { seller: { id: "s-1" } },
      availability: { start_at: "2025-03-05T00:00:00.000000Z", finish_at: "2026-03-01T00:00:00.000000Z" },
      trial_period: { billing_cycles: 1, amount: { currency: "USD", value: 0 } },
      // nothing charged before its start: the first cycle is the current one
      billing_cycles: { current: 1 }
    })
    const { body: paused } = await post(h, `/subscriptions/${body.id}/pause`)
    expect(paused.payment_method).toEqual([{
      type: "CARD", vaulted_token: customer.vaultedToken, token: "",
      card: { verify: false, installments: 3, store_credentials: { usage: "USED" }, card_data: expect.objectContaining({ lfd: expect.any(String) }) }
    }])
    const { body: resumed } = await post(h, `/subscriptions/${body.id}/resume`)
    expect(resumed.payment_method).toEqual(paused.payment_method)
  })

  it("shows its defaults for what was not sent, and a billing date when sent instead of a frequency", async () => {
    const h = (harness = await inProcess())
    const customer = h.fake.seed.customer()
    const { frequency: _frequency, description: _description, ...body } = subscriptionBody(customer) as Record<string, unknown>
    const { status, body: sub } = await post(h, "/subscriptions", { ...body, billing_date: { type: "DAY", day: 5 } })
    expect(status).toBeLessThan(300)
    expect(sub).toMatchObject({
      description: null, frequency: null, billing_date: { type: "DAY", day: 5 }, retries: null, initial_payment_validation: false,
      additional_data: null, availability: { finish_at: null }, trial_period: null
    })
  })
})
