/**
 * The replay window. The memory store says so, once, when it is full and drops a
 * handled key before its TTL (a replay within maxAgeSeconds would be handled again); a
 * notification without a readable time is not refused: it is deduplicated for the store's TTL.
 */
import { describe, expect, it } from "vitest"
import { createMemoryDedupeStore, createWebhookRouter, createWebhookVerifier, DEFAULT_MAX_AGE_SECONDS, signWebhook } from "../../src/webhooks"

const clock = () => {
  let t = 1_000_000
  return { now: () => t, advance: (ms: number) => void (t += ms) }
}

describe("memory store: full before the TTL", () => {
  it("warns once when it drops a handled key still within its TTL", () => {
    const messages: Array<string> = []
    const store = createMemoryDedupeStore({ maxEntries: 1_000, warn: (m) => messages.push(m) })
    for (let i = 0; i < 1_000; i++) {
      store.reserve(`k${i}`)
      store.complete(`k${i}`)
    }
    expect(messages).toEqual([])
    store.reserve("k1000") // the 1,001st: k0, handled and within its TTL, is dropped
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/maxEntries 1000/)
    expect(messages[0]).toMatch(/shared store/)
    expect(store.reserve("k0")).toBe("reserved") // the replay the warning is about
    for (let i = 1_001; i < 3_000; i++) store.reserve(`k${i}`)
    expect(messages).toHaveLength(1)
  })

  it("stays silent when what it drops has expired, or holds only a lapsed claim; warn: false silences it", () => {
    const c = clock()
    const messages: Array<string> = []
    const store = createMemoryDedupeStore({ maxEntries: 10, ttlMs: 1_000, now: c.now, warn: (m) => messages.push(m) })
    for (let i = 0; i < 10; i++) store.complete(`k${i}`)
    c.advance(1_000)
    for (let i = 10; i < 40; i++) store.reserve(`k${i}`) // in-progress claims evicted: not handled keys
    expect(messages).toEqual([])
    const silent = createMemoryDedupeStore({ maxEntries: 1, warn: false })
    silent.complete("a")
    expect(() => silent.complete("b")).not.toThrow()
  })

  it("keeps a handled key for at least the default maxAgeSeconds", () => {
    const c = clock()
    const store = createMemoryDedupeStore({ now: c.now, warn: false })
    store.complete("k")
    c.advance(DEFAULT_MAX_AGE_SECONDS * 1000 - 1)
    expect(store.reserve("k")).toBe("completed")
  })
})

describe("a notification without a readable time", () => {
  it("is handled once and its re-deliveries are duplicates (not refused, not aged out)", async () => {
    const secret = "whsec_test_secret_value"
    const verifier = createWebhookVerifier({ secrets: [secret] })
    const handled: Array<string> = []
    const router = createWebhookRouter({ verifier, store: createMemoryDedupeStore({ warn: false }) })
    router.on("*", (event) => void handled.push(event.dedupeKey))
    const payload = { type: "subscription", type_event: "subscription.pause", data: { subscription: { code: "sub_1", status: "PAUSED" } } }
    const first = await signWebhook(payload, { secret })
    const again = await signWebhook({ ...payload, retry: 1 }, { secret })
    expect((await router.handle(first.body, first.headers)).status).toBe(200)
    expect((await router.handle(again.body, again.headers)).body).toMatchObject({ received: true })
    expect(handled).toHaveLength(1)
  })
})
