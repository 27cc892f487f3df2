/**
 * Quick side-by-side of the fake's create rate, per CPU second: `fake.fetch` alone and through
 * the SDK, sequential, alternating rounds (no HTTP, no memory run; `fake.ts` does the full set).
 *   npx tsx src/profile/fake-rate.ts [rounds=5] [count=2000]
 */
import { createFakePayrail } from "@payrail/testing"
import { median, quantile } from "../lib/measure"
import { paymentBody } from "../lib/payloads"

const rounds = Number(process.argv[2] ?? 5)
const count = Number(process.argv[3] ?? 2000)
const fake = createFakePayrail()
const session = fake.seed.checkoutSession()
const headers = { "content-type": "application/json", "public-api-key": fake.publicApiKey, "private-secret-key": fake.privateSecretKey }
const client = fake.client()
let seq = 0
const modes: Record<string, () => Promise<unknown>> = {
  "fake.fetch alone": () => {
    const i = seq++
    return fake.fetch(`${fake.baseUrl}/payments`, { method: "POST", headers: { ...headers, "x-idempotency-key": `raw-${i}` }, body: JSON.stringify(paymentBody(session.id, `raw-${i}`)) }).then((r) => r.text())
  },
  "SDK → fake.fetch": () => client.payments.create(paymentBody(session.id, `seq-${seq++}`))
}
for (let i = 0; i < 500; i++) for (const op of Object.values(modes)) await op()
const rates: Record<string, Array<number>> = Object.fromEntries(Object.keys(modes).map((k) => [k, []]))
for (let r = 0; r < rounds; r++) {
  for (const [name, op] of Object.entries(modes)) {
    const cpu0 = process.cpuUsage()
    for (let i = 0; i < count; i++) await op()
    const cpu = process.cpuUsage(cpu0)
    rates[name]!.push(count / ((cpu.user + cpu.system) / 1e6))
  }
}
for (const [name, xs] of Object.entries(rates)) {
  console.log(`${name.padEnd(18)} ${Math.round(median(xs))} creates/CPU-s (p25–p75 ${Math.round(quantile(xs, 0.25))}–${Math.round(quantile(xs, 0.75))})`)
}
await client.close()
