/**
 * Saved states (`fake.snapshot()`, `fake.restore(state)`, `createFakePayrail({ state })`).
 *
 * Generic over the store: every collection of `Store` is saved as it is, whatever records it
 * holds, so a collection added to store.ts is saved and restored without a change here. The
 * codec keeps what JSON alone would lose (Map, Set, Date, non-finite numbers) under `$`-tags,
 * and drops timers (`ScheduledTask`): a restored record gets its timers back from its
 * collection's re-arm hook below (subscription cycles, report completion), from the times
 * the record keeps.
 *
 * Saved: every store collection (merchants, customers and their cards, checkout sessions,
 * payments, subscriptions, reports, entities, onboardings, recipients, whitelabel users, ...),
 * the finished idempotency records (first answers, byte for byte) and the clock's time.
 * Not saved: the request log, webhook deliveries and pending webhook retries, injected faults,
 * options (credentials, report timing, webhook receiver).
 */
import type { InternalClock } from "../foundation/clock"
import type { IdempotencyStore, SavedIdempotencyRecord } from "../pipeline/idempotency"
import type { Env } from "../state/env"
import { rearmReport, type ReportTiming } from "../state/reports"
import { rearmSubscription } from "../state/subscriptions"
import { redactCardData } from "../foundation/card-data"
import { clearStore, makeStore, type ReportRecord, type Store, type SubscriptionRecord } from "../foundation/store"
import { isoMicros } from "../foundation/time"

/** `kind` of a saved state. */
export const SNAPSHOT_KIND = "payrail-fake-state"
/** The format version `fake.snapshot()` writes and `restore` reads. */
export const SNAPSHOT_VERSION = 1

/** A saved state of the fake: plain JSON (`JSON.parse(JSON.stringify(s))` restores the same). */
export interface FakeSnapshot {
  readonly kind: typeof SNAPSHOT_KIND
  readonly version: typeof SNAPSHOT_VERSION
  /** Fake-clock time: epoch ms, and the same as ISO 8601 for people reading the file. */
  readonly clock: { readonly now: number; readonly iso: string }
  /** Every store collection: its `[key, record]` entries in insertion order (records in the codec's JSON). */
  readonly store: { readonly [collection: string]: ReadonlyArray<readonly [string, unknown]> }
  readonly idempotency: ReadonlyArray<SavedIdempotencyRecord>
}

/** What a snapshot is taken from and restored into. */
export interface SnapshotTarget {
  readonly env: Env & { readonly clock: InternalClock }
  readonly idempotency: IdempotencyStore
  readonly reportTiming: ReportTiming
}

/** Re-arms a restored record's timers, per collection (collections without timers need none). */
const REARM: { readonly [K in keyof Store]?: (env: Env, record: unknown, timing: ReportTiming) => void } = {
  subscriptions: (env, record) => rearmSubscription(env, record as SubscriptionRecord),
  reports: (env, record, timing) => rearmReport(env, record as ReportRecord, timing)
}

// ── codec ────────────────────────────────────────────────────────────────
const TAGS = ["$map", "$set", "$date", "$number", "$object"] as const

const isTask = (value: object): boolean => {
  const v = value as { cancel?: unknown; at?: unknown; label?: unknown }
  return typeof v.cancel === "function" && typeof v.at === "number" && typeof v.label === "string"
}

/** A value as plain JSON; `undefined` means "leave it out" (functions, timers). */
export const encodeValue = (value: unknown): unknown => {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value
  if (typeof value === "number") return Number.isFinite(value) ? value : { $number: String(value) }
  if (typeof value !== "object") return undefined // undefined, functions, symbols, bigints
  if (Array.isArray(value)) return value.filter((v) => !(typeof v === "object" && v !== null && isTask(v))).map((v) => encodeValue(v) ?? null)
  if (value instanceof Map) return { $map: [...value].map(([k, v]) => [encodeValue(k) ?? null, encodeValue(v) ?? null]) }
  if (value instanceof Set) return { $set: [...value].map((v) => encodeValue(v) ?? null) }
  if (value instanceof Date) return { $date: value.toISOString() }
  if (isTask(value)) return null
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    const encoded = encodeValue(v)
    if (encoded !== undefined) out[k] = encoded
  }
  // A record's own field that looks like a tag is wrapped, so decoding gives it back as it was.
  const keys = Object.keys(out)
  return keys.length === 1 && (TAGS as ReadonlyArray<string>).includes(keys[0]!) ? { $object: out } : out
}

/** A tagged value whose content is not what its tag holds: the saved state is refused, naming where. */
const badTag = (path: string, tag: string, expected: string): never => {
  throw new FakeStateError(`${path}: "${tag}" holds ${expected}`)
}

