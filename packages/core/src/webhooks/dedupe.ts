/**
 * Deduplication of webhook deliveries. The service signs no timestamp and retries for days
 * (docs/service-facts.md#webhook-signature, docs/service-facts.md#webhook-dedupe), so the same notification can arrive many times: the router runs its
 * handlers once per dedupe key (`event.dedupeKey`, docs/service-facts.md#webhook-dedupe).
 *
 * The in-memory store is per process: after a restart, or on a second instance, a re-delivery
 * is handled again. Use a shared store (Redis, SQL, a Durable Object) in production.
 */
import { ConfigurationError } from "../errors"

/**
 * What {@link DedupeStore.reserve} found:
 * - `"reserved"`: the key is new (or its earlier attempt was released or timed out); the caller handles it.
 * - `"in-progress"`: another delivery holds the key right now.
 * - `"completed"`: already handled.
 */
export type DedupeReservation = "reserved" | "in-progress" | "completed"

/**
 * Where handled deliveries are remembered. The in-memory default suits one process; for several
 * instances (or Workers isolates) implement this over Redis, a SQL table, KV or a Durable Object.
 * `reserve` must be atomic (e.g. `SET key NX PX lease` / `INSERT ... ON CONFLICT DO NOTHING`).
 *
 * @example
 * ```ts
 * const store: DedupeStore = {
 *   async reserve(key) {
 *     if (await redis.set(`wh:${key}`, "in-progress", { NX: true, PX: 300_000 })) return "reserved"
 *     return (await redis.get(`wh:${key}`)) === "completed" ? "completed" : "in-progress"
 *   },
 *   async complete(key) { await redis.set(`wh:${key}`, "completed", { PX: 7 * 86_400_000 }) },
 *   async release(key) { await redis.del(`wh:${key}`) }
 * }
 * ```
 */
export interface DedupeStore {
  /** Claims `key` for handling, atomically. */
  reserve(key: string): DedupeReservation | Promise<DedupeReservation>
  /** The handlers succeeded: later deliveries of `key` are duplicates. */
  complete(key: string): void | Promise<void>
  /** The handlers failed: forget the claim so the sender's retry is handled. */
  release(key: string): void | Promise<void>
}

/** Options of {@link createMemoryDedupeStore}. */
export interface MemoryDedupeStoreOptions {
  /**
   * How long a completed key is remembered. Default 7 days: longer than the service's retry
   * window (last attempt about 96 h after the first, docs/service-facts.md#webhook-retries).
   */
  readonly ttlMs?: number | undefined
  /** How long a reservation lasts without `complete`/`release` (a crashed handler). Default 5 minutes. */
  readonly leaseMs?: number | undefined
  /**
   * The most keys kept; past it the oldest written is dropped first (O(1), no scan). Below it,
   * no completed key is dropped before `ttlMs`. Default 100 000.
   */
  readonly maxEntries?: number | undefined
  /** Current time in epoch milliseconds. Default `Date.now`. */
  readonly now?: (() => number) | undefined
  /**
   * Called once per store, the first time it is full and drops a handled key before its TTL: a
   * re-delivery or replay of that notification within `maxAgeSeconds` would then be handled again.
   * Default `console.warn`; `false` stays silent. (Raise `maxEntries` or use a shared store.)
   */
  readonly warn?: ((message: string) => void) | false | undefined
}

const FULL_WARNING = (maxEntries: number) =>
  `Payrail webhooks: the in-memory dedupe store is full (maxEntries ${maxEntries}): a handled notification's key ` +
  "was dropped before its TTL, so a replay of it would be handled again. Raise maxEntries or use a shared store (@payrail/stores). " +
  "(Shown once.)"

/** Default `maxEntries` of {@link createMemoryDedupeStore}. */
export const DEFAULT_MAX_ENTRIES = 100_000

/** The in-memory store, with the number of keys it holds (for tests and metrics). */
export interface MemoryDedupeStore extends DedupeStore {
  readonly size: number
}

interface Entry {
  readonly state: "in-progress" | "completed"
  readonly expiresAt: number
  /** Which write of the key this is: older copies in the queue are stale. */
  readonly seq: number
}

