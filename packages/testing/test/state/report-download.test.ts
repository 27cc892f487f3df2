/**
 * A report's file (src/state/report-download.ts) through the real client, in-process and over
 * HTTP: refused while IN_PROCESS, then the CSV of the merchant's payments in the report's range.
 */
import { afterEach, describe, expect, it } from "vitest"
import { caught, type Harness, inProcess, overHttp, paymentBody } from "../helpers"

let harness: Harness | undefined
afterEach(async () => {
  await harness?.close()
  harness = undefined
})

describe.each([inProcess, overHttp])("a report download (%#)", (make) => {
  it("is refused until the report completes, then is the CSV of the payments in its range", async () => {
    const h = (harness = await make())
    const payrail = h.client()
    const inRange = await payrail.payments.create(paymentBody(h.fake.seed.checkoutSession().id, { merchant_order_id: "order, \"one\"" }), { idempotencyKey: "rd-1" })
    await h.fake.clock.advance(2 * 86_400_000)
    await payrail.payments.create(paymentBody(h.fake.seed.checkoutSession().id, { merchant_order_id: "order-later" }), { idempotencyKey: "rd-2" })
    const report = await payrail.reports.create({ type: "PAYMENTS", start_date: "2025-03-01T00:00:00Z", end_date: "2025-03-01T23:59:59Z" } as never)
    expect(await caught(() => payrail.reports.download(report.id))).toMatchObject({ status: 400, code: "INVALID_REQUEST" })
    await h.fake.clock.advance(60_000)
    const csv = await payrail.reports.download(report.id)
    expect(csv).toBe(
      "payment_id,merchant_order_id,account_id,country,status,sub_status,payment_method_type,amount,currency,created_at\r\n" +
        `${inRange.id},"order, ""one""",0f9c2a1e-1111-4a5b-9c3d-123456789abc,US,SUCCEEDED,APPROVED,CARD,26.9,USD,2025-03-01T12:00:00.000000Z\r\n`
    )
  })
})
