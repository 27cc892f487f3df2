/**
 * Outbound webhooks to a real local receiver: signed as the service signs them, verified
 * with core's verifier, retried on 5xx / timeouts on the service's schedule (docs/service-facts.md#webhook-retries) as the fake
 * clock passes, every attempt logged.
 */
import { createServer, type IncomingMessage, type Server } from "node:http"
import { createWebhookRouter, createWebhookVerifier } from "@payrail/core"
import { IncomingTransfer } from "@payrail/core/schema"
import * as Schema from "effect/Schema"
import { afterEach, describe, expect, it } from "vitest"
import { createFakePayrail, WEBHOOK_RETRY_OFFSETS_MS } from "../src/index"
import { caught, T0 } from "./helpers"

interface Received {
  readonly path: string
  readonly headers: Record<string, string>
  readonly body: string
}
type Answer = { status: number; body?: string } | "hang"

/** A receiver that answers from a script (the last answer repeats) and records what it got. */
const startReceiver = async (script: ReadonlyArray<Answer> | ((req: Received) => Promise<{ status: number; body: string }>)) => {
  const received: Array<Received> = []
  const hanging: Array<IncomingMessage> = []
  const server: Server = createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", async () => {
      const headers: Record<string, string> = {}
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v
      const entry = { path: req.url ?? "", headers, body: Buffer.concat(chunks).toString("utf8") }
      received.push(entry)
      if (typeof script === "function") {
        const out = await script(entry)
        res.writeHead(out.status, { "content-type": "application/json" }).end(out.body)
        return
      }
      const answer = script[Math.min(received.length - 1, script.length - 1)]!
      if (answer === "hang") {
        hanging.push(req) // never answered; the fake's timeout fires
        return
      }
      res.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body ?? JSON.stringify({ received: true }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as { port: number }).port
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

const SECRET = "merchant-webhook-secret"
const MIN = 60_000
let receivers: Array<{ close(): Promise<void> }> = []
const receiver = async (script: Parameters<typeof startReceiver>[0]) => {
  const r = await startReceiver(script)
  receivers.push(r)
  return r
}
afterEach(async () => {
  await Promise.all(receivers.map((r) => r.close()))
  receivers = []
})

describe("incoming-transfer webhooks", () => {
  it("POSTs a signed notification to {merchant_base_url}/v1/banking/transfers that core's verifier accepts", async () => {
    const r = await receiver([{ status: 200 }])
    const fake = createFakePayrail({ now: T0, webhooks: { url: r.origin, secret: SECRET } })
    const sent = await fake.webhooks.incomingTransfer({ status: "PENDING", amount: { value: 1250.5, currency: "USD" }, payment_rail: "WIRE" })

    expect(r.received).toHaveLength(1)
    const [got] = r.received
    expect(got!.path).toBe("/v1/banking/transfers")
    expect(got!.headers["content-type"]).toBe("application/json")
    expect(got!.headers["x-hmac-signature"]).toMatch(/^[A-Za-z0-9+/]+=*$/)
    const verified = await createWebhookVerifier({ secrets: [SECRET], now: () => fake.clock.now() }).verify(got!.body, got!.headers)
    expect(verified.name).toBe("banking.transfer.incoming.pending")
    expect(verified.data).toMatchObject({ id: sent.id, status: "PENDING", direction: "INCOMING", amount: { value: 1250.5, currency: "USD" } })
    expect(() => Schema.decodeUnknownSync(IncomingTransfer)(JSON.parse(got!.body))).not.toThrow()
    expect(sent.id).toMatch(/^xfer_/)
    expect(sent.destination_account_id).toMatch(/^acct_/)
    expect(fake.webhooks.deliveries).toEqual([
      {
        id: sent.id, event: "banking.transfer.incoming.pending", attempt: 1, status: 200, at: "2025-03-01T12:00:00.000000Z",
        url: `${r.origin}/v1/banking/transfers`, ok: true, error: null, nextAttemptAt: null,
        payload: JSON.parse(got!.body), responseBody: '{"received":true}' // what was sent, what the receiver answered
      }
    ])
    expect(fake.state.transfers).toEqual([sent])
  })

  it("a wrong secret does not verify (the signature is over the raw body)", async () => {
    const r = await receiver([{ status: 200 }])
    const fake = createFakePayrail({ webhooks: { url: r.origin, secret: SECRET } })
    await fake.webhooks.incomingTransfer()
    const error = await caught(() => createWebhookVerifier({ secrets: ["another-secret"] }).verify(r.received[0]!.body, r.received[0]!.headers))
    expect(error._tag).toBe("WebhookVerificationError")
  })

  it("retries 5xx answers at 5 min and 50 min after the first attempt, driven by the fake clock", async () => {
    const r = await receiver([{ status: 500 }, { status: 503 }, { status: 200 }])
    const fake = createFakePayrail({ now: T0, webhooks: { url: `${r.origin}/hooks/payrail`, secret: SECRET } })
    await fake.webhooks.incomingTransfer()
    expect(fake.webhooks.deliveries.map((d) => [d.attempt, d.status, d.ok, d.nextAttemptAt])).toEqual([[1, 500, false, "2025-03-01T12:05:00.000000Z"]])
    expect(r.received[0]!.path).toBe("/hooks/payrail") // a URL with a path is used as is

    await fake.clock.advance(4 * MIN + 59_999)
    expect(r.received).toHaveLength(1)
    await fake.clock.advance(1)
    expect(fake.webhooks.deliveries.map((d) => [d.attempt, d.status, d.at])).toEqual([
      [1, 500, "2025-03-01T12:00:00.000000Z"],
      [2, 503, "2025-03-01T12:05:00.000000Z"]
    ])
    await fake.clock.advance(45 * MIN)
    expect(fake.webhooks.deliveries.at(-1)).toMatchObject({ attempt: 3, status: 200, ok: true, at: "2025-03-01T12:50:00.000000Z", nextAttemptAt: null })
    expect(new Set(r.received.map((x) => x.body)).size).toBe(1) // every retry carries the same notification
    expect(fake.clock.pending()).toEqual([])
  })

  it("retries a timeout (no answer within timeoutMs) and a refused connection", async () => {
    const r = await receiver(["hang", { status: 200 }])
    // The first attempt hangs for good, so it times out however busy the machine is; the retry gets
    // a generous limit, so its success does not depend on wall-clock speed either.
    const fake = createFakePayrail({ now: T0, webhooks: { url: r.origin, secret: SECRET, timeoutMs: 100 } })
    await fake.webhooks.incomingTransfer()
    expect(fake.webhooks.deliveries[0]).toMatchObject({ attempt: 1, status: null, ok: false, error: "timeout" })
    fake.webhooks.configure({ url: r.origin, secret: SECRET, timeoutMs: 60_000 })
    await fake.clock.advance(5 * MIN)
    expect(fake.webhooks.deliveries[1]).toMatchObject({ attempt: 2, status: 200, ok: true })

    const gone = await startReceiver([{ status: 200 }])
    await gone.close()
    const fake2 = createFakePayrail({ now: T0, webhooks: { url: gone.origin, secret: SECRET } })
    await fake2.webhooks.incomingTransfer()
    expect(fake2.webhooks.deliveries[0]).toMatchObject({ status: null, ok: false, nextAttemptAt: "2025-03-01T12:05:00.000000Z" })
    expect(fake2.webhooks.deliveries[0]!.error).toMatch(/^network error/)
  })

  it("gives up after 7 attempts on the service's retry schedule", async () => {
    const r = await receiver([{ status: 500 }])
    const fake = createFakePayrail({ now: T0, webhooks: { url: r.origin, secret: SECRET } })
    await fake.webhooks.incomingTransfer()
    await fake.clock.advance(200 * 3_600_000)
    const offsets = fake.webhooks.deliveries.map((d) => Date.parse(d.at) - Date.parse(T0))
    expect(offsets).toEqual([...WEBHOOK_RETRY_OFFSETS_MS])
    expect(offsets).toEqual([0, 5 * MIN, 50 * MIN, 6 * 60 * MIN, 24 * 60 * MIN, 48 * 60 * MIN, 96 * 60 * MIN])
    expect(fake.webhooks.deliveries.at(-1)).toMatchObject({ attempt: 7, nextAttemptAt: null })
    expect(r.received).toHaveLength(7)
  })

  it("does not retry a 4xx, nor a 200 without { received: true }", async () => {
    const r = await receiver([{ status: 400, body: "{}" }, { status: 200, body: JSON.stringify({ ok: 1 }) }])
    const fake = createFakePayrail({ now: T0, webhooks: { url: r.origin, secret: SECRET } })
    await fake.webhooks.incomingTransfer()
    await fake.webhooks.incomingTransfer()
    await fake.clock.advance(200 * 3_600_000)
    expect(fake.webhooks.deliveries.map((d) => [d.attempt, d.status, d.error, d.nextAttemptAt])).toEqual([
      [1, 400, "HTTP 400", null],
      [1, 200, "unacknowledged", null]
    ])
  })

  it("signs with standard-webhooks (fake-clock timestamp, one id for every retry) and sends the x-api-key pair", async () => {
    const secret = "whsec_" + Buffer.from("0123456789abcdef0123456789abcdef").toString("base64")
    const fake = createFakePayrail({ now: T0 })
    const verifier = createWebhookVerifier({
      secrets: [secret],
      scheme: "standard-webhooks",
      apiKey: { key: "merchant-key", secret: "merchant-secret" },
      now: () => fake.clock.now() // the receiver shares the fake's notion of time
    })
    const handled: Array<string> = []
    const router = createWebhookRouter({ verifier })
    router.on("banking.transfer.incoming.completed", async ({ data: t }) => {
      handled.push(t.id)
    })
    let calls = 0
    const r = await receiver(async (req) => {
      calls++
      if (calls === 1) return { status: 502, body: "" }
      const out = await router.handle(req.body, req.headers)
      return { status: out.status, body: JSON.stringify(out.body) }
    })
    fake.webhooks.configure({ url: r.origin, secret, scheme: "standard-webhooks", apiKey: { key: "merchant-key", secret: "merchant-secret" } })
    const sent = await fake.webhooks.incomingTransfer()
    await fake.clock.advance(5 * MIN)
    expect(fake.webhooks.deliveries.map((d) => [d.status, d.ok])).toEqual([[502, false], [200, true]])
    expect(handled).toEqual([sent.id])
    const [a, b] = r.received
    expect(a!.headers["webhook-id"]).toBe(b!.headers["webhook-id"])
    expect(Number(b!.headers["webhook-timestamp"]) - Number(a!.headers["webhook-timestamp"])).toBe(300)
    expect(b!.headers["x-api-key"]).toBe("merchant-key")
  })

  it("delivers in-process through webhooks.fetch (no socket), e.g. to an app's request handler", async () => {
    const verifier = createWebhookVerifier({ secrets: [SECRET] })
    const router = createWebhookRouter({ verifier })
    const seen: Array<string> = []
    router.on("*", async (t) => {
      seen.push((t.data as { status: string }).status)
    })
    const app = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      expect(new URL(request.url).pathname).toBe("/v1/banking/transfers")
      const out = await router.handle(await request.text(), request.headers)
      return new Response(JSON.stringify(out.body), { status: out.status })
    }
    const fake = createFakePayrail({ webhooks: { url: "http://merchant.internal", secret: SECRET, fetch: app as typeof fetch } })
    await fake.webhooks.incomingTransfer({ status: "PENDING" })
    await fake.webhooks.incomingTransfer({ status: "COMPLETED" })
    expect(seen).toEqual(["PENDING", "COMPLETED"])
    expect(fake.webhooks.deliveries.map((d) => [d.event, d.ok])).toEqual([
      ["banking.transfer.incoming.pending", true],
      ["banking.transfer.incoming.completed", true]
    ])
  })

  it("refuses to send without a receiver, and reset() drops pending retries", async () => {
    const fake = createFakePayrail({ now: T0 })
    expect((await caught(() => fake.webhooks.incomingTransfer())).message).toMatch(/No webhook receiver/)
    const r = await receiver([{ status: 500 }])
    fake.webhooks.configure({ url: r.origin, secret: SECRET })
    await fake.webhooks.incomingTransfer()
    fake.reset()
    await fake.clock.advance(10 * MIN)
    expect(r.received).toHaveLength(1)
    expect(fake.webhooks.deliveries).toEqual([])
  })
})
