/**
 * A bound on every store call. A store that does not answer (Redis killed under a client that
 * queues commands while it reconnects, ~73 s with ioredis's defaults; a database behind a dropped
 * network) would hold each delivery that long. Past the bound the call fails, the route answers
 * 5xx and the service retries later. The late answer is ignored: a reservation it made lapses
 * after `leaseMs`; a completion it missed means a re-delivery is handled again.
 */
import type { DedupeStore } from "@payrail/core/webhooks"
import { configurationError } from "./options"

/** Default `timeoutMs` of every store: how long one store call may take before the route answers 5xx. */
export const DEFAULT_TIMEOUT_MS = 5_000

/** Thrown (to the router, which answers 5xx) when a store call takes longer than its bound. */
export class DedupeStoreTimeoutError extends Error {
  override readonly name = "DedupeStoreTimeoutError"
}

export const timeoutOption = (value: unknown, where: string): number => {
  const v = value ?? DEFAULT_TIMEOUT_MS
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v <= 0) {
    throw configurationError(where, `timeoutMs must be a whole number of milliseconds > 0 (got ${String(v)})`)
  }
  return v
}

const within = <A>(where: string, op: string, ms: number, call: () => Promise<A>): Promise<A> =>
  new Promise<A>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DedupeStoreTimeoutError(`${where}: ${op} got no answer within ${ms} ms`)), ms)
    const settle = () => clearTimeout(timer)
    let pending: Promise<A>
    try {
      pending = call()
    } catch (error) {
      pending = Promise.reject(error)
    }
    pending.then((value) => (settle(), resolve(value)), (error: unknown) => (settle(), reject(error)))
  })

/** `store` with each of `reserve`, `complete` and `release` bounded by `ms`; other members as they are. */
export const bounded = <S extends DedupeStore>(where: string, ms: number, store: S): S => ({
  ...store,
  reserve: (key: string) => within(where, "reserve", ms, async () => store.reserve(key)),
  complete: (key: string) => within(where, "complete", ms, async () => store.complete(key)),
  release: (key: string) => within(where, "release", ms, async () => store.release(key))
})
