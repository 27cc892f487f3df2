/**
 * What src/webhooks/payload.ts reads beyond its contract test: how `version` is read, the family of a known name, the path of a refused
 * resource that is `data` itself, and the dedupe key's exact text — keys are stored by dedupe
 * stores shared across a rolling deploy, so an SDK upgrade must not change them.
 */
import { describe, expect, it } from "vitest"
import { WebhookPayloadError } from "../../src/errors"
import { eventOf } from "../../src/webhooks/payload"

const refusal = (raw: unknown): WebhookPayloadError => {
  try {
    eventOf(raw)
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookPayloadError)
    return error as WebhookPayloadError
  }
  throw new Error("expected a refusal")
}

describe("version and retry", () => {
  it("a number, or a numeric string; anything else is no version (and retry 0)", () => {
    const v = (version: unknown, retry?: unknown) => eventOf({ type_event: "loyalty.x", data: {}, version, retry })
    expect(v(2).version).toBe(2)
    expect(v("3").version).toBe(3)
    expect(v(" 4 ").version).toBe(4)
    for (const none of ["", "  ", null, "v2", true, [], {}, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(v(none).version, JSON.stringify(none)).toBeUndefined()
    }
    expect(v(undefined, "5").retry).toBe(5)
    expect(v(undefined, null).retry).toBe(0)
    expect(v(undefined, "").retry).toBe(0)
  })
})

describe("the family of an envelope", () => {
  it("a known full name decides, with or without `type`", () => {
    expect(eventOf({ type_event: "payout.payout", data: { id: "po_1" } }).family).toBe("payout")
    // a `type` that disagrees does not move a known name to another family
    expect(eventOf({ type_event: "payout.payout", type: "loyalty", data: { id: "po_1" } }).family).toBe("payout")
  })

  it("an unknown name takes the family of its `type`", () => {
    const event = eventOf({ type_event: "payout.brand_new", type: "payout", data: { id: "po_1" } })
    expect(event.family).toBe("payout")
    expect(eventOf({ type_event: "payout_x.y", data: { id: "po_1" } }).family).toBe("unknown")
  })
})

describe("a refused resource that is `data` itself", () => {
  it("names the paths under `data`", () => {
    const error = refusal({ type_event: "payout.payout", data: { id: 5, amount: { value: "1" } } })
    expect(error.message.startsWith("The payout.payout notification's resource is not valid: ")).toBe(true)
    expect(error.issues.map((i) => i.path)).toEqual(["data.id", "data.amount.value"])
  })

  it("a body of no known shape is refused as an incoming transfer, its paths at the top level", () => {
    const error = refusal({ amount: 5 })
    expect(error.issues.slice(0, 2)).toEqual([{ path: "id", message: "Missing key" }, { path: "destination_account_id", message: "Missing key" }])
    expect(error.issues.find((i) => i.path === "amount")).toEqual({ path: "amount", message: "Expected object" })
  })

  it("a resource under a key is named with it", () => {
    const error = refusal({ type_event: "subscription.create", data: { subscription: "x" } })
    expect(error.issues).toEqual([{ path: "data.subscription", message: "Expected object" }])
  })
})

describe("dedupe keys, exactly", () => {
  it("the resource's id, updated_at (else created_at, else nothing) and status", () => {
    const key = (data: unknown) => eventOf({ type_event: "loyalty.x", data }).dedupeKey
    expect(key({ id: "r1", updated_at: "u", created_at: "c", status: "S" })).toBe("loyalty.x:r1:u:S")
    expect(key({ id: "r1", created_at: "c" })).toBe("loyalty.x:r1:c:")
    expect(key({ id: "r1" })).toBe("loyalty.x:r1::")
  })

  it("without an id: FNV-1a digests of the JSON text (the empty text when there is no data), 16 hex digits", () => {
    const key = (data: unknown) => eventOf({ type_event: "loyalty.x", data }).dedupeKey
    // golden values: a store shared by two SDK versions must see the same key for the same body
    expect(key(undefined)).toBe("loyalty.x:#811c9dc501000193")
    expect(key({ points: 5 })).toBe(`loyalty.x:#${digestOf('{"points":5}')}`)
    expect(key({ points: 5 })).toBe("loyalty.x:#981986a948f83971")
    // a digest with leading zeros keeps them: always 16 digits
    for (let i = 0; i < 64; i++) expect(key({ n: i })).toMatch(/^loyalty\.x:#[0-9a-f]{16}$/)
    expect(key({ n: LEADING_ZERO_INPUT })).toBe(`loyalty.x:#${digestOf(`{"n":${LEADING_ZERO_INPUT}}`)}`)
  })
})

/** The digest as specified: FNV-1a (32 bits) and a second lane with murmur's multiplier, each 8 hex digits. */
function digestOf(s: string): string {
  let h1 = 0x811c9dc5
  let h2 = 0x01000193
  for (const c of Array.from(s, (ch) => ch.charCodeAt(0))) {
    h1 = Math.imul(h1 ^ c, 0x01000193)
    h2 = Math.imul(h2 ^ c, 0x5bd1e995)
  }
  const hex = (h: number) => (h >>> 0).toString(16).padStart(8, "0")
  return hex(h1) + hex(h2)
}

/** An `n` whose body `{"n":<n>}` digests to a lane below 0x10000000 (a leading zero digit). */
const LEADING_ZERO_INPUT = (() => {
  // about one n in eight qualifies: the bound is never reached
  for (let n = 0; n < 10_000; n++) {
    const d = digestOf(`{"n":${n}}`)
    if (d[0] === "0" || d[8] === "0") return n
  }
  throw new Error("no input with a leading zero digit below 10,000")
})()
