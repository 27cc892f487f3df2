/**
 * Where Payrail's per-call CPU goes over loopback HTTP (the canned server, its own process):
 * a bare `fetch` loop, then the same loop with each thing Payrail adds to it (an
 * `AbortSignal`, its timer, `redirect: "manual"`, Payrail's header set, a `Headers`
 * object), then `node:http` with a keep-alive agent, then Payrail itself over each transport.
 *
 *   tsx src/profile/http-components.ts [retrieve|create] [--quick]
 */
import http from "node:http"
import { createPayrail } from "@payrail/core"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
// The transports are internal to core: measured from its sources.
import { makeFetchTransport } from "../../../packages/core/src/http/fetch-transport"
import { systemTimer } from "../../../packages/core/src/http/timer"
import { compare, type CompareResult } from "../lib/measure"
import { makePayloads } from "../lib/payloads"
import { startApiServer } from "../lib/server"

const KEYS = { publicApiKey: "pk_bench", privateSecretKey: "sk_bench" }

export const runHttpComponents = async (mode: "retrieve" | "create", quick: boolean): Promise<CompareResult> => {
  const payloads = await makePayloads()
  const server = await startApiServer({
    retrieveText: payloads.retrieveText,
    createText: payloads.createText,
    stripeRetrieveText: payloads.stripeRetrieveText,
    stripeCreateText: payloads.stripeCreateText
  })
  const baseUrl = `${server.origin}/v1`
  const post = mode === "create"
  const url = post ? `${baseUrl}/payments` : `${baseUrl}/payments/${payloads.paymentId}`
  const body = post ? JSON.stringify(payloads.createBody) : undefined
  const method = post ? "POST" : "GET"
  const bare = { accept: "application/json", "public-api-key": KEYS.publicApiKey, "private-secret-key": KEYS.privateSecretKey }
  // What Payrail sends: its user-agent, and on a POST a content-type and a fresh idempotency key
  const payrailHeaders = (): Record<string, string> => {
    const h: Record<string, string> = { ...bare, "user-agent": "payrail-js/0.0.0" }
    if (post) {
      h["content-type"] = "application/json"
      h["x-idempotency-key"] = crypto.randomUUID()
    }
    return h
  }
  const bareHeaders = (): Record<string, string> => (post ? { ...bare, "content-type": "application/json", "x-idempotency-key": crypto.randomUUID() } : bare)

  const viaFetch = async (init: RequestInit) => JSON.parse(await (await fetch(url, { method, ...(body === undefined ? {} : { body }), ...init })).text())
  const agent = new http.Agent({ keepAlive: true })
  const viaNodeHttp = () =>
    new Promise((resolve, reject) => {
      const headers = payrailHeaders()
      if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body))
      const req = http.request(url, { method, headers, agent }, (res) => {
        res.setEncoding("utf8")
        let text = ""
        res.on("data", (chunk: string) => (text += chunk))
        res.on("end", () => resolve(JSON.parse(text)))
        res.on("error", reject)
      })
      req.on("error", reject)
      req.end(body)
    })

  const payrailFetch = createPayrail({ ...KEYS, baseUrl, transport: "fetch" } as Parameters<typeof createPayrail>[0])
  const payrailDefault = createPayrail({ ...KEYS, baseUrl })
  const call = (client: typeof payrailDefault) => () => (post ? client.payments.create(payloads.createBody) : client.payments.retrieve(payloads.paymentId))
  const transport = makeFetchTransport(undefined, systemTimer)
  const request = () => ({
    method, url, body, headers: payrailHeaders(), timeoutMs: 60_000, maxResponseBytes: 16 * 1024 * 1024,
    operation: `payments.${mode}`, idempotencyKey: undefined, path: "/payments", attempt: 1
  } as const)
  const runtime = ManagedRuntime.make(Layer.empty)
  await runtime.runPromise(Effect.void)
  const n = quick ? 60 : 200
  try {
    return await compare({
      "fetch + JSON.parse (bare)": () => viaFetch({ headers: bareHeaders() }),
      "+ AbortController signal": () => viaFetch({ headers: bareHeaders(), signal: new AbortController().signal }),
      "+ signal + setTimeout/clearTimeout": async () => {
        const controller = new AbortController()
        const timer = setTimeout(() => controller.abort(), 60_000)
        try {
          return await viaFetch({ headers: bareHeaders(), signal: controller.signal })
        } finally {
          clearTimeout(timer)
        }
      },
      "+ redirect: manual": () => viaFetch({ headers: bareHeaders(), redirect: "manual" }),
      "+ Payrail's header set (record)": () => viaFetch({ headers: payrailHeaders() }),
      "+ Headers object": () => viaFetch({ headers: new Headers(bareHeaders()) }),
      // Everything the fetch transport does around fetch, in plain async code (no Effect, no decode)
      "fetch as Payrail's transport calls it": async () => {
        const controller = new AbortController()
        const timer = setTimeout(() => controller.abort(), 60_000)
        try {
          const response = await fetch(url, { method, body: body ?? null, headers: payrailHeaders(), signal: controller.signal, redirect: "manual" })
          response.headers.get("x-request-id")
          const declared = response.headers.get("content-length")
          if (declared !== null && Number(declared) > 1e9) throw new Error("too large")
          response.headers.has("content-encoding")
          const text = await response.text()
          response.headers.get("retry-after")
          response.headers.get("location")
          return JSON.parse(text)
        } finally {
          clearTimeout(timer)
        }
      },
      "fetch transport alone, Effect.runPromise": () => Effect.runPromise(transport.send(request())),
      "fetch transport alone, ManagedRuntime + JSON.parse": () => runtime.runPromise(Effect.map(transport.send(request()), (r) => JSON.parse(r.text))),
      "node:http, keep-alive agent": viaNodeHttp,
      "Payrail (Promise) over fetch": call(payrailFetch),
      "Payrail (Promise), default transport": call(payrailDefault)
    }, { batch: n, rounds: quick ? 8 : 20, warmup: 200, maxMs: quick ? 20_000 : 60_000 })
  } finally {
    agent.destroy()
    await runtime.dispose()
    await payrailFetch.close()
    await payrailDefault.close()
    await server.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { compareTable } = await import("../lib/measure")
  const mode = process.argv.includes("create") ? "create" : "retrieve"
  console.log(`#### payments.${mode} over loopback HTTP, stage by stage\n`)
  console.log(compareTable(await runHttpComponents(mode, process.argv.includes("--quick"))))
}
