/** Child process of the memory benchmark: creates N payments in a fresh fake, prints heap figures as JSON. */
import { createFakePayrail } from "@payrail/testing"
import { paymentBody } from "./lib/payloads"

const gc = (globalThis as { gc?: () => void }).gc
if (gc === undefined) throw new Error("run with --expose-gc")
const n = Number(process.argv[2] ?? 100_000)
const fake = createFakePayrail()
const session = fake.seed.checkoutSession()
const headers = { "content-type": "application/json", "public-api-key": fake.publicApiKey, "private-secret-key": fake.privateSecretKey }
gc()
const baseline = process.memoryUsage().heapUsed
const t0 = performance.now()
for (let i = 0; i < n; i++) {
  const r = await fake.fetch(`${fake.baseUrl}/payments`, {
    method: "POST",
    headers: { ...headers, "x-idempotency-key": `mem-${i}` },
    body: JSON.stringify(paymentBody(session.id, `mem-order-${i}`))
  })
  if (r.status !== 201) throw new Error(`create ${i}: ${r.status} ${await r.text()}`)
  await r.arrayBuffer()
}
const createMs = performance.now() - t0
gc()
gc()
const after = process.memoryUsage()
if (fake.state.payments.length !== n) throw new Error(`expected ${n} payments, the fake holds ${fake.state.payments.length}`)
gc()
;(fake.requests as Array<unknown>).length = 0
gc()
gc()
const withoutLog = process.memoryUsage().heapUsed
console.log(JSON.stringify({ payments: n, createMs, baseline, heapUsed: after.heapUsed, rss: after.rss, requestLogBytes: after.heapUsed - withoutLog }))
