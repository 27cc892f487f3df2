/**
 * The text a payment's retrieve answers with, kept for payments retrieved again lately
 * (src/state/payment-text.ts). Through the fake: a payment retrieved again and again answers its
 * moves (capture, refund, cancel) and the views that are never kept (raw_response,
 * transactions_history). Over records: which changes make a kept text stale, that the text is
 * kept from the second retrieve on, and the bounds of 256 kept texts and 256 payments seen once,
 * oldest out first. A kept text is told from a fresh render by changing a field the records mark
 * `readonly` (no state move does): a kept text still shows the old value.
 */
import { afterEach, describe, expect, it } from "vitest"
import { makeStore, type PaymentRecord, type TransactionRecord, type VaultedCardRecord } from "../../src/foundation/store"
import type { Env } from "../../src/state/env"
import { retrievedPaymentText } from "../../src/state/payment-text"
import { authorizeBody, inProcess, type Harness, paymentBody, raw } from "../helpers"

// ── through the fake ─────────────────────────────────────────────────────

let harness: Harness | undefined
afterEach(async () => {
  await harness?.close()
  harness = undefined
})
let keys = 0
const post = (h: Harness, path: string, body: unknown) => raw(h, "POST", path, body, { "x-idempotency-key": `retrieve-text-${keys++}` })
const retrieve = async (h: Harness, id: string, query = "") => {
  const { status, body } = await raw(h, "GET", `/payments/${id}${query}`)
  expect(status).toBe(200)
  return body
}
/** Retrieves a payment three times (the second keeps its text, the third answers from it). */
const retrieveThrice = async (h: Harness, id: string) => {
  await retrieve(h, id)
  await retrieve(h, id)
  return retrieve(h, id)
}

describe("a payment retrieved again and again", () => {
  it("answers each move it made since: a partial refund, then a full one", async () => {
    const h = (harness = await inProcess())
    const { body: payment } = await post(h, "/payments", paymentBody(h.fake.seed.checkoutSession().id))
    expect(await retrieveThrice(h, payment.id)).toMatchObject({ status: "SUCCEEDED", sub_status: "APPROVED", amount: { refunded: 0 } })

    await post(h, `/payments/${payment.id}/transactions/${payment.transactions.id}/refund`, { amount: { currency: "USD", value: 5 } })
    const partly = await retrieveThrice(h, payment.id)
    expect(partly).toMatchObject({ status: "SUCCEEDED", sub_status: "PARTIALLY_REFUNDED", amount: { refunded: 5 } })
    expect(partly.transactions.map((t: any) => t.type)).toEqual(["PURCHASE", "REFUND"])

    await post(h, `/payments/${payment.id}/transactions/${payment.transactions.id}/refund`, { amount: { currency: "USD", value: 21.9 } })
    const whole = await retrieve(h, payment.id)
    expect(whole).toMatchObject({ status: "REFUNDED", sub_status: "REFUNDED", amount: { refunded: 26.9 } })
    expect(whole.transactions.map((t: any) => t.type)).toEqual(["PURCHASE", "REFUND", "REFUND"])
  })

  it("answers a capture, and a void of another authorization, made after it was retrieved twice", async () => {
    const h = (harness = await inProcess())
    const { body: captured } = await post(h, "/payments", authorizeBody(h.fake.seed.checkoutSession().id))
    const { body: voided } = await post(h, "/payments", authorizeBody(h.fake.seed.checkoutSession().id))
    for (const p of [captured, voided]) expect(await retrieveThrice(h, p.id)).toMatchObject({ status: "PENDING", sub_status: "AUTHORIZED" })

    expect((await post(h, `/payments/${captured.id}/transactions/${captured.transactions.id}/capture`, { merchant_reference: "cap-1" })).status).toBe(200)
    expect((await post(h, `/payments/${voided.id}/transactions/${voided.transactions.id}/cancel`, { merchant_reference: "void-1" })).status).toBe(200)
    const afterCapture = await retrieve(h, captured.id)
    expect(afterCapture).toMatchObject({ status: "SUCCEEDED", sub_status: "CAPTURED", amount: { captured: 26.9 } })
    expect(afterCapture.transactions).toHaveLength(2)
    const afterVoid = await retrieve(h, voided.id)
    expect(afterVoid).toMatchObject({ status: "CANCELED", sub_status: "CANCELED" })
    expect(afterVoid.transactions).toHaveLength(2)
  })

  it("shows raw_response and transactions_history when asked for them after plain retrieves", async () => {
    const h = (harness = await inProcess())
    const { body: payment } = await post(h, "/payments", paymentBody(h.fake.seed.checkoutSession().id))
    const plain = await retrieveThrice(h, payment.id)
    expect(plain.transactions[0].provider_data.raw_response).toBeNull()
    expect(plain.transactions_history).toBeNull()

    const withRaw = await retrieve(h, payment.id, "?raw_response=true")
    expect(withRaw.transactions[0].provider_data.raw_response).toMatchObject({ fake: true, status: "SUCCEEDED" })
    expect(withRaw.transactions_history).toBeNull()
    const withHistory = await retrieve(h, payment.id, "?transactions_history=true")
    expect(withHistory.transactions[0].provider_data.raw_response).toBeNull()
    expect(withHistory.transactions_history).toEqual(withHistory.transactions)
    // and the plain view again, not one of the others
    expect(await retrieve(h, payment.id)).toEqual(plain)
  })
})

