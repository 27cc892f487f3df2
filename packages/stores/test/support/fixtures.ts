/**
 * A signed incoming-transfer notification (endpoint 13 of the spec), stamped now: the verifier
 * refuses a notification whose resource is older than `maxAgeSeconds` (7 days) as a replay.
 */
export const transferFixture = (overrides: Record<string, unknown> = {}) => ({
  id: "xfer_stores_1",
  destination_account_id: "acct_7f3a",
  account_id: "9b2f6c1e-3d4a-4b5c-8d7e-0f1a2b3c4d5e",
  status: "COMPLETED",
  direction: "INCOMING",
  amount: { value: 1250.75, currency: "USD" },
  payment_rail: "WIRE",
  created_at: new Date(Date.now() - 300_000).toISOString(),
  updated_at: new Date().toISOString(),
  ...overrides
})

export const SECRET = "stores-webhook-secret"

/** A unique run-scoped name, so suites sharing one server never see each other's keys. */
export const unique = (label: string) => `${label}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`

/** Polls `probe` every 25 ms until it returns true; fails after `deadlineMs` (bounded, no fixed sleep). */
export const eventually = async (what: string, probe: () => Promise<boolean>, deadlineMs = 20_000): Promise<number> => {
  const start = Date.now()
  for (;;) {
    if (await probe()) return Date.now() - start
    if (Date.now() - start > deadlineMs) throw new Error(`${what}: not within ${deadlineMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
