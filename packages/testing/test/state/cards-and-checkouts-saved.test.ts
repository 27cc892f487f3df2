/**
 * Cards and tokens and checkouts in a saved state (state/one-time-tokens.ts, state/checkouts.ts,
 * control/snapshot.ts): a restored fake keeps a used token used, an enrolled card payable, a
 * checkout's lifecycle and what its sessions offer; and `checkouts.list` filters.
 */
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { ACCOUNT_ID, caught, FAST_RETRIES, paymentBody, T0 } from "../helpers"

const card = { number: "4507990000000002", expiration_month: 11, expiration_year: 2028, security_code: "123", holder_name: "John Doe" }

describe("a saved state", () => {
  it("keeps one-time tokens used, session enrollments and checkouts across a restore", async () => {
    const first = createFakePayrail({ now: T0 })
    const a = first.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID })
    const used = await a.tokens.create({ account_id: ACCOUNT_ID, card_data: card })
    const fresh = await a.tokens.create({ account_id: ACCOUNT_ID, card_data: card })
    await a.payments.create(paymentBody(first.seed.checkoutSession().id, { payment_method: { token: used.token } }))
    const customer = await a.customers.create({ merchant_customer_id: "cust-saved" })
    const session = await a.customerSessions.create({ account_id: ACCOUNT_ID, country: "US", customer_id: customer.id })
    const enrolled = await a.customerSessions.paymentMethods.enroll(session.customer_session, { account_id: ACCOUNT_ID, payment_method_type: "CARD", country: "US" })
    const promo = await a.checkouts.create({ name: "Saved" })
    await a.checkouts.updateLifecycle(promo.id, { status: "NOT_PUBLISHED" })
    const saved = JSON.parse(JSON.stringify(first.snapshot()))
    await a.close()

    const second = createFakePayrail({ now: T0 })
    second.restore(saved)
    const b = second.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID })
    const pay = (token: string) => b.payments.create(paymentBody(second.seed.checkoutSession().id, { payment_method: { token } }))
    expect((await caught(() => pay(used.token))).code).toBe("INVALID_REQUEST")
    expect((await pay(fresh.token)).status).toBe("SUCCEEDED")
    const method = await b.paymentMethods.retrieve(enrolled.id!)
    expect(method).toMatchObject({ status: "ENROLLED", enrollment: { session: session.customer_session }, account_id: ACCOUNT_ID })
    expect((await b.checkouts.retrieve(promo.id)).status).toBe("NOT_PUBLISHED")
    expect((await b.checkouts.updateLifecycle(promo.id, { status: "PUBLISHED" })).status).toBe("PUBLISHED")
    await b.close()
  })
})

describe("checkouts.list", () => {
  it("filters by part of the name, several statuses and the update time; default first", async () => {
    const fake = createFakePayrail({ now: T0 })
    const payrail = fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID })
    const spring = await payrail.checkouts.create({ name: "Spring Promo" })
    fake.clock.advance(60_000)
    const summer = await payrail.checkouts.create({ name: "Summer promo" })
    fake.clock.advance(60_000)
    await payrail.checkouts.updateLifecycle(spring.id, { status: "ARCHIVED" })
    const names = async (query: Parameters<typeof payrail.checkouts.list>[0]) =>
      ((await payrail.checkouts.list(query)) as ReadonlyArray<{ name?: string | null }>).map((c) => c.name)
    expect(await names({})).toEqual(["Default", "Spring Promo", "Summer promo"]) // spring was updated last
    expect(await names({ name: "PROMO" })).toEqual(["Spring Promo", "Summer promo"])
    expect(await names({ status: "ARCHIVED,NOT_PUBLISHED" })).toEqual(["Spring Promo"])
    expect(await names({ created_after: "2025-03-01T12:00:30Z" })).toEqual(["Summer promo"])
    expect(summer.status).toBe("PUBLISHED")
    const paged = await payrail.checkouts.list({ size: 2 })
    expect(paged).toMatchObject({ pagination: { page: 1, size: 2, total: 3 } })
    await payrail.close()
  })
})
