/**
 * A timer the test moves by hand, handed to the client through its internal config key: no
 * test waits on the wall clock. It records every delay armed, and lets the test wait (by
 * signal, not by sleeping) until a timer of interest is armed.
 */
import type { PayrailConfig } from "../../../src"
import { internalTimer } from "../../../src/http/config"
import type { Timer } from "../../../src/http/timer"

interface Pending {
  readonly id: number
  readonly ms: number
  readonly fn: () => void
}

export interface ManualTimer {
  readonly timer: Timer
  /** Every delay ever armed, in order. */
  readonly armed: Array<number>
  /** Delays armed and neither fired nor cleared. */
  pending(): Array<number>
  /** Resolves with the first pending timer whose delay matches (now or when it is armed). */
  next(match: (ms: number) => boolean): Promise<number>
  /** Fires every pending timer whose delay matches; returns how many fired. */
  fire(match: (ms: number) => boolean): number
  /** From now on, timers whose delay matches fire on their own, on the next turn of the event loop. */
  autoFire(match: (ms: number) => boolean): void
}

export const manualTimer = (): ManualTimer => {
  const pending = new Map<number, Pending>()
  const armed: Array<number> = []
  const waiters: Array<{ match: (ms: number) => boolean; resolve: (ms: number) => void }> = []
  let auto: ((ms: number) => boolean) | undefined
  let nextId = 1
  const fireOne = (p: Pending) => {
    if (pending.delete(p.id)) p.fn()
  }
  const timer: Timer = {
    set: (fn, ms) => {
      const entry = { id: nextId++, ms, fn }
      pending.set(entry.id, entry)
      armed.push(ms)
      for (const w of [...waiters]) {
        if (w.match(ms)) {
          waiters.splice(waiters.indexOf(w), 1)
          w.resolve(ms)
        }
      }
      if (auto?.(ms)) setImmediate(() => fireOne(entry))
      return entry.id
    },
    clear: (id) => void pending.delete(id as number)
  }
  return {
    timer,
    armed,
    pending: () => [...pending.values()].map((p) => p.ms),
    next: (match) => {
      const found = [...pending.values()].find((p) => match(p.ms))
      return found ? Promise.resolve(found.ms) : new Promise((resolve) => waiters.push({ match, resolve }))
    },
    fire: (match) => {
      const due = [...pending.values()].filter((p) => match(p.ms))
      for (const p of due) fireOne(p)
      return due.length
    },
    autoFire: (match) => {
      auto = match
    }
  }
}

/** `config` with the manual timer plugged in (the key is internal, not part of PayrailConfig). */
export const withTimer = (config: PayrailConfig, timer: ManualTimer): PayrailConfig =>
  ({ ...config, [internalTimer]: timer.timer }) as PayrailConfig
