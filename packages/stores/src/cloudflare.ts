/**
 * `@payrail/stores/cloudflare`: a {@link DedupeStore} on Durable Objects, for the webhook route on
 * Cloudflare Workers, where every isolate has its own memory.
 *
 * Keys are spread over `shards` objects (one object per key shard, picked by a hash of the key);
 * each object keeps its keys in its own storage. A Durable Object runs one event at a time and
 * holds other events while it reads or writes its storage, so read-then-write is atomic: no lock,
 * no transaction. Leases and completions expire by the object's clock; an alarm deletes lapsed
 * entries. Talks to the object over `stub.fetch`, so the class needs no `cloudflare:workers`
 * import and this module loads anywhere.
 *
 * @example
 * ```ts
 * // worker.ts
 * import { env } from "cloudflare:workers"
 * import { payrailWebhooks } from "@payrail/hono"
 * import { createDurableObjectDedupeStore } from "@payrail/stores/cloudflare"
 * export { PayrailDedupeObject } from "@payrail/stores/cloudflare"
 *
 * app.route("/", payrailWebhooks({ secrets: (c) => [c.env.PAYRAIL_WEBHOOK_SECRET],
 *   store: createDurableObjectDedupeStore(env.PAYRAIL_DEDUPE), on: { ... } }))
 * // wrangler.jsonc: "durable_objects": { "bindings": [{ "name": "PAYRAIL_DEDUPE", "class_name": "PayrailDedupeObject" }] },
 * //                 "migrations": [{ "tag": "v1", "new_sqlite_classes": ["PayrailDedupeObject"] }]
 * ```
 */
import type { DedupeReservation, DedupeStore } from "@payrail/core/webhooks"
import { bounded, timeoutOption } from "./internal/bound"
import { configurationError, DEFAULT_LEASE_MS, DEFAULT_TTL_MS, holderTokens, milliseconds } from "./internal/options"

/** The part of a Durable Object namespace binding (`env.PAYRAIL_DEDUPE`) the store uses. */
export interface DurableObjectNamespaceLike {
  idFromName(name: string): unknown
  get(id: never): { fetch(input: string, init: { method: string; body: string }): Promise<DurableObjectAnswer> }
}

/** What `stub.fetch` resolves to (a `Response`). */
export interface DurableObjectAnswer {
  readonly ok: boolean
  readonly status: number
  text(): Promise<string>
}

/** The part of the Durable Object's `state` the object uses. */
export interface DurableObjectStateLike {
  readonly storage: {
    get<T>(key: string): Promise<T | undefined>
    put<T>(key: string, value: T): Promise<void>
    delete(key: string): Promise<boolean>
    list<T>(options: { prefix: string; start?: string; limit: number }): Promise<Map<string, T>>
    getAlarm(): Promise<number | null>
    setAlarm(scheduledTime: number): Promise<void>
  }
}

/** Options of {@link createDurableObjectDedupeStore}. */
export interface DurableObjectDedupeStoreOptions {
  /** How many objects the keys are spread over. Default 16. Pick it once: changing it moves keys. */
  readonly shards?: number | undefined
  /** Prefix of the objects' names (`<prefix><shard>`). Default `"payrail-dedupe:"`. */
  readonly prefix?: string | undefined
  /** How long a reservation lasts without `complete`/`release` (a crashed handler). Default 5 minutes. */
  readonly leaseMs?: number | undefined
  /** How long a completed notification is remembered. Default 7 days (the service retries for about 4 days). */
  readonly ttlMs?: number | undefined
  /**
   * How long one store call may take (default 5 000 ms). Past it the call fails, so the route
   * answers 5xx and the service retries, instead of holding the delivery while the store is down.
   */
  readonly timeoutMs?: number | undefined
}

type Entry = { readonly state: "in-progress"; readonly holder: string; readonly expiresAt: number } | { readonly state: "completed"; readonly expiresAt: number }

type Command =
  | { readonly op: "reserve"; readonly key: string; readonly holder: string; readonly leaseMs: number }
  | { readonly op: "complete"; readonly key: string; readonly ttlMs: number }
  | { readonly op: "release"; readonly key: string; readonly holder: string }

const KEY_PREFIX = "k:"
const PURGE_BATCH = 500

