/**
 * `makeSend` (src/http/transport.ts), the logical call over any `HttpTransport`: what it hands the
 * transport (URL, headers, options), how it reads what comes back (errors, redirects, bodies),
 * retries, the response metadata, spans and aborts. The transport here is a script that records
 * each attempt; time is a manual timer. The fetch transport itself is in fetch-transport.test.ts.
 */
import { getEventListeners } from "node:events"
import { answerCheck } from "../support/answer-check"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Schema from "effect/Schema"
import * as Tracer from "effect/Tracer"
import { describe, expect, it } from "vitest"
import { ApiError, ConnectionError, EntityNotFoundError, InvalidRequestError, RateLimitedError, RequestValidationError, ResponseValidationError } from "../../src"
import { internalTimer, type PayrailConfig, type RequestOptions, resolveConfig } from "../../src/http/config"
import type { HttpTransport, TransportRequest, TransportResponse } from "../../src/http/http-transport"
import { withResponse } from "../../src/http/response-metadata"
import { type Endpoint, makeSend } from "../../src/http/transport"
import { SDK_CLIENT } from "../../src/http/version"
import { manualTimer } from "../client/support/manual-timer"

type Reply = Partial<Omit<TransportResponse, "headers">> & { readonly headers?: Record<string, string> }

/** A transport that answers from `replies` (the last one repeats) and records every attempt. */
const scripted = (...replies: Array<Reply>) => {
  const sent: Array<TransportRequest> = []
  const transport: HttpTransport = {
    send: (request) =>
      Effect.sync(() => {
        sent.push(request)
        const reply = replies[Math.min(sent.length, replies.length) - 1] ?? {}
        return {
          status: reply.status ?? 200,
          text: reply.text ?? "{}",
          requestId: reply.requestId,
          retryAfter: reply.retryAfter,
          location: reply.location,
          headers: () => ({ ...reply.headers })
        }
      })
  }
  return { sent, transport }
}

const BASE = "https://api.payrail.test/v1"
const setup = (replies: Array<Reply> = [{}], config: Partial<PayrailConfig> = {}) => {
  const clock = manualTimer()
  // backoff waits pass at once; nothing here arms an attempt timeout (the transport is a script)
  clock.autoFire(() => true)
  const { sent, transport } = scripted(...replies)
  const resolved = resolveConfig({
    publicApiKey: "pk_test",
    privateSecretKey: "sk_test",
    baseUrl: BASE,
    retryBackoff: { initialDelayMs: 10, maxDelayMs: 40 },
    ...config,
    [internalTimer]: clock.timer
  } as PayrailConfig)
  return { sent, clock, send: makeSend(resolved, transport) }
}

const endpoint = (extra: Partial<Endpoint<unknown>> = {}): Endpoint<unknown> => ({
  operation: "things.get",
  method: "GET",
  path: "/things/1",
  retry: "safe",
  response: answerCheck(Schema.Unknown),
  ...extra
})

const run = <A>(effect: Effect.Effect<A, unknown>) => Effect.runPromiseExit(effect)
const failure = async (effect: Effect.Effect<unknown, unknown>): Promise<unknown> => {
  const exit = await run(effect)
  if (Exit.isSuccess(exit)) throw new Error("expected a failure")
  return exit.cause.reasons.find((r) => r._tag === "Fail")?.error
}

