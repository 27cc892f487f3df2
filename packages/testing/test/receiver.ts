/** A real local webhook receiver for tests: answers 200 `{ received: true }` and records every request. */
import { createServer, type Server } from "node:http"

export interface Received {
  readonly path: string
  readonly headers: Record<string, string>
  readonly body: string
}

export const startReceiver = async () => {
  const received: Array<Received> = []
  const server: Server = createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      const headers: Record<string, string> = {}
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v
      received.push({ path: req.url ?? "", headers, body: Buffer.concat(chunks).toString("utf8") })
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ received: true }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as { port: number }).port
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The event names received, in order. */
    events: () => received.map((r) => (JSON.parse(r.body) as { type_event: string }).type_event),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
