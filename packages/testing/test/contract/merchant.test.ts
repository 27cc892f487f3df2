/**
 * The contract suite (`pnpm contract`): a merchant's flows, asserted only on what the service's
 * sandbox answers too — statuses, types and the shapes its reference shows — never on the fake's
 * own ids, clock or shortcuts. Runs against the fake over HTTP in the repository's tests, and
 * against the sandbox with the merchant's keys (see target.ts, README "Contract tests").
 */
import { transactionsOf } from "@payrail/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { reportBody, subscriptionBody } from "../helpers"
import { type ContractTarget, contractTarget } from "./target"

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** The Test Payment Gateway's Visa that answers SUCCEEDED, with its table's expiry, code and name. */
const TEST_CARD = { number: "4507990000000002", expiration_month: 11, expiration_year: 2028, security_code: "123", holder_name: "John Doe" }
const usd = (value: number) => ({ currency: "USD", value })
/** Unique per run: the sandbox keeps every merchant id and order id ever sent. */
const run = `contract-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

describe("contract: a merchant's flows", () => {
  let t: ContractTarget
  beforeAll(async () => {
    t = await contractTarget()
  })
  afterAll(async () => {
    await t?.close()
  })

  const newCustomer = (suffix: string) =>
    t.payrail.customers.create({
      merchant_customer_id: `${run}-${suffix}`,
      first_name: "John",
      last_name: "Doe",
      email: "john.doe@example.com",
      country: "US"
    })

  it("creates a customer and reads it back by id and by merchant customer id", async () => {
    const customer = await newCustomer("c1")
    expect(customer.id).toMatch(UUID)
    expect(customer).toMatchObject({ merchant_customer_id: `${run}-c1`, first_name: "John", email: "john.doe@example.com" })
    expect(await t.payrail.customers.retrieve(customer.id)).toMatchObject({ id: customer.id, merchant_customer_id: `${run}-c1` })
    expect(await t.payrail.customers.retrieveByMerchantCustomerId(`${run}-c1`)).toMatchObject({ id: customer.id })
  })

  it("opens a checkout session, authorizes the test card, captures part and refunds part of the capture", async () => {
    const customer = await newCustomer("c2")
    const order = `${run}-order`
    const session = await t.payrail.checkout.sessions.create({
      account_id: t.accountId,
      merchant_order_id: order,
      payment_description: "Contract test order",
      country: "US",
      customer_id: customer.id,
      amount: usd(50)
    })
    expect(session.checkout_session).toMatch(UUID)
    expect(session).toMatchObject({ merchant_order_id: order, amount: usd(50) })

    // a PCI merchant's DIRECT card payment: the card's own data, authorized only
    const payment = await t.payrail.payments.create({
      account_id: t.accountId,
      description: "SUCCEEDED",
      country: "US",
      merchant_order_id: order,
      amount: usd(50),
      checkout: { session: session.checkout_session },
      customer_payer: { id: customer.id },
      workflow: "DIRECT",
      payment_method: { type: "CARD", detail: { card: { capture: false, card_data: TEST_CARD } } }
    } as Parameters<typeof t.payrail.payments.create>[0])
    expect(payment.id).toMatch(UUID)
    expect([payment.status, payment.sub_status]).toEqual(["PENDING", "AUTHORIZED"])
    const [authorization] = transactionsOf(payment)
    expect(authorization).toMatchObject({ type: "AUTHORIZE", status: "SUCCEEDED" })
    // the card number never comes back whole
    expect(JSON.stringify(payment)).not.toContain(TEST_CARD.number)

    const capture = await t.payrail.payments.capture(payment.id, authorization!.id!, { merchant_reference: `${run}-capture`, amount: usd(30) })
    expect(capture).toMatchObject({ type: "CAPTURE", status: "SUCCEEDED", payment: { status: "SUCCEEDED", sub_status: "PARTIALLY_CAPTURED" } })

    const refunded = await t.payrail.payments.refund(payment.id, capture.id!, { amount: usd(10), reason: "REQUESTED_BY_CUSTOMER" })
    expect(refunded).toMatchObject({ id: payment.id, status: "SUCCEEDED", sub_status: "PARTIALLY_REFUNDED" })
    expect(refunded.amount).toMatchObject({ currency: "USD", value: 50, refunded: 10 })

    const byOrder = await t.payrail.payments.listByMerchantOrderId(order)
    expect(byOrder.map((p) => p.id)).toContain(payment.id)
  })

  it("enrolls the test card and bills a subscription on it: ACTIVE, then CANCELED", async () => {
    const customer = await newCustomer("c3")
    const card = await t.payrail.customers.paymentMethods.enroll(customer.id, {
      account_id: t.accountId,
      type: "CARD",
      country: "US",
      workflow: "DIRECT",
      card_data: TEST_CARD
    })
    expect(card).toMatchObject({ type: "CARD", status: "ENROLLED" })
    expect(card.vaulted_token).toMatch(UUID)

    const subscription = await t.payrail.subscriptions.create(
      subscriptionBody({ id: customer.id, vaultedToken: card.vaulted_token! }, { account_id: t.accountId, merchant_reference: `${run}-plan` })
    )
    expect(subscription.id).toMatch(UUID)
    expect(subscription).toMatchObject({ status: "ACTIVE", amount: usd(9.99), frequency: { type: "MONTH", value: 1 } })
    expect(await t.payrail.subscriptions.retrieve(subscription.id)).toMatchObject({ id: subscription.id, status: "ACTIVE" })
    expect(await t.payrail.subscriptions.cancel(subscription.id)).toMatchObject({ id: subscription.id, status: "CANCELED" })
  })

  it("requests a payments report: IN_PROCESS at creation, then read back by id", async () => {
    expect(t.organizationCode, "reports need PAYRAIL_ORGANIZATION_CODE (X-Organization-Code)").toBeDefined()
    const report = await t.payrail.reports.create(reportBody({ merchant_reference_id: `${run}-report` }))
    expect(report.id).toMatch(UUID)
    expect(report).toMatchObject({ type: "PAYMENTS", status: "IN_PROCESS" })
    const again = await t.payrail.reports.retrieve(report.id)
    expect(again.id).toBe(report.id)
    expect(["IN_PROCESS", "SUCCEEDED"]).toContain(again.status)
  })
})
