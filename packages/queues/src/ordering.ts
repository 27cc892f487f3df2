/**
 * Ordering of queued notifications. The service does not promise order and retries for days, so
 * `payment.authorize` can arrive after `payment.capture` of the same payment. Two answers:
 *
 * - `"skip-stale"`: remember, per resource, the newest version applied (its `updated_at`), and
 *   acknowledge an older event as `stale` without running its handlers.
 * - `"refetch"`: give the handlers the resource as it is now, fetched through the client, so the
 *   state they write is current whatever the order of arrival.
 */
import type { WebhookEvent } from "@payrail/core/webhooks"

/** How a consumer treats events that may arrive out of order. Default: none (arrival order). */
export type WebhookOrdering = "skip-stale" | "refetch"

/** Where the newest applied version of each resource is kept (shared by every worker). */
export interface VersionStore {
  /**
   * Records `version` for `resource` unless a newer one is recorded, atomically, and returns the
   * version recorded afterwards: the event is stale when that is greater than its own.
   */
  advance(resource: string, version: number): Promise<number> | number
}

/** A resource's identity and version, as an event carries them. */
export interface ResourceVersion {
  /** `<family>:<resource id>`. */
  readonly resource: string
  /** `updated_at` (else `created_at`) in epoch milliseconds. */
  readonly version: number
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null

/** The resource and version of `event`; undefined when it carries no id or no readable time (then it is never judged stale). */
export const resourceVersionOf = (event: WebhookEvent): ResourceVersion | undefined => {
  const data: unknown = event.data
  if (!isObject(data)) return undefined
  const id = [data.id, data.code].find((v): v is string => typeof v === "string" && v.length > 0)
  const at = [data.updated_at, data.created_at].find((v): v is string => typeof v === "string")
  const version = at === undefined ? Number.NaN : Date.parse(at)
  if (id === undefined || !Number.isFinite(version)) return undefined
  return { resource: `${event.family}:${id}`, version }
}

/** Options of {@link createMemoryVersionStore}. */
export interface MemoryVersionStoreOptions {
  /** The most resources kept; past it the oldest written is forgotten. Default 100 000. */
  readonly maxEntries?: number | undefined
}

/** A {@link VersionStore} in this process (tests, one worker). Use the Redis, Postgres or Durable Object one with several workers. */
export const createMemoryVersionStore = (options: MemoryVersionStoreOptions = {}): VersionStore & { readonly size: number } => {
  const max = options.maxEntries ?? 100_000
  const versions = new Map<string, number>()
  return {
    get size() {
      return versions.size
    },
    advance(resource, version) {
      const current = versions.get(resource)
      if (current !== undefined && current >= version) return current
      versions.delete(resource)
      if (versions.size >= max) versions.delete(versions.keys().next().value!)
      versions.set(resource, version)
      return version
    }
  }
}