// ── over records ─────────────────────────────────────────────────────────

const env = (): Env => ({ store: makeStore(), clock: undefined as never })

const tx = (over: Partial<TransactionRecord> = {}): TransactionRecord => ({
  id: "0a1b2c3d-4e5f-4a6b-8c7d-9e8f7a6b5c4d", type: "PURCHASE", status: "SUCCEEDED", category: "CARD", amountUnits: 269_000,
  responseCode: "SUCCEEDED", responseMessage: "Transaction successful", reason: null, description: null, merchantReference: null,
  providerTransactionId: "98765432-1098-4765-8321-098765432109", createdAt: Date.UTC(2026, 10, 26, 12), updatedAt: Date.UTC(2026, 10, 26, 12), ...over
})

let ids = 0
const payment = (over: Partial<PaymentRecord> = {}): PaymentRecord => ({
  id: `5f0e1d2c-3b4a-4968-8776-${String(ids++).padStart(12, "0")}`, merchant: "pk", accountId: "acc", description: "first words", country: "US",
  merchantOrderId: "order-1", merchantReference: null, status: "SUCCEEDED", subStatus: "APPROVED", currency: "USD", valueUnits: 269_000,
  capturedUnits: 269_000, refundedUnits: 0, workflow: "SDK_CHECKOUT", checkoutSession: "sess-1", paymentMethod: { token: "tok_visa", type: "CARD" },
  methodType: "CARD", customerPayer: null, additionalData: null, taxes: null, metadata: [], callbackUrl: "", subscriptionCode: null,
  transactions: [tx()], createdAt: Date.UTC(2026, 10, 26, 12), updatedAt: Date.UTC(2026, 10, 26, 12), ...over
})

const PLAIN = { kind: "retrieve", rawResponse: false, transactionsHistory: false } as const
const answer = (e: Env, p: PaymentRecord, view: { readonly rawResponse: boolean; readonly transactionsHistory: boolean } = PLAIN) =>
  JSON.parse(retrievedPaymentText(e, p, { kind: "retrieve", ...view }).text)
/** Changes a field no state move changes: a kept text still shows the old words, a fresh render the new. */
const rewordDescription = (p: PaymentRecord, words: string) => {
  ;(p as { description: unknown }).description = words
}
const writable = <T>(record: T) => record as { -readonly [K in keyof T]: T[K] }

