/**
 * `fake.fetch`: the pipeline behind a fetch-compatible function. A dropped connection rejects
 * like fetch does (`TypeError("fetch failed")`); an abort rejects with the signal's reason while
 * the request itself keeps running, as on a real server (it may still commit).
 */
import { readFetchArgs } from "./fetch-request"
import { type Outcome, toResponse } from "../pipeline/answer"
import type { Pipeline } from "../pipeline/context"
import { handle } from "../pipeline/http"

const answerOf = (outcome: Outcome): Response => {
  if (outcome.kind === "drop") throw new TypeError("fetch failed", { cause: new Error("other side closed (injected fault)") })
  return toResponse(outcome)
}

export const makeFakeFetch = (pipeline: Pipeline): typeof globalThis.fetch =>
  (async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const { request, signal, direct } = readFetchArgs(input, init)
    if (signal === undefined) return answerOf(await handle(pipeline, request))
    if (signal.aborted) throw signal.reason
    return new Promise<Response>((resolve, reject) => {
      // An abort listener costs several µs per call (a fresh signal each call), so it is added only
      // once the pipeline waits on time (a delay fault, a control endpoint) or on a web Request's
      // body; until then the pipeline runs within microtasks, and the signal is checked at the end.
      let onAbort: (() => void) | undefined
      const listen = () => {
        if (onAbort !== undefined) return
        onAbort = () => reject(signal.reason)
        signal.addEventListener("abort", onAbort, { once: true })
        if (signal.aborted) onAbort() // aborted before it listened
      }
      if (!direct) listen()
      handle(pipeline, request, listen).then(
        (outcome) => {
          if (onAbort !== undefined) signal.removeEventListener("abort", onAbort)
          if (signal.aborted) return reject(signal.reason)
          try {
            resolve(answerOf(outcome))
          } catch (error) {
            reject(error)
          }
        },
        (error: unknown) => {
          if (onAbort !== undefined) signal.removeEventListener("abort", onAbort)
          reject(signal.aborted ? signal.reason : error)
        }
      )
    })
  }) as typeof globalThis.fetch
