import { PayrailClient } from "@payrail/core"
import { Hono } from "hono"
import { describe, expect, it, vi } from "vitest"
import { payrail } from "../src"

const PAYMENT_ID = "5f0c9a4e-1b2d-4c3e-8f9a-0b1c2d3e4f5a"
const config = { publicApiKey: "pk_test", privateSecretKey: "sk_test", baseUrl: "https://payrail.test/v1" }

describe("payrail(config): c.var.payrail", () => {
  it("puts one PayrailClient in the context, the same for every request", async () => {
    const seen: Array<PayrailClient> = []
    const app = new Hono()
    app.use(payrail(config))
    app.get("/", (c) => {
      seen.push(c.var.payrail)
      return c.text("ok")
    })
    for (let i = 0; i < 3; i++) expect((await app.request("/")).status).toBe(200)
    expect(seen).toHaveLength(3)
    expect(seen[0]).toBeInstanceOf(PayrailClient)
    expect(new Set(seen).size).toBe(1)
  })

  it("builds the client once from the context when config is a function (Workers bindings), with the bindings' credentials on the wire", async () => {
    type Bindings = { PK: string; SK: string }
    const requests: Array<Request> = []
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input, init))
      return Response.json({ id: PAYMENT_ID, status: "SUCCEEDED", sub_status: "APPROVED", amount: { value: 10, currency: "USD" } })
    }) as unknown as typeof globalThis.fetch
    const factory = vi.fn((c: { env: Bindings }) => ({ ...config, fetch, publicApiKey: c.env.PK, privateSecretKey: c.env.SK }))
    const app = new Hono<{ Bindings: Bindings }>()
    app.use(payrail<{ Bindings: Bindings }>(factory))
    const seen = new Set<PayrailClient>()
    app.get("/payments/:id", async (c) => {
      seen.add(c.var.payrail)
      return c.json(await c.var.payrail.payments.retrieve(c.req.param("id")))
    })
    for (let i = 0; i < 3; i++) expect((await app.request(`/payments/${PAYMENT_ID}`, undefined, { PK: "pk_env", SK: "sk_env" })).status).toBe(200)
    expect(factory).toHaveBeenCalledTimes(1)
    expect(seen.size).toBe(1)
    // The credentials the factory read from the bindings are the ones sent, on every request.
    expect(requests).toHaveLength(3)
    for (const request of requests) {
      expect(request.url).toBe(`https://payrail.test/v1/payments/${PAYMENT_ID}`)
      expect(request.headers.get("public-api-key")).toBe("pk_env")
      expect(request.headers.get("private-secret-key")).toBe("sk_env")
    }
  })

  it("calls the API through the client with the configured credentials", async () => {
    const requests: Array<Request> = []
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input, init))
      return Response.json({ id: PAYMENT_ID, status: "SUCCEEDED", sub_status: "APPROVED", amount: { value: 10, currency: "USD" } })
    }) as unknown as typeof globalThis.fetch
    const app = new Hono()
    app.use(payrail({ ...config, fetch }))
    app.get("/payments/:id", async (c) => c.json(await c.var.payrail.payments.retrieve(c.req.param("id"))))
    const res = await app.request(`/payments/${PAYMENT_ID}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ id: PAYMENT_ID, status: "SUCCEEDED" })
    expect(requests).toHaveLength(1)
    expect(requests[0]!.url).toBe(`https://payrail.test/v1/payments/${PAYMENT_ID}`)
    expect(requests[0]!.headers.get("public-api-key")).toBe("pk_test")
    expect(requests[0]!.headers.get("private-secret-key")).toBe("sk_test")
  })

  it("a bad static config fails at setup", () => {
    expect(() => payrail({ ...config, publicApiKey: "" })).toThrow(/publicApiKey/)
  })
})
