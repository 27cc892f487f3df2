/**
 * The request pipeline every way in shares (`fake.fetch`, `fake.listen()`, the CLI):
 *
 *   log → injected fault taken → credentials (401 / 403) → route (404) → JSON body →
 *   idempotency (replay / REQUEST_IN_PROCESS / IDEMPOTENCY_DUPLICATED) → fault delay →
 *   fault before commit (error or dropped connection) → handler (state move) →
 *   idempotency record → fault after commit → answer
 *
 * It returns either a web `Response` or "drop the connection"; each transport renders that
 * its own way (a rejected fetch, a destroyed socket). No Node built-ins here.
 */
import { MESSAGES, reject, Rejection } from "./errors"
import type { FaultAction, FaultTable } from "./faults"
import { canonicalJson, type IdempotencyStore, type StoredReply } from "./idempotency"
import { routes } from "./routes/index"
import { compile, matchPath, type FakeSettings, type Reply, type Route } from "./routes/route"
import type { Env } from "./state/env"
import { isoMicros, uuid } from "./time"

/** One request as the fake saw it (`fake.requests`). */
export interface RequestLogEntry {
  /** The `x-request-id` the fake answered with. */
  readonly requestId: string
  /** Fake-clock time the request arrived. */
  readonly at: string
  readonly method: string
  /** Path below `/v1` (e.g. `/payments`), or the control path (`/_fake/...`). */
  readonly path: string
  readonly query: string
  /** Request headers, lower-case; `private-secret-key` is redacted. */
  readonly headers: Readonly<Record<string, string>>
  readonly idempotencyKey: string | null
  /** The parsed JSON body (or the raw text when it was not JSON); undefined when empty. */
  readonly body: unknown
  /** The client method's name (`payments.create`), when the path matched a route. */
  operation: string | null
  /** HTTP status answered; null while in flight or when the connection was dropped. */
  status: number | null
  /** The error code answered (`INVALID_STATUS`, `REQUEST_IN_PROCESS`, ...), if any. */
  errorCode: string | null
  /** How it ended. */
  outcome: "in_flight" | "answered" | "replayed" | "fault" | "dropped"
}

export type Outcome = { readonly kind: "response"; readonly response: Response } | { readonly kind: "drop" }

export interface Pipeline {
  readonly env: Env
  readonly settings: FakeSettings
  readonly faults: FaultTable
  readonly idempotency: IdempotencyStore
  readonly requests: Array<RequestLogEntry>
  /** Control endpoints outside `/v1` (`/_fake/...`); undefined when not a control path. */
  readonly control?: (request: Request, path: string, body: unknown) => Promise<Reply | undefined>
}

const compiled = routes.map((route) => ({ route, segments: compile(route.pattern) }))

const findRoute = (method: string, path: string): { route: Route; params: Record<string, string> } | "wrong-method" | undefined => {
  let pathMatched = false
  for (const { route, segments } of compiled) {
    const params = matchPath(segments, path)
    if (params === undefined) continue
    if (route.method === method) return { route, params }
    pathMatched = true
  }
  return pathMatched ? "wrong-method" : undefined
}

/** The part of the path after the `/v1` segment; undefined when there is none. */
export const pathBelowV1 = (pathname: string): string | undefined => {
  const parts = pathname.split("/")
  const at = parts.indexOf("v1")
  if (at === -1) return undefined
  return "/" + parts.slice(at + 1).filter(Boolean).join("/")
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const redactHeaders = (headers: Headers): Record<string, string> => {
  const out: Record<string, string> = {}
  headers.forEach((value, name) => {
    out[name] = name === "private-secret-key" ? "[redacted]" : value
  })
  return out
}

const respond = (status: number, body: unknown, requestId: string, extra: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "x-request-id": requestId, ...extra }
  })

const faultReply = (fault: FaultAction): Reply => ({
  status: fault.status!,
  body: { code: fault.code, messages: [`Injected fault: ${fault.code}`] }
})

