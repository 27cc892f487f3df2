import { describe, expect, it } from "vitest"
import { makeClock } from "../src/foundation/clock"
import { fromUnits, toUnits } from "../src/foundation/money"
import { addPeriod, isoMicros, reportTimestamp } from "../src/foundation/time"

describe("fake clock", () => {
  it("runs due tasks in time order, each at its own time, including tasks scheduled by tasks", async () => {
    const clock = makeClock("2025-01-01T00:00:00Z")
    const seen: Array<[string, string]> = []
    const at = (label: string) => () => {
      seen.push([label, clock.date().toISOString()])
    }
    const start = clock.now()
    clock.schedule(start + 3000, "c", at("c"))
    clock.schedule(start + 1000, "a", () => {
      at("a")()
      clock.schedule(clock.now() + 500, "a2", at("a2"))
    })
    clock.schedule(start + 1000, "b", at("b"))
    const late = clock.schedule(start + 2000, "cancelled", at("cancelled"))
    late.cancel()
    await clock.advance(2500)
    expect(seen).toEqual([
      ["a", "2025-01-01T00:00:01.000Z"],
      ["b", "2025-01-01T00:00:01.000Z"],
      ["a2", "2025-01-01T00:00:01.500Z"]
    ])
    expect(clock.date().toISOString()).toBe("2025-01-01T00:00:02.500Z")
    expect(clock.pending()).toEqual([{ at: "2025-01-01T00:00:03.000Z", label: "c" }])
  })

  it("awaits async tasks before moving on, and serialises concurrent advances", async () => {
    const clock = makeClock(0)
    const order: Array<string> = []
    clock.schedule(10, "slow", async () => {
      await new Promise((r) => setTimeout(r, 20))
      order.push(`slow@${clock.now()}`)
    })
    clock.schedule(20, "fast", () => {
      order.push(`fast@${clock.now()}`)
    })
    await Promise.all([clock.advance(15), clock.advance(15)])
    expect(order).toEqual(["slow@10", "fast@20"])
    expect(clock.now()).toBe(30)
  })

  it("never goes backwards and refuses a negative advance", async () => {
    const clock = makeClock("2025-01-01T00:00:00Z")
    await expect(clock.set("2024-12-31T00:00:00Z")).rejects.toThrow(/backwards/)
    await expect(clock.advance(-1)).rejects.toThrow(RangeError)
  })
})

describe("exact money", () => {
  it("adds in 0.0001 units without float drift", () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(fromUnits(toUnits(0.1) + toUnits(0.2))).toBe(0.3)
    let total = 0
    for (let i = 0; i < 1000; i++) total += toUnits(0.01)
    expect(fromUnits(total)).toBe(10)
  })

  it("renders every 4-decimal amount back to the same JSON number it was parsed from", () => {
    for (const text of ["0.0001", "26.9", "5000.00", "1234.5678", "0.3", "99999999.9999", "19.99", "0.07"]) {
      expect(fromUnits(toUnits(Number(text)))).toBe(Number(text))
    }
    for (let units = 0; units < 20_000; units += 7) {
      expect(toUnits(fromUnits(units))).toBe(units)
    }
  })

  it("refuses amounts finer than 0.0001", () => {
    expect(() => toUnits(1.00001)).toThrow(RangeError)
    expect(() => toUnits(Number.NaN)).toThrow(RangeError)
  })
})

describe("time formats", () => {
  it("ISO with microseconds and Z (27 chars), report text with +0000 UTC, calendar months clamp", () => {
    const t = Date.parse("2025-01-31T09:08:07.654Z")
    expect(isoMicros(t)).toBe("2025-01-31T09:08:07.654000Z")
    expect(isoMicros(t)).toHaveLength(27)
    expect(reportTimestamp(t)).toBe("2025-01-31 09:08:07.654000 +0000 UTC")
    expect(new Date(addPeriod(t, "MONTH", 1)).toISOString()).toBe("2025-02-28T09:08:07.654Z")
    expect(new Date(addPeriod(t, "YEAR", 1)).toISOString()).toBe("2026-01-31T09:08:07.654Z")
    expect(new Date(addPeriod(t, "WEEK", 2)).toISOString()).toBe("2025-02-14T09:08:07.654Z")
  })
})
