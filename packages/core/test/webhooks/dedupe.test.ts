import { describe, expect, it } from "vitest"
import { ConfigurationError } from "../../src/errors"
import { createMemoryDedupeStore } from "../../src/webhooks"

const clock = (start = 1_000_000) => {
  let t = start
  return { now: () => t, advance: (ms: number) => void (t += ms) }
}

describe("createMemoryDedupeStore", () => {
  it("reserve → in-progress → completed", async () => {
    const store = createMemoryDedupeStore()
    expect(await store.reserve("a")).toBe("reserved")
    expect(await store.reserve("a")).toBe("in-progress")
    await store.complete("a")
    expect(await store.reserve("a")).toBe("completed")
    expect(await store.reserve("b")).toBe("reserved")
  })

  it("release forgets a reservation, but never a completed key", async () => {
    const store = createMemoryDedupeStore()
    store.reserve("a")
    store.release("a")
    expect(store.reserve("a")).toBe("reserved")
    store.complete("a")
    store.release("a")
    expect(store.reserve("a")).toBe("completed")
  })

  it("a reservation lapses after its lease (a crashed handler does not block retries forever)", () => {
    const c = clock()
    const store = createMemoryDedupeStore({ leaseMs: 1_000, now: c.now })
    expect(store.reserve("a")).toBe("reserved")
    c.advance(999)
    expect(store.reserve("a")).toBe("in-progress")
    c.advance(1)
    expect(store.reserve("a")).toBe("reserved")
  })

  it("a completed key is remembered for ttlMs, by default longer than the service's 4-day retry window", () => {
    const c = clock()
    const store = createMemoryDedupeStore({ ttlMs: 10_000, now: c.now })
    store.reserve("a")
    store.complete("a")
    c.advance(9_999)
    expect(store.reserve("a")).toBe("completed")
    c.advance(1)
    expect(store.reserve("a")).toBe("reserved")

    const d = clock()
    const byDefault = createMemoryDedupeStore({ now: d.now })
    byDefault.reserve("x")
    byDefault.complete("x")
    d.advance(5 * 24 * 3_600_000)
    expect(byDefault.reserve("x")).toBe("completed")
    d.advance(2 * 24 * 3_600_000)
    expect(byDefault.reserve("x")).toBe("reserved")
  })

  it("holds at most maxEntries keys, dropping expired ones first, then the oldest", () => {
    const c = clock()
    const store = createMemoryDedupeStore({ maxEntries: 3, ttlMs: 100, now: c.now })
    for (const k of ["a", "b", "c"]) {
      store.reserve(k)
      store.complete(k)
    }
    expect(store.size).toBe(3)
    store.reserve("d")
    expect(store.size).toBe(3)
    expect(store.reserve("b")).toBe("completed")
    expect(store.reserve("c")).toBe("completed")
    expect(store.reserve("a")).toBe("reserved") // the oldest went
    // expired entries go before live ones
    c.advance(150)
    store.reserve("e") // a and d hold leases; c has expired, so it goes first
    expect(store.size).toBeLessThanOrEqual(3)
    expect(store.reserve("a")).toBe("in-progress")
    expect(store.reserve("d")).toBe("in-progress")
    for (let i = 0; i < 1_000; i++) store.reserve(`k${i}`)
    expect(store.size).toBe(3)
  })

  it("keeps 100,000 completed keys by default, none dropped before its TTL; the next one drops only the oldest", () => {
    const c = clock()
    const store = createMemoryDedupeStore({ now: c.now })
    for (let i = 0; i < 100_000; i++) {
      store.reserve(`k${i}`)
      store.complete(`k${i}`)
      if (i % 10_000 === 0) c.advance(60_000) // the keys arrive over time, all well within the 7-day TTL
    }
    expect(store.size).toBe(100_000)
    for (const i of [0, 1, 50_000, 99_999]) expect(store.reserve(`k${i}`)).toBe("completed")
    store.reserve("one-more")
    expect(store.size).toBe(100_000)
    expect(store.reserve("k0")).toBe("reserved") // the oldest written went, and only it
    expect(store.reserve("k2")).toBe("completed")
  })

  it("drops lapsed leases at the front before a live completed key", () => {
    const c = clock()
    const store = createMemoryDedupeStore({ maxEntries: 3, leaseMs: 10, now: c.now })
    store.reserve("crashed") // never completed: its lease lapses
    store.reserve("done")
    store.complete("done")
    c.advance(11)
    store.reserve("x")
    store.reserve("y")
    expect(store.reserve("done")).toBe("completed")
    expect(store.size).toBeLessThanOrEqual(3)
  })

  it("after many released and rewritten keys, still drops exactly the oldest live key when full", () => {
    const store = createMemoryDedupeStore({ maxEntries: 4 })
    for (const k of ["a", "b", "c"]) {
      store.reserve(k)
      store.complete(k)
    }
    // failing deliveries: reserved and released thousands of times (stale slots in the write queue)
    for (let i = 0; i < 5_000; i++) {
      store.reserve(`flaky-${i % 7}`)
      store.release(`flaky-${i % 7}`)
    }
    expect(store.size).toBe(3)
    for (const k of ["a", "b", "c"]) expect(store.reserve(k)).toBe("completed")
    store.reserve("d")
    store.reserve("e") // full: the oldest write (a) goes, and only it
    expect(store.size).toBe(4)
    expect(store.reserve("b")).toBe("completed")
    expect(store.reserve("c")).toBe("completed")
    expect(store.reserve("d")).toBe("in-progress")
    expect(store.reserve("a")).toBe("reserved")
  })

  it("refuses nonsense options", () => {
    expect(() => createMemoryDedupeStore({ maxEntries: 0 })).toThrow(ConfigurationError)
    expect(() => createMemoryDedupeStore({ ttlMs: -1 })).toThrow(ConfigurationError)
    expect(() => createMemoryDedupeStore({ leaseMs: Number.NaN })).toThrow(ConfigurationError)
  })
})
