/**
 * Replay protection for `hmac-sha256`, which signs no timestamp: the age of a notification
 * is the age of its resource (`updated_at`, else `created_at`). The service writes times in
 * several forms (ISO 8601 with micro- or nanoseconds, reports' `2024-05-01 10:00:00.123456 +0000 UTC`).
 */
import type { WebhookEvent } from "./catalogue"

const TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}:?\d{2})?(?:\s*UTC)?$/i

/** Epoch milliseconds of a service timestamp, or undefined when it is not one (no offset = UTC). */
export const parseServiceTime = (value: unknown): number | undefined => {
  if (typeof value !== "string") return undefined
  const m = TIME.exec(value.trim())
  if (m === null) return undefined
  // Stryker disable next-line StringLiteral: `Number("")` and `Number("0.")` are 0 as the defaults give, and an empty zone enters the offset branch with no digits and subtracts 0.
  const [, y, mo, d, h, mi, s = "0", frac = "0", zone = "Z"] = m
  const ms = Number(`0.${frac}`) * 1000
  let t = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms)
  // Stryker disable next-line ConditionalExpression,MethodExpression,StringLiteral: For a Z or z zone the offset branch finds no digits after the letter and subtracts 0; the test only skips that work.
  if (zone.toUpperCase() !== "Z") {
    const sign = zone.startsWith("-") ? -1 : 1
    const digits = zone.slice(1).replace(":", "")
    t -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000
  }
  return Number.isFinite(t) ? t : undefined
}

/** When the notification's resource last changed; undefined when it carries no readable time. */
export const resourceTime = (event: WebhookEvent): number | undefined => {
  const data = event.data
  if (typeof data !== "object" || data === null) return undefined
  const r = data as { readonly updated_at?: unknown; readonly created_at?: unknown }
  return parseServiceTime(r.updated_at) ?? parseServiceTime(r.created_at)
}

/** True when the resource is older than `maxAgeSeconds`. A notification without a readable time is not judged. */
export const isStale = (event: WebhookEvent, nowMs: number, maxAgeSeconds: number): boolean => {
  const at = resourceTime(event)
  return at !== undefined && nowMs - at > maxAgeSeconds * 1000
}
