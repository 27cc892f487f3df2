/**
 * The default transport: one attempt over `fetch`, with nothing between the call and the
 * socket but what the guarantees need.
 *
 * - One `AbortController` and one timer per attempt; the timer covers the headers AND the
 *   body, and interrupting the fiber aborts the request.
 * - Redirects are never followed (`redirect: "manual"`): the keys stay with the base URL's origin.
 * - The body is read up to `maxResponseBytes`, and reading stops there.
 *
 * One implementation of `HttpTransport` (src/http/http-transport.ts), beside `node:http` and
 * effect's `HttpClient`.
 */
import * as Effect from "effect/Effect"
import { ConnectionError, TimeoutError } from "../errors"
import { causeCode, describeCause, type HttpTransport, NOT_SENT_CODES, tooLarge, type TransportError, type TransportRequest, type TransportResponse } from "./http-transport"
import type { Timer } from "./timer"

// Only ever called without `stream`, so it carries nothing from one body to the next.
const wholeDecoder = new TextDecoder()

/** Reads the body as UTF-8 text, failing once it passes `limit` bytes (and cancelling the rest). */
const readText = async (response: Response, limit: number): Promise<string | undefined> => {
  const declared = response.headers.get("content-length")
  if (declared !== null) {
    const length = Number(declared)
    if (length > limit) {
      await response.body?.cancel().catch(() => undefined)
      return undefined
    }
    // The HTTP parser holds the body to its declared length: text() cannot pass the limit.
    // Stryker disable next-line ConditionalExpression,EqualityOperator: With the declared-length fast path off the body is streamed under the same limit and decoded to the same text; the two differ only for a body longer than its own Content-Length, which fetch's HTTP parser never delivers.; Of this line's `true` mutants the tests leave only `response.body !== null` (the others are killed by the non-number and compressed Content-Length test): a body-less response then goes to `response.text()`, which gives "" as the `return ""` below does.; A null body then takes `response.text()`, which is "" as the `return ""` below, and any other body is streamed under the same limit to the same text (only a body longer than its own Content-Length, which fetch's HTTP parser never delivers, could tell).
    if (Number.isSafeInteger(length) && response.body !== null && !response.headers.has("content-encoding")) return response.text()
  }
  if (response.body === null) return ""
  const reader = response.body.getReader()
  // A body in one chunk (an in-process Response, a small answer) is decoded by the shared decoder in one
  // call (no state kept between calls); a per-call streaming decoder is made only from the second chunk on.
  let first: Uint8Array | undefined
  let decoder: TextDecoder | undefined
  // Stryker disable next-line StringLiteral: `text` is read only after the second chunk, and is assigned the first chunk's decoding just before: its initial value is never read
  let text = ""
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) {
      // Stryker disable next-line ConditionalExpression: with no chunk at all `wholeDecoder.decode(undefined)` is "", as the branch gives
      if (decoder === undefined) return first === undefined ? "" : wholeDecoder.decode(first)
      return text + decoder.decode()
    }
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      return undefined
    }
    // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: the one-chunk shortcut skipped, the first chunk goes through a streaming decoder made at once: the same text; the one-chunk shortcut skipped, the first chunk goes through a streaming decoder made at once (decoding `undefined` first gives ""): the same text
    if (first === undefined && decoder === undefined) {
      first = value
      continue
    }
    if (decoder === undefined) {
      decoder = new TextDecoder()
      text = decoder.decode(first, { stream: true })
      first = undefined
    }
    text += decoder.decode(value, { stream: true })
  }
}

/** The lean `fetch` transport. `fetchImpl` undefined: the global `fetch`, looked up per call (so it can be patched, e.g. by MSW). */
export const makeFetchTransport = (fetchImpl: typeof globalThis.fetch | undefined, timer: Timer): HttpTransport => ({
  send: (request) =>
    Effect.callback<TransportResponse, TransportError>((resume) => {
      const controller = new AbortController()
      let timedOut = false
      let done = false
      const finish = (effect: Effect.Effect<TransportResponse, TransportError>) => {
        // Stryker disable next-line ConditionalExpression: Effect.callback ignores every resume after the first and clearing a cleared timer does nothing, so a second finish changes nothing
        if (done) return
        // Stryker disable next-line BooleanLiteral: Effect.callback ignores every resume after the first and clearing a cleared timer does nothing, so a second finish changes nothing
        done = true
        timer.clear(handle)
        resume(effect)
      }
      const handle = timer.set(() => {
        // Stryker disable next-line BooleanLiteral: The timeout calls finish, which sets `done` before the aborted fetch rejects, so the catch handler's `done || timedOut` drops the late rejection either way.
        timedOut = true
        controller.abort()
        finish(Effect.fail(new TimeoutError({ timeoutMs: request.timeoutMs, idempotencyKey: request.idempotencyKey })))
      }, request.timeoutMs)

      let sent = false
      const run = async () => {
        const init: RequestInit = { method: request.method, headers: request.headers, signal: controller.signal, redirect: "manual" }
        if (request.body !== undefined) init.body = request.body
        const response = await (fetchImpl ?? globalThis.fetch)(request.url, init)
        sent = true
        const requestId = response.headers.get("x-request-id") ?? undefined
        // Only the Headers are kept for `withResponse`: holding the Response itself past the call was measured at ~30 µs per call.
        const responseHeaders = response.headers
        const text = await readText(response, request.maxResponseBytes)
        if (text === undefined) return finish(Effect.fail(tooLarge(request, response.status, requestId)))
        finish(Effect.succeed({
          // A browser hides a manual redirect behind an opaque status 0: still a redirect, still not followed.
          status: response.type === "opaqueredirect" ? 0 : response.status,
          text,
          requestId,
          retryAfter: response.headers.get("retry-after") ?? undefined,
          location: response.headers.get("location") ?? undefined,
          headers: () => Object.fromEntries(responseHeaders)
        }))
      }
      run().catch((error: unknown) => {
        // Stryker disable next-line ConditionalExpression,LogicalOperator: finish returns at once when `done` is set (the timeout sets it too), so a rejection after the attempt ended builds a ConnectionError that is never delivered.
        if (done || timedOut) return
        const code = causeCode(error)
        finish(Effect.fail(
          new ConnectionError({
            message: `${request.operation}: could not complete the request: ${describeCause(error)}`,
            // Headers received: the request certainly arrived. Else only a known "never connected" code proves it did not.
            mayHaveReachedServer: sent || !(code !== undefined && NOT_SENT_CODES.has(code)),
            idempotencyKey: request.idempotencyKey,
            // fetch's own TypeError (bad header or URL) may quote a header value: not kept
            cause: error instanceof TypeError && error.cause === undefined ? undefined : error
          })
        ))
      })
      // Interrupted (aborted by the caller, or the call's fiber stopped): stop the request too.
      return Effect.sync(() => {
        // Stryker disable next-line ConditionalExpression: the cleanup runs only on an interruption while the attempt is pending (`done` still false); a finish after it reaches a resume Effect.callback ignores
        if (done) return
        // Stryker disable next-line BooleanLiteral: the cleanup runs only on an interruption while the attempt is pending (`done` still false); a finish after it reaches a resume Effect.callback ignores
        done = true
        timer.clear(handle)
        controller.abort()
      })
    })
})
