/**
 * A real HTTP server on 127.0.0.1:0 that answers from a script and records what it got.
 * Tests queue responses with `reply(...)`; when the queue is empty it answers `fallback`.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import type { AddressInfo, Socket } from "node:net"

export interface ScriptedResponse {
  readonly status: number
  readonly body?: unknown
  readonly headers?: Record<string, string>
  /** Send headers, then never finish the body. */
  readonly hangBody?: boolean
  /** Never answer at all. */
  readonly hang?: boolean
  /** Destroy the socket without answering. */
  readonly drop?: boolean
}

export interface RecordedRequest {
  readonly method: string
  readonly path: string
  readonly query: URLSearchParams
  readonly headers: IncomingHttpHeaders
  readonly body: unknown
  readonly at: number
}

export interface ScriptedServer {
  /** Base URL including `/v1`. */
  readonly url: string
  readonly requests: Array<RecordedRequest>
  reply(...responses: Array<ScriptedResponse>): void
  /** Forgets queued responses and recorded requests (call between tests, so a leftover never leaks into the next). */
  reset(): void
  fallback: ScriptedResponse
  close(): Promise<void>
}

export const startScriptedServer = async (): Promise<ScriptedServer> => {
  const queue: Array<ScriptedResponse> = []
  const requests: Array<RecordedRequest> = []
  const sockets = new Set<Socket>()
  const state = { fallback: { status: 200, body: {} } as ScriptedResponse }

  const server: Server = createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1")
      const text = Buffer.concat(chunks).toString("utf8")
      requests.push({
        method: req.method ?? "",
        path: url.pathname.replace(/^\/v1/, ""),
        query: url.searchParams,
        headers: req.headers,
        body: text === "" ? undefined : JSON.parse(text),
        at: Date.now()
      })
      const next = queue.shift() ?? state.fallback
      if (next.drop) return req.socket.destroy()
      if (next.hang) return
      res.writeHead(next.status, { "content-type": "application/json", ...next.headers })
      const payload = next.body === undefined ? "" : typeof next.body === "string" ? next.body : JSON.stringify(next.body)
      if (next.hangBody) return res.write(payload.slice(0, Math.max(1, payload.length >> 1)))
      res.end(payload)
    })
  })
  server.on("connection", (s) => {
    sockets.add(s)
    s.on("close", () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...responses) => void queue.push(...responses),
    reset: () => {
      queue.length = 0
      requests.length = 0
      state.fallback = { status: 200, body: {} }
    },
    get fallback() {
      return state.fallback
    },
    set fallback(value) {
      state.fallback = value
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      })
  }
}

/** A port on 127.0.0.1 with nothing listening (bound, then released). */
export const closedPortUrl = async (): Promise<string> => {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}/v1`
}
