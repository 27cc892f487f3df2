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
 *
 * The steps: admission.ts (credentials to idempotency), this module (faults, the handler, the
 * idempotency record), answer.ts (what is sent back), control-requests.ts (outside `/v1`),
 * request-log.ts (what the log keeps).
 */
import { Rejection } from "../foundation/errors"
import { isoMicros, uuid } from "../foundation/time"
import type { Reply } from "../routes/route"
import { dispatch } from "../routes/router"
import { type Admitted, admit, type EarlyReply } from "./admission"
import { type AnswerText, answerTextOf, faultReply, type Outcome, replayOf, respond, withHttpCode } from "./answer"
import { handleOutsideV1 } from "./control-requests"
import type { FakeRequest } from "./fake-request"
import type { FaultAction } from "./faults"
import type { Pipeline } from "./context"
import { arrivedEntry } from "./request-log"
import type { RequestLogEntry } from "./request-log-entry"

/** A web `Request` as the pipeline reads it. */
export const fromWebRequest = (request: Request): FakeRequest => ({
  method: request.method.toUpperCase(),
  url: new URL(request.url),
  headers: request.headers,
  text: () => request.text()
})

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

/** The error an injected fault answers with, and its `retry-after`. */
const faultAnswer = (path: string, fault: FaultAction) => ({
  text: answerTextOf(withHttpCode(path, faultReply(fault))),
  headers: fault.retryAfterSeconds !== undefined ? { "retry-after": String(fault.retryAfterSeconds) } : {}
})

/**
 * Runs the handler of an admitted request (or takes the early answer), and records the answer
 * under the idempotency key when the request reserved it. A refusal that never started
 * executing, or a failure of the fake itself, frees the key instead.
 */
const execute = async (
  pipeline: Pipeline,
  request: FakeRequest,
  path: string,
  admission: EarlyReply | Admitted,
  idempotencyKey: string | null,
  release: () => void
): Promise<AnswerText> => {
  if ("reply" in admission) return answerTextOf(withHttpCode(path, admission.reply))
  let reply: Reply
  /** The merchant to record the answer under, when it is to be recorded. */
  let recordFor: string | undefined
  try {
    reply = await dispatch(admission, {
      env: pipeline.env,
      settings: pipeline.settings,
      merchant: admission.merchant,
      query: request.url.searchParams,
      headers: request.headers,
      body: admission.body
    })
    if (admission.reserved) recordFor = admission.merchant
  } catch (error) {
    if (error instanceof Rejection) {
      reply = { status: error.status, body: error.body }
      if (!error.recorded) release()
      else if (admission.reserved) recordFor = admission.merchant
    } else {
      release()
      reply = { status: 500, body: { code: "INTERNAL_ERROR", messages: [`The fake failed: ${error instanceof Error ? error.message : String(error)}`] } }
    }
  }
  const answer = answerTextOf(reply)
  if (recordFor !== undefined) {
    // Recorded under the key: the snapshot when the route gave one, else the JSON text (never both, never the body object).
    pipeline.idempotency.complete(recordFor, idempotencyKey!, reply.snapshot !== undefined ? { status: answer.status, snapshot: reply.snapshot } : { status: answer.status, text: answer.text })
  }
  return answer
}

/** One API request (below `/v1`): logged, admitted, faulted, executed, answered. */
const handleRequest = async (pipeline: Pipeline, request: FakeRequest, onWait?: () => void): Promise<Outcome> => {
  const requestId = `req_${uuid()}`
  const path = pathBelowV1(request.url.pathname)
  if (path === undefined) {
    onWait?.()
    return handleOutsideV1(pipeline, request, requestId)
  }
  const idempotencyKey = request.headers.get("x-idempotency-key")

  const entry = arrivedEntry(request, requestId, isoMicros(pipeline.env.clock.now()), path, idempotencyKey)
  const started = performance.now()
  const took = () => Math.round((performance.now() - started) * 100) / 100
  /** Closes the log entry and gives the answer. */
  const send = (answer: AnswerText, outcome: RequestLogEntry["outcome"], extra?: Record<string, string>): Outcome => {
    entry.status = answer.status
    entry.outcome = outcome
    entry.errorCode = answer.errorCode
    entry.durationMs = took()
    return respond(answer.status, answer.text, requestId, extra)
  }
  const drop = (): Outcome => {
    entry.outcome = "dropped"
    entry.durationMs = took()
    return { kind: "drop" }
  }

  pipeline.requests.add(entry)
  const fault = pipeline.faults.take(request.method, path)
  const admission = await admit(pipeline, request, path, entry, idempotencyKey, fault)
  const release = () => {
    if ("handler" in admission && admission.reserved) pipeline.idempotency.release(admission.merchant, idempotencyKey!)
  }

  if (fault !== undefined && fault.delayMs > 0) {
    onWait?.()
    await sleep(fault.delayMs)
  }
  if (fault !== undefined && !fault.afterCommit && (fault.drop || fault.status !== undefined)) {
    // Answered before processing: nothing ran, so the key is free for the retry.
    release()
    if (fault.drop) return drop()
    const faulted = faultAnswer(path, fault)
    return send(faulted.text, "fault", faulted.headers)
  }

  const replayed = "replay" in admission
  const answer = replayed ? replayOf(admission.replay) : await execute(pipeline, request, path, admission, idempotencyKey, release)

  if (fault?.afterCommit) {
    // The change is applied and recorded; only the answer is lost.
    if (fault.status === undefined) return drop()
    const faulted = faultAnswer(path, fault)
    return send(faulted.text, "fault", faulted.headers)
  }
  if (replayed) return send(answer, "replayed", { "idempotent-replayed": "true" })
  return send(answer, "answered", "headers" in admission ? admission.headers : {})
}
