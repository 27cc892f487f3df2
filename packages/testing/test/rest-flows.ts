/**
 * The operations added with the rest of the merchant API, end to end through `@payrail/core`'s
 * client against the fake: payment links, payouts, recipients and onboardings, split transfers,
 * webhook endpoints, installment plans, disputes, 3DS, and the 501 of what the fake does not model.
 * Run in-process and over real HTTP (e2e-*.test.ts).
 */
import type { PayrailClient } from "@payrail/core"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { ACCOUNT_ID, caught, type Harness, type MakeHarness, paymentBody, requestsAreOpen } from "./helpers"

const MIN = 60_000

export const recipientBody = (n: number) => ({
  account_id: ACCOUNT_ID,
  merchant_recipient_id: `seller-${n}`,
  national_entity: "INDIVIDUAL" as const,
  first_name: `Seller${n}`,
  last_name: "Example",
  country: "CO"
})
export const onboardingBody = (type: "PREVIOUSLY_ONBOARDED" | "ONE_STEP_ONBOARDING" | "TWO_STEP_ONBOARDING") => ({
  account_id: ACCOUNT_ID,
  type,
  workflow: "DIRECT" as const,
  provider: { id: "STRIPE", connection_id: "conn-1" }
})
export const payoutBody = (merchantReference: string, description = "Weekly seller payout") => ({
  account_id: ACCOUNT_ID,
  merchant_reference: merchantReference,
  description,
  country: "CO" as const,
  purpose: "PROVIDER_SERVICES",
  amount: { currency: "USD", value: 40 },
  beneficiary: { merchant_beneficiary_id: "seller-1", country: "CO" as const },
  withdrawal_method: { type: "BANK_TRANSFER_PAYOUT", provider_id: "UNLIMINT" }
})
const linkBody = (overrides: Record<string, unknown> = {}) => ({
  account_id: ACCOUNT_ID,
  country: "US" as const,
  amount: { currency: "USD", value: 26.9 },
  payment_method_types: ["CARD"],
  description: "Invoice 42",
  availability: { finish_at: "2025-03-02T12:00:00Z" }, // a day after the fake's start (helpers T0)
  ...overrides
})

/** Onboards a recipient that can receive money at once. */
export const onboardedRecipient = async (payrail: PayrailClient, n: number) => {
  const recipient = await payrail.recipients.create(recipientBody(n))
  await payrail.recipients.onboardings.create(recipient.id, onboardingBody("PREVIOUSLY_ONBOARDED"))
  return recipient
}

