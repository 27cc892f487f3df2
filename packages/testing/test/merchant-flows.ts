/**
 * The endpoints a merchant needs next to the seed's (docs/service-facts.md#capture–F) through `@payrail/core`'s
 * client: capture and void, customers, stored cards, checkout sessions, lists. Run twice,
 * in-process and over HTTP (see e2e-*.test.ts), like flows.ts; raw calls only for what the
 * client refuses to send.
 */
import { type Payment, type PayrailClient, transactionsOf } from "@payrail/core"
import { CheckoutSession, CreatedCheckoutSession, Customer, EnrolledPaymentMethod, PaymentTransactionResult } from "@payrail/core/schema"
import * as Schema from "effect/Schema"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import {
  ACCOUNT_ID,
  authorizeBody,
  caught,
  type Harness,
  type MakeHarness,
  paymentBody,
  raw,
  reportBody,
  subscriptionBody
} from "./helpers"

const MISSING = "7d2f0c1a-0000-4000-8000-000000000001"

const decodes = (schema: Schema.Top & { readonly DecodingServices: never }, body: unknown) =>
  expect(() => Schema.decodeUnknownSync(schema)(body)).not.toThrow()

const customerBody = (merchantCustomerId: string) => ({
  merchant_customer_id: merchantCustomerId,
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  country: "US"
})

const sessionBody = (overrides: { customer_id?: string; merchant_order_id?: string } = {}) => ({
  account_id: ACCOUNT_ID,
  merchant_order_id: "order-0001",
  payment_description: "Order from the fake tests",
  country: "US",
  amount: { currency: "USD", value: 26.9 },
  ...overrides
})

const cardBody = (number = "4111111111111111") => ({
  account_id: ACCOUNT_ID,
  type: "CARD",
  country: "US",
  card_data: { number, expiration_month: 11, expiration_year: 2030, security_code: "123", holder_name: "ADA LOVELACE" }
})

const usd = (value: number) => ({ currency: "USD", value })

