/**
 * Real HTTP for the fake: a `node:http` server on 127.0.0.1 in front of the same pipeline
 * `fake.fetch` uses. `node:http` is imported only when `listen()` is called, so the rest of
 * the fake runs on any runtime.
 *
 * The body is read only when the pipeline asks for it (after the credentials), at most
 * `MAX_BODY_BYTES`; what is left unread is discarded by node:http, never buffered.
 */
import type { IncomingMessage } from "node:http"
import { isAllowedHost, isLocalHostName, isLoopbackHost, isSameOrigin } from "./bound-address"
import { BodyTooLarge, MAX_BODY_BYTES } from "../pipeline/body"
import type { DashboardServer } from "../dashboard/serve"
import type { FakeRequest } from "../pipeline/fake-request"
import type { Outcome } from "../pipeline/answer"
import { pathBelowV1 } from "../pipeline/http"
import { dottedRequestUrl, NodeRequestHeaders, plainRequestUrl } from "./node-request"

/** Options of `fake.listen()`. */
export interface ListenOptions {
  /** Default 0: any free port (read it back from `server.port` / `server.url`). */
  readonly port?: number
  /** Default `127.0.0.1`. */
  readonly host?: string
  /**
   * Host names (without port) the control endpoints also answer to, besides the bound address
   * (and `localhost` / IP literals where those reach it) — e.g. a Docker service name.
   */
  readonly allowedHosts?: ReadonlyArray<string>
  /**
   * Listen beyond this machine (a `host` that is not loopback) although the fake still takes the
   * published default keys: say so only on a network where every machine is trusted. Without it,
   * such a `listen()` is refused; set your own `privateSecretKey` instead.
   */
  readonly trustedNetwork?: boolean
}

/** What the server needs to know of the fake's keys. */
export interface KeyExposure {
  /** The fake takes the published default private key (`sk_test_payrail`). */
  readonly defaultKeys: boolean
}

/** `listen()` refused before binding: the address and the keys together would expose the fake. */
export class FakeListenError extends Error {
  override readonly name = "FakeListenError"
  readonly code = "ERR_PAYRAIL_FAKE_DEFAULT_KEYS_EXPOSED"
}

/** A running fake server. */
export interface FakeServer {
  /** Base URL for the client, ending in `/v1`, e.g. `http://127.0.0.1:4010/v1`. */
  readonly url: string
  /**
   * Where the control endpoints live (`…/_fake`): seeding, clock, faults, state, for tests in
   * any language. Each request needs the fake's private key in the `private-secret-key` header.
   */
  readonly controlUrl: string
  readonly host: string
  readonly port: number
  /** Stops listening and closes open connections. */
  close(): Promise<void>
}

/** The body of `req` as text, read on first call, refused (`BodyTooLarge`) past `MAX_BODY_BYTES`. */
const bodyReader = (req: IncomingMessage, decoder: TextDecoder): (() => Promise<string>) => {
  let read: Promise<string> | undefined
  return () =>
    (read ??= new Promise<string>((resolve, reject) => {
      const declared = Number(req.headers["content-length"])
      if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return reject(new BodyTooLarge())
      const chunks: Array<Buffer> = []
      let size = 0
      const onData = (chunk: Buffer) => {
        size += chunk.length
        if (size <= MAX_BODY_BYTES) return void chunks.push(chunk)
        // Stop keeping it: the rest flows on and is dropped (flowing mode, no listener).
        req.off("data", onData)
        chunks.length = 0
        reject(new BodyTooLarge())
      }
      req.on("data", onData)
      req.once("error", reject)
      req.once("end", () => resolve(decoder.decode(Buffer.concat(chunks))))
    }))
}

const noBody = () => ""

