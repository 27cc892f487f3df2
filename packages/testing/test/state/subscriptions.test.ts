/**
 * What subscriptions do beyond the flows' happy paths (src/state/subscriptions.ts):
 * the timers they arm (as `fake.clock.pending()` lists them), billing dates (POSTDATE, a pinned
 * day clamped to the month, a day already passed), the trial's currency, the refusals and their
 * messages, the answer's fields, and the timers re-armed for a restored subscription; the declined
 * renewal without store_credentials.usage, completion on resume (all cycles charged, or exactly at
 * finish_at), a cycle falling due exactly at finish_at while paused, the card and shape of pause /
 * resume answers, a trial without an amount, and what a restored ended subscription arms.
 */
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { ACCOUNT_ID, caught, FAST_RETRIES, subscriptionBody, T0 } from "../helpers"

const DAY = 86_400_000
const UNKNOWN = "3f0e6f4a-0000-4000-8000-000000000000"

const setup = (now = T0) => {
  const fake = createFakePayrail({ now })
  return { fake, payrail: fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID }), customer: fake.seed.customer() }
}

/** As `setup`, without the seeded customer. */
const setupWithoutCustomer = (now = T0) => {
  const fake = createFakePayrail({ now })
  return { fake, payrail: fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID }) }
}

const withoutFrequency = (body: Record<string, unknown>) => {
  const { frequency: _f, ...rest } = body
  return rest
}

describe("subscription timers", () => {
  it("the next cycle and finish_at are listed under the subscription's id; the last cycle's completion too", async () => {
    const { fake, payrail, customer } = setup()
    const sub = await payrail.subscriptions.create(
      subscriptionBody(customer, { billing_cycles: { total: 2 }, availability: { finish_at: "2025-06-01T00:00:00Z" } })
    )
    expect(fake.clock.pending()).toEqual([
      { at: "2025-04-01T12:00:00.000Z", label: `subscription ${sub.id} cycle` },
      { at: "2025-06-01T00:00:00.000Z", label: `subscription ${sub.id} finish_at` }
    ])
    await fake.clock.advance(31 * DAY) // cycle 2, the last: completion is a task of its own, run at once
    expect((await payrail.subscriptions.retrieve(sub.id)).status).toBe("COMPLETED")
    expect(fake.clock.pending()).toEqual([])
    await payrail.close()
  })

  it("a one-cycle subscription completes in a task after the answer, labelled as the last cycle", async () => {
    const { fake, payrail, customer } = setup()
    const sub = await payrail.subscriptions.create(subscriptionBody(customer, { billing_cycles: { total: 1 } }))
    expect(sub).toMatchObject({ status: "ACTIVE", billing_cycles: { total: 1, current: 1, next_at: null } })
    expect(fake.clock.pending()).toEqual([{ at: "2025-03-01T12:00:00.000Z", label: `subscription ${sub.id} last cycle charged` }])
    await fake.clock.advance(0)
    expect((await payrail.subscriptions.retrieve(sub.id)).status).toBe("COMPLETED")
    await payrail.close()
  })

  it("paused past its end it stays PAUSED; resumed, it completes in a task labelled so", async () => {
    const { fake, payrail, customer } = setup()
    const sub = await payrail.subscriptions.create(subscriptionBody(customer, { availability: { finish_at: "2025-03-10T00:00:00Z" } }))
    await payrail.subscriptions.pause(sub.id)
    await fake.clock.advance(10 * DAY)
    expect((await payrail.subscriptions.retrieve(sub.id)).status).toBe("PAUSED")
    const resumed = await payrail.subscriptions.resume(sub.id)
    expect(resumed.status).toBe("ACTIVE")
    expect(fake.clock.pending()).toContainEqual({ at: "2025-03-11T12:00:00.000Z", label: `subscription ${sub.id} ended while paused` })
    await fake.clock.advance(0)
    expect((await payrail.subscriptions.retrieve(sub.id)).status).toBe("COMPLETED")
    await payrail.close()
  })

  it("resumed before its end, it stays ACTIVE", async () => {
    const { fake, payrail, customer } = setup()
    const sub = await payrail.subscriptions.create(subscriptionBody(customer, { availability: { finish_at: "2025-09-01T00:00:00Z" }, billing_cycles: { total: 3 } }))
    await payrail.subscriptions.pause(sub.id)
    await fake.clock.advance(DAY)
    await payrail.subscriptions.resume(sub.id)
    await fake.clock.advance(0)
    expect((await payrail.subscriptions.retrieve(sub.id)).status).toBe("ACTIVE")
    await payrail.close()
  })

  it("canceled, it arms nothing and charges no more", async () => {
    const { fake, payrail, customer } = setup()
    const sub = await payrail.subscriptions.create(subscriptionBody(customer, { availability: { finish_at: "2025-09-01T00:00:00Z" } }))
    await fake.clock.advance(DAY)
    const canceled = await payrail.subscriptions.cancel(sub.id)
    expect(canceled).toMatchObject({ status: "CANCELED", billing_cycles: { next_at: null }, updated_at: "2025-03-02T12:00:00.000000Z" })
    expect(fake.clock.pending()).toEqual([])
    await fake.clock.advance(120 * DAY)
    expect((await payrail.subscriptions.retrieve(sub.id)).payments).toHaveLength(1)
    await payrail.close()
  })

  it("a restored subscription re-arms its cycle and finish_at; a canceled one re-arms nothing", async () => {
    const { fake, payrail, customer } = setup()
    const sub = await payrail.subscriptions.create(subscriptionBody(customer, { availability: { finish_at: "2025-06-01T00:00:00Z" } }))
    const paused = await payrail.subscriptions.create(subscriptionBody(customer))
    await payrail.subscriptions.pause(paused.id)
    const gone = await payrail.subscriptions.create(subscriptionBody(customer))
    await payrail.subscriptions.cancel(gone.id)
    const saved = fake.snapshot()
    await payrail.close()

    const restored = createFakePayrail({ now: T0 })
    restored.restore(saved)
    expect(restored.clock.pending()).toEqual([
      { at: "2025-04-01T12:00:00.000Z", label: `subscription ${sub.id} cycle` },
      { at: "2025-04-01T12:00:00.000Z", label: `subscription ${paused.id} cycle` },
      { at: "2025-06-01T00:00:00.000Z", label: `subscription ${sub.id} finish_at` }
    ])
    await restored.clock.advance(100 * DAY)
    const client = restored.client(FAST_RETRIES)
    expect((await client.subscriptions.retrieve(sub.id)).status).toBe("COMPLETED")
    expect((await client.subscriptions.retrieve(sub.id)).payments).toHaveLength(3)
    await client.close()
  })
})

