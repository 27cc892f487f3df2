import type { AddressInfo } from "node:net"
import { serve, type ServerType } from "@hono/node-server"
import { signWebhook } from "@payrail/core"
import { Hono } from "hono"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { payrailWebhooks, verifyPayrailWebhook } from "../src"
import { SECRET, transferFixture, WHSEC } from "./fixtures"

const handled: Array<string> = []
let attempts = 0
const app = new Hono()
app.route(
  "/",
  payrailWebhooks({
    secrets: [SECRET],
    on: {
      "banking.transfer.incoming.completed": ({ data: t }) => {
        if (t.description === "fail once" && ++attempts === 1) throw new Error("first attempt fails")
        handled.push(`${t.id}:${t.status}`)
      }
    }
  })
)
app.post("/std", verifyPayrailWebhook({ secrets: [WHSEC], scheme: "standard-webhooks" }), (c) => c.json({ id: (c.var.payrailEvent.data as { id: string }).id }))

let server: ServerType
let base: string

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  base = `http://127.0.0.1:${port}`
})

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())))
})

const send = async (path: string, signed: { headers: Record<string, string>; body: string }) => {
  const res = await fetch(`${base}${path}`, { method: "POST", headers: signed.headers, body: signed.body })
  return { status: res.status, body: await res.json() }
}

describe("over real HTTP (@hono/node-server on 127.0.0.1)", () => {
  it("handles a delivery once, answers duplicates 200, refuses a tampered one", async () => {
    const s = await signWebhook(transferFixture({ id: "xfer_http_1" }), { secret: SECRET })
    expect(await send("/v1/banking/transfers", s)).toEqual({ status: 200, body: { received: true } })
    expect(await send("/v1/banking/transfers", s)).toEqual({ status: 200, body: { received: true } })
    const tampered = { ...s, body: s.body.replace("xfer_http_1", "xfer_http_2") }
    expect((await send("/v1/banking/transfers", tampered)).status).toBe(401)
    expect(handled.filter((h) => h.startsWith("xfer_http_1"))).toEqual(["xfer_http_1:COMPLETED"])
  })

  it("verifies a body sent in chunks, byte for byte (multi-byte UTF-8 split across chunks)", async () => {
    const s = await signWebhook(transferFixture({ id: "xfer_http_chunks", description: "Überweisung — 東京 ✓" }), { secret: SECRET })
    const bytes = new TextEncoder().encode(s.body)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7))
        controller.close()
      }
    })
    const res = await fetch(`${base}/v1/banking/transfers`, { method: "POST", headers: s.headers, body: stream, duplex: "half" } as RequestInit)
    expect(res.status).toBe(200)
    expect(handled).toContain("xfer_http_chunks:COMPLETED")
  })

  it("answers 500 to a failing handler and handles the retry", async () => {
    const s = await signWebhook(transferFixture({ id: "xfer_http_retry", description: "fail once" }), { secret: SECRET })
    expect((await send("/v1/banking/transfers", s)).status).toBe(500)
    expect(await send("/v1/banking/transfers", s)).toEqual({ status: 200, body: { received: true } })
    expect(handled.filter((h) => h.startsWith("xfer_http_retry"))).toHaveLength(1)
  })

  it("verifyPayrailWebhook with standard-webhooks", async () => {
    const s = await signWebhook(transferFixture({ id: "xfer_std" }), { secret: WHSEC, scheme: "standard-webhooks" })
    expect(await send("/std", s)).toEqual({ status: 200, body: { id: "xfer_std" } })
    expect((await send("/std", { ...s, headers: { ...s.headers, "webhook-id": "msg_other" } })).status).toBe(401)
  })
})
