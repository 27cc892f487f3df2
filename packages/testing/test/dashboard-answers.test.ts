/**
 * What the dashboard shows besides requests, over the fake's real HTTP server: each request's
 * answer body in the request log (masked and bounded as request bodies are), each delivery's
 * payload and the receiver's answer (bounded, masked), and the view carrying both.
 */
import { createServer, request as httpRequest, type Server } from "node:http"
import { afterEach, describe, expect, it } from "vitest"
import { maskedPrefix } from "../src/foundation/card-data"
import { createFakePayrail, type FakePayrail, type FakeServer } from "../src/index"
import { AUTH, paymentBody, T0 } from "./helpers"

const KEY = "sk_test_payrail"
const NUMBER = "4507990000000028"
let fake: FakePayrail
let server: FakeServer | undefined
let receiver: Server | undefined
afterEach(async () => {
  await server?.close()
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()))
  server = undefined
  receiver = undefined
})

const cardPayment = (sessionId: string, key: string) =>
  fetch(`${server!.url}/payments`, {
    method: "POST",
    headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": key },
    body: JSON.stringify(paymentBody(sessionId, { workflow: "DIRECT", payment_method: { type: "CARD", detail: { card: { card_data: { number: NUMBER, expiration_month: 11, expiration_year: 28, security_code: "4821", holder_name: "John Doe" } } } } }))
  })

/** The first event of the dashboard's stream (the whole view). */
const firstView = (): Promise<Record<string, any>> =>
  new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: server!.port, path: `/_fake/events?key=${KEY}`, headers: { host: `127.0.0.1:${server!.port}` } }, (res) => {
      let text = ""
      res.setEncoding("utf8")
      res.on("data", (chunk: string) => {
        text += chunk
        const data = /event: state\ndata: (.*)\n\n/.exec(text)?.[1]
        if (data === undefined) return
        req.destroy()
        resolve(JSON.parse(data) as Record<string, any>)
      })
    })
    req.on("error", reject)
    req.end()
  })

describe("the request log keeps each answer's body", () => {
  it("parsed, card number masked and security code redacted, in fake.requests, GET /_fake/requests and the dashboard's view", async () => {
    fake = createFakePayrail({ now: T0 })
    server = await fake.listen()
    const session = fake.seed.checkoutSession({ customerId: fake.seed.customer().id })
    const res = await cardPayment(session.id, "idem-answer-1")
    const answered = (await res.json()) as { id: string }
    const entry = fake.requests.at(-1)!
    expect(entry.responseBody).toEqual(answered) // what the client was answered, parsed
    expect(entry.responseBodyTruncated).toBeUndefined()
    const logged = JSON.stringify(entry.responseBody)
    expect(logged).toContain('"iin":"450799","lfd":"0028"') // the card as the service answers it
    expect(logged).not.toContain(NUMBER)
    expect(logged).not.toContain('"4821"')

    const listed = (await (await fetch(`${server.controlUrl}/requests`, { headers: { "private-secret-key": KEY } })).json()) as Array<{ responseBody: { id: string } }>
    expect(listed.at(-1)!.responseBody.id).toBe(answered.id)
    const view = await firstView()
    expect(view.requests.items[0]).toMatchObject({ requestId: entry.requestId, responseBody: { id: answered.id } })
    expect(JSON.stringify(view)).not.toContain(NUMBER)
  })

  it("an answer longer than requestLog.maxBodyLength is kept as its first characters, marked cut; an error answer whole", async () => {
    fake = createFakePayrail({ now: T0, requestLog: { maxBodyLength: 300 } })
    server = await fake.listen()
    const session = fake.seed.checkoutSession({ customerId: fake.seed.customer().id })
    const text = await (await cardPayment(session.id, "idem-answer-2")).text()
    expect(text.length).toBeGreaterThan(300)
    const entry = fake.requests.at(-1)!
    expect(entry.responseBodyTruncated).toBe(true)
    expect(typeof entry.responseBody).toBe("string")
    expect((entry.responseBody as string).length).toBe(300)
    expect(text.startsWith(entry.responseBody as string)).toBe(true)

    const missing = await fetch(`${server.url}/payments/00000000-0000-4000-8000-000000000000`, { headers: AUTH })
    expect(missing.status).toBeGreaterThanOrEqual(400)
    expect(fake.requests.at(-1)!.responseBody).toEqual(await missing.json())
  })

  it("a dropped connection keeps no answer", async () => {
    fake = createFakePayrail({ now: T0 })
    server = await fake.listen()
    fake.faults.inject({ path: "/customers", dropConnection: true })
    await expect(fetch(`${server.url}/customers`, { method: "POST", headers: { ...AUTH, "content-type": "application/json" }, body: "{}" })).rejects.toThrow()
    expect(fake.requests.at(-1)).toMatchObject({ outcome: "dropped", status: null })
    expect(fake.requests.at(-1)!.responseBody).toBeUndefined()
  })

  it("a cut never leaves a card number half in clear: it is masked before it is cut", () => {
    const text = `{"pad":"xxxxxx","number":"${NUMBER}"}`
    const cut = text.indexOf(NUMBER) + 12 // inside the number's first twelve digits
    expect(maskedPrefix(text, cut)).toBe(`{"pad":"xxxxxx","number":"450799******`)
    expect(maskedPrefix(`"security_code": "4821"`, 19)).toBe(`"security_code": "[`)
  })
})

