/**
 * The dashboard's page and event stream are control endpoints: refused without the fake's
 * private key (the same 401 as `/_fake/state`), from another origin and to another Host name
 * (the same 403s), even with the key. And `fake.webhooks.resend`, which its Resend button calls.
 */
import { request as httpRequest } from "node:http"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { createFakePayrail, type FakePayrail, type FakeServer } from "../src/index"
import { T0 } from "./helpers"

const KEY = "sk_test_payrail"

describe("the dashboard is guarded like every control endpoint", () => {
  let fake: FakePayrail
  let server: FakeServer
  beforeEach(async () => {
    fake = createFakePayrail({ now: T0 })
    server = await fake.listen()
  })
  afterEach(() => server.close())

  const own = () => `127.0.0.1:${server.port}`
  /**
   * A raw GET, so Host and Origin are exactly what a browser would send; resolves with the status,
   * the content type and the body so far (an event stream never ends: read up to its first event).
   */
  const get = (path: string, headers: Record<string, string>): Promise<{ status: number; type: string; text: string }> =>
    new Promise((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port: server.port, path, headers: { host: own(), ...headers } }, (res) => {
        let text = ""
        const done = () => resolve({ status: res.statusCode!, type: String(res.headers["content-type"]), text })
        res.on("data", (d: Buffer) => {
          text += d.toString()
          if (text.includes("event: state")  && text.endsWith("\n\n")) {
            done()
            req.destroy()
          }
        })
        res.on("end", done)
      })
      req.on("error", reject)
      req.end()
    })

  const paths = ["/_fake/dashboard", "/_fake/events", "/_fake/"]
  const browser = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" }

  it("without the key, or with a wrong one (header or ?key=): the same 401 as the other control endpoints", async () => {
    const reference = await get("/_fake/state", {})
    expect(reference.status).toBe(401)
    for (const path of paths) {
      for (const [suffix, headers] of [["", {}], ["?key=sk_wrong", {}], ["", { "private-secret-key": "sk_test_payrai" }]] as const) {
        const res = await get(path + suffix, { ...browser, ...headers })
        expect({ path, status: res.status, body: JSON.parse(res.text) }).toEqual({ path, status: 401, body: JSON.parse(reference.text) })
      }
    }
  })

  it("from another origin or through another Host name: 403 even with the key", async () => {
    for (const path of paths) {
      const foreign = await get(`${path}?key=${KEY}`, { ...browser, origin: "http://attacker.example" })
      expect(foreign.status).toBe(403)
      expect(JSON.parse(foreign.text)).toMatchObject({ code: "FORBIDDEN_ORIGIN" })
      const rebound = await get(path, { ...browser, "private-secret-key": KEY, host: `attacker.example:${server.port}` })
      expect(rebound.status).toBe(403)
      expect(JSON.parse(rebound.text)).toMatchObject({ code: "FORBIDDEN_HOST" })
    }
  })

  it("with the key: the page (header or ?key=), and an event stream that starts with the whole view", async () => {
    const page = await get(`/_fake/?key=${KEY}`, browser)
    expect(page.status).toBe(200)
    expect(page.type).toBe("text/html; charset=utf-8")
    expect(page.text).toContain("<title>Payrail fake — dashboard</title>")
    expect(page.text).not.toMatch(/<script[^>]+src=|<link[^>]+href=/) // nothing fetched from elsewhere
    expect((await get("/_fake/dashboard", { "private-secret-key": KEY })).status).toBe(200)
    // Without a browser's Accept, GET /_fake stays the JSON list of endpoints.
    const list = await get("/_fake", { "private-secret-key": KEY, accept: "application/json" })
    expect(JSON.parse(list.text)).toMatchObject({ fake: true })

    const events = await get(`/_fake/events?key=${KEY}`, {})
    expect(events.status).toBe(200)
    expect(events.type).toBe("text/event-stream; charset=utf-8")
    const data = JSON.parse(events.text.split("data: ")[1]!.split("\n")[0]!)
    expect(data).toMatchObject({ now: "2025-03-01T12:00:00.000Z", requests: { total: 0, items: [] }, webhooks: { receiver: null } })
    expect(Object.keys(data.state)).toEqual(["payments", "subscriptions", "customers", "checkoutSessions", "reports", "onboardings", "recipients", "transfers"])
  })

  it("the view shows the receiver's URL, never its secret", async () => {
    fake.webhooks.configure({ url: "http://127.0.0.1:1/hooks", secret: "whsec_c2VjcmV0LW5vdC1mb3ItdGhlLXBhZ2U=" })
    const events = await get("/_fake/events", { "private-secret-key": KEY })
    expect(events.text).toContain("http://127.0.0.1:1/hooks")
    expect(events.text).not.toContain("c2VjcmV0LW5vdC1mb3ItdGhlLXBhZ2U")
  })
})

describe("the request log's timing", () => {
  it("each answered request records the real milliseconds it took; null while in flight", async () => {
    const fake = createFakePayrail({ now: T0 })
    let inFlight: unknown = "not seen"
    fake.faults.inject({ path: "/customers", delayMs: 1 })
    const pending = fake.fetch("http://payrail.fake/v1/customers", { method: "POST", headers: { "public-api-key": "pk_test_payrail", "private-secret-key": KEY }, body: "{}" })
    inFlight = fake.requests[0]?.durationMs
    await pending
    expect(inFlight).toBeNull()
    const took = fake.requests[0]!.durationMs
    expect(typeof took).toBe("number")
    expect(took).toBeGreaterThanOrEqual(0)
  })
})

describe("fake.webhooks.resend", () => {
  it("sends a delivery again with the next attempt number; POST /_fake/webhooks/resend does the same; an unknown id is refused", async () => {
    const answers = [500, 500, 200]
    const seen: Array<number> = []
    const fake = createFakePayrail({
      now: T0,
      webhooks: {
        url: "http://receiver.test/hooks",
        secret: "merchant-webhook-secret",
        fetch: async (request) => {
          seen.push((JSON.parse(await request.text()) as { retry: number }).retry)
          const status = answers.shift()!
          return new Response(status === 200 ? '{"received":true}' : "{}", { status })
        }
      }
    })
    const sent = await fake.webhooks.send("payment.chargeback")
    const id = fake.webhooks.deliveries[0]!.id
    expect(sent.type_event).toBe("payment.chargeback")

    const second = await fake.webhooks.resend(id)
    expect(second).toMatchObject({ id, attempt: 2, status: 500, ok: false, nextAttemptAt: null, resent: true })
    expect(fake.clock.pending().map((p) => p.label)).toEqual([`webhook ${id} attempt 2`]) // a failed resend leaves the schedule

    const overHttp = await fake.fetch("http://payrail.fake/_fake/webhooks/resend", {
      method: "POST",
      headers: { "private-secret-key": KEY },
      body: JSON.stringify({ id })
    })
    expect(overHttp.status).toBe(201)
    expect(await overHttp.json()).toMatchObject({ id, attempt: 3, status: 200, ok: true, resent: true })
    expect(seen).toEqual([0, 1, 2]) // the envelope's retry counts every attempt
    expect(fake.clock.pending()).toEqual([]) // received: the scheduled retry is dropped

    await expect(fake.webhooks.resend("evt_unknown")).rejects.toThrow('no delivery "evt_unknown" was sent')
    const bad = await fake.fetch("http://payrail.fake/_fake/webhooks/resend", { method: "POST", headers: { "private-secret-key": KEY }, body: "{}" })
    expect(bad.status).toBe(400)
  })
})