const isCommand = (value: unknown): value is Command => {
  if (typeof value !== "object" || value === null) return false
  const c = value as Record<string, unknown>
  if (typeof c.key !== "string") return false
  if (c.op === "reserve") return typeof c.holder === "string" && typeof c.leaseMs === "number"
  if (c.op === "complete") return typeof c.ttlMs === "number"
  if (c.op === "release") return typeof c.holder === "string"
  return false
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

/**
 * The Durable Object that holds one shard of the dedupe keys. Export it from your Worker's entry
 * and bind it (see the module's example); {@link createDurableObjectDedupeStore} talks to it.
 */
export class PayrailDedupeObject {
  readonly #state: DurableObjectStateLike

  constructor(state: DurableObjectStateLike, _env?: unknown) {
    this.#state = state
  }

  async fetch(request: Request): Promise<Response> {
    if (request.method !== "POST") return json({ error: "POST a command" }, 405)
    let command: unknown
    try {
      command = await request.json()
    } catch {
      return json({ error: "the body must be JSON" }, 400)
    }
    // `size`: how many entries this object holds, lapsed ones not yet purged included (for metrics and tests).
    if ((command as { op?: unknown } | null)?.op === "size") return json({ result: await this.#size() })
    if (!isCommand(command)) return json({ error: "unknown command" }, 400)
    return json({ result: await this.#run(command) })
  }

  async #size(): Promise<number> {
    let size = 0
    await this.#forEachEntry(() => {
      size++
    })
    return size
  }

  /** Visits every entry, a page at a time. */
  async #forEachEntry(visit: (key: string, entry: Entry) => Promise<void> | void): Promise<void> {
    let start: string | undefined
    for (;;) {
      const page = await this.#state.storage.list<Entry>({ prefix: KEY_PREFIX, limit: PURGE_BATCH, ...(start === undefined ? {} : { start }) })
      for (const [key, entry] of page) await visit(key, entry)
      if (page.size < PURGE_BATCH) return
      start = `${[...page.keys()].pop()}\u0000`
    }
  }

  async #run(command: Command): Promise<DedupeReservation | "ok"> {
    const storage = this.#state.storage
    const at = KEY_PREFIX + command.key
    const now = Date.now()
    const entry = await storage.get<Entry>(at)
    const live = entry !== undefined && entry.expiresAt > now ? entry : undefined
    switch (command.op) {
      case "reserve": {
        if (live !== undefined) return live.state
        await this.#write(at, { state: "in-progress", holder: command.holder, expiresAt: now + command.leaseMs })
        return "reserved"
      }
      case "complete":
        await this.#write(at, { state: "completed", expiresAt: now + command.ttlMs })
        return "ok"
      case "release":
        if (live?.state === "in-progress" && live.holder === command.holder) await storage.delete(at)
        return "ok"
    }
  }

  async #write(at: string, entry: Entry): Promise<void> {
    const storage = this.#state.storage
    await storage.put(at, entry)
    const alarm = await storage.getAlarm()
    if (alarm === null || alarm > entry.expiresAt) await storage.setAlarm(entry.expiresAt)
  }

  /** Deletes lapsed entries, then sets the next alarm at the earliest remaining expiry. */
  async alarm(): Promise<void> {
    const storage = this.#state.storage
    const now = Date.now()
    let next: number | undefined
    await this.#forEachEntry(async (key, entry) => {
      if (entry.expiresAt <= now) await storage.delete(key)
      else next = next === undefined ? entry.expiresAt : Math.min(next, entry.expiresAt)
    })
    if (next !== undefined) await storage.setAlarm(next)
  }
}

/** FNV-1a (32 bit): a stable, cheap spread of keys over shards (not a security boundary). */
const shardOf = (key: string, shards: number): number => {
  let hash = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) % shards
}

const WHERE = "createDurableObjectDedupeStore"

/**
 * A dedupe store on {@link PayrailDedupeObject}s, for the webhook route on Workers.
 * `namespace` is the binding (`env.PAYRAIL_DEDUPE`), or a function returning it when the binding is
 * only known per request.
 *
 * @example
 * ```ts
 * const store = createDurableObjectDedupeStore(env.PAYRAIL_DEDUPE, { shards: 32 })
 * ```
 */
export const createDurableObjectDedupeStore = (
  namespace: DurableObjectNamespaceLike | (() => DurableObjectNamespaceLike),
  options: DurableObjectDedupeStoreOptions = {}
): DedupeStore => {
  const isNamespace = (n: unknown): n is DurableObjectNamespaceLike =>
    typeof n === "object" && n !== null && typeof (n as DurableObjectNamespaceLike).idFromName === "function" && typeof (n as DurableObjectNamespaceLike).get === "function"
  if (typeof namespace !== "function" && !isNamespace(namespace)) {
    throw configurationError(WHERE, "namespace must be a Durable Object namespace binding (env.PAYRAIL_DEDUPE) bound to PayrailDedupeObject")
  }
  const shards = options.shards ?? 16
  if (!Number.isSafeInteger(shards) || shards < 1 || shards > 10_000) throw configurationError(WHERE, `shards must be a whole number from 1 to 10000 (got ${String(shards)})`)
  const prefix = options.prefix ?? "payrail-dedupe:"
  if (typeof prefix !== "string") throw configurationError(WHERE, "prefix must be a string")
  const leaseMs = milliseconds(options.leaseMs, DEFAULT_LEASE_MS, WHERE, "leaseMs")
  const ttlMs = milliseconds(options.ttlMs, DEFAULT_TTL_MS, WHERE, "ttlMs")
  const timeoutMs = timeoutOption(options.timeoutMs, WHERE)
  const tokens = holderTokens()

  const send = async (command: Command): Promise<unknown> => {
    const ns = typeof namespace === "function" ? namespace() : namespace
    if (!isNamespace(ns)) throw configurationError(WHERE, "the namespace function returned no Durable Object namespace binding")
    const stub = ns.get(ns.idFromName(prefix + shardOf(command.key, shards)) as never)
    const answer = await stub.fetch(`https://payrail-dedupe.internal/${command.op}`, { method: "POST", body: JSON.stringify(command) })
    const text = await answer.text()
    if (!answer.ok) throw new Error(`PayrailDedupeObject answered ${answer.status} to ${command.op}: ${text.slice(0, 200)}`)
    return (JSON.parse(text) as { result?: unknown }).result
  }

  return bounded(WHERE, timeoutMs, {
    async reserve(key): Promise<DedupeReservation> {
      const holder = tokens.fresh()
      const result = await send({ op: "reserve", key, holder, leaseMs })
      if (result === "reserved") tokens.hold(key, holder)
      return result === "reserved" || result === "completed" ? result : "in-progress"
    },
    async complete(key) {
      tokens.take(key)
      await send({ op: "complete", key, ttlMs })
    },
    async release(key) {
      const holder = tokens.take(key)
      if (holder !== undefined) await send({ op: "release", key, holder })
    }
  })
}
