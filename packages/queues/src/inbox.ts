/**
 * An inbox: the consumer's record of handled notifications kept in the same database transaction
 * as the handlers' effects. A worker killed before the commit loses both (the rerun applies the
 * effect once); killed after it, the key is recorded as completed (the rerun acknowledges a
 * duplicate without running the handlers). A dedupe store cannot give this: its `complete` is a
 * separate write, and a worker killed between the effect and that write leaves the effect applied
 * and the key claimable again once its lease lapses.
 */
import type { ResourceVersion } from "./ordering"

/** What an inbox did with a notification. */
export type InboxOutcome = "handled" | "duplicate" | "stale"

/** A transactional record of handled notifications; `Tx` is what the handlers run their effects on. */
export interface WebhookInbox<Tx> {
  /**
   * In one transaction: claims `key` (resolving `"duplicate"` when it was completed before),
   * records `version` of its resource unless a newer one is recorded (else commits the key and
   * resolves `"stale"`), runs `apply` with the transaction, then commits the key as completed
   * together with whatever `apply` wrote. A throw rolls everything back and is rethrown;
   * {@link WebhookInProgressError} when another worker holds the key or the resource too long.
   */
  handle(key: string, version: ResourceVersion | undefined, apply: (tx: Tx) => Promise<void>): Promise<InboxOutcome>
}
