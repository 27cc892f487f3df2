// A canned API server for the per-call benchmarks, run in its own process so the client
// being measured does not share its event loop. Bound to 127.0.0.1 on port 0; the parent
// sends the bodies over IPC and gets the port back. It exits when the parent disconnects.
import http from "node:http"

let bodies
const server = http.createServer((req, res) => {
  const chunks = []
  req.on("data", (c) => chunks.push(c))
  req.on("end", () => {
    const url = req.url ?? "/"
    let status = 200
    let body
    if (req.method === "GET" && url.startsWith("/v1/payments/")) body = bodies.retrieveText
    else if (req.method === "POST" && url === "/v1/payments") {
      status = 201
      body = bodies.createText
    } else if (req.method === "GET" && url.startsWith("/v1/payment_intents/")) body = bodies.stripeRetrieveText
    else if (req.method === "POST" && url === "/v1/payment_intents") body = bodies.stripeCreateText
    else {
      status = 404
      body = JSON.stringify({ code: "NOT_FOUND", messages: [url] })
    }
    res.writeHead(status, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      "request-id": "req_bench",
      "x-request-id": "req_bench"
    })
    res.end(body)
  })
})
server.keepAliveTimeout = 60_000

process.on("message", (message) => {
  bodies = message
  server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }))
})
process.on("disconnect", () => process.exit(0))
// Never outlive a crashed parent by long: bounded lifetime.
setTimeout(() => process.exit(0), 30 * 60_000).unref()
