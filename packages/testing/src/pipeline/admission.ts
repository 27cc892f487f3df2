/**
 * The steps of the pipeline before a request reaches its handler, in order: credentials
 * (401 / 403) → route (404 / 405) → body (413; read only now, so a request without
 * credentials, or to no route, is never read) → JSON → idempotency (replay /
 * REQUEST_IN_PROCESS / IDEMPOTENCY_DUPLICATED). Each step either lets the request on or gives
 * the early answer.
 */
import { MESSAGES } from "../foundation/errors"
import { andThen, type Maybe } from "../foundation/maybe"
import type { MerchantRecord } from "../foundation/store"
import type { Reply } from "../routes/route"
import { findHandler, type Found, invalidFor } from "../routes/router"
import { BodyTooLarge, parseBody, readBody, tooLarge } from "./body"
import type { RequestHeaders } from "../foundation/request-headers"
import type { FakeRequest } from "./fake-request"
import type { FaultAction } from "./faults"
import type { StoredReply } from "./idempotency"
import { redactCardData } from "../foundation/card-data"
import { fingerprintHash } from "./fingerprint-hash"
import { moreConcreteMethods } from "./route-precedence"
import type { Pipeline } from "./context"
import { keepBody } from "./request-log-body"
import type { RequestLogEntry } from "./request-log-entry"

/** An answer given before the handler, with the headers it adds. */
export interface EarlyReply {
  readonly reply: Reply
  readonly headers?: Record<string, string>
}

/** A request let through to its handler; `reserved` when its idempotency key now waits for its answer. */
export type Admitted = Found & { readonly merchant: string; readonly reserved: boolean; readonly body: unknown }

/** What the steps before the handler decided: an early answer, the kept answer to replay, or the handler to run. */
export type Admission = EarlyReply | { readonly replay: StoredReply } | Admitted

/** The merchant whose key pair the request carries, or the 401 / 403. */
const authenticate = (pipeline: Pipeline, headers: RequestHeaders): MerchantRecord | EarlyReply => {
  const publicKey = headers.get("public-api-key")
  const secret = headers.get("private-secret-key")
  const merchant = publicKey === null ? undefined : pipeline.env.store.merchants.get(publicKey)
  if (merchant === undefined || secret === null || merchant.privateSecretKey !== secret) {
    return { reply: { status: 401, body: { code: "INVALID_CREDENTIALS", messages: [MESSAGES.INVALID_CREDENTIALS] } } }
  }
  if (!merchant.authorized) {
    return { reply: { status: 403, body: { code: "AUTHORIZATION_REQUIRED", messages: [MESSAGES.AUTHORIZATION_REQUIRED] } } }
  }
  return merchant
}

/** The route's handler, or the 404 / 405. */
const route = (method: string, path: string): Found | EarlyReply => {
  const found = findHandler(method, path)
  if (found === undefined) return { reply: { status: 404, body: { code: "NOT_FOUND", messages: [`No such endpoint: ${method} ${path}`] } } }
  // A concrete path declared for other methods wins over a templated neighbour (route-precedence.ts).
  const allowed = "allowed" in found ? found.allowed : moreConcreteMethods(found.handler.endpoint, path)
  if (allowed.length > 0) {
    // RFC 9110 §15.5.6: a 405 lists the methods the path takes
    return {
      reply: { status: 405, body: { code: "METHOD_NOT_ALLOWED", messages: [`${method} is not allowed on ${path}`] } },
      headers: { allow: allowed.join(", ") }
    }
  }
  return found as Found
}

type Json = { readonly value: unknown } | EarlyReply

/** The body as JSON (kept in the log entry), or the 413 / invalid-JSON answer; a GET or HEAD reads none, without waiting. */
const readJson = (pipeline: Pipeline, request: FakeRequest, found: Found, entry: RequestLogEntry): Maybe<Json> => {
  if (request.method === "GET" || request.method === "HEAD") return jsonOf(pipeline, "", found, entry)
  return readBody(request).then((text) => (text instanceof BodyTooLarge ? { reply: tooLarge(text) } : jsonOf(pipeline, text, found, entry)))
}

const jsonOf = (pipeline: Pipeline, text: string, found: Found, entry: RequestLogEntry): Json => {
  const parsed = parseBody(text)
  keepBody(entry, text, parsed, pipeline.requests.maxBodyLength)
  // counted as the text it came from (a parsed body is at most `maxBodyLength` of it; a cut one is that prefix)
  pipeline.requests.bodyKept(entry, typeof entry.body === "string" ? entry.body : text)
  if (!parsed.ok) {
    const r = invalidFor(found.handler, ["Request body is not valid JSON"])
    return { reply: { status: r.status, body: r.body } }
  }
  return { value: parsed.value }
}

/** The idempotency check of a request to an idempotent endpoint. */
const beginIdempotent = (
  pipeline: Pipeline,
  request: FakeRequest,
  path: string,
  admitted: Admitted,
  idempotencyKey: string | null,
  fault: FaultAction | undefined
): Admission => {
  if (idempotencyKey === null || idempotencyKey.trim() === "") {
    // Without a key, an endpoint whose key is optional runs as a plain request (nothing kept for replays).
    if (admitted.handler.endpoint.idempotencyKeyRequired === false) return admitted
    // spec: X-Idempotency-Key is sent on this request
    const r = invalidFor(admitted.handler, ["X-Idempotency-Key: header is required"])
    return { reply: { status: r.status, body: r.body } }
  }
  // A delay fault holds this request: a retry meanwhile is told how long it still has to wait.
  const busyUntil = fault !== undefined && fault.delayMs > 0 ? Date.now() + fault.delayMs : undefined
  // Over the redacted body: a saved state's fingerprint must not be a card oracle (docs/fake.md#idempotency).
  const fingerprint = fingerprintHash(request.method, path, redactCardData(admitted.body ?? null))
  const begun = pipeline.idempotency.begin(admitted.merchant, idempotencyKey, fingerprint, busyUntil)
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
      // A literal, not `{ ...admitted, reserved }`: keys after a spread are slow on V8 (see state/payment-rendering.ts).
      return { handler: admitted.handler, params: admitted.params, merchant: admitted.merchant, reserved: true, body: admitted.body }
  }
}

/**
 * Runs the steps before the handler; the log entry gets the operation and the body on the way.
 * Without a promise unless the body has to be read (pipeline/http.ts).
 */
export const admit = (
  pipeline: Pipeline,
  request: FakeRequest,
  path: string,
  entry: RequestLogEntry,
  idempotencyKey: string | null,
  fault: FaultAction | undefined
): Maybe<Admission> => {
  const merchant = authenticate(pipeline, request.headers)
  if ("reply" in merchant) return merchant
  const found = route(request.method, path)
  if ("reply" in found) return found
  entry.operation = found.handler.endpoint.operation
  const admitWith = (body: Json): Admission => {
    if ("reply" in body) return body
    const admitted: Admitted = { handler: found.handler, params: found.params, merchant: merchant.publicApiKey, reserved: false, body: body.value }
    if (!found.handler.endpoint.idempotent) return admitted
    return beginIdempotent(pipeline, request, path, admitted, idempotencyKey, fault)
  }
  return andThen(readJson(pipeline, request, found, entry), admitWith)
}
