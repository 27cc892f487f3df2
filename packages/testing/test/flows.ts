/**
 * Every flow of the API, end to end through `@payrail/core`'s client. Run twice: in-process
 * (`fake.fetch`) and over real HTTP (`fake.listen()`), see e2e-*.test.ts.
 */
import { BankingOnboarding, CancelOrRefundResult, CheckoutPaymentMethods, Payment, Recipient, Report, Subscription, WhitelabelToken } from "@payrail/core/schema"
import * as Schema from "effect/Schema"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import {
  authorizeBody,
  caught,
  type Harness,
  type MakeHarness,
  oneStepOnboardingBody,
  paymentBody,
  previouslyOnboardedBody,
  reportBody,
  subscriptionBody
} from "./helpers"

/** Strict check that a body decodes with core's response schema (the client decodes too; this names the schema). */
const decodes = (schema: Schema.Top & { readonly DecodingServices: never }, body: unknown) =>
  expect(() => Schema.decodeUnknownSync(schema)(body)).not.toThrow()

export const describeFlows = (makeHarness: MakeHarness) => {
  let h: Harness
  beforeEach(async () => {
    h = await makeHarness()
  })
  afterEach(async () => {
    await h.close()
  })

  const setup = () => {
    const customer = h.fake.seed.customer()
    const session = h.fake.seed.checkoutSession({ customerId: customer.id })
    return { customer, session, payrail: h.client() }
  }

  describe("checkout payment methods", () => {
    it("lists the customer's vaulted cards first, with card data and display rules, and filters by category", async () => {
      const { customer, session, payrail } = setup()
      const methods = await payrail.checkout.paymentMethods(session.id)
      decodes(CheckoutPaymentMethods, methods)
      expect(methods.map((m) => m.type)).toEqual(["CARD", "CARD", "BANK_TRANSFER"])
      expect(methods[0]!.vaulted_token).toBe(customer.vaultedToken)
      expect(methods[0]!.card_data?.lfd).toMatch(/^\d{4}$/)
      expect(methods[0]!.checkout?.conditions?.rules?.[0]?.type).toBe("AMOUNT")
      expect(methods[1]!.vaulted_token).toBeNull()
      expect(methods[2]!.checkout?.conditions?.rules?.[0]).toMatchObject({ condition: "INCLUDE", type: "COUNTRY" })

      const banks = await payrail.checkout.paymentMethods(session.id, { category: "BANK_TRANSFER" })
      expect(banks.map((m) => m.name)).toEqual(["Bank transfer"])
    })

    it("answers CHECKOUT_SESSION_NOT_FOUND for an unknown session", async () => {
      const { payrail } = setup()
      const error = await caught(() => payrail.checkout.paymentMethods("5b0c7a52-0000-4000-8000-000000000000"))
      expect(error).toMatchObject({ _tag: "ApiError", status: 400, code: "CHECKOUT_SESSION_NOT_FOUND" })
    })
  })

  describe("payments", () => {
    it("authorizes (capture false): PENDING / AUTHORIZED with an AUTHORIZE transaction, then cancel-or-refund cancels it", async () => {
      const { session, payrail } = setup()
      const payment = await payrail.payments.create(authorizeBody(session.id))
      decodes(Payment, payment)
      expect([payment.status, payment.sub_status]).toEqual(["PENDING", "AUTHORIZED"])
      expect(payment.amount.captured).toBe(0)
      expect(payment.transactions).toMatchObject({ type: "AUTHORIZE", status: "SUCCEEDED", amount: 26.9 })

      const result = await payrail.payments.cancelOrRefund(payment.id)
      decodes(CancelOrRefundResult, result)
      expect(result).toMatchObject({ type: "CANCEL", status: "SUCCEEDED", merchant_reference: "order-0001" })
      expect(result.payment).toMatchObject({ status: "CANCELED", sub_status: "CANCELED" })

      const again = await caught(() => payrail.payments.cancelOrRefund(payment.id))
      expect(again).toMatchObject({ _tag: "ApiError", status: 400, code: "INVALID_STATUS" })
    })

    it("purchases, refunds partially then fully, exactly, and never beyond what was captured", async () => {
      const { session, payrail } = setup()
      const payment = await payrail.payments.create(paymentBody(session.id, { amount: { currency: "USD", value: 0.3 } }))
      expect([payment.status, payment.sub_status, payment.amount.captured]).toEqual(["SUCCEEDED", "APPROVED", 0.3])
      const purchase = payment.transactions as { id: string; type: string }
      expect(purchase.type).toBe("PURCHASE")

      const first = await payrail.payments.refund(payment.id, purchase.id, { amount: { currency: "USD", value: 0.1 } })
      decodes(Payment, first)
      expect([first.status, first.sub_status, first.amount.refunded]).toEqual(["SUCCEEDED", "PARTIALLY_REFUNDED", 0.1])
      expect(first.transactions).toMatchObject({ type: "REFUND", status: "SUCCEEDED", amount: 0.1 })
      expect(first.transactions_history).toBeNull()

      const tooMuch = await caught(() => payrail.payments.refund(payment.id, purchase.id, { amount: { currency: "USD", value: 0.2001 } }))
      expect(tooMuch).toMatchObject({ status: 400, code: "INVALID_STATUS" })

      const second = await payrail.payments.refund(payment.id, purchase.id, { amount: { currency: "USD", value: 0.2 } })
      // 0.1 + 0.2 in floating point is 0.30000000000000004; the fake counts in 0.0001 units.
      expect(second.amount.refunded).toBe(0.3)
      expect([second.status, second.sub_status]).toEqual(["REFUNDED", "REFUNDED"])

      const twice = await caught(() => payrail.payments.refund(payment.id, purchase.id))
      expect(twice).toMatchObject({ status: 400, code: "INVALID_STATUS" })
    })

    it("refunds the full amount when no amount is given", async () => {
      const { session, payrail } = setup()
      const payment = await payrail.payments.create(paymentBody(session.id))
      const tx = payment.transactions as { id: string }
      const refunded = await payrail.payments.refund(payment.id, tx.id, { reason: "REQUESTED_BY_CUSTOMER" })
      expect([refunded.status, refunded.sub_status, refunded.amount.refunded]).toEqual(["REFUNDED", "REFUNDED", 26.9])
    })

    it("cancel-or-refund refunds a captured payment, with an amount object and the order id as merchant_reference", async () => {
      const { session, payrail } = setup()
      const payment = await payrail.payments.create(paymentBody(session.id, { amount: { currency: "USD", value: 100 } }))
      const partial = await payrail.payments.cancelOrRefund(payment.id, { amount: { currency: "USD", value: 40.55 } })
      expect(partial).toMatchObject({
        type: "REFUND",
        amount: { value: 40.55, refunded: 40.55, captured: 100, currency: "USD" },
        merchant_reference: "order-0001",
        payment: { status: "SUCCEEDED", sub_status: "PARTIALLY_REFUNDED" }
      })
      const rest = await payrail.payments.cancelOrRefund(payment.id, { merchant_reference: "refund-rest" })
      expect(rest).toMatchObject({ amount: { value: 59.45, refunded: 100 }, merchant_reference: "refund-rest", payment: { status: "REFUNDED" } })
    })

    it("retrieves with every transaction, and the history and raw provider response on request", async () => {
      const { session, payrail } = setup()
      const payment = await payrail.payments.create(paymentBody(session.id))
      await payrail.payments.cancelOrRefund(payment.id, { amount: { currency: "USD", value: 1 } })
      const plain = await payrail.payments.retrieve(payment.id)
      decodes(Payment, plain)
      expect((plain.transactions as ReadonlyArray<{ type?: string | null }>).map((t) => t.type)).toEqual(["PURCHASE", "REFUND"])
      expect(plain.transactions_history).toBeNull()
      const full = await payrail.payments.retrieve(payment.id, { rawResponse: true, transactionsHistory: true })
      const history = full.transactions_history as unknown as Array<{ provider_data: { raw_response: unknown } }>
      expect(history).toHaveLength(2)
      expect(history[0]!.provider_data.raw_response).toMatchObject({ fake: true })
    })

    it("creates a bank-transfer payment as READY_TO_PAY / CREATED", async () => {
      const { session, payrail } = setup()
      const payment = await payrail.payments.create(paymentBody(session.id, { payment_method: { type: "BANK_TRANSFER" } }))
      expect([payment.status, payment.sub_status]).toEqual(["READY_TO_PAY", "CREATED"])
      expect(payment.payment_method?.payment_method_detail?.bank_transfer?.payment_instruction).toContain(payment.id)
      expect(payment.transactions).toMatchObject({ category: "BANK_TRANSFER", status: "CREATED" })
    })

    it("declines on the documented triggers, and a declined payment cannot be refunded", async () => {
      const { session, payrail } = setup()
      const byAmount = await payrail.payments.create(paymentBody(session.id, { amount: { currency: "USD", value: 10.13 } }))
      expect([byAmount.status, byAmount.sub_status]).toEqual(["DECLINED", "DECLINED"])
      expect(byAmount.transactions).toMatchObject({ status: "DECLINED", response_code: "DO_NOT_HONOR" })
      const byToken = await payrail.payments.create(paymentBody(session.id, { payment_method: { token: "tok_insufficient_funds" } }))
      expect(byToken.transactions).toMatchObject({ status: "DECLINED", response_code: "INSUFFICIENT_FUNDS" })
      const error = await caught(() => payrail.payments.cancelOrRefund(byAmount.id))
      expect(error).toMatchObject({ status: 400, code: "INVALID_STATUS" })
    })

    it("pays with a vaulted card, which the checkout then shows as last used", async () => {
      const { customer, session, payrail } = setup()
      await payrail.payments.create(
        paymentBody(session.id, { customer_payer: { id: customer.id }, payment_method: { vaulted_token: customer.vaultedToken } })
      )
      const [card] = await payrail.checkout.paymentMethods(session.id)
      expect(card).toMatchObject({ vaulted_token: customer.vaultedToken, last_successfully_used: true, preferred: true })
    })

    it("answers PAYMENT_NOT_FOUND, TRANSACTION_NOT_FOUND, CUSTOMER_NOT_FOUND", async () => {
      const { session, payrail } = setup()
      const missing = "7d2f0c1a-0000-4000-8000-000000000001"
      expect(await caught(() => payrail.payments.retrieve(missing))).toMatchObject({ status: 400, code: "PAYMENT_NOT_FOUND" })
      const payment = await payrail.payments.create(paymentBody(session.id))
      expect(await caught(() => payrail.payments.refund(payment.id, missing))).toMatchObject({ code: "TRANSACTION_NOT_FOUND" })
      expect(await caught(() => payrail.payments.create(paymentBody(session.id, { customer_payer: { id: "cus_unknown" } }))))
        .toMatchObject({ code: "CUSTOMER_NOT_FOUND" })
    })
  })

  describe("subscriptions", () => {
    it("goes ACTIVE ⇄ PAUSED → CANCELED, refusing illegal moves with INVALID_STATE", async () => {
      const { customer, payrail } = setup()
      const sub = await payrail.subscriptions.create(subscriptionBody(customer))
      decodes(Subscription, sub)
      expect(sub.status).toBe("ACTIVE")
      expect(sub.billing_cycles).toMatchObject({ current: 1 })
      expect(sub.payments).toHaveLength(1) // cycle 1 is charged at start

      const paused = await payrail.subscriptions.pause(sub.id)
      expect(paused.status).toBe("PAUSED")
      expect(Array.isArray(paused.payment_method)).toBe(true) // spec: an array in pause / resume responses
      expect(await caught(() => payrail.subscriptions.pause(sub.id))).toMatchObject({ status: 400, code: "INVALID_STATE" })

      expect((await payrail.subscriptions.resume(sub.id)).status).toBe("ACTIVE")
      expect(await caught(() => payrail.subscriptions.resume(sub.id))).toMatchObject({ code: "INVALID_STATE" })
      expect((await payrail.subscriptions.cancel(sub.id)).status).toBe("CANCELED")
      expect(await caught(() => payrail.subscriptions.cancel(sub.id))).toMatchObject({ code: "INVALID_STATE" })
      expect((await payrail.subscriptions.retrieve(sub.id)).status).toBe("CANCELED")
    })

    it("bills each cycle as the clock passes, skips cycles while paused, and completes after billing_cycles.total", async () => {
      const { customer, payrail } = setup()
      const sub = await payrail.subscriptions.create(subscriptionBody(customer, { billing_cycles: { total: 3 } }))
      expect(sub.billing_cycles?.next_at).toBe("2025-04-01T12:00:00.000000Z")
      await h.fake.clock.set("2025-04-01T12:00:00Z")
      expect((await payrail.subscriptions.retrieve(sub.id)).billing_cycles?.current).toBe(2)
      await payrail.subscriptions.pause(sub.id)
      await h.fake.clock.set("2025-05-15T00:00:00Z") // the May cycle falls due while paused
      await payrail.subscriptions.resume(sub.id)
      expect((await payrail.subscriptions.retrieve(sub.id)).billing_cycles).toMatchObject({ current: 2, next_at: "2025-06-01T12:00:00.000000Z" })
      await h.fake.clock.set("2025-06-01T12:00:00Z")
      const done = await payrail.subscriptions.retrieve(sub.id)
      expect(done.status).toBe("COMPLETED")
      expect(done.payments).toHaveLength(3)
      const charges = h.fake.state.payments.filter((p) => p.subscription_code === sub.id)
      expect(charges.map((p) => [p.status, p.amount.value])).toEqual([["SUCCEEDED", 9.99], ["SUCCEEDED", 9.99], ["SUCCEEDED", 9.99]])
    })

    it("completes at finish_at when that comes before the last cycle", async () => {
      const { customer, payrail } = setup()
      const sub = await payrail.subscriptions.create(
        subscriptionBody(customer, { billing_cycles: { total: 12 }, availability: { finish_at: "2025-05-10T00:00:00Z" } })
      )
      await h.fake.clock.advance(90 * 86_400_000)
      const done = await payrail.subscriptions.retrieve(sub.id)
      expect(done.status).toBe("COMPLETED")
      expect(done.payments).toHaveLength(3) // March, April, May 1st; June would be after finish_at
      expect(await caught(() => payrail.subscriptions.pause(sub.id))).toMatchObject({ code: "INVALID_STATE" })
    })

    it("answers SUBSCRIPTION_NOT_FOUND for an unknown id", async () => {
      const { payrail } = setup()
      const error = await caught(() => payrail.subscriptions.retrieve("0a1b2c3d-0000-4000-8000-000000000000"))
      expect(error).toMatchObject({ status: 400, code: "SUBSCRIPTION_NOT_FOUND" })
    })
  })

  describe("reports", () => {
    it("is IN_PROCESS at creation, SUCCEEDED once the clock passes, with the spec's timestamp format", async () => {
      const { payrail } = setup()
      const report = await payrail.reports.create(reportBody())
      decodes(Report, report)
      expect(report).toMatchObject({
        status: "IN_PROCESS",
        type: "PAYMENTS",
        expires_at: "",
        created_at: "2025-03-01 12:00:00.000000 +0000 UTC",
        start_date: "2025-02-01 00:00:00.000000 +0000 UTC"
      })
      await h.fake.clock.advance(59_999)
      expect((await payrail.reports.retrieve(report.id)).status).toBe("IN_PROCESS")
      await h.fake.clock.advance(1)
      const done = await payrail.reports.retrieve(report.id)
      expect(done).toMatchObject({ status: "SUCCEEDED", updated_at: "2025-03-01 12:01:00.000000 +0000 UTC", expires_at: "2025-03-08 12:01:00.000000 +0000 UTC" })
      await h.fake.clock.advance(7 * 86_400_000)
      expect((await payrail.reports.retrieve(report.id)).status).toBe("EXPIRED")
    })
  })

  describe("banking onboarding and recipients", () => {
    it("creates ONE_STEP (PENDING) and PREVIOUSLY_ONBOARDED (PENDING, SUCCEEDED a second later) onboardings and reads them back", async () => {
      const { payrail } = setup()
      const entity = h.fake.seed.entity()
      const oneStep = await payrail.banking.createOnboarding(entity.id, oneStepOnboardingBody())
      decodes(BankingOnboarding, oneStep)
      expect(oneStep).toMatchObject({
        entity_id: entity.id,
        onboarding_type: "ONE_STEP",
        status: "PENDING",
        provider: { status: "verification_pending" },
        requirements: []
      })
      expect(oneStep.id).toMatch(/^onb_/)
      expect(await payrail.banking.retrieveOnboarding(entity.id, oneStep.id)).toEqual(oneStep)
      const previous = await payrail.banking.createOnboarding(entity.id, previouslyOnboardedBody())
      // spec: creation returns PENDING; with no provider to wait for, it succeeds on the fake clock
      expect(previous).toMatchObject({ onboarding_type: "PREVIOUSLY_ONBOARDED", status: "PENDING" })
      await h.fake.clock.advance(999)
      expect((await payrail.banking.retrieveOnboarding(entity.id, previous.id)).status).toBe("PENDING")
      await h.fake.clock.advance(1)
      expect(await payrail.banking.retrieveOnboarding(entity.id, previous.id)).toMatchObject({
        status: "SUCCEEDED",
        updated_at: "2025-03-01T12:00:01.000000Z"
      })
      expect((await payrail.banking.retrieveOnboarding(entity.id, oneStep.id)).status).toBe("PENDING") // ONE_STEP stays PENDING
    })

    it("answers 404 ENTITY_NOT_FOUND with http_code for an unknown entity", async () => {
      const { payrail } = setup()
      const error = await caught(() => payrail.banking.createOnboarding("ent_unknown", previouslyOnboardedBody()))
      expect(error).toMatchObject({ _tag: "EntityNotFoundError", status: 404, code: "ENTITY_NOT_FOUND", httpCode: 404 })
    })

    it("unblocks a blocked recipient once, then 409 RECIPIENT_NOT_BLOCKED", async () => {
      const { payrail } = setup()
      const recipient = h.fake.seed.recipient()
      const unblocked = await payrail.recipients.unblockOnboarding(recipient.id, recipient.onboardingId)
      decodes(Recipient, unblocked)
      expect(unblocked).toMatchObject({ id: recipient.id, national_entity: "INDIVIDUAL" })
      expect(unblocked.updated_at).toHaveLength(27) // spec: ISO 8601, 27 chars
      const error = await caught(() => payrail.recipients.unblockOnboarding(recipient.id, recipient.onboardingId))
      expect(error).toMatchObject({ _tag: "RecipientNotBlockedError", status: 409, code: "RECIPIENT_NOT_BLOCKED" })
    })
  })

  describe("whitelabel authentication", () => {
    it("returns a JWT embed token for a seeded user and LOGIN_FAILED for another", async () => {
      const { payrail } = setup()
      const user = h.fake.seed.whitelabelUser()
      const token = await payrail.organizations.authenticate({ user_id: user.id })
      decodes(WhitelabelToken, token)
      expect(token).toMatchObject({ token_type: "Bearer", expires_in: 86_400 })
      const parts = token.access_token.split(".")
      expect(parts).toHaveLength(3)
      const [header, payload] = parts.slice(0, 2).map((part) => JSON.parse(Buffer.from(part, "base64url").toString()))
      expect(header).toMatchObject({ alg: "HS256", typ: "JWT" })
      expect(payload).toMatchObject({ sub: user.id, exp: payload.iat + 86_400 })
      const error = await caught(() => payrail.organizations.authenticate({ user_id: "3f0e6f4a-0000-4000-8000-000000000000" }))
      expect(error).toMatchObject({ _tag: "LoginFailedError", status: 401, code: "LOGIN_FAILED" })
    })
  })

  describe("credentials", () => {
    it("answers 401 INVALID_CREDENTIALS for a wrong key pair and 403 AUTHORIZATION_REQUIRED for a merchant without access", async () => {
      const { session } = setup()
      const wrong = h.client({ privateSecretKey: "sk_wrong" })
      expect(await caught(() => wrong.checkout.paymentMethods(session.id))).toMatchObject({ _tag: "InvalidCredentialsError", status: 401 })
      h.fake.seed.merchant({ publicApiKey: "pk_blocked", privateSecretKey: "sk_blocked", authorized: false })
      const blocked = h.client({ publicApiKey: "pk_blocked", privateSecretKey: "sk_blocked" })
      expect(await caught(() => blocked.payments.create(paymentBody(session.id)))).toMatchObject({
        _tag: "AuthorizationRequiredError",
        status: 403,
        messages: ["The merchant has no authorization to use this API."]
      })
    })

    it("keeps merchants apart: another merchant's payment is PAYMENT_NOT_FOUND", async () => {
      const { session, payrail } = setup()
      const payment = await payrail.payments.create(paymentBody(session.id))
      h.fake.seed.merchant({ publicApiKey: "pk_other", privateSecretKey: "sk_other" })
      const other = h.client({ publicApiKey: "pk_other", privateSecretKey: "sk_other" })
      expect(await caught(() => other.payments.retrieve(payment.id))).toMatchObject({ code: "PAYMENT_NOT_FOUND" })
    })
  })

  describe("idempotency and faults through the client", () => {
    it("replays the first answer for the same key and body; refuses the key with another body", async () => {
      const { session, payrail } = setup()
      const key = "3c4a7d8e-1f2b-4c3d-9e8f-0a1b2c3d4e5f"
      const first = await payrail.payments.create(paymentBody(session.id), { idempotencyKey: key })
      const again = await payrail.payments.create(paymentBody(session.id), { idempotencyKey: key })
      expect(again).toEqual(first)
      expect(h.fake.state.payments).toHaveLength(1)
      const other = await caught(() => payrail.payments.create(paymentBody(session.id, { merchant_order_id: "order-0002" }), { idempotencyKey: key }))
      expect(other).toMatchObject({ status: 400, code: "IDEMPOTENCY_DUPLICATED", idempotencyKey: key })
    })

    it("after an afterCommit fault the client's retry gets the stored answer: exactly one payment", async () => {
      const { session, payrail } = setup()
      h.fake.faults.inject({ method: "POST", path: "/payments", afterCommit: true })
      const payment = await payrail.payments.create(paymentBody(session.id))
      expect(h.fake.state.payments.map((p) => p.id)).toEqual([payment.id])
      const attempts = h.fake.requests.filter((r) => r.operation === "payments.create")
      expect(attempts.map((r) => r.outcome)).toEqual(["dropped", "replayed"])
      expect(new Set(attempts.map((r) => r.idempotencyKey)).size).toBe(1)
    })

    it("after an afterCommit 500 on a refund the retry is answered from the record: one refund", async () => {
      const { session, payrail } = setup()
      const payment = await payrail.payments.create(paymentBody(session.id, { amount: { currency: "USD", value: 50 } }))
      h.fake.faults.inject({ path: "/payments/:id/transactions/:tx/refund", status: 500, afterCommit: true })
      const tx = payment.transactions as { id: string }
      const refunded = await payrail.payments.refund(payment.id, tx.id, { amount: { currency: "USD", value: 20 } })
      expect(refunded.amount.refunded).toBe(20)
      const [stored] = h.fake.state.payments
      expect((stored!.transactions as Array<{ type: string }>).filter((t) => t.type === "REFUND")).toHaveLength(1)
    })

    it("a dropped connection before commit applies nothing; the retry creates the payment once", async () => {
      const { session, payrail } = setup()
      h.fake.faults.inject({ path: "/payments", dropConnection: true })
      await payrail.payments.create(paymentBody(session.id))
      expect(h.fake.state.payments).toHaveLength(1)
      expect(h.fake.requests.map((r) => r.outcome)).toEqual(["dropped", "answered"])
    })

    it("a 503 fault is retried by the client; a fault that outlasts the retries surfaces as the error", async () => {
      const { session, payrail } = setup()
      h.fake.faults.inject({ path: "/checkout/sessions/*/payment-methods", status: 503, times: 2 })
      expect(await payrail.checkout.paymentMethods(session.id)).toHaveLength(3)
      h.fake.faults.inject({ path: "/checkout/sessions/*/payment-methods", status: 500, times: Infinity })
      const error = await caught(() => payrail.checkout.paymentMethods(session.id))
      expect(error).toMatchObject({ _tag: "ApiError", status: 500, code: "INTERNAL_ERROR" })
    })
  })
}
