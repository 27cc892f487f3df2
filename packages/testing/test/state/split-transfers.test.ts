/**
 * Split transfers beyond the flows' happy path (src/state/split-transfers.ts), through the fake:
 * the whole transfer resource and its webhook, a standalone transfer's refusals and its one
 * reversal, a payment's split (checked before the payment, moved once it is captured), and its
 * reversal by refunds (in proportion, or by the amounts the refund names) and by
 * `payments.reverseSplitTransfer`, each refusal with its message.
 */
import { describe, expect, it } from "vitest"
import { recordingHarness } from "./harnesses"
import { ACCOUNT_ID, authorizeBody, type Harness, paymentBody, raw, requestsAreOpen } from "../helpers"

const { received, start } = recordingHarness()
/** The split-transfer webhooks so far: event, recipient, amount and reversed amount. */
const moves = async (h: Harness) => {
  await h.fake.webhooks.settled()
  return received
    .filter((e) => e.type_event.startsWith("split_transfer"))
    .map((e) => [e.type_event, e.data.recipient_id, e.data.amount.value, e.data.reversed_amount.value])
}
/** The reversals among them. */
const reversals = async (h: Harness) => (await moves(h)).filter(([event]) => event === "split_transfer_reverse.succeeded")

let keys = 0
const post = (h: Harness, path: string, body: unknown) => raw(h, "POST", path, body, { "x-idempotency-key": `split-${keys++}` })
const T0_MICROS = "2025-03-01T12:00:00.000000Z"
const usd = (value: number) => ({ currency: "USD", value })

/** A recipient with a SUCCEEDED onboarding (or, `receiving: false`, a pending two-step one). */
const recipient = async (h: Harness, n: number, receiving = true) => {
  const { body } = await post(h, "/recipients", {
    account_id: ACCOUNT_ID, merchant_recipient_id: `seller-${n}`, national_entity: "INDIVIDUAL", first_name: `Seller${n}`, last_name: "Example", country: "CO"
  })
  await post(h, `/recipients/${body.id}/onboardings`, {
    account_id: ACCOUNT_ID, type: receiving ? "PREVIOUSLY_ONBOARDED" : "TWO_STEP_ONBOARDING", workflow: "DIRECT", provider: { id: "STRIPE", connection_id: "conn-1" }
  })
  return body.id as string
}
const transfer = (h: Harness, recipientId: string, value: number, extra: Record<string, unknown> = {}) =>
  post(h, "/split-marketplace/transfers", { account_id: ACCOUNT_ID, recipient_id: recipientId, provider_id: "STRIPE", amount: usd(value), ...extra })

