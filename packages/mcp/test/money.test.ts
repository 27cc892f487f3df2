/**
 * Safe with money, through the official MCP client over stdio against the embedded fake: a payment
 * and a refund each prepared, then confirmed once; a repeated confirm replays (one payment, one
 * refund); other arguments, a forged and an expired handle are refused; card data is refused with
 * nothing sent; a service error is an `isError` result naming the typed error.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Client } from "@modelcontextprotocol/client"
import { paymentBody, sessionBody, stdioClient, structured, toolError } from "./helpers"

type Payment = { id: string; status: string; transactions: Array<{ id: string; type: string }> | { id: string; type: string } }
const transactionsOf = (p: Payment) => (Array.isArray(p.transactions) ? p.transactions : [p.transactions])

describe("prepare, then confirm, over stdio", () => {
  let client: Client
  const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args })
  const newSession = async (order: string) => structured(await call("checkout_sessions_create", { body: sessionBody(order) })).checkout_session as string
  const paymentsOf = async (order: string) => {
    const result = await call("payments_listByMerchantOrderId", { query: { merchant_order_id: order } })
    return result.isError === true ? [] : (structured(result).result as Array<Payment>)
  }

  beforeAll(async () => {
    client = await stdioClient(["--write"])
  })
  afterAll(async () => {
    await client?.close()
  })

  it("takes a payment and refunds it, once each however often the confirmation is repeated", async () => {
    const order = "mcp-order-1"
    const args = { body: paymentBody(await newSession(order), order) }
    const prepared = structured(await call("payments_create", args))
    expect(prepared).toMatchObject({ status: "confirmation_required" })
    expect(prepared.summary).toMatch(/26\.9 USD/)
    expect(Date.parse(prepared.expires_at as string)).toBeGreaterThan(0)
    expect(await paymentsOf(order)).toEqual([]) // preparing sent nothing

    const confirmed = structured(await call("payments_create", { ...args, confirmation: prepared.confirmation })) as unknown as Payment
    expect(confirmed.status).toBe("SUCCEEDED")
    const again = structured(await call("payments_create", { ...args, confirmation: prepared.confirmation })) as unknown as Payment
    expect(again.id).toBe(confirmed.id)
    expect((await paymentsOf(order)).map((p) => p.id)).toEqual([confirmed.id])

    const purchase = transactionsOf(confirmed)[0]!
    const refundArgs = { payment_id: confirmed.id, transaction_id: purchase.id, body: { amount: { currency: "USD", value: 26.9 } } }
    const refund = structured(await call("payments_refund", refundArgs))
    expect(refund.status).toBe("confirmation_required")
    const refundCall = { ...refundArgs, confirmation: refund.confirmation }
    const [first, second] = [structured(await call("payments_refund", refundCall)), structured(await call("payments_refund", refundCall))]
    expect(first).toEqual(second)
    const stored = structured(await call("payments_retrieve", { payment_id: confirmed.id, query: { transactions_history: "true" } })) as unknown as Payment
    expect(stored.status).toBe("REFUNDED")
    expect(transactionsOf(stored).filter((t) => t.type === "REFUND")).toHaveLength(1)
  })

  it("refuses a handle for other arguments, another tool, a forged and an expired one", async () => {
    const order = "mcp-order-2"
    const args = { body: paymentBody(await newSession(order), order) }
    const { confirmation } = structured(await call("payments_create", args)) as { confirmation: string }

    const changed = { body: { ...args.body, amount: { currency: "USD", value: 2690 } } }
    expect(toolError(await call("payments_create", { ...changed, confirmation }))).toMatchObject({ tag: "ConfirmationRefused", code: "other_arguments" })
    const [payload, signature] = confirmation.split(".") as [string, string]
    const forged = `${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`
    expect(toolError(await call("payments_create", { ...args, confirmation: forged }))).toMatchObject({ tag: "ConfirmationRefused", code: "forged" })
    expect(toolError(await call("payouts_create", { body: args.body, confirmation }))).toMatchObject({ tag: "ConfirmationRefused" })

    // the fake's clock is the confirmations' clock: move it past the expiry (no waiting)
    expect(structured(await call("fake_clock_advance", { ms: 11 * 60_000 })).now).toEqual(expect.any(String))
    expect(toolError(await call("payments_create", { ...args, confirmation }))).toMatchObject({ tag: "ConfirmationRefused", code: "expired" })
    expect(await paymentsOf(order)).toEqual([])
  })

  it("refuses card data, naming where it is, and sends nothing", async () => {
    const order = "mcp-order-3"
    const body = paymentBody(await newSession(order), order)
    const withCard = { ...body, payment_method: { type: "CARD", detail: { card: { card_data: { number: "4111111111111111", security_code: "123" } } } } }
    const result = await call("payments_create", { body: withCard })
    const error = toolError(result)
    expect(error).toMatchObject({ tag: "CardDataRefused", issues: [{ path: "body.payment_method.detail.card.card_data" }] })
    expect(JSON.stringify(result)).not.toContain("4111111111111111")
    expect(JSON.stringify(result)).not.toContain("\"123\"")
    expect(await paymentsOf(order)).toEqual([])
    // whatever the tool
    expect(toolError(await call("fake_trigger", { event: "payment.purchase", set: { "x": { cvv: "123" } } }))).toMatchObject({ tag: "CardDataRefused", issues: [{ path: "set.x.cvv" }] })
  })

  it("answers a service error as an isError result with the typed error's tag, code, status and request id", async () => {
    const result = await call("recipients_retrieve", { recipient_id: "5e1d0c00-0000-4000-8000-000000000404" })
    const error = toolError(result)
    expect(error).toMatchObject({ tag: "ApiError", code: "RECIPIENT_NOT_FOUND", status: 404, request_id: expect.stringMatching(/\S/) })
    expect(JSON.stringify(result)).not.toMatch(/\bat .*\.(ts|js):\d+|sk_test_payrail|pk_test_payrail/)
  })

  it("triggers a notification on the fake and lists what the fake delivered, newest first", async () => {
    const order = "mcp-order-4"
    const args = { body: paymentBody(await newSession(order), order) }
    const { confirmation } = structured(await call("payments_create", args)) as { confirmation: string }
    const payment = structured(await call("payments_create", { ...args, confirmation })) as unknown as Payment
    const triggered = structured(await call("fake_trigger", { event: "payment.chargeback", id: payment.id }))
    expect(triggered).toMatchObject({ event: "payment.chargeback", delivery: { ok: true } })
    const recent = structured(await call("webhook_events_recent", { limit: 5 })) as { events: Array<{ type_event: string; data: { payment?: { id: string } } }>; deliveries: Array<{ event: string; ok: boolean }> }
    expect(recent.events[0]).toMatchObject({ type_event: "payment.chargeback", data: { payment: { id: payment.id } } })
    expect(recent.deliveries[0]).toMatchObject({ event: "payment.chargeback", ok: true })
    expect(toolError(await call("fake_trigger", { event: "payment.nonsense" })).tag).toBe("TriggerError")
  })

  it("names an argument the tool does not take, and a bad one, without sending anything", async () => {
    expect(toolError(await call("payments_retrieve", { paymentId: "x" }))).toMatchObject({ tag: "RequestValidationError", issues: [{ path: "paymentId" }] })
    const error = toolError(await call("payments_create", { body: { country: "US" } }))
    expect(error.tag).toBe("RequestValidationError")
    expect((error.issues as Array<{ path: string }>).map((i) => i.path)).toContain("body.amount")
  })

  it("refuses a tool that is not listed without --write", async () => {
    const readOnly = await stdioClient()
    try {
      await expect(readOnly.callTool({ name: "payments_create", arguments: {} })).rejects.toThrow(/--write/)
    } finally {
      await readOnly.close()
    }
  })
})
