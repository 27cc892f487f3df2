/**
 * Streamable HTTP, through the official MCP client against a server in this process (so the
 * fake's state can be read): the Host, Origin and bearer-token checks; read answers that validate
 * against their tools' output schemas; one payment and one refund however often they are
 * confirmed; a handle refused once its time has passed on an injected clock.
 */
import { request } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Client } from "@modelcontextprotocol/client"
import type { FakePayrail } from "@payrail/testing"
import { createPayrailMcp, embeddedFake, type HttpServer, serveHttp } from "../src/index"
import { ACCOUNT_ID, httpClient, makeValidator, paymentBody, sessionBody, structured, toolError } from "./helpers"

const TOKEN = "test-token-0123456789abcdef"

describe("Streamable HTTP", () => {
  let fake: FakePayrail
  let now = Date.parse("2030-01-01T00:00:00Z")
  let server: HttpServer
  let client: Client
  const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args })

  beforeAll(async () => {
    fake = embeddedFake()
    // the groups these tests use (the client compiles every listed tool's output schema)
    server = await serveHttp(createPayrailMcp({ fake, write: true, groups: ["payments", "checkout", "customers", "subscriptions"], now: () => now }), { token: TOKEN })
    client = await httpClient(server.url, TOKEN)
  })
  afterAll(async () => {
    await client?.close()
    await server?.close()
  })

  const INITIALIZE = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "t", version: "1" } } })
  /** The status of an initialize POST with `headers` (node:http: fetch would not send a Host of our choosing). */
  const post = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL(server.url)
      const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers } }, (res) => {
        res.resume()
        res.on("end", () => resolve(res.statusCode ?? 0))
      })
      req.on("error", reject)
      req.end(INITIALIZE)
    })

  it("binds 127.0.0.1 and refuses a missing or wrong token, a foreign Origin and a foreign Host", async () => {
    expect(new URL(server.url).hostname).toBe("127.0.0.1")
    expect(await post({})).toBe(401)
    expect(await post({ authorization: "Bearer wrong" })).toBe(401)
    expect(await post({ authorization: `Bearer ${TOKEN}`, origin: "https://evil.example" })).toBe(403)
    expect(await post({ authorization: `Bearer ${TOKEN}`, host: "evil.example" })).toBe(403)
    expect(await post({ authorization: `Bearer ${TOKEN}`, origin: "http://localhost:6274" })).toBe(200)
  })

  it("answers reads whose structured content validates against the tool's output schema", async () => {
    const { tools } = await client.listTools()
    const schemaOf = (name: string) => tools.find((t) => t.name === name)!.outputSchema as Record<string, unknown>
    const ajv = makeValidator()
    const customer = fake.seed.customer()
    const session = structured(await call("checkout_sessions_create", { body: sessionBody("http-read") })).checkout_session as string
    const reads: Array<[string, Record<string, unknown>]> = [
      ["customers_retrieve", { customer_id: customer.id }],
      ["checkout_sessions_retrieve", { checkout_session: session }],
      ["subscriptions_list", { query: { account_id: ACCOUNT_ID } }],
      ["payments_listByMerchantOrderId", { query: { merchant_order_id: "http-read" } }]
    ]
    // a payment made by the SDK itself, read back through the tool
    const direct = fake.client()
    const order = "http-read-paid"
    const paidSession = (await direct.checkout.sessions.create(sessionBody(order) as never)).checkout_session
    const payment = await direct.payments.create(paymentBody(paidSession, order) as never)
    reads.push(["payments_retrieve", { payment_id: payment.id }], ["payments_retrieve", { payment_id: payment.id, query: { transactions_history: "true" } }])
    for (const [name, args] of reads) {
      const content = structured(await call(name, args))
      const validate = ajv.compile(schemaOf(name))
      expect(validate(content), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true)
    }
    // and a schema that does say something: a customer without its id is refused by it
    const customerSchema = ajv.compile(schemaOf("customers_retrieve"))
    expect(customerSchema({ id: 42 })).toBe(false)
  })

  it("takes one payment and one refund however often each is confirmed", async () => {
    const order = "http-order-1"
    const args = { body: paymentBody(structured(await call("checkout_sessions_create", { body: sessionBody(order) })).checkout_session as string, order) }
    const before = fake.state.payments.length
    const { confirmation } = structured(await call("payments_create", args)) as { confirmation: string }
    expect(fake.state.payments).toHaveLength(before)
    const confirms = await Promise.all([1, 2, 3].map(() => call("payments_create", { ...args, confirmation })))
    const ids = confirms.map((r) => structured(r).id)
    expect(new Set(ids).size).toBe(1)
    expect(fake.state.payments.filter((p) => p.merchant_order_id === order)).toHaveLength(1)

    const payment = fake.state.payments.find((p) => p.id === ids[0])!
    const purchase = (payment.transactions as ReadonlyArray<{ id: string }>)[0]!
    const refundArgs = { payment_id: payment.id, transaction_id: purchase.id }
    const refund = structured(await call("payments_refund", refundArgs)) as { confirmation: string }
    for (let i = 0; i < 3; i++) expect(structured(await call("payments_refund", { ...refundArgs, confirmation: refund.confirmation })).id).toBe(payment.id)
    const after = fake.state.payments.find((p) => p.id === payment.id)!
    expect(after.status).toBe("REFUNDED")
    expect((after.transactions as ReadonlyArray<{ type: string }>).filter((t) => t.type === "REFUND")).toHaveLength(1)
  })

  it("cancels a subscription once however often it is confirmed, though the service takes that call without a key", async () => {
    const customer = fake.seed.customer()
    const subscription = await fake.client().subscriptions.create({
      name: "Pro plan", description: "Monthly pro plan", merchant_reference: "plan-pro-001", account_id: ACCOUNT_ID, country: "US",
      amount: { currency: "USD", value: 9.99 }, frequency: { type: "MONTH", value: 1 },
      customer_payer: { id: customer.id },
      payment_method: { type: "CARD", vaulted_token: customer.vaultedToken, card: { store_credentials: { usage: "USED" } } }
    } as never)
    const args = { subscription_id: subscription.id }
    const { confirmation } = structured(await call("subscriptions_cancel", args)) as { confirmation: string }
    const cancels = () => fake.requests.filter((r) => r.method === "POST" && r.path.endsWith(`/subscriptions/${subscription.id}/cancel`)).length
    expect(cancels()).toBe(0)
    const first = structured(await call("subscriptions_cancel", { ...args, confirmation }))
    const second = structured(await call("subscriptions_cancel", { ...args, confirmation }))
    expect(second).toEqual(first)
    expect(cancels()).toBe(1)
  })

  it("refuses a handle whose time has passed on the injected clock, and accepts it just before", async () => {
    const order = "http-order-2"
    const args = { body: paymentBody(structured(await call("checkout_sessions_create", { body: sessionBody(order) })).checkout_session as string, order) }
    const prepared = structured(await call("payments_create", args)) as { confirmation: string; expires_at: string }
    expect(Date.parse(prepared.expires_at)).toBe(now + 10 * 60_000)
    now = Date.parse(prepared.expires_at)
    expect(toolError(await call("payments_create", { ...args, confirmation: prepared.confirmation }))).toMatchObject({ code: "expired" })
    expect(fake.state.payments.filter((p) => p.merchant_order_id === order)).toHaveLength(0)
    now -= 1
    expect(structured(await call("payments_create", { ...args, confirmation: prepared.confirmation })).status).toBe("SUCCEEDED")
  })
})
