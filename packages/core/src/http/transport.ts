/**
 * One logical API call: checked options, auth headers, the idempotency key, attempts over
 * an `HttpTransport`, retries with backoff, error mapping, tolerant response decoding.
 *
 * The idempotency key is made here, once per logical call and *outside* the attempt,
 * so every retry carries the same key.
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import * as References from "effect/References"
import * as Result from "effect/Result"
import * as Tracer from "effect/Tracer"
import {
  AbortedError,
  ApiError,
  errorFromResponse,
  type PayrailApiError,
  RequestValidationError,
  ResponseValidationError
} from "../errors"
import type { RequestOptions, ResolvedConfig } from "./config"
import type { HttpTransport, TransportResponse } from "./http-transport"
import { resolveCallOptions } from "./call-options"
import { isHeaderValue } from "./options"
import { inProcessLastRetryFloor, isRetryable, parseRetryAfter, retryDelay, type RetryMode } from "./retry"
import { sleep } from "./timer"
import { fiberSinks, type PayrailResponse, RecordedResponse, ResponseSink } from "./response-metadata"
import { SDK_CLIENT_HEADER } from "./version"
import type { Checked } from "../guards/guard"
import { tooDeepMessage, tooDeepUnder } from "../json-depth"

/** One endpoint call, already validated: everything the transport needs to send it. */
export interface Endpoint<A> {
  /** `payments.create`: names the call in errors and spans. */
  readonly operation: string
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"
  /** Path below the base URL, path parameters already encoded. */
  readonly path: string
  readonly query?: Readonly<Record<string, string | undefined>> | undefined
  readonly body?: unknown
  /** Sends `X-Idempotency-Key` (the caller's or one generated for this call). */
  readonly idempotent?: boolean | undefined
  readonly retry: RetryMode
  readonly headers?: Readonly<Record<string, string | undefined>> | undefined
  /**
   * Checks a success body (an empty body, 202 or 204, is `null`): the generated guard answers for a
   * valid one, used as parsed; `explain` (the tolerant decode, loaded on demand) for any other.
   */
  readonly response: AnswerCheck<A>
}

/** How a call's answer is checked without loading its schema unless the guard rejects it. */
export interface AnswerCheck<A> {
  readonly guard: (json: unknown) => boolean
  readonly explain: (json: unknown) => Promise<Checked<A>>
}

/** Sends one logical call. */
export type Send = <A>(endpoint: Endpoint<A>, options?: RequestOptions) => Effect.Effect<A, PayrailApiError>

// JSON.parse first: a body that parses cannot be blank, so only a failed parse pays for the trim (a copy of the text).
const parseJson = (text: string): Result.Result<unknown, string> => {
  try {
    return Result.succeed(JSON.parse(text))
  } catch (e) {
    if (text.trim() === "") return Result.succeed(null)
    // Stryker disable next-line StringLiteral: JSON.parse of a string throws only a SyntaxError, an Error, so the fallback text for a non-Error is unreachable.
    return Result.fail(e instanceof Error ? e.message : "invalid JSON")
  }
}

// Credentials are sent under these names; a caller's header of the same name is dropped.
// Stryker disable next-line StringLiteral: the credentials are written after the caller's headers and replace a copy of the same name (see the guard below)
const CREDENTIAL_HEADERS = new Set(["public-api-key", "private-secret-key"])

// Only the origin is named: a Location's path or query may carry a token.
const originOf = (location: string | undefined, base: string): string => {
  if (location === undefined) return "no Location header"
  try {
    return new URL(location, base).origin
  } catch {
    return "an unparseable Location"
  }
}

