/**
 * Real HTTP for the fake: a `node:http` server on 127.0.0.1 in front of the same pipeline
 * `fake.fetch` uses. `node:http` is imported only when `listen()` is called, so the rest of
 * the fake runs on any runtime.
 */
import type { FakeRequest, Outcome } from "./http"

/** Options of `fake.listen()`. */
export interface ListenOptions {
  /** Default 0: any free port (read it back from `server.port` / `server.url`). */
  readonly port?: number
  /** Default `127.0.0.1`. */
  readonly host?: string
}

/** A running fake server. */
export interface FakeServer {
  /** Base URL for the client, ending in `/v1`, e.g. `http://127.0.0.1:4010/v1`. */
  readonly url: string
  /** Where the control endpoints live (`…/_fake`): seeding, clock, faults, state, for tests in any language. */
  readonly controlUrl: string
  readonly host: string
  readonly port: number
  /** Stops listening and closes open connections. */
  close(): Promise<void>
}

export const listenHttp = async (handle: (request: FakeRequest) => Promise<Outcome>, options: ListenOptions = {}): Promise<FakeServer> => {
  const http = await import("node:http")
  const host = options.host ?? "127.0.0.1"
  const urlHost = host.includes(":") ? `[${host}]` : host
  // UTF-8, replacement characters, BOM dropped: what `Request.text()` gave.
  const decoder = new TextDecoder()
  const server = http.createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("error", () => res.destroy())
    req.on("end", () => {
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined) continue
        for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
      }
      const method = (req.method ?? "GET").toUpperCase()
      const text = method === "GET" || method === "HEAD" ? "" : decoder.decode(Buffer.concat(chunks))
      // The pipeline reads method, URL, headers and body text; no web Request in between.
      Promise.resolve()
        .then(() => handle({ method, url: new URL(`http://${urlHost}${req.url ?? "/"}`), headers, text: () => text }))
        .then((outcome) => {
          if (outcome.kind === "drop") {
            // Injected dropped connection: no status line, the socket just closes.
            req.socket.destroy()
            return
          }
          const payload = Buffer.from(outcome.body, "utf8")
          res.writeHead(outcome.status, { ...outcome.headers, "content-length": String(payload.length) })
          res.end(payload)
        })
        .catch((error: unknown) => {
          res.writeHead(500, { "content-type": "application/json" })
          res.end(JSON.stringify({ code: "INTERNAL_ERROR", messages: [String(error)] }))
        })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject)
      resolve()
    })
  })
  const address = server.address()
  const port = typeof address === "object" && address !== null ? address.port : (options.port ?? 0)
  const origin = `http://${urlHost}:${port}`
  return {
    url: `${origin}/v1`,
    controlUrl: `${origin}/_fake`,
    host,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
  }
}
