/**
 * The fetch transport (src/http/fetch-transport.ts), one attempt at a time: what fetch is handed,
 * what comes back, the timer over headers and body, the byte limit, and how a failure is told
 * (mayHaveReachedServer, the message, the cause). `fetch` is a stand-in where a condition cannot
 * be made with a real server (a browser's opaque redirect, a failure code, a lying
 * Content-Length); the client over a real server is tested in test/client. Time is a manual timer.
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import { describe, expect, it } from "vitest"
import { ConnectionError, ResponseValidationError, TimeoutError } from "../../src"
import { makeFetchTransport } from "../../src/http/fetch-transport"
import type { TransportRequest } from "../../src/http/http-transport"
import { manualTimer } from "../client/support/manual-timer"

const request = (extra: Partial<TransportRequest> = {}): TransportRequest => ({
  method: "GET",
  url: "https://api.payrail.test/v1/things/1",
  headers: { accept: "application/json", "private-secret-key": "sk_never_printed" },
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

const attempt = (fetchImpl: FetchFn, extra: Partial<TransportRequest> = {}) => {
  const clock = manualTimer()
  const exit = Effect.runPromiseExit(makeFetchTransport(fetchImpl, clock.timer).send(request(extra)))
  return { clock, exit }
}

const failureOf = async (exit: Promise<Exit.Exit<unknown, unknown>>): Promise<unknown> => {
  const done = await exit
  if (Exit.isSuccess(done)) throw new Error(`expected a failure, got ${JSON.stringify(done.value)}`)
  return done.cause.reasons.find((r) => r._tag === "Fail")?.error
}

/** A body streamed in the given chunks; `cancelled` turns true when the reader cancels it. */
const streamed = (chunks: Array<Uint8Array>) => {
  const state = { cancelled: false, pulled: 0 }
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[state.pulled++]
      if (chunk === undefined) controller.close()
      else controller.enqueue(chunk)
    },
    cancel() {
      state.cancelled = true
    }
  }, { highWaterMark: 0 })
  return { body, state }
}

const bytes = (text: string) => new TextEncoder().encode(text)

describe("what fetch is handed", () => {
  it("method, headers, the body when there is one, never following redirects, and a signal", async () => {
    const inits: Array<RequestInit> = []
    const fetchImpl: FetchFn = async (_url, init) => {
      inits.push(init!)
      return new Response("{}")
    }
    await attempt(fetchImpl).exit
    await attempt(fetchImpl, { method: "POST", body: '{"a":1}' }).exit
    expect(inits[0]).toMatchObject({ method: "GET", headers: request().headers, redirect: "manual" })
    expect("body" in inits[0]!).toBe(false)
    expect(inits[0]!.signal).toBeInstanceOf(AbortSignal)
    expect(inits[1]).toMatchObject({ method: "POST", body: '{"a":1}', redirect: "manual" })
  })
})

describe("what comes back", () => {
  it("status, the whole text, request id, Retry-After, Location and every header; the timer is cleared", async () => {
    const { clock, exit } = attempt(async () =>
      new Response('{"ok":true}', {
        status: 201,
        headers: { "X-Request-Id": "req_1", "Retry-After": "2", Location: "/v1/things/2", "X-Other": "o" }
      })
    )
    const done = await exit
    expect(Exit.isSuccess(done)).toBe(true)
    const response = Exit.isSuccess(done) ? done.value : undefined
    expect(response).toMatchObject({ status: 201, text: '{"ok":true}', requestId: "req_1", retryAfter: "2", location: "/v1/things/2" })
    expect(response!.headers()).toMatchObject({ "x-request-id": "req_1", "retry-after": "2", location: "/v1/things/2", "x-other": "o" })
    expect(clock.armed).toEqual([5000])
    expect(clock.pending()).toEqual([])
  })

  it("absent headers are undefined; a body-less answer is empty text", async () => {
    const done = await attempt(async () => new Response(null, { status: 204 })).exit
    expect(Exit.isSuccess(done) && done.value).toMatchObject({ status: 204, text: "", requestId: undefined, retryAfter: undefined, location: undefined })
  })

  it("a browser's opaque manual redirect is status 0 (a redirect, for the caller to refuse)", async () => {
    const opaque = new Response(null, { status: 200 })
    Object.defineProperty(opaque, "type", { value: "opaqueredirect" })
    const done = await attempt(async () => opaque).exit
    expect(Exit.isSuccess(done) && done.value.status).toBe(0)
  })

  it("UTF-8 split across chunks is decoded whole; a truncated sequence at the end is not dropped", async () => {
    const euro = bytes("€") // 3 bytes
    const split = streamed([bytes('{"price":"1'), euro.slice(0, 1), euro.slice(1), bytes('"}')])
    const whole = await attempt(async () => new Response(split.body)).exit
    expect(Exit.isSuccess(whole) && whole.value.text).toBe('{"price":"1€"}')
    const truncated = streamed([bytes("{}"), euro.slice(0, 2)])
    const cut = await attempt(async () => new Response(truncated.body)).exit
    expect(Exit.isSuccess(cut) && cut.value.text).toBe("{}\uFFFD")
  })
})

