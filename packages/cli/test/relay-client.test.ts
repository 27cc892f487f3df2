/**
 * The listener's relay connection (src/listen/relay-client.ts) against a WebSocket server the test
 * controls: it reconnects after the socket drops, and after a relay that stops answering its pings
 * (the heartbeat), and hands every delivery to the listener in the order sent. Events, not sleeps:
 * each step waits for the next connection or delivery.
 */
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import WebSocket, { WebSocketServer } from "ws"
import type { ListenerIdentity } from "../src/listen/identity"
import type { Incoming, Listener } from "../src/listen/listener"
import { connectRelay, type RelayConnection } from "../src/listen/relay-client"

const identity: ListenerIdentity = { key: "listener-key", channel: "a".repeat(64), namePrefix: "payrail-listen-test-abcdef-" }
let server: WebSocketServer | undefined
let relay: RelayConnection | undefined
afterEach(async () => {
  await relay?.close()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
})

/** A relay stand-in: hands each new connection (and its request) to the test, in order. */
const startServer = async (answerPings: boolean) => {
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0 })
  server = wss
  await new Promise((resolve) => wss.once("listening", resolve))
  const queue: Array<{ socket: WebSocket; auth: string | undefined; path: string | undefined }> = []
  const waiting: Array<(c: (typeof queue)[number]) => void> = []
  wss.on("connection", (socket, request) => {
    if (answerPings) socket.on("message", (data) => String(data).includes("ping") && socket.send(JSON.stringify({ type: "pong" })))
    const connection = { socket, auth: request.headers.authorization, path: request.url }
    const waiter = waiting.shift()
    if (waiter) waiter(connection)
    else queue.push(connection)
  })
  return {
    url: `http://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    next: () => new Promise<(typeof queue)[number]>((resolve) => (queue.length > 0 ? resolve(queue.shift()!) : waiting.push(resolve)))
  }
}

const recordingListener = () => {
  const got: Array<Incoming> = []
  const waiters: Array<{ n: number; resolve: () => void }> = []
  const listener = {
    receive: async (incoming: Incoming) => {
      got.push(incoming)
      for (const w of [...waiters]) if (got.length >= w.n) waiters.splice(waiters.indexOf(w), 1) && w.resolve()
      return { status: 200, body: { received: true } }
    }
  } as unknown as Listener
  return { listener, got, until: (n: number) => new Promise<void>((resolve) => (got.length >= n ? resolve() : waiters.push({ n, resolve }))) }
}

const delivery = (seq: number) => JSON.stringify({ type: "delivery", seq, endpoint: `${identity.namePrefix}1`, headers: { "x-hmac-signature": "sig" }, body: `{"n":${seq}}`, received_at: "" })

describe("the listener's relay connection", () => {
  it("shows its key on the channel's listen path, reconnects after a drop, and passes deliveries on in order", async () => {
    const relayServer = await startServer(true)
    const { listener, got, until } = recordingListener()
    relay = connectRelay({ relayUrl: relayServer.url, identity, listener, warn: () => undefined })
    const first = await relayServer.next()
    await relay.ready
    expect(first.auth).toBe("Bearer listener-key")
    expect(first.path).toBe(`/c/${identity.channel}/listen`)
    first.socket.send(delivery(1))
    first.socket.send(delivery(2))
    await until(2)
    first.socket.terminate() // the link drops
    const second = await relayServer.next() // …and the listener comes back on its own
    second.socket.send(delivery(3))
    await until(3)
    expect(got.map((d) => d.body)).toEqual(['{"n":1}', '{"n":2}', '{"n":3}'])
  })

  it("a relay that stops answering pings is dropped and connected to again (heartbeat)", async () => {
    const relayServer = await startServer(false)
    const warnings: Array<string> = []
    const { listener } = recordingListener()
    relay = connectRelay({ relayUrl: relayServer.url, identity, listener, heartbeatMs: 20, warn: (line) => warnings.push(line) })
    const first = await relayServer.next()
    const closed = new Promise((resolve) => first.socket.once("close", resolve))
    const second = await relayServer.next()
    await closed
    expect(second.socket.readyState).toBe(WebSocket.OPEN)
    expect(warnings.some((w) => w.startsWith("relay connection lost; reconnecting in"))).toBe(true)
  })
})
