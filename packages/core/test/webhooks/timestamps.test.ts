/**
 * Reading the service's timestamps (replay protection of hmac-sha256): every form it writes,
 * offsets, and what is not a time. src/webhooks/timestamps.ts.
 */
import { describe, expect, it } from "vitest"
import type { WebhookEvent } from "../../src/webhooks"
import { isStale, parseServiceTime, resourceTime } from "../../src/webhooks/timestamps"

const event = (data: unknown) => ({ name: "payment.purchase", family: "payment", data }) as unknown as WebhookEvent

describe("parseServiceTime", () => {
  it("reads ISO 8601 with any fraction, a space or T, Z or no zone (UTC)", () => {
    const at = Date.UTC(2024, 4, 2, 13, 5, 11, 123)
    expect(parseServiceTime("2024-05-02T13:05:11.123Z")).toBe(at)
    // Date keeps whole milliseconds: the rest of a micro- or nanosecond fraction is dropped
    expect(parseServiceTime("2024-05-02T13:05:11.123456Z")).toBe(at)
    expect(parseServiceTime("2024-05-02T13:05:11.123999999z")).toBe(at)
    expect(parseServiceTime("2024-05-02T13:05:11.5Z")).toBe(at - 123 + 500)
    expect(parseServiceTime("2024-05-02 13:05:11,123")).toBe(at)
    expect(parseServiceTime("2024-05-02T13:05:11")).toBe(at - 123)
    expect(parseServiceTime("2024-05-02T13:05")).toBe(at - 11_123)
    expect(parseServiceTime("  2024-05-02T13:05:11.123Z  ")).toBe(at)
  })

  it("applies an offset, with or without a colon, either sign", () => {
    const utc = Date.UTC(2024, 4, 2, 13, 5, 0)
    expect(parseServiceTime("2024-05-02T15:05:00+02:00")).toBe(utc)
    expect(parseServiceTime("2024-05-02T15:35:00+0230")).toBe(utc)
    expect(parseServiceTime("2024-05-02T08:05:00-05:00")).toBe(utc)
    expect(parseServiceTime("2024-05-02T12:50:00-00:15")).toBe(utc)
    expect(parseServiceTime("2024-05-02T13:05:00+00:00")).toBe(utc)
  })

  it("reads the reports' form: `2024-05-02 13:05:11.123456 +0000 UTC`", () => {
    expect(parseServiceTime("2024-05-02 13:05:11.123456 +0000 UTC")).toBe(Date.UTC(2024, 4, 2, 13, 5, 11, 123))
    expect(parseServiceTime("2024-05-02 13:05:11 utc")).toBe(Date.UTC(2024, 4, 2, 13, 5, 11))
  })

  it("is undefined for anything that is not such a time", () => {
    for (const value of [
      undefined, null, 1714655111000, "", "yesterday", "2024-05-02", "2024-5-2T13:05:11Z", "x2024-05-02T13:05:11Z",
      "2024-05-02T13:05:11Zx", "2024-05-02T13:05:11+2", "2024-05-02T13:05:11.Z", "2024-05-02X13:05:11Z",
      "20245-05-02T13:05:11Z", "2024-05-02T13:05:1Z"
    ]) {
      expect(parseServiceTime(value)).toBeUndefined()
    }
  })
})

describe("resourceTime and isStale", () => {
  const updated = "2024-05-02T10:00:00Z"
  const created = "2024-05-01T10:00:00Z"

  it("takes updated_at, else created_at, else nothing", () => {
    expect(resourceTime(event({ updated_at: updated, created_at: created }))).toBe(Date.parse(updated))
    expect(resourceTime(event({ updated_at: "garbage", created_at: created }))).toBe(Date.parse(created))
    expect(resourceTime(event({ created_at: created }))).toBe(Date.parse(created))
    expect(resourceTime(event({ note: "no time" }))).toBeUndefined()
    expect(resourceTime(event(null))).toBeUndefined()
    expect(resourceTime(event("2024-05-02T10:00:00Z"))).toBeUndefined()
  })

  it("an event with no data at all (an envelope of an unknown type without `data`) has no time, and is never stale", () => {
    expect(resourceTime(event(undefined))).toBeUndefined()
    expect(isStale(event(undefined), Date.parse(updated) + 1e12, 60)).toBe(false)
  })

  it("is stale only strictly past the limit, and never without a time", () => {
    const t = Date.parse(updated)
    const e = event({ updated_at: updated })
    expect(isStale(e, t + 60_000, 60)).toBe(false)
    expect(isStale(e, t + 60_001, 60)).toBe(true)
    expect(isStale(e, t - 10 * 60_000, 60)).toBe(false)
    expect(isStale(event({}), t + 1e12, 60)).toBe(false)
  })
})