/** Builds the `send` function over a transport; made once per client, reused by every call. */
export const makeSend = (config: ResolvedConfig, transport: HttpTransport): Send => {
  const secret = config.privateSecretKey

  return <A>(endpoint: Endpoint<A>, options?: RequestOptions) => {
    const call = resolveCallOptions(endpoint.operation, config, options)
    if (call instanceof RequestValidationError) return Effect.fail(call)
    const idempotencyKey = endpoint.idempotent ? call.idempotencyKey ?? crypto.randomUUID() : undefined

    // Names lower-cased, so a caller's `X-Idempotency-Key` or `User-Agent` replaces ours instead of being joined to it.
    const headers: Record<string, string> = { accept: "application/json", ...SDK_CLIENT_HEADER }
    // Stryker disable next-line ConditionalExpression: `for … in undefined` runs no iteration, so the guard only skips an empty loop.
    if (call.headers !== undefined) {
      // own keys only: a name inherited through the object's prototype was never checked
      for (const name of Object.keys(call.headers)) {
        const lower = name.toLowerCase()
        // Stryker disable next-line ConditionalExpression: A caller's header named like a credential is then copied, but the credentials are written after the caller's headers and replace it; only its place among differently named headers changes, which has no meaning in HTTP.
        if (!CREDENTIAL_HEADERS.has(lower)) headers[lower] = call.headers[name]!
      }
    }
    // Stryker disable next-line ConditionalExpression: `for … in undefined` runs no iteration, so the guard only skips an empty loop.
    if (endpoint.headers !== undefined) {
      for (const name of Object.keys(endpoint.headers)) {
        const value = endpoint.headers[name]
        if (value === undefined) continue
        if (!isHeaderValue(value)) {
          return Effect.fail(new RequestValidationError({ operation: endpoint.operation, issues: [{ path: name, message: "Must be printable ASCII (no line breaks)" }] }))
        }
        headers[name.toLowerCase()] = value
      }
    }
    if (idempotencyKey !== undefined) headers["x-idempotency-key"] = idempotencyKey
    headers["public-api-key"] = config.publicApiKey
    headers["private-secret-key"] = Redacted.value(secret)

    let body: string | undefined
    if (endpoint.body !== undefined) {
      // Checked before JSON.stringify, whose recursion would end a deep value in a RangeError.
      const deep = tooDeepUnder(endpoint.body)
      if (deep !== undefined) {
        return Effect.fail(new RequestValidationError({ operation: endpoint.operation, issues: [{ path: deep, message: tooDeepMessage() }] }))
      }
      body = JSON.stringify(endpoint.body)
      headers["content-type"] = "application/json"
    }
    let url = config.baseUrl + endpoint.path
    // Stryker disable next-line ConditionalExpression: `for … in undefined` runs no iteration and an empty URLSearchParams adds no `?` to the URL.
    if (endpoint.query !== undefined) {
      const params = new URLSearchParams()
      for (const name of Object.keys(endpoint.query)) {
        const value = endpoint.query[name]
        if (value !== undefined) params.append(name, value)
      }
      const search = params.toString()
      if (search !== "") url += `?${search}`
    }

    const request = {
      method: endpoint.method,
      url,
      headers,
      body,
      timeoutMs: call.timeoutMs,
      maxResponseBytes: config.maxResponseBytes,
      operation: endpoint.operation,
      idempotencyKey,
      path: endpoint.path,
      attempt: 1
    }

    const toError = (raw: TransportResponse): PayrailApiError => {
      if (raw.status < 400) {
        // 3xx, or 0: a browser's opaque manual redirect (toError only sees what is not 2xx)
        // Never followed: the keys would go with it (fetch keeps custom headers across origins).
        return new ApiError({
          status: raw.status,
          code: `HTTP_${raw.status}`,
          messages: [`${endpoint.operation}: redirect to ${originOf(raw.location, url)} not followed (the SDK never follows redirects; check baseUrl)`],
          requestId: raw.requestId,
          idempotencyKey
        })
      }
      const json = parseJson(raw.text)
      return errorFromResponse({
        status: raw.status,
        body: Result.isSuccess(json) ? json.success : null,
        requestId: raw.requestId,
        idempotencyKey,
        retryAfterMs: parseRetryAfter(raw.retryAfter, Date.now())
      })
    }

    const answer = endpoint.response
    const decode = (raw: TransportResponse): Effect.Effect<A, ResponseValidationError> => {
      const parsed = parseJson(raw.text)
      // 202 Accepted and 204 No Content need carry no resource: a non-JSON body there is read as no body (null)
      const json = Result.isFailure(parsed) && (raw.status === 202 || raw.status === 204) ? Result.succeed(null) : parsed
      const fail = (issues: ResponseValidationError["issues"]) =>
        Effect.fail(new ResponseValidationError({ status: raw.status, issues, requestId: raw.requestId, idempotencyKey }))
      if (Result.isFailure(json)) return fail([{ path: "", message: `Body is not JSON: ${json.failure}` }])
      if (answer.guard(json.success)) return Effect.succeed(json.success as A)
      return Effect.flatMap(Effect.promise(() => answer.explain(json.success)), (decoded) => (decoded.ok ? Effect.succeed(decoded.value) : fail(decoded.issues)))
    }

    // One run of the logical call; `state` (fresh per run) tells the span what happened.
    const run = (state: CallState): Effect.Effect<A, PayrailApiError> => {
      const attempt = (n: number): Effect.Effect<TransportResponse, PayrailApiError> => {
        state.attempts = n
        state.status = undefined
        state.requestId = undefined
        // Stryker disable next-line ConditionalExpression: For the first attempt the copy `{ ...request, attempt: 1 }` holds the same fields in the same order as `request`; only the object's identity differs, which no transport reads.
        return Effect.flatMap(transport.send(n === 1 ? request : { ...request, attempt: n }), (raw) => {
          state.status = raw.status
          state.requestId = raw.requestId
          return raw.status >= 200 && raw.status < 300 ? Effect.succeed(raw) : Effect.fail(toError(raw))
        })
      }
      // The retry machinery is only entered once an attempt has failed: the common path pays nothing for it.
      const retrying = (retry: number): Effect.Effect<TransportResponse, PayrailApiError> =>
        Effect.catch(attempt(retry + 1), (error) =>
          retry < call.maxRetries && isRetryable(error, endpoint.retry)
            ? Effect.andThen(sleep(config.timer, Math.max(
              retryDelay(error, retry, config),
              inProcessLastRetryFloor(error, retry + 1 === call.maxRetries, call.timeoutMs)
            )), retrying(retry + 1))
            : Effect.fail(error))
      const sink = state.sink
      // Stryker disable next-line ConditionalExpression: With maxRetries 0, `retrying(0)` makes one attempt and fails with its error at once (`0 < 0` is false), as `attempt(1)` does; the branch only skips the retry wrapper.
      const sent = call.maxRetries === 0 ? attempt(1) : retrying(0)
      if (sink === undefined) return Effect.flatMap(sent, decode)
      return Effect.flatMap(sent, (raw) => {
        sink.current = new RecordedResponse(raw.status, raw.requestId, idempotencyKey, state.attempts, raw.headers)
        return decode(raw)
      })
    }

    const result = traced(endpoint, idempotencyKey, run)
    return call.signal ? abortable(result, call.signal, endpoint.operation) : result
  }
}

