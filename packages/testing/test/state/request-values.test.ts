/**
 * Values a request carries, read at the edge (src/state/request-time.ts, request-amount.ts,
 * card-data.ts, and their callers: create, capture, refund), through the fake: a time that is no ISO 8601 date-time and an amount the fake
 * cannot keep exactly are refused naming their field and value; a body that is not JSON is kept in
 * the request log with its card numbers masked, its security codes redacted and nothing else changed.
 */
import { describe, expect, it } from "vitest"
import { freshHarness } from "./harnesses"
import { authorizeBody, type Harness, paymentBody, raw, reportBody } from "../helpers"

const { start } = freshHarness()
let keys = 0
const post = (h: Harness, path: string, body: unknown, headers: Record<string, string> = {}) =>
  raw(h, "POST", path, body, { "x-idempotency-key": `request-values-${keys++}`, ...headers })
/** Reports are an organization's: their calls carry an organization code. */
const ORG = { "x-organization-code": "org_payrail_fake" }

describe("a request's values", () => {
  it("a time that is no date-time is refused as INVALID_REQUEST naming the field and the value", async () => {
    const h = await start()
    for (const field of ["start_date", "end_date"]) {
      const { status, body } = await post(h, "/reports", reportBody({ [field]: "2025-13-01T00:00:00Z" }), ORG)
      expect(status).toBe(400)
      expect(body).toEqual({
        code: "INVALID_REQUEST",
        messages: [`${field}: Expected an ISO 8601 date-time such as 2025-01-31T23:59:59Z, got "2025-13-01T00:00:00Z"`]
      })
    }
  })

  it("an amount above what the fake keeps exactly is refused as INVALID_REQUEST naming the field and the value", async () => {
    const h = await start()
    const tooMuch = {
      code: "INVALID_REQUEST",
      messages: ["amount.value: Expected an amount of at most 900719925474.0991 in multiples of 0.0001, got 1000000000000"]
    }
    const payment = await post(h, "/payments", paymentBody(h.fake.seed.checkoutSession().id, { amount: { currency: "USD", value: 1e12 } }))
    expect([payment.status, payment.body]).toEqual([400, tooMuch])
    const { body: authorization } = await post(h, "/payments", authorizeBody(h.fake.seed.checkoutSession().id))
    const capture = await post(h, `/payments/${authorization.id}/transactions/${authorization.transactions.id}/capture`, {
      merchant_reference: "cap-1", amount: { currency: "USD", value: 1e12 }
    })
    expect([capture.status, capture.body]).toEqual([400, tooMuch])
    const { body: purchase } = await post(h, "/payments", paymentBody(h.fake.seed.checkoutSession().id))
    const refund = await post(h, `/payments/${purchase.id}/transactions/${purchase.transactions.id}/refund`, { amount: { currency: "USD", value: 1e12 } })
    expect([refund.status, refund.body]).toEqual([400, tooMuch])
  })

  it("a body that is not JSON is logged with each run of 12 to 19 digits masked, its security codes redacted, and its other digits as sent", async () => {
    const h = await start()
    const text = '{"card_data": {"number": "5252440000000036", "cvv": 123, "id": 12345678901'
    expect((await post(h, "/payments", text)).status).toBe(400)
    const logged = h.fake.requests.at(-1)
    expect(logged?.body).toBe('{"card_data": {"number": "525244******0036", "cvv": [REDACTED], "id": 12345678901')
  })
})
