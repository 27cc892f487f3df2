/** The fake's own surface: layer, requests log, state views, reset, seeding, subscriptions schedules. */
import { BankingOnboarding, Payment, Payrail, Recipient, Report, Subscription } from "@payrail/core"
import * as Schema from "effect/Schema"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../src/index"
import { authorizeBody, caught, paymentBody, subscriptionBody, T0 } from "./helpers"

describe("createFakePayrail", () => {
  it("fake.layer provides the Effect service wired to the fake", async () => {
    const fake = createFakePayrail({ now: T0 })
    const session = fake.seed.checkoutSession()
    const program = Effect.gen(function*() {
      const payrail = yield* Payrail
      const payment = yield* payrail.payments.create(authorizeBody(session.id))
      return yield* payrail.payments.cancelOrRefund(payment.id)
    })
    const result = await Effect.runPromise(program.pipe(Effect.provide(fake.layer)))
    expect(result.payment?.status).toBe("CANCELED")
  })

  it("logs requests with the idempotency key and redacts the secret key", async () => {
    const fake = createFakePayrail({ now: T0 })
    const session = fake.seed.checkoutSession()
    const payrail = fake.client()
    await payrail.payments.create(paymentBody(session.id), { idempotencyKey: "log-key-1" })
    await payrail.close()
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]).toMatchObject({
      method: "POST",
      path: "/payments",
      operation: "payments.create",
      idempotencyKey: "log-key-1",
      status: 201,
      outcome: "answered",
      at: "2025-03-01T12:00:00.000000Z"
    })
    expect(fake.requests[0]!.headers["private-secret-key"]).toBe("[redacted]")
    expect(fake.requests[0]!.headers["public-api-key"]).toBe("pk_test_payrail")
    expect(JSON.stringify(fake.requests)).not.toContain("sk_test_payrail")
  })

  it("custom default keys; reset() forgets everything but the default merchant and the clock", async () => {
    const fake = createFakePayrail({ now: T0, publicApiKey: "pk_mine", privateSecretKey: "sk_mine" })
    const session = fake.seed.checkoutSession()
    const payrail = fake.client()
    await payrail.payments.create(paymentBody(session.id))
    await payrail.reports.create({ type: "PAYOUTS", start_date: "2025-01-01T00:00:00Z", end_date: "2025-01-31T00:00:00Z" })
    fake.faults.inject({ status: 500, times: Infinity })
    await fake.clock.advance(1000)
    fake.reset()
    expect([fake.state.payments.length, fake.state.reports.length, fake.requests.length, fake.faults.active.length]).toEqual([0, 0, 0, 0])
    expect(fake.clock.pending()).toEqual([])
    expect(fake.clock.date().toISOString()).toBe("2025-03-01T12:00:01.000Z")
    const error = await caught(() => payrail.payments.retrieve("5b0c7a52-0000-4000-8000-000000000000"))
    expect(error.code).toBe("PAYMENT_NOT_FOUND") // still authenticated after reset
    await payrail.close()
  })

  it("seeds customers with several cards and sessions with custom methods", async () => {
    const fake = createFakePayrail({ now: T0 })
    const customer = fake.seed.customer({ cards: [{ brand: "MASTERCARD", lfd: "4444" }, { brand: "AMEX", lfd: "0005" }] })
    expect(customer.vaultedTokens).toHaveLength(2)
    const session = fake.seed.checkoutSession({
      customerId: customer.id,
      paymentMethods: [{ name: "PIX", type: "PIX", category: "BANK_TRANSFER", description: "Instant payments" }]
    })
    const payrail = fake.client()
    const methods = await payrail.checkout.paymentMethods(session.id)
    expect(methods.map((m) => [m.name, m.category])).toEqual([["MASTERCARD ****4444", "CARD"], ["AMEX ****0005", "CARD"], ["PIX", "BANK_TRANSFER"]])
    expect(methods.filter((m) => m.preferred)).toHaveLength(1)
    expect(() => fake.seed.checkoutSession({ customerId: "nope" })).toThrow(/Unknown customer/)
    await payrail.close()
  })

  it("vault_on_success enrolls the card with the customer", async () => {
    const fake = createFakePayrail({ now: T0 })
    const customer = fake.seed.customer({ cards: 0 })
    const session = fake.seed.checkoutSession({ customerId: customer.id })
    const payrail = fake.client()
    const payment = await payrail.payments.create(
      paymentBody(session.id, { customer_payer: { id: customer.id }, payment_method: { token: "tok_new", vault_on_success: true } })
    )
    const token = payment.payment_method?.vaulted_token
    expect(token).toMatch(/^[0-9a-f-]{36}$/)
    const [card] = await payrail.checkout.paymentMethods(session.id)
    expect(card?.vaulted_token).toBe(token)
    await payrail.close()
  })

  it("subscriptions: trial cycles charge the trial amount, weekly frequency, start_at in the future, billing_date DAY", async () => {
    const fake = createFakePayrail({ now: T0 })
    const customer = fake.seed.customer()
    const payrail = fake.client()
    const trial = await payrail.subscriptions.create(
      subscriptionBody(customer, {
        frequency: { type: "WEEK", value: 1 },
        trial_period: { billing_cycles: 2, amount: { currency: "USD", value: 0.5 } },
        billing_cycles: { total: 4 }
      })
    )
    await fake.clock.advance(4 * 7 * 86_400_000)
    const charges = fake.state.payments.filter((p) => p.subscription_code === trial.id).map((p) => p.amount.value)
    expect(charges).toEqual([0.5, 0.5, 9.99, 9.99])
    expect((await payrail.subscriptions.retrieve(trial.id)).status).toBe("COMPLETED")

    const later = await payrail.subscriptions.create(subscriptionBody(customer, { availability: { start_at: "2025-04-10T00:00:00Z" } }))
    expect(later.payments).toEqual([])
    expect(later.billing_cycles).toMatchObject({ current: 1, next_at: "2025-04-10T00:00:00.000000Z" })

    const { frequency: _f, ...rest } = subscriptionBody(customer)
    const onDay = await payrail.subscriptions.create({ ...rest, billing_date: { type: "DAY", day: 15 } } as never)
    expect(onDay.billing_cycles?.next_at).toBe("2025-04-15T12:00:00.000000Z") // now is 2025-03-29: the next 15th
    await payrail.close()
  })

  it("fake.state renders records as the API returns them", async () => {
    const fake = createFakePayrail({ now: T0 })
    const session = fake.seed.checkoutSession()
    const payrail = fake.client()
    const created = await payrail.payments.create(paymentBody(session.id))
    const [viewed] = fake.state.payments
    expect(viewed).toEqual(await payrail.payments.retrieve(created.id))
    fake.seed.recipient()
    expect(fake.state.recipients[0]?.onboardings).toMatchObject([{ status: "BLOCKED" }])

    // Every view decodes with core's response schemas, strictly typed fields included.
    const customer = fake.seed.customer()
    await payrail.subscriptions.create(subscriptionBody(customer))
    await payrail.reports.create({ type: "PAYMENTS", start_date: "2025-01-01T00:00:00Z", end_date: "2025-01-31T00:00:00Z" })
    await payrail.banking.createOnboarding(fake.seed.entity().id, {
      account_id: "0f9c2a1e-1111-4a5b-9c3d-123456789abc",
      service_connection_id: "conn_1",
      onboarding_type: "PREVIOUSLY_ONBOARDED"
    })
    const views = [
      [Payment, fake.state.payments],
      [Subscription, fake.state.subscriptions],
      [Report, fake.state.reports],
      [BankingOnboarding, fake.state.onboardings],
      [Recipient, fake.state.recipients]
    ] as const
    for (const [schema, items] of views) {
      expect(items.length).toBeGreaterThan(0)
      for (const item of items) expect(() => Schema.decodeUnknownSync(schema as Schema.Top & { DecodingServices: never })(item)).not.toThrow()
    }
    await payrail.close()
  })
})
