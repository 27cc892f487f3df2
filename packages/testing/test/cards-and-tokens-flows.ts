/**
 * Cards and tokens and the checkout builder, end to end through `@payrail/core`'s client against
 * the fake: enrollment through a customer session to a payment and back (unenroll), one-time
 * tokens used once, network-token cryptograms, payment-method domains, the checkout lifecycle and
 * what a session of a checkout offers. Run in-process and over real HTTP (cards-and-tokens.test.ts).
 */
import type { PayrailClient } from "@payrail/core"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import type { FakePayrailOptions } from "../src/index"
import { ACCOUNT_ID, caught, type Harness, type MakeHarness, paymentBody } from "./helpers"

const VISA_APPROVED = "4507990000000002"
const VISA_INSUFFICIENT_FUNDS = "4507990000000010"
const UNKNOWN_UUID = "3f0e6f4a-0000-4000-8000-000000000000"

/** A receiver that takes every notification, so the fake records what it sends. */
const RECEIVING: FakePayrailOptions = {
  webhooks: { url: "http://merchant.internal/hooks", secret: "whsec_cards", fetch: async () => Response.json({ received: true }) }
}

const cardData = (number: string) => ({ number, expiration_month: 11, expiration_year: 2028, security_code: "123", holder_name: "John Doe" })

