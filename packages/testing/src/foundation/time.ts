/**
 * Timestamps and ids. Every time comes from the fake clock (epoch milliseconds); nothing
 * here reads the wall clock.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, "0")

/** spec: ISO 8601 UTC with microsecond precision and a trailing Z (27 chars), e.g. `2024-05-01T10:00:00.123000Z`. */
export const isoMicros = (ms: number): string => {
  // The fake clock only moves when a test says so: one answer writes the same time several times.
  if (ms !== lastMs) {
    lastIso = `${new Date(ms).toISOString().slice(0, -1)}000Z`
    lastMs = ms
  }
  return lastIso
}
let lastMs = Number.NaN
let lastIso = ""

/** spec "Report": `YYYY-MM-DD HH:MM:SS.ffffff +0000 UTC`. */
export const reportTimestamp = (ms: number): string => {
  const d = new Date(ms)
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}000`
  return `${date} ${time} +0000 UTC`
}

/** Accepts a Date, epoch milliseconds or an ISO string. */
export const toMillis = (value: Date | number | string): number => {
  const ms = value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value)
  if (!Number.isFinite(ms)) throw new RangeError(`Not a valid time: ${String(value)}`)
  return ms
}

/** UUID v4 (payments, transactions, subscriptions, reports, customers, ...). */
export const uuid = (): string => crypto.randomUUID()

/** A prefixed opaque id: `onb_…`, `ent_…`, `xfer_…`, `acct_…`. */
export const prefixedId = (prefix: string): string => `${prefix}_${crypto.randomUUID().replace(/-/g, "").slice(0, 24)}`

/** Adds calendar units in UTC (month and year clamp to the month's last day, as billing does). */
export const addPeriod = (ms: number, unit: "DAY" | "WEEK" | "MONTH" | "YEAR", count: number): number => {
  const d = new Date(ms)
  switch (unit) {
    case "DAY":
      return ms + count * 86_400_000
    case "WEEK":
      return ms + count * 7 * 86_400_000
    case "MONTH":
    case "YEAR": {
      const months = unit === "MONTH" ? count : count * 12
      const day = d.getUTCDate()
      const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()))
      const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
      target.setUTCDate(Math.min(day, lastDay))
      return target.getTime()
    }
  }
}