describe("the text kept for a retrieved payment", () => {
  it("is kept from the second retrieve on, and answered while nothing it tracks moved", () => {
    const e = env()
    const p = payment()
    answer(e, p)
    rewordDescription(p, "second words")
    expect(answer(e, p).description).toBe("second words") // the first retrieve kept nothing
    rewordDescription(p, "third words")
    expect(answer(e, p).description).toBe("second words") // the second one did
    expect(answer(e, p).description).toBe("second words")
  })

  it("is not kept by one retrieve of each of two payments", () => {
    const e = env()
    const [a, b] = [payment(), payment()]
    answer(e, a)
    answer(e, b)
    rewordDescription(b, "b, second words")
    expect(answer(e, b).description).toBe("b, second words")
    rewordDescription(a, "a, second words")
    expect(answer(e, a).description).toBe("a, second words")
  })

  const kept = () => {
    const e = env()
    const p = payment()
    answer(e, p)
    answer(e, p)
    rewordDescription(p, "new words")
    expect(answer(e, p).description).toBe("first words")
    return { e, p }
  }

  it("is stale once the payment's status, captured or refunded amount, or update time moved", () => {
    const moves: Array<(p: PaymentRecord) => void> = [
      (p) => void (writable(p).status = "REFUNDED"),
      (p) => void (writable(p).subStatus = "PARTIALLY_REFUNDED"),
      (p) => void (writable(p).capturedUnits = 100_000),
      (p) => void (writable(p).refundedUnits = 100_000),
      (p) => void (writable(p).updatedAt += 1)
    ]
    for (const move of moves) {
      const { e, p } = kept()
      move(p)
      expect(answer(e, p).description).toBe("new words")
    }
  })

  it("once stale, is replaced at once by the text answered afresh", () => {
    const { e, p } = kept()
    writable(p).status = "REFUNDED"
    expect(answer(e, p)).toMatchObject({ status: "REFUNDED", description: "new words" })
    rewordDescription(p, "newer words")
    expect(answer(e, p)).toMatchObject({ status: "REFUNDED", description: "new words" })
  })

  it("is stale once a transaction was added, though nothing else moved", () => {
    const { e, p } = kept()
    p.transactions.push(tx({ id: "77777777-1111-4222-8333-444455556666", type: "REFUND", amountUnits: 1 }))
    const after = answer(e, p)
    expect(after.description).toBe("new words")
    expect(after.transactions).toHaveLength(2)
  })

  it("is stale once a transaction's status or update time moved, or another record took its place", () => {
    const moves: Array<(p: PaymentRecord) => void> = [
      (p) => void (writable(p.transactions[0]!).status = "CANCELED"),
      (p) => void (writable(p.transactions[0]!).updatedAt += 1),
      (p) => void (p.transactions[0] = tx({ responseMessage: "another record" }))
    ]
    for (const move of moves) {
      const { e, p } = kept()
      move(p)
      expect(answer(e, p).description).toBe("new words")
    }
  })

  it("watches every transaction of the payment, not only the first", () => {
    const e = env()
    const p = payment({ transactions: [tx(), tx({ id: "77777777-1111-4222-8333-444455556666", type: "REFUND", amountUnits: 1 })] })
    answer(e, p)
    answer(e, p)
    rewordDescription(p, "new words")
    expect(answer(e, p).description).toBe("first words")
    writable(p.transactions[1]!).status = "DECLINED"
    expect(answer(e, p).transactions[1].status).toBe("DECLINED")
  })

  it("does not answer the raw_response or transactions_history views", () => {
    for (const view of [{ rawResponse: true, transactionsHistory: false }, { rawResponse: false, transactionsHistory: true }, { rawResponse: true, transactionsHistory: true }]) {
      const { e, p } = kept()
      const other = answer(e, p, view)
      expect(other.description).toBe("new words")
      expect(other.transactions[0].provider_data.raw_response === null).toBe(!view.rawResponse)
      expect(other.transactions_history === null).toBe(!view.transactionsHistory)
      // nor keeps them in place of the plain view's text
      expect(answer(e, p)).toMatchObject({ description: "first words", transactions_history: null })
    }
  })

  it("is never kept for a payment made with a vaulted token: the card is read from the customer's cards each time", () => {
    const e = env()
    const card = (brand: string) => ({
      id: "pm_1", vaultedToken: "vt_1", status: "ENROLLED", brand, iin: "55555555", lfd: "4444", expirationMonth: 3, expirationYear: 2031,
      issuer: "Bank", category: "DEBIT", type: "DEBIT", lastUsedAt: null, createdAt: 0, updatedAt: 0
    }) satisfies VaultedCardRecord
    const cards: Array<VaultedCardRecord> = [card("MASTERCARD")]
    e.store.customers.set("cus_1", { id: "cus_1", merchant: "pk", fields: {}, createdAt: 0, updatedAt: 0, cards } as never)
    const p = payment({ paymentMethod: { vaulted_token: "vt_1", type: "CARD" } })
    const brand = () => answer(e, p).payment_method.payment_method_detail.card.card_data.brand
    expect(brand()).toBe("MASTERCARD")
    expect(brand()).toBe("MASTERCARD")
    cards[0] = card("AMEX")
    expect(brand()).toBe("AMEX")
  })

  it("is kept for 256 payments at most: keeping one more lets the oldest go", () => {
    const e = env()
    const first = payment()
    answer(e, first)
    answer(e, first)
    for (let i = 0; i < 255; i++) {
      const p = payment()
      answer(e, p)
      answer(e, p)
    }
    rewordDescription(first, "new words")
    expect(answer(e, first).description).toBe("first words") // 256 kept, the first among them
    const one = payment()
    answer(e, one)
    answer(e, one)
    expect(answer(e, first).description).toBe("new words")
  })

  it("remembers 256 payments retrieved once at most: one more lets the oldest go", () => {
    const secondRetrieveKeeps = (others: number): boolean => {
      const e = env()
      const first = payment()
      answer(e, first)
      for (let i = 0; i < others; i++) answer(e, payment())
      answer(e, first) // keeps its text only if the first retrieve is still remembered
      rewordDescription(first, "new words")
      return answer(e, first).description === "first words"
    }
    expect(secondRetrieveKeeps(255)).toBe(true)
    expect(secondRetrieveKeeps(256)).toBe(false)
  })
})
