/** The idempotency store (src/pipeline/idempotency.ts) on its own: keys per merchant, size, release, save and load. */
import { describe, expect, it } from "vitest"
import { hash53, makeIdempotencyStore } from "../src/pipeline/idempotency"

const ANSWER = { status: 201, text: '{"id":"p1"}' }

describe("the idempotency store", () => {
  it("keeps a key per merchant: the same key under two merchants is two records", () => {
    const store = makeIdempotencyStore()
    expect(store.begin("m1", "k", "POST /payments {}")).toEqual({ kind: "new" })
    expect(store.begin("m2", "k", "POST /payments {\"a\":1}")).toEqual({ kind: "new" })
    expect(store.size).toBe(2)
    store.complete("m1", "k", ANSWER)
    expect(store.begin("m1", "k", "POST /payments {}")).toEqual({ kind: "replay", reply: ANSWER })
    expect(store.begin("m2", "k", "POST /payments {\"a\":1}")).toEqual({ kind: "in_flight", remainingMs: undefined })
    expect(store.begin("m1", "k", "POST /payments {\"a\":1}")).toEqual({ kind: "conflict" })
    // A joined key must not reach another merchant's record ("m" + "1\u0000k" against "m1" + "k").
    expect(store.begin("m", "1\u0000k", "POST /payments {}")).toEqual({ kind: "new" })
    expect(store.size).toBe(3)
  })

  it("release frees a key still in flight, never a finished one", () => {
    const store = makeIdempotencyStore()
    store.begin("m", "a", "x")
    store.begin("m", "b", "x")
    store.complete("m", "b", ANSWER)
    store.release("m", "a")
    store.release("m", "b")
    store.release("m", "never")
    store.release("other", "a")
    expect(store.size).toBe(1)
    expect(store.begin("m", "a", "y")).toEqual({ kind: "new" })
    expect(store.begin("m", "b", "x")).toEqual({ kind: "replay", reply: ANSWER })
    store.clear()
    expect(store.size).toBe(0)
    expect(store.begin("m", "b", "x")).toEqual({ kind: "new" })
  })

  it("saves the finished records of every merchant and loads them back as they were", () => {
    const store = makeIdempotencyStore()
    store.begin("m1", "k1", "one")
    store.begin("m2", "k2", "two")
    store.begin("m1", "held", "three")
    store.complete("m1", "k1", ANSWER)
    store.complete("m2", "k2", { status: 400, text: '{"code":"INVALID_STATUS"}' })
    const saved = store.save()
    expect(saved).toHaveLength(2)
    expect(saved).toEqual(expect.arrayContaining([
      { scope: "m1", key: "k1", fingerprint: hash53("one"), status: 201, text: ANSWER.text },
      { scope: "m2", key: "k2", fingerprint: hash53("two"), status: 400, text: '{"code":"INVALID_STATUS"}' }
    ]))
    const loaded = makeIdempotencyStore()
    loaded.begin("m3", "gone", "x")
    loaded.load(saved)
    expect(loaded.size).toBe(2)
    expect(loaded.begin("m3", "gone", "x")).toEqual({ kind: "new" })
    expect(loaded.begin("m2", "k2", "two")).toEqual({ kind: "replay", reply: { status: 400, text: '{"code":"INVALID_STATUS"}' } })
    expect(loaded.begin("m1", "k1", "other")).toEqual({ kind: "conflict" })
  })
})
