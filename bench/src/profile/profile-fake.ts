/**
 * CPU profile of the fake's create-payment path, after warm-up: through `fake.fetch` alone, or
 * through the SDK (`fake.client()`) with `--sdk`.
 *   npx tsx src/profile/profile-fake.ts 3000 /tmp/fake.cpuprofile [--sdk]
 */
import { writeFileSync } from "node:fs"
import { Session } from "node:inspector/promises"
import { createFakePayrail } from "@payrail/testing"
import { paymentBody } from "../lib/payloads"

const fake = createFakePayrail()
const session = fake.seed.checkoutSession()
const headers = { "content-type": "application/json", "public-api-key": fake.publicApiKey, "private-secret-key": fake.privateSecretKey }
const client = fake.client()
const viaSdk = process.argv.includes("--sdk")
let i = 0
const once = () => viaSdk ? client.payments.create(paymentBody(session.id, `p-${i++}`)) :
  fake.fetch(`${fake.baseUrl}/payments`, { method: "POST", headers: { ...headers, "x-idempotency-key": `p-${i}` }, body: JSON.stringify(paymentBody(session.id, `p-${i++}`)) }).then((r) => r.text())
for (let k = 0; k < 1000; k++) await once()
const s = new Session()
s.connect()
await s.post("Profiler.enable")
await s.post("Profiler.setSamplingInterval", { interval: 100 })
await s.post("Profiler.start")
const n = Number(process.argv[2] ?? 3000)
const t0 = performance.now()
for (let k = 0; k < n; k++) await once()
const ms = performance.now() - t0
const { profile } = await s.post("Profiler.stop")
const out = process.argv[3] ?? "/tmp/fake-create.cpuprofile"
writeFileSync(out, JSON.stringify(profile))
console.log(`${Math.round(n / (ms / 1000))} creates/s under the profiler${viaSdk ? " (through the SDK)" : ""}; profile in ${out}`)
await client.close()
