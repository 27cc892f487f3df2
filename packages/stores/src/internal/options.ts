/**
 * What every store shares: defaults matching core's memory store, option checks that name the
 * field, and the holder tokens that let only the instance holding a reservation release it.
 */
import { ConfigurationError, DEFAULT_MAX_AGE_SECONDS } from "@payrail/core/webhooks"

/** How long a reservation lasts without `complete`/`release` (a crashed handler): 5 minutes, as core's memory store. */
export const DEFAULT_LEASE_MS = 5 * 60 * 1000
/**
 * How long a completed key is remembered: the verifier's default `maxAgeSeconds` (7 days, longer
 * than the service's retry window), so a replay the age check still lets through finds its key.
 */
export const DEFAULT_TTL_MS = DEFAULT_MAX_AGE_SECONDS * 1000

/** A whole number of milliseconds > 0, or the fallback; else a ConfigurationError naming `where.name`. */
export const milliseconds = (value: unknown, fallback: number, where: string, name: string): number => {
  const v = value ?? fallback
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v <= 0) {
    throw new ConfigurationError({ message: `${where}: ${name} must be a whole number of milliseconds > 0 (got ${String(v)})` })
  }
  return v
}

export const configurationError = (where: string, message: string): ConfigurationError =>
  new ConfigurationError({ message: `${where}: ${message}` })

/**
 * The tokens of the reservations this instance holds, by key. `DedupeStore.release(key)` carries
 * no token, so the store remembers which one it wrote: a release after the lease lapsed and
 * another instance took the key over then deletes nothing.
 */
export const holderTokens = () => {
  const tokens = new Map<string, string>()
  return {
    /** A fresh random token, for a reservation attempt. */
    fresh: (): string => globalThis.crypto.randomUUID(),
    /** `key` was reserved with `token`: remember it until `take`. */
    hold(key: string, token: string): void {
      tokens.set(key, token)
    },
    /** The token held for `key` (forgotten after), or undefined when this instance holds none. */
    take(key: string): string | undefined {
      const token = tokens.get(key)
      tokens.delete(key)
      return token
    }
  }
}
