/** The fake's router is derived from core's declarations: each declared path routes to its handler, and every check comes from the declaration (the handler table itself: test/handler-table.test.ts). */
import { api, endpoints } from "@payrail/core/api"
import { describe, expect, it } from "vitest"
import { findHandler } from "../src/routes/router"
import { inProcess, raw } from "./helpers"

describe("the fake's router", () => {
  it("routes every declared method and path template to its handler", () => {
    for (const endpoint of endpoints) {
      const path = endpoint.path.replace(/\{(\w+)\}/g, "00000000-0000-4000-8000-000000000000")
      const found = findHandler(endpoint.method, path)
      expect(found !== undefined && "handler" in found && found.handler.endpoint).toBe(endpoint)
    }
    expect(findHandler("GET", "/reports/list")).toMatchObject({ handler: { endpoint: api.reports.list } })
    expect(findHandler("PUT", "/payments")).toEqual({ allowed: ["POST", "GET"] })
    expect(findHandler("GET", "/reports")).toEqual({ allowed: ["POST"] })
    expect(findHandler("GET", "/nothing")).toBeUndefined()
  })

  it("gives the same answers again from what it remembers, per method: a handler, the allowed methods, no route", () => {
    const asked: Array<[string, string]> = [["POST", "/payments"], ["GET", "/payments"], ["PUT", "/payments"], ["GET", "/nothing"], ["DELETE", "/nothing"], ["GET", "/reports"]]
    const first = asked.map(([method, path]) => findHandler(method, path))
    for (let round = 0; round < 3; round++) expect(asked.map(([method, path]) => findHandler(method, path))).toEqual(first)
    expect(first[0]).toMatchObject({ handler: { endpoint: api.payments.create } })
    expect(first[1]).toMatchObject({ handler: { endpoint: api.payments.listByMerchantOrderId } })
    expect(first[2]).toEqual({ allowed: ["POST", "GET"] })
    expect(first[3]).toBeUndefined()
    expect(first[4]).toBeUndefined()
  })

  it("answers with the declared success status and refuses what the declaration refuses, naming the field", async () => {
    const h = await inProcess()
    const key = () => ({ "x-idempotency-key": crypto.randomUUID() })
    const session = await raw(h, "POST", "/checkout/sessions", { account_id: "acc", merchant_order_id: "o-1", payment_description: "Desc", country: "US" })
    expect(session.status).toBe(api.checkout.sessions.create.successStatus)
    const missing = await raw(h, "POST", "/checkout/sessions", { account_id: "acc", country: "US", extra: 1 })
    expect(missing.status).toBe(400)
    expect(missing.body.code).toBe("INVALID_REQUEST")
    for (const field of ["merchant_order_id", "payment_description"]) expect(missing.body.messages.join("\n")).toContain(field)
    expect(missing.body.messages.join("\n")).not.toContain("extra") // an unknown field is not a bad one

    const capture = await raw(h, "POST", "/payments/not-a-uuid/transactions/also-not/capture", {}, key())
    expect(capture.status).toBe(400)
    expect(capture.body.messages.join("\n")).toMatch(/payment_id[\s\S]*transaction_id/)
    const noReference = await raw(h, "POST", "/payments/00000000-0000-4000-8000-000000000000/transactions/00000000-0000-4000-8000-000000000001/capture", {}, key())
    expect(noReference.body.messages.join()).toContain("merchant_reference")
    expect((await raw(h, "GET", "/subscriptions")).body.messages.join()).toContain("x-account-code")
    const badPage = await raw(h, "GET", "/subscriptions/00000000-0000-4000-8000-000000000000/payments?limit=10&offset=5")
    expect(badPage.body.messages.join()).toContain("offset")
    // a query parameter the declaration does not name is ignored, as HTTP APIs do
    expect((await raw(h, "GET", `/checkout/sessions/${session.body.checkout_session}?cache=1`)).status).toBe(200)
    await h.close()
  })
})
