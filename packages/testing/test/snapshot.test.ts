/** Saved states: `fake.snapshot()`, `fake.restore(state)`, `createFakePayrail({ state })`. */
import { describe, expect, it } from "vitest"
import { createFakePayrail, type FakePayrail, FakeStateError, type FakeSnapshot } from "../src/index"
import { decodeValue, encodeValue } from "../src/control/snapshot"
import { makeStore } from "../src/foundation/store"
import { ACCOUNT_ID, AUTH, authorizeBody, oneStepOnboardingBody, paymentBody, reportBody, subscriptionBody, T0 } from "./helpers"

interface Call {
  readonly method: string
  readonly path: string
  readonly body?: unknown
  readonly headers?: Record<string, string>
}
interface Answer {
  readonly status: number
  readonly text: string
}

const send = async (fake: FakePayrail, call: Call): Promise<Answer> => {
  const response = await fake.fetch(`${fake.baseUrl}${call.path}`, {
    method: call.method,
    headers: { ...AUTH, "content-type": "application/json", ...call.headers },
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) })
  })
  return { status: response.status, text: await response.text() }
}
const key = (k: string) => ({ "x-idempotency-key": k })

/** A fake with something in every kind of record, and the keyed calls that made them. */
const populate = async () => {
  const fake = createFakePayrail({ now: T0 })
  const customer = fake.seed.customer({ cards: 2 })
  const session = fake.seed.checkoutSession({ customerId: customer.id })
  const entity = fake.seed.entity()
  const recipient = fake.seed.recipient()
  fake.seed.whitelabelUser()
  fake.seed.merchant({ publicApiKey: "pk_other", privateSecretKey: "sk_other", authorized: false })

  const keyed: Array<Call> = []
  const post = async (path: string, body: unknown, k: string) => {
    const call = { method: "POST", path, body, headers: key(k) }
    keyed.push(call)
    return JSON.parse((await send(fake, call)).text)
  }
  const purchase = await post("/payments", paymentBody(session.id), "purchase-1")
  await post(`/payments/${purchase.id}/transactions/${purchase.transactions.id}/refund`, { amount: { currency: "USD", value: 6.9 } }, "refund-1")
  // A refused state move is recorded under its key too.
  await post(`/payments/${purchase.id}/transactions/${purchase.transactions.id}/refund`, { amount: { currency: "USD", value: 999 } }, "refund-2")
  const authorized = await post("/payments", authorizeBody(session.id), "authorize-1")
  await post(`/payments/${authorized.id}/cancel-or-refund`, {}, "cancel-1")
  const subscription = await post("/subscriptions", subscriptionBody(customer), "subscription-1")
  const onboarding = await post(`/banking/entities/${entity.id}/onboardings`, oneStepOnboardingBody(), "onboarding-1")
  const report = JSON.parse((await send(fake, { method: "POST", path: "/reports", body: reportBody(), headers: { "x-organization-code": "org_1" } })).text)
  await send(fake, { method: "POST", path: `/recipients/${recipient.id}/onboardings/${recipient.onboardingId}/unblock` })
  await fake.clock.advance(1_000)

  const reads: Array<Call> = [
    { method: "GET", path: `/payments/${purchase.id}?transactions_history=true` },
    { method: "GET", path: `/payments/${authorized.id}` },
    { method: "GET", path: `/subscriptions/${subscription.id}` },
    { method: "GET", path: `/reports/${report.id}` },
    { method: "GET", path: `/banking/entities/${entity.id}/onboardings/${onboarding.id}` },
    { method: "GET", path: `/checkout/sessions/${session.id}/payment-methods` }
  ]
  return { fake, keyed, reads, ids: { subscription: subscription.id, report: report.id } }
}

const answersOf = async (fake: FakePayrail, calls: ReadonlyArray<Call>) => {
  const answers: Array<Answer> = []
  for (const call of calls) answers.push(await send(fake, call))
  return answers
}

