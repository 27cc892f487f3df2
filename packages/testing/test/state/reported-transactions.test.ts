/**
 * Reported transactions (src/state/reported-transactions.ts) through the real client, in-process
 * and over HTTP: kept in the fake's state, refused one by one (never the batch), duplicates by
 * report_id counted, the provider's raw answer kept without card numbers.
 */
import { afterEach, describe, expect, it } from "vitest"
import { ACCOUNT_ID, type Harness, inProcess, overHttp } from "../helpers"

let harness: Harness | undefined
afterEach(async () => {
  await harness?.close()
  harness = undefined
})

const event = (report_id: string, overrides: Record<string, unknown> = {}) => ({
  report_id, merchant_order_id: `order-${report_id}`, country: "BR", payment_method_type: "CARD", result: "SUCCEEDED",
  amount: { value: 99, currency: "BRL" }, provider_id: "ADYEN", occurred_at: "2025-03-01T11:00:00Z", ...overrides
})

const kept = (h: Harness) =>
  ((h.fake.snapshot() as any).store.reportedTransactions as Array<[string, { reportId: string; event: Record<string, unknown> }]>).map(([, t]) => t)

describe.each([inProcess, overHttp])("reported transactions (%#)", (make) => {
  it("keeps the accepted events, refuses the bad ones one by one and counts duplicates", async () => {
    const h = (harness = await make())
    const payrail = h.client()
    const first = await payrail.reporting.transactions({
      account_id: ACCOUNT_ID,
      events: [
        event("r-1", { raw_provider_response: { card_data: { number: "4111111111111111" }, psp: "ok" } }),
        event("r-2", { occurred_at: "2025-03-02T00:00:00Z" }), // after the fake's now
        event("r-3")
      ]
    } as never)
    expect(first).toEqual({ accepted: 2, duplicates: 0, rejected: [{ report_id: "r-2", code: "INVALID_OCCURRED_AT", messages: ["occurred_at is in the future"] }] })
    const second = await payrail.reporting.transactions({ account_id: ACCOUNT_ID, events: [event("r-1"), event("r-4")] } as never)
    expect(second).toEqual({ accepted: 1, duplicates: 1, rejected: [] })
    expect(kept(h).map((t) => t.reportId)).toEqual(["r-1", "r-3", "r-4"])
    expect(JSON.stringify(h.fake.snapshot())).not.toContain("4111111111111111")
    expect(kept(h)[0]!.event).toMatchObject({ merchant_order_id: "order-r-1", raw_provider_response: { psp: "ok" } })
  })
})