describe("what the transport is handed", () => {
  it("a GET: the URL, the SDK's headers and credentials, no body and no content-type", async () => {
    const { sent, send } = setup()
    await run(send(endpoint()))
    expect(sent).toHaveLength(1)
    const request = sent[0]!
    expect(request.url).toBe(`${BASE}/things/1`)
    expect(request.method).toBe("GET")
    expect(request.body).toBeUndefined()
    expect(request.headers).toEqual({
      accept: "application/json",
      "user-agent": SDK_CLIENT,
      "public-api-key": "pk_test",
      "private-secret-key": "sk_test"
    })
    expect(request).toMatchObject({ operation: "things.get", path: "/things/1", attempt: 1, idempotencyKey: undefined })
  })

  it("a body is sent as JSON with its content-type", async () => {
    const { sent, send } = setup()
    await run(send(endpoint({ method: "POST", body: { a: 1, b: ["x"] } })))
    expect(sent[0]!.body).toBe('{"a":1,"b":["x"]}')
    expect(sent[0]!.headers["content-type"]).toBe("application/json")
  })

  it("the query leaves out undefined values; a query with none adds no `?`", async () => {
    const { sent, send } = setup()
    await run(send(endpoint({ query: { a: "1", skip: undefined, b: "x y" } })))
    await run(send(endpoint({ query: { skip: undefined } })))
    expect(sent.map((r) => r.url)).toEqual([`${BASE}/things/1?a=1&b=x+y`, `${BASE}/things/1`])
  })

  it("the client's timeoutMs and maxResponseBytes by default, the call's timeoutMs when given", async () => {
    const { sent, send } = setup([{}], { timeoutMs: 4321, maxResponseBytes: 2048 })
    await run(send(endpoint()))
    await run(send(endpoint(), { timeoutMs: 99 }))
    expect(sent.map((r) => [r.timeoutMs, r.maxResponseBytes])).toEqual([[4321, 2048], [99, 2048]])
  })

  it("endpoint headers: lower-cased, an undefined one left out, replacing a caller's header of the same name", async () => {
    const { sent, send } = setup()
    await run(send(endpoint({ headers: { "X-Account-Code": "acc_1", "X-Absent": undefined } }), { headers: { "x-account-code": "mine", "X-Trace": "t1" } }))
    const headers = sent[0]!.headers
    expect(headers["x-account-code"]).toBe("acc_1")
    expect(headers["x-trace"]).toBe("t1")
    expect(Object.keys(headers)).not.toContain("x-absent")
    expect(Object.keys(headers).filter((n) => n.toLowerCase() === "x-account-code")).toEqual(["x-account-code"])
  })

  it("an endpoint header that could split the request is refused, naming it, and nothing is sent", async () => {
    const { sent, send } = setup()
    const error = await failure(send(endpoint({ headers: { "x-account-code": "a\r\nInjected: 1" } })))
    expect(error).toBeInstanceOf(RequestValidationError)
    expect((error as RequestValidationError).issues).toEqual([{ path: "x-account-code", message: "Must be printable ASCII (no line breaks)" }])
    expect((error as RequestValidationError).message).toContain("things.get")
    expect(sent).toHaveLength(0)
  })

  it("a bad per-call option fails before sending", async () => {
    const { sent, send } = setup()
    expect(await failure(send(endpoint(), { timeoutMs: -1 } as RequestOptions))).toBeInstanceOf(RequestValidationError)
    expect(sent).toHaveLength(0)
  })

  it("an idempotent call sends the caller's key, or one made for the call, the same on every attempt", async () => {
    const { sent, send } = setup([{ status: 503 }, { status: 200 }])
    await run(send(endpoint({ method: "POST", idempotent: true, retry: "safe" })))
    await run(send(endpoint({ method: "POST", idempotent: true }), { idempotencyKey: "key-1" }))
    expect(sent.map((r) => r.attempt)).toEqual([1, 2, 1])
    expect(sent[0]!.headers["x-idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/)
    expect(sent[1]!.headers["x-idempotency-key"]).toBe(sent[0]!.headers["x-idempotency-key"])
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.headers["x-idempotency-key"])
    expect(sent[2]!.headers["x-idempotency-key"]).toBe("key-1")
  })
})

describe("retries", () => {
  it("retries a retryable failure up to maxRetries, waiting the backoff on the client's timer", async () => {
    const { sent, clock, send } = setup([{ status: 503 }], { maxRetries: 3 })
    const error = await failure(send(endpoint()))
    expect(error).toMatchObject({ _tag: "ApiError", status: 503 })
    expect(sent.map((r) => r.attempt)).toEqual([1, 2, 3, 4])
    expect(clock.armed).toHaveLength(3)
    for (const ms of clock.armed) expect(ms).toBeLessThanOrEqual(40)
  })

  it("the call's maxRetries replaces the client's, 0 included", async () => {
    const { sent, send } = setup([{ status: 503 }], { maxRetries: 3 })
    await run(send(endpoint(), { maxRetries: 1 }))
    await run(send(endpoint(), { maxRetries: 0 }))
    expect(sent.map((r) => r.attempt)).toEqual([1, 2, 1])
  })

  it("REQUEST_IN_PROCESS without Retry-After: the last retry waits the attempt's timeout, earlier ones the floor", async () => {
    const inProcess = { status: 400, text: '{"code":"REQUEST_IN_PROCESS","messages":["still running"]}' }
    const { sent, clock, send } = setup([inProcess, inProcess, {}], { maxRetries: 2, timeoutMs: 3000 })
    const exit = await run(send(endpoint({ method: "POST", idempotent: true })))
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(sent).toHaveLength(3)
    expect(clock.armed).toEqual([500, 3000])
    const withRetryAfter = setup([{ ...inProcess, retryAfter: "1" }, {}], { maxRetries: 1, timeoutMs: 3000 })
    await run(withRetryAfter.send(endpoint({ method: "POST", idempotent: true })))
    expect(withRetryAfter.clock.armed).toEqual([1000])
  })

  it("a non-retryable failure is not retried", async () => {
    const { sent, clock, send } = setup([{ status: 404, text: '{"code":"ENTITY_NOT_FOUND","messages":["gone"]}' }])
    expect(await failure(send(endpoint()))).toBeInstanceOf(EntityNotFoundError)
    const bad = setup([{ status: 400, text: '{"code":"INVALID_REQUEST","messages":["bad"]}' }])
    expect(await failure(bad.send(endpoint()))).toBeInstanceOf(InvalidRequestError)
    expect(sent).toHaveLength(1)
    expect(clock.armed).toEqual([])
  })
})

describe("error answers", () => {
  it("carry the status, the request id, the idempotency key and Retry-After", async () => {
    const { send } = setup([{ status: 429, requestId: "req_9", retryAfter: "3", text: '{"code":"RATE_LIMITED","messages":["slow down"]}' }], { maxRetries: 0 })
    const error = await failure(send(endpoint({ method: "POST", idempotent: true }), { idempotencyKey: "k-429" }))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error).toMatchObject({ status: 429, code: "RATE_LIMITED", messages: ["slow down"], requestId: "req_9", idempotencyKey: "k-429", retryAfterMs: 3000 })
  })

  it("an error body that is not JSON still maps by status", async () => {
    const { send } = setup([{ status: 500, text: "<html>oops</html>" }], { maxRetries: 0 })
    expect(await failure(send(endpoint()))).toMatchObject({ _tag: "ApiError", status: 500 })
  })

  it.each([300, 302, 0])("status %d is a redirect, never followed: an ApiError naming the Location's origin only", async (status) => {
    const { sent, send } = setup([{ status, location: "https://elsewhere.test/steal?token=abc", requestId: "req_r" }], { maxRetries: 2 })
    const error = await failure(send(endpoint({ method: "POST", idempotent: true }), { idempotencyKey: "k-r" }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status, code: `HTTP_${status}`, requestId: "req_r", idempotencyKey: "k-r" })
    const message = (error as ApiError).messages[0]!
    expect(message).toBe(
      "things.get: redirect to https://elsewhere.test not followed (the SDK never follows redirects; check baseUrl)"
    )
    expect(sent).toHaveLength(1)
  })

  it("a relative Location is named by the base URL's origin", async () => {
    const { send } = setup([{ status: 307, location: "/v2/things/1" }], { maxRetries: 0 })
    expect(((await failure(send(endpoint()))) as ApiError).messages[0]).toContain("redirect to https://api.payrail.test not followed")
  })

  it("a redirect without a Location, or with one that is no URL, says so", async () => {
    const { send } = setup([{ status: 302 }, { status: 302, location: "http://[not-a-host" }], { maxRetries: 0 })
    expect(((await failure(send(endpoint()))) as ApiError).messages[0]).toContain("redirect to no Location header not followed")
    expect(((await failure(send(endpoint()))) as ApiError).messages[0]).toContain("redirect to an unparseable Location not followed")
  })
})

