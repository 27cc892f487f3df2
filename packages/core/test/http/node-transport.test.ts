/**
 * The node:http transport (src/http/node-transport.ts), one attempt at a time against a real
 * server on 127.0.0.1: what the server receives, what comes back (repeated headers, bodies in
 * several chunks, every content-encoding), the byte limit, the timer over headers and body, and
 * how a failure is told. Stand-in modules only where a real one cannot show it (which module
 * and agent an https URL gets, what close() destroys), and stand-in globals for the runtime
 * detection. Time is a manual timer.
 */
import { EventEmitter } from "node:events"
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http"
import type { AddressInfo, Socket } from "node:net"
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { ConnectionError, ResponseValidationError, TimeoutError } from "../../src"
import type { TransportRequest } from "../../src/http/http-transport"
import { makeNodeTransport, nodeHttpModules } from "../../src/http/node-transport"
import { manualTimer } from "../client/support/manual-timer"
import { closedPortUrl } from "../support/scripted-server"

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string }
let handler: (req: Seen, res: ServerResponse) => void
let server: Server
let origin: string
const seen: Array<Seen> = []
const sockets = new Set<Socket>()
const closed: Array<Socket> = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ""
    req.setEncoding("utf8")
    req.on("data", (c: string) => (body += c))
    req.on("end", () => {
      const one = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body }
      seen.push(one)
      handler(one, res)
    })
  })
  server.on("connection", (s: Socket) => {
    sockets.add(s)
    s.on("close", () => {
      sockets.delete(s)
      closed.push(s)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterEach(() => {
  seen.length = 0
  closed.length = 0
  vi.unstubAllGlobals()
})
afterAll(async () => {
  for (const s of sockets) s.destroy()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const modules = () => {
  const found = nodeHttpModules()
  if (found === undefined) throw new Error("node:http is not visible in this test project")
  return found
}

const request = (extra: Partial<TransportRequest> = {}): TransportRequest => ({
  method: "GET",
  url: `${origin}/v1/things/1`,
  headers: { accept: "application/json", "private-secret-key": "sk_node_never_printed" },
  body: undefined,
  timeoutMs: 5000,
  maxResponseBytes: 1024,
  operation: "things.get",
  idempotencyKey: "key-1",
  path: "/things/1",
  attempt: 1,
  ...extra
})

const attempt = (extra: Partial<TransportRequest> = {}) => {
  const clock = manualTimer()
  const transport = makeNodeTransport(modules(), clock.timer)
  const exit = Effect.runPromiseExit(transport.send(request(extra))).finally(() => transport.close())
  return { clock, exit }
}

const valueOf = async <A>(exit: Promise<Exit.Exit<A, unknown>>): Promise<A> => {
  const done = await exit
  if (Exit.isFailure(done)) throw new Error(`expected a success, got ${String(done.cause)}`)
  return done.value
}
const failureOf = async (exit: Promise<Exit.Exit<unknown, unknown>>): Promise<unknown> => {
  const done = await exit
  if (Exit.isSuccess(done)) throw new Error(`expected a failure, got ${JSON.stringify(done.value)}`)
  return done.cause.reasons.find((r) => r._tag === "Fail")?.error
}

describe("which runtime gets node:http", () => {
  it("Node does; Bun, Deno and Workers (which only emulate it) do not", () => {
    const found = nodeHttpModules()
    expect(typeof found?.http.request).toBe("function")
    expect(typeof found?.https.request).toBe("function")
    expect(found?.http).not.toBe(found?.https)
    vi.stubGlobal("Bun", {})
    expect(nodeHttpModules()).toBeUndefined()
    vi.unstubAllGlobals()
    vi.stubGlobal("Deno", {})
    expect(nodeHttpModules()).toBeUndefined()
    vi.unstubAllGlobals()
    vi.stubGlobal("navigator", { userAgent: "Cloudflare-Workers" })
    expect(nodeHttpModules()).toBeUndefined()
    vi.unstubAllGlobals()
    vi.stubGlobal("navigator", { userAgent: "Node.js/20" })
    expect(nodeHttpModules()).toBeDefined()
  })

  it("a process that says it is Bun or Deno, or is not Node, or has no usable module, gets none", () => {
    const real = globalThis.process
    const fake = (versions: Record<string, string>, getBuiltinModule: (id: string) => unknown) => {
      // Replaced and restored synchronously: nothing else runs in between.
      Object.defineProperty(globalThis, "process", { value: { versions, getBuiltinModule }, configurable: true, writable: true })
      try {
        return nodeHttpModules()
      } finally {
        Object.defineProperty(globalThis, "process", { value: real, configurable: true, writable: true })
      }
    }
    const http = { request: () => undefined }
    const all = (id: string) => (id === "node:http" || id === "node:https" ? http : undefined)
    expect(fake({ node: "20.16.0" }, all)?.http).toBe(http)
    expect(fake({ node: "20.16.0", bun: "1.1" }, all)).toBeUndefined()
    expect(fake({ node: "20.16.0", deno: "2.0" }, all)).toBeUndefined()
    expect(fake({}, all)).toBeUndefined()
    // node:https is looked up on the first https call, not at detection
    expect(fake({ node: "20.16.0" }, (id) => (id === "node:http" ? http : undefined))?.http).toBe(http)
    expect(fake({ node: "20.16.0" }, (id) => (id === "node:https" ? http : undefined))).toBeUndefined()
    expect(fake({ node: "20.16.0" }, () => ({ request: "not a function" }))).toBeUndefined()
    expect(fake({ node: "20.16.0" }, () => {
      throw new Error("no such module")
    })).toBeUndefined()
    Object.defineProperty(globalThis, "process", { value: undefined, configurable: true, writable: true })
    try {
      expect(nodeHttpModules()).toBeUndefined()
    } finally {
      Object.defineProperty(globalThis, "process", { value: real, configurable: true, writable: true })
    }
  })
})

describe("what the server receives", () => {
  it("method, path, headers, and a body with its Content-Length in bytes", async () => {
    handler = (_req, res) => res.end("{}")
    const body = JSON.stringify({ name: "Zoë €" })
    await valueOf(attempt({ method: "POST", body }).exit)
    await valueOf(attempt().exit)
    expect(seen[0]).toMatchObject({ method: "POST", url: "/v1/things/1", body })
    expect(seen[0]!.headers).toMatchObject({ accept: "application/json", "private-secret-key": "sk_node_never_printed" })
    expect(seen[0]!.headers["content-length"]).toBe(String(Buffer.byteLength(body)))
    expect(Buffer.byteLength(body)).toBeGreaterThan(body.length)
    expect(seen[1]).toMatchObject({ method: "GET", body: "" })
    expect(seen[1]!.headers["content-length"]).toBeUndefined()
  })
})

describe("what comes back", () => {
  it("status, text, request id, Retry-After, Location and every header (repeated ones joined); the timer is cleared", async () => {
    handler = (_req, res) => {
      res.setHeader("x-request-id", "req_node_1")
      res.setHeader("retry-after", "7")
      res.setHeader("location", "https://elsewhere.test/x")
      res.setHeader("set-cookie", ["a=1", "b=2"])
      res.writeHead(409, { "content-type": "application/json" })
      res.end('{"ok":false}')
    }
    const { clock, exit } = attempt({ timeoutMs: 4321 })
    const response = await valueOf(exit)
    expect(response).toMatchObject({ status: 409, text: '{"ok":false}', requestId: "req_node_1", retryAfter: "7", location: "https://elsewhere.test/x" })
    const headers = response.headers()
    expect(headers).toMatchObject({ "content-type": "application/json", "x-request-id": "req_node_1", "set-cookie": "a=1, b=2" })
    expect(Object.values(headers).every((v) => typeof v === "string")).toBe(true)
    expect(clock.armed).toEqual([4321])
    expect(clock.pending()).toEqual([])
  })

  it("absent headers are undefined, and an empty body is the empty string", async () => {
    handler = (_req, res) => {
      res.writeHead(204)
      res.end()
    }
    const response = await valueOf(attempt().exit)
    expect(response).toMatchObject({ status: 204, text: "", requestId: undefined, retryAfter: undefined, location: undefined })
    expect(response.headers()["retry-after"]).toBeUndefined()
  })

  it("a body in several chunks is joined, a character split between chunks included", async () => {
    const euro = Buffer.from("€", "utf8")
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" })
      res.write(Buffer.concat([Buffer.from("first-"), euro.subarray(0, 1)]))
      // The second chunk only after the first reached the client: two separate reads.
      setImmediate(() => res.end(Buffer.concat([euro.subarray(1), Buffer.from("-last")])))
    }
    expect((await valueOf(attempt().exit)).text).toBe("first-€-last")
  })

  it.each([
    ["gzip", gzipSync],
    ["x-gzip", gzipSync],
    [" GZIP ", gzipSync],
    ["deflate", deflateSync],
    ["br", brotliCompressSync],
    ["identity", (b: Buffer) => b],
    ["", (b: Buffer) => b]
  ])("a body in content-encoding %j is decoded", async (encoding, encode) => {
    const text = JSON.stringify({ id: "thing_1", padding: "x".repeat(200) })
    handler = (_req, res) => {
      res.writeHead(200, { "content-encoding": encoding })
      res.end(encode(Buffer.from(text)))
    }
    expect((await valueOf(attempt().exit)).text).toBe(text)
  })

  it("an unknown content-encoding, or a corrupt compressed body, is a ConnectionError after the request arrived", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "content-encoding": "compress" })
      res.end("whatever")
    }
    const unknown = await failureOf(attempt().exit)
    expect(unknown).toBeInstanceOf(ConnectionError)
    expect(unknown).toMatchObject({ mayHaveReachedServer: true, idempotencyKey: "key-1" })
    expect((unknown as ConnectionError).message).toContain('things.get: could not complete the request: unsupported content-encoding "compress"')

    handler = (_req, res) => {
      res.writeHead(200, { "content-encoding": "gzip" })
      res.end("this is not gzip at all")
    }
    const corrupt = await failureOf(attempt().exit)
    expect(corrupt).toBeInstanceOf(ConnectionError)
    expect(corrupt).toMatchObject({ mayHaveReachedServer: true })
    expect((corrupt as ConnectionError).message).toMatch(/^things\.get: could not complete the request: .+ \(Z_DATA_ERROR\)$/)
  })

  it("a compressed body with no node:zlib to decode it is a ConnectionError after the request arrived", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "content-encoding": "gzip" })
      res.end(gzipSync(Buffer.from("{}")))
    }
    const proc = process as unknown as { getBuiltinModule: (id: string) => unknown }
    const original = proc.getBuiltinModule
    proc.getBuiltinModule = (id: string) => (id === "node:zlib" ? undefined : original.call(proc, id))
    try {
      const error = await failureOf(attempt().exit)
      expect(error).toBeInstanceOf(ConnectionError)
      expect(error).toMatchObject({ mayHaveReachedServer: true })
      expect((error as ConnectionError).message).toBe("things.get: could not complete the request: no node:zlib to decode the body")
    } finally {
      proc.getBuiltinModule = original
    }
  })

  it("a body cut off mid-way is a ConnectionError after the request arrived", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "content-length": "100" })
      res.write("a".repeat(10), () => setImmediate(() => res.socket?.destroy()))
    }
    const error = await failureOf(attempt().exit)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ mayHaveReachedServer: true, idempotencyKey: "key-1" })
    expect((error as ConnectionError).message).toMatch(/^things\.get: could not complete the request: /)
  })
})