describe("billing dates", () => {
  it("POSTDATE charges the first cycle a month after the start", async () => {
    const { payrail, customer } = setup()
    const sub = await payrail.subscriptions.create(withoutFrequency({ ...subscriptionBody(customer), billing_date: { type: "POSTDATE" } }) as never)
    expect(sub).toMatchObject({ payments: [], billing_cycles: { next_at: "2025-04-01T12:00:00.000000Z" } })
    await payrail.close()
  })

  it("a DAY later this month is this month's; a day past is next month's; the 31st is clamped; renewals stay on the day", async () => {
    const { fake, payrail, customer } = setup("2025-01-10T12:00:00.000Z")
    const body = (day: number) => withoutFrequency({ ...subscriptionBody(customer), billing_date: { type: "DAY", day } }) as never
    expect((await payrail.subscriptions.create(body(20))).billing_cycles?.next_at).toBe("2025-01-20T12:00:00.000000Z")
    expect((await payrail.subscriptions.create(body(5))).billing_cycles?.next_at).toBe("2025-02-05T12:00:00.000000Z")
    const today = await payrail.subscriptions.create(body(10))
    expect(today.payments).toHaveLength(1) // due at once: charged in the answer
    expect(today.billing_cycles?.next_at).toBe("2025-02-10T12:00:00.000000Z")
    const late = await payrail.subscriptions.create(body(31))
    expect(late.billing_cycles?.next_at).toBe("2025-01-31T12:00:00.000000Z")
    await fake.clock.advance(21 * DAY) // Jan 31: charged; next: Feb 28
    expect((await payrail.subscriptions.retrieve(late.id)).billing_cycles?.next_at).toBe("2025-02-28T12:00:00.000000Z")
    await fake.clock.advance(28 * DAY) // Feb 28: charged; next: Mar 31 again
    expect((await payrail.subscriptions.retrieve(late.id)).billing_cycles?.next_at).toBe("2025-03-31T12:00:00.000000Z")
    await payrail.close()
  })

  it("with billing_date MONTH-less types (PREPAID) renewals fall a month apart", async () => {
    const { fake, payrail, customer } = setup()
    const sub = await payrail.subscriptions.create(withoutFrequency({ ...subscriptionBody(customer), billing_date: { type: "PREPAID" } }) as never)
    expect(sub.billing_cycles?.next_at).toBe("2025-04-01T12:00:00.000000Z")
    await fake.clock.advance(31 * DAY)
    expect((await payrail.subscriptions.retrieve(sub.id)).billing_cycles?.next_at).toBe("2025-05-01T12:00:00.000000Z")
    await payrail.close()
  })

  it("no cycle is charged at or after finish_at", async () => {
    const { fake, payrail, customer } = setup()
    const sub = await payrail.subscriptions.create(
      subscriptionBody(customer, { frequency: { type: "DAY", value: 1 }, availability: { finish_at: "2025-03-03T12:00:00Z" } })
    )
    await fake.clock.advance(5 * DAY)
    const done = await payrail.subscriptions.retrieve(sub.id)
    expect(done.payments).toHaveLength(2) // Mar 1 and Mar 2; Mar 3 is finish_at
    expect(done).toMatchObject({ status: "COMPLETED", updated_at: "2025-03-03T12:00:00.000000Z", billing_cycles: { current: 2, next_at: null } })
    await payrail.close()
  })
})

