/**
 * Payouts beyond the flows' happy path (src/state/payouts.ts), through the fake: the whole Payout
 * resource with its one PAYOUT transaction, PENDING until exactly a minute later, settled by its
 * timer even when nobody reads it (the webhook says so), the decline triggers (an amount of 0,
 * DECLINED or REJECTED in the description or the merchant reference), and the list by reference.
 */
import { describe, expect, it } from "vitest"
import { recordingHarness } from "./harnesses"
import { ACCOUNT_ID, type Harness, raw } from "../helpers"

const { received, start } = recordingHarness()

let keys = 0
const T0_MICROS = "2025-03-01T12:00:00.000000Z"
const SETTLED_MICROS = "2025-03-01T12:01:00.000000Z"
const MIN = 60_000
const payoutBody = (overrides: Record<string, unknown> = {}) => ({
  account_id: ACCOUNT_ID,
  merchant_reference: "payout-0001",
  description: "Weekly seller payout",
  country: "CO",
  purpose: "PROVIDER_SERVICES",
  amount: { currency: "USD", value: 40 },
  beneficiary: { merchant_beneficiary_id: "seller-1", country: "CO" },
  withdrawal_method: { type: "BANK_TRANSFER_PAYOUT", provider_id: "UNLIMINT" },
  ...overrides
})
const createPayout = async (h: Harness, overrides: Record<string, unknown> = {}) => {
  const { status, body } = await raw(h, "POST", "/payouts", payoutBody(overrides), { "x-idempotency-key": `payouts-${keys++}` })
  expect(status).toBe(201)
  return body
}
const retrievePayout = async (h: Harness, id: string) => (await raw(h, "GET", `/payouts/${id}`)).body

describe("a payout", () => {
  it("is the create body's fields, then its own, with one PAYOUT transaction; PENDING until a minute later, then SUCCEEDED", async () => {
    const h = await start()
    const payout = await createPayout(h, { metadata: [{ key: "batch", value: "b-1" }], extra_field: 7 })
    const transaction = (status: string, code: string, updated: string) => ({
      id: payout.transactions[0].id, status, type: "PAYOUT", response_code: code, merchant_reference: "payout-0001", purpose: "PROVIDER_SERVICES",
      description: "Weekly seller payout", amount: { currency: "USD", value: 40 }, withdrawal_method: payoutBody().withdrawal_method,
      provider_data: { id: "UNLIMINT", transaction_id: payout.transactions[0].id, status }, created_at: T0_MICROS, updated_at: updated
    })
    const expected = (status: string, code: string, updated: string) => ({
      ...payoutBody(), metadata: [{ key: "batch", value: "b-1" }], extra_field: 7, id: payout.id, status,
      created_at: T0_MICROS, updated_at: updated, transactions: [transaction(status, code, updated)]
    })
    expect(payout).toEqual(expected("PENDING", "PENDING_PROVIDER_CONFIRMATION", T0_MICROS))
    expect(payout.transactions[0].id).not.toBe(payout.id)
    await h.fake.clock.advance(MIN - 1)
    expect(await retrievePayout(h, payout.id)).toEqual(expected("PENDING", "PENDING_PROVIDER_CONFIRMATION", T0_MICROS))
    await h.fake.clock.advance(1)
    expect(await retrievePayout(h, payout.id)).toEqual(expected("SUCCEEDED", "SUCCEEDED", SETTLED_MICROS))
  })

  it("without a description or metadata shows them null and empty", async () => {
    const h = await start()
    const { description: _description, ...body } = payoutBody()
    const { body: payout } = await raw(h, "POST", "/payouts", body, { "x-idempotency-key": `payouts-${keys++}` })
    expect(payout).toMatchObject({ description: null, metadata: [], transactions: [{ description: null }] })
    await h.fake.clock.advance(MIN)
    expect((await retrievePayout(h, payout.id)).status).toBe("SUCCEEDED")
  })

  it("is settled by its timer, without a read: the webhook carries it SUCCEEDED at the minute", async () => {
    const h = await start()
    const payout = await createPayout(h)
    expect(h.fake.clock.pending()).toEqual([{ at: "2025-03-01T12:01:00.000Z", label: `payout ${payout.id} settles` }])
    await h.fake.clock.advance(MIN)
    await h.fake.webhooks.settled()
    const statuses = received.filter((e) => e.type_event === "payout.payout").map((e) => JSON.stringify(e.data).match(/"status":"(\w+)"/)?.[1])
    expect(statuses).toEqual(["PENDING", "SUCCEEDED"])
    expect(h.fake.clock.pending()).toEqual([])
  })

  it("is DECLINED for an amount of 0 or DECLINED named in its description or reference, REJECTED for REJECTED", async () => {
    const h = await start()
    const cases = [
      [{ amount: { currency: "USD", value: 0 } }, "DECLINED", "DECLINED_BY_PROVIDER"],
      [{ description: "DECLINED by the test" }, "DECLINED", "DECLINED_BY_PROVIDER"],
      [{ merchant_reference: "payout-DECLINED" }, "DECLINED", "DECLINED_BY_PROVIDER"],
      [{ description: "REJECTED by the test" }, "REJECTED", "REJECTED"],
      [{ merchant_reference: "payout-REJECTED" }, "REJECTED", "REJECTED"],
      [{ description: "DECLINED and REJECTED" }, "DECLINED", "DECLINED_BY_PROVIDER"]
    ] as const
    const payouts = []
    for (const [overrides] of cases) payouts.push(await createPayout(h, overrides))
    await h.fake.clock.advance(MIN)
    for (const [i, [, status, code]] of cases.entries()) {
      expect(await retrievePayout(h, payouts[i].id)).toMatchObject({ status, transactions: [{ status, response_code: code }] })
    }
  })

  it("is listed by its merchant reference only, settled when listed after its minute", async () => {
    const h = await start()
    const a = await createPayout(h, { merchant_reference: "ref-a" })
    await createPayout(h, { merchant_reference: "ref-b" })
    h.fake.seed.merchant({ publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    await raw(h, "POST", "/payouts", payoutBody({ merchant_reference: "ref-a" }), {
      "public-api-key": "pk_other", "private-secret-key": "sk_other", "x-idempotency-key": `payouts-${keys++}`
    })
    const list = async () => (await raw(h, "GET", "/payouts?merchant_reference=ref-a")).body
    expect((await list()).map((p: any) => [p.id, p.status])).toEqual([[a.id, "PENDING"]])
    await h.fake.clock.advance(MIN)
    expect((await list()).map((p: any) => [p.id, p.status])).toEqual([[a.id, "SUCCEEDED"]])
  })

  it("is found only by its own merchant's id: 404 PAYOUT_NOT_FOUND, named", async () => {
    const h = await start()
    const { status, body } = await raw(h, "GET", "/payouts/no-such-payout")
    expect(status).toBe(404)
    expect(body).toEqual({ code: "PAYOUT_NOT_FOUND", messages: ["Payout no-such-payout not found"] })
  })
})