describe("a streamed body with no declared length", () => {
  it("in one chunk, or in none, is its text", async () => {
    const one = await attempt(async () => new Response(streamed([bytes('{"a":"é"}')]).body)).exit
    expect(Exit.isSuccess(one) && one.value.text).toBe('{"a":"é"}')
    const none = await attempt(async () => new Response(streamed([]).body)).exit
    expect(Exit.isSuccess(none) && none.value.text).toBe("")
  })

  it("a character split at the end of the first chunk is decoded whole", async () => {
    const euro = bytes("€")
    const split = streamed([euro.slice(0, 2), euro.slice(2), bytes("!")])
    const done = await attempt(async () => new Response(split.body)).exit
    expect(Exit.isSuccess(done) && done.value.text).toBe("€!")
  })
})

describe("the byte limit", () => {
  const tooLarge = (error: unknown, status = 200) => {
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect(error).toMatchObject({ status, requestId: "req_big", idempotencyKey: "key-1" })
    expect((error as ResponseValidationError).issues).toEqual([
      { path: "", message: "Body larger than maxResponseBytes (1024 bytes); reading stopped there" }
    ])
  }

  it("a declared Content-Length over the limit: refused unread, the body cancelled", async () => {
    const big = streamed([bytes("x".repeat(2000))])
    const error = await failureOf(attempt(async () =>
      new Response(big.body, { status: 200, headers: { "content-length": "1025", "x-request-id": "req_big" } })
    ).exit)
    tooLarge(error)
    expect(big.state.pulled).toBe(0)
    expect(big.state.cancelled).toBe(true)
  })

  it("a declared Content-Length over the limit is refused even when no body came with it", async () => {
    tooLarge(await failureOf(attempt(async () => new Response(null, { status: 200, headers: { "content-length": "5000", "x-request-id": "req_big" } })).exit))
  })

  it("a declared Content-Length of exactly the limit is read", async () => {
    const text = "y".repeat(1024)
    const done = await attempt(async () => new Response(text, { headers: { "content-length": "1024" } })).exit
    expect(Exit.isSuccess(done) && done.value.text).toBe(text)
  })

  it("a streamed body of exactly the limit is read; one byte more stops the reading and cancels the rest", async () => {
    const exact = streamed([bytes("a".repeat(1000)), bytes("b".repeat(24))])
    const done = await attempt(async () => new Response(exact.body)).exit
    expect(Exit.isSuccess(done) && done.value.text.length).toBe(1024)

    const over = streamed([bytes("a".repeat(1000)), bytes("b".repeat(25)), bytes("c"), bytes("d")])
    tooLarge(await failureOf(attempt(async () => new Response(over.body, { status: 503, headers: { "x-request-id": "req_big" } })).exit), 503)
    expect(over.state.pulled).toBe(2)
    expect(over.state.cancelled).toBe(true)
  })

  it("a Content-Length that is no number, or that counts compressed bytes, does not lift the limit", async () => {
    const body = "z".repeat(4096)
    const headers = [{ "content-length": "lots" }, { "content-length": "100", "content-encoding": "gzip" }]
    for (const h of headers) {
      tooLarge(await failureOf(attempt(async () => new Response(body, { headers: { ...h, "x-request-id": "req_big" } })).exit))
    }
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

  it("interrupting the attempt aborts the fetch and clears the timer", async () => {
    let signal: AbortSignal | undefined
    let started!: () => void
    const fetching = new Promise<void>((resolve) => (started = resolve))
    const clock = manualTimer()
    const fiber = Effect.runFork(makeFetchTransport((_url, init) => {
      signal = init!.signal!
      started()
      return new Promise(() => undefined)
    }, clock.timer).send(request()))
    await fetching
    expect(clock.pending()).toEqual([5000])
    await Effect.runPromise(Fiber.interrupt(fiber))
    expect(signal!.aborted).toBe(true)
    expect(clock.pending()).toEqual([])
  })
})

describe("failures", () => {
  const failing = (error: unknown) => async () => Promise.reject(error)
  const coded = (code: string, message = `something ${code.toLowerCase()} happened`) =>
    new TypeError("fetch failed", { cause: Object.assign(new Error(message), { code }) })

  it.each(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ERR_INVALID_URL", "UND_ERR_CONNECT_TIMEOUT"])(
    "%s proves the request never left: mayHaveReachedServer false",
    async (code) => {
      const error = await failureOf(attempt(failing(coded(code))).exit)
      expect(error).toBeInstanceOf(ConnectionError)
      expect(error).toMatchObject({ mayHaveReachedServer: false, idempotencyKey: "key-1" })
    }
  )

  it.each([["ECONNRESET"], [undefined]])("%s may have reached the server", async (code) => {
    const error = code === undefined ? new TypeError("fetch failed", { cause: new Error("socket hang up") }) : coded(code)
    expect(await failureOf(attempt(failing(error)).exit)).toMatchObject({ mayHaveReachedServer: true })
  })

  it("after the headers came, whatever the code, the request certainly arrived", async () => {
    const body = new ReadableStream({
      pull: (controller) => controller.error(Object.assign(new Error("connect timeout"), { code: "UND_ERR_CONNECT_TIMEOUT" }))
    })
    const error = await failureOf(attempt(async () => new Response(body)).exit)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ mayHaveReachedServer: true })
  })

  it("the message: the operation, then the innermost cause's message with its code", async () => {
    const error = await failureOf(attempt(failing(coded("ENOTFOUND", "getaddrinfo failed for api.payrail.test"))).exit)
    expect((error as ConnectionError).message).toBe(
      "things.get: could not complete the request: getaddrinfo failed for api.payrail.test (ENOTFOUND)"
    )
    // the code already in the text is not repeated
    const again = await failureOf(attempt(failing(coded("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:1"))).exit)
    expect((again as ConnectionError).message).toBe("things.get: could not complete the request: connect ECONNREFUSED 127.0.0.1:1")
  })

  it("the cause is kept, for the caller to inspect", async () => {
    const thrown = coded("ECONNRESET")
    expect(await failureOf(attempt(failing(thrown)).exit)).toMatchObject({ cause: thrown })
  })

  it("fetch's own TypeError (a bad header) is neither printed nor kept: it may quote a header value", async () => {
    const error = await failureOf(attempt(failing(new TypeError("Headers.append: \"sk_never_printed\" is an invalid header value"))).exit)
    expect(error).toBeInstanceOf(ConnectionError)
    expect((error as ConnectionError).message).toBe("things.get: could not complete the request: the request was refused by fetch")
    expect((error as ConnectionError).cause).toBeUndefined()
    expect(error).toMatchObject({ mayHaveReachedServer: true })
  })

  it("a thrown non-Error is named by its text", async () => {
    const error = await failureOf(attempt(failing("boom")).exit)
    expect((error as ConnectionError).message).toBe("things.get: could not complete the request: boom")
  })

  it("a rejection with no value at all (undefined or null) is named by its text too, at once", async () => {
    for (const nothing of [undefined, null]) {
      const { clock, exit } = attempt(failing(nothing))
      await new Promise((resolve) => setImmediate(resolve))
      // answered when the rejection came: the timer is cleared, not left to end the attempt as a timeout
      expect(clock.pending()).toEqual([])
      const error = await failureOf(exit)
      expect(error).toBeInstanceOf(ConnectionError)
      expect(error).toMatchObject({ mayHaveReachedServer: true, message: `things.get: could not complete the request: ${String(nothing)}` })
    }
  })

  it("causes are followed at most four deep, for the message and for the code; a cycle ends", async () => {
    const chain = (depth: number, leaf: Error): Error => (depth === 0 ? leaf : new Error(`level ${depth}`, { cause: chain(depth - 1, leaf) }))
    // a code on the fourth error of the chain counts, on the fifth it is not looked for; the message is the fifth's at most
    const fourth = await failureOf(attempt(failing(chain(3, Object.assign(new Error("deep"), { code: "ECONNREFUSED" })))).exit)
    expect(fourth).toMatchObject({ mayHaveReachedServer: false, message: "things.get: could not complete the request: deep (ECONNREFUSED)" })
    const fifth = await failureOf(attempt(failing(chain(4, Object.assign(new Error("deeper"), { code: "ECONNREFUSED" })))).exit)
    expect(fifth).toMatchObject({ mayHaveReachedServer: true, message: "things.get: could not complete the request: deeper" })
    const sixth = await failureOf(attempt(failing(chain(5, new Error("deepest")))).exit)
    expect(sixth).toMatchObject({ message: "things.get: could not complete the request: level 1" })
    const cyclic = new Error("loop")
    ;(cyclic as { cause?: unknown }).cause = cyclic
    expect(await failureOf(attempt(failing(cyclic)).exit)).toMatchObject({ mayHaveReachedServer: true, message: "things.get: could not complete the request: loop" })
  })
})
