/**
 * What the fake's state machines do beyond the flow tests (src/state/capture.ts,
 * organizations.ts, banking.ts, checkout.ts, payment-methods.ts, subscriptions.ts): capture of a
 * declined authorization or of a fully captured payment, the payment inside a capture answer,
 * the token's signature over header and payload (and its base64url), the onboarding.succeeded
 * webhook, a seeded method's bare defaults and which used card is preferred (also before 1970),
 * a card's default expiry month and the last four digits of the 8890th card, the declined
 * renewal without store_credentials.usage, completion on resume (all cycles charged, or exactly
 * at finish_at), a cycle falling due exactly at finish_at while paused, the card and shape of
 * pause / resume answers, a trial without an amount, and what a restored ended subscription arms.
 */
import { transactionsOf } from "@payrail/core"
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { ACCOUNT_ID, authorizeBody, caught, FAST_RETRIES, paymentBody, previouslyOnboardedBody, subscriptionBody, T0 } from "../helpers"

const DAY = 86_400_000

const setup = (now = T0) => {
  const fake = createFakePayrail({ now })
  return { fake, payrail: fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID }) }
}

describe("capture", () => {
  it("a declined authorization is not an authorization", async () => {
    const { fake, payrail } = setup()
    const session = fake.seed.checkoutSession()
    const payment = await payrail.payments.create(
      paymentBody(session.id, { amount: { currency: "USD", value: 50 }, payment_method: { token: "tok_decline", detail: { card: { capture: false } } } })
    )
    expect(payment).toMatchObject({ status: "DECLINED", sub_status: "DECLINED" })
    const error = await caught(() => payrail.payments.capture(payment.id, transactionsOf(payment)[0]!.id!, { merchant_reference: "cap-1" }))
    expect(error).toMatchObject({ status: 400, code: "INVALID_STATUS" })
    expect(JSON.stringify(error)).toContain("A AUTHORIZE transaction in status DECLINED is not an authorization")
    await payrail.close()
  })

  it("a fully captured payment cannot be captured again, even for the (empty) rest", async () => {
    const { fake, payrail } = setup()
    const session = fake.seed.checkoutSession()
    const payment = await payrail.payments.create(authorizeBody(session.id, 100))
    const authorization = transactionsOf(payment)[0]!.id!
    await payrail.payments.capture(payment.id, authorization, { merchant_reference: "cap-1" })
    const again = await caught(() => payrail.payments.capture(payment.id, authorization, { merchant_reference: "cap-2" }))
    expect(again).toMatchObject({ status: 400, code: "INVALID_STATUS" })
    expect(JSON.stringify(again)).toContain("A payment in status SUCCEEDED / CAPTURED cannot be captured")
    await payrail.close()
  })

  it("the capture answer's payment has its transactions without raw responses and no history", async () => {
    const { fake, payrail } = setup()
    const session = fake.seed.checkoutSession()
    const payment = await payrail.payments.create(authorizeBody(session.id, 100))
    const captured = await payrail.payments.capture(payment.id, transactionsOf(payment)[0]!.id!, { merchant_reference: "cap-1" })
    const inner = captured.payment as unknown as { transactions: Array<{ provider_data: { raw_response: unknown } }>; transactions_history: unknown }
    expect(inner.transactions_history).toBeNull()
    expect(inner.transactions.map((t) => t.provider_data.raw_response)).toEqual([null, null])
    await payrail.close()
  })
})

describe("whitelabel token signature", () => {
  it("signs header.payload: tokens at different times differ in signature, each 32 bytes in unpadded base64url", async () => {
    const { fake, payrail } = setup()
    const user = fake.seed.whitelabelUser()
    const signatures: Array<string> = []
    for (let i = 0; i < 40; i++) {
      const token = await payrail.organizations.authenticate({ user_id: user.id })
      const signature = token.access_token.split(".")[2]!
      expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(Buffer.from(signature, "base64url")).toHaveLength(32)
      signatures.push(signature)
      await fake.clock.advance(1_000)
    }
    expect(new Set(signatures).size).toBe(40)
    await payrail.close()
  })
})

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

