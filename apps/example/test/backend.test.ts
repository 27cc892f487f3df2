/**
 * The merchant backend's flows through HTTP, as the page calls them: the NestJS app, the
 * `@payrail/nestjs` client against the embedded fake over real HTTP, typed errors, webhooks.
 */
import { createFakePayrail, type FakeServer } from "@payrail/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./helpers"

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const fake = () => app.running.runtime.fake!

describe("the app", () => {
  it("serves the page at / and its config", async () => {
    const page = await fetch(`${app.origin}/`)
    expect(page.status).toBe(200)
    expect(page.headers.get("content-type")).toContain("text/html")
    expect(await page.text()).toContain("<title>Payrail example</title>")
    const { body } = await app.call("GET", "/api/config")
    expect(body).toMatchObject({ mode: "fake", webhook: `${app.origin}/v1/banking/transfers` })
    expect(body.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/)
    expect(body.edgeWebhook).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\/banking\/transfers$/)
  })
})

describe("checkout", () => {
  it("lists a session's payment methods, the customer's saved card first", async () => {
    const session = await app.call("POST", "/api/checkout/sessions")
    expect(session.status).toBe(201)
    const methods = await app.call<Array<Record<string, unknown>>>("GET", `/api/checkout/sessions/${session.body.id}/payment-methods`)
    expect(methods.status).toBe(200)
    expect(methods.body[0]).toMatchObject({ type: "CARD", vaulted_token: session.body.vaultedToken })
    expect(methods.body.map((m) => m.type)).toEqual(["CARD", "CARD", "BANK_TRANSFER"])
  })

  it("refuses a session id that is not a UUID before anything is sent", async () => {
    const before = fake().requests.length
    const { status, body } = await app.call("GET", "/api/checkout/sessions/not-a-session/payment-methods")
    expect(status).toBe(400)
    expect(body.error.type).toBe("RequestValidationError")
    expect(fake().requests.length).toBe(before)
  })
})

