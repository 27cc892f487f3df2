/**
 * A payment answer written as text straight from the records (src/state/payment-json.ts) is the
 * text `JSON.stringify` writes of the rendered payment (src/state/payment-rendering.ts, which the
 * rendering tests pin field by field): byte for byte, over every view and record shape — card and
 * bank transfer, sent and vaulted cards, declined and refunded transactions, fields left out
 * (undefined), null, open objects, and strings JSON must escape.
 */
import { describe, expect, it } from "vitest"
import type { Env } from "../../src/state/env"
import { makeStore, type PaymentRecord, type TransactionRecord } from "../../src/foundation/store"
import { paymentJson } from "../../src/state/payment-json"
import { type PaymentView, renderPayment } from "../../src/state/payment-rendering"

const env = (): Env => {
  const store = makeStore()
  store.customers.set("cus_1", {
    id: "cus_1", merchant: "pk", fields: {}, createdAt: 0, updatedAt: 0,
    cards: [{ id: "pm_1", vaultedToken: "vt_1", status: "ENROLLED", brand: "MASTERCARD", iin: "55555555", lfd: "4444", expirationMonth: 3, expirationYear: 2031, issuer: "Bank \"Q\"", category: "DEBIT", type: "DEBIT", lastUsedAt: null }]
  } as never)
  return { store, clock: undefined as never }
}

const tx = (over: Partial<TransactionRecord> = {}): TransactionRecord => ({
  id: "0a1b2c3d-4e5f-4a6b-8c7d-9e8f7a6b5c4d", type: "PURCHASE", status: "SUCCEEDED", category: "CARD", amountUnits: 269_000,
  responseCode: "SUCCEEDED", responseMessage: "Transaction successful", reason: null, description: null, merchantReference: null,
  providerTransactionId: "98765432-1098-4765-8321-098765432109", createdAt: Date.UTC(2026, 10, 26, 12), updatedAt: Date.UTC(2026, 10, 26, 12, 0, 1), ...over
})

const payment = (over: Partial<PaymentRecord> = {}): PaymentRecord => ({
  id: "5f0e1d2c-3b4a-4968-8776-655443322110", merchant: "pk", accountId: "acc", description: "Order", country: "US", merchantOrderId: "order-1",
  merchantReference: null, status: "SUCCEEDED", subStatus: "APPROVED", currency: "USD", valueUnits: 269_000, capturedUnits: 269_000, refundedUnits: 0,
  workflow: "SDK_CHECKOUT", checkoutSession: "sess-1", paymentMethod: { token: "tok_visa", type: "CARD" }, methodType: "CARD",
  customerPayer: { first_name: "Ada" }, additionalData: null, taxes: null, metadata: [{ key: "cart", value: "c_1" }], callbackUrl: "",
  subscriptionCode: null, transactions: [tx()], createdAt: Date.UTC(2026, 10, 26, 12), updatedAt: Date.UTC(2026, 10, 26, 12, 0, 2), ...over
})

const refund = tx({ id: "77777777-1111-4222-8333-444455556666", type: "REFUND", amountUnits: 100_000, providerTransactionId: "11111111-2222-4333-8444-555566667777" })

