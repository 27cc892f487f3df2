/**
 * The Durable Object store in workerd itself (through Miniflare): three Workers (three isolates,
 * each with its own store and holder tokens) share one `PayrailDedupeObject` namespace. The
 * Worker (test/worker/entry.ts) is the Hono webhook route, bundled as Wrangler does it.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { type DedupeReservation, type DedupeStore, signWebhook } from "@payrail/core/webhooks"
import { Miniflare } from "miniflare"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createDurableObjectDedupeStore } from "../src/cloudflare"
import { dedupeStoreContract } from "./support/contract"
import { eventually, SECRET, transferFixture, unique } from "./support/fixtures"

type Esbuild = { build(options: Record<string, unknown>): Promise<{ outputFiles: Array<{ text: string }> }> }
const require = createRequire(import.meta.url)
const esbuild = createRequire(require.resolve("tsup"))("esbuild") as Esbuild
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const WORKERS = ["w0", "w1", "w2"] as const
const LEASE_MS = 2_000
let script: string
let persist: string
let mf: Miniflare

const start = () =>
  new Miniflare({
    defaultPersistRoot: persist,
    durableObjectsPersist: true,
    workers: WORKERS.map((name) => ({
      name,
      modules: true,
      script,
      compatibilityDate: "2025-06-01",
      bindings: { PAYRAIL_WEBHOOK_SECRET: SECRET, LEASE_MS: String(LEASE_MS), WORKER: name },
      // w0 hosts the objects; the others bind to them by script name, as separate Workers would.
      durableObjects:
        name === "w0"
          ? { PAYRAIL_DEDUPE: "PayrailDedupeObject", LEDGER: "ProofLedger" }
          : { PAYRAIL_DEDUPE: { className: "PayrailDedupeObject", scriptName: "w0" }, LEDGER: { className: "ProofLedger", scriptName: "w0" } }
    }))
  })

beforeAll(async () => {
  const result = await esbuild.build({
    entryPoints: [here("./worker/entry.ts")],
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["module", "main"],
    alias: {
      "@payrail/hono": here("../../hono/src/index.ts"),
      "@payrail/core/webhooks": here("../../core/src/webhooks/index.ts"),
      "@payrail/core": here("../../core/src/index.ts")
    },
    external: ["cloudflare:workers"],
    write: false,
    logLevel: "silent"
  })
  script = result.outputFiles[0]!.text
  persist = mkdtempSync(join(tmpdir(), "payrail-do-"))
  mf = start()
  await mf.ready
}, 120_000)

afterAll(async () => {
  await mf?.dispose()
  if (persist) rmSync(persist, { recursive: true, force: true })
})

const call = async (worker: string, path: string, init?: { method: string; body?: string; headers?: Record<string, string> }) => {
  // Miniflare types the Worker's fetcher with workers-types; it is a plain fetch here.
  const w = (await mf.getWorker(worker)) as unknown as { fetch(url: string, init?: RequestInit): Promise<Response> }
  const res = await w.fetch(`http://merchant.example${path}`, init)
  return { status: res.status, body: (await res.json()) as unknown }
}

let made = 0
/** A store instance living in one of the Workers (round robin), driven over its probe. */
const remoteStore = async (options: { leaseMs?: number; ttlMs?: number }): Promise<DedupeStore> => {
  const worker = WORKERS[made++ % WORKERS.length]!
  const created = await call(worker, "/_store/new", { method: "POST", body: JSON.stringify(options) })
  const { id } = created.body as { id: string }
  const op = (name: string) => async (key: string) => {
    const r = await call(worker, `/_store/${name}`, { method: "POST", body: JSON.stringify({ id, key }) })
    if (r.status !== 200) throw new Error(`${name}: ${r.status} ${JSON.stringify(r.body)}`)
    return (r.body as { result: unknown }).result
  }
  return {
    reserve: op("reserve") as (key: string) => Promise<DedupeReservation>,
    complete: op("complete") as (key: string) => Promise<void>,
    release: op("release") as (key: string) => Promise<void>
  }
}

const deliver = async (worker: string, signed: { headers: Record<string, string>; body: string }) =>
  call(worker, "/v1/banking/transfers", { method: "POST", headers: signed.headers, body: signed.body })

const ledger = async () => (await call("w0", "/_ledger")).body as Record<string, number>

