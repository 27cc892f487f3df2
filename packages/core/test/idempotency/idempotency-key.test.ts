import { createHash } from "node:crypto"
import { spawnSync } from "node:child_process"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ConfigurationError, idempotencyKeyFor, PAYRAIL_IDEMPOTENCY_NAMESPACE } from "../../src/index"
import { sha1, uuidV5 } from "../../src/idempotency-key"

const DNS_NAMESPACE = "6ba7b810-9dad-11d1-80b4-00c04fd430c8"

describe("sha1", () => {
  it("matches the FIPS 180 test vectors", () => {
    const hex = (s: string) => Buffer.from(sha1(new TextEncoder().encode(s))).toString("hex")
    expect(hex("abc")).toBe("a9993e364706816aba3e25717850c26c9cd0d89d")
    expect(hex("")).toBe("da39a3ee5e6b4b0d3255bfef95601890afd80709")
    expect(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).toBe("84983e441c3bd26ebaae4aa1f95129e5e54670f1")
  })

  it("agrees with node:crypto on any bytes (block boundaries included)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(Buffer.from(sha1(bytes)).toString("hex")).toBe(createHash("sha1").update(bytes).digest("hex"))
      }),
      { numRuns: 300 }
    )
  })
})

describe("uuidV5", () => {
  it("gives RFC 9562's example (www.example.com in the DNS namespace)", () => {
    expect(uuidV5(DNS_NAMESPACE, "www.example.com")).toBe("2ed6657d-e927-568b-95e1-2665a8aea6a2")
  })

  it("refuses a namespace that is not a UUID", () => {
    expect(() => uuidV5("not-a-uuid", "x")).toThrow(ConfigurationError)
  })
})

describe("idempotencyKeyFor", () => {
  it("is the v5 UUID of the JSON array of the parts in the Payrail namespace", () => {
    expect(idempotencyKeyFor("order-1042", "create")).toBe(uuidV5(PAYRAIL_IDEMPOTENCY_NAMESPACE, '["order-1042","create"]'))
    // pinned: a change of namespace or encoding would change every merchant's keys
    expect(idempotencyKeyFor("order-1042", "create")).toBe("16f918b9-e633-5061-bcd7-af5a2a5ffb31") // computed with node:crypto
  })

  it("is a version-5, RFC-variant UUID", () => {
    expect(idempotencyKeyFor("order-1042", "create")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it("is the same in another process", () => {
    const script = `import("${new URL("../../src/idempotency-key.ts", import.meta.url).pathname}").then(m => console.log(m.idempotencyKeyFor("order-1042", "create")))`
    const child = spawnSync(process.execPath, ["--import", "tsx", "-e", script], { encoding: "utf8" })
    expect(child.stderr).toBe("")
    expect(child.stdout.trim()).toBe(idempotencyKeyFor("order-1042", "create"))
  })

  it("tells apart parts that would join to the same text", () => {
    expect(idempotencyKeyFor("a-b", "c")).not.toBe(idempotencyKeyFor("a", "b-c"))
    expect(idempotencyKeyFor("order-1042", "create")).not.toBe(idempotencyKeyFor("order-1042", "refund"))
    expect(idempotencyKeyFor("order-1042")).not.toBe(idempotencyKeyFor("order-1042", "x"))
  })

  it("refuses no parts, empty strings and non-finite numbers, naming the part", () => {
    expect(() => idempotencyKeyFor()).toThrow(/at least one part/)
    expect(() => idempotencyKeyFor("order-1", "")).toThrow(/part 1 must be a non-empty string/)
    expect(() => idempotencyKeyFor(Number.NaN)).toThrow(/part 0 .*NaN/)
    expect(() => idempotencyKeyFor("x", undefined as unknown as string)).toThrow(ConfigurationError)
  })
})
