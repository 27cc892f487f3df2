/**
 * Refunds and cancel-or-refund beyond the flows' happy paths (src/state/payments.ts):
 * each refusal and its message, the refund's fields (reason, description, merchant reference,
 * its default), the exact boundary of what is refundable, the transactions a cancel leaves, and
 * the merchant's order list.
 */
import { type Payment, transactionsOf } from "@payrail/core"
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { ACCOUNT_ID, authorizeBody, caught, FAST_RETRIES, paymentBody, T0 } from "../helpers"

const UNKNOWN = "3f0e6f4a-0000-4000-8000-000000000000"
const usd = (value: number) => ({ currency: "USD", value })

const setup = () => {
  const fake = createFakePayrail({ now: T0 })
  const payrail = fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID })
  const purchase = async (value = 100, overrides: Record<string, unknown> = {}) => {
    const payment = await payrail.payments.create(paymentBody(fake.seed.checkoutSession().id, { amount: usd(value), ...overrides }))
    return { payment, charge: transactionsOf(payment)[0]!.id! }
  }
  return { fake, payrail, purchase }
}

const text = (error: unknown) => JSON.stringify(error)
/** The transaction a refund added: the last of the payment it answers. */
const added = (payment: Payment) => transactionsOf(payment).at(-1)!

describe("refunds", () => {
  it("refund exactly what is left, never a unit more; then 'already fully refunded'", async () => {
    const { payrail, purchase } = setup()
    const { payment, charge } = await purchase(100)
    const part = await payrail.payments.refund(payment.id, charge, { amount: usd(30), reason: "REQUESTED_BY_CUSTOMER", description: "part", merchant_reference: "r-1" } as never)
    expect(added(part)).toMatchObject({ type: "REFUND", amount: 30, reason: "REQUESTED_BY_CUSTOMER", description: "part", merchant_reference: "r-1" })
    expect((await payrail.payments.retrieve(payment.id))).toMatchObject({ status: "SUCCEEDED", sub_status: "PARTIALLY_REFUNDED" })
    const above = await caught(() => payrail.payments.refund(payment.id, charge, { amount: usd(70.01) } as never))
    expect(above).toMatchObject({ status: 400, code: "INVALID_STATUS" })
    expect(text(above)).toContain("The refund amount 70.01 is above the refundable amount 70")
    const rest = await payrail.payments.refund(payment.id, charge, { amount: usd(70) } as never)
    expect(added(rest)).toMatchObject({ type: "REFUND", amount: 70, reason: null, description: null, merchant_reference: null })
    expect((await payrail.payments.retrieve(payment.id))).toMatchObject({ status: "REFUNDED", sub_status: "REFUNDED" })
    const again = await caught(() => payrail.payments.refund(payment.id, charge, {} as never))
    expect(text(again)).toContain("The payment has already been fully refunded")
    await payrail.close()
  })

  it("refuses another currency, an unknown transaction, a non-charge, an unknown payment", async () => {
    const { payrail, purchase, fake } = setup()
    const { payment, charge } = await purchase(100)
    const currency = await caught(() => payrail.payments.refund(payment.id, charge, { amount: { currency: "EUR", value: 1 } } as never))
    expect(currency).toMatchObject({ code: "INVALID_REQUEST" })
    expect(text(currency)).toContain("amount.currency: the payment is in USD, not EUR")
    const unknownTx = await caught(() => payrail.payments.refund(payment.id, UNKNOWN, {} as never))
    expect(unknownTx).toMatchObject({ code: "TRANSACTION_NOT_FOUND" })
    expect(text(unknownTx)).toContain("Transaction not found")
    const unknownPayment = await caught(() => payrail.payments.refund(UNKNOWN, charge, {} as never))
    expect(unknownPayment).toMatchObject({ code: "PAYMENT_NOT_FOUND" })
    expect(text(unknownPayment)).toContain("Payment not found")
    const refund = await payrail.payments.refund(payment.id, charge, { amount: usd(1) } as never)
    const ofRefund = await caught(() => payrail.payments.refund(payment.id, added(refund).id!, {} as never))
    expect(text(ofRefund)).toContain("A REFUND transaction in status SUCCEEDED cannot be refunded")
    // an authorization is not a charge; its capture is
    const authorized = await payrail.payments.create(authorizeBody(fake.seed.checkoutSession().id, 50))
    const authorization = transactionsOf(authorized)[0]!.id!
    expect(text(await caught(() => payrail.payments.refund(authorized.id, authorization, {} as never)))).toContain(
      "A AUTHORIZE transaction in status SUCCEEDED cannot be refunded"
    )
    const capture = await payrail.payments.capture(authorized.id, authorization, { merchant_reference: "cap-1" })
    expect(added(await payrail.payments.refund(authorized.id, capture.id!, {} as never))).toMatchObject({ type: "REFUND", amount: 50 })
    await payrail.close()
  })

  it("a declined or uncaptured payment has nothing to refund, and says its status", async () => {
    const { payrail, purchase, fake } = setup()
    const declined = await purchase(100, { payment_method: { token: "tok_decline" } })
    expect(declined.payment.status).toBe("DECLINED")
    expect(text(await caught(() => payrail.payments.refund(declined.payment.id, declined.charge, {} as never)))).toContain(
      "A PURCHASE transaction in status DECLINED cannot be refunded"
    )
    const authorized = await payrail.payments.create(authorizeBody(fake.seed.checkoutSession().id, 50))
    const capture = await payrail.payments.capture(authorized.id, transactionsOf(authorized)[0]!.id!, { merchant_reference: "cap-1" })
    await payrail.payments.cancelOrRefund(authorized.id, { amount: usd(50) } as never)
    expect(text(await caught(() => payrail.payments.refund(authorized.id, capture.id!, {} as never)))).toContain(
      "The payment has already been fully refunded"
    )
    await payrail.close()
  })
})

