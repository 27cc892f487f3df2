/**
 * Payment links beyond the flows' happy path (src/state/payment-links.ts), through the fake: the
 * whole PaymentLink resource, a link's statuses (CREATED, PAID, CANCELED, EXPIRED at its
 * `finish_at` exactly), which payments a link takes and which it records, and every refusal with
 * its message.
 */
import { describe, expect, it } from "vitest"
import { freshHarness } from "./harnesses"
import { ACCOUNT_ID, authorizeBody, type Harness, paymentBody, raw } from "../helpers"

const { start } = freshHarness()

let keys = 0
const post = (h: Harness, path: string, body: unknown) => raw(h, "POST", path, body, { "x-idempotency-key": `links-${keys++}` })

const T0_MICROS = "2025-03-01T12:00:00.000000Z"
const DAY = 24 * 60 * 60 * 1000
const linkBody = (overrides: Record<string, unknown> = {}) => ({
  account_id: ACCOUNT_ID,
  country: "US",
  amount: { currency: "USD", value: 26.9 },
  payment_method_types: ["CARD"],
  description: "Invoice 42",
  ...overrides
})
const createLink = async (h: Harness, overrides: Record<string, unknown> = {}) => {
  const { status, body } = await post(h, "/payment-links", linkBody(overrides))
  expect(status).toBe(200)
  return body
}
const sessionOf = (link: { checkout_url: string }) => new URL(link.checkout_url).searchParams.get("session")!
const retrieveLink = async (h: Harness, id: string) => (await raw(h, "GET", `/payment-links/${id}`)).body
const pay = (h: Harness, link: { checkout_url: string }, overrides: Record<string, unknown> = {}) =>
  post(h, "/payments", paymentBody(sessionOf(link), overrides))