describe("the byte limit", () => {
  const sized = (n: number, chunked: boolean) => (_req: Seen, res: ServerResponse) => {
    res.setHeader("x-request-id", "req_big")
    if (chunked) {
      res.writeHead(200)
      res.write("a".repeat(n - 1))
      setImmediate(() => res.end("a"))
    } else {
      res.writeHead(200, { "content-length": String(n) })
      res.end("a".repeat(n))
    }
  }

  it.each([false, true])("a body of exactly maxResponseBytes is read (chunked: %s)", async (chunked) => {
    handler = sized(100, chunked)
    expect((await valueOf(attempt({ maxResponseBytes: 100 }).exit)).text).toBe("a".repeat(100))
  })

  it.each([false, true])("one byte over is a ResponseValidationError naming the limit (chunked: %s)", async (chunked) => {
    handler = sized(101, chunked)
    const { clock, exit } = attempt({ maxResponseBytes: 100 })
    const error = await failureOf(exit)
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect(error).toMatchObject({ status: 200, requestId: "req_big", idempotencyKey: "key-1" })
    expect((error as ResponseValidationError).issues[0]!.message).toContain("maxResponseBytes (100 bytes)")
    expect(clock.pending()).toEqual([])
  })

  it("a declared length over the limit stops reading: the connection is closed, not kept alive", async () => {
    let socket: Socket | undefined
    handler = (_req, res) => {
      socket = res.socket ?? undefined
      res.writeHead(200, { "content-length": "100000" })
      res.write("a".repeat(10))
    }
    // Not closed by the test: only the transport's own stop() can close this request's socket.
    const transport = makeNodeTransport(modules(), manualTimer().timer)
    expect(await failureOf(Effect.runPromiseExit(transport.send(request({ maxResponseBytes: 100 }))))).toBeInstanceOf(ResponseValidationError)
    await vi.waitFor(() => expect(socket !== undefined && closed.includes(socket)).toBe(true))
    transport.close()
  })
})

