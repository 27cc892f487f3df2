/**
 * A merchant's Worker for the Durable Object tests: the Hono webhook route with the store on
 * `PayrailDedupeObject` (the binding read through `cloudflare:workers`' `env`, as the docs show),
 * a ledger object the handler appends to, and test probes that drive store instances directly.
 * Bundled by cloudflare.test.ts with esbuild and run in workerd through Miniflare; several
 * Workers (separate isolates) share the one namespace.
 */
import { env } from "cloudflare:workers"
import { type DedupeStore } from "@payrail/core/webhooks"
import { payrailWebhooks } from "@payrail/hono"
import { Hono } from "hono"
import { createDurableObjectDedupeStore, type DurableObjectNamespaceLike, PayrailDedupeObject } from "../../src/cloudflare"

export { PayrailDedupeObject }

type Bindings = {
  PAYRAIL_WEBHOOK_SECRET: string
  PAYRAIL_DEDUPE: DurableObjectNamespaceLike
  LEDGER: DurableObjectNamespaceLike
  LEASE_MS: string
  WORKER: string
}
const bindings = env as unknown as Bindings

type LedgerStorage = {
  get<T>(key: string): Promise<T | undefined>
  put<T>(key: string, value: T): Promise<void>
  list<T>(): Promise<Map<string, T>>
}

/** Counts handler runs per transfer id, in one object shared by every Worker. */
export class ProofLedger {
  readonly #storage: LedgerStorage
  constructor(state: { storage: LedgerStorage }) {
    this.#storage = state.storage
  }
  async fetch(request: Request): Promise<Response> {
    const { add } = (await request.json()) as { add?: string }
    if (add !== undefined) await this.#storage.put(add, ((await this.#storage.get<number>(add)) ?? 0) + 1)
    return Response.json(Object.fromEntries(await this.#storage.list<number>()))
  }
}

const ledger = () => bindings.LEDGER.get(bindings.LEDGER.idFromName("ledger") as never)

/**
 * The merchant's handler, the one place that knows the handler signature: `(transfer, c)` today,
 * `(event, c)` with `event.data` the transfer after the webhook rework; it accepts both.
 */
const credit = async (first: unknown) => {
  const arg = first as { id?: string; data?: { id?: string } }
  const id = arg.data?.id ?? arg.id ?? "?"
  const add = (entry: string) => ledger().fetch("https://ledger/", { method: "POST", body: JSON.stringify({ add: entry }) })
  if (id.startsWith("xfer_hang_") && bindings.WORKER === "w0") {
    // The crash test: say so, then never finish while holding the reservation (workerd drops the request).
    await add(`hanging:${id}`)
    return new Promise<void>(() => {})
  }
  const answer = await add(id)
  if (!answer.ok) throw new Error(`ledger: ${answer.status}`)
}

const app = new Hono<{ Bindings: Bindings }>()
app.route(
  "/",
  payrailWebhooks<{ Bindings: Bindings }>({
    secrets: (c) => [c.env.PAYRAIL_WEBHOOK_SECRET],
    store: createDurableObjectDedupeStore(bindings.PAYRAIL_DEDUPE, { leaseMs: Number(bindings.LEASE_MS), shards: 4 }),
    on: { "*": credit }
  })
)

// ── test probes ──────────────────────────────────────────────────────────
app.get("/_ledger", async (c) => c.json(JSON.parse(await (await ledger().fetch("https://ledger/", { method: "POST", body: "{}" })).text())))

/** Store instances created by the tests in this isolate, each with its own holder tokens. */
const instances = new Map<string, DedupeStore>()
app.post("/_store/new", async (c) => {
  const { leaseMs, ttlMs, shards, prefix } = await c.req.json<{ leaseMs?: number; ttlMs?: number; shards?: number; prefix?: string }>()
  const id = `${c.env.WORKER}:${instances.size}`
  // here the namespace comes from a function, the other form the store accepts
  instances.set(id, createDurableObjectDedupeStore(() => c.env.PAYRAIL_DEDUPE, { leaseMs, ttlMs, shards: shards ?? 3, prefix }))
  return c.json({ id })
})
/** How many entries the object `name` holds (lapsed ones not yet purged by its alarm included). */
app.get("/_size/:name", async (c) => {
  const ns = c.env.PAYRAIL_DEDUPE
  const answer = await ns.get(ns.idFromName(c.req.param("name")) as never).fetch("https://payrail-dedupe.internal/size", { method: "POST", body: JSON.stringify({ op: "size" }) })
  return c.json(JSON.parse(await answer.text()))
})
app.post("/_store/:op", async (c) => {
  const { id, key } = await c.req.json<{ id: string; key: string }>()
  const store = instances.get(id)
  const op = c.req.param("op")
  if (store === undefined || (op !== "reserve" && op !== "complete" && op !== "release")) return c.json({ error: "no such store or op" }, 404)
  return c.json({ result: (await store[op](key)) ?? null })
})

export default app
