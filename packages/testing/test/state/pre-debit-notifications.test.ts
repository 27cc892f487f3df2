/**
 * Pre-debit notifications (src/state/pre-debit-notifications.ts) through the real client, in-process
 * and over HTTP: created SENT, a reused merchant_reference answering the first notification,
 * retrieved by id and looked up by reference (one notification), unknown ones 404.
 */
import { afterEach, describe, expect, it } from "vitest"
import { ACCOUNT_ID, caught, type Harness, inProcess, overHttp } from "../helpers"

let harness: Harness | undefined
afterEach(async () => {
  await harness?.close()
  harness = undefined
})

const body = (overrides: Record<string, unknown> = {}) => ({
  account_id: ACCOUNT_ID,
  merchant_reference: "upi-renewal-0001",
  description: "March renewal",
  amount: { currency: "INR", value: 499.5 },
  billing_date: "2025-03-05",
  billing_sequence_number: "3",
  provider_data: { id: "UPI_PROVIDER" },
  ...overrides
})

describe.each([inProcess, overHttp])("pre-debit notifications (%#)", (make) => {
  it("are created SENT, and a reused merchant_reference answers the first one unchanged", async () => {
    const h = (harness = await make())
    const payrail = h.client()
    const created = await payrail.preDebitNotifications.create(body() as never)
    expect(created).toMatchObject({
      account_id: ACCOUNT_ID, status: "SENT", merchant_reference: "upi-renewal-0001", description: "March renewal",
      amount: { currency: "INR", value: "499.5" }, billing_date: "2025-03-05", billing_sequence_number: "3",
      provider_data: { id: "UPI_PROVIDER" }, created_at: "2025-03-01T12:00:00.000000Z"
    })
    await h.fake.clock.advance(1000)
    const again = await payrail.preDebitNotifications.create(body({ description: "changed", amount: { currency: "INR", value: 1 } }) as never)
    expect(again).toEqual(created)
    const other = await payrail.preDebitNotifications.create(body({ merchant_reference: "upi-renewal-0002" }) as never)
    expect(other.id).not.toBe(created.id)
  })

  it("are retrieved by id and looked up by merchant reference; unknown ones are 404", async () => {
    const h = (harness = await make())
    const payrail = h.client()
    const created = await payrail.preDebitNotifications.create(body() as never)
    expect(await payrail.preDebitNotifications.retrieve(created.id)).toEqual(created)
    expect(await payrail.preDebitNotifications.listByMerchantReference({ merchant_reference: "upi-renewal-0001" })).toEqual(created)
    expect(await caught(() => payrail.preDebitNotifications.retrieve("0f9c2a1e-9999-4a5b-9c3d-123456789abc"))).toMatchObject({ status: 404, code: "NOT_FOUND" })
    expect(await caught(() => payrail.preDebitNotifications.listByMerchantReference({ merchant_reference: "nope" }))).toMatchObject({ status: 404 })
  })

  it("refuse an origin payment the merchant does not have", async () => {
    const h = (harness = await make())
    const missing = "0f9c2a1e-8888-4a5b-9c3d-123456789abc"
    const error = await caught(() => h.client().preDebitNotifications.create(body({ origin_payment_id: missing }) as never))
    expect(error).toMatchObject({ status: 400, code: "INVALID_REQUEST" })
    expect(JSON.stringify(error)).toContain("origin_payment_id")
  })
})