describe("each delivery keeps its payload and the receiver's answer", () => {
  it("the payload as the receiver got it; the answer's first 2,048 characters, card numbers masked; in the view, once per notification", async () => {
    const received: Array<unknown> = []
    const answer = `{"error":"receiver down","echo":"${NUMBER.replace(/(\d{4})/g, "$1 ").trim()}","pad":"${"p".repeat(5000)}"}`
    receiver = createServer((req, res) => {
      let text = ""
      req.on("data", (d: Buffer) => (text += d.toString()))
      req.on("end", () => {
        received.push(JSON.parse(text))
        res.writeHead(503, { "content-type": "application/json" })
        res.end(answer)
      })
    })
    await new Promise<void>((resolve) => receiver!.listen(0, "127.0.0.1", resolve))
    const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`
    fake = createFakePayrail({ now: T0, webhooks: { url, secret: "whsec_dGVzdC1zZWNyZXQtZm9yLWRhc2hib2FyZA==" } })
    server = await fake.listen()
    await fake.webhooks.send("payment.chargeback")
    const first = fake.webhooks.deliveries[0]!
    await fake.webhooks.resend(first.id)
    const [one, two] = fake.webhooks.deliveries
    expect(received).toHaveLength(2)
    expect(one!.payload).toEqual(received[0])
    expect(two!.payload).toEqual(received[1])
    expect(two!.payload).toMatchObject({ retry: 1 })
    expect(one!.status).toBe(503)
    expect(one!.responseBody).toHaveLength(2048)
    expect(one!.responseBody!.startsWith('{"error":"receiver down","echo":"450799******0028","pad":"ppp')).toBe(true)
    expect(one!.responseBody).toMatch(/^[^]{2048}$/)
    expect(one!.responseBody).not.toContain("4507 9900 0000 0028")

    const view = await firstView()
    const [group] = view.webhooks.deliveries[url] as Array<{ id: string; payload: unknown; attempts: Array<Record<string, unknown>> }>
    expect(group!.id).toBe(first.id)
    expect(group!.payload).toEqual(received[1]) // the latest attempt's
    expect(group!.attempts.map((a) => [a.attempt, a.status, a.responseBody])).toEqual([
      [1, 503, one!.responseBody],
      [2, 503, two!.responseBody]
    ])
    expect(group!.attempts.some((a) => "payload" in a)).toBe(false) // sent once per notification, not per attempt
  })

  it("a receiver that does not answer: no answer kept", async () => {
    fake = createFakePayrail({ now: T0, webhooks: { url: "http://127.0.0.1:9/hooks", secret: "whsec_dGVzdC1zZWNyZXQtZm9yLWRhc2hib2FyZA==", fetch: () => Promise.reject(new TypeError("connection refused")) } })
    await fake.webhooks.send("payment.chargeback")
    expect(fake.webhooks.deliveries[0]).toMatchObject({ status: null, responseBody: null, error: "network error: connection refused" })
  })
})
