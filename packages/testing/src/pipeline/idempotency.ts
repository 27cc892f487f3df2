/**
 * Idempotency as the service does it (spec "Authentication" 3, docs/service-facts.md#idempotency), per
 * merchant and key:
 * - same key, same request, first one finished → the first answer again (also when that
 *   answer was lost to a fault, and also when the resource has changed since: the replay is
 *   the first answer byte for byte, not the resource as it is now);
 * - same key, same request, first one still running → 400 REQUEST_IN_PROCESS, with the time
 *   the first one still needs when it is known (a delay fault holds it), for a `Retry-After`;
 * - same key, another request (method, path or body) → 400 IDEMPOTENCY_DUPLICATED.
 * Keys are kept until `fake.reset()` (retention is not modeled).
 *
 * Memory: every key is kept, so an entry is kept small. The request is kept as a 53-bit hash
 * of its fingerprint, not the fingerprint itself; the answer as its JSON text, or — for the
 * payment routes, whose answers are large — as a snapshot that renders the same JSON again
 * (see `ReplaySnapshot`).
 */

import { serialize } from "../foundation/json-text"
import type { ReplaySnapshot } from "../foundation/replay-snapshot"

/** An answer kept under a key: its status, and its JSON text or a snapshot that renders it. */
export type StoredReply =
  | { readonly status: number; readonly text: string }
  | { readonly status: number; readonly snapshot: ReplaySnapshot }

/**
 * One key's record. The answer is kept on the record itself (its status, and its text or snapshot;
 * `undefined` while the request runs), not in a reply object of its own: one object fewer kept
 * per idempotent request, which the collector copies and marks for as long as the fake lives.
 */
type Entry = { readonly fingerprint: number; readonly busyUntil: number | undefined; status: number; kept: string | ReplaySnapshot | undefined }

const replyOf = (entry: Entry): StoredReply | undefined =>
  entry.kept === undefined ? undefined : typeof entry.kept === "string" ? { status: entry.status, text: entry.kept } : { status: entry.status, snapshot: entry.kept }

export type Begin =
  | { readonly kind: "new" }
  | { readonly kind: "replay"; readonly reply: StoredReply }
  | { readonly kind: "in_flight"; readonly remainingMs: number | undefined }
  | { readonly kind: "conflict" }

/**
 * JSON with sorted keys, so `{a,b}` and `{b,a}` are the same request. Written with an explicit
 * stack, not recursion: a body nested 200,000 deep (which `JSON.parse` accepts) is fingerprinted
 * like any other instead of overflowing the call stack.
 */
export const canonicalJson = (value: unknown): string => canonicalShallow(value, 0) ?? canonicalDeep(value)

// Bodies nested deeper than this take the explicit stack below; the usual body takes the recursion.
const SHALLOW_DEPTH = 64

/** The same text as `canonicalDeep` by plain recursion (about twice as fast); `undefined` past SHALLOW_DEPTH. */
const canonicalShallow = (v: unknown, depth: number): string | undefined => {
  if (depth > SHALLOW_DEPTH) return undefined
  if (Array.isArray(v)) {
    let out = "["
    for (let i = 0; i < v.length; i++) {
      const item = canonicalShallow(v[i], depth + 1)
      if (item === undefined) return undefined
      out += i > 0 ? `,${item}` : item
    }
    return `${out}]`
  }
  if (typeof v === "object" && v !== null) {
    const keys = Object.keys(v).sort()
    let out = "{"
    for (let i = 0; i < keys.length; i++) {
      const item = canonicalShallow((v as Record<string, unknown>)[keys[i]!], depth + 1)
      if (item === undefined) return undefined
      out += `${i > 0 ? "," : ""}${JSON.stringify(keys[i])}:${item}`
    }
    return `${out}}`
  }
  return JSON.stringify(v) ?? "null"
}

const canonicalDeep = (value: unknown): string => {
  const out: Array<string> = []
  // What is left to write, last first: a value, or a piece of punctuation.
  const stack: Array<{ readonly text: string } | { readonly value: unknown }> = [{ value }]
  while (stack.length > 0) {
    const item = stack.pop()!
    if ("text" in item) {
      out.push(item.text)
      continue
    }
    const v = item.value
    if (Array.isArray(v)) {
      out.push("[")
      stack.push({ text: "]" })
      for (let i = v.length - 1; i >= 0; i--) {
        stack.push({ value: v[i] })
        if (i > 0) stack.push({ text: "," })
      }
    } else if (typeof v === "object" && v !== null) {
      const keys = Object.keys(v).sort()
      out.push("{")
      stack.push({ text: "}" })
      for (let i = keys.length - 1; i >= 0; i--) {
        stack.push({ value: (v as Record<string, unknown>)[keys[i]!] })
        stack.push({ text: `${i > 0 ? "," : ""}${JSON.stringify(keys[i])}:` })
      }
    } else {
      out.push(JSON.stringify(v) ?? "null")
    }
  }
  return out.join("")
}