describe("a payment link", () => {
  it("is the create body's fields, then its own: CREATED, no payments, a checkout URL naming its session, the defaults of the options", async () => {
    const h = await start()
    const link = await createLink(h, { amount: { currency: "USD", value: 26.9 }, extra_field: { kept: true } })
    expect(link).toEqual({
      ...linkBody(),
      extra_field: { kept: true },
      id: link.id,
      code: link.id,
      status: "CREATED",
      amount: { currency: "USD", value: 26.9 },
      capture: true,
      one_time_use: false,
      split_payment_methods: false,
      availability: { start_at: T0_MICROS, finish_at: null },
      payments_number: 0,
      payments: null,
      checkout_url: `https://checkout.payrail.fake/payment?session=${sessionOf(link)}`,
      created_at: T0_MICROS,
      updated_at: T0_MICROS
    })
    expect(sessionOf(link)).toMatch(/^[0-9a-f-]{36}$/)
    expect(await retrieveLink(h, link.id)).toEqual(link)
  })

  it("shows the options and the start it was given", async () => {
    const h = await start()
    const link = await createLink(h, {
      capture: false,
      one_time_use: true,
      split_payment_methods: true,
      availability: { start_at: "2025-03-01T13:00:00Z", finish_at: "2025-03-02T12:00:00Z" }
    })
    expect(link).toMatchObject({
      capture: false,
      one_time_use: true,
      split_payment_methods: true,
      availability: { start_at: "2025-03-01T13:00:00Z", finish_at: "2025-03-02T12:00:00.000000Z" }
    })
  })

  it("refuses a finish_at that is not after the current time, and takes one a millisecond after it", async () => {
    const h = await start()
    for (const finish of ["2025-03-01T12:00:00Z", "2025-03-01T11:59:59Z"]) {
      const { status, body } = await post(h, "/payment-links", linkBody({ availability: { finish_at: finish } }))
      expect(status).toBe(400)
      expect(body).toEqual({ code: "INVALID_REQUEST", messages: ["availability.finish_at: must be after the current time"] })
    }
    expect((await post(h, "/payment-links", linkBody({ availability: { finish_at: "2025-03-01T12:00:00.001Z" } }))).status).toBe(200)
  })

  it("expires when the fake clock reaches its finish_at, not before; its update time is the finish_at", async () => {
    const h = await start()
    const link = await createLink(h, { availability: { finish_at: "2025-03-02T12:00:00Z" } })
    await h.fake.clock.advance(DAY - 1)
    expect(await retrieveLink(h, link.id)).toMatchObject({ status: "CREATED", updated_at: T0_MICROS })
    await h.fake.clock.advance(1)
    expect(await retrieveLink(h, link.id)).toMatchObject({ status: "EXPIRED", updated_at: "2025-03-02T12:00:00.000000Z" })
    const { status, body } = await pay(h, link)
    expect(status).toBe(400)
    expect(body).toEqual({ code: "PAYMENT_LINK_NOT_AVAILABLE", messages: [`Payment link ${link.id} is EXPIRED`] })
  })

  it("without a finish_at, never expires, and its session outlives a checkout session's 5 hours", async () => {
    const h = await start()
    const link = await createLink(h)
    await h.fake.clock.advance(30 * DAY)
    expect((await retrieveLink(h, link.id)).status).toBe("CREATED")
    expect((await pay(h, link)).status).toBe(201)
    expect((await retrieveLink(h, link.id)).status).toBe("PAID")
  })

  it("a paid link keeps PAID past its finish_at, and cannot be canceled", async () => {
    const h = await start()
    const link = await createLink(h, { availability: { finish_at: "2025-03-02T12:00:00Z" } })
    const { body: payment } = await pay(h, link)
    await h.fake.clock.advance(2 * DAY)
    const paid = await retrieveLink(h, link.id)
    expect(paid).toMatchObject({ status: "PAID", payments_number: 1, payments: [{ id: payment.id }], updated_at: T0_MICROS })
    const { status, body } = await post(h, `/payment-links/${link.id}/cancel`, {})
    expect(status).toBe(400)
    expect(body).toEqual({ code: "INVALID_STATUS", messages: ["A payment link in status PAID cannot be canceled"] })
  })

  it("canceled, takes no payment, and a second cancel answers it as it is", async () => {
    const h = await start()
    const link = await createLink(h)
    await h.fake.clock.advance(1000)
    const { body: canceled } = await post(h, `/payment-links/${link.id}/cancel`, {})
    expect(canceled).toMatchObject({ status: "CANCELED", updated_at: "2025-03-01T12:00:01.000000Z" })
    await h.fake.clock.advance(1000)
    expect((await post(h, `/payment-links/${link.id}/cancel`, {})).body).toEqual(canceled)
    const { status, body } = await pay(h, link)
    expect(status).toBe(400)
    expect(body).toEqual({ code: "PAYMENT_LINK_NOT_AVAILABLE", messages: [`Payment link ${link.id} is CANCELED`] })
  })

  it("of one-time use takes no second payment; a reusable one takes several and lists them all", async () => {
    const h = await start()
    const once = await createLink(h, { one_time_use: true })
    expect((await pay(h, once)).status).toBe(201)
    const { status, body } = await pay(h, once, { merchant_order_id: "order-0002" })
    expect(status).toBe(400)
    expect(body).toEqual({ code: "PAYMENT_LINK_NOT_AVAILABLE", messages: [`Payment link ${once.id} is PAID (one-time use)`] })

    const reusable = await createLink(h)
    const { body: first } = await pay(h, reusable)
    const { body: second, status: secondStatus } = await pay(h, reusable, { merchant_order_id: "order-0002" })
    expect(secondStatus).toBe(201)
    expect(second.payment_link_id).toBe(reusable.id)
    expect(await retrieveLink(h, reusable.id)).toMatchObject({ status: "PAID", payments_number: 2, payments: [{ id: first.id }, { id: second.id }] })
  })

  it("takes only its own amount and currency", async () => {
    const h = await start()
    const link = await createLink(h)
    for (const amount of [{ currency: "USD", value: 26.91 }, { currency: "EUR", value: 26.9 }]) {
      const { status, body } = await pay(h, link, { amount })
      expect(status).toBe(400)
      expect(body).toEqual({ code: "INVALID_REQUEST", messages: [`amount: a payment through payment link ${link.id} is of 26.9 USD`] })
    }
    expect((await retrieveLink(h, link.id)).payments_number).toBe(0)
    expect((await pay(h, link, { amount: { currency: "USD", value: 26.9 } })).status).toBe(201)
  })

  it("records a declined payment through it but stays CREATED; an authorization pays it", async () => {
    const h = await start()
    const link = await createLink(h)
    const { body: declined } = await pay(h, link, { payment_method: { token: "tok_decline" } })
    expect(declined).toMatchObject({ status: "DECLINED", payment_link_id: link.id })
    expect(await retrieveLink(h, link.id)).toMatchObject({ status: "CREATED", payments_number: 1, payments: [{ id: declined.id }] })

    const authorized = await createLink(h)
    const { body: authorization } = await post(h, "/payments", authorizeBody(sessionOf(authorized)))
    expect(authorization).toMatchObject({ status: "PENDING", sub_status: "AUTHORIZED", payment_link_id: authorized.id })
    expect((await retrieveLink(h, authorized.id)).status).toBe("PAID")
  })

  it("is not touched by a payment through another session", async () => {
    const h = await start()
    const link = await createLink(h, { one_time_use: true })
    const { status, body } = await post(h, "/payments", paymentBody(h.fake.seed.checkoutSession().id, { amount: { currency: "USD", value: 5 } }))
    expect(status).toBe(201)
    expect(body.payment_link_id).toBe("")
    expect(await retrieveLink(h, link.id)).toMatchObject({ status: "CREATED", payments_number: 0, payments: null })
  })

  it("is not another merchant's: a payment naming its session is refused as an unknown session", async () => {
    const h = await start()
    h.fake.seed.merchant({ publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    const link = await createLink(h)
    await post(h, `/payment-links/${link.id}/cancel`, {})
    const other = { "public-api-key": "pk_other", "private-secret-key": "sk_other", "x-idempotency-key": `links-${keys++}` }
    const { status, body } = await raw(h, "POST", "/payments", paymentBody(sessionOf(link)), other)
    expect(status).toBe(400)
    expect(body.code).toBe("CHECKOUT_SESSION_NOT_FOUND")
    expect((await raw(h, "GET", `/payment-links/${link.id}`, undefined, other)).status).toBe(404)
  })

  it("is found only by its own merchant's code", async () => {
    const h = await start()
    const { status, body } = await raw(h, "GET", "/payment-links/no-such-link")
    expect(status).toBe(404)
    expect(body).toEqual({ code: "PAYMENT_LINK_NOT_FOUND", messages: ["Payment link no-such-link not found"] })
  })
})