describe("charges", () => {
  it("each renewal is a payment on the vaulted card, described by plan and cycle, in the trial's currency while in trial", async () => {
    const { fake, payrail, customer } = setup()
    const sub = await payrail.subscriptions.create(
      subscriptionBody(customer, { trial_period: { billing_cycles: 1, amount: { currency: "USD", value: 1.5 } }, frequency: { type: "DAY", value: 1 } })
    )
    await fake.clock.advance(DAY)
    const charges = fake.state.payments.filter((p) => p.subscription_code === sub.id)
    expect(charges.map((p) => [p.description, p.amount.value, p.amount.currency, p.merchant_order_id !== undefined])).toEqual([
      ["Pro plan — cycle 1", 1.5, "USD", true],
      ["Pro plan — cycle 2", 9.99, "USD", true]
    ])
    expect(charges.map((p) => (p.payment_method as { vaulted_token?: string }).vaulted_token)).toEqual([customer.vaultedToken, customer.vaultedToken])
    await payrail.close()
  })

  it("a trial with an amount of 0 charges nothing in the trial but counts the cycle", async () => {
    const { fake, payrail, customer } = setup()
    const sub = await payrail.subscriptions.create(
      subscriptionBody(customer, { trial_period: { billing_cycles: 1, amount: { currency: "USD", value: 0 } }, frequency: { type: "DAY", value: 1 } })
    )
    expect(sub).toMatchObject({ payments: [], billing_cycles: { current: 1 }, trial_period: { billing_cycles: 1, amount: { currency: "USD", value: 0 } } })
    await fake.clock.advance(DAY)
    const after = await payrail.subscriptions.retrieve(sub.id)
    expect(after.payments).toHaveLength(1)
    expect(after.billing_cycles?.current).toBe(2)
    await payrail.close()
  })
})

