/** A minute before the tests started: recent enough for the default `maxAgeSeconds` (7 days). */
export const RECENT = new Date(Date.now() - 60_000).toISOString()

/** A notification as the spec describes it (endpoint 13), updated a minute ago. */
export const transferFixture = (overrides: Record<string, unknown> = {}) => ({
  id: "xfer_01J9ZK3Q8V",
  destination_account_id: "acct_7f3a",
  account_id: "9b2f6c1e-3d4a-4b5c-8d7e-0f1a2b3c4d5e",
  provider: { account_id: "prov_acc_1", transfer_id: "prov_tr_1" },
  status: "COMPLETED",
  direction: "INCOMING",
  sender: { account_number_last_4: "6789", routing_number: "021000021", account_name: "Jane Doe", bank_name: "Chase" },
  amount: { value: 1250.75, currency: "USD" },
  payment_rail: "WIRE",
  description: "Invoice 1042",
  created_at: RECENT,
  updated_at: RECENT,
  ...overrides
})

export const SECRET = "hono-webhook-secret"
export const WHSEC = `whsec_${Buffer.from(new Uint8Array(32).fill(42)).toString("base64")}`

export const gate = () => {
  let open!: () => void
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}

/** A payment notification envelope (docs/service-facts.md#webhook-envelope, A3), updated a minute ago. */
export const paymentEnvelope = (typeEvent = "payment.purchase", payment: Record<string, unknown> = {}) => ({
  type: "payment",
  type_event: typeEvent,
  account_id: "9b2f6c1e-3d4a-4b5c-8d7e-0f1a2b3c4d5e",
  retry: 0,
  version: 2,
  data: {
    payment: {
      id: "5b7a1c2e-1111-4c4c-9d9d-0a0b0c0d0e0f",
      status: "SUCCEEDED",
      sub_status: "APPROVED",
      merchant_order_id: "order-1",
      amount: { value: 10, currency: "USD" },
      created_at: RECENT,
      updated_at: RECENT,
      ...payment
    }
  }
})
