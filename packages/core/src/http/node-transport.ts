/**
 * The `node:http` / `node:https` transport, the default on Node when no `fetch` is given:
 * measured at ~0.7× the CPU of Node's `fetch` per call over loopback (no web streams,
 * no `Request`/`Response` objects, no `AbortSignal` kept alive by undici's finalizers).
 *
 * Same guarantees as the fetch transport:
 * - one timer per attempt covering the headers AND the body; interrupting the fiber destroys the request;
 * - redirects are never followed (node:http never does; the status and Location are handed back);
 * - the body is read up to `maxResponseBytes`, and reading stops there;
 * - connection failures are `ConnectionError`s with the same `mayHaveReachedServer` rule;
 *   nothing that may quote a header value (the keys) is kept in an error.
 *
 * The module comes from `process.getBuiltinModule` (Node ≥ 20.16), never from an import, so
 * core's code stays loadable on Bun, Deno and Workers (docs/spec-gaps.md). One keep-alive
 * agent per client; `close()` destroys its sockets.
 */
import * as Effect from "effect/Effect"
import { ConnectionError, TimeoutError } from "../errors"
import {
  causeCode,
  type HttpTransport,
  NOT_SENT_CODES,
  tooLarge,
  type TransportError,
  type TransportRequest,
  type TransportResponse
} from "./http-transport"
import type { Timer } from "./timer"

// The few members of node:http / node:https / node:zlib used here: core's types stay free of @types/node.
interface Emitter {
  on(event: string, listener: (...args: Array<any>) => void): unknown
  once(event: string, listener: (...args: Array<any>) => void): unknown
}
interface ClientRequest extends Emitter {
  end(body?: string): void
  destroy(error?: Error): void
}
interface IncomingMessage extends Emitter {
  readonly statusCode?: number
  readonly headers: Record<string, string | Array<string> | undefined>
  pipe<T>(destination: T): T
  destroy(error?: Error): void
}
interface Agent {
  destroy(): void
}
interface HttpModule {
  request(url: string, options: object, callback: (response: IncomingMessage) => void): ClientRequest
  Agent: new(options: { keepAlive: boolean }) => Agent
}
interface Decompressor extends Emitter {
  destroy(error?: Error): void
}
interface ZlibModule {
  createGunzip(): Decompressor
  createInflate(): Decompressor
  createBrotliDecompress(): Decompressor
}
interface BufferLike {
  readonly byteLength: number
  toString(encoding: "utf8"): string
}
interface BufferStatic {
  concat(chunks: ReadonlyArray<BufferLike>, length: number): BufferLike
  byteLength(text: string): number
}

type Process = { getBuiltinModule?: (id: string) => unknown; versions?: Record<string, string | undefined> }

// Stryker disable BlockStatement: With the catch block emptied the function falls off its end and returns undefined, as `return undefined` does (a directive must lead a statement, so it spans the function).
const builtin = <T>(id: string): T | undefined => {
  try {
    return (globalThis as { process?: Process }).process?.getBuiltinModule?.(id) as T | undefined
  } catch {
    return undefined
  }
}
// Stryker restore BlockStatement

/**
 * node:http and node:https, on Node itself only: Bun, Deno and Workers (nodejs_compat) expose
 * compatibility layers over their own fetch, which is their fast path anyway.
 */
export const nodeHttpModules = (): { readonly http: HttpModule; readonly https: HttpModule } | undefined => {
  const g = globalThis as { process?: Process; Bun?: unknown; Deno?: unknown; navigator?: { userAgent?: string } }
  const versions = g.process?.versions
  if (versions?.node === undefined || versions.bun !== undefined || versions.deno !== undefined) return undefined
  if (g.Bun !== undefined || g.Deno !== undefined || g.navigator?.userAgent === "Cloudflare-Workers") return undefined
  const http = builtin<HttpModule>("node:http")
  if (http === undefined || typeof http.request !== "function") return undefined
  // node:https (and with it tls) loads on the first https call, not with the client: a cold
  // start on http (the fake, a local proxy) and the first call's CPU do not pay for it.
  let https: HttpModule | undefined
  return {
    http,
    get https(): HttpModule {
      return (https ??= builtin<HttpModule>("node:https") ?? http)
    }
  }
}

/** A transport that also owns resources (sockets): `close()` releases them. */
export interface ClosableTransport extends HttpTransport {
  readonly close: () => void
}

// node joins repeated headers with ", " (set-cookie stays a list): one string per name, as fetch's Headers give.
const headerText = (value: string | Array<string> | undefined): string | undefined => (Array.isArray(value) ? value.join(", ") : value)

const decompressor = (encoding: string | undefined): ((zlib: ZlibModule) => Decompressor) | undefined | "identity" => {
  const name = encoding?.trim().toLowerCase()
  if (name === undefined || name === "" || name === "identity") return "identity"
  if (name === "gzip" || name === "x-gzip") return (z) => z.createGunzip()
  if (name === "deflate") return (z) => z.createInflate()
  if (name === "br") return (z) => z.createBrotliDecompress()
  return undefined
}

/**
 * The transport over node:http / node:https (whichever the URL's protocol needs). Requests are
 * made through the module object at call time, so interceptors that patch it (MSW, nock) see them.
 */
