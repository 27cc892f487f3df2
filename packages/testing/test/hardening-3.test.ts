/**
 * The request log keeps a bounded prefix of each body and
 * always serializes; a saved state that fails to load leaves the fake as it was.
 */
import { afterEach, describe, expect, it } from "vitest"
import { createFakePayrail, type FakePayrail, type FakeServer } from "../src/index"
import { AUTH, paymentBody, T0 } from "./helpers"

const CONTROL = { "private-secret-key": "sk_test_payrail" }
let fake: FakePayrail
let server: FakeServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})
const start = async (options: Parameters<typeof createFakePayrail>[0] = {}) => {
  fake = createFakePayrail({ now: T0, ...options })
  server = await fake.listen()
  return server
}
const postPayment = (text: string) =>
  fetch(`${server!.url}/payments`, { method: "POST", headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": crypto.randomUUID() }, body: text })

describe("5. the request log keeps a bounded prefix of each body", () => {
  it("a 200 KB body is kept as its first 16 KiB of text, marked cut; a small one whole", async () => {
    await start()
    const session = fake.seed.checkoutSession()
    const small = JSON.stringify(paymentBody(session.id))
    const big = JSON.stringify(paymentBody(session.id, { metadata: [{ key: "pad", value: "x".repeat(200 * 1024) }] }))
    await (await postPayment(small)).text()
    await (await postPayment(big)).text()
    const [first, second] = fake.requests
    expect(first!.body).toEqual(JSON.parse(small))
    expect(first!.bodyTruncated).toBeUndefined()
    expect(second!.body).toBe(big.slice(0, 16 * 1024))
    expect(second!.bodyTruncated).toBe(true)
    const listed = await (await fetch(`${server!.controlUrl}/requests`, { headers: CONTROL })).json()
    expect(listed[1]).toMatchObject({ body: big.slice(0, 16 * 1024), bodyTruncated: true })
  })

  it("requestLog.maxBodyLength sets the prefix", async () => {
    await start({ requestLog: { maxBodyLength: 10 } })
    await (await postPayment('{"account_id":"abc"}')).text()
    expect(fake.requests[0]).toMatchObject({ body: '{"account_', bodyTruncated: true })
    expect(() => createFakePayrail({ requestLog: { maxBodyLength: -1 } })).toThrow(/maxBodyLength/)
  })

  it.each([
    ["the default prefix", {}],
    ["a prefix long enough to keep it parsed", { requestLog: { maxBodyLength: 3_000_000 } }]
  ])("a 1,000,000-deep JSON body (%s): GET /_fake/requests still answers 200", async (_name, options) => {
    await start(options)
    const deep = "[".repeat(1_000_000) + "]".repeat(1_000_000)
    await (await postPayment(deep)).text()
    await (await postPayment('{"after":true}')).text()
    const res = await fetch(`${server!.controlUrl}/requests`, { headers: CONTROL })
    expect(res.status).toBe(200)
    const listed = (await res.json()) as Array<{ body: unknown; bodyTruncated?: boolean }>
    expect(listed).toHaveLength(2)
    // kept as a prefix of its text, or parsed with what lies past the redaction's depth bound replaced: never whole
    expect(JSON.stringify(listed[0]!.body).length).toBeLessThan(100_000)
    expect(listed[1]!.body).toEqual({ after: true })
  })
})

describe("6. PUT /_fake/state that fails to load leaves the fake as it was", () => {
  it.each([
    ["$map: 5", { $map: 5 }],
    ["$set: 5", { $set: 5 }],
    ["$date: not a date", { $date: "yesterday-ish" }],
    ["$number: 12", { $number: "12" }],
    ["$object: []", { $object: [] }]
  ])("%s inside one record → 400 naming it, and the previous state is still there", async (_name, poison) => {
    await start()
    const session = fake.seed.checkoutSession()
    const created = await postPayment(JSON.stringify(paymentBody(session.id)))
    const payment = (await created.json()) as { id: string }
    const before = fake.snapshot()
    const state = JSON.parse(JSON.stringify(before))
    const [key, record] = state.store.payments[0]
    state.store.payments[0] = [key, { ...record, poisoned: poison }]
    const put = await fetch(`${server!.controlUrl}/state`, { method: "PUT", headers: CONTROL, body: JSON.stringify(state) })
    expect(put.status).toBe(400)
    expect(((await put.json()) as { messages: Array<string> }).messages[0]).toContain("state.store.payments[0].poisoned")
    expect(fake.snapshot()).toEqual(before)
    const retrieved = await fetch(`${server!.url}/payments/${payment.id}`, { headers: AUTH })
    expect(retrieved.status).toBe(200)
  })
})
