/**
 * An `HttpTransport` over effect's `HttpClient`, for users who bring their own client
 * (`NodeHttpClient`, `FetchHttpClient`, an instrumented one). Used only by the
 * `@payrail/core/http-client` entry, so the default path never imports `effect/http`.
 *
 * The guarantees are the fetch transport's: redirects are not followed (fetch is told
 * `redirect: "manual"`), one timer covers the headers and the body, the body is read up to
 * `maxResponseBytes`, failures become `ConnectionError` / `TimeoutError`. The client's own
 * span per attempt is off unless `traceHttp` asks for it (the call already has a
 * `payrail.<operation>` span); the credential headers are added to `Headers.CurrentRedactedNames`.
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as FetchHttpClient from "effect/http/FetchHttpClient"
import * as Headers from "effect/http/Headers"
import * as HttpBody from "effect/http/HttpBody"
import * as HttpClient from "effect/http/HttpClient"
import type * as HttpClientError from "effect/http/HttpClientError"
import * as HttpClientRequest from "effect/http/HttpClientRequest"
import type * as HttpClientResponse from "effect/http/HttpClientResponse"
import * as Stream from "effect/Stream"
import { ConnectionError, TimeoutError } from "../errors"
import {
  causeCode,
  describeCause,
  type HttpTransport,
  NOT_SENT_CODES,
  tooLarge,
  type TransportError,
  type TransportRequest,
  type TransportResponse
} from "./http-transport"
import { sleep, type Timer } from "./timer"

/** Options of `layerHttpClient` (`@payrail/core/http-client`) beyond the client config. */
export interface HttpClientTransportOptions {
  /** Keep the HTTP client's own span per attempt (child of `payrail.<operation>`). Default false: one span per call. */
  readonly traceHttp?: boolean | undefined
}

/** Never printed by effect's HTTP client, its spans or its errors. */
export const CREDENTIAL_HEADER_NAMES = ["public-api-key", "private-secret-key"] as const

const never = () => true

// The HttpClientError carries the request (and so the credential headers): only its inner cause is kept.
const connectionError = (request: TransportRequest, error: HttpClientError.HttpClientError, received: boolean): ConnectionError => {
  const reason = error.reason
  const inner = (reason as { cause?: unknown }).cause
  const code = causeCode(inner)
  const notSent = !received && (reason._tag === "InvalidUrlError" || reason._tag === "EncodeError" || (code !== undefined && NOT_SENT_CODES.has(code)))
  return new ConnectionError({
    message: `${request.operation}: could not complete the request: ${inner === undefined ? reason._tag : describeCause(inner)}`,
    mayHaveReachedServer: !notSent,
    idempotencyKey: request.idempotencyKey,
    cause: inner instanceof TypeError && inner.cause === undefined ? undefined : inner
  })
}

// Reads the body as UTF-8 text; undefined once it passes `limit` bytes (the stream is dropped there).
const readText = (response: HttpClientResponse.HttpClientResponse, limit: number) => {
  const declared = response.headers["content-length"]
  // Stryker disable next-line ConditionalExpression: `Number(undefined)` is NaN, never over the limit, so without a Content-Length the test is false either way (the other operands are killed).
  if (declared !== undefined && Number(declared) > limit) return Effect.succeed(undefined)
  const decoder = new TextDecoder()
  let text = ""
  let total = 0
  return Effect.map(
    Stream.runForEachWhile(response.stream, (chunk) =>
      Effect.sync(() => {
        total += chunk.byteLength
        if (total > limit) return false
        text += decoder.decode(chunk, { stream: true })
        return true
      })),
    () => (total > limit ? undefined : text + decoder.decode())
  )
}

/** The transport over `client`; `timer` arms the per-attempt timeout. */
export const makeHttpClientTransport = (
  client: HttpClient.HttpClient,
  timer: Timer,
  options: HttpClientTransportOptions = {}
): HttpTransport => ({
  send: (request) => {
    const httpRequest = HttpClientRequest.make(request.method)(request.url, {
      headers: request.headers,
      body: request.body === undefined ? undefined : HttpBody.text(request.body, "application/json")
    })
    let received = false
    const exchange: Effect.Effect<TransportResponse, TransportError> = Effect.gen(function*() {
      const response = yield* client.execute(httpRequest)
      received = true
      const requestId = response.headers["x-request-id"]
      const text = yield* readText(response, request.maxResponseBytes)
      if (text === undefined) return yield* Effect.fail(tooLarge(request, response.status, requestId))
      const headers = response.headers
      return {
        status: response.status,
        text,
        requestId,
        retryAfter: headers["retry-after"],
        location: headers["location"],
        headers: () => ({ ...headers })
      }
    }).pipe(Effect.catchTag("HttpClientError", (error) => Effect.fail(connectionError(request, error, received))))

    const timedOut = Effect.andThen(
      sleep(timer, request.timeoutMs),
      Effect.fail(new TimeoutError({ timeoutMs: request.timeoutMs, idempotencyKey: request.idempotencyKey }))
    )
    // The loser is interrupted: a timed-out request is aborted, headers or body.
    const bounded = Effect.raceFirst(exchange, timedOut)

    return Effect.flatMap(Effect.context<never>(), (context) => {
      const init = Context.getOrUndefined(context, FetchHttpClient.RequestInit)
      const redacted = Context.get(context, Headers.CurrentRedactedNames)
      let effect = bounded.pipe(
        Effect.provideService(FetchHttpClient.RequestInit, { ...init, redirect: "manual" }),
        Effect.provideService(Headers.CurrentRedactedNames, [...redacted, ...CREDENTIAL_HEADER_NAMES])
      )
      if (options.traceHttp !== true) effect = Effect.provideService(effect, HttpClient.TracerDisabledWhen, never)
      return effect
    })
  }
})