describe("success bodies", () => {
  const Thing = Schema.Struct({ id: Schema.String, amount: Schema.Number })

  it("JSON is decoded with the endpoint's schema", async () => {
    const { send } = setup([{ status: 201, text: '{"id":"t1","amount":5}' }])
    expect(await Effect.runPromise(send(endpoint({ response: answerCheck(Thing) })))).toEqual({ id: "t1", amount: 5 })
  })

  it("an empty or blank body is null", async () => {
    const { send } = setup([{ status: 200, text: "" }, { status: 200, text: " \n\t" }])
    expect(await Effect.runPromise(send(endpoint()))).toBeNull()
    expect(await Effect.runPromise(send(endpoint()))).toBeNull()
  })

  it("202 and 204 with a body that is not JSON read as no body; a 202 with JSON keeps it", async () => {
    const { send } = setup([{ status: 202, text: "Accepted" }, { status: 204, text: "No Content" }, { status: 202, text: '{"queued":true}' }])
    expect(await Effect.runPromise(send(endpoint()))).toBeNull()
    expect(await Effect.runPromise(send(endpoint()))).toBeNull()
    expect(await Effect.runPromise(send(endpoint()))).toEqual({ queued: true })
  })

  it.each([200, 201, 203])("a %d body that is not JSON is a ResponseValidationError quoting the parser", async (status) => {
    const { send } = setup([{ status, text: "<html>", requestId: "req_h" }])
    const error = await failure(send(endpoint({ method: "POST", idempotent: true }), { idempotencyKey: "k-h" }))
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect(error).toMatchObject({ status, requestId: "req_h", idempotencyKey: "k-h" })
    const [issue] = (error as ResponseValidationError).issues
    expect(issue!.path).toBe("")
    expect(issue!.message).toMatch(/^Body is not JSON: /)
    // the JSON parser's own explanation, not a stand-in
    expect(issue!.message).toContain((() => {
      try {
        JSON.parse("<html>")
      } catch (e) {
        return (e as Error).message
      }
    })())
  })

  it("a body that does not match names every wrong field, not only the first", async () => {
    const { send } = setup([{ status: 200, text: '{"id":7,"amount":"five"}', requestId: "req_v" }])
    const error = await failure(send(endpoint({ response: answerCheck(Thing) })))
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect(error).toMatchObject({ status: 200, requestId: "req_v" })
    expect((error as ResponseValidationError).issues.map((i) => i.path).sort()).toEqual(["amount", "id"])
  })
})

