/**
 * The bytes the benchmarks serve: a Payrail payment exactly as the fake renders it (so it is
 * valid for the current schemas), and a Stripe PaymentIntent padded to the same size, so
 * the per-call comparison decodes objects of similar weight.
 */
import type { CreatePaymentParams } from "@payrail/core"
import { createFakePayrail } from "@payrail/testing"

export const ACCOUNT_ID = "0f9c2a1e-1111-4a5b-9c3d-123456789abc"

export const paymentBody = (session: string, orderId = "order-bench-0001"): CreatePaymentParams => ({
  account_id: ACCOUNT_ID,
  description: "Order from the benchmarks",
  country: "US",
  merchant_order_id: orderId,
  amount: { currency: "USD", value: 26.9 },
  checkout: { session },
  customer_payer: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" },
  payment_method: { token: "tok_visa" },
  metadata: [{ key: "cart", value: "c_123" }]
})

export interface Payloads {
  /** `GET /payments/{id}` answer (Payrail). */
  readonly retrieveText: string
  /** `POST /payments` answer (Payrail). */
  readonly createText: string
  readonly paymentId: string
  readonly createBody: ReturnType<typeof paymentBody>
  /** A PaymentIntent of about the size of `retrieveText`. */
  readonly stripeRetrieveText: string
  /** A PaymentIntent of about the size of `createText`. */
  readonly stripeCreateText: string
}

const stripeIntent = (id: string, targetBytes: number) => {
  const intent: Record<string, unknown> = {
    id,
    object: "payment_intent",
    amount: 2690,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 2690,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic",
    client_secret: `${id}_secret_Jv2YqkQ6mR0bT4s9`,
    confirmation_method: "automatic",
    created: 1714557600,
    currency: "usd",
    customer: "cus_PzK7d0bench",
    description: "Order from the benchmarks",
    invoice: null,
    last_payment_error: null,
    latest_charge: {
      id: "ch_3PbenchCharge0001",
      object: "charge",
      amount: 2690,
      amount_captured: 2690,
      amount_refunded: 0,
      balance_transaction: "txn_3PbenchTxn0001",
      billing_details: { address: { city: null, country: "US", line1: null, line2: null, postal_code: "10001", state: null }, email: "ada@example.com", name: "Ada Lovelace", phone: null },
      captured: true,
      created: 1714557601,
      currency: "usd",
      outcome: { network_status: "approved_by_network", reason: null, risk_level: "normal", risk_score: 12, seller_message: "Payment complete.", type: "authorized" },
      paid: true,
      payment_method: "pm_1PbenchPm0001",
      payment_method_details: {
        card: {
          brand: "visa", checks: { address_line1_check: null, address_postal_code_check: "pass", cvc_check: "pass" }, country: "US",
          exp_month: 12, exp_year: 2030, fingerprint: "Xt5EWLLDS7FJjR1c", funding: "credit", installments: null, last4: "4242",
          mandate: null, network: "visa", network_token: { used: false }, three_d_secure: null, wallet: null
        },
        type: "card"
      },
      receipt_url: "https://pay.example.invalid/receipts/bench",
      refunded: false,
      status: "succeeded"
    },
    livemode: false,
    metadata: { order_id: "order-bench-0001" } as Record<string, string>,
    next_action: null,
    on_behalf_of: null,
    payment_method: "pm_1PbenchPm0001",
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: "automatic" } },
    payment_method_types: ["card"],
    processing: null,
    receipt_email: "ada@example.com",
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "succeeded",
    transfer_data: null,
    transfer_group: null
  }
  const metadata = intent.metadata as Record<string, string>
  let i = 0
  // Pad with metadata (what a merchant would attach) until the size matches.
  while (JSON.stringify(intent).length < targetBytes && i < 500) metadata[`line_item_${i++}`] = "sku_0000-qty_1-usd_26.90"
  return JSON.stringify(intent)
}

export const makePayloads = async (): Promise<Payloads> => {
  const fake = createFakePayrail({ now: "2025-03-01T12:00:00.000Z" })
  const session = fake.seed.checkoutSession()
  const createBody = paymentBody(session.id)
  const headers = {
    "content-type": "application/json",
    "public-api-key": fake.publicApiKey,
    "private-secret-key": fake.privateSecretKey,
    "x-idempotency-key": crypto.randomUUID()
  }
  const created = await fake.fetch(`${fake.baseUrl}/payments`, { method: "POST", headers, body: JSON.stringify(createBody) })
  const createText = await created.text()
  if (created.status !== 201) throw new Error(`fake refused the bench payment: ${createText}`)
  const paymentId = (JSON.parse(createText) as { id: string }).id
  const retrieved = await fake.fetch(`${fake.baseUrl}/payments/${paymentId}`, { headers })
  const retrieveText = await retrieved.text()
  return {
    retrieveText,
    createText,
    paymentId,
    createBody,
    stripeRetrieveText: stripeIntent("pi_3PbenchIntent0001", retrieveText.length),
    stripeCreateText: stripeIntent("pi_3PbenchIntent0001", createText.length)
  }
}
