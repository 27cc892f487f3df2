/**
 * How the fake renders a payment on the wire (src/state/payments.ts, "Rendering"): the whole
 * Payment resource of a purchase, a decline, a vaulted-card payment and a bank transfer; the
 * retrieve view with raw_response and transactions_history; the payment a refund's webhook
 * carries. Ids come from a stubbed `crypto.randomUUID` so the codes derived from them
 * (authorization code, retrieval reference number) are exact.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { recordingHarness } from "./harnesses"
import { ACCOUNT_ID, type Harness, paymentBody, raw, stubRandomUUID } from "../helpers"

/** Every id the fake makes: hex letters but for the digits 0 9 8 7 6 5 4 3 8 (nine of them). */
const PREFIX = "a0b9c8d7-e6f5-4a3b-8cdd-"
/** The first 6 / 12 digits of such an id, zero-padded (there are only nine). */
const AUTH_CODE = "098765"
const RRN = "098765438000"

beforeEach(() => {
  stubRandomUUID(PREFIX)
})
afterEach(() => {
  vi.restoreAllMocks()
})
const { received, start } = recordingHarness()
const session = (h: Harness) => h.fake.seed.checkoutSession().id
let keys = 0
const post = (h: Harness, path: string, body: unknown) => raw(h, "POST", path, body, { "x-idempotency-key": `render-${keys++}` })

const T0_MICROS = "2025-03-01T12:00:00.000000Z"
const NO_3DS = {
  version: null, electronic_commerce_indicator: null, cryptogram: null, transaction_id: null,
  directory_server_transaction_id: null, pares_status: null, acs_id: null
}
/** The card the fake shows when the payment's card is not a vaulted one. */
const DEFAULT_CARD = {
  holder_name: "PAYRAIL FAKE", iin: "41111111", lfd: "1111", number_length: 16, security_code_length: 3,
  brand: "VISA", issuer_name: "Payrail Fake Bank", issuer_code: null, country_code: "US", category: "CREDIT",
  type: "CREDIT", fingerprint: null, expiration_month: 12, expiration_year: 2030, three_d_secure: NO_3DS
}
const cardDetail = (approved: boolean, cardData: Record<string, unknown> = DEFAULT_CARD) => ({
  card: {
    verify: false, capture: true, installments: 1, installments_plan_id: null, first_installment_deferral: 0,
    installments_type: "", installment_amount: null, soft_descriptor: "",
    authorization_code: approved ? AUTH_CODE : "",
    retrieval_reference_number: approved ? RRN : "",
    voucher: null,
    card_data: cardData,
    stored_credentials: { reason: null, usage: null, subscription_agreement_id: null, network_transaction_id: null }
  }
})
const providerData = (t: { provider: string; status: string; subStatus: string; code: string; message: string }, rawResponse: unknown = null) => ({
  id: "PAYRAIL_FAKE",
  transaction_id: t.provider,
  account_id: ACCOUNT_ID,
  status: t.status,
  sub_status: t.subStatus,
  status_detail: t.message,
  response_message: t.message,
  response_code: t.code,
  iso8583_response_code: t.status === "SUCCEEDED" ? "00" : "05",
  iso8583_response_message: t.status === "SUCCEEDED" ? "Approved" : "Do not honor",
  raw_response: rawResponse,
  third_party_transaction_id: null,
  third_party_account_id: null
})

