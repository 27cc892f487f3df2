/**
 * The transport over effect's `HttpClient` (src/http/http-client-transport.ts), one attempt at a
 * time, with the fetch transport's guarantees: what the client is handed, what comes back, the
 * timer, the byte limit, how a failure is told. The client is effect's `FetchHttpClient` over a
 * stand-in fetch (conditions a real server cannot make); over a real server it is tested in
 * test/client/http-client-layer.test.ts. Time is a manual timer.
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as FetchHttpClient from "effect/http/FetchHttpClient"
import * as Headers from "effect/http/Headers"
import * as HttpClient from "effect/http/HttpClient"
import * as HttpClientError from "effect/http/HttpClientError"
import * as Tracer from "effect/Tracer"
import { describe, expect, it } from "vitest"
import { ConnectionError, ResponseValidationError, TimeoutError } from "../../src"
import type { TransportRequest } from "../../src/http/http-transport"
import { CREDENTIAL_HEADER_NAMES, type HttpClientTransportOptions, makeHttpClientTransport } from "../../src/http/http-client-transport"
import { manualTimer } from "../client/support/manual-timer"

const request = (extra: Partial<TransportRequest> = {}): TransportRequest => ({
  method: "GET",
  url: "https://api.payrail.test/v1/things/1",
  headers: { accept: "application/json", "private-secret-key": "sk_never_printed", "public-api-key": "pk_never_printed" },
  body: undefined,
  timeoutMs: 5000,
  maxResponseBytes: 1024,
  operation: "things.get",
  idempotencyKey: "key-1",
  path: "/things/1",
  attempt: 1,
  ...extra
})

type FetchFn = typeof globalThis.fetch

const sendOver = (fetchImpl: FetchFn, extra: Partial<TransportRequest> = {}, options?: HttpClientTransportOptions) => {
  const clock = manualTimer()
  const send = Effect.gen(function*() {
    const client = yield* HttpClient.HttpClient
    return yield* makeHttpClientTransport(client, clock.timer, options).send(request(extra))
  }).pipe(Effect.provide(FetchHttpClient.layer), Effect.provideService(FetchHttpClient.Fetch, fetchImpl))
  return { clock, send }
}
const attempt = (fetchImpl: FetchFn, extra: Partial<TransportRequest> = {}) => {
  const { clock, send } = sendOver(fetchImpl, extra)
  return { clock, exit: Effect.runPromiseExit(send) }
}

const failureOf = async (exit: Promise<Exit.Exit<unknown, unknown>>): Promise<unknown> => {
  const done = await exit
  if (Exit.isSuccess(done)) throw new Error(`expected a failure, got ${JSON.stringify(done.value)}`)
  return done.cause.reasons.find((r) => r._tag === "Fail")?.error
}

const bytes = (text: string) => new TextEncoder().encode(text)
const streamed = (chunks: Array<Uint8Array>) => {
  const state = { pulled: 0 }
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[state.pulled++]
      if (chunk === undefined) controller.close()
      else controller.enqueue(chunk)
    }
  }, { highWaterMark: 0 })
  return { body, state }
}

describe("what the client is handed", () => {
  it("method, headers, a JSON body when there is one, redirects not followed", async () => {
    const seen: Array<{ url: string; init: RequestInit }> = []
    const fetchImpl: FetchFn = async (url, init) => {
      seen.push({ url: String(url), init: init! })
      return new Response("{}")
    }
    await attempt(fetchImpl).exit
    await attempt(fetchImpl, { method: "POST", body: '{"a":1}' }).exit
    expect(seen[0]!.url).toBe("https://api.payrail.test/v1/things/1")
    expect(seen[0]!.init).toMatchObject({ method: "GET", redirect: "manual" })
    expect(seen[0]!.init.body ?? undefined).toBeUndefined()
    expect(new globalThis.Headers(seen[0]!.init.headers).get("private-secret-key")).toBe("sk_never_printed")
    expect(seen[1]!.init).toMatchObject({ method: "POST", redirect: "manual" })
    expect(new TextDecoder().decode(seen[1]!.init.body as Uint8Array)).toBe('{"a":1}')
    expect(new globalThis.Headers(seen[1]!.init.headers).get("content-type")).toBe("application/json")
  })

  it("the credential headers are added to the names effect redacts, beside the user's", async () => {
    const spans: Array<Tracer.NativeSpan> = []
    const tracer = Tracer.make({
      span: (o) => {
        const span = new Tracer.NativeSpan(o)
        spans.push(span)
        return span
      }
    })
    const { send } = sendOver(async () => new Response("{}"), {
      headers: { ...request().headers, "x-user-secret": "mine" }
    }, { traceHttp: true })
    await Effect.runPromise(send.pipe(
      Effect.provideService(Headers.CurrentRedactedNames, ["x-user-secret"]),
      Effect.provideService(HttpClient.TracerHeaderFilter, () => true),
      Effect.withTracer(tracer)
    ))
    const attributes = Object.fromEntries(spans.flatMap((span) => [...span.attributes]))
    expect(attributes).toMatchObject({
      "http.request.header.x-user-secret": "<redacted>",
      "http.request.header.private-secret-key": "<redacted>",
      "http.request.header.public-api-key": "<redacted>",
      "http.request.header.accept": "application/json"
    })
    expect(CREDENTIAL_HEADER_NAMES).toEqual(["public-api-key", "private-secret-key"])
  })
})

describe("what comes back", () => {
  it("status, the whole text, request id, Retry-After, Location and a copy of every header", async () => {
    const done = await attempt(async () =>
      new Response('{"ok":true}', { status: 201, headers: { "X-Request-Id": "req_1", "Retry-After": "2", Location: "/v1/things/2" } })
    ).exit
    expect(Exit.isSuccess(done)).toBe(true)
    const response = Exit.isSuccess(done) ? done.value : undefined
    expect(response).toMatchObject({ status: 201, text: '{"ok":true}', requestId: "req_1", retryAfter: "2", location: "/v1/things/2" })
    const headers = response!.headers()
    expect(headers).toMatchObject({ "x-request-id": "req_1", "retry-after": "2", location: "/v1/things/2" })
    headers["x-request-id"] = "changed"
    expect(response!.headers()["x-request-id"]).toBe("req_1")
  })

  it("UTF-8 split across chunks is decoded whole; a truncated sequence at the end is not dropped", async () => {
    const euro = bytes("€")
    const split = streamed([bytes('{"p":"1'), euro.slice(0, 1), euro.slice(1), bytes('"}')])
    const whole = await attempt(async () => new Response(split.body)).exit
    expect(Exit.isSuccess(whole) && whole.value.text).toBe('{"p":"1€"}')
    const cut = await attempt(async () => new Response(streamed([bytes("{}"), euro.slice(0, 2)]).body)).exit
    expect(Exit.isSuccess(cut) && cut.value.text).toBe("{}\uFFFD")
  })
})

describe("the byte limit", () => {
  const tooLarge = (error: unknown) => {
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect(error).toMatchObject({ status: 200, requestId: "req_big", idempotencyKey: "key-1" })
    expect((error as ResponseValidationError).issues).toEqual([
      { path: "", message: "Body larger than maxResponseBytes (1024 bytes); reading stopped there" }
    ])
  }

  it("a declared Content-Length over the limit is refused unread; exactly the limit is read", async () => {
    const big = streamed([bytes("x".repeat(2000))])
    tooLarge(await failureOf(attempt(async () => new Response(big.body, { headers: { "content-length": "1025", "x-request-id": "req_big" } })).exit))
    expect(big.state.pulled).toBe(0)
    const text = "y".repeat(1024)
    const done = await attempt(async () => new Response(text, { headers: { "content-length": "1024" } })).exit
    expect(Exit.isSuccess(done) && done.value.text).toBe(text)
  })

  it("a streamed body of exactly the limit is read; one byte more stops the reading", async () => {
    const exact = await attempt(async () => new Response(streamed([bytes("a".repeat(1000)), bytes("b".repeat(24))]).body)).exit
    expect(Exit.isSuccess(exact) && exact.value.text.length).toBe(1024)
    const over = streamed([bytes("a".repeat(1000)), bytes("b".repeat(25)), bytes("c"), bytes("d")])
    tooLarge(await failureOf(attempt(async () => new Response(over.body, { headers: { "x-request-id": "req_big" } })).exit))
    expect(over.state.pulled).toBeLessThanOrEqual(3)
  })
})

describe("the timer covers the whole attempt", () => {
  it("fires on the request's timeoutMs: a TimeoutError with the key, and the fetch is aborted", async () => {
    let signal: AbortSignal | undefined
    const { clock, exit } = attempt((_url, init) => {
      signal = init!.signal!
      return new Promise((_resolve, reject) => signal!.addEventListener("abort", () => reject(signal!.reason)))
    }, { timeoutMs: 777 })
    expect(await clock.next(() => true)).toBe(777)
    clock.fire(() => true)
    const error = await failureOf(exit)
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toMatchObject({ timeoutMs: 777, idempotencyKey: "key-1" })
    expect(signal!.aborted).toBe(true)
  })

  it("an answer in time clears the timer", async () => {
    const { clock, exit } = attempt(async () => new Response("{}"))
    expect(Exit.isSuccess(await exit)).toBe(true)
    expect(clock.pending()).toEqual([])
  })
})

describe("failures", () => {
  const failing = (error: unknown): FetchFn => async () => Promise.reject(error)
  const coded = (code: string, message = `something ${code.toLowerCase()} happened`) =>
    new TypeError("fetch failed", { cause: Object.assign(new Error(message), { code }) })

  it.each(["ECONNREFUSED", "ENOTFOUND"])("%s proves the request never left", async (code) => {
    const error = await failureOf(attempt(failing(coded(code))).exit)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ mayHaveReachedServer: false, idempotencyKey: "key-1" })
  })

  it("a URL the client cannot parse never left either", async () => {
    const error = await failureOf(attempt(async () => new Response("{}"), { url: "http://[not-a-host/v1" }).exit)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ mayHaveReachedServer: false })
    expect((error as ConnectionError).message).toMatch(/^things\.get: could not complete the request: Invalid URL/)
  })

  it("another failure may have reached the server; the message names the operation and the innermost cause", async () => {
    const thrown = coded("ECONNRESET", "socket hang up")
    const error = await failureOf(attempt(failing(thrown)).exit)
    expect(error).toMatchObject({ mayHaveReachedServer: true })
    expect((error as ConnectionError).message).toBe("things.get: could not complete the request: socket hang up (ECONNRESET)")
    expect((error as ConnectionError).cause).toBe(thrown)
  })

  it("fetch's own TypeError (a bad header) is neither printed nor kept", async () => {
    const error = await failureOf(attempt(failing(new TypeError("invalid header value sk_never_printed"))).exit)
    expect((error as ConnectionError).message).toBe("things.get: could not complete the request: the request was refused by fetch")
    expect((error as ConnectionError).cause).toBeUndefined()
  })

  it("after the headers came, whatever the code, the request certainly arrived", async () => {
    const body = new ReadableStream({
      pull: (controller) => controller.error(Object.assign(new Error("refused"), { code: "ECONNREFUSED" }))
    })
    const error = await failureOf(attempt(async () => new Response(body)).exit)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ mayHaveReachedServer: true })
  })
})

describe("failures told by a client of the user's own", () => {
  // A client other than FetchHttpClient (a runtime whose URL errors carry no code, a client that
  // encodes bodies itself): only the reason's tag tells whether the request left.
  const over = (reason: (request: never) => HttpClientError.HttpClientErrorReason) =>
    Effect.runPromiseExit(
      makeHttpClientTransport(
        HttpClient.make((request) => Effect.fail(new HttpClientError.HttpClientError({ reason: reason(request as never) }))),
        manualTimer().timer
      ).send(request())
    )

  it("an invalid URL or a body that could not be encoded never left, even with no code on the cause", async () => {
    const invalid = await failureOf(over((request) => new HttpClientError.InvalidUrlError({ request, cause: new Error("bad url") })))
    expect(invalid).toBeInstanceOf(ConnectionError)
    expect(invalid).toMatchObject({ mayHaveReachedServer: false, idempotencyKey: "key-1" })
    expect((invalid as ConnectionError).message).toBe("things.get: could not complete the request: bad url")
    const encode = await failureOf(over((request) => new HttpClientError.EncodeError({ request, cause: new Error("cannot encode") })))
    expect(encode).toMatchObject({ mayHaveReachedServer: false })
    expect((encode as ConnectionError).message).toBe("things.get: could not complete the request: cannot encode")
  })

  it("a transport failure with no cause is named by its tag and may have reached the server", async () => {
    const error = await failureOf(over((request) => new HttpClientError.TransportError({ request })))
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ mayHaveReachedServer: true })
    expect((error as ConnectionError).message).toBe("things.get: could not complete the request: TransportError")
    expect((error as ConnectionError).cause).toBeUndefined()
  })
})

describe("the client's own span", () => {
  const spansOf = async (options?: HttpClientTransportOptions) => {
    const spans: Array<string> = []
    const tracer = Tracer.make({
      span: (o) => {
        spans.push(o.name)
        return new Tracer.NativeSpan(o)
      }
    })
    await Effect.runPromise(sendOver(async () => new Response("{}"), {}, options).send.pipe(Effect.withTracer(tracer)))
    return spans
  }

  it("is off by default, on with traceHttp", async () => {
    expect(await spansOf()).toEqual([])
    expect(await spansOf({ traceHttp: false })).toEqual([])
    expect((await spansOf({ traceHttp: true })).length).toBeGreaterThan(0)
  })
})
