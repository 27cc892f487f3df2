import { Redis } from "ioredis"
import { afterAll, describe, expect, it } from "vitest"
import { createRedisDedupeStore } from "../src/redis"
import { dedupeStoreContract } from "./support/contract"
import { unique } from "./support/fixtures"
import { requireServer } from "./support/require-server"

const url = requireServer("redis")

describe.skipIf(url === undefined)("createRedisDedupeStore on a real redis-server", () => {
  const clients: Redis[] = []
  const client = () => {
    const c = new Redis(url!, { lazyConnect: false, maxRetriesPerRequest: 2 })
    clients.push(c)
    return c
  }
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()))
  })
  const prefix = `${unique("test")}:`
  // Each instance gets its own connection, as separate processes would.
  dedupeStoreContract((options) => createRedisDedupeStore({ client: client(), prefix, ...options }))

  it("writes under the prefix: a lease with its token and expiry, then 'completed' with the TTL", async () => {
    const c = client()
    const store = createRedisDedupeStore({ client: c, prefix: "custom:", leaseMs: 60_000, ttlMs: 120_000 })
    const key = unique("k")
    await store.reserve(key)
    expect(await c.get(`custom:${key}`)).toMatch(/^lease:[0-9a-f-]{36}$/)
    expect(await c.pttl(`custom:${key}`)).toBeGreaterThan(50_000)
    expect(await c.pttl(`custom:${key}`)).toBeLessThanOrEqual(60_000)
    await store.complete(key)
    expect(await c.get(`custom:${key}`)).toBe("completed")
    expect(await c.pttl(`custom:${key}`)).toBeGreaterThan(60_000)
  })

  it("rejects bad options, naming the field", () => {
    const c = client()
    expect(() => createRedisDedupeStore({ client: {} as never })).toThrow(/createRedisDedupeStore: client must be an ioredis client/)
    expect(() => createRedisDedupeStore(undefined as never)).toThrow(/options are required/)
    expect(() => createRedisDedupeStore({ client: c, leaseMs: 0 })).toThrow(/leaseMs must be a whole number of milliseconds > 0/)
    expect(() => createRedisDedupeStore({ client: c, ttlMs: 1.5 })).toThrow(/ttlMs must be/)
    expect(() => createRedisDedupeStore({ client: c, prefix: 3 as never })).toThrow(/prefix must be a string/)
    expect(() => createRedisDedupeStore({ client: c, leaseMs: 0 })).toThrow(expect.objectContaining({ _tag: "ConfigurationError" }))
  })

  it("a Redis error reaches the caller (the router answers 500 and the sender retries)", async () => {
    const c = new Redis(url!, { maxRetriesPerRequest: 0 })
    await c.quit()
    const store = createRedisDedupeStore({ client: c })
    await expect(store.reserve(unique("k"))).rejects.toThrow()
  })
})
