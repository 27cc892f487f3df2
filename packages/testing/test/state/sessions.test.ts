/**
 * Checkout sessions (docs/service-facts.md#checkout-sessions; src/state/sessions.ts): the two views of a
 * session, its expiry time, a patch with a customer, and seeded sessions (fixtures: reusable,
 * never expiring), and the not-found message.
 */
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { ACCOUNT_ID, caught, FAST_RETRIES, paymentBody, T0 } from "../helpers"

const UNKNOWN = "3f0e6f4a-0000-4000-8000-000000000000"

const sessionBody = (overrides: Record<string, unknown> = {}) => ({
  account_id: ACCOUNT_ID,
  merchant_order_id: "order-0001",
  payment_description: "Order from the fake tests",
  country: "US",
  ...overrides
})

const customerBody = (merchantId: string) => ({ merchant_customer_id: merchantId, first_name: "Ada" })

const setup = () => {
  const fake = createFakePayrail({ now: T0 })
  return { fake, payrail: fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID }) }
}

describe("checkout sessions", () => {
  it("create names the id checkout_session; retrieve names it id and adds used; both carry the times", async () => {
    const { fake, payrail } = setup()
    const created = await payrail.checkout.sessions.create(sessionBody())
    expect(created).toMatchObject({
      customer_id: null,
      created_at: "2025-03-01T12:00:00.000000Z",
      updated_at: "2025-03-01T12:00:00.000000Z",
      expires_at: "2025-03-01T17:00:00.000000Z"
    })
    expect("used" in created).toBe(false)
    await fake.clock.advance(1_000)
    const patched = await payrail.checkout.sessions.update(created.checkout_session, { payment_description: "Changed" })
    expect(patched).toMatchObject({
      id: created.checkout_session,
      payment_description: "Changed",
      merchant_order_id: "order-0001",
      updated_at: "2025-03-01T12:00:01.000000Z",
      expires_at: "2025-03-01T17:00:00.000000Z",
      used: false
    })
    await payrail.close()
  })

  it("a patch may set the customer, which must exist; other fields stay", async () => {
    const { payrail } = setup()
    const customer = await payrail.customers.create(customerBody("cust-s1"))
    const { checkout_session: id } = await payrail.checkout.sessions.create(sessionBody())
    expect(await caught(() => payrail.checkout.sessions.update(id, { customer_id: UNKNOWN }))).toMatchObject({
      code: "CUSTOMER_NOT_FOUND"
    })
    expect((await payrail.checkout.sessions.retrieve(id)).customer_id).toBeNull()
    const patched = await payrail.checkout.sessions.update(id, { customer_id: customer.id })
    expect(patched).toMatchObject({ customer_id: customer.id, payment_description: "Order from the fake tests" })
    expect((await payrail.checkout.sessions.update(id, { payment_description: "Again" })).customer_id).toBe(customer.id)
    await payrail.close()
  })

  it("an unknown session, or one used by a payment, is CHECKOUT_SESSION_NOT_FOUND naming why", async () => {
    const { fake, payrail } = setup()
    const unknown = await caught(() => payrail.checkout.sessions.retrieve(UNKNOWN))
    expect(unknown).toMatchObject({ status: 400, code: "CHECKOUT_SESSION_NOT_FOUND" })
    const { checkout_session: id } = await payrail.checkout.sessions.create(sessionBody())
    const payment = await payrail.payments.create(paymentBody(id))
    const reused = await caught(() => payrail.payments.create(paymentBody(id)))
    expect(reused).toMatchObject({ code: "CHECKOUT_SESSION_NOT_FOUND" })
    expect(JSON.stringify(reused)).toContain(`was already used by payment ${payment.id}`)
    await fake.clock.advance(5 * 3_600_000)
    const expired = await caught(() => payrail.checkout.sessions.retrieve(id))
    expect(JSON.stringify(expired)).toContain("expired 5 hours after creation")
    await payrail.close()
  })

  it("a seeded session never expires and takes any number of payments", async () => {
    const { fake, payrail } = setup()
    const seeded = fake.seed.checkoutSession()
    await fake.clock.advance(30 * 86_400_000)
    for (let i = 0; i < 2; i++) expect((await payrail.payments.create(paymentBody(seeded.id))).status).toBe("SUCCEEDED")
    const retrieved = await payrail.checkout.sessions.retrieve(seeded.id)
    expect(retrieved).toMatchObject({ id: seeded.id, expires_at: null, used: true })
    await payrail.close()
  })
})

describe("messages", () => {
  it("an unknown checkout session's error says not found", async () => {
    const fake = createFakePayrail({ now: T0 })
    const payrail = fake.client(FAST_RETRIES)
    const error = await caught(() => payrail.checkout.sessions.retrieve(UNKNOWN))
    expect(error).toMatchObject({ code: "CHECKOUT_SESSION_NOT_FOUND" })
    expect(JSON.stringify(error)).toContain(`Checkout session ${UNKNOWN} not found`)
    await payrail.close()
  })
})
