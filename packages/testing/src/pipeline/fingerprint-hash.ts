/**
 * The idempotency fingerprint's hash without its text: `hash53` of
 * `${method} ${path} ${canonicalJson(body)}` (idempotency.ts), the same number for the same
 * request — so saved states stay valid — with the canonical text fed to the hash piece by piece
 * instead of being concatenated and then read again. On the fake's create path the text, its
 * flattening and the sorts' copies were ≈ 8 KB of garbage per request (bench/ANALYSIS.md).
 */
import { canonicalJson, hash53 } from "./idempotency"

// Bodies nested deeper than this are hashed from their text (canonicalJson's explicit stack).
const SHALLOW_DEPTH = 64
// Objects with more keys than this are sorted by `Array.prototype.sort` (fewer: in place, no copy).
const INSERTION_SORT_MAX = 32

// cyrb53's two lanes (idempotency.ts `hash53`), as the hash of one fingerprint runs: synchronous, never reentered.
let h1 = 0
let h2 = 0

const feed = (s: string): void => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
}

const feedCode = (c: number): void => {
  h1 = Math.imul(h1 ^ c, 2654435761)
  h2 = Math.imul(h2 ^ c, 1597334677)
}

/**
 * Feeds `JSON.stringify(s)`: a string JSON writes as it is (no control character, quote,
 * backslash or surrogate) is fed between quotes without that copy, the others through it.
 */
const feedString = (s: string): void => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return feed(JSON.stringify(s))
  }
  feedCode(0x22)
  feed(s)
  feedCode(0x22)
}

/** The keys in `Array.prototype.sort`'s default order (UTF-16 code units), which `<` on strings is. */
const sortedKeys = (v: object): Array<string> => {
  const keys = Object.keys(v)
  if (keys.length > INSERTION_SORT_MAX) return keys.sort()
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i]!
    let j = i - 1
    while (j >= 0 && keys[j]! > k) {
      keys[j + 1] = keys[j]!
      j--
    }
    keys[j + 1] = k
  }
  return keys
}

/** Feeds `canonicalJson(v)`'s text; false past SHALLOW_DEPTH (what was fed is then thrown away). */
const feedCanonical = (v: unknown, depth: number): boolean => {
  if (depth > SHALLOW_DEPTH) return false
  if (Array.isArray(v)) {
    feedCode(0x5b) // [
    for (let i = 0; i < v.length; i++) {
      if (i > 0) feedCode(0x2c) // ,
      if (!feedCanonical(v[i], depth + 1)) return false
    }
    feedCode(0x5d) // ]
    return true
  }
  if (typeof v === "object" && v !== null) {
    const keys = sortedKeys(v)
    feedCode(0x7b) // {
    for (let i = 0; i < keys.length; i++) {
      if (i > 0) feedCode(0x2c)
      feedString(keys[i]!)
      feedCode(0x3a) // :
      if (!feedCanonical((v as Record<string, unknown>)[keys[i]!], depth + 1)) return false
    }
    feedCode(0x7d) // }
    return true
  }
  if (typeof v === "string") feedString(v)
  else feed(JSON.stringify(v) ?? "null")
  return true
}

/** `hash53(`${method} ${path} ${canonicalJson(body)}`)`, without building that text. */
export const fingerprintHash = (method: string, path: string, body: unknown): number => {
  h1 = 0xdeadbeef
  h2 = 0x41c6ce57
  feed(method)
  feedCode(0x20)
  feed(path)
  feedCode(0x20)
  if (!feedCanonical(body, 0)) return hash53(`${method} ${path} ${canonicalJson(body)}`)
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}
