/**
 * `maxEntries` promises bounded memory. After every call the store holds at most
 * `maxEntries` keys and its write queue at most 4 × max(maxEntries, 1024) slots (what its two
 * compactions guarantee: the front dropped once half of it is passed, a rebuild once stale slots
 * outnumber live ones two to one), under each path that leaves slots behind: eviction, expiry,
 * release, and re-deliveries behind one long-lived key. Bounded loops, a fake clock, no timing.
 */
import { describe, expect, it } from "vitest"
import { createMemoryDedupeStore, type MemoryDedupeStore } from "../../src/webhooks"
import { queueSlotsOf } from "../../src/webhooks/dedupe"

const DAY = 86_400_000

const bounded = (maxEntries: number, now: () => number = () => 0, extra: { ttlMs?: number; leaseMs?: number } = {}) => {
  const store = createMemoryDedupeStore({ maxEntries, now, ...extra })
  const slotBound = 4 * Math.max(maxEntries, 1024)
  let worst = 0
  const check = () => {
    const slots = queueSlotsOf(store)
    if (slots > worst) worst = slots
    if (slots > slotBound || store.size > maxEntries) {
      throw new Error(`unbounded: ${slots} queue slots (bound ${slotBound}), ${store.size} keys (maxEntries ${maxEntries})`)
    }
  }
  const run = (op: (s: MemoryDedupeStore) => unknown) => {
    op(store)
    check()
  }
  return { store, run, worst: () => worst }
}

describe("the memory dedupe store stays within maxEntries", () => {
  it("eviction: 100,000 distinct deliveries at maxEntries 2,000 (the queue's front is dropped)", () => {
    const s = bounded(2_000)
    for (let i = 0; i < 100_000; i++) {
      s.run((st) => st.reserve(`k${i}`))
      s.run((st) => st.complete(`k${i}`))
    }
    expect(s.store.size).toBe(2_000)
    expect(s.worst()).toBeGreaterThan(2_000) // the queue was exercised, not empty
  })

  it("expiry: 100,000 deliveries whose leases and TTLs lapse as the clock moves", () => {
    let t = 0
    const s = bounded(50_000, () => t, { ttlMs: 1_000, leaseMs: 500 })
    for (let i = 0; i < 100_000; i++) {
      s.run((st) => st.reserve(`k${i}`))
      if (i % 3 !== 0) s.run((st) => st.complete(`k${i}`))
      t += 10
    }
    expect(s.store.size).toBeLessThan(1_000)
  })

  it("re-deliveries behind one long-lived key: 150,000 rewrites of a few keys (the queue is rebuilt)", () => {
    const s = bounded(10_000)
    s.run((st) => st.complete("long-lived"))
    for (let i = 0; i < 150_000; i++) s.run((st) => st.complete(`again-${i % 5}`))
    expect(s.store.size).toBe(6)
    expect(s.store.reserve("long-lived")).toBe("completed")
  })

  it("released claims behind one long-lived key: 100,000 reserve + release (stale slots rebuilt away)", () => {
    const s = bounded(10_000)
    s.run((st) => st.complete("long-lived"))
    for (let i = 0; i < 100_000; i++) {
      s.run((st) => st.reserve(`k${i}`))
      s.run((st) => st.release(`k${i}`))
    }
    expect(s.store.size).toBe(1)
  })

  it("a mix at the default maxEntries over a week of fake time: within 100,000 keys", () => {
    let t = 0
    const s = bounded(100_000, () => t)
    for (let i = 0; i < 60_000; i++) {
      s.run((st) => st.reserve(`k${i}`))
      s.run((st) => (i % 4 === 0 ? st.release(`k${i}`) : st.complete(`k${i}`)))
      if (i % 10 === 0) s.run((st) => st.complete(`k${i >> 1}`)) // a re-delivery of an older key
      t += DAY / 5_000
    }
    expect(s.store.size).toBeLessThanOrEqual(100_000)
  })
})
