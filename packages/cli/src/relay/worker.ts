/**
 * The Payrail relay: a Cloudflare Worker with one Durable Object per listener channel, deployed to
 * the user's own account (`payrail relay deploy`). The service POSTs deliveries to
 * `/c/<channel>/<endpoint name>`; the object holds them (bounded) until the listener takes them over
 * a WebSocket (`/c/<channel>/listen`, `authorization: Bearer <listener key>`, the channel being the
 * key's SHA-256), oldest first.
 *
 * Hand-over is at most once: a held delivery is deleted, then sent; the Durable Object's output
 * gate releases the message only once the delete is stored, so no delivery reaches two listeners
 * or one listener twice. A send on a socket already closed puts it back. Past `RELAY_MAX_HELD`
 * held deliveries (default 1000) a new one is answered 503 with Retry-After, so the service keeps
 * it and retries instead of the relay dropping anything. The relay sees only signed bodies; it
 * neither has nor needs the endpoint's secret (the listener verifies).
 */

/** The slice of the Workers runtime this module uses (no dependency on @cloudflare/workers-types). */
export interface DurableObjectStorage {
  get<T>(key: string): Promise<T | undefined>
  put(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<boolean>
  list<T>(options: { prefix: string; limit?: number }): Promise<Map<string, T>>
}
export interface DurableObjectState {
  readonly storage: DurableObjectStorage
  blockConcurrencyWhile<T>(fn: () => Promise<T>): Promise<T>
}
interface RelaySocket {
  accept(): void
  send(message: string): void
  close(code?: number, reason?: string): void
  addEventListener(type: "message", handler: (event: { data: unknown }) => void): void
  addEventListener(type: "close" | "error", handler: () => void): void
}
export interface DurableObjectNamespace {
  idFromName(name: string): unknown
  get(id: unknown): { fetch(request: Request): Promise<Response> }
}
declare const WebSocketPair: { new (): { 0: RelaySocket; 1: RelaySocket } }

export interface RelayEnv {
  readonly PAYRAIL_RELAY: DurableObjectNamespace
  /** How many deliveries a channel holds at most (default 1000). */
  readonly RELAY_MAX_HELD?: string
}

/** One held delivery, as the listener receives it. */
export interface HeldDelivery {
  readonly type: "delivery"
  readonly seq: number
  readonly endpoint: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
  readonly received_at: string
}

/** The headers a delivery keeps: the signature schemes' (no credentials). */
const KEPT_HEADERS = ["content-type", "x-hmac-signature", "webhook-id", "webhook-timestamp", "webhook-signature"]
const MAX_BODY_BYTES = 256 * 1024
const DEFAULT_MAX_HELD = 1_000
const CHANNEL = /^\/c\/([0-9a-f]{64})(?:\/([^/]+))?\/?$/

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } })

const sha256Hex = async (text: string): Promise<string> => {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("")
}

const seqKey = (seq: number) => `d:${String(seq).padStart(15, "0")}`

export class PayrailRelay {
  readonly #state: DurableObjectState
  readonly #maxHeld: number
  #socket: RelaySocket | undefined
  #draining = false
  #again = false

  constructor(state: DurableObjectState, env: RelayEnv) {
    this.#state = state
    const max = Number(env.RELAY_MAX_HELD)
    this.#maxHeld = Number.isInteger(max) && max > 0 ? max : DEFAULT_MAX_HELD
  }

  async fetch(request: Request): Promise<Response> {
    const match = CHANNEL.exec(new URL(request.url).pathname)
    if (match === null) return json(404, { code: "NOT_FOUND" })
    const [, channel, name] = match
    if (name === "listen") return this.#listen(request, channel!)
    if (request.method === "POST" && name !== undefined) return this.#hold(request, name)
    return json(405, { code: "METHOD_NOT_ALLOWED" })
  }

