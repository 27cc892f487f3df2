import type { FakeClock } from "../foundation/clock"
import type { Store } from "../foundation/store"

/** What a state move works on: the store and the fake clock. */
export interface Env {
  readonly store: Store
  readonly clock: FakeClock
  /**
   * Tells the fake's webhooks that `name` happened (`"payment.refund"`); `data` renders the
   * envelope's `data` and only runs when a receiver is configured. One line per state move.
   */
  readonly notify?: (name: string, data: () => Readonly<Record<string, unknown>>) => void
}

/** Looks a record up by id, only among the calling merchant's own records. */
export const own = <R extends { readonly merchant: string }>(
  map: ReadonlyMap<string, R>,
  id: string,
  merchant: string
): R | undefined => {
  const record = map.get(id)
  return record !== undefined && record.merchant === merchant ? record : undefined
}
