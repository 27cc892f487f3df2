/**
 * A recording HTTP server on 127.0.0.1: what the client put on the wire, answered with a fixed
 * reply. The corpus tests compare what reached it with the reference's example.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

export interface Received {
  readonly method: string
  readonly path: string
  readonly headers: Readonly<Record<string, string | Array<string> | undefined>>
  readonly body: string
}

export interface WireStub {
  /** Base URL, `/v1` included. */
  readonly url: string
  readonly received: Array<Received>
  /** What the next requests are answered with. */
  reply(status: number, body: unknown): void
  close(): Promise<void>
}

export const startWireStub = async (): Promise<WireStub> => {
  const received: Array<Received> = []
  let answer = { status: 200, body: "{}" }
  const server = createServer((request, response) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8")
      })
      response.writeHead(answer.status, { "content-type": "application/json" })
      response.end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    received,
    reply: (status, body) => {
      answer = { status, body: JSON.stringify(body) }
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())))
  }
}
