/**
 * The in-memory dedupe store's exact limits and eviction order, on a fake clock
 * (src/webhooks/dedupe.ts).
 */
import { describe, expect, it } from "vitest"
import { ConfigurationError } from "../../src/errors"
import { createMemoryDedupeStore, DEFAULT_MAX_ENTRIES, type MemoryDedupeStore } from "../../src/webhooks"

const clock = (start = 5_000_000) => {
  let t = start
  return { now: () => t, advance: (ms: number) => void (t += ms) }
}

const completed = (store: MemoryDedupeStore, ...keys: Array<string>) => {
  for (const k of keys) {
    store.reserve(k)
    store.complete(k)
  }
}

describe("createMemoryDedupeStore: defaults, exactly", () => {
  it("a lease of 5 minutes", () => {
    const c = clock()
    const store = createMemoryDedupeStore({ now: c.now })
    store.reserve("a")
    c.advance(5 * 60_000 - 1)
    expect(store.reserve("a")).toBe("in-progress")
    c.advance(1)
    expect(store.reserve("a")).toBe("reserved")
  })

  it("a TTL of 7 days", () => {
    const c = clock()
    const store = createMemoryDedupeStore({ now: c.now })
    completed(store, "a")
    c.advance(7 * 86_400_000 - 1)
    expect(store.reserve("a")).toBe("completed")
    c.advance(1)
    expect(store.reserve("a")).toBe("reserved")
  })

  it("DEFAULT_MAX_ENTRIES is 100 000", () => {
    expect(DEFAULT_MAX_ENTRIES).toBe(100_000)
  })

  it("uses Date.now without a clock", () => {
    const store = createMemoryDedupeStore({ leaseMs: 60_000 })
    store.reserve("a")
    expect(store.reserve("a")).toBe("in-progress")
  })
})

describe("createMemoryDedupeStore: options", () => {
  it("names the option it refuses", () => {
    const message = (options: Parameters<typeof createMemoryDedupeStore>[0]) => {
      try {
        createMemoryDedupeStore(options)
        return "ok"
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigurationError)
        return (e as Error).message
      }
    }
    expect(message({ ttlMs: 0 })).toBe("ttlMs must be a number > 0")
    expect(message({ leaseMs: Infinity })).toBe("leaseMs must be a number > 0")
    expect(message({ maxEntries: -5 })).toBe("maxEntries must be a number > 0")
    expect(message({ ttlMs: 1, leaseMs: 1, maxEntries: 1 })).toBe("ok")
  })

  it("rounds a fractional maxEntries down", () => {
    const store = createMemoryDedupeStore({ maxEntries: 2.9 })
    completed(store, "a", "b", "c")
    expect(store.size).toBe(2)
    expect(store.reserve("a")).toBe("reserved")
  })
})

describe("createMemoryDedupeStore: what is dropped", () => {
  it("a completed key is written again: its age counts from the completion, not the reservation", () => {
    const store = createMemoryDedupeStore({ maxEntries: 2 })
    store.reserve("a")
    store.reserve("b")
    store.complete("b")
    store.complete("a") // a is now the newest write
    store.reserve("c") // full: b, the oldest write, goes
    expect(store.size).toBe(2)
    expect(store.reserve("a")).toBe("completed")
    expect(store.reserve("b")).toBe("reserved")
  })

  it("expired keys at the front go, at most two per write, without the store being full", () => {
    const c = clock()
    const store = createMemoryDedupeStore({ ttlMs: 100, now: c.now })
    completed(store, "a", "b", "c")
    c.advance(100)
    store.reserve("d")
    expect(store.size).toBe(2) // a and b went; c is next
    store.reserve("e")
    expect(store.size).toBe(2) // c went
    expect(store.reserve("c")).toBe("reserved")
  })

  it("a live key at the front stops the expiry sweep", () => {
    const c = clock()
    const store = createMemoryDedupeStore({ ttlMs: 100, leaseMs: 1_000, now: c.now })
    store.reserve("held") // a lease of 1 s
    completed(store, "a")
    c.advance(100)
    store.reserve("b")
    expect(store.size).toBe(3) // a expired, but behind a live key
    expect(store.reserve("held")).toBe("in-progress")
  })

  it("re-reserving an expired key keeps it, even when it is the oldest", () => {
    const c = clock()
    const store = createMemoryDedupeStore({ maxEntries: 2, ttlMs: 100, now: c.now })
    completed(store, "a", "b")
    c.advance(100)
    expect(store.reserve("a")).toBe("reserved")
    expect(store.reserve("a")).toBe("in-progress")
  })

  it("releasing a key that is not held does nothing", () => {
    const store = createMemoryDedupeStore()
    store.release("nothing")
    completed(store, "a")
    store.release("a")
    expect(store.size).toBe(1)
    expect(store.reserve("a")).toBe("completed")
  })

  it("stays exact across many evictions (the write queue is compacted along the way)", () => {
    const store = createMemoryDedupeStore({ maxEntries: 10 })
    for (let i = 0; i < 5_000; i++) completed(store, `k${i}`)
    expect(store.size).toBe(10)
    for (let i = 4_990; i < 5_000; i++) expect(store.reserve(`k${i}`)).toBe("completed")
    expect(store.reserve("k4989")).toBe("reserved")
    expect(store.size).toBe(10)
    expect(store.reserve("k4990")).toBe("reserved") // the oldest went to make room
  })

  it("stays exact when most writes are rewrites of a few keys", () => {
    const store = createMemoryDedupeStore({ maxEntries: 3 })
    completed(store, "old")
    for (let i = 0; i < 3_000; i++) {
      store.reserve(`r${i % 2}`)
      store.release(`r${i % 2}`)
      if (i % 500 === 0) completed(store, `m${i}`)
    }
    // each reservation made while full drops the oldest write, even if it is then released:
    // only the two newest completed keys are left
    expect(store.size).toBe(2)
    expect(store.reserve("m2500")).toBe("completed")
    expect(store.reserve("m2000")).toBe("completed")
    expect(store.reserve("m1500")).toBe("reserved")
    expect(store.reserve("old")).toBe("reserved")
  })
})
