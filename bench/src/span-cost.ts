/**
 * What the `payrail.<operation>` span costs per call, in-process (stub fetch, no socket, so the
 * SDK's own CPU is all that is measured): tracing switched off (`References.TracerEnabled`
 * false: no span registered) vs the default (no tracer installed: Payrail makes no span) vs a
 * tracer that records every span (the span's real cost). Also the Promise facade, which
 * now carries `withResponse` metadata on every call.
 *
 *   pnpm --filter @payrail/bench exec tsx src/span-cost.ts [--quick]
 *   PAYRAIL_BASELINE_DIST=/path/to/other/core/dist/index.js ... (adds that build's Promise facade as the baseline)
 */
import { createPayrail, Payrail } from "@payrail/core"
import * as Effect from "effect/Effect"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as References from "effect/References"
import * as Tracer from "effect/Tracer"
import { compare, compareTable } from "./lib/measure"
import { makePayloads } from "./lib/payloads"

const quick = process.argv.includes("--quick")
const payloads = await makePayloads()
const stubFetch = (async (_input: RequestInfo | URL, init?: RequestInit) =>
  new Response(init?.method === "POST" ? payloads.createText : payloads.retrieveText, {
    status: init?.method === "POST" ? 201 : 200,
    headers: { "content-type": "application/json", "x-request-id": "req_bench" }
  })) as typeof fetch
const config = { publicApiKey: "pk_bench", privateSecretKey: "sk_bench", baseUrl: "http://stub.invalid/v1", fetch: stubFetch }

const runtime = ManagedRuntime.make(Payrail.layer(config))
let recorded = 0
const recording = Tracer.make({
  span: (options) => {
    recorded++
    return new Tracer.NativeSpan(options)
  }
})
const retrieve = Payrail.use((p) => p.payments.retrieve(payloads.paymentId))
const noTracing = retrieve.pipe(Effect.provideService(References.TracerEnabled, false))
const recorded$ = retrieve.pipe(Effect.withTracer(recording))
const promise = createPayrail(config)

// Optional: another build of @payrail/core (e.g. the base commit's dist) to compare the Promise facade with.
const baselineDist = process.env.PAYRAIL_BASELINE_DIST
const before = baselineDist === undefined ? undefined : ((await import(baselineDist)) as { createPayrail: typeof createPayrail }).createPayrail(config)

const scale = quick ? 0.3 : 1
const result = await compare({
  ...(before === undefined ? {} : { "Promise facade, baseline build": () => before.payments.retrieve(payloads.paymentId) }),
  "Effect, tracing off (TracerEnabled=false)": () => runtime.runPromise(noTracing),
  "Effect, default (no tracer installed)": () => runtime.runPromise(retrieve),
  "Effect, recording tracer": () => runtime.runPromise(recorded$),
  "Promise facade (default)": () => promise.payments.retrieve(payloads.paymentId)
}, { batch: Math.round(1000 * scale), rounds: 30, warmup: 2000, maxMs: 20_000 * scale })

console.log(compareTable(result))
console.log(`spans recorded: ${recorded}`)
await runtime.dispose()
await promise.close()
await before?.close()
