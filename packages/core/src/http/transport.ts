/**
 * The transport: one logical API call → validated request, auth headers, attempts with
 * per-attempt timeout, retries with backoff, error mapping, tolerant response decoding.
 *
 * The idempotency key is made here, once per logical call and *outside* the attempt,
 * so every retry carries the same key (a key made inside a request mapper would be
 * regenerated on each retry).
 */
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as HttpClient from "effect/http/HttpClient"
import * as HttpClientRequest from "effect/http/HttpClientRequest"
import {
  ConnectionError,
  errorFromResponse,
  type PayrailApiError,
  ResponseValidationError,
  TimeoutError
} from "../errors"
import type { RequestOptions, ResolvedConfig } from "./config"
import { MAX_RETRIES_LIMIT } from "./config"
import { isRetryable, parseRetryAfter, retrySchedule, type RetryMode } from "./retry"
import { issuesOf } from "../schema/issues"
import { decoderFor } from "./validate"

/** One endpoint call, already validated: everything the transport needs to send it. */
export interface Endpoint<A> {
  /** `payments.create`: names the call in errors and spans. */
  readonly operation: string
  readonly method: "GET" | "POST" | "PATCH" | "DELETE"
  /** Path below the base URL, path parameters already encoded. */
  readonly path: string
  readonly query?: Readonly<Record<string, string | undefined>> | undefined
  readonly body?: unknown
  /** Sends `X-Idempotency-Key` (the caller's or one generated for this call). */
  readonly idempotent?: boolean | undefined
  readonly retry: RetryMode
  readonly headers?: Readonly<Record<string, string | undefined>> | undefined
  /** Decodes a success body (tolerant schema). */
  readonly response: Schema.Top & { readonly DecodingServices: never; readonly Type: A }
}

/** Sends one logical call. */
export type Send = <A>(endpoint: Endpoint<A>, options?: RequestOptions) => Effect.Effect<A, PayrailApiError>

// Failures that certainly happened before the request left this machine.
const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ERR_INVALID_URL", "UND_ERR_CONNECT_TIMEOUT"])
const causeCode = (cause: unknown): string | undefined => {
  for (let c: unknown = cause, depth = 0; c && depth < 4; depth++) {
    const code = (c as { code?: unknown }).code
    if (typeof code === "string") return code
    c = (c as { cause?: unknown }).cause
  }
  return undefined
}

const describeCause = (cause: unknown): string => {
  const code = causeCode(cause)
  const message = cause instanceof Error ? cause.message : String(cause)
  return code ? `${message} (${code})` : message
}

interface RawResponse {
  readonly status: number
  readonly text: string
  readonly requestId: string | undefined
  readonly retryAfter: string | undefined
}

const parseJson = (text: string): Result.Result<unknown, string> => {
  if (text.trim() === "") return Result.succeed(null)
  try {
    return Result.succeed(JSON.parse(text))
  } catch (e) {
    return Result.fail(e instanceof Error ? e.message : "invalid JSON")
  }
}

// Credentials are sent under these names; the HTTP client never prints them.
const CREDENTIAL_HEADERS = new Set(["public-api-key", "private-secret-key"])

