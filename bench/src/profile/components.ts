/**
 * Where Payrail's per-call CPU goes: each stage of a `payments.retrieve` timed on its own,
 * on the same bytes (stub fetch, no socket). Used as the profile evidence in RESULTS.md.
 */
import { Payrail } from "@payrail/core"
import { Payment } from "@payrail/core/schema"
import * as Effect from "effect/Effect"
import * as FetchHttpClient from "effect/http/FetchHttpClient"
import * as HttpClient from "effect/http/HttpClient"
import * as HttpClientRequest from "effect/http/HttpClientRequest"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Schema from "effect/Schema"
// The generated guards are internal to core: measured from its sources.
import { responseGuards } from "../../../packages/core/src/guards/responses.generated"
import { compare, type CompareResult } from "../lib/measure"
import { makePayloads } from "../lib/payloads"

export const runComponents = async (quick: boolean): Promise<CompareResult> => {
  const payloads = await makePayloads()
  const text = payloads.retrieveText
  const json = JSON.parse(text)
  const stubFetch = (async () => new Response(text, { status: 200, headers: { "content-type": "application/json" } })) as unknown as typeof fetch
  const decodeAll = Schema.decodeUnknownResult(Payment)
  const runtime = ManagedRuntime.make(FetchHttpClient.layer)
  const payrailRuntime = ManagedRuntime.make(Payrail.layer({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: "http://stub.invalid/v1", fetch: stubFetch }))
  await runtime.runPromise(Effect.void)
  await payrailRuntime.runPromise(Effect.void)
  const request = HttpClientRequest.get(`http://stub.invalid/v1/payments/${payloads.paymentId}`)
  const viaHttpClient = Effect.flatMap(HttpClient.execute(request), (r) => r.text).pipe(
    Effect.provideService(FetchHttpClient.Fetch, stubFetch)
  )
  const n = quick ? 300 : 1000
  try {
    return await compare({
      "stub fetch + res.text() + JSON.parse": async () => JSON.parse(await (await stubFetch("x")).text()),
      "JSON.parse only": () => JSON.parse(text),
      "Schema decode of Payment (errors: all)": () => decodeAll(json, { errors: "all" }),
      "Schema decode of Payment (first error)": () => decodeAll(json),
      "generated guard of Payment (the happy path)": () => responseGuards["payments.create"](json),
      "ManagedRuntime.runPromise(Effect.void)": () => runtime.runPromise(Effect.void),
      "Effect.withSpan (stack captured)": () => Effect.runPromise(Effect.void.pipe(Effect.withSpan("x"))),
      "Effect.withSpan (no stack)": () => Effect.runPromise(Effect.void.pipe(Effect.withSpan("x", undefined, { captureStackTrace: false }))),
      "effect HttpClient.execute + text (stub fetch)": () => runtime.runPromise(viaHttpClient),
      "Payrail payments.retrieve (Effect, prebuilt runtime)": () => payrailRuntime.runPromise(Payrail.use((p) => p.payments.retrieve(payloads.paymentId)))
    }, { batch: n, rounds: 15, warmup: 2000, maxMs: quick ? 8000 : 25_000 })
  } finally {
    await runtime.dispose()
    await payrailRuntime.dispose()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { compareTable } = await import("../lib/measure")
  console.log(compareTable(await runComponents(process.argv.includes("--quick"))))
}