/** Decodes the codec's JSON; throws `FakeStateError` naming the path of a malformed tag (nothing is changed by it). */
export const decodeValue = (value: unknown, path = "value"): unknown => {
  if (typeof value !== "object" || value === null) return value
  if (Array.isArray(value)) return value.map((v, i) => decodeValue(v, `${path}[${i}]`))
  const entries = Object.entries(value)
  if (entries.length === 1) {
    const [tag, inner] = entries[0]!
    const at = `${path}.${tag}`
    switch (tag) {
      case "$map":
        if (!Array.isArray(inner) || !inner.every((e) => Array.isArray(e) && e.length === 2)) badTag(at, tag, "an array of [key, value] pairs")
        return new Map((inner as Array<[unknown, unknown]>).map(([k, v], i) => [decodeValue(k, `${at}[${i}][0]`), decodeValue(v, `${at}[${i}][1]`)]))
      case "$set":
        if (!Array.isArray(inner)) badTag(at, tag, "an array")
        return new Set((inner as Array<unknown>).map((v, i) => decodeValue(v, `${at}[${i}]`)))
      case "$date":
        if (typeof inner !== "string" || Number.isNaN(Date.parse(inner))) badTag(at, tag, "an ISO 8601 date")
        return new Date(inner as string)
      case "$number":
        if (inner !== "NaN" && inner !== "Infinity" && inner !== "-Infinity") badTag(at, tag, '"NaN", "Infinity" or "-Infinity"')
        return Number(inner)
      case "$object":
        if (!isObject(inner)) badTag(at, tag, "an object")
        return Object.fromEntries(Object.entries(inner as object).map(([k, v]) => [k, decodeValue(v, `${at}.${k}`)]))
    }
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, decodeValue(v, `${path}.${k}`)]))
}

// ── snapshot / restore ───────────────────────────────────────────────────
export const takeSnapshot = (target: SnapshotTarget): FakeSnapshot => {
  const store: Record<string, Array<[string, unknown]>> = {}
  for (const [name, map] of Object.entries(target.env.store) as Array<[string, Map<string, unknown>]>) {
    // card secrets never saved, whatever a seed or restored state put in (foundation/card-data.ts)
    store[name] = [...map].map(([key, record]) => [key, redactCardData(encodeValue(record))])
  }
  const now = target.env.clock.now()
  return { kind: SNAPSHOT_KIND, version: SNAPSHOT_VERSION, clock: { now, iso: isoMicros(now) }, store, idempotency: target.idempotency.save() }
}

/** Thrown when a saved state cannot be loaded; the message names what is wrong. */
export class FakeStateError extends Error {
  override readonly name = "FakeStateError"
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

/** Checks the shape of a saved state (every problem named), before anything is replaced. */
export const checkSnapshot = (state: unknown): FakeSnapshot => {
  if (!isObject(state)) throw new FakeStateError("state: Expected a saved state object (from fake.snapshot())")
  if (state.kind !== SNAPSHOT_KIND) throw new FakeStateError(`state.kind: Expected "${SNAPSHOT_KIND}", got ${JSON.stringify(state.kind)}`)
  if (state.version !== SNAPSHOT_VERSION) {
    throw new FakeStateError(`state.version: this fake reads version ${SNAPSHOT_VERSION}, got ${JSON.stringify(state.version)}`)
  }
  const problems: Array<string> = []
  const clock = state.clock
  if (!isObject(clock) || typeof clock.now !== "number" || !Number.isFinite(clock.now)) problems.push("state.clock.now: Expected epoch milliseconds")
  const known = Object.keys(makeStore())
  if (!isObject(state.store)) problems.push("state.store: Expected an object of collections")
  else {
    for (const [name, entries] of Object.entries(state.store)) {
      if (!known.includes(name)) problems.push(`state.store.${name}: not a collection of this fake (${known.join(", ")})`)
      else if (!Array.isArray(entries) || !entries.every((e) => Array.isArray(e) && e.length === 2 && typeof e[0] === "string")) {
        problems.push(`state.store.${name}: Expected an array of [key, record] entries`)
      }
    }
  }
  const records = state.idempotency
  if (
    !Array.isArray(records) ||
    !records.every((r) => isObject(r) && typeof r.scope === "string" && typeof r.key === "string" && typeof r.fingerprint === "number" && typeof r.status === "number" && typeof r.text === "string")
  ) {
    problems.push("state.idempotency: Expected an array of { scope, key, fingerprint, status, text }")
  }
  if (problems.length > 0) throw new FakeStateError(`Not a valid saved state:\n  ${problems.join("\n  ")}`)
  return state as unknown as FakeSnapshot
}

/**
 * Checks and decodes a saved state without touching anything, and returns the swap: it replaces
 * the whole state (store, idempotency records, clock time; pending timers are dropped, then the
 * restored records re-arm theirs). A collection the saved state does not have (it was saved
 * before the collection existed) starts empty. A state that fails to decode throws here, so a
 * failed load leaves the fake as it was.
 */
export const prepareRestore = (target: SnapshotTarget, state: unknown): (() => void) => {
  const saved = checkSnapshot(state)
  const decoded = Object.entries(saved.store).map(([name, entries]) =>
    [name, entries.map(([key, record], i) => [key, decodeValue(record, `state.store.${name}[${i}]`)] as const)] as const)
  return () => {
    const { store, clock } = target.env
    clearStore(store)
    clock.resetTo(saved.clock.now)
    for (const [name, entries] of decoded) {
      const map = store[name as keyof Store] as Map<string, unknown>
      for (const [key, record] of entries) map.set(key, record)
    }
    target.idempotency.load(saved.idempotency)
    for (const [name, rearm] of Object.entries(REARM)) {
      for (const record of (store[name as keyof Store] as Map<string, unknown>).values()) rearm(target.env, record, target.reportTiming)
    }
  }
}

/** Replaces the whole state with a saved one (see `prepareRestore`). */
export const restoreSnapshot = (target: SnapshotTarget, state: unknown): void => prepareRestore(target, state)()
