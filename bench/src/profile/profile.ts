/**
 * CPU profile of Payrail's own work per call (stub fetch, no socket), taken with the
 * inspector after warm-up so start-up and module loading stay out of it.
 *
 *   tsx src/profile/profile.ts retrieve|create [calls] [out.cpuprofile]
 *   node src/profile/summarize.mjs out.cpuprofile
 */
import { writeFileSync } from "node:fs"
import { Session } from "node:inspector/promises"
import { createPayrail } from "@payrail/core"
import { makePayloads } from "../lib/payloads"

const payloads = await makePayloads()
const mode = process.argv[2] ?? "retrieve"
const n = Number(process.argv[3] ?? 5000)
const out = process.argv[4] ?? `/tmp/payrail-${mode}.cpuprofile`
const text = mode === "create" ? payloads.createText : payloads.retrieveText
const stubFetch = (async () => new Response(text, { status: mode === "create" ? 201 : 200, headers: { "content-type": "application/json" } })) as unknown as typeof fetch
const payrail = createPayrail({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: "http://stub.invalid/v1", fetch: stubFetch })
const once = () => (mode === "create" ? payrail.payments.create(payloads.createBody) : payrail.payments.retrieve(payloads.paymentId))
for (let i = 0; i < 1000; i++) await once()
const session = new Session()
session.connect()
await session.post("Profiler.enable")
await session.post("Profiler.setSamplingInterval", { interval: 100 })
await session.post("Profiler.start")
const t0 = performance.now()
for (let i = 0; i < n; i++) await once()
const elapsed = performance.now() - t0
const { profile } = await session.post("Profiler.stop")
writeFileSync(out, JSON.stringify(profile))
console.log(`${mode}: ${((elapsed * 1000) / n).toFixed(1)} µs/op under the profiler; profile in ${out}`)
await payrail.close()
