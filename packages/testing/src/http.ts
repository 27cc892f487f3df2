/**
 * The request pipeline every way in shares (`fake.fetch`, `fake.listen()`, the CLI):
 *
 *   log → injected fault taken → credentials (401 / 403) → route (404) → body (413 over
 *   MAX_BODY_BYTES; read only now, so a request without credentials is never read) → JSON →
 *   idempotency (replay / REQUEST_IN_PROCESS / IDEMPOTENCY_DUPLICATED) → fault delay →
 *   fault before commit (error or dropped connection) → handler (state move) →
 *   idempotency record → fault after commit → answer
 *
 * It reads a `FakeRequest` (method, URL, headers, body text: what each transport has at
 * hand, without building a web `Request`) and returns either an answer (status, headers,
 * JSON text) or "drop the connection"; each transport renders that its own way (a `Response`
 * or a rejected fetch, bytes on a socket or a destroyed socket). No Node built-ins here.
 *
 * Control endpoints (`/_fake/...`): credentials (the fake's private key) → body (413) → control.
 */
import type { RequestLogEntry } from "./request-log-entry"
import type { FakeRequest } from "./fake-request"
import { BodyTooLarge, parseBody, readBody, tooLarge } from "./body"
import { MESSAGES, Rejection } from "./errors"
import type { FaultAction, FaultTable } from "./faults"
import { canonicalJson, type IdempotencyStore, type StoredReply } from "./idempotency"
import { JsonText } from "./json-text"
import { isOpenApiPath, openApiFor } from "./openapi"
import { DEFAULT_REQUEST_LOG_BODY_LENGTH, keepBody } from "./request-log-body"
import type { FakeSettings, Reply } from "./routes/route"
import { dispatch, findHandler, type Found, invalidFor } from "./routes/router"
import type { Env } from "./state/env"
import { isoMicros, uuid } from "./time"

export type { RequestLogEntry } from "./request-log-entry"


/** A web `Request` as the pipeline reads it. */
export const fromWebRequest = (request: Request): FakeRequest => ({
  method: request.method.toUpperCase(),
  url: new URL(request.url),
  headers: request.headers,
  text: () => request.text()
})

/** What to answer: status, headers (lower-case names) and the JSON text of the body. */
export interface Answer {
  readonly kind: "response"
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

export type Outcome = Answer | { readonly kind: "drop" }

/** The answer as a web `Response` (what `fake.fetch` resolves with). */
// A 204 carries no body (the Response constructor refuses one, even empty).
export const toResponse = (answer: Answer): Response =>
  new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers: answer.headers })

/**
 * `fake.requests`: the last `limit` API requests, oldest first, in one array that stays the
 * same object for the fake's lifetime; `total` counts every request, kept or not.
 */
export interface RequestLog {
  readonly entries: Array<RequestLogEntry>
  readonly limit: number
  /** Characters of body text kept per entry. */
  readonly maxBodyLength: number
  readonly total: number
  add(entry: RequestLogEntry): void
  clear(): void
}

/** Default `requestLog.limit` of `createFakePayrail`. */
export const DEFAULT_REQUEST_LOG_LIMIT = 10_000

export const makeRequestLog = (limit: number = DEFAULT_REQUEST_LOG_LIMIT, maxBodyLength: number = DEFAULT_REQUEST_LOG_BODY_LENGTH): RequestLog => {
  if (!(limit === Infinity || (Number.isInteger(limit) && limit >= 0))) {
    throw new RangeError(`requestLog.limit must be an integer >= 0 or Infinity, got ${limit}`)
  }
  if (!(Number.isInteger(maxBodyLength) && maxBodyLength >= 0)) {
    throw new RangeError(`requestLog.maxBodyLength must be an integer >= 0, got ${maxBodyLength}`)
  }
  const entries: Array<RequestLogEntry> = []
  let total = 0
  return {
    entries,
    limit,
    maxBodyLength,
    get total() {
      return total
    },
    add(entry) {
      total++
      if (limit === 0) return
      entries.push(entry)
      // One over the limit at a time (V8 shifts a regular-size array by moving its start, not by copying it).
      while (entries.length > limit) entries.shift()
    },
    clear() {
      entries.length = 0
      total = 0
    }
  }
}

export interface Pipeline {
  readonly env: Env
  readonly settings: FakeSettings
  readonly faults: FaultTable
  readonly idempotency: IdempotencyStore
  readonly requests: RequestLog
  /** Called after every request is answered (the dashboard's live view, src/dashboard/changes.ts). */
  readonly onAnswered?: () => void
  /** Control endpoints outside `/v1` (`/_fake/...`); absent when switched off. */
  readonly control?: {
    /** A 401 reply unless the headers carry the control credentials; checked before the body is read. */
    authorize(headers: Headers): Reply | undefined
    /** The control endpoint's reply; undefined when not a control path. */
    handle(method: string, path: string, body: unknown): Promise<Reply | undefined>
  }
}