describe("withResponse", () => {
  it("records the final response: status, request id, key, headers and the attempts made", async () => {
    const { send } = setup([{ status: 503 }, { status: 201, requestId: "req_ok", headers: { "x-request-id": "req_ok", "x-extra": "1" } }])
    const { data, response } = await Effect.runPromise(withResponse(send(endpoint({ method: "POST", idempotent: true }), { idempotencyKey: "k-w" })))
    expect(data).toEqual({})
    expect(response).toMatchObject({ status: 201, requestId: "req_ok", idempotencyKey: "k-w", attempts: 2 })
    expect(response.headers).toEqual({ "x-request-id": "req_ok", "x-extra": "1" })
  })
})

/** An effect Tracer keeping every span. */
const memoryTracer = () => {
  const spans: Array<Tracer.NativeSpan> = []
  const tracer = Tracer.make({
    span: (options) => {
      const span = new Tracer.NativeSpan(options)
      spans.push(span)
      return span
    }
  })
  return { spans, tracer }
}

describe("spans", () => {
  it("one client span per call, the transport's own spans below it", async () => {
    const { spans, tracer } = memoryTracer()
    const { transport } = scripted({ status: 200, requestId: "req_s" })
    const traced: HttpTransport = { send: (request) => Effect.withSpan(transport.send(request), "attempt") }
    const send = makeSend(resolveConfig({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: BASE }), traced)
    await Effect.runPromise(send(endpoint()).pipe(Effect.withTracer(tracer)))
    const ours = spans.find((s) => s.name === "payrail.things.get")!
    expect(ours.kind).toBe("client")
    expect(Object.fromEntries(ours.attributes)).toEqual({
      "payrail.operation": "things.get",
      "http.request.method": "GET",
      "payrail.attempts": 1,
      "http.response.status_code": 200,
      "payrail.request_id": "req_s"
    })
    expect([...ours.attributes.keys()]).not.toContain("payrail.idempotency_key")
    const attempt = spans.find((s) => s.name === "attempt")!
    expect(attempt.parent._tag === "Some" && attempt.parent.value.spanId).toBe(ours.spanId)
  })

  it("no status or request id attribute when no response came", async () => {
    const { spans, tracer } = memoryTracer()
    const failing: HttpTransport = {
      send: () => Effect.fail(new RequestValidationError({ issues: [] }) as never)
    }
    const send = makeSend(resolveConfig({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: BASE, maxRetries: 0 }), failing)
    await Effect.runPromiseExit(send(endpoint()).pipe(Effect.withTracer(tracer)))
    const ours = spans.find((s) => s.name === "payrail.things.get")!
    expect([...ours.attributes.keys()].sort()).toEqual(["http.request.method", "payrail.attempts", "payrail.operation"])
  })

  it("status and request id are the last attempt's: none when the last attempt got no response", async () => {
    const { spans, tracer } = memoryTracer()
    let calls = 0
    const flaky: HttpTransport = {
      send: () =>
        ++calls === 1
          ? Effect.succeed({ status: 503, text: "", requestId: "req_first", retryAfter: undefined, location: undefined, headers: () => ({}) })
          : Effect.fail(new ConnectionError({ message: "refused", mayHaveReachedServer: false }))
    }
    const clock = manualTimer()
    clock.autoFire(() => true)
    const config = resolveConfig({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: BASE, maxRetries: 1, [internalTimer]: clock.timer } as PayrailConfig)
    const exit = await Effect.runPromiseExit(makeSend(config, flaky)(endpoint()).pipe(Effect.withTracer(tracer)))
    expect(Exit.isFailure(exit)).toBe(true)
    const ours = spans.find((s) => s.name === "payrail.things.get")!
    expect(ours.attributes.get("payrail.attempts")).toBe(2)
    expect(ours.attributes.has("http.response.status_code")).toBe(false)
    expect(ours.attributes.has("payrail.request_id")).toBe(false)
  })

  it("no span at all with tracing disabled", async () => {
    const { spans, tracer } = memoryTracer()
    const { send } = setup()
    await Effect.runPromise(send(endpoint()).pipe(Effect.withTracerEnabled(false), Effect.withTracer(tracer)))
    expect(spans).toEqual([])
  })

  /** The lines of a failure's rendered cause that name the call's span (effect names each span a failure passed through). */
  const spanFrames = (exit: Exit.Exit<unknown, unknown>) =>
    Exit.isFailure(exit) ? Cause.pretty(exit.cause).split("\n").filter((line) => line.includes("payrail.things.get")) : ["(no failure)"]

  it("no span is made with no tracer installed or with tracing disabled: a failure's rendered cause names none", async () => {
    const { tracer } = memoryTracer()
    const { send } = setup([{ status: 404 }], { maxRetries: 0 })
    expect(spanFrames(await run(send(endpoint())))).toEqual([])
    expect(spanFrames(await run(send(endpoint()).pipe(Effect.withTracerEnabled(false), Effect.withTracer(tracer))))).toEqual([])
  })

  it("with a tracer, a failure's rendered cause names the call's span, without a source location (no stack is captured per call)", async () => {
    const { tracer } = memoryTracer()
    const { send } = setup([{ status: 404 }], { maxRetries: 0 })
    expect(spanFrames(await run(send(endpoint()).pipe(Effect.withTracer(tracer))))).toEqual(["    at payrail.things.get"])
  })
})