describe("the timer", () => {
  it("covers the body: firing it before the body ends is a TimeoutError and closes the connection", async () => {
    let socket: Socket | undefined
    handler = (_req, res) => {
      socket = res.socket ?? undefined
      res.writeHead(200, { "content-type": "application/json" })
      res.write('{"partial":')
    }
    // The transport is not closed here: only the timeout can close this request's socket.
    const clock = manualTimer()
    const transport = makeNodeTransport(modules(), clock.timer)
    const exit = Effect.runPromiseExit(transport.send(request({ timeoutMs: 2500 })))
    await vi.waitFor(() => expect(seen.length).toBe(1))
    await clock.next((ms) => ms === 2500)
    expect(clock.fire((ms) => ms === 2500)).toBe(1)
    const error = await failureOf(exit)
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toMatchObject({ timeoutMs: 2500, idempotencyKey: "key-1" })
    await vi.waitFor(() => expect(socket !== undefined && closed.includes(socket)).toBe(true))
    transport.close()
  })

  it("interrupting the attempt clears the timer and closes the connection", async () => {
    let socket: Socket | undefined
    handler = (_req, res) => {
      socket = res.socket ?? undefined
    }
    const clock = manualTimer()
    const transport = makeNodeTransport(modules(), clock.timer)
    const fiber = Effect.runFork(transport.send(request()))
    await vi.waitFor(() => expect(seen.length).toBe(1))
    await Effect.runPromise(Fiber.interrupt(fiber))
    expect(clock.pending()).toEqual([])
    // Closed by the interruption, before the agent is: this request's socket.
    await vi.waitFor(() => expect(socket !== undefined && closed.includes(socket)).toBe(true))
    transport.close()
  })
})

