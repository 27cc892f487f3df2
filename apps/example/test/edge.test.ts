/**
 * The Hono edge app on its own (as on Workers): secrets from the bindings, or passed in on Node.
 */
import { signWebhook } from "@payrail/core"
import { describe, expect, it, vi } from "vitest"
import workerApp, { createEdgeApp } from "../src/edge"

const SECRET = "edge-test-secret"
/** Recent: an older resource is refused as a replay (maxAgeSeconds, 7 days by default). */
const RECENT = new Date(Date.now() - 60_000).toISOString()
const transfer = (id: string) => ({
  id,
  destination_account_id: "acct_edge",
  account_id: "5b0f1c3e-8a27-4d6b-9c41-2e7f6a9d0b13",
  status: "COMPLETED",
  direction: "INCOMING",
  amount: { value: 42.5, currency: "USD" },
  payment_rail: "ACH_STANDARD",
  created_at: RECENT,
  updated_at: RECENT
})

const post = async (app: ReturnType<typeof createEdgeApp>, signed: { headers: Record<string, string>; body: string }, env?: object) =>
  app.request("/v1/banking/transfers", { method: "POST", headers: signed.headers, body: signed.body }, env)

describe("the edge app", () => {
  it("verifies with the PAYRAIL_WEBHOOK_SECRET binding (Workers), deduplicates, and lists what it handled", async () => {
    const env = { PAYRAIL_WEBHOOK_SECRET: SECRET }
    const signed = await signWebhook(transfer("xfer_edge_1"), { secret: SECRET })
    const first = await post(workerApp, signed, env)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ received: true })
    expect((await post(workerApp, signed, env)).status).toBe(200)
    const received = (await (await workerApp.request("/received", {}, env)).json()) as { received: Array<{ event: string; transfer: { id: string } }> }
    expect(received.received.filter((r) => r.transfer.id === "xfer_edge_1")).toEqual([
      expect.objectContaining({ event: "banking.transfer.incoming.completed" })
    ])
  })

  it("answers 401 to a wrong signature and 500 when the binding is missing", async () => {
    const forged = await signWebhook(transfer("xfer_edge_2"), { secret: "someone-else" })
    expect((await post(workerApp, forged, { PAYRAIL_WEBHOOK_SECRET: SECRET })).status).toBe(401)
    const signed = await signWebhook(transfer("xfer_edge_3"), { secret: SECRET })
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      const missing = await post(workerApp, signed, {})
      expect(missing.status).toBe(500)
      // the caller learns nothing of the setup; the cause is logged
      expect(await missing.json()).toEqual({ received: false, error: "Internal error while verifying the webhook" })
      expect(String(log.mock.calls[0]?.[1])).toMatch(/could not be resolved/)
    } finally {
      log.mockRestore()
    }
  })

  it("takes its secrets as an option on Node", async () => {
    const app = createEdgeApp({ secrets: [SECRET] })
    const signed = await signWebhook(transfer("xfer_edge_4"), { secret: SECRET })
    expect((await post(app, signed)).status).toBe(200)
  })
})