describe("refusals", () => {
  it("name the reason", async () => {
    const { fake, payrail, customer } = setup()
    const noCustomer = await caught(() => payrail.subscriptions.create(subscriptionBody({ id: UNKNOWN, vaultedToken: customer.vaultedToken })))
    expect(noCustomer).toMatchObject({ status: 400, code: "CUSTOMER_NOT_FOUND" })
    expect(JSON.stringify(noCustomer)).toContain(`Customer ${UNKNOWN} not found`)
    const other = fake.seed.customer()
    const notTheirs = await caught(() => payrail.subscriptions.create(subscriptionBody({ id: customer.id, vaultedToken: other.vaultedToken })))
    expect(JSON.stringify(notTheirs)).toContain("payment_method.vaulted_token: not an enrolled card of this customer")
    const past = await caught(() => payrail.subscriptions.create(subscriptionBody(customer, { availability: { finish_at: T0 } })))
    expect(JSON.stringify(past)).toContain("availability.finish_at: must be in the future")
    const trial = await caught(() =>
      payrail.subscriptions.create(subscriptionBody(customer, { trial_period: { billing_cycles: 1, amount: { currency: "EUR", value: 1 } } }))
    )
    expect(JSON.stringify(trial)).toContain("trial_period.amount.currency: must be the subscription's currency")
    const missing = await caught(() => payrail.subscriptions.retrieve(UNKNOWN))
    expect(missing).toMatchObject({ code: "SUBSCRIPTION_NOT_FOUND" })
    expect(JSON.stringify(missing)).toContain(`Subscription ${UNKNOWN} not found`)
    const sub = await payrail.subscriptions.create(subscriptionBody(customer))
    const resume = await caught(() => payrail.subscriptions.resume(sub.id))
    expect(JSON.stringify(resume)).toContain("A subscription in status ACTIVE cannot be resumed")
    await payrail.subscriptions.cancel(sub.id)
    expect(JSON.stringify(await caught(() => payrail.subscriptions.pause(sub.id)))).toContain("A subscription in status CANCELED cannot be paused")
    expect(JSON.stringify(await caught(() => payrail.subscriptions.cancel(sub.id)))).toContain("A subscription in status CANCELED cannot be canceled")
    await payrail.close()
  })

  it("a paused subscription can be canceled; a completed one cannot", async () => {
    const { fake, payrail, customer } = setup()
    const sub = await payrail.subscriptions.create(subscriptionBody(customer))
    await payrail.subscriptions.pause(sub.id)
    expect((await payrail.subscriptions.cancel(sub.id)).status).toBe("CANCELED")
    const once = await payrail.subscriptions.create(subscriptionBody(customer, { billing_cycles: { total: 1 } }))
    await fake.clock.advance(0)
    expect(JSON.stringify(await caught(() => payrail.subscriptions.cancel(once.id)))).toContain("A subscription in status COMPLETED cannot be canceled")
    await payrail.close()
  })
})

describe("the answer", () => {
  it("shows the plan as sent, the card's data, defaults for what was not sent", async () => {
    const { payrail, customer } = setup()
    const sub = await payrail.subscriptions.create(subscriptionBody(customer, { description: undefined }))
    expect(sub).toMatchObject({
      name: "Pro plan",
      description: null,
      account_id: ACCOUNT_ID,
      country: "US",
      merchant_reference: "plan-pro-001",
      amount: { currency: "USD", value: 9.99 },
      frequency: { type: "MONTH", value: 1 },
      billing_date: null,
      billing_cycles: { total: null, current: 1, next_at: "2025-04-01T12:00:00.000000Z" },
      customer_payer: { id: customer.id },
      payment_method: { type: "CARD", vaulted_token: customer.vaultedToken },
      availability: { start_at: "2025-03-01T12:00:00.000000Z", finish_at: null },
      trial_period: null,
      metadata: null,
      additional_data: null,
      retries: null,
      initial_payment_validation: false,
      created_at: "2025-03-01T12:00:00.000000Z"
    })
    const paused = await payrail.subscriptions.pause(sub.id)
    expect(paused.payment_method).toEqual([{
      type: "CARD",
      vaulted_token: customer.vaultedToken,
      token: "",
      card: {
        verify: false,
        installments: 1,
        store_credentials: { usage: "USED" },
        card_data: { brand: "VISA", iin: "41111111", lfd: "1111", expiration_month: 12, expiration_year: 2028 }
      }
    }])
    await payrail.close()
  })

  it("a metadata entry with an empty value is left out", async () => {
    const { payrail, customer } = setup()
    const sub = await payrail.subscriptions.create(
      subscriptionBody(customer, { metadata: [{ key: "gone", value: "" }, { key: "kept", value: "yes" }] })
    )
    expect(sub.metadata).toEqual([{ key: "kept", value: "yes" }])
    expect((await payrail.subscriptions.pause(sub.id)).metadata).toEqual({ key: "kept", value: "yes" })
    await payrail.close()
  })
})