const positive = (value: number | undefined, fallback: number, name: string): number => {
  const v = value ?? fallback
  if (!(Number.isFinite(v) && v > 0)) throw new ConfigurationError({ message: `${name} must be a number > 0` })
  return v
}

/**
 * The default {@link DedupeStore}: a bounded map in this process, with expiry.
 *
 * @example
 * ```ts
 * const router = createWebhookRouter({ verifier, store: createMemoryDedupeStore({ maxEntries: 50_000 }) })
 * ```
 */
export const createMemoryDedupeStore = (options: MemoryDedupeStoreOptions = {}): MemoryDedupeStore => {
  const ttlMs = positive(options.ttlMs, 7 * 24 * 60 * 60 * 1000, "ttlMs")
  const leaseMs = positive(options.leaseMs, 5 * 60 * 1000, "leaseMs")
  const maxEntries = Math.floor(positive(options.maxEntries, DEFAULT_MAX_ENTRIES, "maxEntries"))
  const now = options.now ?? Date.now
  let warn = options.warn === false ? undefined : options.warn ?? ((message: string) => globalThis.console?.warn(message))
  const entries = new Map<string, Entry>()
  // Keys in the order written, oldest first, each with the `seq` of its write: a FIFO with a head
  // index, so finding the oldest live key is O(1) amortised. (Iterating a Map from its start after
  // many deletes walks every deleted slot: O(n) per eviction at 100,000 keys.)
  let queueKeys: Array<string> = []
  let queueSeqs: Array<number> = []
  let head = 0
  let seq = 0

  /** The oldest live entry's key, dropping stale queue slots (each slot is dropped once). */
  const oldest = (): string | undefined => {
    while (head < queueKeys.length) {
      const key = queueKeys[head]!
      if (entries.get(key)?.seq === queueSeqs[head]) return key
      head++
    }
    return undefined
  }

  const compact = () => {
    if (head > 1024 && head * 2 > queueKeys.length) {
      queueKeys = queueKeys.slice(head)
      queueSeqs = queueSeqs.slice(head)
      head = 0
    } else if (queueKeys.length - head > 2 * Math.max(entries.size, 1024)) {
      // Mostly stale slots (released or rewritten keys): rebuild from the live entries, oldest first.
      const live = [...entries].sort((a, b) => a[1].seq - b[1].seq)
      queueKeys = live.map(([k]) => k)
      queueSeqs = live.map(([, e]) => e.seq)
      head = 0
    }
  }

  const put = (key: string, state: Entry["state"], t: number) => {
    // Expired keys at the front go first (at most two per write), then, only when full, the oldest written.
    for (let i = 0; i < 2; i++) {
      const first = oldest()
      if (first === undefined || first === key || entries.get(first)!.expiresAt > t) break
      entries.delete(first)
      head++
    }
    if (!entries.has(key) && entries.size >= maxEntries) {
      const first = oldest()
      if (first !== undefined) {
        const dropped = entries.get(first)!
        entries.delete(first)
        head++
        if (warn !== undefined && dropped.state === "completed" && dropped.expiresAt > t) {
          warn(FULL_WARNING(maxEntries))
          warn = undefined // once per store
        }
      }
    }
    entries.set(key, { state, expiresAt: t + (state === "completed" ? ttlMs : leaseMs), seq: ++seq })
    queueKeys.push(key)
    queueSeqs.push(seq)
    compact()
  }

  const store: MemoryDedupeStore = {
    get size() {
      return entries.size
    },
    reserve(key) {
      const t = now()
      const entry = entries.get(key)
      if (entry !== undefined && entry.expiresAt > t) return entry.state
      put(key, "in-progress", t)
      return "reserved"
    },
    complete(key) {
      put(key, "completed", now())
    },
    release(key) {
      if (entries.get(key)?.state === "in-progress") entries.delete(key)
    }
  }
  queueSlots.set(store, () => queueKeys.length)
  return store
}

// Not public: the write queue's allocated slots (live, stale and already passed), for the test that
// holds the store to its memory bound (test/webhooks/dedupe-bound.test.ts).
const queueSlots = new WeakMap<MemoryDedupeStore, () => number>()
/** @internal The number of slots the store's write queue holds (its memory, with the map's). */
export const queueSlotsOf = (store: MemoryDedupeStore): number => queueSlots.get(store)?.() ?? 0
