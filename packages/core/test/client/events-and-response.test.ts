/**
 * Promise facade: `on("request" | "response")` per attempt, with nothing secret in the events;
 * `.withResponse()` (and `Payrail.withResponse` for Effect users) for a call's final response.
 */
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import {
  ConnectionError,
  createPayrail,
  ApiError,
  Payrail,
  type PayrailConfig,
  type PayrailRequestEvent,
  type PayrailResponseEvent
} from "../../src"
import * as f from "../support/fixtures"
import { closedPortUrl } from "../support/scripted-server"
import { withTimer } from "./support/manual-timer"
import { useScriptedServer } from "./support/scripted-setup"

const ctx = useScriptedServer({ autoFire: (ms) => ms !== 60_000 })

const SECRET = "sk_events_secret"
const config = (extra: Partial<PayrailConfig> = {}): PayrailConfig =>
  withTimer({ publicApiKey: "pk_events", privateSecretKey: SECRET, baseUrl: ctx.server.url, ...extra }, ctx.clock)

const record = (payrail: ReturnType<typeof createPayrail>) => {
  const requests: Array<PayrailRequestEvent> = []
  const responses: Array<PayrailResponseEvent> = []
  const onRequest = (e: PayrailRequestEvent) => void requests.push(e)
  const onResponse = (e: PayrailResponseEvent) => void responses.push(e)
  payrail.on("request", onRequest).on("response", onResponse)
  return { requests, responses, onRequest, onResponse }
}

describe("payrail.on / off", () => {
  it("fires request and response for every attempt, with no secret and no body", async () => {
    const payrail = createPayrail(config())
    const seen = record(payrail)
    ctx.server.reply(
      { status: 503, body: { code: "SERVICE_UNAVAILABLE", messages: [] } },
      { status: 201, body: f.paymentResponse, headers: { "x-request-id": "req_ev" } }
    )
    await payrail.payments.create(f.createPaymentBody)
    const key = ctx.server.requests[0]!.headers["x-idempotency-key"]
    expect(seen.requests).toEqual([1, 2].map((attempt) => ({
      operation: "payments.create",
      method: "POST",
      path: "/payments",
      idempotencyKey: key,
      attempt
    })))
    expect(seen.responses.map((e) => [e.attempt, e.status, e.requestId, e.idempotencyKey])).toEqual([
      [1, 503, undefined, key],
      [2, 201, "req_ev", key]
    ])
    for (const e of seen.responses) expect(e.elapsedMs).toBeGreaterThanOrEqual(0)
    const text = JSON.stringify([seen.requests, seen.responses])
    expect(text).not.toContain(SECRET)
    expect(text).not.toContain("pk_events")
    expect(text).not.toContain(f.createPaymentBody.merchant_order_id)
    await payrail.close()
  })

  it("a response event without status when no response came", async () => {
    const payrail = createPayrail(config({ baseUrl: await closedPortUrl(), maxRetries: 0 }))
    const seen = record(payrail)
    await expect(payrail.payments.retrieve(f.ids.payment)).rejects.toBeInstanceOf(ConnectionError)
    expect(seen.responses).toHaveLength(1)
    expect(seen.responses[0]).toMatchObject({ status: undefined, attempt: 1, path: `/payments/${f.ids.payment}`, method: "GET" })
    await payrail.close()
  })

  it("off stops a listener; a listener that throws does not break the call", async () => {
    const payrail = createPayrail(config())
    const seen = record(payrail)
    payrail.on("request", () => {
      throw new Error("listener bug")
    })
    ctx.server.fallback = { status: 200, body: f.paymentResponse }
    await payrail.payments.retrieve(f.ids.payment)
    payrail.off("request", seen.onRequest).off("response", seen.onResponse)
    await payrail.payments.retrieve(f.ids.payment)
    expect(seen.requests).toHaveLength(1)
    expect(seen.responses).toHaveLength(1)
    expect(() => payrail.on("finished" as "request", () => undefined)).toThrow(/Unknown event "finished"/)
    await payrail.close()
  })
})

describe("withResponse", () => {
  it("Promise: the data and the final response's status, request id, idempotency key, headers, attempts — one request", async () => {
    const payrail = createPayrail(config())
    ctx.server.reply(
      { status: 503, body: { code: "SERVICE_UNAVAILABLE", messages: [] } },
      { status: 201, body: f.paymentResponse, headers: { "x-request-id": "req_wr", "x-custom": "yes" } }
    )
    const call = payrail.payments.create(f.createPaymentBody, { idempotencyKey: "idem-wr-1" })
    const { data, response } = await call.withResponse()
    expect(await call).toEqual(data)
    expect(data.id).toBe(f.ids.payment)
    expect(response).toMatchObject({ status: 201, requestId: "req_wr", idempotencyKey: "idem-wr-1", attempts: 2 })
    expect(response.headers["x-custom"]).toBe("yes")
    expect(response.headers["x-request-id"]).toBe("req_wr")
    expect(ctx.server.requests).toHaveLength(2)
    await payrail.close()
  })

  it("Promise: a call with an AbortSignal (run on child fibers) still reports its response", async () => {
    const payrail = createPayrail(config())
    ctx.server.reply({ status: 200, body: f.paymentResponse, headers: { "x-request-id": "req_sig" } })
    const { response } = await payrail.payments.retrieve(f.ids.payment, {}, { signal: new AbortController().signal }).withResponse()
    expect(response).toMatchObject({ status: 200, requestId: "req_sig", attempts: 1 })
    await payrail.close()
  })

  it("Promise: a failure rejects withResponse() with the typed error (and the data promise is not left unhandled)", async () => {
    const payrail = createPayrail(config())
    ctx.server.fallback = { status: 404, body: { code: "PAYMENT_NOT_FOUND", messages: ["no"] } }
    await expect(payrail.payments.retrieve(f.ids.payment).withResponse()).rejects.toBeInstanceOf(ApiError)
    await expect(payrail.payments.retrieve(f.ids.payment)).rejects.toBeInstanceOf(ApiError)
    await payrail.close()
  })

  it("Promise: request() has it too; an idempotency-less call reports none", async () => {
    const payrail = createPayrail(config())
    ctx.server.reply({ status: 200, body: { ok: true }, headers: { "x-request-id": "req_raw" } })
    const { data, response } = await payrail.request({ method: "GET", path: "/anything" }).withResponse()
    expect(data).toEqual({ ok: true })
    expect(response).toMatchObject({ status: 200, requestId: "req_raw", idempotencyKey: undefined, attempts: 1 })
    await payrail.close()
  })

  it("Effect: Payrail.withResponse(call) answers { data, response }", async () => {
    ctx.server.reply({ status: 200, body: f.paymentResponse, headers: { "x-request-id": "req_fx" } })
    const { data, response } = await Effect.runPromise(
      Payrail.withResponse(Payrail.use((p) => p.payments.retrieve(f.ids.payment))).pipe(Effect.provide(Payrail.layer(config())))
    )
    expect(data.id).toBe(f.ids.payment)
    expect(response).toMatchObject({ status: 200, requestId: "req_fx", attempts: 1 })
    expect(response.headers["content-type"]).toContain("application/json")
  })
})
