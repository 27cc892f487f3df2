/** Measures the ablation variants written by make.py (CPU and wall per call, stub fetch). */
import { compare, compareTable } from "../../lib/measure"
import { makePayloads } from "../../lib/payloads"
const payloads = await makePayloads()
const mode = process.argv[2] ?? "retrieve"
const text = mode === "create" ? payloads.createText : payloads.retrieveText
const stubFetch = (async () => new Response(text, { status: mode === "create" ? 201 : 200, headers: { "content-type": "application/json" } })) as unknown as typeof fetch
const variants = ["v0", "v_nodecode", "v_nospan", "v_noretry_notimeout", "v_rawfetch", "v_rawfetch_nodecode_nospan"]
const contenders: Record<string, () => Promise<unknown>> = {
  "stub fetch + JSON.parse": async () => JSON.parse(await (await stubFetch("x")).text())
}
const clients: Array<{ close(): Promise<void> }> = []
for (const v of variants) {
  const mod = await import(`./out/${v}.js`)
  const c = mod.createPayrail({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: "http://stub.invalid/v1", fetch: stubFetch })
  clients.push(c)
  contenders[v] = mode === "create" ? () => c.payments.create(payloads.createBody) : () => c.payments.retrieve(payloads.paymentId)
}
console.log(compareTable(await compare(contenders, { batch: 300, rounds: 15, warmup: 1000, maxMs: 40_000 })))
for (const c of clients) await c.close()
