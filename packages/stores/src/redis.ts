/**
 * `@payrail/stores/redis`: a {@link DedupeStore} on Redis through an `ioredis` client, shared by
 * every instance of the webhook route.
 *
 * One key per notification: `<prefix><dedupe key>`. A reservation is `SET key lease:<token> NX PX
 * leaseMs` (Redis forgets it by itself when the lease lapses, so a crashed holder's key is free
 * again); `complete` overwrites it with `completed` for `ttlMs`; `release` deletes it only while it
 * still holds this instance's token (compare-and-delete in Lua). Each operation is one Lua script,
 * so reserve answers in one round trip and atomically.
 */
import type { DedupeReservation, DedupeStore } from "@payrail/core/webhooks"
import { bounded, timeoutOption } from "./internal/bound"
import { configurationError, DEFAULT_LEASE_MS, DEFAULT_TTL_MS, holderTokens, milliseconds } from "./internal/options"

/**
 * The part of an `ioredis` client (v5 or v6: `Redis` or `Cluster`) the store uses. Any client with
 * ioredis's `eval(script, numKeys, ...keysAndArgs)` fits.
 */
export interface RedisDedupeClient {
  eval(script: string, numKeys: number, ...keysAndArgs: Array<string | number>): Promise<unknown>
}

/** Options of {@link createRedisDedupeStore}. */
export interface RedisDedupeStoreOptions {
  /** An `ioredis` client (`new Redis(url)`), shared with the rest of the app if you like. */
  readonly client: RedisDedupeClient
  /** Prefix of the keys the store writes. Default `"payrail:webhook:"`. */
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

const RESERVE = `local set = redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2])
if set then return 'reserved' end
if redis.call('GET', KEYS[1]) == 'completed' then return 'completed' end
return 'in-progress'`

const COMPLETE = `redis.call('SET', KEYS[1], 'completed', 'PX', ARGV[1])
return 1`

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`

const WHERE = "createRedisDedupeStore"
const COMPLETED = "completed"

/**
 * A dedupe store on Redis, for the webhook route on several instances.
 *
 * @example
 * ```ts
 * import { Redis } from "ioredis"
 * import { createWebhookRouter, createWebhookVerifier } from "@payrail/core"
 * import { createRedisDedupeStore } from "@payrail/stores/redis"
 *
 * const store = createRedisDedupeStore({ client: new Redis(process.env.REDIS_URL!) })
 * const router = createWebhookRouter({ verifier: createWebhookVerifier({ secrets: [secret] }), store })
 * ```
 */
export const createRedisDedupeStore = (options: RedisDedupeStoreOptions): DedupeStore => {
  if (typeof options !== "object" || options === null) throw configurationError(WHERE, "options are required ({ client })")
  const { client } = options
  if (typeof client !== "object" || client === null || typeof client.eval !== "function") {
    throw configurationError(WHERE, "client must be an ioredis client (new Redis(url))")
  }
  const prefix = options.prefix ?? "payrail:webhook:"
  if (typeof prefix !== "string") throw configurationError(WHERE, "prefix must be a string")
  const leaseMs = milliseconds(options.leaseMs, DEFAULT_LEASE_MS, WHERE, "leaseMs")
  const ttlMs = milliseconds(options.ttlMs, DEFAULT_TTL_MS, WHERE, "ttlMs")
  const timeoutMs = timeoutOption(options.timeoutMs, WHERE)
  const tokens = holderTokens()

  return bounded(WHERE, timeoutMs, {
    async reserve(key): Promise<DedupeReservation> {
      const token = tokens.fresh()
      const answer = await client.eval(RESERVE, 1, prefix + key, `lease:${token}`, leaseMs)
      if (answer === "reserved") {
        tokens.hold(key, token)
        return "reserved"
      }
      return answer === COMPLETED ? "completed" : "in-progress"
    },
    async complete(key) {
      tokens.take(key)
      await client.eval(COMPLETE, 1, prefix + key, ttlMs)
    },
    async release(key) {
      const token = tokens.take(key)
      // Not held here (never reserved, or already completed): nothing of ours to delete.
      if (token !== undefined) await client.eval(RELEASE, 1, prefix + key, `lease:${token}`)
    }
  })
}
