/**
 * Ids `.` and `..` are refused as ids (400 naming the parameter, as the client refuses them),
 * never resolved away into another endpoint; a method the document does not list on a concrete
 * path is a 405 with `Allow`, never served by a templated neighbour (src/transports/node-request.ts,
 * src/pipeline/route-precedence.ts). Over the fake's real HTTP server, with the raw request
 * target (`fetch` would resolve the dot segments before sending).
 */
import { request } from "node:http"
import { afterEach, describe, expect, it } from "vitest"
import { createFakePayrail, type FakePayrail, type FakeServer } from "../src/index"
import { AUTH, T0 } from "./helpers"

let fake: FakePayrail
let server: FakeServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})
const start = async () => {
  fake = createFakePayrail({ now: T0 })
  server = await fake.listen()
}

/** One request with `target` sent exactly as written. */
const send = (method: string, target: string, body?: unknown) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: any }>((resolve, reject) => {
    const req = request({
      host: "127.0.0.1", port: server!.port, method, path: target,
      headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": crypto.randomUUID() }
    }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8")
        resolve({ status: res.statusCode!, headers: res.headers, body: text === "" ? undefined : JSON.parse(text) })
      })
    })
    req.on("error", reject)
    req.end(body === undefined ? undefined : JSON.stringify(body))
  })

describe("12. ids . and ..", () => {
  it.each([
    ["DELETE", "/v1/customers/.", "customer_id", "."],
    ["GET", "/v1/customers/..", "customer_id", ".."],
    ["GET", "/v1/recipients/.", "recipient_id", "."],
    ["GET", "/v1/recipients/%2e", "recipient_id", "."],
    ["GET", "/v1/recipients/%2E%2e", "recipient_id", ".."],
    ["GET", "/v1/payments/.?x=1", "payment_id", "."],
    ["GET", "/v1/customers/./payment-methods", "customer_id", "."]
  ])("%s %s → 400 naming %s", async (method, target, name, value) => {
    await start()
    const { status, body } = await send(method, target)
    expect(status).toBe(400)
    expect(body.messages).toContain(`${name}: "${value}" is not an id`)
  })

  it("a dot segment elsewhere is never routed to another endpoint", async () => {
    await start()
    // `/v1/customers/../payments` would be POST /payments once resolved
    const { status } = await send("POST", "/v1/customers/../payments", {})
    expect(status).toBe(404)
    expect(fake.requests.at(-1)!.operation).toBeNull()
  })
})

describe("12. a method the document does not list on a concrete path", () => {
  it("PATCH /customers/sessions is a 405 with Allow: POST, not customers.update with the id sessions", async () => {
    await start()
    const { status, headers, body } = await send("PATCH", "/v1/customers/sessions", { first_name: "X" })
    expect(status).toBe(405)
    expect(headers.allow).toBe("POST")
    expect(body.code).toBe("METHOD_NOT_ALLOWED")
  })

  it("a templated path still serves its ids (a customer id is not a concrete path)", async () => {
    await start()
    const { body } = await send("PATCH", "/v1/customers/5b0c7a52-0000-4000-8000-000000000000", { first_name: "X" })
    expect(body.code).toBe("CUSTOMER_NOT_FOUND")
  })
})