describe("a standalone split transfer", () => {
  it("is SUCCEEDED with its one transaction, the given description, reference and metadata, and sends its webhook", async () => {
    const h = await start()
    const seller = await recipient(h, 1)
    const { body } = await transfer(h, seller, 25, { description: "Weekly share", merchant_reference: "share-1", metadata: [{ key: "k", value: "v" }] })
    const expected = {
      id: body.id, recipient_id: seller, payment_id: null, amount: usd(25), reversed_amount: usd(0), status: "SUCCEEDED",
      description: "Weekly share", merchant_reference: "share-1", metadata: [{ key: "k", value: "v" }], provider: null,
      transactions: [{ code: body.id, type: "SPLIT_TRANSFER", status: "SUCCEEDED", amount: usd(25), created_at: T0_MICROS, updated_at: T0_MICROS }],
      created_at: T0_MICROS, updated_at: T0_MICROS
    }
    expect(body).toEqual(expected)
    expect((await raw(h, "GET", `/split-marketplace/transfers/${body.id}`)).body).toEqual(expected)
    await h.fake.webhooks.settled()
    expect(received.find((e) => e.type_event === "split_transfer.succeeded")?.data).toEqual({ transfer_id: body.id, trace_id: body.id, version: 1, ...expected })
  })

  it("without description, reference or metadata shows null, null and none", async () => {
    const h = await start()
    const { body } = await transfer(h, await recipient(h, 1), 25)
    expect(body).toMatchObject({ description: null, merchant_reference: null, metadata: [] })
  })

  it("is refused for an unknown recipient, one that cannot receive, or an amount of 0, each named", async () => {
    const h = await start()
    const pending = await recipient(h, 1, false)
    const unknown = "0a1b2c3d-4e5f-4a6b-8c7d-9e8f7a6b5c4d"
    const refusal = async (recipientId: string, value: number) => {
      const { status, body } = await transfer(h, recipientId, value)
      return [status, body]
    }
    expect(await refusal(unknown, 25)).toEqual([404, { code: "RECIPIENT_NOT_FOUND", messages: [`Recipient ${unknown} not found`] }])
    expect(await refusal(pending, 25)).toEqual([400, { code: "ONBOARDING_NOT_VALID", messages: [`Recipient ${pending} has no SUCCEEDED, unblocked onboarding`] }])
    expect(await refusal(await recipient(h, 2), 0)).toEqual([400, { code: "INVALID_AMOUNT", messages: ["amount.value: a transfer moves more than 0"] }])
    const missing = await raw(h, "GET", `/split-marketplace/transfers/${unknown}`)
    expect([missing.status, missing.body]).toEqual([404, { code: "TRANSFER_NOT_FOUND", messages: [`Split transfer ${unknown} not found`] }])
  })

  it("is reversed once: in part (PARTIALLY_REVERSED) or in full without an amount (REVERSED), never above it, never in another currency", async () => {
    const h = await start()
    const seller = await recipient(h, 1)
    const { body: partly } = await transfer(h, seller, 25)
    const reverse = async (id: string, body: unknown) => {
      const answer = await post(h, `/split-marketplace/transfers/${id}/reverse`, body)
      return [answer.status, answer.body]
    }
    expect(await reverse(partly.id, { amount: usd(25.01) })).toEqual([400, {
      code: "REVERSAL_AMOUNT_EXCEEDS", messages: [`The reversal of 25.01 is above the 25 left on transfer ${partly.id}`]
    }])
    expect(await reverse(partly.id, { amount: { currency: "EUR", value: 5 } })).toEqual([400, { code: "INVALID_CURRENCY", messages: ["amount.currency: the transfer is in USD"] }])
    expect(await reverse(partly.id, { amount: usd(0) })).toEqual([400, { code: "INVALID_AMOUNT", messages: ["amount.value: a reversal moves more than 0"] }])
    await h.fake.clock.advance(1000)
    const [, reversed] = await reverse(partly.id, { amount: usd(10) })
    expect(reversed).toMatchObject({ status: "PARTIALLY_REVERSED", reversed_amount: usd(10), updated_at: "2025-03-01T12:00:01.000000Z" })
    expect(reversed.transactions[1]).toEqual({
      code: reversed.transactions[1].code, type: "SPLIT_TRANSFER_REVERSAL", status: "SUCCEEDED", amount: usd(10),
      created_at: "2025-03-01T12:00:01.000000Z", updated_at: "2025-03-01T12:00:01.000000Z"
    })
    expect(await reverse(partly.id, { amount: usd(1) })).toEqual([400, { code: "TRANSFER_ALREADY_REVERSED", messages: [`Split transfer ${partly.id} was already reversed`] }])

    const { body: whole } = await transfer(h, seller, 25)
    expect((await reverse(whole.id, {}))[1]).toMatchObject({ status: "REVERSED", reversed_amount: usd(25) })
    expect(await moves(h)).toEqual([
      ["split_transfer.succeeded", seller, 25, 0],
      ["split_transfer_reverse.succeeded", seller, 25, 10],
      ["split_transfer.succeeded", seller, 25, 0],
      ["split_transfer_reverse.succeeded", seller, 25, 25]
    ])
  })
})

