/**
 * The listener's side of the relay: a WebSocket (the `ws` package; Node 20 has no WebSocket client)
 * to `/c/<channel>/listen`, carrying the listener key. Each delivery the relay hands over goes to
 * the listener as if it had arrived over HTTP; the relay sends what it held while the listener was
 * away first, oldest first. A ping every `heartbeatMs`; no answer within another `heartbeatMs`, or a
 * dropped socket, and it reconnects with exponential backoff (0.5 s doubling to 30 s, reset by a
 * good connection) until stopped.
 */
import WebSocket from "ws"
import type { HeldDelivery } from "../relay/worker"
import type { ListenerIdentity } from "./identity"
import type { Listener } from "./listener"

export interface RelayClientOptions {
  readonly relayUrl: string
  readonly identity: ListenerIdentity
  readonly listener: Listener
  readonly heartbeatMs?: number
  readonly warn: (line: string) => void
  /** Called on every (re)connection. */
  readonly onOpen?: () => void
}

/** The URL the service posts an endpoint's deliveries to. */
export const relayEndpointUrl = (relayUrl: string, identity: ListenerIdentity, name: string): string =>
  `${relayUrl.replace(/\/+$/, "")}/c/${identity.channel}/${encodeURIComponent(name)}`

const listenUrl = (relayUrl: string, identity: ListenerIdentity): string => {
  const url = new URL(`${relayUrl.replace(/\/+$/, "")}/c/${identity.channel}/listen`)
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:"
  return url.toString()
}

const MIN_BACKOFF_MS = 500
const MAX_BACKOFF_MS = 30_000

export interface RelayConnection {
  /** Resolves on the first successful connection (rejects if the relay refuses the key). */
  readonly ready: Promise<void>
  close(): Promise<void>
}

export const connectRelay = (options: RelayClientOptions): RelayConnection => {
  const heartbeatMs = options.heartbeatMs ?? 15_000
  let socket: WebSocket | undefined
  let stopped = false
  let backoff = MIN_BACKOFF_MS
  let retry: ReturnType<typeof setTimeout> | undefined
  let settle: { resolve: () => void; reject: (e: Error) => void } | undefined
  const ready = new Promise<void>((resolve, reject) => (settle = { resolve, reject }))

  const open = () => {
    if (stopped) return
    const ws = new WebSocket(listenUrl(options.relayUrl, options.identity), { headers: { authorization: `Bearer ${options.identity.key}` } })
    socket = ws
    let heartbeat: ReturnType<typeof setInterval> | undefined
    let awaitingPong = false
    ws.on("open", () => {
      backoff = MIN_BACKOFF_MS
      settle?.resolve()
      settle = undefined
      options.onOpen?.()
      heartbeat = setInterval(() => {
        if (awaitingPong) return void ws.terminate() // no pong since the last ping: the link is dead
        awaitingPong = true
        ws.send(JSON.stringify({ type: "ping" }))
      }, heartbeatMs)
    })
    // deliveries are handled one after another, in the order the relay sent them
    let chain: Promise<unknown> = Promise.resolve()
    ws.on("message", (data) => {
      let message: Partial<Omit<HeldDelivery, "type">> & { type?: string }
      try {
        message = JSON.parse(data.toString()) as typeof message
      } catch {
        return
      }
      if (message.type === "pong") awaitingPong = false
      else if (message.type === "delivery" && typeof message.body === "string" && typeof message.endpoint === "string") {
        const incoming = { endpoint: message.endpoint, headers: message.headers ?? {}, body: message.body }
        chain = chain.then(() => options.listener.receive(incoming)).catch((error: unknown) => options.warn(`relay delivery ${message.seq}: ${String(error)}`))
      }
    })
    ws.on("unexpected-response", (_request, response) => {
      const error = new Error(`the relay refused the listener (HTTP ${response.statusCode}): ${response.statusCode === 401 ? "not this channel's key" : "is --relay the relay's URL?"}`)
      if (settle !== undefined && response.statusCode === 401) {
        stopped = true
        settle.reject(error)
        settle = undefined
      } else options.warn(error.message)
      ws.terminate()
    })
    ws.on("error", (error) => {
      if (settle === undefined) options.warn(`relay connection: ${error.message}`)
    })
    ws.on("close", () => {
      if (heartbeat !== undefined) clearInterval(heartbeat)
      if (stopped) return
      options.warn(`relay connection lost; reconnecting in ${(backoff / 1000).toFixed(1)} s`)
      retry = setTimeout(open, backoff)
      backoff = Math.min(MAX_BACKOFF_MS, backoff * 2)
    })
  }
  open()

  return {
    ready,
    close: async () => {
      stopped = true
      if (retry !== undefined) clearTimeout(retry)
      const ws = socket
      if (ws === undefined || ws.readyState === WebSocket.CLOSED) return
      await new Promise<void>((resolve) => {
        ws.once("close", () => resolve())
        ws.close(1000, "listener stopped")
        setTimeout(() => {
          ws.terminate()
          resolve()
        }, 2_000).unref()
      })
    }
  }
}
