/**
 * GC time and count per op over loopback HTTP (PerformanceObserver "gc" entries):
 * bare fetch vs Payrail, one contender per process so their garbage does not mix.
 *   tsx src/profile/gc-per-op.ts bare|transport|payrail|payrail-fetch [calls] [retrieve|create]
 */
import { PerformanceObserver } from "node:perf_hooks"
import { createPayrail } from "@payrail/core"
import * as Effect from "effect/Effect"
import { makeFetchTransport } from "../../../packages/core/src/http/fetch-transport"
import { systemTimer } from "../../../packages/core/src/http/timer"
import { makePayloads } from "../lib/payloads"
import { startApiServer } from "../lib/server"

const [who = "bare", calls = "3000", mode = "retrieve"] = process.argv.slice(2)
const n = Number(calls)
const payloads = await makePayloads()
const server = await startApiServer({ retrieveText: payloads.retrieveText, createText: payloads.createText, stripeRetrieveText: "{}", stripeCreateText: "{}" })
const baseUrl = `${server.origin}/v1`
const post = mode === "create"
const url = post ? `${baseUrl}/payments` : `${baseUrl}/payments/${payloads.paymentId}`
const headers = () => {
  const h: Record<string, string> = { accept: "application/json", "public-api-key": "pk", "private-secret-key": "sk" }
  if (post) Object.assign(h, { "content-type": "application/json", "x-idempotency-key": crypto.randomUUID() })
  return h
}
const payrail = createPayrail({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl, ...(who === "payrail-fetch" ? { transport: "fetch" } : {}) } as Parameters<typeof createPayrail>[0])
const transport = makeFetchTransport(undefined, systemTimer)
const ops: Record<string, () => Promise<unknown>> = {
  bare: async () => JSON.parse(await (await fetch(url, post ? { method: "POST", headers: headers(), body: JSON.stringify(payloads.createBody) } : { headers: headers() })).text()),
  transport: () =>
    Effect.runPromise(Effect.map(transport.send({
      method: post ? "POST" : "GET", url, headers: headers(), body: post ? JSON.stringify(payloads.createBody) : undefined, timeoutMs: 60_000,
      maxResponseBytes: 1 << 24, operation: "x", idempotencyKey: undefined, path: "/payments", attempt: 1
    }), (r) => JSON.parse(r.text))),
  payrail: () => (post ? payrail.payments.create(payloads.createBody) : payrail.payments.retrieve(payloads.paymentId)),
}
ops["payrail-fetch"] = ops.payrail!
const op = ops[who]!
for (let i = 0; i < 1000; i++) await op()
let gcMs = 0
let gcCount = 0
const kinds: Record<number, number> = {}
const obs = new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gcMs += e.duration
    gcCount++
    const k = (e as unknown as { detail: { kind: number } }).detail.kind
    kinds[k] = (kinds[k] ?? 0) + 1
  }
})
obs.observe({ entryTypes: ["gc"] })
const c0 = process.cpuUsage()
for (let i = 0; i < n; i++) await op()
const c = process.cpuUsage(c0)
await new Promise((r) => setTimeout(r, 50))
obs.disconnect()
console.log(`${who} ${mode}: CPU ${((c.user + c.system) / n).toFixed(1)} µs/op, GC ${((gcMs * 1000) / n).toFixed(1)} µs/op, ${gcCount} GCs (${JSON.stringify(kinds)}) in ${n} ops`)
await payrail.close()
await server.close()
