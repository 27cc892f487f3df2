/**
 * The relay (src/relay/worker.ts) in workerd through Miniflare: it holds deliveries while no
 * listener is connected, hands them over oldest first, at most once, only to the holder of the
 * channel's key, and refuses (503, Retry-After) past its bound instead of dropping anything.
 */
import { createHash, randomBytes } from "node:crypto"
import { signWebhook } from "@payrail/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import { startRelay } from "./relay-worker"

const MAX_HELD = 5
let relay: Awaited<ReturnType<typeof startRelay>>

beforeAll(async () => {
  relay = await startRelay(MAX_HELD)
})
afterAll(async () => {
  await relay?.close()
})

const channelOf = () => {
  const key = randomBytes(32).toString("base64url")
  return { key, channel: createHash("sha256").update(key).digest("hex") }
}

const deliver = async (channel: string, n: number) => {
  const signed = await signWebhook({ type_event: "payment.purchase", n }, { secret: "endpoint-secret" })
  return fetch(`${relay.url}/c/${channel}/payrail-listen-test-1`, { method: "POST", headers: signed.headers, body: signed.body })
}

/** Connects as the listener; collects deliveries; `take(n)` resolves once n arrived. */
const connect = (channel: string, key: string) =>
  new Promise<{ take: (n: number) => Promise<Array<{ seq: number; body: string; headers: Record<string, string>; endpoint: string }>>; close: () => Promise<void> }>((resolve, reject) => {
    const ws = new WebSocket(`${relay.url.replace(/^http/, "ws")}/c/${channel}/listen`, { headers: { authorization: `Bearer ${key}` } })
    const got: Array<{ seq: number; body: string; headers: Record<string, string>; endpoint: string }> = []
    const waiters: Array<{ n: number; resolve: () => void }> = []
    ws.on("message", (data) => {
      const message = JSON.parse(data.toString()) as { type: string; seq: number; body: string; headers: Record<string, string>; endpoint: string }
      if (message.type === "delivery") got.push(message)
      for (const w of [...waiters]) if (got.length >= w.n) waiters.splice(waiters.indexOf(w), 1) && w.resolve()
    })
    ws.on("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)))
    ws.on("error", reject)
    ws.on("open", () =>
      resolve({
        take: (n) => new Promise<void>((done) => (got.length >= n ? done() : waiters.push({ n, resolve: done }))).then(() => got.slice(0, n)),
        close: () => new Promise((done) => {
          ws.once("close", () => done())
          ws.close()
        })
      }))
  })

/** A ping answered proves every message sent before it has arrived (one ordered socket). */
const roundTrip = (channel: string, key: string) =>
  new Promise<Array<string>>((resolve, reject) => {
    const ws = new WebSocket(`${relay.url.replace(/^http/, "ws")}/c/${channel}/listen`, { headers: { authorization: `Bearer ${key}` } })
    const types: Array<string> = []
    ws.on("open", () => ws.send(JSON.stringify({ type: "ping" })))
    ws.on("message", (data) => {
      const type = (JSON.parse(data.toString()) as { type: string }).type
      types.push(type)
      if (type === "pong") ws.close()
    })
    ws.on("close", () => resolve(types))
    ws.on("error", reject)
  })

describe("the relay Worker in workerd", () => {
  it("holds deliveries until the listener connects, hands them over oldest first with their signature headers, and never twice", async () => {
    const { key, channel } = channelOf()
    for (let n = 1; n <= 3; n++) {
      const answer = await deliver(channel, n)
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ received: true })
    }
    const first = await connect(channel, key)
    const handed = await first.take(3)
    expect(handed.map((d) => (JSON.parse(d.body) as { n: number }).n)).toEqual([1, 2, 3])
    expect(handed[0]!.endpoint).toBe("payrail-listen-test-1")
    expect(handed[0]!.headers["x-hmac-signature"]).toMatch(/^[A-Za-z0-9+/]+=*$/)
    await first.close()

    // a delivery while nobody listens; the next listener gets it and only it
    expect((await deliver(channel, 4)).status).toBe(200)
    const second = await connect(channel, key)
    const again = await second.take(1)
    expect(again.map((d) => (JSON.parse(d.body) as { n: number }).n)).toEqual([4])
    await second.close()
    // nothing is left: a third connection's ping is answered with no delivery before it
    expect(await roundTrip(channel, key)).toEqual(["pong"])
  })

  it("only the holder of the channel's key may take its deliveries", async () => {
    const { channel } = channelOf()
    expect((await deliver(channel, 1)).status).toBe(200)
    await expect(connect(channel, "someone-else's-key")).rejects.toThrow(/HTTP 401/)
    const noUpgrade = await fetch(`${relay.url}/c/${channel}/listen`)
    expect(noUpgrade.status).toBe(426)
  })

  it(`holds at most ${MAX_HELD} deliveries: the next is answered 503 with Retry-After (the service retries it), none is dropped`, async () => {
    const { key, channel } = channelOf()
    for (let n = 1; n <= MAX_HELD; n++) expect((await deliver(channel, n)).status).toBe(200)
    const refused = await deliver(channel, MAX_HELD + 1)
    expect(refused.status).toBe(503)
    expect(refused.headers.get("retry-after")).toBe("300")
    const listener = await connect(channel, key)
    const all = await listener.take(MAX_HELD)
    expect(all.map((d) => (JSON.parse(d.body) as { n: number }).n)).toEqual([1, 2, 3, 4, 5])
    await listener.close()
    // taken over: room again
    expect((await deliver(channel, MAX_HELD + 1)).status).toBe(200)
  })
})