/** The part of the path after the `/v1` segment; undefined when there is none. */
export const pathBelowV1 = (pathname: string): string | undefined => {
  // The usual shape (`/v1/payments/…`, no empty segment) is already its own answer.
  if (pathname.startsWith("/v1/")) {
    const rest = pathname.slice(3)
    if (!rest.includes("//") && (rest === "/" || !rest.endsWith("/"))) return rest
  }
  const parts = pathname.split("/")
  const at = parts.indexOf("v1")
  if (at === -1) return undefined
  return "/" + parts.slice(at + 1).filter(Boolean).join("/")
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const redactHeaders = (headers: Headers): Record<string, string> => {
  const out: Record<string, string> = {}
  headers.forEach((value, name) => {
    out[name] = name === "private-secret-key" ? "[REDACTED]" : value
  })
  return out
}

/** The JSON text of a body (empty for `undefined`); a `JsonText` is already written. */
const serialize = (body: unknown): string => (body instanceof JsonText ? body.text : JSON.stringify(body) ?? "")

/** The `code` of an error body, for the log. */
const errorCodeOf = (status: number, body: unknown): string | null => {
  const code = (body as { code?: unknown } | null | undefined)?.code
  return status >= 400 && typeof code === "string" ? code : null
}

const respond = (status: number, text: string, requestId: string, extra: Record<string, string> = {}): Answer => ({
  kind: "response",
  status,
  headers: { "content-type": "application/json", "x-request-id": requestId, ...extra },
  body: text
})

/** A kept answer, as it was first given. */
const replayOf = (stored: StoredReply): { status: number; text: string; errorCode: string | null } => {
  if ("snapshot" in stored) {
    const body = stored.snapshot.render()
    return { status: stored.status, text: serialize(body), errorCode: errorCodeOf(stored.status, body) }
  }
  let errorCode: string | null = null
  if (stored.status >= 400) {
    try {
      errorCode = errorCodeOf(stored.status, JSON.parse(stored.text))
    } catch {
      // not JSON: no code
    }
  }
  return { status: stored.status, text: stored.text, errorCode }
}

/** spec "Errors": onboarding errors carry `http_code`, the pipeline's own (401, 403, 404, 413, ...) included. */
const withHttpCode = (path: string, reply: Reply): Reply => {
  const body = reply.body as Record<string, unknown> | null
  if (!path.startsWith("/banking/") || typeof body !== "object" || body === null || "http_code" in body) return reply
  return { ...reply, body: { ...body, http_code: reply.status } }
}

const faultReply = (fault: FaultAction): Reply => ({
  status: fault.status!,
  body: { code: fault.code, messages: [`Injected fault: ${fault.code}`] }
})

/**
 * Runs one request through the fake. `onWait` is called before the pipeline waits on time rather
 * than on its own work (a delay fault, a control endpoint): `fake.fetch` listens for an abort from then on.
 */
export const handle = (pipeline: Pipeline, request: FakeRequest, onWait?: () => void): Promise<Outcome> => {
  const answered = handleRequest(pipeline, request, onWait)
  // Told once it settles, without another async frame around every request.
  if (pipeline.onAnswered !== undefined) answered.then(pipeline.onAnswered, pipeline.onAnswered)
  return answered
}

const handleRequest = async (pipeline: Pipeline, request: FakeRequest, onWait?: () => void): Promise<Outcome> => {
  const url = request.url
  const method = request.method
  const requestId = `req_${uuid()}`
  const below = pathBelowV1(url.pathname)
  const path = below ?? url.pathname
  const idempotencyKey = request.headers.get("x-idempotency-key")

  if (below === undefined) {
    onWait?.()
    return handleControl(pipeline, request, requestId)
  }

  const entry: RequestLogEntry = {
    requestId,
    at: isoMicros(pipeline.env.clock.now()),
    method,
    path,
    query: url.search,
    headers: redactHeaders(request.headers),
    idempotencyKey,
    body: undefined,
    operation: null,
    status: null,
    errorCode: null,
    outcome: "in_flight",
    durationMs: null
  }
  const started = performance.now()
  const took = () => Math.round((performance.now() - started) * 100) / 100
  const send = (
    status: number,
    text: string,
    errorCode: string | null,
    outcome: RequestLogEntry["outcome"] = "answered",
    extra?: Record<string, string>
  ): Outcome => {
    entry.status = status
    entry.outcome = outcome
    entry.errorCode = errorCode
    entry.durationMs = took()
    return respond(status, text, requestId, extra)
  }
  const answer = (reply: Reply, outcome: RequestLogEntry["outcome"] = "answered", extra?: Record<string, string>): Outcome =>
    send(reply.status, serialize(reply.body), errorCodeOf(reply.status, reply.body), outcome, extra)
  const drop = (): Outcome => {
    entry.outcome = "dropped"
    entry.durationMs = took()
    return { kind: "drop" }
  }

  pipeline.requests.add(entry)
  const fault = pipeline.faults.take(method, path)
  const faultHeaders: Record<string, string> = fault?.retryAfterSeconds !== undefined ? { "retry-after": String(fault.retryAfterSeconds) } : {}

  // Everything the handler needs, or the early answer.
  const prepare = async (): Promise<
    | { reply: Reply; headers?: Record<string, string> }
    | { replay: StoredReply }
    | (Found & { merchant: string; reserved: boolean; body: unknown })
  > => {
    const publicKey = request.headers.get("public-api-key")
    const secret = request.headers.get("private-secret-key")
    const merchant = publicKey === null ? undefined : pipeline.env.store.merchants.get(publicKey)
    if (merchant === undefined || secret === null || merchant.privateSecretKey !== secret) {
      return { reply: { status: 401, body: { code: "INVALID_CREDENTIALS", messages: [MESSAGES.INVALID_CREDENTIALS] } } }
    }
    if (!merchant.authorized) {
      return { reply: { status: 403, body: { code: "AUTHORIZATION_REQUIRED", messages: [MESSAGES.AUTHORIZATION_REQUIRED] } } }
    }
    const found = findHandler(method, path)
    if (found === undefined) return { reply: { status: 404, body: { code: "NOT_FOUND", messages: [`No such endpoint: ${method} ${path}`] } } }
    if ("allowed" in found) {
      // RFC 9110 §15.5.6: a 405 lists the methods the path takes
      return {
        reply: { status: 405, body: { code: "METHOD_NOT_ALLOWED", messages: [`${method} is not allowed on ${path}`] } },
        headers: { allow: found.allowed.join(", ") }
      }
    }
    entry.operation = found.handler.endpoint.operation
    // Read only now: a request without valid credentials, or to no route, is never read.
    const text = method === "GET" || method === "HEAD" ? "" : await readBody(request)
    if (text instanceof BodyTooLarge) return { reply: tooLarge(text) }
    const parsed = parseBody(text)
    keepBody(entry, text, parsed, pipeline.requests.maxBodyLength)
    if (!parsed.ok) {
      const r = invalidFor(found.handler, ["Request body is not valid JSON"])
      return { reply: { status: r.status, body: r.body } }
    }
    if (!found.handler.endpoint.idempotent) return { handler: found.handler, params: found.params, merchant: merchant.publicApiKey, reserved: false, body: parsed.value }
    if (idempotencyKey === null || idempotencyKey.trim() === "") {
      // Without a key, an endpoint whose key is optional runs as a plain request (nothing kept for replays).
      if (found.handler.endpoint.idempotencyKeyRequired === false) {
        return { handler: found.handler, params: found.params, merchant: merchant.publicApiKey, reserved: false, body: parsed.value }
      }
      // spec: X-Idempotency-Key is sent on this request
      const r = invalidFor(found.handler, ["X-Idempotency-Key: header is required"])
      return { reply: { status: r.status, body: r.body } }
    }
    // A delay fault holds this request: a retry meanwhile is told how long it still has to wait.
    const busyUntil = fault !== undefined && fault.delayMs > 0 ? Date.now() + fault.delayMs : undefined
    const begun = pipeline.idempotency.begin(merchant.publicApiKey, idempotencyKey, `${method} ${path} ${canonicalJson(parsed.value ?? null)}`, busyUntil)
    switch (begun.kind) {
      case "replay":
        return { replay: begun.reply }
      case "in_flight":
        return {
          reply: { status: 400, body: { code: "REQUEST_IN_PROCESS", messages: ["A request with this idempotency key is still being processed"] } },
          // Retry-After in whole seconds (RFC 9110 delay-seconds), rounded up so the retry lands after the first request ends
          ...(begun.remainingMs !== undefined ? { headers: { "retry-after": String(Math.ceil(begun.remainingMs / 1000)) } } : {})
        }
      case "conflict":
        return {
          reply: { status: 400, body: { code: "IDEMPOTENCY_DUPLICATED", messages: ["This idempotency key was already used with a different request"] } }
        }
      case "new":
        return { handler: found.handler, params: found.params, merchant: merchant.publicApiKey, reserved: true, body: parsed.value }
    }
  }

  const prepared = await prepare()
  const release = () => {
    if ("handler" in prepared && prepared.reserved) pipeline.idempotency.release(prepared.merchant, idempotencyKey!)
  }

  if (fault !== undefined && fault.delayMs > 0) {
    onWait?.()
    await sleep(fault.delayMs)
  }
  if (fault !== undefined && !fault.afterCommit) {
    // Answered before processing: nothing ran, so the key is free for the retry.
    if (fault.drop) {
      release()
      return drop()
    }
    if (fault.status !== undefined) {
      release()
      return answer(withHttpCode(path, faultReply(fault)), "fault", faultHeaders)
    }
  }

  let status: number
  let answerText: string
  let errorCode: string | null
  let replayed = false
  if ("replay" in prepared) {
    ;({ status, text: answerText, errorCode } = replayOf(prepared.replay))
    replayed = true
  } else {
    let reply: Reply
    /** The merchant to record the answer under, when it is to be recorded. */
    let recordFor: string | undefined
    if ("reply" in prepared) {
      reply = withHttpCode(path, prepared.reply)
    } else {
      try {
        reply = await dispatch(prepared, {
          env: pipeline.env,
          settings: pipeline.settings,
          merchant: prepared.merchant,
          query: url.searchParams,
          headers: request.headers,
          body: prepared.body
        })
        if (prepared.reserved) recordFor = prepared.merchant
      } catch (error) {
        if (error instanceof Rejection) {
          reply = { status: error.status, body: error.body }
          if (!error.recorded) release()
          else if (prepared.reserved) recordFor = prepared.merchant
        } else {
          release()
          reply = { status: 500, body: { code: "INTERNAL_ERROR", messages: [`The fake failed: ${error instanceof Error ? error.message : String(error)}`] } }
        }
      }
    }
    status = reply.status
    answerText = serialize(reply.body)
    errorCode = errorCodeOf(status, reply.body)
    if (recordFor !== undefined) {
      // Recorded under the key: the snapshot when the route gave one, else the JSON text (never both, never the body object).
      pipeline.idempotency.complete(recordFor, idempotencyKey!, reply.snapshot !== undefined ? { status, snapshot: reply.snapshot } : { status, text: answerText })
    }
  }

  if (fault?.afterCommit) {
    // The change is applied and recorded; only the answer is lost.
    return fault.status !== undefined ? answer(withHttpCode(path, faultReply(fault)), "fault", faultHeaders) : drop()
  }
  return send(status, answerText, errorCode, replayed ? "replayed" : "answered", replayed ? { "idempotent-replayed": "true" } : "headers" in prepared ? prepared.headers : {})
}

/**
 * A request outside `/v1`: a control endpoint (`/_fake/...`) or 404. Not logged (the test talking
 * to the fake). Credentials come first, then the (capped) body.
 */
const handleControl = async (pipeline: Pipeline, request: FakeRequest, requestId: string): Promise<Answer> => {
  const pathname = request.url.pathname
  if (isOpenApiPath(request.method, pathname)) {
    // The document is public (no credentials), served with the Host the client used (the listener's URL has no port in it).
    const host = request.headers.get("host")
    return respond(200, openApiFor(host ? `${request.url.protocol}//${host}` : request.url.origin), requestId)
  }
  const reply = async (): Promise<Reply | undefined> => {
    // Other paths outside /v1 (a browser's /favicon.ico) are plain 404s, no credentials asked.
    if (pipeline.control === undefined || !pathname.includes("/_fake")) return undefined
    const refused = pipeline.control.authorize(request.headers)
    if (refused !== undefined) return refused
    const text = request.method === "GET" || request.method === "HEAD" ? "" : await readBody(request)
    if (text instanceof BodyTooLarge) return tooLarge(text)
    const parsed = parseBody(text)
    if (!parsed.ok) return { status: 400, body: { code: "INVALID_REQUEST", messages: ["Request body is not valid JSON"] } }
    return pipeline.control.handle(request.method, pathname, parsed.value)
  }
  const answered = (await reply()) ?? { status: 404, body: { code: "NOT_FOUND", messages: [`No such path: ${pathname} (the API is below /v1)`] } }
  let text: string
  try {
    text = serialize(answered.body)
  } catch (error) {
    // e.g. GET /_fake/requests holding a body nested too deep for JSON.stringify
    return respond(500, serialize({ code: "INTERNAL_ERROR", messages: [`The fake could not serialize the answer: ${String(error)}`] }), requestId)
  }
  return respond(answered.status, text, requestId)
}
