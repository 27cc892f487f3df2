/**
 * What the pipeline sends back: an answer (status, headers, JSON text) or "drop the
 * connection", each transport rendering it its own way; and the answers it makes itself
 * (injected faults, replays of kept answers).
 */
import type { Reply } from "../routes/route"
import type { FaultAction } from "./faults"
import { JsonText, serialize } from "../foundation/json-text"
import { redactCardData } from "../foundation/card-data"
import type { StoredReply } from "./idempotency"

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

/** The `code` of an error body, for the log. */
export const errorCodeOf = (status: number, body: unknown): string | null => {
  const code = (body as { code?: unknown } | null | undefined)?.code
  return status >= 400 && typeof code === "string" ? code : null
}

export const respond = (status: number, text: string, requestId: string, extra?: Readonly<Record<string, string>>): Answer => {
  // One literal, the extra headers (a replay's, a 405's) added after it: keys after a spread are slow on V8 (see state/payment-rendering.ts).
  const headers: Record<string, string> = { "content-type": "application/json", "x-request-id": requestId }
  if (extra !== undefined) for (const name in extra) headers[name] = extra[name]!
  return { kind: "response", status, headers, body: text }
}

/** An answer as the log needs it: status, JSON text, error code. */
export interface AnswerText {
  readonly status: number
  readonly text: string
  readonly errorCode: string | null
}

/**
 * A reply as JSON text, its card secrets redacted by the request log's walk (foundation/card-data.ts):
 * handlers are given card-free bodies (card-free-body.ts), and this holds for whatever else an
 * answer carries (a seeded or restored record). A `JsonText` is rendered from kept records.
 */
export const answerTextOf = (reply: Reply): AnswerText => ({
  status: reply.status,
  text: serialize(reply.body instanceof JsonText ? reply.body : redactCardData(reply.body)),
  errorCode: errorCodeOf(reply.status, reply.body)
})

/** A kept answer, as it was first given. */
export const replayOf = (stored: StoredReply): AnswerText => {
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
export const withHttpCode = (path: string, reply: Reply): Reply => {
  const body = reply.body as Record<string, unknown> | null
  if (!path.startsWith("/banking/") || typeof body !== "object" || body === null || "http_code" in body) return reply
  return { ...reply, body: { ...body, http_code: reply.status } }
}

/** The error an injected fault answers with. */
export const faultReply = (fault: FaultAction): Reply => ({
  status: fault.status!,
  body: { code: fault.code, messages: [`Injected fault: ${fault.code}`] }
})