describe("subscriptions", () => {
  const subSetup = (now = T0) => {
    const { fake, payrail } = setupWithoutCustomer(now)
    return { fake, payrail, customer: fake.seed.customer() }
  }

  it("a renewal without store_credentials.usage is declined as customer-initiated", async () => {
    const { fake, payrail, customer } = subSetup()
    const sub = await payrail.subscriptions.create(
      subscriptionBody(customer, { payment_method: { type: "CARD", vaulted_token: customer.vaultedToken } })
    )
    await fake.clock.advance(31 * DAY)
    const charges = fake.state.payments.filter((p) => p.subscription_code === sub.id)
    expect(charges.map((p) => [p.status, p.sub_status])).toEqual([["SUCCEEDED", "APPROVED"], ["DECLINED", "DECLINED"]])
    const renewal = JSON.stringify(charges[1])
    expect(renewal).toContain("DO_NOT_HONOR")
    expect(renewal).toContain(
      "Recurring charge declined: the subscription was created without payment_method.card.store_credentials.usage, so the provider treats it as customer-initiated"
    )
    await payrail.close()
  })

  it("paused with every cycle charged (before its completion ran), it completes once resumed", async () => {
    const { fake, payrail, customer } = subSetup()
    const sub = await payrail.subscriptions.create(subscriptionBody(customer, { billing_cycles: { total: 1 } }))
    await payrail.subscriptions.pause(sub.id)
    await fake.clock.advance(1_000)
    expect((await payrail.subscriptions.retrieve(sub.id)).status).toBe("PAUSED")
    expect((await payrail.subscriptions.resume(sub.id)).status).toBe("ACTIVE")
    await fake.clock.advance(1_000)
    expect((await payrail.subscriptions.retrieve(sub.id)).status).toBe("COMPLETED")
    await payrail.close()
  })

  it("resumed exactly at finish_at, it completes", async () => {
    const { fake, payrail, customer } = subSetup()
    const sub = await payrail.subscriptions.create(subscriptionBody(customer, { availability: { finish_at: "2025-03-11T12:00:00Z" } }))
    await payrail.subscriptions.pause(sub.id)
    await fake.clock.advance(10 * DAY)
    await payrail.subscriptions.resume(sub.id)
    await fake.clock.advance(1_000)
    expect((await payrail.subscriptions.retrieve(sub.id)).status).toBe("COMPLETED")
    await payrail.close()
  })

  it("paused, a cycle due exactly at finish_at arms no further cycle", async () => {
    const { fake, payrail, customer } = subSetup()
    const sub = await payrail.subscriptions.create(subscriptionBody(customer, { availability: { finish_at: "2025-04-01T12:00:00Z" } }))
    await payrail.subscriptions.pause(sub.id)
    await fake.clock.advance(31 * DAY)
    const paused = await payrail.subscriptions.retrieve(sub.id)
    expect(paused.status).toBe("PAUSED")
    expect(paused.billing_cycles).toMatchObject({ next_at: null })
    expect(fake.clock.pending()).toEqual([])
    await payrail.close()
  })

  it("pause and resume answers show the subscription's own card, as an array", async () => {
    const { fake, payrail } = setupWithoutCustomer()
    const customer = fake.seed.customer({ cards: [{ lfd: "1111" }, { lfd: "2222" }] })
    const sub = await payrail.subscriptions.create(subscriptionBody({ id: customer.id, vaultedToken: customer.vaultedTokens[1]! }))
    const paused = await payrail.subscriptions.pause(sub.id)
    expect(paused.payment_method).toMatchObject([{ vaulted_token: customer.vaultedTokens[1], card: { card_data: { lfd: "2222" } } }])
    const resumed = await payrail.subscriptions.resume(sub.id)
    expect(Array.isArray(resumed.payment_method)).toBe(true)
    expect(resumed.payment_method).toMatchObject([{ vaulted_token: customer.vaultedTokens[1], card: { card_data: { lfd: "2222" } } }])
    await payrail.close()
  })

  it("a trial without an amount is shown in the subscription's currency, at 0", async () => {
    const { payrail, customer } = subSetup()
    const sub = await payrail.subscriptions.create(subscriptionBody(customer, { trial_period: { billing_cycles: 2 } }))
    expect(sub.trial_period).toEqual({ billing_cycles: 2, amount: { currency: "USD", value: 0 } })
    await payrail.close()
  })

  it("a restored canceled or completed subscription with a finish_at arms nothing", async () => {
    const { fake, payrail, customer } = subSetup()
    const body = subscriptionBody(customer, { availability: { finish_at: "2025-06-01T00:00:00Z" } })
    const gone = await payrail.subscriptions.create(body)
    await payrail.subscriptions.cancel(gone.id)
    const done = await payrail.subscriptions.create({ ...body, billing_cycles: { total: 1 } } as never)
    await fake.clock.advance(1_000)
    expect((await payrail.subscriptions.retrieve(done.id)).status).toBe("COMPLETED")
    const saved = fake.snapshot()
    await payrail.close()

    const restored = createFakePayrail({ now: T0 })
    restored.restore(saved)
    expect(restored.clock.pending()).toEqual([])
  })
})
