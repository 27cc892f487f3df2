/**
 * The listener's own HTTP receiver (127.0.0.1 unless `--host`): what the service reaches directly
 * (a fake on this machine) or through the user's tunnel (`--public-url`). The endpoint's name is the
 * last segment of the path. Bodies over 1 MiB are refused.
 */
import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { Listener } from "./listener"

const MAX_BODY_BYTES = 1 << 20

const readBody = (req: IncomingMessage): Promise<string | undefined> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = []
    let size = 0
    req.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        resolve(undefined)
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    req.on("error", reject)
  })

export interface Receiver {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string
  close(): Promise<void>
}

export const startReceiver = async (listener: Listener, port: number, host = "127.0.0.1"): Promise<Receiver> => {
  const server: Server = createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" })
      res.end(JSON.stringify(body))
    }
    if (req.method !== "POST") return reply(405, { code: "METHOD_NOT_ALLOWED" })
    void readBody(req).then(async (body) => {
      if (body === undefined) return reply(413, { code: "TOO_LARGE" })
      const endpoint = decodeURIComponent(new URL(req.url ?? "/", "http://listener").pathname.split("/").filter(Boolean).pop() ?? "")
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers[name] = value
      const answer = await listener.receive({ endpoint, headers, body })
      reply(answer.status, answer.body)
    }, () => reply(400, { code: "BAD_REQUEST" }))
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  return {
    origin: `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`,
    close: () => new Promise((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
  }
}
