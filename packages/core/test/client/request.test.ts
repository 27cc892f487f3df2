/** The `payrail.request` escape hatch, `transactionsOf`, and answers without a JSON body. */
import * as Effect from "effect/Effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import {
  createPayrail,
  InvalidRequestError,
  Payrail,
  type PayrailClient,
  RequestValidationError,
  transactionsOf
} from "../../src"
import * as f from "../support/fixtures"
import { type ScriptedServer, startScriptedServer } from "../support/scripted-server"

let server: ScriptedServer
let payrail: PayrailClient
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

beforeAll(async () => {
  server = await startScriptedServer()
  payrail = createPayrail({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: server.url, retryBackoff: { initialDelayMs: 1 } })
})
afterAll(async () => {
  await payrail.close()
  await server.close()
})
beforeEach(() => server.reset())

describe("payrail.request", () => {
  it("sends method, path, query and body with the credentials, and answers the JSON", async () => {
    server.reply({ status: 200, body: { id: "wh_1", url: "https://m.example/hook" } })
    const answer = await payrail.request({
      method: "PATCH",
      path: "/webhooks/wh_1",
      query: { verbose: true, limit: 3, skip: undefined },
      body: { name: "main" }
    })
    expect(answer).toEqual({ id: "wh_1", url: "https://m.example/hook" })
    const req = server.requests[0]!
    expect([req.method, req.path, Object.fromEntries(req.query), req.body]).toEqual(["PATCH", "/webhooks/wh_1", { verbose: "true", limit: "3" }, { name: "main" }])
    expect(req.headers["public-api-key"]).toBe("pk")
    expect(req.headers["private-secret-key"]).toBe("sk")
    expect(req.headers["x-idempotency-key"]).toBeUndefined()
  })

  it("keeps one idempotency key across retries when idempotent", async () => {
    server.reply({ status: 503, body: {} }, { status: 200, body: { ok: true } })
    expect(await payrail.request({ method: "POST", path: "/webhooks", body: { name: "x" }, idempotent: true })).toEqual({ ok: true })
    const keys = server.requests.map((r) => r.headers["x-idempotency-key"])
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(UUID)
    expect(keys[1]).toBe(keys[0])
  })

  it("does not retry a write without a key once it may have reached the server", async () => {
    server.reply({ status: 503, body: {} }, { status: 200, body: { ok: true } })
    await expect(payrail.request({ method: "POST", path: "/webhooks", body: {} })).rejects.toMatchObject({ status: 503 })
    expect(server.requests).toHaveLength(1)
  })

  it("maps error answers to the typed errors", async () => {
    server.reply({ status: 400, body: { code: "INVALID_REQUEST", messages: ["bad"] } })
    await expect(payrail.request({ method: "GET", path: "/webhooks" })).rejects.toBeInstanceOf(InvalidRequestError)
  })

  it.each([
    ["no leading slash", { method: "GET", path: "webhooks" }, "path"],
    ["another host", { method: "GET", path: "//evil.example/x" }, "path"],
    ["a query in the path", { method: "GET", path: "/webhooks?x=1" }, "path"],
    ["dot segments", { method: "GET", path: "/webhooks/../payments" }, "path"],
    ["an unknown method", { method: "TRACE", path: "/webhooks" }, "method"]
  ] as const)("refuses %s before any I/O", async (_, request, field) => {
    const error = await payrail.request(request as never).then(() => undefined, (e: unknown) => e)
    expect(error).toBeInstanceOf(RequestValidationError)
    expect((error as RequestValidationError).issues.map((i) => i.path)).toContain(field)
    expect(server.requests).toHaveLength(0)
  })

  it("is on the Effect service too", async () => {
    server.reply({ status: 200, body: [1, 2] })
    const layer = Payrail.layer({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: server.url })
    const answer = await Effect.runPromise(Effect.provide(Payrail.use((p) => p.request({ method: "GET", path: "/things" })), layer))
    expect(answer).toEqual([1, 2])
  })
})

describe("answers without a JSON body", () => {
  it("a 202 with a non-JSON body resolves (customers.delete)", async () => {
    server.reply({ status: 202, body: "Accepted", headers: { "content-type": "text/plain" } })
    await expect(payrail.customers.delete(f.moreIds.customer)).resolves.toBeUndefined()
  })

  it("a 200 with a non-JSON body is still a ResponseValidationError", async () => {
    server.reply({ status: 200, body: "<html>", headers: { "content-type": "text/html" } })
    await expect(payrail.customers.retrieve(f.moreIds.customer)).rejects.toMatchObject({ _tag: "ResponseValidationError" })
  })
})

describe("transactionsOf", () => {
  const t1 = { id: "t1", status: "SUCCEEDED", amount: 1 }
  const t2 = { id: "t2", status: "SUCCEEDED", amount: 2 }
  it("gives an array whether the payment carries one object, an array, or nothing", () => {
    expect(transactionsOf({ transactions: t1 })).toEqual([t1])
    expect(transactionsOf({ transactions: [t1, t2] })).toEqual([t1, t2])
    expect(transactionsOf({ transactions: null })).toEqual([])
    expect(transactionsOf({})).toEqual([])
  })
  it("reads a decoded create answer, so its id feeds refund and capture", async () => {
    server.reply({ status: 201, body: f.paymentResponse })
    const payment = await payrail.payments.create(f.createPaymentBody)
    expect(transactionsOf(payment).map((t) => t.id)).toEqual([f.ids.transaction])
  })
})
