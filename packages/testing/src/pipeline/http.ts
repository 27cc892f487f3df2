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
import { andThen, type Maybe } from "../foundation/maybe"
import { isoMicros, uuid } from "../foundation/time"
import type { Reply } from "../routes/route"
import { dispatch } from "../routes/router"
import { type Admission, type Admitted, admit, type EarlyReply } from "./admission"
import { type AnswerText, answerTextOf, faultReply, type Outcome, replayOf, respond, withHttpCode } from "./answer"
import { withCardFreeBody } from "./card-free-body"
import { handleOutsideV1 } from "./control-requests"
import type { FakeRequest } from "./fake-request"
import type { FaultAction } from "./faults"
import type { Pipeline } from "./context"
import { arrivedEntry } from "./request-log"
import { keepResponseBody } from "./request-log-body"
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
  try {
    const answered = handleNow(pipeline, request, onWait)
    return answered instanceof Promise ? answered : Promise.resolve(answered)
  } catch (error) {
    return Promise.reject(error)
  }
}

/**
 * `handle`, answering without a promise when no step had to wait (a request without a body, or
 * whose body was read, still needs one): each `async` step cost a promise and a microtask per
 * request (bench/ANALYSIS.md, section 6). A failure of the fake itself is thrown or rejected.
 */
export const handleNow = (pipeline: Pipeline, request: FakeRequest, onWait?: () => void): Maybe<Outcome> => {
  const onAnswered = pipeline.onAnswered
  let answered: Maybe<Outcome>
  try {
    answered = handleRequest(pipeline, request, onWait)
  } catch (error) {
    onAnswered?.()
    throw error
  }
  // Told once it settles, without another async frame around every request.
  if (onAnswered !== undefined) {
    if (answered instanceof Promise) answered.then(onAnswered, onAnswered)
    else onAnswered()
  }
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
const execute = (
  pipeline: Pipeline,
  request: FakeRequest,
  path: string,
  admission: EarlyReply | Admitted,
  idempotencyKey: string | null,
  release: () => void
): Maybe<AnswerText> => {
  if ("reply" in admission) return answerTextOf(withHttpCode(path, admission.reply))
  /** The answer, recorded under the key for `recordFor` (the merchant) when it is to be recorded. */
  const finish = (reply: Reply, recordFor: string | undefined): AnswerText => {
    const answer = answerTextOf(reply)
    if (recordFor !== undefined) {
      // Recorded under the key: the snapshot when the route gave one, else the JSON text (never both, never the body object).
      pipeline.idempotency.complete(recordFor, idempotencyKey!, reply.snapshot !== undefined ? { status: answer.status, snapshot: reply.snapshot } : { status: answer.status, text: answer.text })
    }
    return answer
  }
  const succeeded = (reply: Reply) => finish(reply, admission.reserved ? admission.merchant : undefined)
  const failed = (error: unknown): AnswerText => {
    if (error instanceof Rejection) {
      if (!error.recorded) release()
      return finish({ status: error.status, body: error.body }, error.recorded && admission.reserved ? admission.merchant : undefined)
    }
    release()
    return finish({ status: 500, body: { code: "INTERNAL_ERROR", messages: [`The fake failed: ${error instanceof Error ? error.message : String(error)}`] } }, undefined)
  }
  let reply: Maybe<Reply>
  try {
    // the handler keeps, answers and notifies the body without its card secrets (card-free-body.ts)
    reply = dispatch({ handler: withCardFreeBody(admission.handler), params: admission.params }, {
      env: pipeline.env,
      settings: pipeline.settings,
      merchant: admission.merchant,
      query: request.url.searchParams,
      headers: request.headers,
      body: admission.body
    })
  } catch (error) {
    return failed(error)
  }
  return reply instanceof Promise ? reply.then(succeeded, failed) : succeeded(reply)
}

/** One API request (below `/v1`): logged, admitted, faulted, executed, answered. */
const handleRequest = (pipeline: Pipeline, request: FakeRequest, onWait?: () => void): Maybe<Outcome> => {
  const requestId = `req_${uuid()}`
  const path = pathBelowV1(request.url.pathname)
  if (path === undefined) {
    onWait?.()
    return handleOutsideV1(pipeline, request, requestId)
  }
  const idempotencyKey = request.headers.get("x-idempotency-key")

  const entry = arrivedEntry(request, requestId, isoMicros(pipeline.env.clock.now()), path, idempotencyKey)
  const started = performance.now()
  pipeline.requests.add(entry)
  const fault = pipeline.faults.take(request.method, path)
  return andThen(admit(pipeline, request, path, entry, idempotencyKey, fault), (admission) => {
    if (fault !== undefined && fault.delayMs > 0) {
      onWait?.()
      return sleep(fault.delayMs).then(() => afterAdmission(pipeline, request, path, entry, started, requestId, idempotencyKey, fault, admission))
    }
    return afterAdmission(pipeline, request, path, entry, started, requestId, idempotencyKey, fault, admission)
  })
}

/** The steps after admission (and the fault's delay): a fault's answer, the replay, or the handler's; the log entry closed. */
const afterAdmission = (
  pipeline: Pipeline,
  request: FakeRequest,
  path: string,
  entry: RequestLogEntry,
  started: number,
  requestId: string,
  idempotencyKey: string | null,
  fault: FaultAction | undefined,
  admission: Admission
): Maybe<Outcome> => {
  const took = () => Math.round((performance.now() - started) * 100) / 100
  /** Closes the log entry and gives the answer. */
  const send = (answer: AnswerText, outcome: RequestLogEntry["outcome"], extra?: Readonly<Record<string, string>>): Outcome => {
    entry.status = answer.status
    entry.outcome = outcome
    entry.errorCode = answer.errorCode
    entry.durationMs = took()
    const kept = keepResponseBody(entry, answer.text, pipeline.requests.maxBodyLength)
    if (kept !== undefined) pipeline.requests.bodyKept(entry, kept)
    return respond(answer.status, answer.text, requestId, extra)
  }
  const drop = (): Outcome => {
    entry.outcome = "dropped"
    entry.durationMs = took()
    return { kind: "drop" }
  }
  const release = () => {
    if ("handler" in admission && admission.reserved) pipeline.idempotency.release(admission.merchant, idempotencyKey!)
  }
  if (fault !== undefined && !fault.afterCommit && (fault.drop || fault.status !== undefined)) {
    // Answered before processing: nothing ran, so the key is free for the retry.
    release()
    if (fault.drop) return drop()
    const faulted = faultAnswer(path, fault)
    return send(faulted.text, "fault", faulted.headers)
  }

  if ("replay" in admission) return finishWith(replayOf(admission.replay), true)
  return andThen(execute(pipeline, request, path, admission, idempotencyKey, release), (answer) => finishWith(answer, false))

  function finishWith(answer: AnswerText, replayed: boolean): Outcome {
    if (fault?.afterCommit) {
      // The change is applied and recorded; only the answer is lost.
      if (fault.status === undefined) return drop()
      const faulted = faultAnswer(path, fault)
      return send(faulted.text, "fault", faulted.headers)
    }
    if (replayed) return send(answer, "replayed", REPLAYED)
    return send(answer, "answered", "headers" in admission ? admission.headers : undefined)
  }
}

const REPLAYED: Readonly<Record<string, string>> = Object.freeze({ "idempotent-replayed": "true" })