export const describeMerchantFlows = (makeHarness: MakeHarness) => {
  let h: Harness
  let payrail: PayrailClient
  beforeEach(async () => {
    h = await makeHarness()
    payrail = h.client({ accountId: ACCOUNT_ID })
  })
  afterEach(async () => {
    await h.close()
  })

  /** An authorized (capture: false) payment and its AUTHORIZE transaction's id. */
  const authorize = async (value = 100) => {
    const session = h.fake.seed.checkoutSession()
    const payment = await payrail.payments.create(authorizeBody(session.id, value))
    return { payment, authorization: transactionsOf(payment)[0]!.id! }
  }

  describe("capture and void", () => {
    it("captures part, then the rest, never above the authorization; refunds the captured money", async () => {
      const { payment, authorization } = await authorize(100)
      const part = await payrail.payments.capture(payment.id, authorization, { merchant_reference: "capture-1", amount: usd(30.1) })
      decodes(PaymentTransactionResult, part)
      expect(part).toMatchObject({ type: "CAPTURE", status: "SUCCEEDED", amount: 30.1, merchant_reference: "capture-1" })
      expect(part.payment).toMatchObject({ status: "SUCCEEDED", sub_status: "PARTIALLY_CAPTURED", amount: { captured: 30.1 } })

      const over = await caught(() => payrail.payments.capture(payment.id, authorization, { merchant_reference: "capture-2", amount: usd(69.9001) }))
      expect(over).toMatchObject({ status: 400, code: "INVALID_STATUS" })
      // no amount: the rest of the authorization
      const rest = await payrail.payments.capture(payment.id, authorization, { merchant_reference: "capture-2" })
      expect(rest).toMatchObject({ amount: 69.9, payment: { sub_status: "CAPTURED", amount: { captured: 100 } } })
      const again = await caught(() => payrail.payments.capture(payment.id, authorization, { merchant_reference: "capture-3" }))
      expect(again).toMatchObject({ status: 400, code: "INVALID_STATUS" })

      const beyond = await caught(() => payrail.payments.refund(payment.id, part.id!, { amount: usd(100.0001) }))
      expect(beyond).toMatchObject({ status: 400, code: "INVALID_STATUS" })
      const refunded = await payrail.payments.refund(payment.id, part.id!, { amount: usd(40) })
      expect(refunded).toMatchObject({ sub_status: "PARTIALLY_REFUNDED", amount: { captured: 100, refunded: 40 } })
      const retrieved = await payrail.payments.retrieve(payment.id)
      expect(transactionsOf(retrieved).map((t) => t.type)).toEqual(["AUTHORIZE", "CAPTURE", "CAPTURE", "REFUND"])
    })

    it("refuses to capture a purchase, an unknown transaction, and after a refund", async () => {
      const session = h.fake.seed.checkoutSession()
      const purchase = await payrail.payments.create(paymentBody(session.id))
      const onPurchase = await caught(() => payrail.payments.capture(purchase.id, transactionsOf(purchase)[0]!.id!, { merchant_reference: "c-1" }))
      expect(onPurchase).toMatchObject({ status: 400, code: "INVALID_STATUS" })
      const { payment, authorization } = await authorize(50)
      expect(await caught(() => payrail.payments.capture(payment.id, MISSING, { merchant_reference: "c-1" }))).toMatchObject({ code: "TRANSACTION_NOT_FOUND" })
      const part = await payrail.payments.capture(payment.id, authorization, { merchant_reference: "c-1", amount: usd(10) })
      await payrail.payments.refund(payment.id, part.id!, { amount: usd(5) })
      const after = await caught(() => payrail.payments.capture(payment.id, authorization, { merchant_reference: "c-2" }))
      expect(after).toMatchObject({ status: 400, code: "INVALID_STATUS" })
    })

    it("replays a capture for the same idempotency key: one capture; an afterCommit fault is answered from the record", async () => {
      const { payment, authorization } = await authorize(100)
      const body = { merchant_reference: "capture-1", amount: usd(10) }
      const first = await payrail.payments.capture(payment.id, authorization, body, { idempotencyKey: "capture-key-1" })
      const second = await payrail.payments.capture(payment.id, authorization, body, { idempotencyKey: "capture-key-1" })
      expect(second).toEqual(first)
      expect(h.fake.requests.at(-1)).toMatchObject({ operation: "payments.capture", outcome: "replayed" })
      h.fake.faults.inject({ path: "/payments/*/transactions/*/capture", status: 500, afterCommit: true })
      await payrail.payments.capture(payment.id, authorization, body)
      expect((await payrail.payments.retrieve(payment.id)).amount.captured).toBe(20)
    })

    it("voids an authorization; a voided one is not captured, a captured one not voided", async () => {
      const { payment, authorization } = await authorize(100)
      const voided = await payrail.payments.cancel(payment.id, authorization, { merchant_reference: "void-1", reason: "REQUESTED_BY_CUSTOMER" })
      decodes(PaymentTransactionResult, voided)
      expect(voided).toMatchObject({ type: "CANCEL", status: "SUCCEEDED", payment: { status: "CANCELED", sub_status: "CANCELED" } })
      expect(await caught(() => payrail.payments.capture(payment.id, authorization, { merchant_reference: "c-1" }))).toMatchObject({ code: "INVALID_STATUS" })

      const other = await authorize(100)
      await payrail.payments.capture(other.payment.id, other.authorization, { merchant_reference: "c-1" })
      const late = await caught(() => payrail.payments.cancel(other.payment.id, other.authorization, { merchant_reference: "void-2" }))
      expect(late).toMatchObject({ status: 400, code: "INVALID_STATUS" })
    })
  })

  describe("payments by merchant order id", () => {
    it("answers that order's payments, newest first, only the caller's", async () => {
      const session = h.fake.seed.checkoutSession()
      const first = await payrail.payments.create(paymentBody(session.id, { merchant_order_id: "order-A" }))
      await payrail.payments.create(paymentBody(session.id, { merchant_order_id: "order-B" }))
      await h.fake.clock.advance(1000)
      const second = await payrail.payments.create(paymentBody(session.id, { merchant_order_id: "order-A" }))
      const listed = await payrail.payments.listByMerchantOrderId("order-A")
      expect(listed.map((p: Payment) => p.id)).toEqual([second.id, first.id])
      expect(Array.isArray(listed[0]!.transactions)).toBe(true)
      expect(await payrail.payments.listByMerchantOrderId("order-none")).toEqual([])
      h.fake.seed.merchant({ publicApiKey: "pk_other", privateSecretKey: "sk_other" })
      expect(await h.client({ publicApiKey: "pk_other", privateSecretKey: "sk_other" }).payments.listByMerchantOrderId("order-A")).toEqual([])
      const missing = await raw(h, "GET", "/payments")
      expect([missing.status, missing.body.code]).toEqual([400, "INVALID_REQUEST"])
      expect(missing.body.messages.join()).toContain("merchant_order_id")
    })
  })

  describe("customers", () => {
    it("creates (201), refuses a reused merchant_customer_id, retrieves, patches part, finds by merchant id, deletes (202)", async () => {
      const created = await payrail.customers.create(customerBody("cust-0001"))
      decodes(Customer, created)
      expect(created).toMatchObject({ merchant_customer_id: "cust-0001", first_name: "Ada", phone: null, billing_address: null })
      expect(created.created_at).toHaveLength(27)
      expect(h.fake.requests.at(-1)?.status).toBe(201)

      const duplicate = await caught(() => payrail.customers.create(customerBody("cust-0001")))
      expect(duplicate).toMatchObject({ status: 400, code: "CUSTOMER_ID_DUPLICATED" })

      expect(await payrail.customers.retrieve(created.id)).toEqual(created)
      await h.fake.clock.advance(1000)
      const patched = await payrail.customers.update(created.id, { last_name: "Byron", phone: { country_code: "1", number: "5550100" } })
      expect(patched).toMatchObject({ first_name: "Ada", last_name: "Byron", phone: { number: "5550100" } })
      expect(patched.updated_at).not.toBe(created.updated_at)
      expect(await payrail.customers.retrieveByMerchantCustomerId("cust-0001")).toEqual(patched)

      await payrail.customers.delete(created.id)
      expect(h.fake.requests.at(-1)).toMatchObject({ method: "DELETE", status: 202, headers: { "x-account-code": ACCOUNT_ID } })
      expect(await caught(() => payrail.customers.retrieve(created.id))).toMatchObject({ status: 400, code: "CUSTOMER_NOT_FOUND" })
      expect(await caught(() => payrail.customers.retrieveByMerchantCustomerId("cust-0001"))).toMatchObject({ code: "CUSTOMER_NOT_FOUND" })
      // the merchant id is free again
      expect((await payrail.customers.create(customerBody("cust-0001"))).id).not.toBe(created.id)
    })

    it("payments and sessions refer to created customers; an unknown one is CUSTOMER_NOT_FOUND", async () => {
      const customer = await payrail.customers.create(customerBody("cust-0002"))
      const session = await payrail.checkout.sessions.create(sessionBody({ customer_id: customer.id }))
      expect(session.customer_id).toBe(customer.id)
      const payment = await payrail.payments.create(paymentBody(session.checkout_session, { customer_payer: { id: customer.id } }))
      expect(payment.customer_payer).toMatchObject({ id: customer.id })
      const unknown = await caught(() => payrail.checkout.sessions.create(sessionBody({ customer_id: MISSING })))
      expect(unknown).toMatchObject({ code: "CUSTOMER_NOT_FOUND" })
    })
  })

  describe("stored payment methods", () => {
    it("enrolls a card (201, vaulted_token, ENROLLED) that then pays; unenrolled it is refused", async () => {
      const customer = await payrail.customers.create(customerBody("cust-0003"))
      const noKey = await raw(h, "POST", `/customers/${customer.id}/payment-methods`, cardBody())
      expect([noKey.status, noKey.body.code]).toEqual([400, "INVALID_REQUEST"])
      const enrolled = await payrail.customers.paymentMethods.enroll(customer.id, cardBody("5555555555554444"))
      decodes(EnrolledPaymentMethod, enrolled)
      expect(h.fake.requests.at(-1)).toMatchObject({ status: 201, idempotencyKey: expect.any(String) })
      expect(enrolled).toMatchObject({ status: "ENROLLED", type: "CARD", card_data: { brand: "MASTERCARD", lfd: "4444", iin: "55555555" } })
      const token = enrolled.vaulted_token!
      expect(token).toMatch(/^[0-9a-f-]{36}$/)

      expect((await payrail.customers.paymentMethods.list(customer.id)).map((m) => m.vaulted_token)).toEqual([token])
      expect(await payrail.customers.paymentMethods.retrieve(customer.id, enrolled.id!)).toEqual(enrolled)

      const session = h.fake.seed.checkoutSession({ customerId: customer.id })
      const pay = () =>
        payrail.payments.create(paymentBody(session.id, { customer_payer: { id: customer.id }, payment_method: { vaulted_token: token } }))
      expect(await pay()).toMatchObject({ status: "SUCCEEDED", payment_method: { vaulted_token: token } })
      const monthly = await payrail.subscriptions.create(subscriptionBody({ id: customer.id, vaultedToken: token }))

      const unenrolled = await payrail.customers.paymentMethods.unenroll(customer.id, enrolled.id!)
      expect(unenrolled).toMatchObject({ status: "UNENROLLED", vaulted_token: token })
      const refused = await caught(pay)
      expect(refused).toMatchObject({ status: 400, code: "INVALID_REQUEST" })
      expect(refused.messages[0]).toContain("payment_method.vaulted_token")
      expect(await payrail.customers.paymentMethods.list(customer.id)).toEqual([])
      expect((await payrail.customers.paymentMethods.retrieve(customer.id, enrolled.id!)).status).toBe("UNENROLLED")
      expect(await caught(() => payrail.customers.paymentMethods.unenroll(customer.id, enrolled.id!))).toMatchObject({ code: "INVALID_STATUS" })
      expect((await payrail.checkout.paymentMethods(session.id)).some((m) => m.vaulted_token === token)).toBe(false)
      const subscription = await caught(() => payrail.subscriptions.create(subscriptionBody({ id: customer.id, vaultedToken: token })))
      expect(subscription).toMatchObject({ code: "INVALID_REQUEST" })
      // the renewal after the unenrollment is declined
      await h.fake.clock.advance(31 * 86_400_000)
      const renewals = (await payrail.subscriptions.listPayments(monthly.id)).data
      expect(renewals.map((p) => [p.status, transactionsOf(p)[0]?.response_code])).toEqual([
        ["DECLINED", "CARD_NOT_ENROLLED"],
        ["SUCCEEDED", "SUCCEEDED"]
      ])
    })
  })

  describe("checkout sessions", () => {
    it("create (200, checkout_session), retrieve (id, used), patch; one payment; expired after 5 hours", async () => {
      const created = await payrail.checkout.sessions.create(sessionBody())
      decodes(CreatedCheckoutSession, created)
      expect(h.fake.requests.at(-1)?.status).toBe(200)
      const id = created.checkout_session
      expect(created).toMatchObject({ merchant_order_id: "order-0001", country: "US", amount: { value: 26.9 } })
      expect((created as { id?: unknown }).id).toBeUndefined()
      const retrieved = await payrail.checkout.sessions.retrieve(id)
      decodes(CheckoutSession, retrieved)
      expect(retrieved).toMatchObject({ id, used: false, payment_description: "Order from the fake tests" })
      const patched = await payrail.checkout.sessions.update(id, { amount: usd(30) })
      expect(patched).toMatchObject({ id, amount: { value: 30 }, merchant_order_id: "order-0001" })

      await payrail.payments.create(paymentBody(id))
      expect((await payrail.checkout.sessions.retrieve(id)).used).toBe(true)
      expect(await caught(() => payrail.payments.create(paymentBody(id)))).toMatchObject({ status: 400, code: "CHECKOUT_SESSION_NOT_FOUND" })

      const fresh = (await payrail.checkout.sessions.create(sessionBody())).checkout_session
      await h.fake.clock.advance(5 * 3_600_000 - 1)
      expect(await payrail.checkout.paymentMethods(fresh)).toHaveLength(2)
      await h.fake.clock.advance(1)
      for (const call of [
        () => payrail.checkout.sessions.retrieve(fresh),
        () => payrail.checkout.sessions.update(fresh, { payment_description: "Too late" }),
        () => payrail.checkout.paymentMethods(fresh),
        () => payrail.payments.create(paymentBody(fresh))
      ]) {
        expect(await caught(call)).toMatchObject({ code: "CHECKOUT_SESSION_NOT_FOUND" })
      }
    })
  })

  describe("lists", () => {
    it("subscriptions.list pages by page/size, newest first, filtered by account and status", async () => {
      const customer = h.fake.seed.customer()
      const ids: Array<string> = []
      for (let i = 0; i < 5; i++) {
        ids.push((await payrail.subscriptions.create(subscriptionBody(customer, { merchant_reference: `plan-${i}` }))).id)
        await h.fake.clock.advance(1000)
      }
      await payrail.subscriptions.cancel(ids[0]!)
      const first = await payrail.subscriptions.list({ size: 2 })
      expect(first).toMatchObject({ hasMore: true, total: 5 })
      const walked: Array<string> = []
      for await (const sub of payrail.subscriptions.list({ size: 2 })) walked.push(sub.id)
      expect(walked).toEqual([...ids].reverse())
      const pages = h.fake.requests.filter((r) => r.operation === "subscriptions.list").map((r) => new URLSearchParams(r.query).get("page"))
      expect(pages).toEqual([null, null, "2", "3"]) // the awaited page, then the walk over three pages
      expect((await payrail.subscriptions.list({ status: "CANCELED,PAUSED" })).data.map((s) => s.id)).toEqual([ids[0]])
      expect((await payrail.subscriptions.list({ account_id: MISSING })).data).toEqual([])
      expect((await raw(h, "GET", "/subscriptions?size=101", undefined, { "x-account-code": ACCOUNT_ID })).body.code).toBe("INVALID_REQUEST")
    })

    it("subscriptions.listPayments pages the renewals by limit/offset, newest first", async () => {
      const customer = h.fake.seed.customer()
      const sub = await payrail.subscriptions.create(subscriptionBody(customer, { frequency: { type: "DAY", value: 1 } }))
      await h.fake.clock.advance(2 * 86_400_000) // cycles 2 and 3
      const all = (await payrail.subscriptions.retrieve(sub.id)).payments as Array<string>
      expect(all).toHaveLength(3)
      const first = await payrail.subscriptions.listPayments(sub.id, { limit: 2 })
      expect(first).toMatchObject({ hasMore: true, total: 3 })
      expect(first.data[0]!.subscription_code).toBe(sub.id)
      expect((await payrail.subscriptions.listPayments(sub.id, { limit: 2 }).toArray()).map((p) => p.id)).toEqual([...all].reverse())
      const badOffset = await raw(h, "GET", `/subscriptions/${sub.id}/payments?limit=2&offset=1`)
      expect(badOffset.body.code).toBe("INVALID_REQUEST")
    })

    it("reports.list pages by page_number/page_size as a bare array, newest first, per organization", async () => {
      const ids: Array<string> = []
      for (let i = 0; i < 3; i++) {
        ids.push((await payrail.reports.create(reportBody())).id)
        await h.fake.clock.advance(1000)
      }
      await payrail.reports.create(reportBody(), { organizationCode: "org_other" })
      expect((await payrail.reports.list({ page_size: 2 }).toArray()).map((r) => r.id)).toEqual([...ids].reverse())
      expect((await raw(h, "GET", "/reports/list")).body.messages.join()).toContain("X-Organization-Code")
      expect((await raw(h, "GET", "/reports/list?page_number=11", undefined, { "x-organization-code": "org_1" })).body.code).toBe("INVALID_REQUEST")
    })
  })

  describe("a whole merchant flow", () => {
    it("customer → session → its methods → authorize → capture part → refund part → by order id → subscriptions over three pages", async () => {
      const customer = await payrail.customers.create(customerBody("cust-flow"))
      const card = await payrail.customers.paymentMethods.enroll(customer.id, cardBody())
      const session = await payrail.checkout.sessions.create(sessionBody({ customer_id: customer.id, merchant_order_id: "order-flow" }))
      const methods = await payrail.checkout.paymentMethods(session.checkout_session)
      expect(methods[0]).toMatchObject({ vaulted_token: card.vaulted_token, type: "CARD" })

      const payment = await payrail.payments.create({
        ...authorizeBody(session.checkout_session, 80),
        merchant_order_id: "order-flow",
        customer_payer: { id: customer.id },
        payment_method: { vaulted_token: card.vaulted_token!, detail: { card: { capture: false } } }
      })
      expect([payment.status, payment.sub_status]).toEqual(["PENDING", "AUTHORIZED"])
      const capture = await payrail.payments.capture(payment.id, transactionsOf(payment)[0]!.id!, {
        merchant_reference: "flow-capture",
        amount: usd(50)
      })
      expect(capture.payment).toMatchObject({ sub_status: "PARTIALLY_CAPTURED", amount: { captured: 50 } })
      const refund = await payrail.payments.refund(payment.id, capture.id!, { amount: usd(20) })
      expect(refund).toMatchObject({ sub_status: "PARTIALLY_REFUNDED", amount: { value: 80, captured: 50, refunded: 20 } })

      const byOrder = await payrail.payments.listByMerchantOrderId("order-flow")
      expect(byOrder.map((p) => [p.id, p.sub_status])).toEqual([[payment.id, "PARTIALLY_REFUNDED"]])

      for (let i = 0; i < 5; i++) {
        await payrail.subscriptions.create(subscriptionBody({ id: customer.id, vaultedToken: card.vaulted_token! }, { merchant_reference: `flow-${i}` }))
      }
      const references: Array<string> = []
      for await (const sub of payrail.subscriptions.list({ customer_id: customer.id, size: 2 })) references.push(sub.merchant_reference!)
      expect(references).toEqual(["flow-4", "flow-3", "flow-2", "flow-1", "flow-0"])
      expect(h.fake.requests.filter((r) => r.operation === "subscriptions.list")).toHaveLength(3)
      expect(h.fake.state.customers).toEqual([await payrail.customers.retrieve(customer.id)])
      expect(h.fake.state.checkoutSessions).toMatchObject([{ id: session.checkout_session, used: true, customer_id: customer.id }])
    })
  })
}
