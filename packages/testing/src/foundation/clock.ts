/**
 * The fake's clock. Time only moves when a test says so (`advance`, `set`); every
 * timestamp the fake writes and every timed move it makes (subscription cycles, report
 * completion, webhook retries) is driven from here, never from the wall clock.
 */
import { toMillis } from "./time"

/** A task due at a fake-clock time. */
export interface ScheduledTask {
  readonly at: number
  readonly label: string
  /** Removes the task if it has not run yet. */
  cancel(): void
}

interface Entry {
  readonly at: number
  readonly seq: number
  readonly label: string
  readonly run: () => void | Promise<void>
  cancelled: boolean
}

/** The controllable clock of a fake (`fake.clock`). */
export interface FakeClock {
  /** Current fake time, epoch milliseconds. */
  now(): number
  /** Current fake time as a Date. */
  date(): Date
  /**
   * Moves time forward by `ms`, running every task that falls due on the way, in time
   * order, each at its own due time (a task may schedule more; those run too if due).
   * Resolves when they have all finished (webhook retries included).
   */
  advance(ms: number): Promise<void>
  /** Moves time forward to `to` (never backwards), like `advance`. */
  set(to: Date | number | string): Promise<void>
  /** Runs `run` when fake time reaches `at` (immediately on the next advance if already due). */
  schedule(at: number, label: string, run: () => void | Promise<void>): ScheduledTask
  /** Tasks waiting to run, earliest first. */
  pending(): ReadonlyArray<{ readonly at: string; readonly label: string }>
  /** Drops every pending task (used by `fake.reset()`). */
  clear(): void
}

/** The clock as the fake itself holds it: `restore()` may also move it back. */
export interface InternalClock extends FakeClock {
  /** Sets the time (backwards too) and drops every pending task: a restored state re-arms its own. */
  resetTo(ms: number): void
}

/** A safety bound: a misconfigured schedule cannot spin `advance` forever. */
const MAX_TASKS_PER_ADVANCE = 1_000_000

export const makeClock = (start: Date | number | string): InternalClock => {
  let current = toMillis(start)
  let seq = 0
  let queue: Array<Entry> = []
  // Advances run one after the other, so concurrent callers see a consistent order.
  let chain: Promise<void> = Promise.resolve()

  const nextDue = (limit: number): Entry | undefined => {
    let best: Entry | undefined
    for (const e of queue) {
      if (e.cancelled || e.at > limit) continue
      if (best === undefined || e.at < best.at || (e.at === best.at && e.seq < best.seq)) best = e
    }
    return best
  }

  const runUntil = async (target: number) => {
    for (let ran = 0; ran < MAX_TASKS_PER_ADVANCE; ran++) {
      const entry = nextDue(target)
      if (entry === undefined) break
      queue = queue.filter((e) => e !== entry)
      if (entry.at > current) current = entry.at
      await entry.run()
    }
    queue = queue.filter((e) => !e.cancelled)
    if (target > current) current = target
  }

  // The target is computed when the advance starts, after any earlier one has finished.
  const enqueue = (targetOf: () => number): Promise<void> => {
    const next = chain.then(() => runUntil(Math.max(targetOf(), current)))
    chain = next.catch(() => undefined)
    return next
  }

  return {
    now: () => current,
    date: () => new Date(current),
    advance: (ms) => {
      if (!Number.isFinite(ms) || ms < 0) return Promise.reject(new RangeError(`clock.advance needs ms >= 0, got ${ms}`))
      return enqueue(() => current + ms)
    },
    set: (to) => {
      const target = toMillis(to)
      if (target < current) return Promise.reject(new RangeError("The fake clock never goes backwards"))
      return enqueue(() => target)
    },
    schedule: (at, label, run) => {
      const entry: Entry = { at, seq: seq++, label, run, cancelled: false }
      queue.push(entry)
      return {
        at,
        label,
        cancel: () => {
          entry.cancelled = true
        }
      }
    },
    pending: () =>
      queue
        .filter((e) => !e.cancelled)
        .sort((a, b) => a.at - b.at || a.seq - b.seq)
        .map((e) => ({ at: new Date(e.at).toISOString(), label: e.label })),
    clear: () => {
      for (const e of queue) e.cancelled = true
      queue = []
    },
    resetTo: (ms) => {
      for (const e of queue) e.cancelled = true
      queue = []
      current = ms
    }
  }
}
