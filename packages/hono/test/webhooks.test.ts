import crypto, { createHmac } from "node:crypto"
import { createMemoryDedupeStore, type IncomingTransfer, signWebhook, type WebhookEventOf } from "@payrail/core"
import { Hono } from "hono"
import { describe, expect, it, vi } from "vitest"
import { PAYRAIL_WEBHOOK_PATH, payrailWebhooks, verifyPayrailWebhook } from "../src"
import { gate, SECRET, transferFixture, WHSEC } from "./fixtures"

const post = async (app: Hono<any>, signed: { headers: Record<string, string>; body: string | Uint8Array }, env?: object, path = PAYRAIL_WEBHOOK_PATH) => {
  const res = await app.request(path, { method: "POST", headers: signed.headers, body: signed.body as BodyInit }, env)
  return { status: res.status, body: (await res.json()) as { received: boolean; error?: string } }
}
const signed = (overrides: Record<string, unknown> = {}) => signWebhook(transferFixture(overrides), { secret: SECRET })

describe("payrailWebhooks: POST /v1/banking/transfers", () => {
  it("verifies, dispatches by event with the context, and answers 200 {received:true}", async () => {
    const completed = vi.fn((_t: WebhookEventOf<"banking.transfer.incoming">, c: { req: { path: string } }) => c.req.path)
    const pending = vi.fn()
    const app = new Hono().route(
      "/",
      payrailWebhooks({ secrets: [SECRET], on: { "banking.transfer.incoming.completed": completed, "banking.transfer.incoming.pending": pending } })
    )
    expect(await post(app, await signed())).toEqual({ status: 200, body: { received: true } })
    expect(completed).toHaveBeenCalledTimes(1)
    expect(completed.mock.calls[0]![0].data).toEqual(transferFixture())
    expect(completed.mock.results[0]!.value).toBe("/v1/banking/transfers")
    expect(pending).not.toHaveBeenCalled()
  })

  it("a signature computed by node:crypto over the exact bytes is accepted", async () => {
    const handler = vi.fn()
    const app = new Hono().route("/", payrailWebhooks({ secrets: [SECRET], on: { "*": handler } }))
    const body = JSON.stringify(transferFixture(), null, 2) // whitespace matters: signed as sent
    const signature = createHmac("sha256", SECRET).update(body).digest("base64")
    expect((await post(app, { headers: { "X-HMAC-Signature": signature, "content-type": "application/json" }, body })).status).toBe(200)
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it("answers 401 for a bad signature, 400 for a bad payload, and runs nothing", async () => {
    const handler = vi.fn()
    const app = new Hono().route("/", payrailWebhooks({ secrets: [SECRET], on: { "*": handler } }))
    const good = await signed()
    const tampered = await post(app, { headers: good.headers, body: good.body.replace("1250.75", "1.00") })
    expect(tampered).toEqual({ status: 401, body: { received: false, error: "No matching signature (x-hmac-signature)" } })
    expect((await post(app, { headers: {}, body: good.body })).status).toBe(401)
    const wrongShape = await signWebhook({ id: "xfer_1" }, { secret: SECRET })
    const bad = await post(app, wrongShape)
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatch(/amount/)
    const notJson = await signWebhook("not json", { secret: SECRET })
    expect((await post(app, notJson)).status).toBe(400)
    expect(handler).not.toHaveBeenCalled()
  })

  it("deduplicates sequential and concurrent deliveries", async () => {
    const hold = gate()
    let runs = 0
    const app = new Hono().route(
      "/",
      payrailWebhooks({
        secrets: [SECRET],
        on: {
          "*": async () => {
            runs++
            await hold.opened
          }
        }
      })
    )
    const s = await signed()
    const concurrent = Promise.all(Array.from({ length: 5 }, () => post(app, s)))
    await new Promise((r) => setTimeout(r, 20))
    hold.open()
    expect((await concurrent).map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect((await post(app, s)).body).toEqual({ received: true })
    expect(runs).toBe(1)
  })

  it("a throwing handler answers 500 (so the sender retries) and the retry is handled", async () => {
    let attempts = 0
    const onError = vi.fn()
    const app = new Hono().route(
      "/",
      payrailWebhooks({
        secrets: [SECRET],
        onError,
        on: {
          "banking.transfer.incoming.completed": () => {
            if (++attempts === 1) throw new Error("ledger unavailable")
          }
        }
      })
    )
    const s = await signed()
    expect(await post(app, s)).toEqual({ status: 500, body: { received: false, error: "The webhook handler failed" } })
    expect(onError).toHaveBeenCalledTimes(1)
    expect((onError.mock.calls[0]![0] as Error).message).toBe("ledger unavailable")
    expect(await post(app, s)).toEqual({ status: 200, body: { received: true } })
    expect(attempts).toBe(2)
  })

  it("takes secrets and the api key pair from the context (Workers bindings)", async () => {
    type Bindings = { WEBHOOK_SECRET: string; API_KEY: string; API_SECRET: string }
    const handler = vi.fn()
    const app = new Hono<{ Bindings: Bindings }>().route(
      "/",
      payrailWebhooks<{ Bindings: Bindings }>({
        secrets: (c) => [c.env.WEBHOOK_SECRET],
        apiKey: (c) => ({ key: c.env.API_KEY, secret: c.env.API_SECRET }),
        on: { "*": handler }
      })
    )
    const env = { WEBHOOK_SECRET: SECRET, API_KEY: "k", API_SECRET: "s" }
    const s = await signWebhook(transferFixture(), { secret: SECRET, apiKey: { key: "k", secret: "s" } })
    expect((await post(app, s, env)).status).toBe(200)
    expect((await post(app, s, { ...env, WEBHOOK_SECRET: "rotated" })).status).toBe(401)
    expect((await post(app, s, { ...env, API_SECRET: "other" })).status).toBe(401)
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it("supports standard-webhooks, a custom path, handler lists and a shared store", async () => {
    const store = createMemoryDedupeStore()
    const calls: Array<string> = []
    const options = {
      secrets: [WHSEC],
      scheme: "standard-webhooks" as const,
      path: "/hooks/payrail",
      store,
      on: { "banking.transfer.incoming.pending": [() => void calls.push("a"), () => void calls.push("b")] }
    }
    const one = new Hono().route("/", payrailWebhooks(options))
    const two = new Hono().route("/", payrailWebhooks(options))
    const s = await signWebhook(transferFixture({ status: "PENDING" }), { secret: WHSEC, scheme: "standard-webhooks" })
    expect((await post(one, s, undefined, "/hooks/payrail")).status).toBe(200)
    expect((await post(two, s, undefined, "/hooks/payrail")).status).toBe(200) // duplicate via the shared store
    expect(calls).toEqual(["a", "b"])
    expect((await one.request(PAYRAIL_WEBHOOK_PATH, { method: "POST", body: s.body, headers: s.headers })).status).toBe(404)
    const stale = await signWebhook(transferFixture(), { secret: WHSEC, scheme: "standard-webhooks", timestamp: Math.floor(Date.now() / 1000) - 600 })
    expect(await post(one, stale, undefined, "/hooks/payrail")).toEqual({ status: 401, body: { received: false, error: "Webhook timestamp too old" } })
  })

  it("a bad static secret fails at setup, not on a request", () => {
    expect(() => payrailWebhooks({ secrets: ["whsec_???"], scheme: "standard-webhooks", on: {} })).toThrow(/standard-webhooks secret/)
    expect(() => payrailWebhooks({ secrets: [], on: {} })).toThrow(/At least one webhook secret/)
  })

  it("makes keys once per secret set, not per request", async () => {
    const deliveries = await Promise.all([0, 1, 2, 3].map((i) => signed({ id: `xfer_${i}` }))) // signing makes keys too
    const spy = vi.spyOn(crypto, "createSecretKey")
    try {
      const app = new Hono<{ Bindings: { S: string } }>().route(
        "/",
        payrailWebhooks<{ Bindings: { S: string } }>({ secrets: (c) => [c.env.S], on: { "*": () => {} } })
      )
      for (const s of deliveries) expect((await post(app, s, { S: SECRET })).status).toBe(200)
      expect(spy).toHaveBeenCalledTimes(1)
      expect((await post(app, deliveries[0]!, { S: "another-secret" })).status).toBe(401)
      expect(spy).toHaveBeenCalledTimes(2) // a new secret set gets its own verifier
    } finally {
      spy.mockRestore()
    }
  })
})

describe("verifyPayrailWebhook", () => {
  it("sets c.var.payrailEvent, and the body can still be read after it", async () => {
    const app = new Hono()
    app.post("/custom", verifyPayrailWebhook({ secrets: [SECRET] }), async (c) => {
      const event = c.var.payrailEvent
      if (event.family !== "banking.transfer.incoming") return c.json("wrong family", 500)
      const transfer: IncomingTransfer = event.data
      const again = (await c.req.json()) as { id: string }
      return c.json({ id: transfer.id, again: again.id, rail: transfer.payment_rail })
    })
    const s = await signed()
    const res = await app.request("/custom", { method: "POST", headers: s.headers, body: s.body })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ id: "xfer_01J9ZK3Q8V", again: "xfer_01J9ZK3Q8V", rail: "WIRE" })
  })

  it("still verifies when an earlier middleware parsed the JSON (Hono caches the raw text)", async () => {
    const app = new Hono()
    app.use(async (c, next) => {
      await c.req.json()
      await next()
    })
    app.post("/custom", verifyPayrailWebhook({ secrets: [SECRET] }), (c) => c.json(c.var.payrailEvent.dedupeKey))
    const s = await signWebhook(JSON.stringify(transferFixture(), null, 4), { secret: SECRET })
    const res = await app.request("/custom", { method: "POST", headers: s.headers, body: s.body })
    expect(res.status).toBe(200)
  })

  it("answers 401 / 400 itself and does not call the next handler", async () => {
    const next = vi.fn((c: { json: (v: unknown) => Response }) => c.json("reached"))
    const app = new Hono()
    app.post("/custom", verifyPayrailWebhook({ secrets: [SECRET] }), next)
    const s = await signed()
    expect((await post(app, { headers: { ...s.headers, "x-hmac-signature": "AAAA" }, body: s.body }, undefined, "/custom")).status).toBe(401)
    expect((await post(app, await signWebhook("[]", { secret: SECRET }), undefined, "/custom")).status).toBe(400)
    expect(next).not.toHaveBeenCalled()
  })

  it("takes secrets from the context", async () => {
    const app = new Hono<{ Bindings: { S: string } }>()
    app.post("/custom", verifyPayrailWebhook<{ Bindings: { S: string } }>({ secrets: (c) => c.env.S }), (c) =>
      c.json({ status: c.var.payrailEvent.name, env: c.env.S.length })
    )
    const s = await signed({ status: "PENDING" })
    const res = await app.request("/custom", { method: "POST", headers: s.headers, body: s.body }, { S: SECRET })
    expect(await res.json()).toEqual({ status: "banking.transfer.incoming.pending", env: SECRET.length })
  })
})
