/** Control endpoints under /_fake: the JS API's seeding, clock, faults, webhooks and inspection, over HTTP. */
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { createFakePayrail, type FakePayrail, type FakeServer } from "../src/index"
import { AUTH, paymentBody, reportBody, T0 } from "./helpers"

describe("control endpoints", () => {
  let fake: FakePayrail
  let server: FakeServer
  beforeEach(async () => {
    fake = createFakePayrail({ now: T0 })
    server = await fake.listen()
  })
  afterEach(() => server.close())

  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.controlUrl}${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
    return { status: res.status, body: await res.json() }
  }
  const api = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...AUTH, "content-type": "application/json", ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
    return { status: res.status, body: await res.json() }
  }

  it("lists itself, and 404s an unknown control path", async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/)
    const index = await call("GET", "")
    expect(index.body.fake).toBe(true)
    expect((await call("GET", "/nothing")).status).toBe(404)
  })

  it("seeds, drives the clock and shows state, so a test in any language can run a flow", async () => {
    const customer = await call("POST", "/seed/customer", {})
    expect(customer.status).toBe(201)
    const session = (await call("POST", "/seed/checkout-session", { customerId: customer.body.id })).body
    const methods = await api("GET", `/checkout/sessions/${session.id}/payment-methods`)
    expect(methods.body[0].vaulted_token).toBe(customer.body.vaultedToken)

    const report = await api("POST", "/reports", reportBody(), { "x-organization-code": "org_1" })
    expect(report.body.status).toBe("IN_PROCESS")
    expect((await call("POST", "/clock/advance", { ms: 60_000 })).body.now).toBe("2025-03-01T12:01:00.000Z")
    expect((await api("GET", `/reports/${report.body.id}`)).body.status).toBe("SUCCEEDED")
    expect((await call("POST", "/clock/advance", { ms: -5 })).status).toBe(400)

    const entity = (await call("POST", "/seed/entity")).body
    expect(entity.id).toMatch(/^ent_/)
    const recipient = (await call("POST", "/seed/recipient", { blocked: true })).body
    expect((await api("POST", `/recipients/${recipient.id}/onboardings/${recipient.onboardingId}/unblock`)).status).toBe(200)
    const user = (await call("POST", "/seed/whitelabel-user")).body
    expect((await api("POST", "/organizations/authenticate", { user_id: user.id })).status).toBe(200)

    const state = (await call("GET", "/state/views")).body
    expect(state.reports).toHaveLength(1)
    expect(state.recipients).toHaveLength(1)
    expect((await call("GET", "/requests")).body.length).toBeGreaterThanOrEqual(4)
  })

  it("injects faults, seeds merchants and resets", async () => {
    await call("POST", "/seed/merchant", { publicApiKey: "pk_x", privateSecretKey: "sk_x", authorized: false })
    const blocked = await api("GET", "/reports/5b0c7a52-0000-4000-8000-000000000000", undefined, { "public-api-key": "pk_x", "private-secret-key": "sk_x" })
    expect(blocked.status).toBe(403)

    expect((await call("POST", "/faults", { path: "/payments", status: 503 })).status).toBe(201)
    const session = (await call("POST", "/seed/checkout-session")).body
    const faulted = await api("POST", "/payments", paymentBody(session.id), { "x-idempotency-key": "c-1" })
    expect(faulted.status).toBe(503)
    expect((await call("POST", "/faults", { path: "/payments" })).status).toBe(400) // a fault that does nothing
    expect((await call("POST", "/reset")).body).toEqual({ reset: true })
    expect(fake.state.payments).toEqual([])
    expect((await call("POST", "/seed/checkout-session", { merchant: "pk_x" })).status).toBe(400) // merchant gone after reset
  })

  it("configures the webhook receiver and sends a transfer notification", async () => {
    const receiver = createFakePayrail() // any HTTP endpoint will do: another fake, which answers 401 (no credentials)
    const target = await receiver.listen()
    expect((await call("POST", "/webhooks/config", { url: `${target.url}/hooks`, secret: "s" })).status).toBe(200)
    const sent = await call("POST", "/webhooks/incoming-transfer", { amount: { value: 12.34, currency: "EUR" } })
    expect(sent.body).toMatchObject({ amount: { value: 12.34, currency: "EUR" }, direction: "INCOMING" })
    const deliveries = (await call("GET", "/webhooks/deliveries")).body
    expect(deliveries).toMatchObject([{ id: sent.body.id, attempt: 1, status: 401, ok: false, error: "HTTP 401", nextAttemptAt: null }])
    await target.close()
  })

  it("can be switched off", async () => {
    const quiet = createFakePayrail({ controlEndpoints: false })
    const s = await quiet.listen()
    const res = await fetch(`${s.controlUrl}/state`)
    expect(res.status).toBe(404)
    await s.close()
  })
})