describe("AbortSignal", () => {
  it("an already aborted signal sends nothing", async () => {
    const sent: Array<TransportRequest> = []
    // an attempt that starts on the next turn, as a real request does
    const later: HttpTransport = { send: (request) => Effect.andThen(Effect.yieldNow, Effect.sync(() => void sent.push(request))) as never }
    const send = makeSend(resolveConfig({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: BASE }), later)
    const signal = AbortSignal.abort()
    const exit = await run(send(endpoint(), { signal }))
    expect(exit).toMatchObject({ _tag: "Failure" })
    expect(Exit.isFailure(exit) ? Cause.squash(exit.cause) : undefined).toMatchObject({ _tag: "AbortedError", cause: signal.reason })
    expect(sent).toHaveLength(0)
  })

  it("a call leaves no listener on its signal, whether it ended or was aborted", async () => {
    // an attempt answered on a later turn, as a real request is (so the abort listener is in place meanwhile)
    const later: HttpTransport = { send: (request) => Effect.andThen(Effect.yieldNow, scripted({}).transport.send(request)) }
    const send = makeSend(resolveConfig({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: BASE }), later)
    const controller = new AbortController()
    await Effect.runPromise(send(endpoint(), { signal: controller.signal }))
    await Effect.runPromise(send(endpoint(), { signal: controller.signal }))
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0)

    const hanging = new AbortController()
    const never: HttpTransport = { send: () => Effect.never }
    const stuck = makeSend(resolveConfig({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: BASE }), never)
    const call = run(stuck(endpoint(), { signal: hanging.signal }))
    await new Promise((resolve) => setImmediate(resolve))
    expect(getEventListeners(hanging.signal, "abort")).toHaveLength(1)
    hanging.abort()
    expect(Exit.isFailure(await call)).toBe(true)
    expect(getEventListeners(hanging.signal, "abort")).toHaveLength(0)
  })
})