describe("cancel-or-refund", () => {
  it("refunds a captured payment with the order id as default reference, or the one sent", async () => {
    const { payrail, purchase } = setup()
    const { payment } = await purchase(100)
    const first = await payrail.payments.cancelOrRefund(payment.id, { amount: usd(10), reason: "FRAUDULENT", description: "first one" } as never)
    expect(first).toMatchObject({ type: "REFUND", merchant_reference: "order-0001", reason: "FRAUDULENT", description: "first one" })
    const second = await payrail.payments.cancelOrRefund(payment.id, { merchant_reference: "mine" } as never)
    expect(second).toMatchObject({ type: "REFUND", merchant_reference: "mine", amount: { value: 90 } })
    const third = await caught(() => payrail.payments.cancelOrRefund(payment.id, {} as never))
    expect(text(third)).toContain("A payment in status REFUNDED / REFUNDED cannot be canceled or refunded")
    await payrail.close()
  })

  it("cancels an authorization: the whole amount, its authorization kept SUCCEEDED; a bank transfer's purchase CANCELED", async () => {
    const { payrail, fake, purchase } = setup()
    const authorized = await payrail.payments.create(authorizeBody(fake.seed.checkoutSession().id, 40))
    await fake.clock.advance(1_000)
    const canceled = await payrail.payments.cancelOrRefund(authorized.id, { reason: "DUPLICATE", description: "twice over" } as never)
    expect(canceled).toMatchObject({ type: "CANCEL", amount: { value: 40 }, reason: "DUPLICATE", description: "twice over", merchant_reference: "order-0001" })
    const after = await payrail.payments.retrieve(authorized.id)
    expect(after).toMatchObject({ status: "CANCELED", sub_status: "CANCELED", updated_at: "2025-03-01T12:00:01.000000Z" })
    expect(transactionsOf(after).map((t) => [t.type, t.status])).toEqual([["AUTHORIZE", "SUCCEEDED"], ["CANCEL", "SUCCEEDED"]])
    // the authorization it cancels is touched at the cancel's time
    expect(transactionsOf(after)[0]).toMatchObject({ created_at: "2025-03-01T12:00:00.000000Z", updated_at: "2025-03-01T12:00:01.000000Z" })

    const transfer = await purchase(25, { payment_method: { type: "BANK_TRANSFER" } })
    expect(transfer.payment.status).toBe("READY_TO_PAY")
    await payrail.payments.cancelOrRefund(transfer.payment.id, {} as never)
    const transferAfter = await payrail.payments.retrieve(transfer.payment.id)
    expect(transactionsOf(transferAfter).map((t) => [t.type, t.status])).toEqual([["PURCHASE", "CANCELED"], ["CANCEL", "SUCCEEDED"]])
    await payrail.close()
  })

  it("a declined payment cannot be canceled either", async () => {
    const { payrail, purchase } = setup()
    const declined = await purchase(100, { payment_method: { token: "tok_decline" } })
    expect(text(await caught(() => payrail.payments.cancelOrRefund(declined.payment.id, {} as never)))).toContain(
      "A payment in status DECLINED / DECLINED cannot be canceled or refunded"
    )
    await payrail.close()
  })
})

describe("payments by order id", () => {
  it("only that order's, only the merchant's, newest first", async () => {
    const { payrail, purchase, fake } = setup()
    const a = await purchase(10, { merchant_order_id: "order-a" })
    await fake.clock.advance(1_000)
    await purchase(10, { merchant_order_id: "order-b" })
    await fake.clock.advance(1_000)
    const a2 = await purchase(10, { merchant_order_id: "order-a" })
    expect((await payrail.payments.listByMerchantOrderId("order-a")).map((p) => p.id)).toEqual([a2.payment.id, a.payment.id])
    fake.seed.merchant({ publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    const other = fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID, publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    expect(await other.payments.listByMerchantOrderId("order-a")).toEqual([])
    await payrail.close()
    await other.close()
  })
})