export const makeNodeTransport = (modules: { readonly http: HttpModule; readonly https: HttpModule }, timer: Timer): ClosableTransport => {
  const agents: { http?: Agent; https?: Agent } = {}
  const agentFor = (secure: boolean): Agent => {
    const key = secure ? "https" : "http"
    return (agents[key] ??= new modules[key].Agent({ keepAlive: true }))
  }
  const Buffer = (globalThis as unknown as { Buffer: BufferStatic }).Buffer

  const send = (request: TransportRequest): Effect.Effect<TransportResponse, TransportError> =>
    Effect.callback<TransportResponse, TransportError>((resume) => {
      let done = false
      let received = false
      let req: ClientRequest | undefined
      let res: IncomingMessage | undefined
      const finish = (effect: Effect.Effect<TransportResponse, TransportError>) => {
        // Stryker disable next-line ConditionalExpression: Effect.callback ignores every resume after the first and clearing a cleared timer does nothing, so a second finish changes nothing
        if (done) return
        // Stryker disable next-line BooleanLiteral: Effect.callback ignores every resume after the first and clearing a cleared timer does nothing, so a second finish changes nothing
        done = true
        timer.clear(handle)
        resume(effect)
      }
      const stop = () => {
        res?.destroy()
        req?.destroy()
      }
      const handle = timer.set(() => {
        finish(Effect.fail(new TimeoutError({ timeoutMs: request.timeoutMs, idempotencyKey: request.idempotencyKey })))
        stop()
      }, request.timeoutMs)

      const fail = (error: unknown, mayHaveReachedServer: boolean) => {
        // Stryker disable next-line ConditionalExpression: finish returns at once when `done` is set, so the error built after the attempt ended is never delivered
        if (done) return
        const code = causeCode(error)
        const text = error instanceof Error ? error.message : String(error)
        finish(Effect.fail(
          new ConnectionError({
            message: `${request.operation}: could not complete the request: ${code && !text.includes(code) ? `${text} (${code})` : text}`,
            mayHaveReachedServer,
            idempotencyKey: request.idempotencyKey,
            cause: error
          })
        ))
        stop()
      }

      const onResponse = (response: IncomingMessage) => {
        res = response
        received = true
        const status = response.statusCode ?? 0
        const headers = response.headers
        const requestId = headerText(headers["x-request-id"])
        const limit = request.maxResponseBytes
        const declared = headers["content-length"]
        // Stryker disable next-line ConditionalExpression: `Number(undefined)` is NaN, never over the limit, so without a Content-Length the test is false either way (the other operands are killed).
        if (declared !== undefined && Number(declared) > limit) {
          finish(Effect.fail(tooLarge(request, status, requestId)))
          return stop()
        }
        const decode = decompressor(headerText(headers["content-encoding"]))
        if (decode === undefined) return fail(new Error(`unsupported content-encoding ${JSON.stringify(headerText(headers["content-encoding"]))}`), true)
        let body: Emitter = response
        if (decode !== "identity") {
          const zlib = builtin<ZlibModule>("node:zlib")
          if (zlib === undefined) return fail(new Error("no node:zlib to decode the body"), true)
          const inflate = decode(zlib)
          inflate.on("error", (error: unknown) => fail(error, true))
          body = response.pipe(inflate)
        }
        const chunks: Array<BufferLike> = []
        let total = 0
        body.on("data", (chunk: BufferLike) => {
          total += chunk.byteLength
          if (total > limit) {
            finish(Effect.fail(tooLarge(request, status, requestId)))
            return stop()
          }
          chunks.push(chunk)
        })
        body.on("end", () => {
          // Stryker disable next-line ConditionalExpression: Buffer.concat of a single chunk holds the same bytes, so decodes to the same text, as the chunk itself.
          const text = chunks.length === 1 ? chunks[0]!.toString("utf8") : Buffer.concat(chunks, total).toString("utf8")
          finish(Effect.succeed({
            status,
            text,
            requestId,
            retryAfter: headerText(headers["retry-after"]),
            location: headerText(headers["location"]),
            headers: () => {
              const copy: Record<string, string> = {}
              for (const name in headers) {
                const value = headerText(headers[name])
                if (value !== undefined) copy[name] = value
              }
              return copy
            }
          }))
        })
        // The connection dropped mid-body ("aborted"), or the stream failed.
        response.on("error", (error: unknown) => fail(error, true))
        response.on("aborted", () => fail(new Error("the response was cut off"), true))
      }

      try {
        const secure = request.url.startsWith("https:")
        const headers: Record<string, string> = { ...request.headers }
        if (request.body !== undefined) headers["content-length"] = String(Buffer.byteLength(request.body))
        req = modules[secure ? "https" : "http"].request(request.url, { method: request.method, headers, agent: agentFor(secure) }, onResponse)
      } catch (error) {
        // Thrown before anything was sent (a bad URL or header): node's message may quote the value, so only its code is kept.
        const code = causeCode(error)
        fail(new Error(`the request was refused by node:http${code ? ` (${code})` : ""}`), false)
        return
      }
      req.on("error", (error: unknown) => {
        // Response started: the request certainly arrived. Else only a known "never connected" code proves it did not.
        const code = causeCode(error)
        fail(error, received || !(code !== undefined && NOT_SENT_CODES.has(code)))
      })
      req.end(request.body)
      // Interrupted (aborted by the caller, or the call's fiber stopped): stop the request too.
      return Effect.sync(() => {
        // Stryker disable next-line ConditionalExpression: the cleanup runs only on an interruption while the attempt is pending (`done` still false); a finish after it reaches a resume Effect.callback ignores
        if (done) return
        // Stryker disable next-line BooleanLiteral: the cleanup runs only on an interruption while the attempt is pending (`done` still false); a finish after it reaches a resume Effect.callback ignores
        done = true
        timer.clear(handle)
        stop()
      })
    })

  return {
    send,
    close: () => {
      agents.http?.destroy()
      agents.https?.destroy()
    }
  }
}
