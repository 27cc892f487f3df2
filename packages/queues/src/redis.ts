/**
 * `@payrail/queues/redis`: the {@link VersionStore} of `ordering: "skip-stale"` on Redis (ioredis),
 * shared by every worker. One key per resource, advanced by a Lua script (atomic on the server).
 */
import { ConfigurationError } from "@payrail/core/webhooks"
import type { VersionStore } from "./ordering"

/** The part of an ioredis client the store uses. */
export interface RedisEvaluator {
  eval(script: string, numKeys: number, ...args: Array<string | number>): Promise<unknown>
}

/** Options of {@link createRedisVersionStore}. */
export interface RedisVersionStoreOptions {
  /** Key prefix. Default `"payrail:version:"`. */
  readonly prefix?: string | undefined
  /** How long a resource's version is kept after its last change. Default 7 days (the service retries for about 4). */
  readonly ttlMs?: number | undefined
}

// KEYS[1] the resource; ARGV[1] the version; ARGV[2] the ttl. Returns the version recorded afterwards.
const ADVANCE = `
local current = tonumber(redis.call('GET', KEYS[1]))
local version = tonumber(ARGV[1])
if current ~= nil and current >= version then return tostring(current) end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return ARGV[1]`

/**
 * @example
 * ```ts
 * const versions = createRedisVersionStore(new Redis(process.env.REDIS_URL!))
 * ```
 */
export const createRedisVersionStore = (redis: RedisEvaluator, options: RedisVersionStoreOptions = {}): VersionStore => {
  if (typeof redis?.eval !== "function") throw new ConfigurationError({ message: "createRedisVersionStore: redis must be an ioredis client" })
  const prefix = options.prefix ?? "payrail:version:"
  const ttlMs = options.ttlMs ?? 7 * 24 * 60 * 60 * 1000
  if (!(Number.isSafeInteger(ttlMs) && ttlMs > 0)) throw new ConfigurationError({ message: "createRedisVersionStore: ttlMs must be a whole number of milliseconds > 0" })
  return {
    async advance(resource, version) {
      return Number(await redis.eval(ADVANCE, 1, prefix + resource, String(version), ttlMs))
    }
  }
}
