import type { IncomingTransfer } from "../../src/schema/transfer"

/** A minute before the tests started: recent enough for the default `maxAgeSeconds` (7 days). */
export const RECENT = new Date(Date.now() - 60_000).toISOString()

/** A notification as the spec describes it (endpoint 13), updated a minute ago. */
export const transferFixture = (overrides: Partial<Record<keyof IncomingTransfer, unknown>> = {}) => ({
  id: "xfer_01J9ZK3Q8V",
  destination_account_id: "acct_7f3a",
  account_id: "9b2f6c1e-3d4a-4b5c-8d7e-0f1a2b3c4d5e",
  provider: { account_id: "prov_acc_1", transfer_id: "prov_tr_1" },
  status: "COMPLETED",
  direction: "INCOMING",
  sender: { account_number_last_4: "6789", routing_number: "021000021", account_name: "Jane Doe", bank_name: "Chase" },
  amount: { value: 1250.75, currency: "USD" },
  payment_rail: "ACH_STANDARD",
  description: "Invoice 1042",
  created_at: RECENT,
  updated_at: RECENT,
  ...overrides
})

/** A `whsec_` secret made of `bytes`. */
export const whsec = (bytes: Uint8Array) => `whsec_${Buffer.from(bytes).toString("base64")}`

/** The test vector published by the standard-webhooks project (and in the standardwebhooks package's tests). */
export const VECTOR = {
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
  timestamp: 1614265330,
  payload: "{\"test\": 2432232314}",
  signature: "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
} as const

/** A promise with its resolve, for holding a handler open. */
export const gate = () => {
  let open!: () => void
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}

/**
 * fast-check run count: small in the test command (a busy 2-core CI machine), large in the
 * scripted runs (`PAYRAIL_PROPERTY_RUNS=2000 npx vitest run test/webhooks`).
 */
export const propertyRuns = (ci: number): number => {
  const scripted = Number(process.env.PAYRAIL_PROPERTY_RUNS)
  return Number.isInteger(scripted) && scripted > 0 ? scripted : ci
}
