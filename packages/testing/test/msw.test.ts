/**
 * `@payrail/testing/msw` with the real msw package under `setupServer` (Node): code that calls
 * the API with the plain global fetch gets the fake's stateful answers.
 */
import { http, HttpResponse } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { createFakePayrail } from "../src/index"
import { DEFAULT_MSW_BASE_URL, payrailHandlers } from "../src/transports/msw"
import { AUTH, paymentBody, reportBody, T0 } from "./helpers"

const fake = createFakePayrail({ now: T0 })
const PROXY = "https://payments.example.test/api/payrail/"
// Anything the Payrail handlers do not answer falls through to this one.
const fallback = http.all("*", () => HttpResponse.json({ unhandled: true }, { status: 599 }))
const server = setupServer(...payrailHandlers(fake), ...payrailHandlers(fake, { baseUrl: PROXY }), fallback)

beforeAll(() => server.listen({ onUnhandledRequest: "error" }))
afterEach(() => fake.reset())
afterAll(() => server.close())

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}, base = DEFAULT_MSW_BASE_URL) =>
  fetch(`${base}${path}`, {
    method,
    headers: { ...AUTH, "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })

describe("payrailHandlers under setupServer", () => {
  it("answers plain fetch calls from the fake's state", async () => {
    const session = fake.seed.checkoutSession()
    const created = await call("POST", "/payments", paymentBody(session.id), { "x-idempotency-key": "msw-create-1" })
    expect(created.status).toBe(201)
    const payment = await created.json()
    expect(payment.status).toBe("SUCCEEDED")
    expect(fake.state.payments.map((p) => p.id)).toEqual([payment.id])

    const retrieved = await call("GET", `/payments/${payment.id}`)
    expect(retrieved.status).toBe(200)
    expect((await retrieved.json()).id).toBe(payment.id)
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /payments", `GET /payments/${payment.id}`])
  })

  it("enforces credentials as the fake does", async () => {
    const response = await call("GET", "/payments/00000000-0000-4000-8000-000000000000", undefined, { "private-secret-key": "wrong" })
    expect(response.status).toBe(401)
    expect((await response.json()).code).toBe("INVALID_CREDENTIALS")
  })

  it("replays an idempotent request byte for byte", async () => {
    const session = fake.seed.checkoutSession()
    const body = paymentBody(session.id)
    const first = await call("POST", "/payments", body, { "x-idempotency-key": "msw-replay" })
    const again = await call("POST", "/payments", body, { "x-idempotency-key": "msw-replay" })
    expect(again.headers.get("idempotent-replayed")).toBe("true")
    expect(await again.text()).toBe(await first.text())
    expect(fake.state.payments).toHaveLength(1)
  })

  it("turns a dropped-connection fault into a network error, and an after-commit drop is answered by the replay", async () => {
    const session = fake.seed.checkoutSession()
    fake.faults.inject({ method: "POST", path: "/payments", dropConnection: true, afterCommit: true })
    const body = paymentBody(session.id)
    await expect(call("POST", "/payments", body, { "x-idempotency-key": "msw-drop" })).rejects.toThrow(TypeError)
    expect(fake.state.payments).toHaveLength(1) // committed, answer lost
    const retried = await call("POST", "/payments", body, { "x-idempotency-key": "msw-drop" })
    expect(retried.status).toBe(201)
    expect(retried.headers.get("idempotent-replayed")).toBe("true")
    expect((await retried.json()).id).toBe(fake.state.payments[0]!.id)
  })

  it("passes an injected error status through", async () => {
    fake.faults.inject({ path: "/reports", status: 503, code: "SERVICE_UNAVAILABLE" })
    const response = await call("POST", "/reports", reportBody(), { "x-organization-code": "org_1" })
    expect(response.status).toBe(503)
    expect((await response.json()).code).toBe("SERVICE_UNAVAILABLE")
  })

  it("follows the fake clock", async () => {
    const created = await (await call("POST", "/reports", reportBody(), { "x-organization-code": "org_1" })).json()
    expect(created.status).toBe("IN_PROCESS")
    await fake.clock.advance(60_000)
    expect((await (await call("GET", `/reports/${created.id}`)).json()).status).toBe("SUCCEEDED")
  })

  it("answers under a custom baseUrl (any prefix) and leaves other URLs alone", async () => {
    const session = fake.seed.checkoutSession()
    const created = await call("POST", "/payments", paymentBody(session.id), { "x-idempotency-key": "msw-proxy" }, PROXY.slice(0, -1))
    expect(created.status).toBe(201)
    expect(fake.requests.at(-1)?.path).toBe("/payments")

    const elsewhere = await fetch("https://api.y.uno/v1/payments")
    expect(elsewhere.status).toBe(599)
    const sibling = await fetch("https://api-sandbox.y.uno/v2/payments")
    expect(sibling.status).toBe(599)
  })

  it("serves a fake started from a saved state: the same answers, replays included", async () => {
    const session = fake.seed.checkoutSession()
    const first = await call("POST", "/payments", paymentBody(session.id), { "x-idempotency-key": "msw-saved" })
    const firstText = await first.text()
    const restored = createFakePayrail({ state: JSON.parse(JSON.stringify(fake.snapshot())) })
    server.use(...payrailHandlers(restored)) // prepended: the restored fake answers now
    try {
      const replay = await call("POST", "/payments", paymentBody(session.id), { "x-idempotency-key": "msw-saved" })
      expect(replay.headers.get("idempotent-replayed")).toBe("true")
      expect(await replay.text()).toBe(firstText)
      expect(restored.requests.map((r) => r.outcome)).toEqual(["replayed"])
    } finally {
      server.resetHandlers()
    }
  })

  it("refuses a baseUrl that is not an absolute URL, naming it", () => {
    expect(() => payrailHandlers(fake, { baseUrl: "/v1" })).toThrow(/baseUrl/)
    expect(() => payrailHandlers(fake, { baseUrl: "https://x.test/v1?a=1" })).toThrow(/baseUrl/)
  })
})
