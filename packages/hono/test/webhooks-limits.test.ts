/**
 * The events path, typed handlers for every family, bounded bodies (no byte read past the cap),
 * and a secrets function that returns nothing at request time.
 */
import { signWebhook } from "@payrail/core"
import { Hono } from "hono"
import { describe, expect, expectTypeOf, it, vi } from "vitest"
import { PAYRAIL_EVENTS_PATH, PAYRAIL_WEBHOOK_PATH, payrailWebhooks, verifyPayrailWebhook } from "../src"
import { paymentEnvelope, SECRET, transferFixture } from "./fixtures"

const MB = 1024 * 1024

/** A body of `total` bytes in `chunk`-byte pieces, pulled on demand; `pulled()` says how many were handed out. */
const countingBody = (total: number, chunk = 64 * 1024) => {
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) return controller.close()
        const n = Math.min(chunk, total - pulled)
        pulled += n
        controller.enqueue(new Uint8Array(n).fill(0x20))
      }
    },
    { highWaterMark: 0 }
  )
  return { stream, pulled: () => pulled }
}

const postStream = (app: Hono, path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
  app.request(path, { method: "POST", headers, body, duplex: "half" } as RequestInit)

describe("payrailWebhooks: both paths take every kind of notification", () => {
  it("routes a payment envelope and a transfer on the events path and on the transfer path, with typed data", async () => {
    const seen: Array<string> = []
    const app = new Hono().route(
      "/",
      payrailWebhooks({
        secrets: [SECRET],
        on: {
          "payment.purchase": (event, c) => {
            expectTypeOf(event.data.merchant_order_id).toEqualTypeOf<string | null | undefined>()
            seen.push(`${c.req.path} ${event.name} ${event.data.merchant_order_id}`)
          },
          "banking.transfer.incoming.*": (event) => void seen.push(`${event.name} ${event.data.amount.value}`),
          "*": (event) => void seen.push(`* ${event.family}`)
        }
      })
    )
    for (const path of [PAYRAIL_EVENTS_PATH, PAYRAIL_WEBHOOK_PATH]) {
      const payment = await signWebhook(paymentEnvelope("payment.purchase", { id: `pay-${path}`, merchant_order_id: `order-${path}` }), { secret: SECRET })
      const res = await app.request(path, { method: "POST", headers: payment.headers, body: payment.body })
      expect([res.status, await res.json()]).toEqual([200, { received: true }])
    }
    const transfer = await signWebhook(transferFixture(), { secret: SECRET })
    expect((await app.request(PAYRAIL_EVENTS_PATH, { method: "POST", headers: transfer.headers, body: transfer.body })).status).toBe(200)
    expect(seen).toEqual([
      "/webhooks/payrail payment.purchase order-/webhooks/payrail",
      "* payment",
      "/v1/banking/transfers payment.purchase order-/v1/banking/transfers",
      "* payment",
      "banking.transfer.incoming.completed 1250.75",
      "* banking.transfer.incoming"
    ])
  })

  it("answers 200 to a verified event nobody handles (never a 4xx that could lose it), and eventsPath is configurable", async () => {
    const app = new Hono().route("/", payrailWebhooks({ secrets: [SECRET], eventsPath: "/hooks/all", on: { "payment.*": vi.fn() } }))
    const unknown = await signWebhook({ type: "loyalty", type_event: "loyalty.points", data: {} }, { secret: SECRET })
    const res = await app.request("/hooks/all", { method: "POST", headers: unknown.headers, body: unknown.body })
    expect([res.status, await res.json()]).toEqual([200, { received: true }])
    expect((await app.request(PAYRAIL_EVENTS_PATH, { method: "POST", headers: unknown.headers, body: unknown.body })).status).toBe(404)
  })

  it("refuses an unknown event name at setup", () => {
    // @ts-expect-error a typo is a type error
    expect(() => payrailWebhooks({ secrets: [SECRET], on: { "payment.purchse": vi.fn() } })).toThrow(/Unknown webhook event/)
  })
})

describe("bounded bodies", () => {
  const app = new Hono().route("/", payrailWebhooks({ secrets: [SECRET], on: { "*": vi.fn() } }))

  it("a 50 MB unsigned body answers 401 with no byte read", async () => {
    const body = countingBody(50 * MB)
    const res = await postStream(app, PAYRAIL_WEBHOOK_PATH, body.stream, { "content-type": "application/json" })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ received: false, error: "Missing x-hmac-signature header" })
    expect(body.pulled()).toBe(0)
  })

  it("a 50 MB streamed body with a (bogus) signature answers 413, reading at most one chunk past 1 MiB", async () => {
    const body = countingBody(50 * MB)
    const res = await postStream(app, PAYRAIL_EVENTS_PATH, body.stream, { "x-hmac-signature": "AAAA" })
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ received: false })
    expect(body.pulled()).toBeLessThanOrEqual(MB + 2 * 64 * 1024)
  })

  it("a declared Content-Length over the cap answers 413 unread", async () => {
    const body = countingBody(50 * MB)
    const res = await postStream(app, PAYRAIL_WEBHOOK_PATH, body.stream, { "x-hmac-signature": "AAAA", "content-length": String(50 * MB) })
    expect(res.status).toBe(413)
    expect(body.pulled()).toBe(0)
  })

  it("a correctly signed body over maxBodyBytes answers 413, one under it is handled", async () => {
    const handler = vi.fn()
    const small = new Hono().route("/", payrailWebhooks({ secrets: [SECRET], maxBodyBytes: 2048, on: { "*": handler } }))
    const big = await signWebhook(transferFixture({ description: "x".repeat(4000) }), { secret: SECRET })
    const res = await small.request(PAYRAIL_WEBHOOK_PATH, { method: "POST", headers: big.headers, body: big.body })
    expect(res.status).toBe(413)
    const fits = await signWebhook(transferFixture(), { secret: SECRET })
    expect((await small.request(PAYRAIL_WEBHOOK_PATH, { method: "POST", headers: fits.headers, body: fits.body })).status).toBe(200)
    expect(handler).toHaveBeenCalledTimes(1)
    expect(() => payrailWebhooks({ secrets: [SECRET], maxBodyBytes: 0, on: {} })).toThrow(/maxBodyBytes/)
  })

  it("verifyPayrailWebhook applies the same limits", async () => {
    const guarded = new Hono()
    guarded.post("/custom", verifyPayrailWebhook({ secrets: [SECRET], maxBodyBytes: 1024 }), (c) => c.json(c.var.payrailEvent.name))
    const unsigned = countingBody(50 * MB)
    expect((await postStream(guarded, "/custom", unsigned.stream, {})).status).toBe(401)
    expect(unsigned.pulled()).toBe(0)
    const over = countingBody(50 * MB)
    expect((await postStream(guarded, "/custom", over.stream, { "x-hmac-signature": "AAAA" })).status).toBe(413)
    expect(over.pulled()).toBeLessThanOrEqual(1024 + 64 * 1024 * 2)
  })
})

