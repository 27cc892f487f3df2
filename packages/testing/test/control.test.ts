/** Control endpoints under /_fake: the JS API's seeding, clock, faults, webhooks and inspection, over HTTP. */
import { request as httpRequest } from "node:http"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { isAllowedHost } from "../src/transports/bound-address"
import { createFakePayrail, type FakePayrail, type FakeServer } from "../src/index"
import { AUTH, paymentBody, reportBody, T0 } from "./helpers"

/** The control endpoints' credentials: the fake's private key. */
const CONTROL = { "private-secret-key": "sk_test_payrail" }

describe("control endpoints", () => {
  let fake: FakePayrail
  let server: FakeServer
  beforeEach(async () => {
    fake = createFakePayrail({ now: T0 })
    server = await fake.listen()
  })
  afterEach(() => server.close())

  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.controlUrl}${path}`, {
      method,
      headers: CONTROL,
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
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
    const res = await fetch(`${s.controlUrl}/state`, { headers: CONTROL })
    expect(res.status).toBe(404)
    await s.close()
  })
})

describe("control endpoints are closed to anyone without the key, to other origins and to other host names", () => {
  let fake: FakePayrail
  let server: FakeServer
  beforeEach(async () => {
    fake = createFakePayrail({ now: T0 })
    server = await fake.listen()
  })
  afterEach(() => server.close())

  /** A raw HTTP request, so Host and Origin are exactly what a browser would send. */
  const rawRequest = (path: string, headers: Record<string, string>, method = "POST"): Promise<{ status: number; body: any }> =>
    new Promise((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port: server.port, path, method, headers }, (res) => {
        let text = ""
        res.on("data", (d: Buffer) => (text += d.toString()))
        res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(text) }))
      })
      req.on("error", reject)
      req.end(method === "POST" ? "{}" : undefined)
    })
  const own = () => `127.0.0.1:${server.port}`

  it("no key or a wrong key: 401, and nothing happens (the reset does not run)", async () => {
    const payrail = fake.client()
    await payrail.reports.create(reportBody())
    await payrail.close()
    for (const headers of [{}, { "private-secret-key": "sk_wrong" }, { "private-secret-key": "sk_test_payrai" }]) {
      const res = await fetch(`${server.controlUrl}/reset`, { method: "POST", headers, body: "{}" })
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ code: "INVALID_CREDENTIALS" })
    }
    // a simple (CORS-less) text/plain POST, as any web page can send
    const simple = await fetch(`${server.controlUrl}/webhooks/config`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ url: "http://attacker.example", secret: "stolen-secret-123456" })
    })
    expect(simple.status).toBe(401)
    expect(fake.webhooks.config).toBeUndefined()
    expect(fake.state.reports).toHaveLength(1) // not reset
    const inProcess = await fake.fetch("http://payrail.fake/_fake/state")
    expect(inProcess.status).toBe(401)
    expect((await fake.fetch("http://payrail.fake/favicon.ico")).status).toBe(404) // not a control path: no credentials asked
  })

  it("a fake created with its own private key wants that key", async () => {
    const own = createFakePayrail({ privateSecretKey: "sk_mine" })
    expect((await own.fetch("http://payrail.fake/_fake/state", { headers: { "private-secret-key": "sk_test_payrail" } })).status).toBe(401)
    expect((await own.fetch("http://payrail.fake/_fake/state", { headers: { "private-secret-key": "sk_mine" } })).status).toBe(200)
  })

  it("a foreign Origin is refused even with the key; the fake's own origin is not", async () => {
    const foreign = await rawRequest("/_fake/reset", { ...CONTROL, host: own(), origin: "http://attacker.example" })
    expect(foreign).toMatchObject({ status: 403, body: { code: "FORBIDDEN_ORIGIN" } })
    expect((await rawRequest("/_fake/reset", { ...CONTROL, host: own(), origin: "null" })).status).toBe(403)
    expect((await rawRequest("/_fake/reset", { ...CONTROL, host: own(), origin: `http://${own()}` })).status).toBe(200)
  })

  it("a Host that is not the bound address (DNS rebinding) is refused; localhost and allowedHosts are accepted", async () => {
    const rebound = await rawRequest("/_fake/reset", { ...CONTROL, host: `attacker.example:${server.port}` })
    expect(rebound).toMatchObject({ status: 403, body: { code: "FORBIDDEN_HOST" } })
    expect((await rawRequest("/_fake/reset", { ...CONTROL, host: "127.0.0.1:1" })).status).toBe(403) // another port
    expect((await rawRequest("/_fake/reset", { ...CONTROL, host: `localhost:${server.port}` })).status).toBe(200)

    const docker = await fake.listen({ allowedHosts: ["payrail-fake"] })
    const viaName = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port: docker.port, path: "/_fake/state", headers: { ...CONTROL, host: `payrail-fake:${docker.port}` } }, (res) => {
        res.resume()
        resolve(res.statusCode!)
      })
      req.on("error", reject)
      req.end()
    })
    expect(viaName).toBe(200)
    await docker.close()
  })

  it("the API refuses another Host too while the published default keys are in use (keys of your own: test/host-checks.test.ts)", async () => {
    const res = await rawRequest("/v1/payments/5b0c7a52-0000-4000-8000-000000000000", { ...AUTH, host: `api.example:${server.port}` }, "GET")
    expect(res.body.code).toBe("FORBIDDEN_HOST")
  })
})

describe("which Host names the fake's own address", () => {
  it.each<[string, string, boolean]>([
    ["127.0.0.1:4010", "127.0.0.1", true],
    ["localhost:4010", "127.0.0.1", true],
    ["LOCALHOST:4010", "127.0.0.1", true],
    ["127.0.0.1", "127.0.0.1", false], // port 80 implied
    ["evil.example:4010", "127.0.0.1", false],
    ["127.0.0.1.nip.io:4010", "127.0.0.1", false],
    ["[::1]:4010", "::1", true],
    ["localhost:4010", "::1", true],
    ["10.0.0.5:4010", "0.0.0.0", true], // every interface: any IP literal
    ["[fe80::1]:4010", "::", true],
    ["evil.example:4010", "0.0.0.0", false],
    ["10.0.0.5:4010", "10.0.0.5", true],
    ["localhost:4010", "10.0.0.5", false],
    ["127.0.0.1:4010", "localhost", true],
    ["a:b:c", "127.0.0.1", false]
  ])("Host %s on a server bound to %s: %s", (header, bound, allowed) => {
    expect(isAllowedHost(header, bound, 4010, [])).toBe(allowed)
  })
})