/** Builds the `send` function over an `HttpClient`; made once per client, reused by every call. */
export const makeSend = (config: ResolvedConfig, http: HttpClient.HttpClient): Send => {
  const schedule = retrySchedule(config)

  return <A>(endpoint: Endpoint<A>, options: RequestOptions = {}) => {
    const idempotencyKey = endpoint.idempotent ? options.idempotencyKey ?? crypto.randomUUID() : undefined
    const timeoutMs = options.timeoutMs ?? config.timeoutMs
    const maxRetries = Math.min(options.maxRetries ?? config.maxRetries, MAX_RETRIES_LIMIT)

    const headers: Record<string, string> = { accept: "application/json" }
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (!CREDENTIAL_HEADERS.has(name.toLowerCase())) headers[name] = value
    }
    for (const [name, value] of Object.entries(endpoint.headers ?? {})) {
      if (value !== undefined) headers[name] = value
    }
    if (idempotencyKey !== undefined) headers["X-Idempotency-Key"] = idempotencyKey
    headers["public-api-key"] = config.publicApiKey

    let request = HttpClientRequest.make(endpoint.method)(config.baseUrl + endpoint.path).pipe(
      HttpClientRequest.setHeaders(headers)
    )
    for (const [name, value] of Object.entries(endpoint.query ?? {})) {
      if (value !== undefined) request = HttpClientRequest.setUrlParam(request, name, value)
    }
    if (endpoint.body !== undefined) request = HttpClientRequest.bodyJsonUnsafe(request, endpoint.body)

    // The secret is unwrapped at the last moment, per attempt, and only into the outgoing request.
    const attempt: Effect.Effect<RawResponse, PayrailApiError> = Effect.suspend(() =>
      http.execute(HttpClientRequest.setHeader(request, "private-secret-key", Redacted.value(config.privateSecretKey)))
    ).pipe(
      Effect.flatMap((response) =>
        Effect.map(response.text, (text): RawResponse => ({
          status: response.status,
          text,
          requestId: response.headers["x-request-id"],
          retryAfter: response.headers["retry-after"]
        }))
      ),
      Effect.mapError((error) => {
        const code = causeCode(error.cause)
        return new ConnectionError({
          message: `${endpoint.operation}: could not complete the request: ${describeCause(error.cause ?? error)}`,
          mayHaveReachedServer: !(error.reason._tag === "TransportError" && code !== undefined && NOT_SENT_CODES.has(code)),
          idempotencyKey,
          cause: error.cause
        })
      }),
      Effect.timeoutOrElse({
        duration: timeoutMs,
        orElse: () => Effect.fail(new TimeoutError({ timeoutMs, idempotencyKey }))
      }),
      Effect.flatMap((raw) => {
        if (raw.status < 400) return Effect.succeed(raw)
        const body = parseJson(raw.text)
        return Effect.fail(
          errorFromResponse({
            status: raw.status,
            body: Result.isSuccess(body) ? body.success : null,
            requestId: raw.requestId,
            idempotencyKey,
            retryAfterMs: parseRetryAfter(raw.retryAfter, Date.now())
          })
        )
      })
    )

    const decodeResponse = decoderFor(endpoint.response)
    const decode = (raw: RawResponse): Effect.Effect<A, ResponseValidationError> => {
      const parsed = parseJson(raw.text)
      // 202 Accepted and 204 No Content need carry no resource: a non-JSON body there is read as no body (null)
      const json = Result.isFailure(parsed) && (raw.status === 202 || raw.status === 204) ? Result.succeed(null) : parsed
      const fail = (issues: ResponseValidationError["issues"]) =>
        Effect.fail(new ResponseValidationError({ status: raw.status, issues, requestId: raw.requestId, idempotencyKey }))
      if (Result.isFailure(json)) return fail([{ path: "", message: `Body is not JSON: ${json.failure}` }])
      const decoded = decodeResponse(json.success, { errors: "all" })
      return Result.isSuccess(decoded) ? Effect.succeed(decoded.success as A) : fail(issuesOf(decoded.failure.issue))
    }

    // The retry machinery is only set up once an attempt has failed: the common path pays nothing for it.
    const withRetries = maxRetries === 0 ? attempt : Effect.catch(attempt, (first) => {
      if (!isRetryable(first, endpoint.retry)) return Effect.fail(first)
      let failed: PayrailApiError | undefined = first
      // Replays the first failure into the schedule (so its Retry-After and backoff apply), then re-attempts.
      const again = Effect.suspend(() => {
        const error = failed
        failed = undefined
        return error === undefined ? attempt : Effect.fail(error)
      })
      return Effect.retry(again, { schedule, times: maxRetries, while: (error) => isRetryable(error, endpoint.retry) })
    })

    const call = withRetries.pipe(
      Effect.flatMap(decode),
      Effect.provideService(HttpClient.TracerPropagationEnabled, false)
    )
    return options.signal ? abortable(call, options.signal) : call
  }
}

/** Interrupts `effect` (and any pending retry) when `signal` aborts. */
const abortable = <A, E>(effect: Effect.Effect<A, E>, signal: AbortSignal): Effect.Effect<A, E> =>
  Effect.raceFirst(
    effect,
    Effect.callback<never>((resume) => {
      if (signal.aborted) return resume(Effect.interrupt)
      const onAbort = () => resume(Effect.interrupt)
      signal.addEventListener("abort", onAbort, { once: true })
      return Effect.sync(() => signal.removeEventListener("abort", onAbort))
    })
  )
