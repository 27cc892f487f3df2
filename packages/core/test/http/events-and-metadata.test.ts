/**
 * src/http/observed-transport.ts (the `request` / `response` events per attempt) and
 * src/http/response-metadata.ts (what `withResponse` answers), over a scripted transport.
 */
import * as Effect from "effect/Effect"
import { answerCheck } from "../support/answer-check"
import * as Exit from "effect/Exit"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { ConnectionError } from "../../src"
import { resolveConfig } from "../../src/http/config"
import type { HttpTransport, TransportRequest, TransportResponse } from "../../src/http/http-transport"
import {
  makeListeners,
  observedTransport,
  type PayrailRequestEvent,
  type PayrailResponseEvent
} from "../../src/http/observed-transport"
import { RecordedResponse, withResponse } from "../../src/http/response-metadata"
import { makeSend } from "../../src/http/transport"

const request: TransportRequest = {
  method: "POST",
  url: "https://api.payrail.test/v1/things?secret=query",
  headers: { "private-secret-key": "sk_hidden" },
  body: '{"card":"4242"}',
  timeoutMs: 5000,
  maxResponseBytes: 1024,
  operation: "things.create",
  idempotencyKey: "key-e",
  path: "/things",
  attempt: 2
}

const answer: TransportResponse = { status: 201, text: "{}", requestId: "req_e", retryAfter: undefined, location: undefined, headers: () => ({}) }

const inner = (outcome: Effect.Effect<TransportResponse, ConnectionError>) => {
  const calls: Array<TransportRequest> = []
  const transport: HttpTransport = { send: (r) => Effect.suspend(() => (calls.push(r), outcome)) }
  return { calls, transport }
}

describe("observedTransport", () => {
  it("tells a request listener and a response listener about the attempt, without headers, body or query", async () => {
    const listeners = makeListeners()
    const requests: Array<PayrailRequestEvent> = []
    const responses: Array<PayrailResponseEvent> = []
    listeners.request.add((e) => void requests.push(e))
    listeners.response.add((e) => void responses.push(e))
    const { calls, transport } = inner(Effect.succeed(answer))
    const before = performance.now()
    const got = await Effect.runPromise(observedTransport(transport, listeners).send(request))
    const after = performance.now()
    expect(got).toBe(answer)
    expect(calls).toEqual([request])
    const base = { operation: "things.create", method: "POST", path: "/things", idempotencyKey: "key-e", attempt: 2 }
    expect(requests).toEqual([base])
    expect(responses).toHaveLength(1)
    const { elapsedMs, ...rest } = responses[0]!
    expect(rest).toEqual({ ...base, status: 201, requestId: "req_e" })
    expect(elapsedMs).toBeGreaterThanOrEqual(0)
    expect(elapsedMs).toBeLessThanOrEqual(after - before)
  })

  it("a response listener alone, or a request listener alone, is told", async () => {
    const onlyResponse = makeListeners()
    const responses: Array<PayrailResponseEvent> = []
    onlyResponse.response.add((e) => void responses.push(e))
    await Effect.runPromise(observedTransport(inner(Effect.succeed(answer)).transport, onlyResponse).send(request))
    expect(responses.map((e) => e.status)).toEqual([201])

    const onlyRequest = makeListeners()
    const requests: Array<PayrailRequestEvent> = []
    onlyRequest.request.add((e) => void requests.push(e))
    await Effect.runPromise(observedTransport(inner(Effect.succeed(answer)).transport, onlyRequest).send(request))
    expect(requests.map((e) => e.attempt)).toEqual([2])
  })

  it("a failed attempt is reported without status; a listener that throws changes nothing", async () => {
    const listeners = makeListeners()
    const responses: Array<PayrailResponseEvent> = []
    listeners.request.add(() => {
      throw new Error("listener bug")
    })
    listeners.response.add(() => {
      throw new Error("listener bug")
    })
    listeners.response.add((e) => void responses.push(e))
    const refused = new ConnectionError({ message: "refused", mayHaveReachedServer: false })
    const exit = await Effect.runPromiseExit(observedTransport(inner(Effect.fail(refused)).transport, listeners).send(request))
    expect(exit).toEqual(Exit.fail(refused))
    expect(responses).toHaveLength(1)
    expect(responses[0]).toMatchObject({ status: undefined, requestId: undefined, attempt: 2 })
  })

  it("with no listener the inner transport's effect is used as is", () => {
    const outcome = Effect.succeed(answer)
    const transport: HttpTransport = { send: () => outcome }
    expect(observedTransport(transport, makeListeners()).send(request)).toBe(outcome)
  })
})

describe("RecordedResponse", () => {
  it("copies the headers once, when first read, and prints as plain data", () => {
    let reads = 0
    const recorded = new RecordedResponse(200, "req_1", "key-1", 3, () => {
      reads++
      return { "x-request-id": "req_1" }
    })
    expect(reads).toBe(0)
    const first = recorded.headers
    expect(first).toEqual({ "x-request-id": "req_1" })
    expect(recorded.headers).toBe(first) // the copy is kept, not made again
    expect(reads).toBe(1)
    expect(JSON.parse(JSON.stringify(recorded))).toEqual({
      status: 200,
      requestId: "req_1",
      idempotencyKey: "key-1",
      headers: { "x-request-id": "req_1" },
      attempts: 3
    })
  })
})

describe("withResponse", () => {
  const send = makeSend(
    resolveConfig({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: "https://api.payrail.test/v1" }),
    {
      send: (r) =>
        Effect.succeed({ ...answer, status: r.path === "/first" ? 200 : 201, requestId: r.path, headers: () => ({ path: r.path }) })
    }
  )
  const call = (path: string) => send({ operation: "things.get", method: "GET", path, retry: "safe", response: answerCheck(Schema.Unknown) })

  it("answers the data with the last call's response when the effect makes several", async () => {
    const { data, response } = await Effect.runPromise(withResponse(Effect.andThen(call("/first"), call("/second"))))
    expect(data).toEqual({})
    expect(response).toMatchObject({ status: 201, requestId: "/second", attempts: 1, headers: { path: "/second" } })
  })

  it("an effect that made no Payrail call is a defect, said so", async () => {
    const exit = await Effect.runPromiseExit(withResponse(Effect.succeed(1)))
    expect(Exit.isFailure(exit) && String(exit.cause.reasons.find((r) => r._tag === "Die")?.defect)).toContain(
      "withResponse: the effect made no Payrail call"
    )
  })

  it("each run of the same withResponse effect records its own call", async () => {
    const once = withResponse(call("/first"))
    const a = await Effect.runPromise(once)
    const b = await Effect.runPromise(withResponse(Effect.succeed(2))).catch((e: unknown) => e)
    expect(a.response.status).toBe(200)
    expect(b).toBeInstanceOf(Error)
    expect((await Effect.runPromise(once)).response.requestId).toBe("/first")
  })
})