describe("createDurableObjectDedupeStore in workerd (Miniflare), shared by three Workers", () => {
  dedupeStoreContract(remoteStore)

  it("three Workers, concurrent duplicates in bursts: each transfer credited once; a replay after restarting workerd is a duplicate", async () => {
    const transfers = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const id = unique(`xfer_${i}`)
        return { id, signed: await signWebhook(transferFixture({ id }), { secret: SECRET }) }
      })
    )
    // every transfer 1–3 times, all in flight at once, each to a random Worker; 503 (held elsewhere) is retried
    const deliveries = transfers.flatMap((t, i) => Array.from({ length: 1 + (i % 3) }, () => t))
    const answers: number[] = []
    for (let b = 0; b < deliveries.length; b += 40) {
      await Promise.all(
        deliveries.slice(b, b + 40).map(async (t) => {
          for (let attempt = 0; attempt < 200; attempt++) {
            const r = await deliver(WORKERS[Math.floor(Math.random() * 3)]!, t.signed)
            answers.push(r.status)
            if (r.status === 200) return
            expect([r.status, r.body]).toEqual([503, expect.anything()])
            await new Promise((resolve) => setTimeout(resolve, 20))
          }
          throw new Error(`${t.id} never answered 200`)
        })
      )
    }
    const counts = await ledger()
    console.info(
      `workerd: ${deliveries.length} deliveries of ${transfers.length} transfers over 3 Workers; answers ${answers.filter((s) => s === 200).length}×200, ${answers.filter((s) => s === 503).length}×503`
    )
    expect(transfers.map((t) => counts[t.id])).toEqual(transfers.map(() => 1))

    // workerd restarted (objects persisted on disk, isolates and their memory gone): all replays are duplicates
    await mf.dispose()
    mf = start()
    await mf.ready
    for (const [i, t] of transfers.entries()) expect((await deliver(WORKERS[i % 3]!, t.signed)).status).toBe(200)
    const after = await ledger()
    expect(transfers.map((t) => after[t.id])).toEqual(transfers.map(() => 1))
  }, 180_000)

  it("a Worker dying mid-handler leaves a lease another Worker takes over after leaseMs, and the handler runs once", async () => {
    const id = unique("xfer_hang")
    const signed = await signWebhook(transferFixture({ id }), { secret: SECRET })
    const startedAt = Date.now()
    const dying = deliver("w0", signed).catch(() => undefined) // w0's handler never finishes
    await eventually("w0 holds the reservation", async () => (await ledger())[`hanging:${id}`] === 1)
    const next = await deliver("w1", signed)
    const nextAtMs = Date.now() - startedAt
    let takeoverMs = -1
    await eventually(
      "another Worker takes over",
      async () => {
        const r = await deliver(WORKERS[1 + Math.floor(Math.random() * 2)]!, signed)
        if (r.status === 200) takeoverMs = Date.now() - startedAt
        return r.status === 200
      },
      LEASE_MS + 30_000
    )
    console.info(`workerd: a held reservation: next answer ${next.status}, taken over after ${takeoverMs} ms (lease ${LEASE_MS} ms)`)
    // answered before the lease could lapse (w0 reserved after startedAt): the key was still held
    if (nextAtMs < LEASE_MS) expect(next.status).toBe(503)
    expect(takeoverMs).toBeGreaterThanOrEqual(LEASE_MS - 50)
    expect((await ledger())[id]).toBe(1)
    void dying
  }, 120_000)

  it("the object's alarm deletes lapsed entries and keeps live ones", async () => {
    const prefix = `${unique("alarm")}:`
    const created = await call("w1", "/_store/new", { method: "POST", body: JSON.stringify({ shards: 1, prefix, ttlMs: 300, leaseMs: 300 }) })
    const short = (created.body as { id: string }).id
    const op = (name: string, key: string) => call("w1", `/_store/${name}`, { method: "POST", body: JSON.stringify({ id: short, key }) })
    for (const key of ["a", "b", "c"]) expect((await op("reserve", key)).body).toEqual({ result: "reserved" })
    await op("complete", "a")
    await op("complete", "b") // "c" stays a (short) lease
    // a live entry in the same object, through a store with the same prefix and a long TTL
    const liveStore = await call("w2", "/_store/new", { method: "POST", body: JSON.stringify({ shards: 1, prefix, ttlMs: 60_000 }) })
    const live = (liveStore.body as { id: string }).id
    const liveOp = (name: string) => call("w2", `/_store/${name}`, { method: "POST", body: JSON.stringify({ id: live, key: "live" }) })
    expect((await liveOp("reserve")).body).toEqual({ result: "reserved" })
    await liveOp("complete")
    const size = async () => ((await call("w0", `/_size/${encodeURIComponent(`${prefix}0`)}`)).body as { result: number }).result
    expect(await size()).toBeGreaterThanOrEqual(1)
    await eventually("the alarm purges the lapsed entries", async () => (await size()) === 1)
    expect((await liveOp("reserve")).body).toEqual({ result: "completed" })
  })

  it("rejects bad options and a binding that is not a namespace, naming the field", () => {
    const ns = { idFromName: () => ({}), get: () => ({ fetch: async () => new Response("{}") }) }
    expect(() => createDurableObjectDedupeStore({} as never)).toThrow(/createDurableObjectDedupeStore: namespace must be a Durable Object namespace binding/)
    expect(() => createDurableObjectDedupeStore(ns, { shards: 0 })).toThrow(/shards must be a whole number from 1 to 10000/)
    expect(() => createDurableObjectDedupeStore(ns, { leaseMs: 0 })).toThrow(/leaseMs must be/)
    expect(() => createDurableObjectDedupeStore(ns, { prefix: 1 as never })).toThrow(/prefix must be a string/)
  })
})
