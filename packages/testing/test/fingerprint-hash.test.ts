/**
 * The idempotency fingerprint's hash, fed piece by piece (src/pipeline/fingerprint-hash.ts), is the
 * hash of the fingerprint's text: saved states (which keep only the hash) stay valid, and a
 * request is the same request whatever the order of its keys.
 */
import { describe, expect, it } from "vitest"
import { fingerprintHash } from "../src/pipeline/fingerprint-hash"
import { canonicalJson, hash53 } from "../src/pipeline/idempotency"

// The canonical text written independently: JSON of the value with its keys sorted.
const sorted = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sorted)
    : typeof v === "object" && v !== null
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted((v as Record<string, unknown>)[k])]))
      : v
const textHash = (method: string, path: string, body: unknown) => hash53(`${method} ${path} ${JSON.stringify(sorted(body))}`)

describe("fingerprintHash", () => {
  it("is hash53 of `method path canonicalJson(body)` for seeded random JSON values (integer-like keys included)", () => {
    let seed = 7
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32
    const value = (depth: number): unknown => {
      const r = next()
      if (depth >= 5 || r < 0.35) return [null, true, false, next() * 1e6 - 5e5, Math.floor(next() * 100), `s${next()}`, "é\"\n\u2028", "", "Zz", "a\\b\u0001", "\ud800x", "😀", "tab\there"][Math.floor(next() * 13)]
      const n = Math.floor(next() * 6)
      if (r < 0.6) return Array.from({ length: n }, () => value(depth + 1))
      return Object.fromEntries(Array.from({ length: n }, (_, i) => [[`k${Math.floor(next() * 10)}${i}`, "B", "a", "é", "_", "10", "9", "q\"k", "\udc00", "k\u007f"][Math.floor(next() * 10)]!, value(depth + 1)]))
    }
    for (let i = 0; i < 500; i++) {
      const v = value(0)
      expect(fingerprintHash("POST", "/payments", v)).toBe(hash53(`POST /payments ${canonicalJson(v)}`))
    }
  })

  it("is the same for the same keys in another order, and differs for another body, method or path", () => {
    const a = fingerprintHash("POST", "/payments", { b: [1, { d: null, c: "x" }], a: true })
    expect(fingerprintHash("POST", "/payments", { a: true, b: [1, { c: "x", d: null }] })).toBe(a)
    expect(a).toBe(hash53('POST /payments {"a":true,"b":[1,{"c":"x","d":null}]}'))
    expect(fingerprintHash("POST", "/payments", { a: true, b: [1, { c: "y", d: null }] })).not.toBe(a)
    expect(fingerprintHash("PATCH", "/payments", { a: true, b: [1, { c: "x", d: null }] })).not.toBe(a)
    expect(fingerprintHash("POST", "/payments/x", { a: true, b: [1, { c: "x", d: null }] })).not.toBe(a)
  })

  it("sorts objects of many keys (past the in-place sort) and bodies nested past the recursion's depth", () => {
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`key${(i * 37) % 100}`, i]))
    expect(fingerprintHash("POST", "/p", many)).toBe(textHash("POST", "/p", many))
    for (const n of [63, 64, 65, 66, 500]) {
      const nested = JSON.parse('{"b":1,"a":['.repeat(n) + "0" + "]}".repeat(n))
      expect(fingerprintHash("POST", "/p", nested)).toBe(hash53(`POST /p ${'{"a":['.repeat(n) + "0" + '],"b":1}'.repeat(n)}`))
    }
    expect(fingerprintHash("POST", "/p", null)).toBe(hash53("POST /p null"))
  })
})
