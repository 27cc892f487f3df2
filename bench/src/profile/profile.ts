/**
 * CPU profile of Payrail's own work per call, taken with the inspector after warm-up so
 * start-up and module loading stay out of it. By default over a stub fetch (no socket);
 * `--http` sends over loopback to the canned server (bench/src/server/api-server.mjs, its
 * own process), `--bare` profiles a bare `fetch` + `JSON.parse` loop instead of Payrail
 * (the reference to diff against), `--fetch` forces Payrail's fetch transport.
 *
 *   tsx src/profile/profile.ts retrieve|create [calls] [out.cpuprofile] [--http] [--bare] [--fetch]
 *   node src/profile/summarize.mjs out.cpuprofile
 */
import { writeFileSync } from "node:fs"
import { Session } from "node:inspector/promises"
import { createPayrail } from "@payrail/core"
import { makePayloads } from "../lib/payloads"
import { startApiServer } from "../lib/server"

const flags = new Set(process.argv.filter((a) => a.startsWith("--")))
const [mode = "retrieve", calls = "5000", outArg] = process.argv.slice(2).filter((a) => !a.startsWith("--"))
const n = Number(calls)
const out = outArg ?? `/tmp/payrail-${mode}${flags.has("--http") ? "-http" : ""}${flags.has("--bare") ? "-bare" : ""}.cpuprofile`
const payloads = await makePayloads()
const text = mode === "create" ? payloads.createText : payloads.retrieveText
const stubFetch = (async () => new Response(text, { status: mode === "create" ? 201 : 200, headers: { "content-type": "application/json" } })) as unknown as typeof fetch
const server = flags.has("--http")
  ? await startApiServer({ retrieveText: payloads.retrieveText, createText: payloads.createText, stripeRetrieveText: "{}", stripeCreateText: "{}" })
  : undefined
const baseUrl = server ? `${server.origin}/v1` : "http://stub.invalid/v1"
const keys = { publicApiKey: "pk", privateSecretKey: "sk" }
const payrail = createPayrail({ ...keys, baseUrl, ...(server ? {} : { fetch: stubFetch }), ...(flags.has("--fetch") ? { transport: "fetch" } : {}) } as Parameters<typeof createPayrail>[0])
const doFetch = server ? fetch : stubFetch
const bare = async () => {
  const headers: Record<string, string> = { accept: "application/json", "public-api-key": keys.publicApiKey, "private-secret-key": keys.privateSecretKey }
  if (mode !== "create") return JSON.parse(await (await doFetch(`${baseUrl}/payments/${payloads.paymentId}`, { headers })).text())
  headers["content-type"] = "application/json"
  headers["x-idempotency-key"] = crypto.randomUUID()
  return JSON.parse(await (await doFetch(`${baseUrl}/payments`, { method: "POST", headers, body: JSON.stringify(payloads.createBody) })).text())
}
const once = flags.has("--bare") ? bare : () => (mode === "create" ? payrail.payments.create(payloads.createBody) : payrail.payments.retrieve(payloads.paymentId))
for (let i = 0; i < 1000; i++) await once()
const session = new Session()
session.connect()
await session.post("Profiler.enable")
await session.post("Profiler.setSamplingInterval", { interval: 100 })
await session.post("Profiler.start")
const c0 = process.cpuUsage()
const t0 = performance.now()
for (let i = 0; i < n; i++) await once()
const elapsed = performance.now() - t0
const cpu = process.cpuUsage(c0)
const { profile } = await session.post("Profiler.stop")
writeFileSync(out, JSON.stringify(profile))
console.log(`${mode}: ${((elapsed * 1000) / n).toFixed(1)} µs/op wall, ${((cpu.user + cpu.system) / n).toFixed(1)} µs/op CPU under the profiler; profile in ${out}`)
await payrail.close()
await server?.close()
