// A server under load, in its own process: `bare` (node:http answering canned payment JSON)
// or `fake` (`fake.listen()` of @payrail/testing, or of the module file given as argv[3], with
// the `createFakePayrail` options given as JSON in argv[4]).
// Bound to 127.0.0.1 on port 0. Over IPC: the parent sends { bodies } (bare) or nothing (fake)
// and gets { port, ... } back; "cpu" asks for process.cpuUsage() (and the CPU of its threads other than the main one). Exits when the parent disconnects.
import http from "node:http"
import { pathToFileURL } from "node:url"
import { otherThreadsCpuUs } from "./thread-cpu.mjs"

const mode = process.argv[2]
const fakeModule = process.argv[3] || undefined
const fakeOptions = JSON.parse(process.argv[4] ?? "{}")

const bare = (bodies) => {
  const server = http.createServer((req, res) => {
    const chunks = []
    req.on("data", (c) => chunks.push(c))
    req.on("end", () => {
      let status = 200
      let body = bodies.retrieveText
      if (req.method === "POST") {
        JSON.parse(Buffer.concat(chunks).toString("utf8")) // a server reads what it is sent
        status = 201
        body = bodies.createText
      }
      res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body), "x-request-id": "req_bench" })
      res.end(body)
    })
  })
  server.keepAliveTimeout = 60_000
  server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }))
}

const fake = async () => {
  const { createFakePayrail } = await import(fakeModule ? pathToFileURL(fakeModule).href : "@payrail/testing")
  const fake = createFakePayrail(fakeOptions)
  const session = fake.seed.checkoutSession()
  const headers = { "content-type": "application/json", "public-api-key": fake.publicApiKey, "private-secret-key": fake.privateSecretKey }
  // 1,000 payments: the GET rows read one of them again and again, or all of them in turn.
  const paymentIds = []
  for (let i = 0; i < 1000; i++) {
    const created = await fake.fetch(`${fake.baseUrl}/payments`, {
      method: "POST",
      headers: { ...headers, "x-idempotency-key": `load-seed-${i}` },
      body: JSON.stringify({
        account_id: "0f9c2a1e-1111-4a5b-9c3d-123456789abc", description: "Order from the benchmarks", country: "US",
        merchant_order_id: `order-load-${i}`, amount: { currency: "USD", value: 26.9 }, checkout: { session: session.id },
        customer_payer: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" },
        payment_method: { token: "tok_visa" }, metadata: [{ key: "cart", value: "c_123" }]
      })
    })
    if (created.status !== 201) throw new Error(`seed payment: ${created.status} ${await created.text()}`)
    paymentIds.push((await created.json()).id)
  }
  const server = await fake.listen()
  process.send({ port: server.port, paymentId: paymentIds[0], paymentIds, session: session.id, publicApiKey: fake.publicApiKey, privateSecretKey: fake.privateSecretKey })
}

process.on("message", (message) => {
  if (message === "cpu") return process.send({ cpu: process.cpuUsage(), otherThreadsUs: otherThreadsCpuUs() })
  if (mode === "bare") bare(message.bodies)
  else fake().catch((error) => { console.error(error); process.exit(1) })
})
process.on("disconnect", () => process.exit(0))
// Never outlive a crashed parent by long: bounded lifetime.
setTimeout(() => process.exit(0), 30 * 60_000).unref()