const parseBody = (text: string): { ok: true; value: unknown } | { ok: false } => {
  if (text.trim() === "") return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

/** Runs one request through the fake. */
export const handle = async (pipeline: Pipeline, request: Request): Promise<Outcome> => {
  const url = new URL(request.url)
  const method = request.method.toUpperCase()
  const requestId = `req_${uuid()}`
  const below = pathBelowV1(url.pathname)
  const path = below ?? url.pathname
  const text = method === "GET" || method === "HEAD" ? "" : await request.text()
  const parsed = parseBody(text)
  const idempotencyKey = request.headers.get("x-idempotency-key")

  const entry: RequestLogEntry = {
    requestId,
    at: isoMicros(pipeline.env.clock.now()),
    method,
    path,
    query: url.search,
    headers: redactHeaders(request.headers),
    idempotencyKey,
    body: parsed.ok ? parsed.value : text,
    operation: null,
    status: null,
    errorCode: null,
    outcome: "in_flight"
  }
  const answer = (reply: Reply, outcome: RequestLogEntry["outcome"] = "answered", extra?: Record<string, string>): Outcome => {
    entry.status = reply.status
    entry.outcome = outcome
    const code = (reply.body as { code?: unknown } | null)?.code
    entry.errorCode = reply.status >= 400 && typeof code === "string" ? code : null
    return { kind: "response", response: respond(reply.status, reply.body, requestId, extra) }
  }
  const drop = (): Outcome => {
    entry.outcome = "dropped"
    return { kind: "drop" }
  }

  if (below === undefined) {
    // Control endpoints (`/_fake/...`) are not logged: they are the test talking to the fake.
    const reply = pipeline.control && parsed.ok ? await pipeline.control(request, url.pathname, parsed.value) : undefined
    return reply
      ? { kind: "response", response: respond(reply.status, reply.body, requestId) }
      : { kind: "response", response: respond(404, { code: "NOT_FOUND", messages: [`No such path: ${url.pathname} (the API is below /v1)`] }, requestId) }
  }

  pipeline.requests.push(entry)
  const fault = pipeline.faults.take(method, path)
  const faultHeaders: Record<string, string> = fault?.retryAfterSeconds !== undefined ? { "retry-after": String(fault.retryAfterSeconds) } : {}

  // Everything the handler needs, or the early answer.
  const prepare = (): { reply: Reply; replayed?: boolean } | { route: Route; params: Record<string, string>; merchant: string; reserved: boolean } => {
    const publicKey = request.headers.get("public-api-key")
    const secret = request.headers.get("private-secret-key")
    const merchant = publicKey === null ? undefined : pipeline.env.store.merchants.get(publicKey)
    if (merchant === undefined || secret === null || merchant.privateSecretKey !== secret) {
      return { reply: { status: 401, body: { code: "INVALID_CREDENTIALS", messages: [MESSAGES.INVALID_CREDENTIALS] } } }
    }
    if (!merchant.authorized) {
      return { reply: { status: 403, body: { code: "AUTHORIZATION_REQUIRED", messages: [MESSAGES.AUTHORIZATION_REQUIRED] } } }
    }
    const found = findRoute(method, path)
    if (found === undefined) return { reply: { status: 404, body: { code: "NOT_FOUND", messages: [`No such endpoint: ${method} ${path}`] } } }
    if (found === "wrong-method") {
      return { reply: { status: 405, body: { code: "METHOD_NOT_ALLOWED", messages: [`${method} is not allowed on ${path}`] } } }
    }
    entry.operation = found.route.name
    if (!parsed.ok) {
      const r = found.route.invalidBody?.("Request body is not valid JSON") ?? reject(400, "INVALID_REQUEST", "Request body is not valid JSON")
      return { reply: { status: r.status, body: r.body } }
    }
    if (!found.route.idempotent) return { ...found, merchant: merchant.publicApiKey, reserved: false }
    if (idempotencyKey === null || idempotencyKey.trim() === "") {
      // spec: X-Idempotency-Key is sent on this request
      const r = found.route.invalidBody?.("X-Idempotency-Key: header is required") ?? reject(400, "INVALID_REQUEST", "X-Idempotency-Key: header is required")
      return { reply: { status: r.status, body: r.body } }
    }
    const begun = pipeline.idempotency.begin(merchant.publicApiKey, idempotencyKey, `${method} ${path} ${canonicalJson(parsed.value ?? null)}`)
    switch (begun.kind) {
      case "replay":
        return { reply: begun.reply, replayed: true }
      case "in_flight":
        return { reply: { status: 400, body: { code: "REQUEST_IN_PROCESS", messages: ["A request with this idempotency key is still being processed"] } } }
      case "conflict":
        return {
          reply: { status: 400, body: { code: "IDEMPOTENCY_DUPLICATED", messages: ["This idempotency key was already used with a different request"] } }
        }
      case "new":
        return { ...found, merchant: merchant.publicApiKey, reserved: true }
    }
  }

  const prepared = prepare()
  const release = () => {
    if ("route" in prepared && prepared.reserved) pipeline.idempotency.release(prepared.merchant, idempotencyKey!)
  }

  if (fault !== undefined && fault.delayMs > 0) await sleep(fault.delayMs)
  if (fault !== undefined && !fault.afterCommit) {
    // Answered before processing: nothing ran, so the key is free for the retry.
    if (fault.drop) {
      release()
      return drop()
    }
    if (fault.status !== undefined) {
      release()
      return answer(faultReply(fault), "fault", faultHeaders)
    }
  }

  let reply: Reply
  let replayed = false
  if ("reply" in prepared) {
    reply = prepared.reply
    replayed = prepared.replayed === true
  } else {
    try {
      reply = await prepared.route.handle({
        env: pipeline.env,
        settings: pipeline.settings,
        merchant: prepared.merchant,
        params: prepared.params,
        query: url.searchParams,
        headers: request.headers,
        body: parsed.ok ? parsed.value : undefined
      })
      if (prepared.reserved) pipeline.idempotency.complete(prepared.merchant, idempotencyKey!, reply satisfies StoredReply)
    } catch (error) {
      if (error instanceof Rejection) {
        reply = { status: error.status, body: error.body }
        if (prepared.reserved) {
          if (error.recorded) pipeline.idempotency.complete(prepared.merchant, idempotencyKey!, reply)
          else release()
        }
      } else {
        release()
        reply = { status: 500, body: { code: "INTERNAL_ERROR", messages: [`The fake failed: ${error instanceof Error ? error.message : String(error)}`] } }
      }
    }
  }

  if (fault?.afterCommit) {
    // The change is applied and recorded; only the answer is lost.
    return fault.status !== undefined ? answer(faultReply(fault), "fault", faultHeaders) : drop()
  }
  return answer(reply, replayed ? "replayed" : "answered", replayed ? { "idempotent-replayed": "true" } : {})
}