/**
 * A 53-bit hash of a string (cyrb53: two 32-bit multiply-xorshift lanes). Only two requests
 * under the same key are ever compared, so a collision (≈ 2⁻⁵³ per pair) would have to hit a
 * reused key with another body to matter.
 */
export const hash53 = (s: string): number => {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

/** A finished idempotency record as a saved state keeps it (`fake.snapshot()`): plain JSON. */
export interface SavedIdempotencyRecord {
  /** The merchant (public key) the key belongs to. */
  readonly scope: string
  readonly key: string
  /** The 53-bit hash of the request's fingerprint. */
  readonly fingerprint: number
  readonly status: number
  /** The first answer's JSON text, byte for byte. */
  readonly text: string
}

export interface IdempotencyStore {
  /**
   * `fingerprint` identifies the request (method, path, canonical body), given as its text or as
   * its `hash53` (fingerprint-hash.ts); only the hash is kept.
   * `busyUntil`: when a new request is expected to finish (wall-clock ms), if known.
   */
  begin(scope: string, key: string, fingerprint: string | number, busyUntil?: number, now?: number): Begin
  complete(scope: string, key: string, reply: StoredReply): void
  /** Forgets a key whose request never started executing (validation failure, injected error, dropped). */
  release(scope: string, key: string): void
  clear(): void
  readonly size: number
  /** Every finished record (one still in flight has no answer to replay, so it is left out). */
  save(): Array<SavedIdempotencyRecord>
  /** Replaces every record with saved ones. */
  load(records: ReadonlyArray<SavedIdempotencyRecord>): void
}

/** The answer's JSON text, whichever way it is kept (what `replayOf` in http.ts answers). */
const textOf = (reply: StoredReply): string => ("text" in reply ? reply.text : serialize(reply.snapshot.render()))

export const makeIdempotencyStore = (): IdempotencyStore => {
  // Per merchant, then per key: a POST looked its key up three times (begin's look-up and record,
  // complete's look-up), each time joining scope and key into a new string and hashing it; the
  // header's own string keeps its hash (bench/ANALYSIS.md, section 6).
  const scopes = new Map<string, Map<string, Entry>>()
  let size = 0
  const entryOf = (scope: string, key: string) => scopes.get(scope)?.get(key)
  const remove = (scope: string, key: string) => {
    const keys = scopes.get(scope)
    if (keys?.delete(key) === true) {
      size--
      if (keys.size === 0) scopes.delete(scope)
    }
  }
  const put = (scope: string, key: string, entry: Entry) => {
    let keys = scopes.get(scope)
    if (keys === undefined) scopes.set(scope, (keys = new Map()))
    if (!keys.has(key)) size++
    keys.set(key, entry)
  }
  return {
    begin(scope, key, fingerprint, busyUntil, now = Date.now()) {
      const hash = typeof fingerprint === "number" ? fingerprint : hash53(fingerprint)
      const existing = entryOf(scope, key)
      if (existing === undefined) {
        put(scope, key, { fingerprint: hash, busyUntil, status: 0, kept: undefined })
        return NEW
      }
      if (existing.fingerprint !== hash) return CONFLICT
      const reply = replyOf(existing)
      if (reply !== undefined) return { kind: "replay", reply }
      return { kind: "in_flight", remainingMs: existing.busyUntil === undefined ? undefined : Math.max(0, existing.busyUntil - now) }
    },
    complete(scope, key, reply) {
      const existing = entryOf(scope, key)
      if (existing === undefined) return
      existing.status = reply.status
      existing.kept = "text" in reply ? reply.text : reply.snapshot
    },
    release(scope, key) {
      const existing = entryOf(scope, key)
      if (existing !== undefined && existing.kept === undefined) remove(scope, key)
    },
    clear() {
      scopes.clear()
      size = 0
    },
    get size() {
      return size
    },
    save() {
      const saved: Array<SavedIdempotencyRecord> = []
      for (const [scope, keys] of scopes) {
        for (const [key, entry] of keys) {
          const reply = replyOf(entry)
          if (reply === undefined) continue
          saved.push({ scope, key, fingerprint: entry.fingerprint, status: reply.status, text: textOf(reply) })
        }
      }
      return saved
    },
    load(records) {
      scopes.clear()
      size = 0
      for (const r of records) put(r.scope, r.key, { fingerprint: r.fingerprint, busyUntil: undefined, status: r.status, kept: r.text })
    }
  }
}

// Shared answers of `begin` that carry nothing of their own.
const NEW: Begin = Object.freeze({ kind: "new" })
const CONFLICT: Begin = Object.freeze({ kind: "conflict" })