export const describeRestFlows = (makeHarness: MakeHarness) => {
  let h: Harness
  let payrail: PayrailClient
  beforeEach(async () => {
    h = await makeHarness()
    payrail = h.client()
  })
  afterEach(async () => {
    await h.close()
  })

  describe("payment links", () => {
    it("a payment through the link's session pays it and names it; a one-time link takes no second payment", async () => {
      const link = await payrail.paymentLinks.create(linkBody({ one_time_use: true }))
      expect(link.status).toBe("CREATED")
      const session = new URL(link.checkout_url!).searchParams.get("session")!
      const payment = await payrail.payments.create(paymentBody(session))
      expect(payment.payment_link_id).toBe(link.id)
      expect((await payrail.paymentLinks.retrieve(link.id)).status).toBe("PAID")
      expect((await payrail.payments.retrieve(payment.id)).payment_link_id).toBe(link.id)
      const again = await caught(() => payrail.payments.create(paymentBody(session, { merchant_order_id: "order-0002" })))
      expect(again.code).toBe("PAYMENT_LINK_NOT_AVAILABLE")
      const otherAmount = await payrail.paymentLinks.create(linkBody())
      const wrong = await caught(() =>
        payrail.payments.create(paymentBody(new URL(otherAmount.checkout_url!).searchParams.get("session")!, { amount: { currency: "USD", value: 1 } }))
      )
      expect(wrong.code).toBe("INVALID_REQUEST")
    })

    it("a cancelled link and an expired one take no payment; a paid one cannot be cancelled", async () => {
      const link = await payrail.paymentLinks.create(linkBody())
      const cancelled = await payrail.paymentLinks.cancel(link.id)
      expect(cancelled.status).toBe("CANCELED")
      expect((await payrail.paymentLinks.cancel(link.id)).status).toBe("CANCELED")
      const refused = await caught(() => payrail.payments.create(paymentBody(new URL(cancelled.checkout_url!).searchParams.get("session")!)))
      expect(refused.code).toBe("PAYMENT_LINK_NOT_AVAILABLE")

      const expiring = await payrail.paymentLinks.create(linkBody())
      await h.fake.clock.advance(24 * 60 * MIN)
      expect((await payrail.paymentLinks.retrieve(expiring.id)).status).toBe("EXPIRED")
      expect((await caught(() => payrail.paymentLinks.cancel(expiring.id))).code).toBe("INVALID_STATUS")
      expect((await caught(() => payrail.paymentLinks.retrieve("no-such-link"))).code).toBe("PAYMENT_LINK_NOT_FOUND")
    })
  })

  describe("payouts", () => {
    it("is PENDING, then SUCCEEDED a minute later; a DECLINED description declines it; found by merchant reference", async () => {
      const payout = await payrail.payouts.create(payoutBody("payout-0001"))
      expect(payout.status).toBe("PENDING")
      const declined = await payrail.payouts.create(payoutBody("payout-0001", "DECLINED by the test"))
      await h.fake.clock.advance(MIN)
      expect((await payrail.payouts.retrieve(payout.id)).status).toBe("SUCCEEDED")
      expect((await payrail.payouts.retrieve(declined.id)).status).toBe("DECLINED")
      const listed = await payrail.payouts.listByMerchantReference("payout-0001")
      expect(listed.map((p) => p.id).sort()).toEqual([payout.id, declined.id].sort())
      expect(await payrail.payouts.listByMerchantReference("payout-none")).toEqual([])
      expect((await caught(() => payrail.payouts.retrieve("no-such-payout"))).code).toBe("PAYOUT_NOT_FOUND")
    })

    it("replays a keyed create: one payout", async () => {
      const first = await payrail.payouts.create(payoutBody("payout-keyed"), { idempotencyKey: "payout-key-1" })
      const second = await payrail.payouts.create(payoutBody("payout-keyed"), { idempotencyKey: "payout-key-1" })
      expect(second.id).toBe(first.id)
      expect(await payrail.payouts.listByMerchantReference("payout-keyed")).toHaveLength(1)
    })
  })

  describe("recipients and onboardings", () => {
    it("creates, retrieves, patches, lists over pages, and deletes a recipient", async () => {
      const made: Array<{ id: string }> = []
      for (const n of [1, 2, 3]) made.push(await payrail.recipients.create(recipientBody(n)))
      const patched = await payrail.recipients.update(made[0]!.id, { email: "one@example.com" })
      expect(patched).toMatchObject({ id: made[0]!.id, email: "one@example.com", first_name: "Seller1" })
      const page = await payrail.recipients.list({ limit: 2 })
      expect(page.data).toHaveLength(2)
      expect(page.total).toBe(3)
      expect(page.hasMore).toBe(true)
      const rest = await payrail.recipients.list(page.nextParams)
      expect([...page.data, ...rest.data].map((r) => r.id).sort()).toEqual(made.map((r) => r.id).sort())
      await payrail.recipients.delete(made[2]!.id)
      expect((await caught(() => payrail.recipients.retrieve(made[2]!.id))).code).toBe("RECIPIENT_NOT_FOUND")
    })

    it("moves onboardings: one-step succeeds a minute later, two-step on continue, block/unblock/cancel with their 409s", async () => {
      const recipient = await payrail.recipients.create(recipientBody(1))
      const oneStep = await payrail.recipients.onboardings.create(recipient.id, onboardingBody("ONE_STEP_ONBOARDING"))
      expect(oneStep.status).toBe("PENDING")
      await h.fake.clock.advance(MIN)
      expect((await payrail.recipients.onboardings.retrieve(recipient.id, oneStep.id)).status).toBe("SUCCEEDED")

      const twoStep = await payrail.recipients.onboardings.create(recipient.id, onboardingBody("TWO_STEP_ONBOARDING"))
      expect(twoStep.status).toBe("PENDING")
      expect((await payrail.recipients.onboardings.continue(recipient.id, twoStep.id)).status).toBe("SUCCEEDED")
      expect((await caught(() => payrail.recipients.onboardings.continue(recipient.id, twoStep.id))).code).toBe("ONBOARDING_NOT_VALID")

      const blocked = await payrail.recipients.onboardings.block(recipient.id, oneStep.id)
      expect((blocked.onboardings as Array<{ id: string }>).find((o) => o.id === oneStep.id)).toMatchObject({ status: "BLOCKED" })
      expect((await caught(() => payrail.recipients.onboardings.block(recipient.id, oneStep.id))).code).toBe("RECIPIENT_ALREADY_BLOCKED")
      await payrail.recipients.unblockOnboarding(recipient.id, oneStep.id) // the alias
      expect((await caught(() => payrail.recipients.onboardings.unblock(recipient.id, oneStep.id))).code).toBe("RECIPIENT_NOT_BLOCKED")
      await payrail.recipients.onboardings.cancel(recipient.id, oneStep.id)
      expect((await payrail.recipients.onboardings.retrieve(recipient.id, oneStep.id)).status).toBe("CANCELLED")
      expect((await caught(() => payrail.recipients.onboardings.cancel(recipient.id, oneStep.id))).code).toBe("RECIPIENT_ALREADY_CANCELLED")
      const updated = await payrail.recipients.onboardings.update(recipient.id, twoStep.id, { callback_url: "https://merchant.example/onb" })
      expect(updated.callback_url).toBe("https://merchant.example/onb")
    })
  })

  describe("split transfers", () => {
    it("reach only an onboarded recipient; are reversed once, never above the amount; a recipient with transfers is not deleted", async () => {
      const pending = await payrail.recipients.create(recipientBody(1))
      await payrail.recipients.onboardings.create(pending.id, onboardingBody("TWO_STEP_ONBOARDING"))
      const body = { account_id: ACCOUNT_ID, recipient_id: pending.id, provider_id: "STRIPE", amount: { currency: "USD", value: 25 } }
      expect((await caught(() => payrail.splitTransfers.create(body))).code).toBe("ONBOARDING_NOT_VALID")

      const seller = await onboardedRecipient(payrail, 2)
      const transfer = await payrail.splitTransfers.create({ ...body, recipient_id: seller.id })
      expect(transfer).toMatchObject({ status: "SUCCEEDED", amount: { currency: "USD", value: 25 } })
      expect((await caught(() => payrail.splitTransfers.reverse(transfer.id, { amount: { currency: "USD", value: 26 } }))).code).toBe("REVERSAL_AMOUNT_EXCEEDS")
      const reversed = await payrail.splitTransfers.reverse(transfer.id, { amount: { currency: "USD", value: 10 } })
      expect(reversed.status).toBe("PARTIALLY_REVERSED")
      expect((await caught(() => payrail.splitTransfers.reverse(transfer.id))).code).toBe("TRANSFER_ALREADY_REVERSED")
      expect((await payrail.splitTransfers.retrieve(transfer.id)).transactions?.map((t) => t.type)).toEqual(["SPLIT_TRANSFER", "SPLIT_TRANSFER_REVERSAL"])
      expect((await caught(() => payrail.recipients.delete(seller.id))).code).toBe("RECIPIENT_IN_USE")
    })
  })

  describe("webhook endpoints", () => {
    const endpoint = (overrides: Record<string, unknown> = {}) => ({
      account_id: ACCOUNT_ID,
      name: "payments listener",
      url: "https://merchant.example/hooks",
      hmac_client_secret: "hmac-secret-1",
      payment_triggers: ["PURCHASE" as const],
      ...overrides
    })

    it("creates with secrets masked, refuses a duplicate with 409, lists, patches, deletes", async () => {
      const created = await payrail.webhookEndpoints.create(endpoint())
      expect(created).toMatchObject({ state: "ACTIVE", hmac_client_secret: "***", api_key: null, payment_triggers: ["PURCHASE"] })
      const duplicate = await caught(() => payrail.webhookEndpoints.create(endpoint()))
      expect([duplicate.status, duplicate.code]).toEqual([409, "WEBHOOK_ALREADY_EXISTS"])
      // no trigger at all: never accepted, so the client refuses it before sending (the fake's answer: test/document-agrees.test.ts)
      const none = await caught(() => payrail.webhookEndpoints.create(endpoint({ name: "none", payment_triggers: [] })))
      expect(none._tag).toBe("RequestValidationError")
      expect(none.paths).toContain("payment_triggers")
      const inactive = await payrail.webhookEndpoints.update(created.id, { account_id: ACCOUNT_ID, state: "INACTIVE" })
      expect(inactive.state).toBe("INACTIVE")
      expect(await payrail.webhookEndpoints.list({ account_id: ACCOUNT_ID, state: "ACTIVE" })).toEqual([])
      expect((await payrail.webhookEndpoints.retrieve(created.id, { account_id: ACCOUNT_ID })).name).toBe("payments listener")
      await payrail.webhookEndpoints.delete(created.id, { account_id: ACCOUNT_ID })
      expect((await caught(() => payrail.webhookEndpoints.retrieve(created.id, { account_id: ACCOUNT_ID }))).code).toBe("WEBHOOK_NOT_FOUND")
    })
  })

  describe("installment plans", () => {
    const plan = { name: "3 or 6", account_id: [ACCOUNT_ID], merchant_reference: "plan-1", country_code: "US", installments_plan: [{ installment: 3 }, { installment: 6 }], amount: { currency: "USD", min_value: 10, max_value: 100 } }

    // the plan travels in a payment field this branch's payment schema does not know yet (helpers.requestsAreOpen)
    it.runIf(requestsAreOpen)("CRUD, and a payment's plan must fit its amount and country", async () => {
      const created = await payrail.installmentPlans.create(plan)
      expect((await payrail.installmentPlans.retrieve(created.id)).name).toBe("3 or 6")
      expect((await payrail.installmentPlans.update(created.id, { name: "3, 6" })).name).toBe("3, 6")
      expect((await payrail.installmentPlans.list({ account_id: ACCOUNT_ID })).map((p) => p.id)).toEqual([created.id])
      const session = h.fake.seed.checkoutSession()
      const card = (installments: number, value = 26.9) =>
        paymentBody(session.id, { amount: { currency: "USD", value }, payment_method: { token: "tok_visa", detail: { card: { installments } } } })
      // the plan travels as `installments.plan_id`, a field the client passes through as given
      const paid = await payrail.request({ method: "POST", path: "/payments", body: { ...card(3), installments: { plan_id: created.id } }, idempotent: true })
      expect((paid as { status: string }).status).toBe("SUCCEEDED")
      const tooBig = await caught(() => payrail.request({ method: "POST", path: "/payments", body: { ...card(3, 500), installments: { plan_id: created.id } }, idempotent: true }))
      expect(tooBig.code).toBe("INSTALLMENTS_PLAN_NOT_APPLICABLE")
      const notOffered = await caught(() => payrail.request({ method: "POST", path: "/payments", body: { ...card(12), installments: { plan_id: created.id } }, idempotent: true }))
      expect(notOffered.code).toBe("INSTALLMENTS_PLAN_NOT_APPLICABLE")
      await payrail.installmentPlans.delete(created.id)
      const gone = await caught(() => payrail.request({ method: "POST", path: "/payments", body: { ...card(3), installments: { plan_id: created.id } }, idempotent: true }))
      expect(gone.code).toBe("INSTALLMENTS_PLAN_NOT_FOUND")
    })
  })

  describe("chargebacks, disputes, fulfillment, cancel-or-refund of one transaction", () => {
    const evidence = { account_id: ACCOUNT_ID, evidence: [{ file_name: "receipt.pdf", content_type: "application/pdf" as const, content_category: "RECEIPT", content: "JVBERi0xLjQK" }] }

    it("a CHARGEBACK description brings a chargeback a minute later, which is disputed, then updated", async () => {
      const session = h.fake.seed.checkoutSession()
      const payment = await payrail.payments.create(paymentBody(session.id, { description: "CHARGEBACK test order" }))
      await h.fake.clock.advance(MIN)
      const charged = await payrail.payments.retrieve(payment.id)
      expect(charged.status).toBe("CHARGEBACK")
      const chargeback = (charged.transactions as unknown as Array<{ id: string; type: string }>).find((t) => t.type === "CHARGEBACK")!
      const purchase = (charged.transactions as unknown as Array<{ id: string; type: string }>)[0]!
      expect((await caught(() => payrail.payments.dispute(payment.id, purchase.id, evidence))).code).toBe("INVALID_STATUS")
      expect((await caught(() => payrail.payments.updateDispute(payment.id, chargeback.id, evidence))).code).toBe("INVALID_STATUS")
      const disputed = await payrail.payments.dispute(payment.id, chargeback.id, evidence)
      expect([disputed.status, disputed.sub_status]).toEqual(["IN_DISPUTE", "PENDING_REVIEW"])
      expect((await payrail.payments.updateDispute(payment.id, chargeback.id, evidence)).status).toBe("IN_DISPUTE")
    })

    it("refunds one captured transaction, accepts a fulfillment notice", async () => {
      const session = h.fake.seed.checkoutSession()
      const payment = await payrail.payments.create(paymentBody(session.id))
      const purchase = (payment.transactions as { id: string }).id
      const result = await payrail.payments.cancelOrRefundTransaction(payment.id, purchase)
      expect(result.type).toBe("REFUND")
      expect((await payrail.payments.retrieve(payment.id)).status).toBe("REFUNDED")
      await payrail.payments.notifyFulfillment(payment.id, { status: "COMPLETED", fulfillments: [{ id: "f-1", type: "STANDARD", status: "COMPLETED" }] })
    })
  })

  describe("3DS setups", () => {
    const setupBody = {
      account_id: ACCOUNT_ID,
      type: "MERCHANT_PROVIDED" as const,
      browser_info: { user_agent: "Mozilla/5.0", accept_header: "text/html", color_depth: "24", screen_height: "1080", screen_width: "1920", language: "en-US" }
    }
    const withSetup = (session: string, setupId: string, description = "Order from the fake tests") => ({
      ...paymentBody(session, { description }),
      payment_method: { token: "tok_visa", detail: { card: { three_d_secure: { three_d_secure_setup_id: setupId } } } }
    })

    it.runIf(requestsAreOpen)("a payment names an existing setup; the challenge trigger leaves it waiting for the payer", async () => {
      const setup = await payrail.threeDSecure.createSetup(setupBody)
      const session = h.fake.seed.checkoutSession()
      const unknown = await caught(() => payrail.request({ method: "POST", path: "/payments", body: withSetup(session.id, "no-such-setup"), idempotent: true }))
      expect(unknown.code).toBe("THREE_D_SECURE_SETUP_NOT_FOUND")
      const ok = (await payrail.request({ method: "POST", path: "/payments", body: withSetup(session.id, setup.three_d_secure_setup_id), idempotent: true })) as { status: string }
      expect(ok.status).toBe("SUCCEEDED")
      const challenged = (await payrail.request({
        method: "POST", path: "/payments", body: withSetup(session.id, setup.three_d_secure_setup_id, "THREE_D_SECURE_CHALLENGE order"), idempotent: true
      })) as { status: string; sub_status: string; transactions: { response_code: string } }
      expect([challenged.status, challenged.sub_status, challenged.transactions.response_code]).toEqual(["PENDING", "WAITING_ADDITIONAL_STEP", "THREE_D_SECURE_ACTION_REQUIRED"])
    })
  })

  describe("scripted answers", () => {
    it("are for operations the fake does not model: every declared one is modelled, so a stub is refused", () => {
      expect(() => h.fake.stub("issuers.list", { body: {} })).toThrow(/modelled by the fake/)
      expect(() => h.fake.stub("plans.create", { body: {} })).toThrow(/modelled by the fake/)
      expect(() => h.fake.stub("payments.create", { body: {} })).toThrow(/modelled by the fake/)
    })
  })

}