describe("connection failures", () => {
  it("refused: a ConnectionError that did not reach the server, with the code in the message and the cause kept", async () => {
    const url = `${await closedPortUrl()}/things/1`
    const { clock, exit } = attempt({ url })
    const error = await failureOf(exit)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ mayHaveReachedServer: false, idempotencyKey: "key-1" })
    expect((error as ConnectionError).message).toMatch(/^things\.get: could not complete the request: connect ECONNREFUSED 127\.0\.0\.1:\d+$/)
    expect((error as ConnectionError).cause).toMatchObject({ code: "ECONNREFUSED" })
    expect(clock.pending()).toEqual([])
  })

  it("dropped after the request arrived: may have reached the server", async () => {
    handler = (_req, res) => res.socket?.destroy()
    const error = await failureOf(attempt().exit)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ mayHaveReachedServer: true })
    expect((error as ConnectionError).message).toContain("(ECONNRESET)")
  })

  it("a header node:http refuses: a ConnectionError that never left, quoting neither the value nor node's message", async () => {
    const { exit } = attempt({ headers: { "x-bad": "sk_line\nbreak" } })
    const error = await failureOf(exit)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ mayHaveReachedServer: false })
    expect((error as ConnectionError).message).toBe("things.get: could not complete the request: the request was refused by node:http (ERR_INVALID_CHAR)")
    expect(seen).toEqual([])
  })
})

