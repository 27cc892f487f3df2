/**
 * The dashboard's change feed: the fake calls `changed()` after anything a developer may want to
 * see (a request answered, a delivery attempted, the clock moved); listeners (the open dashboard
 * pages) are told once per burst. Nothing is rendered while no page is open, so a load test
 * against the fake pays one function call per request.
 */

export interface ChangeFeed {
  /** Something changed; listeners hear of it on the next flush. */
  changed(): void
  /** Calls `listener` after each burst of changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  readonly listeners: number
}

/** How long a burst is gathered (real time) before the pages are told: one frame of the page per burst under load. */
export const COALESCE_MS = 50

export const makeChangeFeed = (coalesceMs: number = COALESCE_MS): ChangeFeed => {
  const listeners = new Set<() => void>()
  let pending: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    pending = undefined
    for (const listener of [...listeners]) {
      try {
        listener()
      } catch {
        // a page that went away mid-write: its own close handler unsubscribes it
      }
    }
  }
  return {
    changed() {
      if (listeners.size === 0 || pending !== undefined) return
      pending = setTimeout(flush, coalesceMs)
      // A pending flush must not keep a process (a test, the CLI on Ctrl-C) alive.
      pending.unref?.()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    get listeners() {
      return listeners.size
    }
  }
}
