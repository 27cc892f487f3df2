/**
 * Per-call cost: `payments.retrieve` and `payments.create` through Payrail vs plain
 * `fetch` + `JSON.parse` vs stripe-node, all against the same canned server on 127.0.0.1
 * (its own process), alternating in rounds. A second, in-process comparison swaps the
 * network for a stub `fetch` returning the same bytes, which isolates each SDK's own CPU
 * cost per call (encode, validate, retry machinery, decode).
 */
import { createPayrail, Payrail } from "@payrail/core"
import * as ManagedRuntime from "effect/ManagedRuntime"
import Stripe from "stripe"
import { compare, type CompareResult, compareTable, fmtUs, ratioOf } from "./lib/measure"
import { makePayloads } from "./lib/payloads"
import { check, type Figure, type Section } from "./lib/report"
import { startApiServer } from "./lib/server"

const KEYS = { publicApiKey: "pk_bench", privateSecretKey: "sk_bench" }

export const runPerCall = async (options: { quick: boolean; httpOnly?: boolean }): Promise<Section> => {
  const payloads = await makePayloads()
  const server = await startApiServer({
    retrieveText: payloads.retrieveText,
    createText: payloads.createText,
    stripeRetrieveText: payloads.stripeRetrieveText,
    stripeCreateText: payloads.stripeCreateText
  })
  const baseUrl = `${server.origin}/v1`
  const headers = { accept: "application/json", "public-api-key": KEYS.publicApiKey, "private-secret-key": KEYS.privateSecretKey }
  const createJson = JSON.stringify(payloads.createBody)
  const stripeCreate = {
    amount: 2690,
    currency: "usd",
    payment_method_types: ["card"],
    description: "Order from the benchmarks",
    metadata: { order_id: "order-bench-0001", cart: "c_123" }
  }

  const payrail = createPayrail({ ...KEYS, baseUrl })
  // The default on Node is node:http; the fetch transport (Bun, Deno, Workers) measured beside it
  const payrailFetch = createPayrail({ ...KEYS, baseUrl, transport: "fetch" })
  const runtime = ManagedRuntime.make(Payrail.layer({ ...KEYS, baseUrl }))
  const stripe = new Stripe("sk_test_bench", { host: "127.0.0.1", port: server.port, protocol: "http", maxNetworkRetries: 0, telemetry: false })

  // In-process: every contender gets the same bytes from a stub fetch, no socket involved.
  const stubFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase()
    const text = url.includes("/payment_intents")
      ? method === "POST" ? payloads.stripeCreateText : payloads.stripeRetrieveText
      : method === "POST" ? payloads.createText : payloads.retrieveText
    return new Response(text, { status: method === "POST" && !url.includes("/payment_intents") ? 201 : 200, headers: { "content-type": "application/json", "request-id": "req_bench" } })
  }) as typeof fetch
  const payrailStub = createPayrail({ ...KEYS, baseUrl: "http://stub.invalid/v1", fetch: stubFetch })
  const stripeStub = new Stripe("sk_test_bench", { httpClient: Stripe.createFetchHttpClient(stubFetch), maxNetworkRetries: 0, telemetry: false })

  const retrieveUrl = `${baseUrl}/payments/${payloads.paymentId}`
  const results: Record<string, CompareResult> = {}
  const scale = options.quick ? 0.3 : 1
  const http = { batch: Math.round(200 * scale), rounds: 30, warmup: 300, maxMs: 25_000 * scale }
  const inproc = { batch: Math.round(1000 * scale), rounds: 30, warmup: 2000, maxMs: 20_000 * scale }

  try {
    results.retrieveHttp = await compare({
      "fetch + JSON.parse": async () => JSON.parse(await (await fetch(retrieveUrl, { headers })).text()),
      "Payrail (Promise)": () => payrail.payments.retrieve(payloads.paymentId),
      "Payrail (Promise, transport: fetch)": () => payrailFetch.payments.retrieve(payloads.paymentId),
      "Payrail (Effect runtime)": () => runtime.runPromise(Payrail.use((p) => p.payments.retrieve(payloads.paymentId))),
      "stripe-node": () => stripe.paymentIntents.retrieve("pi_3PbenchIntent0001")
    }, http)
    results.createHttp = await compare({
      "fetch + JSON.parse": async () =>
        JSON.parse(
          await (await fetch(`${baseUrl}/payments`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json", "x-idempotency-key": crypto.randomUUID() },
            body: createJson
          })).text()
        ),
      "Payrail (Promise)": () => payrail.payments.create(payloads.createBody),
      "Payrail (Promise, transport: fetch)": () => payrailFetch.payments.create(payloads.createBody),
      "stripe-node": () => stripe.paymentIntents.create(stripeCreate)
    }, http)
    if (!options.httpOnly) {
    results.retrieveStub = await compare({
      "stub fetch + JSON.parse": async () => JSON.parse(await (await stubFetch(retrieveUrl, { headers })).text()),
      "Payrail (Promise)": () => payrailStub.payments.retrieve(payloads.paymentId),
      "stripe-node": () => stripeStub.paymentIntents.retrieve("pi_3PbenchIntent0001")
    }, inproc)
    results.createStub = await compare({
      "stub fetch + JSON.parse": async () =>
        JSON.parse(
          await (await stubFetch(`${baseUrl}/payments`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json", "x-idempotency-key": crypto.randomUUID() },
            body: createJson
          })).text()
        ),
      "Payrail (Promise)": () => payrailStub.payments.create(payloads.createBody),
      "stripe-node": () => stripeStub.paymentIntents.create(stripeCreate)
    }, inproc)
    }
  } finally {
    await payrail.close()
    await payrailFetch.close()
    await payrailStub.close()
    await runtime.dispose()
    await server.close()
  }

  const figures: Array<Figure> = []
  for (const [op, key] of [["retrieve", "retrieveHttp"], ["create", "createHttp"]] as const) {
    const r = results[key]!
    const vsFetch = ratioOf(r, "Payrail (Promise)")
    const vsStripe = vsFetch / ratioOf(r, "stripe-node")
    const cpu = (name: string) => r.contenders.find((c) => c.name === name)!.cpuRatio ?? Number.NaN
    const cpuVsFetch = cpu("Payrail (Promise)")
    const cpuVsStripe = cpuVsFetch / cpu("stripe-node")
    figures.push({ figure: `payments.${op} over HTTP: Payrail / plain fetch`, value: `${vsFetch.toFixed(2)}× (CPU ${cpuVsFetch.toFixed(2)}×)`, target: "≤ 1.10×", status: check(vsFetch <= 1.1) })
    figures.push({ figure: `payments.${op} over HTTP: Payrail / stripe-node`, value: `${vsStripe.toFixed(2)}× (CPU ${cpuVsStripe.toFixed(2)}×)`, target: "≤ 1.00×", status: check(vsStripe <= 1) })
  }
  for (const [op, key] of [["retrieve", "retrieveStub"], ["create", "createStub"]] as const) {
    const r = results[key]
    if (r === undefined) continue
    const base = r.contenders[0]!.medianUs
    const pay = r.contenders.find((c) => c.name === "Payrail (Promise)")!.medianUs
    const str = r.contenders.find((c) => c.name === "stripe-node")!.medianUs
    const sdkRatio = (pay - base) / (str - base)
    figures.push({
      figure: `payments.${op} in-process (stub fetch): SDK cost per call, Payrail / stripe-node`,
      value: `${sdkRatio.toFixed(2)}× (${fmtUs(pay - base)} vs ${fmtUs(str - base)})`,
      target: "≤ 0.75×",
      status: check(sdkRatio <= 0.75)
    })
  }

  const body = [
    `Payload sizes: Payrail retrieve ${payloads.retrieveText.length} B, create ${payloads.createText.length} B; ` +
    `Stripe PaymentIntent ${payloads.stripeRetrieveText.length} B / ${payloads.stripeCreateText.length} B (padded with metadata to match).`,
    "Payrail's default transport on Node is `node:http` with a keep-alive agent (no `fetch` given); the `transport: \"fetch\"` row is the path Bun, Deno and Workers take.",
    "The server is a separate Node process on 127.0.0.1 answering canned bytes with keep-alive; stripe-node is pointed at it with `host`/`port`/`protocol: \"http\"`, `maxNetworkRetries: 0`, `telemetry: false`.",
    "",
    "#### payments.retrieve over HTTP",
    compareTable(results.retrieveHttp!),
    "",
    "#### payments.create over HTTP",
    compareTable(results.createHttp!),
    ...(results.retrieveStub === undefined ? [] : [
      "",
      "#### payments.retrieve in-process (stub fetch, no socket): each SDK's own cost",
      compareTable(results.retrieveStub),
      "",
      "#### payments.create in-process (stub fetch, no socket)",
      compareTable(results.createStub!)
    ])
  ].join("\n")
  return { title: "Per-call cost", figures, body }
}

// tsx src/per-call.ts [--quick] [--http-only]: this section alone, printed (nothing written)
if (import.meta.url === `file://${process.argv[1]}`) {
  const section = await runPerCall({ quick: process.argv.includes("--quick"), httpOnly: process.argv.includes("--http-only") })
  for (const f of section.figures) console.log(`${f.figure}: ${f.value} (target ${f.target}) ${f.status}`)
  console.log(`\n${section.body}`)
}