describe("failures a real server cannot time (a stand-in request and response)", () => {
  // request() answers at once with a response whose events the test emits: which event is
  // heard, and in which order, is then the test's choice, not the network's.
  const scripted = () => {
    const req = Object.assign(new EventEmitter(), { end: () => undefined, destroy: () => undefined })
    const res = Object.assign(new EventEmitter(), {
      statusCode: 200,
      headers: {},
      destroyed: 0,
      pipe: <T>(to: T) => to,
      destroy() {
        res.destroyed++
      }
    })
    const http = {
      request: (_url: string, _options: object, onResponse: (r: typeof res) => void) => {
        queueMicrotask(() => onResponse(res))
        return req
      },
      Agent: class {
        destroy() {}
      }
    }
    const transport = makeNodeTransport({ http, https: http }, manualTimer().timer)
    const exit = Effect.runPromiseExit(transport.send(request({ url: "http://127.0.0.1:1/v1/a" })))
    return { req, res, exit }
  }
  const responded = () => new Promise<void>((resolve) => setImmediate(resolve))

  it("the response stream failing (no \"aborted\"): a ConnectionError after the request arrived, naming the error and its code", async () => {
    const { res, exit } = scripted()
    await responded()
    res.emit("error", Object.assign(new Error("stream broke"), { code: "EPIPE" }))
    const error = await failureOf(exit)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ mayHaveReachedServer: true })
    expect((error as ConnectionError).message).toBe("things.get: could not complete the request: stream broke (EPIPE)")
    expect(res.destroyed).toBe(1)
  })

  it("the response \"aborted\" alone: a ConnectionError saying the response was cut off", async () => {
    const { res, exit } = scripted()
    await responded()
    res.emit("aborted")
    res.emit("end") // too late: the failure was told first (and a test that missed "aborted" ends here, not by timing out)
    const error = await failureOf(exit)
    expect(error).toMatchObject({ mayHaveReachedServer: true })
    expect((error as ConnectionError).message).toBe("things.get: could not complete the request: the response was cut off")
  })

  it("a request error after the response began may have reached the server, whatever its code", async () => {
    const { req, exit } = scripted()
    await responded()
    req.emit("error", Object.assign(new Error("refused late"), { code: "ECONNREFUSED" }))
    const error = await failureOf(exit)
    expect(error).toMatchObject({ mayHaveReachedServer: true })
    expect((error as ConnectionError).message).toBe("things.get: could not complete the request: refused late (ECONNREFUSED)")
  })
})

describe("modules and agents", () => {
  const standIn = () => {
    const calls: Array<{ module: string; url: string; options: { agent: unknown; method: string } }> = []
    const agents: Array<{ module: string; options: unknown; destroyed: number }> = []
    const make = (module: string) => ({
      request: (url: string, options: { agent: unknown; method: string }) => {
        calls.push({ module, url, options })
        return { on: () => undefined, once: () => undefined, end: () => undefined, destroy: () => undefined }
      },
      Agent: class {
        readonly record = { module, options: undefined as unknown, destroyed: 0 }
        constructor(options: unknown) {
          this.record.options = options
          agents.push(this.record)
        }
        destroy() {
          this.record.destroyed++
        }
      }
    })
    return { calls, agents, modules: { http: make("http"), https: make("https") } }
  }
  const sendAndStop = async (transport: ReturnType<typeof makeNodeTransport>, url: string) => {
    const fiber = Effect.runFork(transport.send(request({ url })))
    await Effect.runPromise(Fiber.interrupt(fiber))
  }

  it("an https URL goes through node:https, an http one through node:http, each with one keep-alive agent reused", async () => {
    const s = standIn()
    const transport = makeNodeTransport(s.modules, manualTimer().timer)
    await sendAndStop(transport, "https://api.payrail.test/v1/a")
    await sendAndStop(transport, "http://127.0.0.1:1/v1/b")
    await sendAndStop(transport, "https://api.payrail.test/v1/c")
    expect(s.calls.map((c) => [c.module, c.url, c.options.method])).toEqual([
      ["https", "https://api.payrail.test/v1/a", "GET"],
      ["http", "http://127.0.0.1:1/v1/b", "GET"],
      ["https", "https://api.payrail.test/v1/c", "GET"]
    ])
    expect(s.agents.map((a) => [a.module, a.options])).toEqual([["https", { keepAlive: true }], ["http", { keepAlive: true }]])
    expect(s.calls[0]!.options.agent).toBe(s.calls[2]!.options.agent)
    expect(s.calls[0]!.options.agent).not.toBe(s.calls[1]!.options.agent)
  })

  it("a request node:http refuses with no code is named without one", async () => {
    const s = standIn()
    const refusing = { ...s.modules, http: { ...s.modules.http, request: () => { throw new Error("quoting sk_secret") } } }
    const exit = await Effect.runPromiseExit(makeNodeTransport(refusing, manualTimer().timer).send(request({ url: "http://127.0.0.1:1/v1/a" })))
    const error = await failureOf(Promise.resolve(exit))
    expect(error).toBeInstanceOf(ConnectionError)
    expect((error as ConnectionError).message).toBe("things.get: could not complete the request: the request was refused by node:http")
  })

  it("close() destroys both agents, and only those that exist", async () => {
    const s = standIn()
    const transport = makeNodeTransport(s.modules, manualTimer().timer)
    transport.close()
    expect(s.agents).toEqual([])
    await sendAndStop(transport, "https://api.payrail.test/v1/a")
    await sendAndStop(transport, "http://127.0.0.1:1/v1/b")
    transport.close()
    expect(s.agents.map((a) => [a.module, a.destroyed])).toEqual([["https", 1], ["http", 1]])
  })
})
