/**
 * The endpoints a merchant needs next to the seed's (gap-facts-2 B–F): capture and void,
 * customers, stored cards, checkout sessions, lists. Run twice, in-process and over HTTP
 * (see e2e-*.test.ts), like flows.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { ACCOUNT_ID, authorizeBody, type Harness, type MakeHarness, paymentBody, raw, reportBody, subscriptionBody } from "./helpers"

const KEYED = () => ({ "x-idempotency-key": crypto.randomUUID() })
const ACCOUNT = { "x-account-code": ACCOUNT_ID }
const ORGANIZATION = { "x-organization-code": "org_payrail_fake" }
const MISSING = "7d2f0c1a-0000-4000-8000-000000000001"

const customerBody = (merchantCustomerId: string, overrides: Record<string, unknown> = {}) => ({
  merchant_customer_id: merchantCustomerId,
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  country: "US",
  ...overrides
})

const sessionBody = (overrides: Record<string, unknown> = {}) => ({
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

export const describeMerchantFlows = (makeHarness: MakeHarness) => {
  let h: Harness
  beforeEach(async () => {
    h = await makeHarness()
  })
  afterEach(async () => {
    await h.close()
  })

  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    raw(h, method, path, body, method === "POST" && path.startsWith("/payments") ? { ...KEYED(), ...headers } : headers)
  const authorize = async (value = 100) => {
    const session = h.fake.seed.checkoutSession()
    const payment = (await call("POST", "/payments", authorizeBody(session.id, value))).body
    return { payment, authorization: payment.transactions.id as string }
  }

  describe("capture and void", () => {
    it("captures part, then the rest, never above the authorization; refunds the captured money", async () => {
      const { payment, authorization } = await authorize(100)
      const part = await call("POST", `/payments/${payment.id}/transactions/${authorization}/capture`, {
        merchant_reference: "capture-1",
        amount: { currency: "USD", value: 30.1 }
      })
      expect(part.status).toBe(200)
      expect(part.body).toMatchObject({ type: "CAPTURE", status: "SUCCEEDED", amount: 30.1, merchant_reference: "capture-1" })
      expect(part.body.payment).toMatchObject({ status: "SUCCEEDED", sub_status: "PARTIALLY_CAPTURED", amount: { captured: 30.1 } })

      const over = await call("POST", `/payments/${payment.id}/transactions/${authorization}/capture`, {
        merchant_reference: "capture-2",
        amount: { currency: "USD", value: 69.9001 }
      })
      expect([over.status, over.body.code]).toEqual([400, "INVALID_STATUS"])

      // no amount: the rest of the authorization
      const rest = await call("POST", `/payments/${payment.id}/transactions/${authorization}/capture`, { merchant_reference: "capture-2" })
      expect(rest.body).toMatchObject({ amount: 69.9, payment: { sub_status: "CAPTURED", amount: { captured: 100 } } })
      const again = await call("POST", `/payments/${payment.id}/transactions/${authorization}/capture`, { merchant_reference: "capture-3" })
      expect([again.status, again.body.code]).toEqual([400, "INVALID_STATUS"])

      const refund = await call("POST", `/payments/${payment.id}/transactions/${part.body.id}/refund`, { amount: { currency: "USD", value: 100.0001 } })
      expect([refund.status, refund.body.code]).toEqual([400, "INVALID_STATUS"])
      const refunded = await call("POST", `/payments/${payment.id}/transactions/${part.body.id}/refund`, { amount: { currency: "USD", value: 40 } })
      expect(refunded.body).toMatchObject({ sub_status: "PARTIALLY_REFUNDED", amount: { captured: 100, refunded: 40 } })
      const retrieved = await call("GET", `/payments/${payment.id}`)
      expect(retrieved.body.transactions.map((t: { type: string }) => t.type)).toEqual(["AUTHORIZE", "CAPTURE", "CAPTURE", "REFUND"])
    })

    it("refuses to capture a purchase, an unknown transaction, and after a refund", async () => {
      const session = h.fake.seed.checkoutSession()
      const purchase = (await call("POST", "/payments", paymentBody(session.id))).body
      const onPurchase = await call("POST", `/payments/${purchase.id}/transactions/${purchase.transactions.id}/capture`, { merchant_reference: "c-1" })
      expect([onPurchase.status, onPurchase.body.code]).toEqual([400, "INVALID_STATUS"])
      const { payment, authorization } = await authorize(50)
      const unknown = await call("POST", `/payments/${payment.id}/transactions/${MISSING}/capture`, { merchant_reference: "c-1" })
      expect(unknown.body.code).toBe("TRANSACTION_NOT_FOUND")
      const part = await call("POST", `/payments/${payment.id}/transactions/${authorization}/capture`, {
        merchant_reference: "c-1",
        amount: { currency: "USD", value: 10 }
      })
      await call("POST", `/payments/${payment.id}/transactions/${part.body.id}/refund`, { amount: { currency: "USD", value: 5 } })
      const after = await call("POST", `/payments/${payment.id}/transactions/${authorization}/capture`, { merchant_reference: "c-2" })
      expect([after.status, after.body.code]).toEqual([400, "INVALID_STATUS"])
    })

    it("replays a capture for the same idempotency key: one capture", async () => {
      const { payment, authorization } = await authorize(100)
      const key = { "x-idempotency-key": "capture-key-1" }
      const body = { merchant_reference: "capture-1", amount: { currency: "USD", value: 10 } }
      const first = await call("POST", `/payments/${payment.id}/transactions/${authorization}/capture`, body, key)
      const second = await call("POST", `/payments/${payment.id}/transactions/${authorization}/capture`, body, key)
      expect(second.body).toEqual(first.body)
      expect(second.headers.get("idempotent-replayed")).toBe("true")
      expect((await call("GET", `/payments/${payment.id}`)).body.amount.captured).toBe(10)
    })

    it("voids an authorization; a voided one is not captured, a captured one not voided", async () => {
      const { payment, authorization } = await authorize(100)
      const voided = await call("POST", `/payments/${payment.id}/transactions/${authorization}/cancel`, { merchant_reference: "void-1", reason: "REQUESTED_BY_CUSTOMER" })
      expect(voided.status).toBe(200)
      expect(voided.body).toMatchObject({ type: "CANCEL", status: "SUCCEEDED", payment: { status: "CANCELED", sub_status: "CANCELED" } })
      const capture = await call("POST", `/payments/${payment.id}/transactions/${authorization}/capture`, { merchant_reference: "c-1" })
      expect(capture.body.code).toBe("INVALID_STATUS")

      const other = await authorize(100)
      await call("POST", `/payments/${other.payment.id}/transactions/${other.authorization}/capture`, { merchant_reference: "c-1" })
      const late = await call("POST", `/payments/${other.payment.id}/transactions/${other.authorization}/cancel`, { merchant_reference: "void-2" })
      expect([late.status, late.body.code]).toEqual([400, "INVALID_STATUS"])
    })
  })

  describe("payments by merchant order id", () => {
    it("answers a bare array of that order's payments, newest first, only the caller's", async () => {
      const session = h.fake.seed.checkoutSession()
      const first = (await call("POST", "/payments", paymentBody(session.id, { merchant_order_id: "order-A" }))).body
      await call("POST", "/payments", paymentBody(session.id, { merchant_order_id: "order-B" }))
      await h.fake.clock.advance(1000)
      const second = (await call("POST", "/payments", paymentBody(session.id, { merchant_order_id: "order-A" }))).body
      const listed = await call("GET", "/payments?merchant_order_id=order-A")
      expect(listed.status).toBe(200)
      expect(listed.body.map((p: { id: string }) => p.id)).toEqual([second.id, first.id])
      expect(Array.isArray(listed.body[0].transactions)).toBe(true)
      expect((await call("GET", "/payments?merchant_order_id=order-none")).body).toEqual([])
      const missing = await call("GET", "/payments")
      expect([missing.status, missing.body.code]).toEqual([400, "INVALID_REQUEST"])
      expect(missing.body.messages.join()).toContain("merchant_order_id")
    })
  })

  describe("customers", () => {
    it("creates (201), refuses a reused merchant_customer_id, retrieves, patches part, finds by merchant id, deletes (202)", async () => {
      const created = await call("POST", "/customers", customerBody("cust-0001"))
      expect(created.status).toBe(201)
      expect(created.body).toMatchObject({ merchant_customer_id: "cust-0001", first_name: "Ada", phone: null, billing_address: null })
      expect(created.body.created_at).toHaveLength(27)
      const id = created.body.id as string

      const duplicate = await call("POST", "/customers", customerBody("cust-0001"))
      expect([duplicate.status, duplicate.body.code]).toEqual([400, "CUSTOMER_ID_DUPLICATED"])

      expect((await call("GET", `/customers/${id}`)).body).toEqual(created.body)
      await h.fake.clock.advance(1000)
      const patched = await call("PATCH", `/customers/${id}`, { last_name: "Byron", phone: { country_code: "1", number: "5550100" } })
      expect(patched.body).toMatchObject({ first_name: "Ada", last_name: "Byron", phone: { number: "5550100" } })
      expect(patched.body.updated_at).not.toBe(created.body.updated_at)
      expect((await call("GET", "/customers?merchant_customer_id=cust-0001")).body).toEqual(patched.body)

      const deleted = await call("DELETE", `/customers/${id}`, undefined, ACCOUNT)
      expect(deleted.status).toBe(202)
      expect(deleted.body).toMatchObject({ id, merchant_customer_id: "cust-0001" })
      const gone = await call("GET", `/customers/${id}`)
      expect([gone.status, gone.body.code]).toEqual([400, "CUSTOMER_NOT_FOUND"])
      expect((await call("GET", "/customers?merchant_customer_id=cust-0001")).body.code).toBe("CUSTOMER_NOT_FOUND")
      // the merchant id is free again
      expect((await call("POST", "/customers", customerBody("cust-0001"))).status).toBe(201)
    })

    it("payments and sessions refer to created customers; an unknown one is CUSTOMER_NOT_FOUND", async () => {
      const customer = (await call("POST", "/customers", customerBody("cust-0002"))).body
      const session = await call("POST", "/checkout/sessions", sessionBody({ customer_id: customer.id }))
      expect(session.body.customer_id).toBe(customer.id)
      const payment = await call("POST", "/payments", paymentBody(session.body.checkout_session, { customer_payer: { id: customer.id } }))
      expect(payment.status).toBe(201)
      const unknown = await call("POST", "/checkout/sessions", sessionBody({ customer_id: MISSING }))
      expect(unknown.body.code).toBe("CUSTOMER_NOT_FOUND")
    })
  })

  describe("stored payment methods", () => {
    it("enrolls a card (201, vaulted_token, ENROLLED) that then pays; unenrolled it is refused", async () => {
      const customer = (await call("POST", "/customers", customerBody("cust-0003"))).body
      const noKey = await call("POST", `/customers/${customer.id}/payment-methods`, cardBody())
      expect([noKey.status, noKey.body.code]).toEqual([400, "INVALID_REQUEST"])
      const enrolled = await call("POST", `/customers/${customer.id}/payment-methods`, cardBody("5555555555554444"), KEYED())
      expect(enrolled.status).toBe(201)
      expect(enrolled.body).toMatchObject({ status: "ENROLLED", type: "CARD", card_data: { brand: "MASTERCARD", lfd: "4444", iin: "55555555" } })
      const token = enrolled.body.vaulted_token as string
      expect(token).toMatch(/^[0-9a-f-]{36}$/)

      const list = await call("GET", `/customers/${customer.id}/payment-methods`)
      expect(list.body.payment_methods.map((m: { vaulted_token: string }) => m.vaulted_token)).toEqual([token])
      expect((await call("GET", `/customers/${customer.id}/payment-methods/${enrolled.body.id}`)).body).toEqual(enrolled.body)

      const session = h.fake.seed.checkoutSession({ customerId: customer.id })
      const pay = (vaulted: string) =>
        call("POST", "/payments", paymentBody(session.id, { customer_payer: { id: customer.id }, payment_method: { vaulted_token: vaulted } }))
      expect((await pay(token)).body).toMatchObject({ status: "SUCCEEDED", payment_method: { vaulted_token: token } })

      const unenrolled = await call("POST", `/customers/${customer.id}/payment-methods/${enrolled.body.id}/unenroll`)
      expect(unenrolled.body).toMatchObject({ status: "UNENROLLED", vaulted_token: token })
      const refused = await pay(token)
      expect([refused.status, refused.body.code]).toEqual([400, "INVALID_REQUEST"])
      expect(refused.body.messages[0]).toContain("payment_method.vaulted_token")
      expect((await call("GET", `/customers/${customer.id}/payment-methods`)).body).toEqual({ payment_methods: [] })
      expect((await call("GET", `/customers/${customer.id}/payment-methods/${enrolled.body.id}`)).body.status).toBe("UNENROLLED")
      expect((await call("POST", `/customers/${customer.id}/payment-methods/${enrolled.body.id}/unenroll`)).body.code).toBe("INVALID_STATUS")
      expect((await call("GET", `/checkout/sessions/${session.id}/payment-methods`)).body.some((m: { vaulted_token: unknown }) => m.vaulted_token === token))
        .toBe(false)
    })
  })

  describe("checkout sessions", () => {
    it("create (200, checkout_session), retrieve (id, used), patch; one payment; expired after 5 hours", async () => {
      const created = await call("POST", "/checkout/sessions", sessionBody())
      expect(created.status).toBe(200)
      const id = created.body.checkout_session as string
      expect(created.body).toMatchObject({ merchant_order_id: "order-0001", country: "US", amount: { value: 26.9 } })
      expect(created.body.id).toBeUndefined()
      const retrieved = await call("GET", `/checkout/sessions/${id}`)
      expect(retrieved.body).toMatchObject({ id, used: false, payment_description: "Order from the fake tests" })
      const patched = await call("PATCH", `/checkout/sessions/${id}`, { amount: { currency: "USD", value: 30 } })
      expect(patched.body).toMatchObject({ id, amount: { value: 30 }, merchant_order_id: "order-0001" })

      expect((await call("POST", "/payments", paymentBody(id))).status).toBe(201)
      expect((await call("GET", `/checkout/sessions/${id}`)).body.used).toBe(true)
      const second = await call("POST", "/payments", paymentBody(id))
      expect([second.status, second.body.code]).toEqual([400, "CHECKOUT_SESSION_NOT_FOUND"])

      const fresh = (await call("POST", "/checkout/sessions", sessionBody())).body.checkout_session as string
      await h.fake.clock.advance(5 * 3_600_000 - 1)
      expect((await call("GET", `/checkout/sessions/${fresh}/payment-methods`)).status).toBe(200)
      await h.fake.clock.advance(1)
      for (const [method, path] of [["GET", `/checkout/sessions/${fresh}`], ["GET", `/checkout/sessions/${fresh}/payment-methods`]] as const) {
        expect((await call(method, path)).body.code).toBe("CHECKOUT_SESSION_NOT_FOUND")
      }
      expect((await call("POST", "/payments", paymentBody(fresh))).body.code).toBe("CHECKOUT_SESSION_NOT_FOUND")
    })
  })

  describe("lists", () => {
    it("GET /subscriptions pages by page/size, newest first, filtered by account and status", async () => {
      const customer = h.fake.seed.customer()
      const ids: Array<string> = []
      for (let i = 0; i < 5; i++) {
        ids.push((await call("POST", "/subscriptions", subscriptionBody(customer, { merchant_reference: `plan-${i}` }), KEYED())).body.id)
        await h.fake.clock.advance(1000)
      }
      await call("POST", `/subscriptions/${ids[0]}/cancel`)
      const page = (n: number, query = "") => call("GET", `/subscriptions?page=${n}&size=2${query}`, undefined, ACCOUNT)
      const pages = [await page(1), await page(2), await page(3)]
      expect(pages[0]!.body.pagination).toEqual({ page: 1, size: 2, total: 5, total_pages: 3 })
      expect(pages.flatMap((p) => p.body.items.map((s: { id: string }) => s.id))).toEqual([...ids].reverse())
      expect((await page(1, "&status=CANCELED,PAUSED")).body.items.map((s: { id: string }) => s.id)).toEqual([ids[0]])
      expect((await call("GET", "/subscriptions", undefined, { "x-account-code": MISSING })).body.items).toEqual([])
      expect((await call("GET", "/subscriptions")).body.code).toBe("INVALID_REQUEST")
      expect((await call("GET", "/subscriptions?size=101", undefined, ACCOUNT)).body.code).toBe("INVALID_REQUEST")
    })

    it("GET /subscriptions/{id}/payments pages the renewals by limit/offset, newest first", async () => {
      const customer = h.fake.seed.customer()
      const sub = (await call("POST", "/subscriptions", subscriptionBody(customer, { frequency: { type: "DAY", value: 1 } }), KEYED())).body
      await h.fake.clock.advance(2 * 86_400_000) // cycles 2 and 3
      const all = (await call("GET", `/subscriptions/${sub.id}`)).body.payments as Array<string>
      expect(all).toHaveLength(3)
      const first = await call("GET", `/subscriptions/${sub.id}/payments?limit=2&offset=0`)
      expect(first.body.pagination).toEqual({ total: 3, limit: 2, offset: 0, has_more: true })
      const second = await call("GET", `/subscriptions/${sub.id}/payments?limit=2&offset=2`)
      expect(second.body.pagination.has_more).toBe(false)
      expect([...first.body.data, ...second.body.data].map((p: { id: string; subscription_code: string }) => p.id)).toEqual([...all].reverse())
      expect(first.body.data[0].subscription_code).toBe(sub.id)
      expect((await call("GET", `/subscriptions/${sub.id}/payments?limit=2&offset=1`)).body.code).toBe("INVALID_REQUEST")
    })

    it("GET /reports/list pages by page_number/page_size as a bare array, newest first, per organization", async () => {
      const ids: Array<string> = []
      for (let i = 0; i < 3; i++) {
        ids.push((await call("POST", "/reports", reportBody(), ORGANIZATION)).body.id)
        await h.fake.clock.advance(1000)
      }
      await call("POST", "/reports", reportBody(), { "x-organization-code": "org_other" })
      const first = await call("GET", "/reports/list?page_number=1&page_size=2", undefined, ORGANIZATION)
      const second = await call("GET", "/reports/list?page_number=2&page_size=2", undefined, ORGANIZATION)
      expect([...first.body, ...second.body].map((r: { id: string }) => r.id)).toEqual([...ids].reverse())
      expect((await call("GET", "/reports/list")).body.code).toBe("INVALID_REQUEST")
      expect((await call("GET", "/reports/list?page_number=11", undefined, ORGANIZATION)).body.code).toBe("INVALID_REQUEST")
    })
  })

  describe("a whole merchant flow", () => {
    it("customer → session → its methods → authorize → capture part → refund part → by order id → subscriptions over three pages", async () => {
      const customer = (await call("POST", "/customers", customerBody("cust-flow"))).body
      const card = (await call("POST", `/customers/${customer.id}/payment-methods`, cardBody(), KEYED())).body
      const session = (await call("POST", "/checkout/sessions", sessionBody({ customer_id: customer.id, merchant_order_id: "order-flow" }))).body
      const methods = (await call("GET", `/checkout/sessions/${session.checkout_session}/payment-methods`)).body
      expect(methods[0]).toMatchObject({ vaulted_token: card.vaulted_token, type: "CARD" })

      const payment = (await call("POST", "/payments", {
        ...authorizeBody(session.checkout_session, 80),
        merchant_order_id: "order-flow",
        customer_payer: { id: customer.id },
        payment_method: { vaulted_token: card.vaulted_token, detail: { card: { capture: false } } }
      })).body
      expect([payment.status, payment.sub_status]).toEqual(["PENDING", "AUTHORIZED"])
      const capture = (await call("POST", `/payments/${payment.id}/transactions/${payment.transactions.id}/capture`, {
        merchant_reference: "flow-capture",
        amount: { currency: "USD", value: 50 }
      })).body
      expect(capture.payment).toMatchObject({ sub_status: "PARTIALLY_CAPTURED", amount: { captured: 50 } })
      const refund = (await call("POST", `/payments/${payment.id}/transactions/${capture.id}/refund`, { amount: { currency: "USD", value: 20 } })).body
      expect(refund).toMatchObject({ sub_status: "PARTIALLY_REFUNDED", amount: { value: 80, captured: 50, refunded: 20 } })

      const byOrder = (await call("GET", "/payments?merchant_order_id=order-flow")).body
      expect(byOrder).toHaveLength(1)
      expect(byOrder[0]).toMatchObject({ id: payment.id, sub_status: "PARTIALLY_REFUNDED" })

      for (let i = 0; i < 5; i++) {
        await call("POST", "/subscriptions", subscriptionBody({ id: customer.id, vaultedToken: card.vaulted_token }, { merchant_reference: `flow-${i}` }), KEYED())
      }
      const seen: Array<string> = []
      for (let page = 1; page <= 3; page++) {
        const body = (await call("GET", `/subscriptions?page=${page}&size=2&customer_id=${customer.id}`, undefined, ACCOUNT)).body
        expect(body.pagination).toMatchObject({ page, total: 5, total_pages: 3 })
        seen.push(...body.items.map((s: { merchant_reference: string }) => s.merchant_reference))
      }
      expect(seen).toEqual(["flow-4", "flow-3", "flow-2", "flow-1", "flow-0"])
    })
  })
}