const SHAPES: Record<string, PaymentRecord> = {
  "card purchase": payment(),
  "declined": payment({ status: "DECLINED", subStatus: "DECLINED", capturedUnits: 0, transactions: [tx({ status: "DECLINED", responseCode: "INSUFFICIENT_FUNDS", reason: "no funds" })] }),
  "refunded, two transactions": payment({ refundedUnits: 100_000, status: "PARTIALLY_REFUNDED", transactions: [tx(), refund] }),
  "card options and stored credentials": payment({
    paymentMethod: { token: "tok_visa", vault_on_success: true, detail: { card: { verify: true, capture: false, installments: 3, first_installment_deferral: 1, soft_descriptor: "SHOP*1", stored_credentials: { reason: "SUBSCRIPTION", usage: "USED", extra: [1, null] } } } }
  }),
  "sent card (DIRECT)": payment({
    workflow: "DIRECT",
    paymentMethod: { type: "CARD", detail: { card: { card_data: { holder_name: "ADA L", iin: "411111", lfd: "1111", number_length: 16, security_code_length: 3, brand: "VISA", expiration_month: 4, expiration_year: 2030 } } } }
  }),
  "sent card, odd kept values": payment({ paymentMethod: { type: "CARD", detail: { card: { card_data: { holder_name: 7, number_length: 1.5 } } } } }),
  "vaulted card": payment({ paymentMethod: { vaulted_token: "vt_1", type: "CARD" } }),
  "vaulted token of no card": payment({ paymentMethod: { vaulted_token: "vt_none", type: "CARD" } }),
  "bank transfer": payment({ methodType: "BANK_TRANSFER", paymentMethod: { type: "BANK_TRANSFER" }, transactions: [tx({ category: "BANK_TRANSFER", status: "PENDING" })] }),
  "open fields and customer_id payer": payment({
    additionalData: { airline: { legs: [{ from: "EZE" }] }, nothing: null, gone: undefined }, taxes: { type: "VAT", value: 1.5 },
    customerPayer: { customer_id: "cus_1", email: "a@b.c" }, merchantReference: "ref-1", subscriptionCode: "sub-1", paymentLinkId: "link-1", callbackUrl: "https://x.test/cb?a=1&b=2"
  }),
  "payer with id and customer_id": payment({ customerPayer: { id: "given", customer_id: "cus_1" } }),
  "null payer, empty metadata": payment({ customerPayer: null, metadata: [] }),
  "strings JSON escapes": payment({
    description: "quote \" backslash \\ newline \n tab \t bell \u0007 lone \ud800 pair \ud83d\ude00 line sep \u2028 é",
    merchantOrderId: "</script>", accountId: "\u0000", country: "B\u00e9",
    transactions: [tx({ responseMessage: "msg \"q\"", description: "d\\", merchantReference: "\udfff" })]
  }),
  "fields left out (undefined)": payment({ description: undefined as never, merchantReference: undefined as never, taxes: undefined as never, customerPayer: undefined as never, country: undefined as never, transactions: [tx({ reason: undefined as never, description: undefined as never })] }),
  // every field copied from the records, left out at once: each is a key JSON drops
  "every copied field left out": payment({
    accountId: undefined as never, description: undefined as never, country: undefined as never, status: undefined as never,
    subStatus: undefined as never, merchantOrderId: undefined as never, currency: undefined as never, additionalData: undefined as never,
    merchantReference: undefined as never, methodType: undefined as never, customerPayer: undefined as never,
    taxes: undefined as never, workflow: undefined as never, subscriptionCode: undefined as never, callbackUrl: undefined as never,
    transactions: [tx({
      type: undefined as never, status: undefined as never, category: undefined as never, responseCode: undefined as never,
      responseMessage: undefined as never, reason: undefined as never, description: undefined as never, merchantReference: undefined as never,
      providerTransactionId: undefined as never
    })]
  }),
  "odd amounts": payment({ valueUnits: 1, capturedUnits: 10_000_000_001, refundedUnits: 3000, transactions: [tx({ amountUnits: 1 })] }),
  "amounts that are not numbers": payment({ valueUnits: Number.NaN, capturedUnits: Number.POSITIVE_INFINITY, transactions: [tx({ amountUnits: Number.NaN })] }),
  "metadata with holes and undefined": payment({ metadata: [1, undefined, , { a: undefined }] as never })
}

const views = (p: PaymentRecord): Array<PaymentView> => [
  { kind: "create" },
  ...[false, true].flatMap((rawResponse) => [false, true].map((transactionsHistory) => ({ kind: "retrieve", rawResponse, transactionsHistory }) as const)),
  ...p.transactions.flatMap((transaction) => [false, true, undefined as unknown as boolean].map((simplifiedMode) => ({ kind: "refund", transaction, simplifiedMode }) as const))
]

describe("a payment written as text from its records", () => {
  for (const [shape, p] of Object.entries(SHAPES)) {
    it(`is JSON.stringify of the rendered payment: ${shape}`, () => {
      const e = env()
      for (const view of views(p)) {
        const written = paymentJson(e, p, view)
        expect(written, `${view.kind} ${JSON.stringify({ ...view, transaction: undefined })}`).toBe(JSON.stringify(renderPayment(e, p, view)))
        JSON.parse(written) // and it is JSON
      }
    })
  }

  it("shows the vaulted card's data, not the default card (the shapes above differ)", () => {
    const e = env()
    const vaulted = JSON.parse(paymentJson(e, SHAPES["vaulted card"]!, { kind: "create" }))
    expect(vaulted.payment_method.payment_method_detail.card.card_data).toMatchObject({ iin: "55555555", lfd: "4444", brand: "MASTERCARD", issuer_name: 'Bank "Q"' })
    // the default card's text is kept per country: a vaulted or sent card of that country after it still shows its own
    const cardDataOf = (p: PaymentRecord) => JSON.parse(paymentJson(e, p, { kind: "create" })).payment_method.payment_method_detail.card.card_data
    expect(cardDataOf(SHAPES["card purchase"]!)).toMatchObject({ iin: "41111111", brand: "VISA" })
    expect(cardDataOf(SHAPES["vaulted card"]!)).toMatchObject({ iin: "55555555", brand: "MASTERCARD" })
    expect(cardDataOf(SHAPES["sent card (DIRECT)"]!)).toMatchObject({ iin: "411111", holder_name: "ADA L" })
    expect(cardDataOf(SHAPES["card purchase"]!)).toMatchObject({ iin: "41111111", brand: "VISA" })
    const escaped = JSON.parse(paymentJson(e, SHAPES["strings JSON escapes"]!, { kind: "create" }))
    expect(escaped.description).toBe(SHAPES["strings JSON escapes"]!.description)
  })
})
