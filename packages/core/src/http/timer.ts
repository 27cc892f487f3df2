/**
 * The one clock the transport arms: a per-attempt timeout and the wait between attempts.
 * The system timer by default; tests hand in one they advance themselves.
 */
import * as Effect from "effect/Effect"

export interface Timer {
  readonly set: (callback: () => void, ms: number) => unknown
  readonly clear: (handle: unknown) => void
}

export const systemTimer: Timer = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>)
}

/** Waits `ms` on `timer`; interrupting the wait clears the timer. */
export const sleep = (timer: Timer, ms: number): Effect.Effect<void> =>
  Effect.callback<void>((resume) => {
    const handle = timer.set(() => resume(Effect.void), ms)
    return Effect.sync(() => timer.clear(handle))
  })
