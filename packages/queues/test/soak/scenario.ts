/**
 * The notifications of a soak run, and the order they are delivered in: `n` distinct payment
 * notifications (an authorize and a later capture per payment), ~10 % delivered twice (to another
 * receiver), ~20 % of the payments with the capture delivered before the authorize, and one
 * authorize held back until its capture has been applied (it must be acknowledged `stale`).
 * Deterministic for a seed.
 */
import { paymentEnvelope } from "../support/fixtures"

export interface Notification {
  readonly index: number
  readonly paymentId: string
  readonly body: object
}

export interface Scenario {
  readonly notifications: ReadonlyArray<Notification>
  /** Delivery order: indexes into `notifications`, duplicates included (the held-back authorize excluded). */
  readonly deliveries: ReadonlyArray<number>
  readonly duplicates: number
  readonly outOfOrder: number
  /** Its capture's index, then the stale authorize's: deliver the first, wait until applied, then the second. */
  readonly staleAfterCapture: readonly [number, number]
}

/** A small seeded generator (mulberry32). */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

export const makeScenario = (n: number, run: string, seed = 42): Scenario => {
  if (n < 4 || n % 2 !== 0) throw new Error("n must be an even number ≥ 4")
  const rand = random(seed)
  const base = Date.now() - 30 * 60_000
  const notifications: Array<Notification> = []
  for (let p = 0; p < n / 2; p++) {
    const paymentId = `${run}-pay-${p}`
    const authorizedAt = new Date(base + p * 1_000)
    const capturedAt = new Date(base + p * 1_000 + 60_000)
    notifications.push({ index: notifications.length, paymentId, body: paymentEnvelope(paymentId, "authorize", { updatedAt: authorizedAt }) })
    notifications.push({ index: notifications.length, paymentId, body: paymentEnvelope(paymentId, "capture", { updatedAt: capturedAt }) })
  }
  const held = n / 2 - 1
  const staleAfterCapture = [held * 2 + 1, held * 2] as const
  const deliveries: Array<number> = []
  let outOfOrder = 0
  for (let p = 0; p < held; p++) {
    const swap = rand() < 0.2
    if (swap) outOfOrder++
    deliveries.push(...(swap ? [p * 2 + 1, p * 2] : [p * 2, p * 2 + 1]))
  }
  // duplicates: ~10 % of the notifications again, at a later random position
  const duplicates = Math.max(1, Math.round(n * 0.1))
  for (let d = 0; d < duplicates; d++) {
    const which = deliveries[Math.floor(rand() * deliveries.length)]!
    const at = Math.floor(rand() * deliveries.length) + 1
    deliveries.splice(at, 0, which)
  }
  return { notifications, deliveries, duplicates, outOfOrder: outOfOrder + 1, staleAfterCapture }
}
