/**
 * A store that does not answer holds no delivery past the store's bound (the
 * route answers 5xx, the service retries), and the client set-up the README shows survives a
 * restart of its engine: the route recovers on its own. Each test starts its own servers (killing
 * the shared ones would break the other suites). No timed assertions: a call that hung would
 * fail by the test's timeout.
 */
import { createServer, type Server, type Socket } from "node:net"
import { signWebhook } from "@payrail/core"
import { payrailWebhooks } from "@payrail/hono"
import { Hono } from "hono"
import { Redis } from "ioredis"
import pg from "pg"
import { afterEach, describe, expect, it } from "vitest"
import { DEFAULT_TIMEOUT_MS } from "../src/internal/bound"
import { createPostgresDedupeStore, migrate } from "../src/postgres"
import { createRedisDedupeStore } from "../src/redis"
import type { DedupeStore } from "@payrail/core/webhooks"
import { eventually, SECRET, transferFixture, unique } from "./support/fixtures"
import { postgresBinDir, redisServerBinary, type RunningServer, startPostgres, startRedis } from "./support/servers"

/** The README's ioredis options: a command fails after one reconnect attempt instead of twenty. */
const README_REDIS_OPTIONS = { maxRetriesPerRequest: 1, connectTimeout: 2_000 } as const

const cleanups: Array<() => Promise<unknown> | unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** The route as a merchant mounts it (Hono), with `store`; returns a delivery function and what was handled. */
const route = (store: DedupeStore) => {
  const handled: Array<string> = []
  const app = new Hono().route("/", payrailWebhooks({ secrets: [SECRET], store, on: { "*": (event) => void handled.push((event.data as { id: string }).id) } }))
  const deliver = async (id: string) => {
    const signed = await signWebhook(transferFixture({ id }), { secret: SECRET })
    return (await app.request("/v1/banking/transfers", { method: "POST", headers: signed.headers, body: signed.body })).status
  }
  return { deliver, handled }
}

/** A TCP server that accepts connections and never answers: a store behind a dropped network. */
const blackHole = async (): Promise<{ port: number; close(): Promise<void> }> => {
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on("error", () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as { port: number }
  return {
    port,
    close: () => {
      for (const s of sockets) s.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
}

describe("a store that does not answer: 5xx within the store's bound", () => {
  it("the default bound is a few seconds", () => {
    expect(DEFAULT_TIMEOUT_MS).toBeGreaterThanOrEqual(1_000)
    expect(DEFAULT_TIMEOUT_MS).toBeLessThanOrEqual(10_000)
  })

  it("Redis that never answers, ioredis with its defaults → 500", async () => {
    const hole = await blackHole()
    const client = new Redis({ host: "127.0.0.1", port: hole.port, lazyConnect: false })
    client.on("error", () => {})
    cleanups.push(() => hole.close(), () => client.disconnect())
    const { deliver, handled } = route(createRedisDedupeStore({ client, timeoutMs: 200 }))
    expect(await deliver(unique("xfer"))).toBe(500)
    expect(handled).toEqual([])
  }, 20_000)

  it("Postgres that never answers, a default pg Pool → 500", async () => {
    const hole = await blackHole()
    const pool = new pg.Pool({ host: "127.0.0.1", port: hole.port, user: "postgres", database: "postgres" })
    pool.on("error", () => {})
    cleanups.push(() => pool.end().catch(() => {}), () => hole.close()) // the hole first: it ends the pending connect
    const { deliver, handled } = route(createPostgresDedupeStore({ pool, timeoutMs: 200 }))
    expect(await deliver(unique("xfer"))).toBe(500)
    expect(handled).toEqual([])
  }, 20_000)

  it.skipIf(redisServerBinary() === undefined)("redis-server killed, ioredis with its defaults (~73 s of retries) → 500 within the bound", async () => {
    const server = await startRedis()
    const client = new Redis(server.url)
    client.on("error", () => {})
    cleanups.push(() => server.stop(), () => client.disconnect())
    const { deliver } = route(createRedisDedupeStore({ client, prefix: `${unique("dead")}:`, timeoutMs: 300 }))
    expect(await deliver(unique("xfer"))).toBe(200)
    await server.halt()
    expect(await deliver(unique("xfer"))).toBe(500)
  }, 20_000)
})

describe("the README's client set-up survives a restart of its engine", () => {
  const restartAndRecover = async (server: RunningServer, store: DedupeStore) => {
    const { deliver, handled } = route(store)
    const before = unique("xfer")
    const during = unique("xfer")
    expect(await deliver(before)).toBe(200)
    await server.halt()
    expect(await deliver(during)).toBeGreaterThanOrEqual(500) // the service will retry it
    await server.restart()
    // the service's retry: answered 200 once the client has reconnected by itself
    await eventually("the route recovers", async () => (await deliver(during)) === 200, 30_000)
    expect(await deliver(before)).toBe(200) // a duplicate of a handled one (Redis without persistence forgot it; Postgres kept it)
    expect(handled.filter((id) => id === during)).toEqual([during])
  }

  it.skipIf(redisServerBinary() === undefined)("Redis: redis-server restarted mid-test", async () => {
    const server = await startRedis()
    const client = new Redis(server.url, README_REDIS_OPTIONS)
    client.on("error", () => {}) // the README logs it; without a listener ioredis prints each one
    cleanups.push(() => server.stop(), () => client.disconnect())
    await restartAndRecover(server, createRedisDedupeStore({ client, prefix: `${unique("restart")}:` }))
  }, 90_000)

  it.skipIf(postgresBinDir() === undefined)("Postgres: the server restarted mid-test; the pool's error listener keeps the process up", async () => {
    const server = await startPostgres()
    const poolErrors: Array<unknown> = []
    const pool = new pg.Pool({ connectionString: server.url, connectionTimeoutMillis: 2_000 })
    pool.on("error", (error) => void poolErrors.push(error)) // as the README: an idle client's error must not crash the process
    cleanups.push(() => server.stop(), () => pool.end().catch(() => {}))
    const table = unique("restart")
    await migrate(pool, { table })
    await restartAndRecover(server, createPostgresDedupeStore({ pool, table }))
  }, 120_000)
})