// `split_marketplace` is a payment field this branch's payment schema may not know yet (helpers.requestsAreOpen)
describe.runIf(requestsAreOpen)("a payment's split", () => {
  const pay = (h: Harness, split: unknown, overrides: Record<string, unknown> = {}) =>
    post(h, "/payments", { ...paymentBody(h.fake.seed.checkoutSession().id, { amount: usd(100) }), split_marketplace: split, ...overrides })

  it("is refused before the payment: another currency, a recipient that cannot receive, more than the payment; each named", async () => {
    const h = await start()
    const [ana, pending] = [await recipient(h, 1), await recipient(h, 2, false)]
    const refusal = async (split: unknown) => {
      const { status, body } = await pay(h, split)
      return [status, body]
    }
    expect(await refusal([{ type: "PURCHASE", recipient_id: ana, amount: usd(10) }, { type: "PURCHASE", recipient_id: ana, amount: { currency: "EUR", value: 1 } }])).toEqual([400, {
      code: "INVALID_CURRENCY", messages: ["split_marketplace[1].amount.currency: the payment is in USD"]
    }])
    expect(await refusal([{ type: "PURCHASE", recipient_id: pending, amount: usd(10) }])).toEqual([400, {
      code: "ONBOARDING_NOT_VALID", messages: [`Recipient ${pending} has no SUCCEEDED, unblocked onboarding`]
    }])
    expect(await refusal([{ type: "PURCHASE", recipient_id: ana, amount: usd(60) }, { type: "COMMISSION", amount: usd(40.01) }])).toEqual([400, {
      code: "INVALID_AMOUNT", messages: ["split_marketplace: the split amounts add up to 100.01, above the payment's 100"]
    }])
    expect(h.fake.state.payments).toEqual([])
    expect(await moves(h)).toEqual([])
  })

  it("moves one transfer per entry naming a recipient (none for the merchant's own part, with no recipient or an empty one), up to the whole payment, once captured", async () => {
    const h = await start()
    const [ana, ben] = [await recipient(h, 1), await recipient(h, 2)]
    const { status, body: payment } = await pay(h, [
      { type: "PURCHASE", recipient_id: ana, amount: usd(60), description: "Ana's share", merchant_reference: "ana-1" },
      { type: "PURCHASE", recipient_id: ben, amount: usd(40) },
      { type: "COMMISSION", amount: usd(0) },
      { type: "COMMISSION", recipient_id: "", amount: usd(0) }
    ])
    expect(status).toBe(201)
    await h.fake.webhooks.settled()
    const transfers = received.filter((e) => e.type_event === "split_transfer.succeeded").map((e) => e.data)
    expect(transfers).toEqual([
      expect.objectContaining({ recipient_id: ana, payment_id: payment.id, amount: usd(60), description: "Ana's share", merchant_reference: "ana-1", metadata: [] }),
      expect.objectContaining({ recipient_id: ben, payment_id: payment.id, amount: usd(40), description: null, merchant_reference: null })
    ])
    // nothing captured, nothing moved
    received.length = 0
    const { status: authorized } = await post(h, "/payments", { ...authorizeBody(h.fake.seed.checkoutSession().id, 100), split_marketplace: [{ type: "PURCHASE", recipient_id: ana, amount: usd(60) }] })
    expect(authorized).toBe(201)
    expect(await moves(h)).toEqual([])
  })

  it("is reversed by a refund in proportion, rounded down, never beyond what is left", async () => {
    const h = await start()
    const [ana, ben] = [await recipient(h, 1), await recipient(h, 2)]
    const { body: payment } = await pay(h, [{ type: "PURCHASE", recipient_id: ana, amount: usd(60) }, { type: "PURCHASE", recipient_id: ben, amount: usd(0.0003) }])
    const refund = (value: number, extra: Record<string, unknown> = {}) =>
      post(h, `/payments/${payment.id}/transactions/${payment.transactions.id}/refund`, { amount: usd(value), ...extra })
    await refund(50)
    // what is left of Ana's transfer drops to 5 before the second half of the refund
    await post(h, `/payments/${payment.id}/transactions/${payment.transactions.id}/split-marketplace/transfer-reversal`, { amount: usd(25), recipient_id: ana })
    await refund(50)
    expect(await reversals(h)).toEqual([
      ["split_transfer_reverse.succeeded", ana, 60, 30],
      // 0.0003 × 50 / 100 is 0.00015, rounded down to 0.0001
      ["split_transfer_reverse.succeeded", ben, 0.0003, 0.0001],
      ["split_transfer_reverse.succeeded", ana, 60, 55],
      // Ana's proportion (30) is above the 5 left: only those
      ["split_transfer_reverse.succeeded", ana, 60, 60],
      ["split_transfer_reverse.succeeded", ben, 0.0003, 0.0002]
    ])
  })

  it("is reversed by a refund by the amounts it names per recipient, and only those; a share that rounds to nothing moves nothing", async () => {
    const h = await start()
    const [ana, ben, cid] = [await recipient(h, 1), await recipient(h, 2), await recipient(h, 3)]
    const { body: payment } = await pay(h, [
      { type: "PURCHASE", recipient_id: ana, amount: usd(60) }, { type: "PURCHASE", recipient_id: ben, amount: usd(39.9999) }, { type: "PURCHASE", recipient_id: cid, amount: usd(0.0001) }
    ])
    const refund = (body: Record<string, unknown>) => post(h, `/payments/${payment.id}/transactions/${payment.transactions.id}/refund`, body)
    const named = await refund({
      amount: usd(50),
      split_marketplace: [{ type: "PURCHASE", recipient_id: ben, amount: usd(5) }, { type: "PURCHASE", recipient_id: "0a1b2c3d-4e5f-4a6b-8c7d-9e8f7a6b5c4d", amount: usd(1) }]
    })
    expect(named.status).toBe(200)
    // in proportion: 0.0001 × 10 / 100 rounds down to nothing, and nothing is reversed of it
    expect((await refund({ amount: usd(10) })).status).toBe(200)
    expect(await reversals(h)).toEqual([
      ["split_transfer_reverse.succeeded", ben, 39.9999, 5],
      ["split_transfer_reverse.succeeded", ana, 60, 6],
      ["split_transfer_reverse.succeeded", ben, 39.9999, 8.9999]
    ])
  })

  it("a refund reverses its own payment's transfers only, not another payment's to the same recipient", async () => {
    const h = await start()
    const ana = await recipient(h, 1)
    const { body: first } = await pay(h, [{ type: "PURCHASE", recipient_id: ana, amount: usd(60) }])
    await pay(h, [{ type: "PURCHASE", recipient_id: ana, amount: usd(30) }], { merchant_order_id: "order-0002" })
    expect((await post(h, `/payments/${first.id}/transactions/${first.transactions.id}/refund`, { amount: usd(100) })).status).toBe(200)
    expect(await reversals(h)).toEqual([["split_transfer_reverse.succeeded", ana, 60, 60]])
  })

  it("a refund whose split names only the merchant's own part reverses the transfers in proportion", async () => {
    const h = await start()
    const ana = await recipient(h, 1)
    const { body: payment } = await pay(h, [{ type: "PURCHASE", recipient_id: ana, amount: usd(60) }, { type: "COMMISSION", amount: usd(40) }])
    const refund = (split: unknown) => post(h, `/payments/${payment.id}/transactions/${payment.transactions.id}/refund`, { amount: usd(10), split_marketplace: split })
    expect((await refund([{ type: "COMMISSION", amount: usd(4) }])).status).toBe(200)
    expect((await refund([{ type: "COMMISSION", recipient_id: "", amount: usd(4) }])).status).toBe(200)
    expect(await reversals(h)).toEqual([
      ["split_transfer_reverse.succeeded", ana, 60, 6],
      ["split_transfer_reverse.succeeded", ana, 60, 12]
    ])
  })

  it("refuses, before the refund is made, a refund naming more than is left of a transfer already partly reversed", async () => {
    const h = await start()
    const ana = await recipient(h, 1)
    const { body: payment } = await pay(h, [{ type: "PURCHASE", recipient_id: ana, amount: usd(60) }])
    const purchase = payment.transactions.id
    const { body: reversed } = await post(h, `/payments/${payment.id}/transactions/${purchase}/split-marketplace/transfer-reversal`, { amount: usd(25), recipient_id: ana })
    const refund = await post(h, `/payments/${payment.id}/transactions/${purchase}/refund`, {
      amount: usd(10), split_marketplace: [{ type: "PURCHASE", recipient_id: ana, amount: usd(35.01) }]
    })
    expect([refund.status, refund.body]).toEqual([400, {
      code: "REVERSAL_AMOUNT_EXCEEDS", messages: [`split_marketplace[0].amount.value: a reversal of 35.01 is above the 35 left on transfer ${reversed.id}`]
    }])
    const after = (await raw(h, "GET", `/payments/${payment.id}`)).body
    expect([after.amount.refunded, after.transactions.length]).toEqual([0, 1])
  })

  it("names a transfer already reversed in full in a refund: nothing more moves, the refund is made", async () => {
    const h = await start()
    const ana = await recipient(h, 1)
    const { body: payment } = await pay(h, [{ type: "PURCHASE", recipient_id: ana, amount: usd(60) }])
    const purchase = payment.transactions.id
    await post(h, `/payments/${payment.id}/transactions/${purchase}/split-marketplace/transfer-reversal`, { amount: usd(60), recipient_id: ana })
    const refund = await post(h, `/payments/${payment.id}/transactions/${purchase}/refund`, { amount: usd(10), split_marketplace: [{ type: "PURCHASE", recipient_id: ana, amount: usd(5) }] })
    expect([refund.status, refund.body.amount.refunded]).toEqual([200, 10])
    expect(await reversals(h)).toEqual([["split_transfer_reverse.succeeded", ana, 60, 60]])
  })

  it("refuses, before anything moves, a refund naming 0 or more than is left of a transfer, by refund and by cancel-or-refund", async () => {
    const h = await start()
    const [ana, ben] = [await recipient(h, 1), await recipient(h, 2)]
    const { body: payment } = await pay(h, [{ type: "PURCHASE", recipient_id: ana, amount: usd(60) }, { type: "PURCHASE", recipient_id: ben, amount: usd(40) }])
    const purchase = payment.transactions.id
    const paths = [
      `/payments/${payment.id}/transactions/${purchase}/refund`,
      `/payments/${payment.id}/cancel-or-refund`,
      `/payments/${payment.id}/transactions/${purchase}/cancel-or-refund`
    ]
    const split = (...entries: Array<[string, number]>) => entries.map(([recipientId, value]) => ({ type: "PURCHASE", recipient_id: recipientId, amount: usd(value) }))
    const transferOf = async (recipientId: string) => {
      await h.fake.webhooks.settled()
      return received.find((e) => e.type_event === "split_transfer.succeeded" && e.data.recipient_id === recipientId)!.data.id
    }
    for (const path of paths) {
      const refusal = async (body: Record<string, unknown>) => {
        const { status, body: answer } = await post(h, path, { amount: usd(10), ...body })
        return [status, answer]
      }
      expect(await refusal({ split_marketplace: split([ben, 1], [ana, 60.01]) })).toEqual([400, {
        code: "REVERSAL_AMOUNT_EXCEEDS", messages: [`split_marketplace[1].amount.value: a reversal of 60.01 is above the 60 left on transfer ${await transferOf(ana)}`]
      }])
      expect(await refusal({ split_marketplace: split([ana, 30], [ben, 1], [ana, 30.01]) })).toEqual([400, {
        code: "REVERSAL_AMOUNT_EXCEEDS", messages: [`split_marketplace[2].amount.value: a reversal of 60.01 is above the 60 left on transfer ${await transferOf(ana)}`]
      }])
      expect(await refusal({ split_marketplace: split([ben, 1], [ana, 0]) })).toEqual([400, {
        code: "INVALID_AMOUNT", messages: ["split_marketplace[1].amount.value: a reversal moves more than 0"]
      }])
    }
    // another merchant's refund of this payment: unknown to them, whatever its split names
    h.fake.seed.merchant({ publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    const theirs = await raw(h, "POST", paths[0]!, { amount: usd(10), split_marketplace: split([ana, 100]) }, {
      "public-api-key": "pk_other", "private-secret-key": "sk_other", "x-idempotency-key": `split-${keys++}`
    })
    expect(theirs.body.code).toBe("PAYMENT_NOT_FOUND")
    const after = (await raw(h, "GET", `/payments/${payment.id}`)).body
    expect([after.status, after.amount.refunded, after.transactions.length]).toEqual(["SUCCEEDED", 0, 1])
    expect(await reversals(h)).toEqual([])
    // all that is left is taken
    expect((await post(h, paths[0]!, { amount: usd(10), split_marketplace: split([ana, 30], [ana, 30]) })).status).toBe(200)
    expect(await reversals(h)).toEqual([
      ["split_transfer_reverse.succeeded", ana, 60, 30],
      ["split_transfer_reverse.succeeded", ana, 60, 60]
    ])
  })

  it("is reversed by payments.reverseSplitTransfer: of its transaction, for the recipient named when there are several", async () => {
    const h = await start()
    const [ana, ben] = [await recipient(h, 1), await recipient(h, 2)]
    const { body: payment } = await pay(h, [{ type: "PURCHASE", recipient_id: ana, amount: usd(60) }, { type: "PURCHASE", recipient_id: ben, amount: usd(40) }])
    const unknown = "0a1b2c3d-4e5f-4a6b-8c7d-9e8f7a6b5c4d"
    const reverse = async (paymentId: string, transactionId: string, body: Record<string, unknown>) => {
      const answer = await post(h, `/payments/${paymentId}/transactions/${transactionId}/split-marketplace/transfer-reversal`, body)
      return [answer.status, answer.body]
    }
    const purchase = payment.transactions.id
    expect(await reverse(unknown, purchase, { amount: usd(1) })).toEqual([400, { code: "PAYMENT_NOT_FOUND", messages: ["Payment not found"] }])
    expect(await reverse(payment.id, unknown, { amount: usd(1) })).toEqual([404, {
      code: "TRANSFER_NOT_FOUND", messages: [`Split transfer of transaction ${unknown} not found`]
    }])
    expect(await reverse(payment.id, purchase, { amount: usd(1) })).toEqual([400, {
      code: "INVALID_REQUEST", messages: ["recipient_id: the transaction split to several recipients; name one"]
    }])
    expect(await reverse(payment.id, purchase, { amount: { currency: "EUR", value: 1 }, recipient_id: ben })).toEqual([400, {
      code: "INVALID_CURRENCY", messages: ["amount.currency: the transfer is in USD"]
    }])
    const [status, reversed] = await reverse(payment.id, purchase, { amount: usd(15), recipient_id: ben })
    expect(status).toBeLessThan(300)
    expect(reversed).toMatchObject({ recipient_id: ben, payment_id: payment.id, status: "PARTIALLY_REVERSED", reversed_amount: usd(15) })
    // a payment's transfer may be reversed again, up to what it moved
    expect(await reverse(payment.id, purchase, { amount: usd(25.01), recipient_id: ben })).toEqual([400, {
      code: "REVERSAL_AMOUNT_EXCEEDS", messages: [`The reversal of 25.01 is above the 25 left on transfer ${reversed.id}`]
    }])
    expect((await reverse(payment.id, purchase, { amount: usd(25), recipient_id: ben }))[1]).toMatchObject({ status: "REVERSED", reversed_amount: usd(40) })
  })
})