describe("payments", () => {
  it("authorizes, then cancels", async () => {
    const authorized = await app.call("POST", "/api/payments", { amount: "40.00", capture: false })
    expect(authorized.status).toBe(201)
    expect(authorized.body).toMatchObject({ status: "PENDING", sub_status: "AUTHORIZED" })
    const canceled = await app.call("POST", `/api/payments/${authorized.body.id}/cancel`, {})
    expect(canceled.status).toBe(201)
    const payment = await app.call("GET", `/api/payments/${authorized.body.id}`)
    expect(payment.body).toMatchObject({ status: "CANCELED", sub_status: "CANCELED" })
  })

  it("purchases, refunds in part, refunds the rest, and a third refund is a typed error", async () => {
    const session = await app.call("POST", "/api/checkout/sessions")
    const purchase = await app.call("POST", "/api/payments", { amount: "30.30", capture: true, session: session.body.id })
    expect(purchase.body).toMatchObject({ status: "SUCCEEDED", sub_status: "APPROVED" })
    const partial = await app.call("POST", `/api/payments/${purchase.body.id}/refund`, { amount: "10.10" })
    expect(partial.body).toMatchObject({ status: "SUCCEEDED", sub_status: "PARTIALLY_REFUNDED" })
    expect(partial.body.amount.refunded).toBe(10.1)
    const full = await app.call("POST", `/api/payments/${purchase.body.id}/refund`, {})
    expect(full.body).toMatchObject({ status: "REFUNDED", sub_status: "REFUNDED" })
    expect(full.body.amount.refunded).toBe(30.3)
    const again = await app.call("POST", `/api/payments/${purchase.body.id}/refund`, {})
    expect(again.status).toBe(400)
    expect(again.body.error).toMatchObject({ type: "ApiError", status: 400, code: "INVALID_STATUS" })
    expect(again.body.error.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("pays with the session's saved card", async () => {
    const session = await app.call("POST", "/api/checkout/sessions")
    const paid = await app.call("POST", "/api/payments", { amount: 12, capture: true, session: session.body.id, vaultedToken: session.body.vaultedToken })
    expect(paid.body).toMatchObject({ status: "SUCCEEDED" })
  })

  it("shows a decline as a payment, not as an error", async () => {
    const declined = await app.call("POST", "/api/payments", { amount: 20, capture: true, token: "tok_decline" })
    expect(declined.status).toBe(201)
    expect(declined.body).toMatchObject({ status: "DECLINED" })
  })

  it("passes a bad amount to the SDK, which refuses it as RequestValidationError naming the field", async () => {
    const before = fake().requests.length
    const { status, body } = await app.call("POST", "/api/payments", { amount: "12.345678", capture: true })
    expect(status).toBe(400)
    expect(body.error.type).toBe("RequestValidationError")
    expect(body.error.issues.map((i: { path: string }) => i.path)).toContain("amount.value")
    expect(fake().requests.length).toBe(before)
  })
})

describe("subscriptions", () => {
  it("creates, pauses, resumes and cancels; pausing a canceled one is a typed error", async () => {
    const created = await app.call("POST", "/api/subscriptions", { amount: "9.99" })
    expect(created.status).toBe(201)
    expect(created.body.status).toBe("ACTIVE")
    const id = created.body.id
    expect((await app.call("POST", `/api/subscriptions/${id}/pause`)).body.status).toBe("PAUSED")
    expect((await app.call("POST", `/api/subscriptions/${id}/resume`)).body.status).toBe("ACTIVE")
    expect((await app.call("POST", `/api/subscriptions/${id}/cancel`)).body.status).toBe("CANCELED")
    const late = await app.call("POST", `/api/subscriptions/${id}/pause`)
    expect(late.status).toBe(400)
    expect(late.body.error).toMatchObject({ type: "ApiError", code: "INVALID_STATE" })
  })
})

describe("reports", () => {
  it("is IN_PROCESS when requested and SUCCEEDED one fake-clock minute later", async () => {
    const created = await app.call("POST", "/api/reports", { type: "PAYMENTS" })
    expect(created.status).toBe(201)
    expect(created.body.status).toBe("IN_PROCESS")
    expect((await app.call("GET", `/api/reports/${created.body.id}`)).body.status).toBe("IN_PROCESS")
    await app.call("POST", "/api/fake/clock/advance", { ms: 60_000 })
    expect((await app.call("GET", `/api/reports/${created.body.id}`)).body.status).toBe("SUCCEEDED")
  })

  it("asks for the last 30 days of the fake's clock, not the wall clock's", async () => {
    const fake = app.running.runtime.fake!
    await fake.clock.advance(400 * 86_400_000) // far from the wall clock
    const created = await app.call("POST", "/api/reports", { type: "PAYMENTS" })
    expect(created.status).toBe(201)
    const sent = fake.requests.filter((r) => r.method === "POST" && r.path === "/reports").at(-1)!.body as { start_date: string; end_date: string }
    const end = fake.clock.date()
    expect(sent.end_date).toBe(end.toISOString())
    expect(sent.start_date).toBe(new Date(end.getTime() - 30 * 86_400_000).toISOString())
  })

  it("sends an unknown report type (the service may grow its list); the fake refuses it as the service would", async () => {
    const { status, body } = await app.call("POST", "/api/reports", { type: "EVERYTHING" })
    expect(status).toBe(400)
    expect(body.error.type).toBe("InvalidRequestError")
    expect(JSON.stringify(body.error)).toContain("type")
    expect(fake().requests.some((r) => r.method === "POST" && r.path === "/reports" && (r.body as { type?: string }).type === "EVERYTHING")).toBe(true)
  })
})

describe("webhooks", () => {
  it("receives a transfer from the fake, verified and handled once, even when delivered twice", async () => {
    const sent = await app.call("POST", "/api/webhooks/simulate", { amount: "125.50", sender: "ACME Corp" })
    expect(sent.status).toBe(200)
    expect(sent.body.delivery).toMatchObject({ attempt: 1, status: 200, ok: true })
    const id = sent.body.notification.id
    // The app's own account, as the service would send it.
    expect(sent.body.notification.account_id).toBe(app.running.runtime.settings.accountId)
    const again = await app.call("POST", "/api/webhooks/simulate", { id })
    expect(again.body.delivery).toMatchObject({ id, status: 200, ok: true })
    // "Deliver it again" re-delivers the identical payload: a true duplicate for dedupe.
    expect(again.body.notification).toEqual(sent.body.notification)
    const { body } = await app.call("GET", "/api/webhooks")
    const mine = body.received.filter((r: { transfer: { id: string } }) => r.transfer.id === id)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      event: "banking.transfer.incoming.completed",
      transfer: { amount: { value: 125.5, currency: "USD" }, sender: { account_name: "ACME Corp" } }
    })
  })

  it("treats PENDING then COMPLETED of one transfer as two events", async () => {
    const pending = await app.call("POST", "/api/webhooks/simulate", { status: "PENDING" })
    const id = pending.body.notification.id
    const completed = await app.call("POST", "/api/webhooks/simulate", { id, status: "COMPLETED" })
    // The same transfer: same destination account and sender, only the status moves.
    expect(completed.body.notification.destination_account_id).toBe(pending.body.notification.destination_account_id)
    expect(completed.body.notification.sender).toEqual(pending.body.notification.sender)
    const { body } = await app.call("GET", "/api/webhooks")
    const events = body.received.filter((r: { transfer: { id: string } }) => r.transfer.id === id).map((r: { event: string }) => r.event)
    expect(events).toEqual(["banking.transfer.incoming.completed", "banking.transfer.incoming.pending"])
  })

  it("refuses a forged delivery with 401 and does not handle it", async () => {
    const before = (await app.call("GET", "/api/webhooks")).body.received.length
    const { body } = await app.call("POST", "/api/webhooks/forged")
    expect(body.status).toBe(401)
    expect(body.body.received).toBe(false)
    expect((await app.call("GET", "/api/webhooks")).body.received.length).toBe(before)
  })

  it("delivers to the Hono edge app when asked", async () => {
    const sent = await app.call("POST", "/api/webhooks/simulate", { receiver: "edge", amount: 7 })
    expect(sent.body).toMatchObject({ receiver: "edge", delivery: { status: 200, ok: true } })
    expect(sent.body.delivery.url).toBe(app.running.runtime.urls.edgeWebhook)
    const edge = await app.call("GET", "/api/webhooks/edge")
    expect(edge.body.received.map((r: { transfer: { id: string } }) => r.transfer.id)).toContain(sent.body.notification.id)
    const nest = await app.call("GET", "/api/webhooks")
    expect(nest.body.received.map((r: { transfer: { id: string } }) => r.transfer.id)).not.toContain(sent.body.notification.id)
    // The next delivery goes to the NestJS app again.
    expect(fake().webhooks.config?.url).toBe(app.running.runtime.urls.webhook)
  })
})

describe("payment and subscription notifications", () => {
  it("a payment made on the page arrives as payment.purchase, next to the transfers", async () => {
    const paid = await app.call("POST", "/api/payments", { amount: "12.00", capture: true })
    expect(paid.status).toBe(201)
    await fake().webhooks.settled()
    const { body } = await app.call("GET", "/api/webhooks")
    expect(body.events.filter((e: { id: string }) => e.id === paid.body.id)).toEqual([
      expect.objectContaining({ event: "payment.purchase", family: "payment", status: "SUCCEEDED", retry: 0 })
    ])
    const delivery = fake().webhooks.deliveries.find((d) => d.event === "payment.purchase" && d.ok)
    expect(delivery?.url).toBe(app.running.runtime.urls.events)
  })

  it("prints the webhook secret in development, and a delivery signed with it by hand is handled", async () => {
    const { body } = await app.call("GET", "/api/webhooks")
    expect(body.secret).toBe(app.running.runtime.settings.webhookSecret)
    const { signWebhook } = await import("@payrail/core")
    const now = new Date().toISOString()
    const event = { type: "subscription", type_event: "subscription.pause", account_id: "acc", retry: 0, version: 2, data: { subscription: { code: "sub_by_hand", status: "PAUSED", updated_at: now } } }
    const signed = await signWebhook(event, { secret: body.secret })
    const response = await fetch(body.routes.events, { method: "POST", headers: signed.headers, body: signed.body })
    expect(response.status).toBe(200)
    const after = await app.call("GET", "/api/webhooks")
    expect(after.body.events[0]).toMatchObject({ event: "subscription.pause", id: "sub_by_hand", status: "PAUSED" })
  })
})

describe("with keys: a service at PAYRAIL_BASE_URL", () => {
  let service: ReturnType<typeof createFakePayrail>
  let server: FakeServer
  let live: TestApp
  beforeAll(async () => {
    // A separate fake stands in for the real service: the app must not start its own.
    service = createFakePayrail({ publicApiKey: "pk_live_example", privateSecretKey: "sk_live_example" })
    server = await service.listen()
    live = await startTestApp({}, {
      PAYRAIL_BASE_URL: server.url,
      PAYRAIL_PUBLIC_API_KEY: "pk_live_example",
      PAYRAIL_PRIVATE_SECRET_KEY: "sk_live_example",
      PAYRAIL_WEBHOOK_SECRET: "whk_live_example"
    })
  })
  afterAll(async () => {
    await live?.close()
    await server?.close()
  })

  it("talks to that service, and fake-only moves answer 501", async () => {
    expect(live.running.runtime.fake).toBeUndefined()
    expect((await live.call("GET", "/api/config")).body).toMatchObject({ mode: "live", apiUrl: server.url })
    const paid = await live.call("POST", "/api/payments", { amount: 15, capture: true })
    expect(paid.body.status).toBe("SUCCEEDED")
    expect(service.state.payments.map((p) => p.id)).toContain(paid.body.id)
    const seeded = await live.call("POST", "/api/checkout/sessions")
    expect(seeded.status).toBe(501)
    // a real secret is never printed outside development
    if (process.env.NODE_ENV !== "development") expect((await live.call("GET", "/api/webhooks")).body.secret).toBeUndefined()
  })

  it("shows bad keys as InvalidCredentialsError", async () => {
    const wrong = await startTestApp({}, {
      PAYRAIL_BASE_URL: server.url,
      PAYRAIL_PUBLIC_API_KEY: "pk_live_example",
      PAYRAIL_PRIVATE_SECRET_KEY: "sk_wrong",
      PAYRAIL_WEBHOOK_SECRET: "whk_live_example"
    })
    try {
      const { status, body } = await wrong.call("POST", "/api/payments", { amount: 15, capture: true })
      expect(status).toBe(401)
      expect(body.error).toMatchObject({ type: "InvalidCredentialsError", code: "INVALID_CREDENTIALS" })
    } finally {
      await wrong.close()
    }
  })

  it("refuses half a configuration", () => {
    return expect(startTestApp({}, { PAYRAIL_BASE_URL: server.url })).rejects.toThrow(/PAYRAIL_PUBLIC_API_KEY/)
  })
})
