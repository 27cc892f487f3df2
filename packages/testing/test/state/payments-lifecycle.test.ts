/**
 * Payment creation and its later moves beyond the flows' happy paths (src/state/payments.ts):
 * vaulted-card lookup without a customer, the verify / decline / bank-transfer
 * transactions, vault_on_success's conditions, the defaults of a payment's fields, a
 * subscription renewal's payment (approved and declined), refunds of a payment with nothing
 * captured, the refund webhook's name, and the transactions a cancel leaves.
 */
import { transactionsOf } from "@payrail/core"
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { ACCOUNT_ID, caught, FAST_RETRIES, paymentBody, subscriptionBody, T0 } from "../helpers"

const DAY = 86_400_000
const usd = (value: number) => ({ currency: "USD", value })
const text = (error: unknown) => JSON.stringify(error)

const setup = (withWebhooks = false) => {
  const fake = createFakePayrail({
    now: T0,
    ...(withWebhooks ? { webhooks: { url: "http://merchant.internal/hooks", secret: "s3cret", fetch: async () => new Response("ok") } } : {})
  })
  const payrail = fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID })
  const session = () => fake.seed.checkoutSession().id
  return { fake, payrail, session }
}

describe("vaulted cards without a customer", () => {
  it("a vaulted token alone finds the card among this merchant's customers, not another merchant's", async () => {
    const { fake, payrail, session } = setup()
    const first = fake.seed.customer()
    const second = fake.seed.customer()
    const paid = await payrail.payments.create(paymentBody(session(), { payment_method: { vaulted_token: second.vaultedToken } }))
    expect(paid).toMatchObject({ status: "SUCCEEDED", sub_status: "APPROVED", payment_method: { vaulted_token: second.vaultedToken } })
    const paidFirst = await payrail.payments.create(paymentBody(session(), { payment_method: { vaulted_token: first.vaultedToken } }))
    expect(paidFirst.status).toBe("SUCCEEDED")
    fake.seed.merchant({ publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    const theirs = fake.seed.customer({ merchant: "pk_other" })
    const refused = await caught(() => payrail.payments.create(paymentBody(session(), { payment_method: { vaulted_token: theirs.vaultedToken } })))
    expect(refused).toMatchObject({ status: 400, code: "INVALID_REQUEST" })
    expect(text(refused)).toContain("payment_method.vaulted_token: no enrolled card has this vaulted token")
    await payrail.close()
  })
})

describe("what creation makes of each method", () => {
  it("a bank transfer's PURCHASE is CREATED, waiting for the payer's transfer", async () => {
    const { payrail, session } = setup()
    const payment = await payrail.payments.create(paymentBody(session(), { payment_method: { type: "BANK_TRANSFER" } }))
    expect(payment).toMatchObject({ status: "READY_TO_PAY", sub_status: "CREATED" })
    expect(transactionsOf(payment)[0]).toMatchObject({
      type: "PURCHASE", status: "CREATED", category: "BANK_TRANSFER",
      response_code: "CREATED", response_message: "Waiting for the payer's transfer"
    })
    await payrail.close()
  })

  it("a declined payment's transaction is an AUTHORIZE with capture false, a PURCHASE otherwise", async () => {
    const { payrail, session } = setup()
    const authorize = await payrail.payments.create(
      paymentBody(session(), { payment_method: { token: "tok_decline", detail: { card: { capture: false } } } })
    )
    expect(authorize).toMatchObject({ status: "DECLINED", sub_status: "DECLINED" })
    expect(transactionsOf(authorize)[0]).toMatchObject({ type: "AUTHORIZE", status: "DECLINED", response_code: "DO_NOT_HONOR" })
    const purchase = await payrail.payments.create(paymentBody(session(), { payment_method: { token: "tok_decline" } }))
    expect(transactionsOf(purchase)[0]).toMatchObject({ type: "PURCHASE", status: "DECLINED", category: "CARD" })
    await payrail.close()
  })

  it("verify: true is VERIFIED / VERIFIED with a VERIFY transaction and nothing captured", async () => {
    const { payrail, session } = setup()
    const payment = await payrail.payments.create(paymentBody(session(), { payment_method: { token: "tok_visa", detail: { card: { verify: true } } } }))
    expect(payment).toMatchObject({ status: "VERIFIED", sub_status: "VERIFIED", amount: { value: 26.9, captured: 0 } })
    expect(transactionsOf(payment)[0]).toMatchObject({
      type: "VERIFY", status: "SUCCEEDED", category: "CARD", amount: 26.9,
      response_code: "SUCCEEDED", response_message: "Transaction successful"
    })
    await payrail.close()
  })

  it("defaults: workflow SDK_CHECKOUT, no callback, no session for DIRECT; additional_data and taxes kept as sent", async () => {
    const { payrail, session } = setup()
    const payment = await payrail.payments.create(paymentBody(session(), {
      additional_data: { order: { fee_amount: 1 } },
      taxes: { vat: { value: 2 } }
    }))
    expect(payment).toMatchObject({
      workflow: "SDK_CHECKOUT",
      callback_url: "",
      additional_data: { order: { fee_amount: 1 } },
      taxes: { vat: { value: 2 } }
    })
    const body = paymentBody("x", { workflow: "DIRECT" }) as unknown as Record<string, unknown>
    delete body.checkout
    const direct = await payrail.payments.create(body as never)
    expect(direct).toMatchObject({ workflow: "DIRECT", checkout: { session: "", sdk_action_required: false }, additional_data: null, taxes: null })
    await payrail.close()
  })
})

describe("vault_on_success", () => {
  it("vaults the card of an approved card payment with a customer, and only then", async () => {
    const { fake, payrail, session } = setup()
    const customer = fake.seed.customer({ cards: 0 })
    const count = async () => (await payrail.customers.paymentMethods.list(customer.id)).length
    // no vault_on_success: nothing vaulted
    const plain = await payrail.payments.create(paymentBody(session(), { customer_payer: { id: customer.id } }))
    expect(plain.payment_method).toMatchObject({ vaulted_token: "", vault_on_success: false })
    expect(await count()).toBe(0)
    // declined: nothing vaulted
    const declined = await payrail.payments.create(
      paymentBody(session(), { customer_payer: { id: customer.id }, payment_method: { token: "tok_decline", vault_on_success: true } })
    )
    expect(declined.payment_method).toMatchObject({ vaulted_token: "" })
    expect(await count()).toBe(0)
    // no customer: approved, nothing to vault into
    const anonymous = await payrail.payments.create(paymentBody(session(), { payment_method: { token: "tok_visa", vault_on_success: true } }))
    expect(anonymous).toMatchObject({ status: "SUCCEEDED", payment_method: { vaulted_token: "", vault_on_success: true } })
    // another method type than CARD: nothing vaulted
    const pix = await payrail.payments.create(
      paymentBody(session(), { customer_payer: { id: customer.id }, payment_method: { type: "PIX", token: "tok_visa", vault_on_success: true } })
    )
    expect(pix).toMatchObject({ status: "SUCCEEDED", payment_method: { type: "PIX", vaulted_token: "" } })
    expect(await count()).toBe(0)
    // approved with a customer: vaulted
    const vaulted = await payrail.payments.create(
      paymentBody(session(), { customer_payer: { id: customer.id }, payment_method: { token: "tok_visa", vault_on_success: true } })
    )
    const [card] = await payrail.customers.paymentMethods.list(customer.id)
    expect(vaulted.payment_method?.vaulted_token).toBe(card!.vaulted_token)
    // paying with that vaulted card: no second card
    const again = await payrail.payments.create(
      paymentBody(session(), { customer_payer: { id: customer.id }, payment_method: { vaulted_token: card!.vaulted_token, vault_on_success: true } })
    )
    expect(again.payment_method?.vaulted_token).toBe(card!.vaulted_token)
    expect(await count()).toBe(1)
    await payrail.close()
  })
})

describe("a subscription renewal's payment", () => {
  it("an approved renewal is a DIRECT PURCHASE on the vaulted card, with the stored credentials", async () => {
    const { fake, payrail } = setup()
    const customer = fake.seed.customer({ cards: 2 })
    const token = customer.vaultedTokens[1]!
    const sub = await payrail.subscriptions.create(subscriptionBody({ id: customer.id, vaultedToken: token }))
    const payments = fake.state.payments.filter((p) => p.subscription_code === sub.id)
    expect(payments).toHaveLength(1)
    const payment = payments[0]!
    expect(payment).toMatchObject({
      status: "SUCCEEDED",
      sub_status: "APPROVED",
      amount: { value: 9.99, captured: 9.99, refunded: 0 },
      workflow: "DIRECT",
      checkout: { session: "" },
      callback_url: "",
      // the subscription's reference names the order too
      merchant_order_id: "plan-pro-001",
      merchant_reference: "plan-pro-001",
      customer_payer: { id: customer.id },
      additional_data: null,
      taxes: null,
      metadata: [],
      payment_method: {
        vaulted_token: token,
        type: "CARD",
        payment_method_detail: {
          card: { capture: true, stored_credentials: { reason: "SUBSCRIPTION", usage: "USED" } }
        }
      }
    })
    expect(payment.transactions).toHaveLength(1)
    expect((payment.transactions as Array<Record<string, unknown>>)[0]).toMatchObject({
      type: "PURCHASE", status: "SUCCEEDED", category: "CARD", amount: 9.99,
      response_code: "SUCCEEDED", response_message: "Transaction successful"
    })
    // the saved state keeps the payment method as a renewal sends it
    const stored = ((fake.snapshot() as any).store.payments as Array<[string, Record<string, unknown>]>).map(([, p]) => p)
    expect(stored.find((p) => p.subscriptionCode === sub.id)).toMatchObject({
      methodType: "CARD",
      paymentMethod: { type: "CARD", vaulted_token: token, detail: { card: { capture: true, stored_credentials: { reason: "SUBSCRIPTION", usage: "USED" } } } }
    })
    // the card used is the one the subscription names: it, and only it, shows a last use
    const methods = await payrail.customers.paymentMethods.list(customer.id)
    const used = methods.find((m) => m.vaulted_token === token) as Record<string, unknown>
    const other = methods.find((m) => m.vaulted_token !== token) as Record<string, unknown>
    expect(used.last_successfully_used_at).not.toBeNull()
    expect(other.last_successfully_used_at).toBeNull()
    await payrail.close()
  })

  it("a renewal on an unenrolled card is DECLINED with CARD_NOT_ENROLLED", async () => {
    const { fake, payrail } = setup()
    const customer = fake.seed.customer({ cards: 2 })
    const token = customer.vaultedTokens[1]!
    const sub = await payrail.subscriptions.create(subscriptionBody({ id: customer.id, vaultedToken: token }))
    const methods = await payrail.customers.paymentMethods.list(customer.id)
    const target = methods.find((m) => m.vaulted_token === token)!
    await payrail.customers.paymentMethods.unenroll(customer.id, target.id!)
    await fake.clock.advance(31 * DAY)
    const payments = fake.state.payments.filter((p) => p.subscription_code === sub.id)
    expect(payments).toHaveLength(2)
    const renewal = payments.find((p) => p.status !== "SUCCEEDED")!
    expect(renewal).toMatchObject({ status: "DECLINED", sub_status: "DECLINED", amount: { captured: 0 } })
    expect((renewal.transactions as Array<Record<string, unknown>>)[0]).toMatchObject({
      type: "PURCHASE", status: "DECLINED", category: "CARD",
      response_code: "CARD_NOT_ENROLLED", response_message: "The vaulted card is no longer enrolled"
    })
    await payrail.close()
  })

  it("a declined charge (amount trigger) does not mark the card used", async () => {
    const { fake, payrail } = setup()
    const customer = fake.seed.customer()
    // the first cycle, charged at creation, is 10.13: declined by the amount trigger
    await payrail.subscriptions.create(
      subscriptionBody(customer, { amount: usd(10.13) })
    )
    const [method] = await payrail.customers.paymentMethods.list(customer.id)
    expect(method!.last_successfully_used_at).toBeNull()
    await payrail.close()
  })
})

describe("refunds of a payment with nothing captured", () => {
  it("a zero-value purchase is SUCCEEDED with nothing captured: no refund, and the refusal says its status", async () => {
    const { payrail, session } = setup()
    const zero = await payrail.payments.create(paymentBody(session(), { amount: usd(0) }))
    expect(zero).toMatchObject({ status: "SUCCEEDED", amount: { value: 0, captured: 0 } })
    const refused = await caught(() => payrail.payments.refund(zero.id, transactionsOf(zero)[0]!.id!, {} as never))
    expect(refused).toMatchObject({ status: 400, code: "INVALID_STATUS" })
    expect(text(refused)).toContain("A payment in status SUCCEEDED cannot be refunded")
    await payrail.close()
  })
})

describe("webhooks of refunds and cancels", () => {
  it("a refund is sent as payment.refund", async () => {
    const { fake, payrail, session } = setup(true)
    const payment = await payrail.payments.create(paymentBody(session(), { amount: usd(20) }))
    await payrail.payments.refund(payment.id, transactionsOf(payment)[0]!.id!, { amount: usd(5) } as never)
    await fake.webhooks.settled()
    expect(fake.webhooks.events.map((e) => [e.type, e.type_event])).toEqual([["payment", "payment.purchase"], ["payment", "payment.refund"]])
    await payrail.close()
  })

  it("cancel-or-refund of a captured payment is sent as payment.refund; the refund's category is the payment's method", async () => {
    const { fake, payrail, session } = setup(true)
    const card = await payrail.payments.create(paymentBody(session(), { amount: usd(20) }))
    const refund = await payrail.payments.cancelOrRefund(card.id, {} as never)
    expect(refund).toMatchObject({ type: "REFUND", status: "SUCCEEDED", category: "CARD", amount: { value: 20, refunded: 20 } })
    await fake.webhooks.settled()
    expect(fake.webhooks.events.map((e) => e.type_event)).toEqual(["payment.purchase", "payment.refund"])
    const pix = await payrail.payments.create(paymentBody(session(), { amount: usd(20), payment_method: { type: "PIX", token: "tok_visa" } }))
    const pixRefund = await payrail.payments.refund(pix.id, transactionsOf(pix)[0]!.id!, {} as never)
    expect(transactionsOf(pixRefund).at(-1)).toMatchObject({ type: "REFUND", category: "PIX", amount: 20 })
    await payrail.close()
  })

  it("canceling a payment held for fraud review cancels its PENDING transaction", async () => {
    const { payrail, session } = setup()
    const held = await payrail.payments.create(paymentBody(session(), { payment_method: { token: "tok_fraud_review" } }))
    expect(held).toMatchObject({ status: "PENDING", sub_status: "PENDING_FRAUD_REVIEW" })
    await payrail.payments.cancelOrRefund(held.id, {} as never)
    const after = await payrail.payments.retrieve(held.id)
    expect(after).toMatchObject({ status: "CANCELED", sub_status: "CANCELED" })
    expect((transactionsOf(after) as Array<Record<string, unknown>>).map((t) => [t.type, t.status])).toEqual([
      ["PURCHASE", "CANCELED"],
      ["CANCEL", "SUCCEEDED"]
    ])
    await payrail.close()
  })
})
