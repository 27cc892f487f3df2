/**
 * The in-memory dedupe store's write queue (src/webhooks/dedupe.ts): which key the
 * expiry sweep and the eviction take, when the queue has been rebuilt from the live entries or has
 * a live key in its very first slot, observed through `reserve` and `size` on a fake clock.
 */
import { describe, expect, it } from "vitest"
import { createMemoryDedupeStore } from "../../src/webhooks"

const clock = (start = 2_000_000) => {
  let t = start
  return { now: () => t, advance: (ms: number) => void (t += ms) }
}

describe("createMemoryDedupeStore: the write queue", () => {
  it("a rebuilt queue keeps the order of the writes, not of the keys' first insertion", () => {
    const c = clock()
    const store = createMemoryDedupeStore({ maxEntries: 3, now: c.now })
    store.reserve("a")
    store.reserve("b")
    store.complete("a") // a is written after b now, though it was first inserted before it
    // Thousands of rewrites of one key: the queue is mostly stale slots and is rebuilt from the live entries.
    for (let i = 0; i < 3_000; i++) store.complete("c")
    expect(store.size).toBe(3)
    store.reserve("d") // full: the oldest write goes, b
    expect(store.size).toBe(3)
    expect(store.reserve("a")).toBe("completed")
    expect(store.reserve("c")).toBe("completed")
    expect(store.reserve("b")).toBe("reserved")
  })

  it("the expiry sweep drops the key in the queue's first slot and goes on to the next", () => {
    const c = clock()
    const store = createMemoryDedupeStore({ maxEntries: 2, leaseMs: 1_000, now: c.now })
    store.reserve("a") // the queue's first slot, still live
    store.reserve("b")
    c.advance(1_000)
    store.reserve("c") // a and b have lapsed: both go
    expect(store.size).toBe(1)
    store.reserve("d")
    store.reserve("e") // full: the oldest write, c, goes
    expect(store.size).toBe(2)
    expect(store.reserve("d")).toBe("in-progress")
    expect(store.reserve("e")).toBe("in-progress")
    expect(store.reserve("c")).toBe("reserved")
  })

  it("re-reserving a lapsed key that is the oldest write stops the sweep there", () => {
    const c = clock()
    const store = createMemoryDedupeStore({ ttlMs: 100, now: c.now })
    store.complete("a")
    store.complete("b")
    c.advance(100)
    expect(store.reserve("a")).toBe("reserved")
    // b has lapsed too, but the sweep does not pass the key being written: it is still counted.
    expect(store.size).toBe(2)
    store.reserve("x") // a is live again, at the back now; b, lapsed, is the oldest: it goes
    expect(store.size).toBe(2)
    expect(store.reserve("a")).toBe("in-progress")
  })

  it("thousands of keys on a fake clock: lapsed keys dropped, live keys kept, in order, across compactions", () => {
    const c = clock()
    const store = createMemoryDedupeStore({ maxEntries: 1_500, ttlMs: 10_000, now: c.now })
    for (let i = 0; i < 6_000; i++) {
      store.complete(`k${i}`) // at most 1,500 kept: the oldest writes go
      if (i % 1_000 === 999) c.advance(1_000)
    }
    expect(store.size).toBe(1_500)
    for (let i = 4_500; i < 6_000; i += 97) expect(store.reserve(`k${i}`)).toBe("completed")
    expect(store.reserve("k4499")).toBe("reserved") // evicted; now the newest write
    // 10 s on, every k key has lapsed but k4499 (a reservation's 5-minute lease): the sweep drops
    // two lapsed keys per write, stops at k4499, which the eviction takes once the store is full again.
    c.advance(10_000)
    for (let i = 0; i < 100; i++) store.complete(`n${i}`)
    expect(store.size).toBe(1_400) // each write dropped two lapsed keys, without the store being full
    for (let i = 100; i < 2_000; i++) store.complete(`n${i}`)
    expect(store.size).toBe(1_500)
    for (let i = 500; i < 2_000; i += 101) expect(store.reserve(`n${i}`)).toBe("completed")
    expect(store.reserve("k5999")).toBe("reserved")
  })
})
