/**
 * Idempotency as the service does it (spec "Authentication" 3, gap-facts #23), per
 * merchant and key:
 * - same key, same request, first one finished → the first answer again (also when that
 *   answer was lost to a fault);
 * - same key, same request, first one still running → 400 REQUEST_IN_PROCESS;
 * - same key, another request (method, path or body) → 400 IDEMPOTENCY_DUPLICATED.
 * Keys are kept until `fake.reset()` (retention is not modeled).
 */

/** An answer kept under a key. */
export interface StoredReply {
  readonly status: number
  readonly body: unknown
}

type Entry = { readonly fingerprint: string; state: "in_flight" } | { readonly fingerprint: string; state: "done"; reply: StoredReply }

export type Begin =
  | { readonly kind: "new" }
  | { readonly kind: "replay"; readonly reply: StoredReply }
  | { readonly kind: "in_flight" }
  | { readonly kind: "conflict" }

/** JSON with sorted keys, so `{a,b}` and `{b,a}` are the same request. */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`
  if (typeof value === "object" && value !== null) {
    const keys = Object.keys(value).sort()
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(",")}}`
  }
  return JSON.stringify(value) ?? "null"
}

export interface IdempotencyStore {
  begin(scope: string, key: string, fingerprint: string): Begin
  complete(scope: string, key: string, reply: StoredReply): void
  /** Forgets a key whose request never started executing (validation failure, injected error, dropped). */
  release(scope: string, key: string): void
  clear(): void
  readonly size: number
}

export const makeIdempotencyStore = (): IdempotencyStore => {
  const entries = new Map<string, Entry>()
  const id = (scope: string, key: string) => `${scope}\u0000${key}`
  return {
    begin(scope, key, fingerprint) {
      const existing = entries.get(id(scope, key))
      if (existing === undefined) {
        entries.set(id(scope, key), { fingerprint, state: "in_flight" })
        return { kind: "new" }
      }
      if (existing.fingerprint !== fingerprint) return { kind: "conflict" }
      return existing.state === "in_flight" ? { kind: "in_flight" } : { kind: "replay", reply: existing.reply }
    },
    complete(scope, key, reply) {
      const existing = entries.get(id(scope, key))
      if (existing !== undefined) entries.set(id(scope, key), { fingerprint: existing.fingerprint, state: "done", reply })
    },
    release(scope, key) {
      const existing = entries.get(id(scope, key))
      if (existing?.state === "in_flight") entries.delete(id(scope, key))
    },
    clear() {
      entries.clear()
    },
    get size() {
      return entries.size
    }
  }
}
