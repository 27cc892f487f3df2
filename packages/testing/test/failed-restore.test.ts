/** A saved state that fails to load (PUT /_fake/state) leaves the fake as it was, naming what is wrong. */
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

describe("PUT /_fake/state that fails to load leaves the fake as it was", () => {
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