  async #hold(request: Request, endpoint: string): Promise<Response> {
    const body = await request.text()
    if (new TextEncoder().encode(body).length > MAX_BODY_BYTES) return json(413, { code: "TOO_LARGE" })
    const count = (await this.#state.storage.get<number>("count")) ?? 0
    if (count >= this.#maxHeld) return json(503, { code: "RELAY_FULL", message: "the listener has not taken its deliveries; retry later" }, { "retry-after": "300" })
    const seq = ((await this.#state.storage.get<number>("next")) ?? 0) + 1
    const headers: Record<string, string> = {}
    for (const name of KEPT_HEADERS) {
      const value = request.headers.get(name)
      if (value !== null) headers[name] = value
    }
    const held: HeldDelivery = { type: "delivery", seq, endpoint: decodeURIComponent(endpoint), headers, body, received_at: new Date().toISOString() }
    await this.#state.storage.put(seqKey(seq), held)
    await this.#state.storage.put("next", seq)
    await this.#state.storage.put("count", count + 1)
    void this.#drain()
    return json(200, { received: true })
  }

  async #listen(request: Request, channel: string): Promise<Response> {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return json(426, { code: "UPGRADE_REQUIRED" })
    const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1]
    if (token === undefined || (await sha256Hex(token)) !== channel) return json(401, { code: "NOT_THIS_CHANNEL" })
    const pair = new WebSocketPair()
    const [client, server] = [pair[0], pair[1]]
    server.accept()
    // one listener per channel: a new connection takes over from the previous one
    this.#socket?.close(4000, "another listener took over")
    this.#socket = server
    server.addEventListener("message", (event) => {
      if (typeof event.data === "string" && event.data.includes("\"ping\"")) {
        try {
          server.send(JSON.stringify({ type: "pong" }))
        } catch {
          // closed meanwhile
        }
      }
    })
    const gone = () => {
      if (this.#socket === server) this.#socket = undefined
    }
    server.addEventListener("close", () => {
      gone()
      // answer the listener's close frame, so its side ends at once
      try {
        server.close(1000, "bye")
      } catch {
        // already closed
      }
    })
    server.addEventListener("error", gone)
    void this.#drain()
    return new Response(null, { status: 101, webSocket: client } as ResponseInit)
  }

  /** Hands every held delivery over, oldest first, while a listener is connected. */
  async #drain(): Promise<void> {
    // a delivery held while a drain runs makes that drain go round once more
    if (this.#draining) {
      this.#again = true
      return
    }
    this.#draining = true
    try {
      do {
        this.#again = false
        await this.#drainHeld()
      } while (this.#again && this.#socket !== undefined)
    } finally {
      this.#draining = false
    }
  }

  async #drainHeld(): Promise<void> {
    for (let round = 0; round < 1_000 && this.#socket !== undefined; round++) {
      const batch = await this.#state.storage.list<HeldDelivery>({ prefix: "d:", limit: 100 })
      if (batch.size === 0) return
      for (const [key, held] of batch) {
        const socket = this.#socket
        if (socket === undefined) return
        await this.#state.storage.delete(key)
        await this.#addCount(-1)
        try {
          socket.send(JSON.stringify(held))
        } catch {
          // the socket closed before the send: the delivery is still ours to hold
          await this.#state.storage.put(key, held)
          await this.#addCount(1)
          if (this.#socket === socket) this.#socket = undefined
          return
        }
      }
    }
  }

  async #addCount(delta: number): Promise<void> {
    await this.#state.storage.put("count", Math.max(0, ((await this.#state.storage.get<number>("count")) ?? 0) + delta))
  }
}

/** The Worker: routes `/c/<channel>/…` to that channel's object. */
export default {
  async fetch(request: Request, env: RelayEnv): Promise<Response> {
    const match = CHANNEL.exec(new URL(request.url).pathname)
    if (match === null) return json(404, { code: "NOT_FOUND", message: "POST /c/<channel>/<endpoint> or GET /c/<channel>/listen" })
    const stub = env.PAYRAIL_RELAY.get(env.PAYRAIL_RELAY.idFromName(match[1]!))
    return stub.fetch(request)
  }
}