describe("checkout methods", () => {
  it("a seeded method with nothing set is a nameless CARD entry", async () => {
    const { fake, payrail } = setup()
    const session = fake.seed.checkoutSession({ paymentMethods: [{}] })
    expect(await payrail.checkout.paymentMethods(session.id)).toEqual([{
      name: "",
      description: "",
      vaulted_token: null,
      type: "CARD",
      category: "CARD",
      icon: "",
      last_successfully_used: null,
      last_successfully_used_at: null,
      checkout: { session: session.id, sdk_required_action: true, conditions: { enabled: false, rules: null } },
      preferred: false
    }])
    await payrail.close()
  })

  it("the most recently used card is preferred even when it comes later in the list", async () => {
    const { fake, payrail } = setup()
    const customer = fake.seed.customer({ cards: [{ lfd: "1111" }, { lfd: "2222" }, { lfd: "3333" }] })
    const pay = async (token: string) => {
      const s = fake.seed.checkoutSession({ customerId: customer.id })
      await payrail.payments.create(paymentBody(s.id, { customer_payer: { id: customer.id }, payment_method: { vaulted_token: token } }))
    }
    await pay(customer.vaultedTokens[1]!)
    await fake.clock.advance(60_000)
    await pay(customer.vaultedTokens[2]!)
    const session = fake.seed.checkoutSession({ customerId: customer.id })
    const methods = await payrail.checkout.paymentMethods(session.id)
    expect(methods.slice(0, 3).map((m) => m.preferred)).toEqual([false, false, true])
    await payrail.close()
  })

  it("before 1970 (a negative time) a used card is still preferred over unused ones", async () => {
    const { fake, payrail } = setup("1969-12-31T00:00:00.000Z")
    const customer = fake.seed.customer({ cards: [{ lfd: "1111" }, { lfd: "2222" }] })
    const s = fake.seed.checkoutSession({ customerId: customer.id })
    await payrail.payments.create(paymentBody(s.id, { customer_payer: { id: customer.id }, payment_method: { vaulted_token: customer.vaultedTokens[1]! } }))
    const session = fake.seed.checkoutSession({ customerId: customer.id })
    const methods = await payrail.checkout.paymentMethods(session.id)
    expect(methods.slice(0, 2).map((m) => [m.preferred, m.last_successfully_used])).toEqual([[false, false], [true, true]])
    await payrail.close()
  })
})

describe("enrolled cards", () => {
  it("without an expiration_month the card expires in December", async () => {
    const { payrail } = setup()
    const customer = await payrail.customers.create({ merchant_customer_id: "cust-month" })
    const enrolled = await payrail.customers.paymentMethods.enroll(customer.id, {
      account_id: ACCOUNT_ID,
      type: "CARD",
      country: "US",
      card_data: { number: "5555555555554444", expiration_year: 2030, security_code: "123", holder_name: "ADA LOVELACE" }
    } as never)
    expect(enrolled.card_data).toMatchObject({ lfd: "4444", expiration_month: 12, expiration_year: 2030 })
    await payrail.close()
  })

  it("a test card's last four digits stay four digits past the 8889th card", async () => {
    const { fake, payrail } = setup()
    const customer = fake.seed.customer({ cards: 8889 })
    const enrolled = await payrail.customers.paymentMethods.enroll(customer.id, { account_id: ACCOUNT_ID, type: "CARD", country: "US" } as never)
    expect(enrolled.card_data).toMatchObject({ lfd: "0000" })
    await payrail.close()
  })
})

describe("subscriptions", () => {
  const subSetup = (now = T0) => {
    const { fake, payrail } = setup(now)
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
    const { fake, payrail } = setup()
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