describe("fake.snapshot() / restore", () => {
  it("saves every collection of the store (a collection left out fails here)", async () => {
    const { fake } = await populate()
    const snapshot = fake.snapshot()
    expect(Object.keys(snapshot.store).sort()).toEqual(Object.keys(makeStore()).sort())
    expect(snapshot).toMatchObject({ kind: "payrail-fake-state", version: 1 })
  })

  it("is plain JSON, and a restored fake saves the same state again", async () => {
    const { fake } = await populate()
    const snapshot = fake.snapshot()
    const json = JSON.stringify(snapshot)
    expect(JSON.parse(json)).toEqual(snapshot)
    const restored = createFakePayrail({ state: JSON.parse(json) as FakeSnapshot })
    expect(JSON.stringify(restored.snapshot())).toBe(json)
    expect(restored.clock.now()).toBe(fake.clock.now())
    expect(restored.state.payments).toEqual(fake.state.payments)
  })

  it("answers byte for byte as the fake it was taken from, idempotent replays included", async () => {
    const { fake, keyed, reads } = await populate()
    const original = await answersOf(fake, [...reads, ...keyed])
    const restored = createFakePayrail({ state: JSON.parse(JSON.stringify(fake.snapshot())) })
    const again = await answersOf(restored, [...reads, ...keyed])
    expect(again).toEqual(original)
    // The keyed calls were answered from the restored records, not run again.
    expect(restored.requests.slice(reads.length).map((r) => r.outcome)).toEqual(keyed.map(() => "replayed"))
    expect(restored.state.payments).toHaveLength(fake.state.payments.length)
  })

  it("re-arms timers: the report completes and the subscription bills on the restored clock", async () => {
    const { fake, ids } = await populate()
    const restored = createFakePayrail({ state: fake.snapshot() })
    expect(restored.clock.pending().map((t) => t.label)).toEqual(fake.clock.pending().map((t) => t.label))
    for (const f of [fake, restored]) await f.clock.advance(40 * 86_400_000)
    const report = { method: "GET", path: `/reports/${ids.report}` }
    expect(await send(restored, report)).toEqual(await send(fake, report))
    const sub = (f: FakePayrail) => f.state.subscriptions.find((s) => s.id === ids.subscription)
    expect(sub(restored)).toMatchObject({ status: sub(fake)!.status })
    expect(restored.state.payments).toHaveLength(fake.state.payments.length)
  })

  it("fake.restore goes back to a saved point of the same fake", async () => {
    const fake = createFakePayrail({ now: T0 })
    const session = fake.seed.checkoutSession()
    const saved = fake.snapshot()
    await send(fake, { method: "POST", path: "/payments", body: paymentBody(session.id), headers: key("after-save") })
    await fake.clock.advance(5_000)
    expect(fake.state.payments).toHaveLength(1)
    fake.restore(saved)
    expect(fake.state.payments).toHaveLength(0)
    expect(fake.clock.now()).toBe(saved.clock.now)
    // The key was made after the save: it is free again.
    const answer = await send(fake, { method: "POST", path: "/payments", body: paymentBody(session.id), headers: key("after-save") })
    expect(answer.status).toBe(201)
    expect(fake.requests.at(-1)?.outcome).toBe("answered")
  })

  it("keeps the default merchant of the restoring fake and the merchants of the saved one", async () => {
    const { fake } = await populate()
    const other = createFakePayrail({ publicApiKey: "pk_restorer", privateSecretKey: "sk_restorer", state: fake.snapshot() })
    const merchants = other.snapshot().store.merchants!.map(([k]) => k)
    expect(merchants).toEqual(expect.arrayContaining(["pk_test_payrail", "pk_other", "pk_restorer"]))
  })

  it("refuses a state that is not one, naming what is wrong, and changes nothing", async () => {
    const fake = createFakePayrail({ now: T0 })
    fake.seed.customer()
    const before = JSON.stringify(fake.snapshot())
    const bad = (state: unknown) => () => fake.restore(state as FakeSnapshot)
    expect(bad(null)).toThrow(FakeStateError)
    expect(bad({ ...fake.snapshot(), version: 99 })).toThrow(/state\.version/)
    expect(bad({ ...fake.snapshot(), kind: "other" })).toThrow(/state\.kind/)
    expect(bad({ ...fake.snapshot(), store: { widgets: [] } })).toThrow(/state\.store\.widgets/)
    expect(bad({ ...fake.snapshot(), store: { payments: [{}] } })).toThrow(/state\.store\.payments/)
    expect(bad({ ...fake.snapshot(), idempotency: [{ key: 1 }] })).toThrow(/state\.idempotency/)
    expect(bad({ ...fake.snapshot(), clock: {} })).toThrow(/state\.clock\.now/)
    expect(JSON.stringify(fake.snapshot())).toBe(before)
  })

  it("loads a state saved before a collection existed (it starts empty)", async () => {
    const { fake } = await populate()
    const { recipients: _dropped, ...older } = fake.snapshot().store
    const restored = createFakePayrail({ state: { ...fake.snapshot(), store: older } })
    expect(restored.state.recipients).toEqual([])
    expect(restored.state.payments).toHaveLength(fake.state.payments.length)
  })
})

describe("the snapshot codec", () => {
  it("keeps Maps, Sets, Dates, non-finite numbers and tag-like fields; drops functions and timers", () => {
    const task = { at: 1, label: "t", cancel: () => undefined }
    const value = {
      map: new Map([["a", { n: 1 }]]),
      set: new Set([1, 2]),
      date: new Date("2025-01-01T00:00:00.000Z"),
      inf: Infinity,
      nan: Number.NaN,
      tagLike: { $map: "not a map" },
      tasks: [task, { kept: true }],
      timer: task,
      fn: () => 1,
      nothing: undefined,
      account: ACCOUNT_ID
    }
    const encoded = encodeValue(value)
    const decoded = decodeValue(JSON.parse(JSON.stringify(encoded))) as Record<string, unknown>
    expect(decoded).toEqual({
      map: value.map,
      set: value.set,
      date: value.date,
      inf: Infinity,
      nan: Number.NaN,
      tagLike: { $map: "not a map" },
      tasks: [{ kept: true }],
      timer: null,
      account: ACCOUNT_ID
    })
  })
})