export const describeCardFlows = (makeHarness: MakeHarness) => {
  let h: Harness
  let payrail: PayrailClient
  beforeEach(async () => {
    h = await makeHarness(RECEIVING)
    payrail = h.client({ accountId: ACCOUNT_ID })
  })
  afterEach(() => h.close())

  const newCustomer = (merchantCustomerId: string, extra: Record<string, unknown> = {}) =>
    payrail.customers.create({ merchant_customer_id: merchantCustomerId, ...extra } as never)

  /** Customer → customer session → enrollment: the enrolled method's id. */
  const enrollThroughSession = async (customerId: string) => {
    const session = await payrail.customerSessions.create({ account_id: ACCOUNT_ID, country: "US", customer_id: customerId })
    const enrolled = await payrail.customerSessions.paymentMethods.enroll(session.customer_session, {
      account_id: ACCOUNT_ID, payment_method_type: "CARD", country: "US"
    })
    return { session, enrolled }
  }

  const payWithVaultedToken = (customerId: string, vaultedToken: string) =>
    payrail.payments.create(paymentBody(h.fake.seed.checkoutSession().id, {
      customer_payer: { id: customerId },
      payment_method: { type: "CARD", vaulted_token: vaultedToken }
    }))

  describe("enrollment through a customer session", () => {
    it("vaults a card the customer pays with until it is unenrolled; then a payment with it is refused", async () => {
      const customer = await newCustomer("cust-enroll")
      const { session, enrolled } = await enrollThroughSession(customer.id)
      expect(session).toMatchObject({ customer_id: customer.id, country: "US" })
      // the service's answer: ready for the SDK, no vaulted token yet
      expect(enrolled).toMatchObject({ status: "READY_TO_ENROLL", type: "CARD", enrollment: { session: session.customer_session } })
      expect(enrolled.vaulted_token).toBeUndefined()

      // the fake's stand-in for the SDK step has enrolled the card
      const method = await payrail.paymentMethods.retrieve(enrolled.id!)
      expect(method).toMatchObject({ id: enrolled.id, status: "ENROLLED", customer_id: customer.id, card_data: { brand: "VISA", lfd: "1111" } })
      const token = method.vaulted_token!
      expect(token).toMatch(/^[0-9a-f-]{36}$/)
      expect((await payrail.customers.paymentMethods.list(customer.id)).map((m) => m.vaulted_token)).toEqual([token])

      const paid = await payWithVaultedToken(customer.id, token)
      expect([paid.status, paid.sub_status]).toEqual(["SUCCEEDED", "APPROVED"])

      const unenrolled = await payrail.paymentMethods.unenroll(enrolled.id!)
      expect(unenrolled.status).toBe("UNENROLLED")
      const refused = await caught(() => payWithVaultedToken(customer.id, token))
      expect([refused.status, refused.code]).toEqual([400, "INVALID_REQUEST"])
      expect(refused.message).toContain("payment_method.vaulted_token")
      expect(await payrail.customers.paymentMethods.list(customer.id)).toEqual([])
      // unenrolling twice is refused, and the card stays UNENROLLED
      expect((await caught(() => payrail.paymentMethods.unenroll(enrolled.id!))).code).toBe("INVALID_STATUS")
      expect((await payrail.paymentMethods.retrieve(enrolled.id!)).status).toBe("UNENROLLED")

      await h.fake.webhooks.settled()
      const events = h.fake.webhooks.events.map((e) => e.type_event)
      expect(events.filter((e) => e.startsWith("enrollment."))).toEqual(["enrollment.enroll", "enrollment.unenroll"])
    })

    it("lists the enrollable methods of the session's checkout; unknown customers, sessions and methods are refused", async () => {
      const customer = await newCustomer("cust-list")
      const session = await payrail.customerSessions.create({ account_id: ACCOUNT_ID, country: "US", customer_id: customer.id })
      const methods = await payrail.customerSessions.paymentMethods.list(session.customer_session)
      expect(methods.map((m) => [m.type, m.enrollment?.session])).toEqual([["CARD", session.customer_session]])

      const noCustomer = await caught(() => payrail.customerSessions.create({ account_id: ACCOUNT_ID, country: "US", customer_id: UNKNOWN_UUID }))
      expect([noCustomer.status, noCustomer.code]).toEqual([400, "CUSTOMER_NOT_FOUND"])
      const noSession = await caught(() =>
        payrail.customerSessions.paymentMethods.enroll(UNKNOWN_UUID, { account_id: ACCOUNT_ID, payment_method_type: "CARD", country: "US" })
      )
      expect(noSession.code).toBe("CUSTOMER_SESSION_NOT_FOUND")
      const noMethod = await caught(() => payrail.paymentMethods.retrieve(UNKNOWN_UUID))
      expect([noMethod.status, noMethod.code]).toEqual([404, "PAYMENT_METHOD_NOT_FOUND"])
    })

    it("reassigns a card to another customer unless its customer has data; registers enrolled cards for the account updater", async () => {
      const bare = await newCustomer("cust-bare")
      const target = await newCustomer("cust-target")
      const { enrolled } = await enrollThroughSession(bare.id)
      const moved = await payrail.paymentMethods.reassign(enrolled.id!, { customer_id: target.id })
      expect(moved.customer_id).toBe(target.id)
      expect((await payrail.customers.paymentMethods.list(target.id)).map((m) => m.id)).toEqual([enrolled.id])
      expect(await payrail.customers.paymentMethods.list(bare.id)).toEqual([])

      const known = await newCustomer("cust-known", { first_name: "Ada", email: "ada@example.com" })
      const held = await enrollThroughSession(known.id)
      const conflict = await caught(() => payrail.paymentMethods.reassign(held.enrolled.id!, { customer_id: target.id }))
      expect([conflict.status, conflict.code]).toEqual([409, "CONFLICT"])

      const token = (await payrail.paymentMethods.retrieve(held.enrolled.id!)).vaulted_token!
      expect(await payrail.paymentMethods.registerForAccountUpdater({ payment_method_ids: [token, enrolled.id!] })).toEqual({ accepted: 2 })
      const unknown = await caught(() => payrail.paymentMethods.registerForAccountUpdater({ payment_method_ids: [token, UNKNOWN_UUID] }))
      expect([unknown.status, unknown.code]).toEqual([404, "PAYMENT_METHOD_NOT_FOUND"])
      expect(unknown.message).toContain(UNKNOWN_UUID)
    })

    it("makes a network-token cryptogram for an enrolled card only", async () => {
      const customer = await newCustomer("cust-network")
      const { enrolled } = await enrollThroughSession(customer.id)
      const token = (await payrail.paymentMethods.retrieve(enrolled.id!)).vaulted_token!
      const full = await payrail.networkTokens.createCryptogram({ vaulted_token: token, country: "US" })
      expect(full).toMatchObject({ vaulted_token: token, eci: "05", network_token: { network: "VISA", status: "ACTIVE", token_data: { lfd: "1111" } } })
      expect(full.cryptogram.length).toBeGreaterThan(20)
      expect(full.network_token?.number).toMatch(/^4\d{11}1111$/)
      const only = await payrail.networkTokens.createCryptogram({ vaulted_token: token, country: "US", include_network_token: false })
      expect(only.network_token?.number).toBeUndefined()
      expect(only.network_token?.token_data).toBeUndefined()
      expect(only.cryptogram).not.toBe(full.cryptogram)
      // nothing of the answer's secrets is kept in the fake's state
      const store = JSON.stringify(h.fake.snapshot().store)
      expect(store).not.toContain(full.cryptogram)
      expect(store).not.toContain(full.network_token!.number!)

      const unknown = await caught(() => payrail.networkTokens.createCryptogram({ vaulted_token: UNKNOWN_UUID, country: "US" }))
      expect([unknown.status, unknown.code]).toEqual([404, "PAYMENT_METHOD_NOT_FOUND"])
      await payrail.paymentMethods.unenroll(enrolled.id!)
      const unenrolled = await caught(() => payrail.networkTokens.createCryptogram({ vaulted_token: token, country: "US" }))
      expect([unenrolled.status, unenrolled.code]).toEqual([400, "PAYMENT_METHOD_NOT_ENROLLED"])
    })
  })

  describe("one-time tokens", () => {
    it("tokens.create: the token pays one payment; a second payment with it is refused and creates nothing", async () => {
      const made = await payrail.tokens.create({ account_id: ACCOUNT_ID, country: "US", card_data: cardData(VISA_APPROVED) })
      expect(made.card_data).toMatchObject({ iin: "45079900", lfd: "0002", number_length: 16, security_code_length: 3, brand: "VISA", holder_name: "John Doe" })
      const pay = () => payrail.payments.create(paymentBody(h.fake.seed.checkoutSession().id, { payment_method: { type: "CARD", token: made.token } }))
      const first = await pay()
      expect(first.status).toBe("SUCCEEDED")
      const before = h.fake.snapshot().store.payments!.length
      const second = await caught(pay)
      expect([second.status, second.code]).toEqual([400, "INVALID_REQUEST"])
      expect(second.message).toContain(first.id)
      expect(h.fake.snapshot().store.payments!.length).toBe(before)
    })

    it("a token of a sandbox test card decides its payment as the card does", async () => {
      const made = await payrail.tokens.create({ account_id: ACCOUNT_ID, card_data: cardData(VISA_INSUFFICIENT_FUNDS) })
      const paid = await payrail.payments.create(paymentBody(h.fake.seed.checkoutSession().id, { payment_method: { type: "CARD", token: made.token } }))
      expect([paid.status, paid.sub_status]).toEqual(["DECLINED", "DECLINED"])
      expect(JSON.stringify(paid)).toContain("INSUFFICIENT_FUNDS")
    })

    it("checkout.sessions.createToken: a token for an active session, used once; the card is never kept", async () => {
      const session = h.fake.seed.checkoutSession()
      const made = await payrail.checkout.sessions.createToken(session.id, {
        payment_method: { type: "CARD", card: cardData(VISA_APPROVED) }
      })
      expect(made).toMatchObject({ type: "CARD", vaulted_token: null, card_data: { lfd: "0002", brand: "VISA" } })
      const pay = () => payrail.payments.create(paymentBody(h.fake.seed.checkoutSession().id, { payment_method: { type: "CARD", token: made.token } }))
      expect((await pay()).status).toBe("SUCCEEDED")
      expect((await caught(pay)).code).toBe("INVALID_REQUEST")

      const store = JSON.stringify(h.fake.snapshot().store)
      expect(store).not.toContain(VISA_APPROVED)
      expect(store).not.toContain('"security_code"')
      const noSession = await caught(() => payrail.checkout.sessions.createToken(UNKNOWN_UUID, { payment_method: { card: cardData(VISA_APPROVED) } }))
      expect(noSession.code).toBe("CHECKOUT_SESSION_NOT_FOUND")
    })

    it("tokens.create keeps no card number or security code in the state or the request log", async () => {
      await payrail.tokens.create({ account_id: ACCOUNT_ID, card_data: { ...cardData(VISA_APPROVED), security_code: "987" } })
      const seen = JSON.stringify([h.fake.snapshot(), h.fake.requests])
      expect(seen).not.toContain(VISA_APPROVED)
      expect(seen).not.toContain("987")
    })
  })

  describe("payment-method domains", () => {
    it("register (202) → retrieve → delete (204); a deleted or unknown domain is 404", async () => {
      const registered = await payrail.paymentMethodDomains.register({
        account_id: ACCOUNT_ID, payment_method_type: "APPLE_PAY",
        domains: [{ url: "https://checkout.example.com/pay" }, { url: "shop.example.com" }]
      }).withResponse()
      expect(registered.response.status).toBe(202)
      const domains = registered.data.domains!
      expect(domains.map((d) => [d.domain, d.status])).toEqual([["checkout.example.com", "REGISTERED"], ["shop.example.com", "REGISTERED"]])
      const again = await payrail.paymentMethodDomains.register({ account_id: ACCOUNT_ID, payment_method_type: "APPLE_PAY", domains: [{ url: "shop.example.com" }] })
      expect(again.domains!.map((d) => d.id)).toEqual([domains[1]!.id]) // the same domain, not a duplicate

      const id = domains[0]!.id
      expect(await payrail.paymentMethodDomains.retrieve(id)).toMatchObject({ id, domain: "checkout.example.com", payment_method: "APPLE_PAY" })
      await payrail.paymentMethodDomains.delete(id, { reason: "moved" })
      const gone = await caught(() => payrail.paymentMethodDomains.retrieve(id))
      expect([gone.status, gone.code]).toEqual([404, "DOMAIN_NOT_FOUND"])
      expect((await caught(() => payrail.paymentMethodDomains.delete(id, {}))).status).toBe(404)
    })
  })

  describe("the checkout builder", () => {
    it("moves a checkout through its lifecycle with the reference's refusals", async () => {
      const [base] = (await payrail.checkouts.list()) as ReadonlyArray<{ id: string; is_default?: boolean | null; status?: string | null }>
      expect(base).toMatchObject({ is_default: true, status: "PUBLISHED" })
      const promo = await payrail.checkouts.create({ name: "Promo Checkout", description: "Seasonal" })
      expect(promo).toMatchObject({ name: "Promo Checkout", status: "PUBLISHED", is_default: false, is_active: true })
      expect((await caught(() => payrail.checkouts.create({ name: "promo checkout" }))).code).toBe("DUPLICATE_CHECKOUT_NAME")

      const move = (status: "PUBLISHED" | "NOT_PUBLISHED" | "ARCHIVED", code = promo.id) => payrail.checkouts.updateLifecycle(code, { status })
      const refusal = async (f: () => Promise<unknown>) => {
        const e = await caught(f)
        return [e.status, e.code]
      }
      expect(await refusal(() => move("PUBLISHED"))).toEqual([400, "INVALID_STATUS_TRANSITION"]) // the current status
      expect((await move("NOT_PUBLISHED")).status).toBe("NOT_PUBLISHED")
      expect((await move("ARCHIVED")).status).toBe("ARCHIVED")
      expect(await refusal(() => move("PUBLISHED"))).toEqual([400, "INVALID_STATUS_TRANSITION"]) // restored in two steps
      expect((await payrail.checkouts.updateLifecycle(promo.id, { name: "Promo (archived)" })).name).toBe("Promo (archived)")
      expect((await move("NOT_PUBLISHED")).status).toBe("NOT_PUBLISHED")
      expect((await move("PUBLISHED")).status).toBe("PUBLISHED")

      expect(await refusal(() => move("ARCHIVED", base!.id))).toEqual([409, "CANNOT_ARCHIVE_DEFAULT_CHECKOUT"])
      expect(await refusal(() => move("NOT_PUBLISHED", base!.id))).toEqual([409, "CANNOT_UNPUBLISH_DEFAULT_CHECKOUT"])
      expect(await refusal(() => payrail.checkouts.updateLifecycle(promo.id, { name: "Default" }))).toEqual([409, "DUPLICATE_CHECKOUT_NAME"])
      expect(await refusal(() => payrail.checkouts.updateLifecycle(promo.id, {}))).toEqual([400, "INVALID_PATCH_BODY"])
      expect(await refusal(() => payrail.checkouts.updateLifecycle(promo.id, { is_default: false }))).toEqual([400, "INVALID_OPERATION"])
      expect(await refusal(() => payrail.checkouts.retrieve(UNKNOWN_UUID))).toEqual([404, "CHECKOUT_NOT_FOUND"])

      // promotion: published from any status, the old default demoted (and then archivable)
      await move("NOT_PUBLISHED")
      const promoted = await payrail.checkouts.updateLifecycle(promo.id, { is_default: true, status: "ARCHIVED" })
      expect(promoted).toMatchObject({ is_default: true, status: "PUBLISHED" })
      const listed = (await payrail.checkouts.list()) as ReadonlyArray<{ id: string; is_default?: boolean | null }>
      expect(listed.map((c) => [c.id, c.is_default])).toEqual([[promo.id, true], [base!.id, false]])
      expect((await move("ARCHIVED", base!.id)).status).toBe("ARCHIVED")
      const paged = await payrail.checkouts.list({ status: "ARCHIVED", page: 1, size: 10 })
      expect(paged).toMatchObject({ data: [{ id: base!.id }], pagination: { page: 1, size: 10, total: 1 } })
    })

    it("a session of a checkout offers that checkout's published, active methods", async () => {
      const promo = await payrail.checkouts.create({ name: "Cards only" })
      const configured = await payrail.checkouts.publish(promo.id, {
        config: { payment_methods: [{ payment_method_type: "BANK_TRANSFER", is_active: false }] },
        styling: { styles: { global: { accent_color: "#282A30" } } }
      })
      expect(configured.config?.payment_methods?.map((m) => [m.payment_method_type, m.is_active])).toEqual([["CARD", true], ["BANK_TRANSFER", false]])
      expect(configured.styling).toEqual({ styles: { global: { accent_color: "#282A30" } } })
      const unknownMethod = await caught(() => payrail.checkouts.publish(promo.id, { config: { payment_methods: [{ payment_method_type: "PIX" }] } }))
      expect([unknownMethod.status, unknownMethod.code]).toEqual([400, "INVALID_PARAMETERS"])
      expect((await payrail.checkouts.retrieve(promo.id)).config?.payment_methods?.find((m) => m.payment_method_type === "PIX")).toBeUndefined()

      const sessionOf = async (checkoutId?: string) =>
        (await payrail.checkout.sessions.create({
          account_id: ACCOUNT_ID, merchant_order_id: "order-1", payment_description: "Order 1", country: "US",
          ...(checkoutId === undefined ? {} : { checkout_id: checkoutId })
        })).checkout_session!
      const typesOf = async (session: string) => (await payrail.checkout.paymentMethods(session)).map((m) => m.type)

      const ofPromo = await sessionOf(promo.id)
      const ofDefault = await sessionOf()
      expect(await typesOf(ofPromo)).toEqual(["CARD"])
      expect(await typesOf(ofDefault)).toEqual(["CARD", "BANK_TRANSFER"])
      await payrail.checkouts.updateLifecycle(promo.id, { status: "NOT_PUBLISHED" })
      expect(await typesOf(ofPromo)).toEqual([]) // an unpublished checkout offers nothing
      const unknown = await caught(() => sessionOf(UNKNOWN_UUID))
      expect([unknown.status, unknown.code]).toEqual([404, "CHECKOUT_NOT_FOUND"])
    })
  })
}
