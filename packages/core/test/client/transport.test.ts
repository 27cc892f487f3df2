/**
 * Which transport a client sends through, and what only a socket-owning transport can get
 * wrong: keep-alive reuse, closing the sockets, compressed and cut-off bodies, connection
 * failures. Runs in both test projects: with node:http available (the default transport on
 * Node) and with it hidden (the global fetch, as on Bun, Deno and Workers).
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import type { AddressInfo, Socket } from "node:net"
import { inspect } from "node:util"
import { gzipSync } from "node:zlib"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { ConfigurationError, ConnectionError, createPayrail, Payrail, type PayrailConfig, ResponseValidationError } from "../../src"
import * as f from "../support/fixtures"
import { closedPortUrl } from "../support/scripted-server"

const SECRET = "sk_live_TRANSPORT_SECRET_77"
// The project this file runs in: node:http visible (default project) or hidden (fetch project).
const nodeHttpVisible = (process as unknown as { getBuiltinModule: (id: string) => unknown }).getBuiltinModule("node:http") !== undefined

type Handler = (req: { method: string; url: string; headers: IncomingHttpHeaders; body: string }, res: import("node:http").ServerResponse) => void
let handler: Handler
let server: Server
let baseUrl: string
const sockets = new Set<Socket>()
const connections: Array<Socket> = []
const seen: Array<IncomingHttpHeaders> = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ""
    req.setEncoding("utf8")
    req.on("data", (c: string) => (body += c))
    req.on("end", () => {
      seen.push(req.headers)
      handler({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body }, res)
    })
  })
  server.on("connection", (s: Socket) => {
    sockets.add(s)
    connections.push(s)
    s.on("close", () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterEach(() => {
  seen.length = 0
  connections.length = 0
  vi.unstubAllGlobals()
})
afterAll(async () => {
  for (const s of sockets) s.destroy()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const config = (extra: Partial<PayrailConfig> = {}): PayrailConfig => ({ publicApiKey: "pk", privateSecretKey: SECRET, baseUrl, maxRetries: 0, ...extra })
const json = (status: number, body: unknown, headers: Record<string, string> = {}): Handler => (_req, res) => {
  res.writeHead(status, { "content-type": "application/json", ...headers })
  res.end(JSON.stringify(body))
}
// undici's fetch always sends `sec-fetch-mode`; node:http sends only what it is given.
const sentByFetch = (headers: IncomingHttpHeaders) => headers["sec-fetch-mode"] !== undefined
const closed = (socket: Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once("close", () => resolve())))

describe("transport choice", () => {
  it(`with no fetch given, the default is ${nodeHttpVisible ? "node:http" : "the global fetch (node:http hidden)"}`, async () => {
    handler = json(200, f.paymentResponse)
    const payrail = createPayrail(config())
    await expect(payrail.payments.retrieve(f.ids.payment)).resolves.toMatchObject({ id: f.ids.payment })
    await payrail.close()
    expect(sentByFetch(seen[0]!)).toBe(!nodeHttpVisible)
    // either way the same request: method, credentials, identification
    expect(seen[0]).toMatchObject({ "public-api-key": "pk", "private-secret-key": SECRET, accept: "application/json" })
    expect(seen[0]!["user-agent"]).toMatch(/^payrail-js\//)
  })

  it("transport: \"fetch\" always sends through the global fetch", async () => {
    handler = json(200, f.paymentResponse)
    const payrail = createPayrail(config({ transport: "fetch" }))
    await payrail.payments.retrieve(f.ids.payment)
    await payrail.close()
    expect(sentByFetch(seen[0]!)).toBe(true)
  })

  it("a given fetch gets every call", async () => {
    const given = vi.fn(async () => new Response(JSON.stringify(f.paymentResponse), { status: 200 }))
    const payrail = createPayrail(config({ fetch: given as unknown as typeof fetch }))
    await payrail.payments.retrieve(f.ids.payment)
    await payrail.close()
    expect(given).toHaveBeenCalledOnce()
    expect(seen).toHaveLength(0)
  })

  it("a global fetch replaced after core loaded (MSW, vi.stubGlobal) gets the calls", async () => {
    const patched = vi.fn(async () => new Response(JSON.stringify(f.paymentResponse), { status: 200 }))
    const payrail = createPayrail(config())
    vi.stubGlobal("fetch", patched)
    await payrail.payments.retrieve(f.ids.payment)
    vi.unstubAllGlobals()
    expect(patched).toHaveBeenCalledOnce()
    expect(seen).toHaveLength(0)
    // restored: the default transport again
    handler = json(200, f.paymentResponse)
    await payrail.payments.retrieve(f.ids.payment)
    await payrail.close()
    expect(seen).toHaveLength(1)
  })

  it("an unknown transport is a ConfigurationError naming the option", () => {
    expect(() => createPayrail(config({ transport: "xhr" as "fetch" }))).toThrow(ConfigurationError)
    expect(() => createPayrail(config({ transport: "xhr" as "fetch" }))).toThrow(/transport/)
  })
})

describe("sockets", () => {
  it("sequential calls reuse one keep-alive connection, and close() closes it", async () => {
    handler = json(200, f.paymentResponse)
    const payrail = createPayrail(config())
    for (let i = 0; i < 3; i++) await payrail.payments.retrieve(f.ids.payment)
    expect(seen).toHaveLength(3)
    // fetch may reuse a connection of undici's global pool opened by an earlier test: at most one, never one per call
    if (nodeHttpVisible) expect(connections).toHaveLength(1)
    else expect(connections.length).toBeLessThanOrEqual(1)
    await payrail.close()
    // node:http: close() destroys the agent's idle socket. fetch: undici's global pool keeps it (not ours to close).
    if (nodeHttpVisible) await closed(connections[0]!)
  })

  it("Payrail.layer closes its sockets when the layer is released", async () => {
    handler = json(200, f.paymentResponse)
    const runtime = ManagedRuntime.make(Payrail.layer(config()))
    await runtime.runPromise(Payrail.use((p) => p.payments.retrieve(f.ids.payment)))
    await runtime.runPromise(Payrail.use((p) => p.payments.retrieve(f.ids.payment)))
    if (nodeHttpVisible) expect(connections).toHaveLength(1)
    else expect(connections.length).toBeLessThanOrEqual(1)
    await runtime.dispose()
    if (nodeHttpVisible) await closed(connections[0]!)
  })

  it("a POST carries its body and Content-Length", async () => {
    let received: { body: string; length: string | undefined } | undefined
    handler = (req, res) => {
      received = { body: req.body, length: req.headers["content-length"] }
      json(201, f.paymentResponse)(req, res)
    }
    const payrail = createPayrail(config())
    await payrail.payments.create(f.createPaymentBody, { idempotencyKey: "key-transport-1" })
    await payrail.close()
    expect(JSON.parse(received!.body)).toEqual(f.createPaymentBody)
    expect(Number(received!.length)).toBe(Buffer.byteLength(received!.body))
    expect(seen[0]!["x-idempotency-key"]).toBe("key-transport-1")
  })
})

describe("bodies", () => {
  it("a gzip body is decoded, and its decoded size counts toward maxResponseBytes", async () => {
    const text = JSON.stringify(f.paymentResponse)
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" })
      res.end(gzipSync(text))
    }
    const payrail = createPayrail(config())
    await expect(payrail.payments.retrieve(f.ids.payment)).resolves.toMatchObject({ id: f.ids.payment })
    const small = createPayrail(config({ maxResponseBytes: text.length - 1 }))
    await expect(small.payments.retrieve(f.ids.payment)).rejects.toBeInstanceOf(ResponseValidationError)
    await payrail.close()
    await small.close()
  })

  it("a body cut off mid-way is a ConnectionError that may have reached the server", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "5000" })
      res.write("{\"id\":")
      setImmediate(() => res.socket?.destroy())
    }
    const payrail = createPayrail(config())
    const error = await payrail.payments.retrieve(f.ids.payment).catch((e: unknown) => e)
    await payrail.close()
    expect(error).toBeInstanceOf(ConnectionError)
    expect((error as ConnectionError).mayHaveReachedServer).toBe(true)
    expect(printedText(error)).not.toContain(SECRET)
  })

  it("a connection dropped after the request arrived may have reached the server; a refused one did not", async () => {
    handler = (_req, res) => res.socket?.destroy()
    const payrail = createPayrail(config())
    const dropped = await payrail.payments.create(f.createPaymentBody).catch((e: unknown) => e)
    await payrail.close()
    expect(dropped).toBeInstanceOf(ConnectionError)
    expect((dropped as ConnectionError).mayHaveReachedServer).toBe(true)

    const refused = createPayrail(config({ baseUrl: await closedPortUrl() }))
    const error = await refused.payments.create(f.createPaymentBody).catch((e: unknown) => e)
    await refused.close()
    expect(error).toBeInstanceOf(ConnectionError)
    expect((error as ConnectionError).mayHaveReachedServer).toBe(false)
    expect(printedText(error)).not.toContain(SECRET)
  })

  it("a 3xx is not followed, and the error names only the Location's origin", async () => {
    handler = (_req, res) => {
      res.writeHead(302, { location: "http://elsewhere.invalid/steal?token=abc" })
      res.end()
    }
    const payrail = createPayrail(config())
    const error = await payrail.payments.retrieve(f.ids.payment).catch((e: unknown) => e)
    await payrail.close()
    expect(printedText(error)).toContain("http://elsewhere.invalid")
    expect(printedText(error)).not.toContain("token=abc")
    expect(seen).toHaveLength(1)
  })
})

describe("Effect layer over the default transport", () => {
  it("interrupting a call destroys the request (the server sees its socket close)", async () => {
    let socket: Socket | undefined
    let arrive = () => {}
    const arrived = new Promise<void>((resolve) => (arrive = resolve))
    handler = (_req, res) => {
      socket = res.socket ?? undefined
      arrive()
    }
    const runtime = ManagedRuntime.make(Payrail.layer(config()))
    const fiber = runtime.runFork(Payrail.use((p) => p.payments.retrieve(f.ids.payment)))
    await arrived
    await runtime.runPromise(Fiber.interrupt(fiber))
    await closed(socket!)
    expect(Exit.isFailure(await runtime.runPromise(Fiber.await(fiber)))).toBe(true)
    await runtime.dispose()
  })
})

const printedText = (e: unknown) => [String(e), inspect(e, { depth: 6 }), e instanceof Error ? `${e.message}${e.stack ?? ""}` : ""].join("\n")