export const listenHttp = async (
  handle: (request: FakeRequest) => Outcome | Promise<Outcome>,
  options: ListenOptions = {},
  /** The dashboard page and its event stream (src/dashboard/), behind the same Host and Origin checks. */
  dashboard?: DashboardServer,
  keys: KeyExposure = { defaultKeys: false }
): Promise<FakeServer> => {
  const host = options.host ?? "127.0.0.1"
  if (keys.defaultKeys && !isLoopbackHost(host) && options.trustedNetwork !== true) {
    throw new FakeListenError(
      `Refusing to listen on ${host} with the published default keys: any machine that reaches it could use them. ` +
        "Set your own private key (createFakePayrail({ privateSecretKey }), payrail-fake --private-secret-key), " +
        "or say the network is trusted (listen({ trustedNetwork: true }), payrail-fake --trusted-network)."
    )
  }
  const allowedHosts = options.allowedHosts ?? []
  const http = await import("node:http")
  const urlHost = host.includes(":") ? `[${host}]` : host
  let port = options.port ?? 0
  // UTF-8, replacement characters, BOM dropped: what `Request.text()` gave.
  const decoder = new TextDecoder()
  const send = (res: import("node:http").ServerResponse, status: number, body: unknown) => {
    const payload = Buffer.from(JSON.stringify(body), "utf8")
    res.writeHead(status, { "content-type": "application/json", "content-length": String(payload.length) })
    res.end(payload)
  }
  /** The pipeline's answer written to `res` (or the socket closed, for an injected drop). */
  const answer = (req: IncomingMessage, res: import("node:http").ServerResponse, request: FakeRequest) => {
    const write = (outcome: Outcome) => {
      if (outcome.kind === "drop") {
        // Injected dropped connection: no status line, the socket just closes.
        req.socket.destroy()
        return
      }
      // The text as it is: node:http sends a string body joined to its head, a Buffer body as
      // a second chunk (and `Buffer.from` copied it first). The head as a flat name/value list:
      // a key added after an object spread costs ≈ 1–2 µs on Node 20's V8.
      const head: Array<string> = []
      for (const name in outcome.headers) head.push(name, outcome.headers[name]!)
      head.push("content-length", String(Buffer.byteLength(outcome.body, "utf8")))
      res.writeHead(outcome.status, head)
      res.end(outcome.body, "utf8")
    }
    const fail = (error: unknown) => send(res, 500, { code: "INTERNAL_ERROR", messages: [String(error)] })
    // Written at once when the pipeline answered without waiting (pipeline/http.ts, `handleNow`).
    try {
      const outcome = handle(request)
      if (outcome instanceof Promise) outcome.then(write).catch(fail)
      else write(outcome)
    } catch (error) {
      fail(error)
    }
  }
  const server = http.createServer((req, res) => {
    req.on("error", () => res.destroy())
    const method = (req.method ?? "GET").toUpperCase()
    const text = method === "GET" || method === "HEAD" ? noBody : bodyReader(req, decoder)
    // An API request with a plain target (the usual case) is read through views of node's own
    // headers and target; the pipeline reads method, URL, headers and (when it gets that far) the body.
    // While the published default keys work, a web page must not reach `/v1` through a hostile
    // name re-pointed here (DNS rebinding): only this machine's names and the bound address.
    if (keys.defaultKeys && !isLocalHostName(req.headers.host ?? "", host, allowedHosts)) {
      const url = plainRequestUrl(req.url ?? "/", urlHost) ?? new URL(`http://${urlHost}${req.url ?? "/"}`)
      if (pathBelowV1(url.pathname) !== undefined) {
        return send(res, 403, {
          code: "FORBIDDEN_HOST",
          messages: [`Host ${JSON.stringify(req.headers.host ?? "")} is not this fake's address (the published default keys answer only to loopback names and the bound address)`]
        })
      }
    }
    const plain = plainRequestUrl(req.url ?? "/", urlHost) ?? dottedRequestUrl(req.url ?? "/", urlHost)
    if (plain !== undefined && pathBelowV1(plain.pathname) !== undefined) {
      return answer(req, res, { method, url: plain, headers: new NodeRequestHeaders(req.headers), text })
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
    }
    const url = new URL(`http://${urlHost}${req.url ?? "/"}`)
    if (pathBelowV1(url.pathname) === undefined) {
      // Control endpoints: not for web pages (a foreign Origin) nor for a hostile name that
      // resolves here (DNS rebinding: the browser sends that name as Host).
      const hostHeader = req.headers.host
      if (hostHeader === undefined || !isAllowedHost(hostHeader, host, port, allowedHosts)) {
        return send(res, 403, { code: "FORBIDDEN_HOST", messages: [`Host ${JSON.stringify(hostHeader ?? "")} is not this fake's address`] })
      }
      const origin = req.headers.origin
      if (origin !== undefined && !isSameOrigin(origin, hostHeader)) {
        return send(res, 403, { code: "FORBIDDEN_ORIGIN", messages: [`Requests from origin ${JSON.stringify(origin)} are refused`] })
      }
      try {
        if (dashboard?.serve(req, res, url, headers)) return
      } catch (error) {
        return send(res, 500, { code: "INTERNAL_ERROR", messages: [`The dashboard failed: ${String(error)}`] })
      }
    }
    answer(req, res, { method, url, headers, text })
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => {
      server.off("error", reject)
      resolve()
    })
  })
  const address = server.address()
  port = typeof address === "object" && address !== null ? address.port : port
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