describe("a secrets function that returns nothing at request time", () => {
  it("answers 500 with a generic body and reports the cause to onError", async () => {
    const onError = vi.fn()
    type Bindings = { SECRET?: string }
    const app = new Hono<{ Bindings: Bindings }>().route(
      "/",
      payrailWebhooks<{ Bindings: Bindings }>({ secrets: (c) => c.env.SECRET, onError, on: { "*": () => undefined } })
    )
    const s = await signWebhook(transferFixture(), { secret: SECRET })
    for (const env of [{}, { SECRET: "" }, { SECRET: "   " }]) {
      const res = await app.request(PAYRAIL_WEBHOOK_PATH, { method: "POST", headers: s.headers, body: s.body }, env)
      expect(res.status).toBe(500)
      const body = (await res.json()) as { error: string }
      expect(body).toEqual({ received: false, error: "Internal error while verifying the webhook" })
      expect(body.error).not.toMatch(/secret/i)
    }
    expect(onError).toHaveBeenCalledTimes(3)
    expect(String((onError.mock.calls[0]![0] as Error).message)).toMatch(/returned no secret/)
    expect(((onError.mock.calls[2]![0] as Error).cause as Error).name).toBe("ConfigurationError")
  })

  it("logs the cause with console.error when there is no onError", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      const app = new Hono().route("/", payrailWebhooks({ secrets: () => [], on: { "*": vi.fn() } }))
      const s = await signWebhook(transferFixture(), { secret: SECRET })
      expect((await app.request(PAYRAIL_WEBHOOK_PATH, { method: "POST", headers: s.headers, body: s.body })).status).toBe(500)
      expect(log).toHaveBeenCalledTimes(1)
      expect(String(log.mock.calls[0]![1])).toMatch(/returned no secret/)
    } finally {
      log.mockRestore()
    }
  })
})

describe("payrailWebhooks: a notification nested past the JSON depth limit", () => {
  it("answers 400 naming the limit (not 500) to a signed event with data nested 10,000 deep and no id", async () => {
    const levels = 10_000
    const body = `{"type":"custom","type_event":"custom.thing","account_id":"acc-1","data":${'{"a":'.repeat(levels)}1${"}".repeat(levels)}}`
    const signed = await signWebhook(body, { secret: SECRET })
    const handler = vi.fn()
    const app = new Hono().route("/", payrailWebhooks({ secrets: [SECRET], on: { "*": handler } }))
    const res = await app.request(PAYRAIL_EVENTS_PATH, { method: "POST", headers: signed.headers, body: signed.body })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain("more than 1000 levels")
    expect(handler).not.toHaveBeenCalled()
  })
})