interface CallState {
  /** Where `withResponse` wants the final response's metadata, if it does. */
  readonly sink: { current: PayrailResponse | undefined } | undefined
  attempts: number
  status: number | undefined
  requestId: string | undefined
}

/**
 * One span per logical call, `payrail.<operation>`; effect's HTTP client (layerHttpClient with
 * `traceHttp`) hangs its per-attempt spans below it. No header is ever an attribute.
 * With no tracer installed (effect's default one, which keeps nothing) or tracing disabled, no
 * span is made at all: it was measured at several µs per call for nobody (bench/src/span-cost.ts).
 */
const traced = <A>(
  endpoint: Endpoint<A>,
  idempotencyKey: string | undefined,
  run: (state: CallState) => Effect.Effect<A, PayrailApiError>
): Effect.Effect<A, PayrailApiError> =>
  Effect.withFiber((fiber) => {
    const sink = fiberSinks.get(fiber) ?? fiber.getRef(ResponseSink)
    const tracer = fiber.getRef(Tracer.Tracer)
    defaultTracer ??= Context.get(Context.empty(), Tracer.Tracer)
    if (tracer === defaultTracer || !fiber.getRef(References.TracerEnabled)) {
      return run({ sink, attempts: 0, status: undefined, requestId: undefined })
    }
    const attributes: Record<string, unknown> = { "payrail.operation": endpoint.operation, "http.request.method": endpoint.method }
    if (idempotencyKey !== undefined) attributes["payrail.idempotency_key"] = idempotencyKey
    return Effect.useSpan(`payrail.${endpoint.operation}`, { attributes, kind: "client" }, (span) => {
      const state: CallState = { sink, attempts: 0, status: undefined, requestId: undefined }
      return run(state).pipe(
        Effect.withParentSpan(span, { captureStackTrace: false }),
        Effect.onExit(() =>
          Effect.sync(() => {
            span.attribute("payrail.attempts", state.attempts)
            if (state.status !== undefined) span.attribute("http.response.status_code", state.status)
            if (state.requestId !== undefined) span.attribute("payrail.request_id", state.requestId)
          })
        )
      )
    })
  })

// effect's own tracer (the one in place when the user installed none); read once, on first use
let defaultTracer: Tracer.Tracer | undefined

/**
 * Stops `effect` (the request in flight or the wait before a retry) when `signal` aborts, and fails
 * with `AbortedError` carrying `signal.reason`: an aborted call is a Payrail error like any other.
 */
const abortable = <A, E>(effect: Effect.Effect<A, E>, signal: AbortSignal, operation: string): Effect.Effect<A, E | AbortedError> =>
  Effect.raceFirst(
    effect,
    Effect.callback<never, AbortedError>((resume) => {
      const abort = () => resume(Effect.fail(new AbortedError({ cause: signal.reason, operation })))
      if (signal.aborted) return abort()
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: a signal dispatches `abort` once only, and the finalizer removes the listener either way
      signal.addEventListener("abort", abort, { once: true })
      return Effect.sync(() => signal.removeEventListener("abort", abort))
    })
  )