describe("the Payment resource, whole", () => {
  it("a card purchase: every field, the default card, codes derived from the transaction's ids", async () => {
    const h = await start()
    const checkout = session(h)
    const { status, body } = await post(h, "/payments", paymentBody(checkout))
    expect(status).toBe(201)
    const tx = body.transactions
    expect(tx.id.startsWith(PREFIX) && tx.provider_data.transaction_id.startsWith(PREFIX)).toBe(true)
    const method = { vaulted_token: "", type: "CARD", vault_on_success: false, token: "tok_visa" }
    expect(body).toEqual({
      id: body.id,
      account_id: ACCOUNT_ID,
      description: "Order from the fake tests",
      country: "US",
      status: "SUCCEEDED",
      sub_status: "APPROVED",
      merchant_order_id: "order-0001",
      created_at: T0_MICROS,
      updated_at: T0_MICROS,
      amount: { value: 26.9, currency: "USD", captured: 26.9, refunded: 0, currency_conversion: null },
      additional_data: null,
      merchant_reference: null,
      checkout: { session: checkout, sdk_action_required: false },
      payment_method: { ...method, parent_payment_method_type: null, payment_method_detail: cardDetail(true) },
      customer_payer: null,
      taxes: null,
      transactions: {
        id: tx.id,
        type: "PURCHASE",
        status: "SUCCEEDED",
        category: "CARD",
        amount: 26.9,
        provider_id: "PAYRAIL_FAKE",
        payment_method: { ...method, detail: cardDetail(true) },
        response_code: "SUCCEEDED",
        response_message: "Transaction successful",
        reason: null,
        description: null,
        merchant_reference: null,
        provider_data: providerData({
          provider: tx.provider_data.transaction_id, status: "SUCCEEDED", subStatus: "APPROVED", code: "SUCCEEDED", message: "Transaction successful"
        }),
        connection_data: null,
        three_d_secure_action_required: null,
        created_at: T0_MICROS,
        updated_at: T0_MICROS
      },
      transactions_history: null,
      split: [],
      workflow: "SDK_CHECKOUT",
      metadata: [],
      fraud_screening: null,
      payment_link_id: "",
      subscription_code: null,
      routing_rules: null,
      simplified_mode: false,
      callback_url: ""
    })
  })

  it("a declined card: no authorization code nor reference number, ISO 8583 '05 Do not honor'; metadata echoed", async () => {
    const h = await start()
    const metadata = [{ key: "order", value: "42" }]
    const { body } = await post(h, "/payments", paymentBody(session(h), { payment_method: { token: "tok_decline" }, metadata }))
    expect(body).toMatchObject({ status: "DECLINED", sub_status: "DECLINED", metadata, split: [] })
    expect(body.payment_method.payment_method_detail).toEqual(cardDetail(false))
    expect(body.transactions.payment_method.detail).toEqual(cardDetail(false))
    expect(body.transactions.provider_data).toEqual(providerData({
      provider: body.transactions.provider_data.transaction_id, status: "DECLINED", subStatus: "DECLINED", code: "DO_NOT_HONOR", message: "Do not honor"
    }))
  })

  it("a vaulted card: its own data, found among several customers' cards; vault_on_success shown; customer_id comes back as id", async () => {
    const h = await start()
    const other = (token: string) => ({ vaultedToken: `${PREFIX}0000000000${token}`, brand: "AMEX", lfd: "0005", iin: "37000000", issuer: "Amex Bank", category: "CREDIT", type: "CREDIT", expirationMonth: 1, expirationYear: 2029 })
    h.fake.seed.customer({ cards: [other("a1")] })
    const token = `${PREFIX}0000000000b2`
    const owner = h.fake.seed.customer({
      cards: [other("a2"), { vaultedToken: token, brand: "MASTERCARD", lfd: "4444", iin: "55555555", issuer: "Other Bank", category: "DEBIT", type: "PREPAID", expirationMonth: 7, expirationYear: 2031 }]
    })
    h.fake.seed.customer({ cards: [other("a3")] })
    const { body } = await post(h, "/payments", paymentBody(session(h), {
      customer_payer: { customer_id: owner.id },
      payment_method: { vaulted_token: token, vault_on_success: true }
    }))
    const card = {
      ...DEFAULT_CARD, iin: "55555555", lfd: "4444", brand: "MASTERCARD", issuer_name: "Other Bank", category: "DEBIT", type: "PREPAID",
      expiration_month: 7, expiration_year: 2031
    }
    expect(body.customer_payer).toEqual({ id: owner.id })
    expect(body.payment_method).toEqual({
      vaulted_token: token, type: "CARD", vault_on_success: true, token: "", parent_payment_method_type: null,
      payment_method_detail: cardDetail(true, card)
    })
    expect(body.transactions.payment_method).toEqual({ vaulted_token: token, type: "CARD", vault_on_success: true, token: "", detail: cardDetail(true, card) })
  })

  it("a bank transfer: the transfer instructions", async () => {
    const h = await start()
    const { body } = await post(h, "/payments", paymentBody(session(h), { payment_method: { type: "BANK_TRANSFER" } }))
    const detail = {
      bank_transfer: {
        provider_image: null, account_type: "CHECKING", bank_name: "Payrail Fake Bank", beneficiary_name: "Payrail Fake Merchant",
        bank_account: "000123456789", bank_account_2: null, beneficiary_document_type: null, beneficiary_document: null,
        payment_instruction: `Transfer 26.9 USD quoting ${body.id}`, redirect_url: null
      }
    }
    expect(body.payment_method.payment_method_detail).toEqual(detail)
    expect(body.transactions.payment_method.detail).toEqual(detail)
  })
})

describe("after a refund", () => {
  it("retrieve with raw_response and transactions_history: both transactions, each with its raw provider answer", async () => {
    const h = await start()
    const { body: payment } = await post(h, "/payments", paymentBody(session(h)))
    const purchase = payment.transactions
    const { body: refunded } = await post(h, `/payments/${payment.id}/transactions/${purchase.id}/refund`, { amount: { currency: "USD", value: 5 } })
    const refund = refunded.transactions
    expect(refunded).toMatchObject({ sub_status: "PARTIALLY_REFUNDED", simplified_mode: false, transactions: { type: "REFUND", id: refund.id } })
    const { body } = await raw(h, "GET", `/payments/${payment.id}?raw_response=true&transactions_history=true`)
    const rawOf = (t: any) => ({ fake: true, provider: "payrail-fake", transaction_id: t.provider_data.transaction_id, status: "SUCCEEDED", code: t.response_code })
    const expected = [
      { ...purchase, provider_data: { ...purchase.provider_data, sub_status: "PARTIALLY_REFUNDED", raw_response: rawOf(purchase) } },
      { ...refund, provider_data: { ...refund.provider_data, raw_response: rawOf(refund) } }
    ]
    expect(refund.provider_data.raw_response).toBeNull()
    expect(body.transactions).toEqual(expected)
    expect(body.transactions_history).toEqual(expected)
    expect(body.simplified_mode).toBe(false)
  })

  it("the refund's webhook carries the payment as of the refund, the refund as its transaction", async () => {
    const h = await start()
    const { body: payment } = await post(h, "/payments", paymentBody(session(h)))
    const { body: refunded } = await post(h, `/payments/${payment.id}/transactions/${payment.transactions.id}/refund`, { amount: { currency: "USD", value: 5 } })
    await h.fake.webhooks.settled()
    const event = received.find((e) => e.type_event === "payment.refund")
    expect(event?.data.payment).toEqual(refunded)
    expect(event?.data.payment).toMatchObject({
      simplified_mode: false,
      payment_method: { payment_method_detail: cardDetail(true) },
      transactions: { type: "REFUND" }
    })
  })
})
