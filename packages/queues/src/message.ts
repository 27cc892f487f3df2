/**
 * What travels on the queue: the verified, decoded event as JSON. The worker trusts the queue as
 * it trusts its own database, so it does not verify again: the signature was checked by the
 * receiver, and a resource's age check would refuse an event whose retries ran past it.
 */
import { ConfigurationError, type WebhookEvent } from "@payrail/core/webhooks"

/** A queued notification (version 1 of the message format). */
export interface QueuedWebhook {
  readonly payrail: 1
  readonly event: WebhookEvent
}

/** The message for `event`. */
export const toQueuedWebhook = (event: WebhookEvent): QueuedWebhook => ({ payrail: 1, event })

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null

/** The event of a queued message; a message of another shape is refused (never handled half-read). */
export const fromQueuedWebhook = (message: unknown): WebhookEvent => {
  const value = typeof message === "string" ? (JSON.parse(message) as unknown) : message
  if (!isObject(value) || value.payrail !== 1) {
    throw new ConfigurationError({ message: "Not a Payrail queued webhook: expected { payrail: 1, event } (was it enqueued by another producer?)" })
  }
  const event = value.event
  for (const field of ["name", "family", "dedupeKey"] as const) {
    if (!isObject(event) || typeof event[field] !== "string") {
      throw new ConfigurationError({ message: `Not a Payrail queued webhook: event.${field} must be a string` })
    }
  }
  return event as unknown as WebhookEvent
}

/**
 * A queue's job id for a dedupe key. BullMQ refuses ids with `:` (its key separator), which every
 * dedupe key has: the key is percent-encoded, so two keys never share an id.
 */
export const jobIdOf = (dedupeKey: string): string => `payrail-${encodeURIComponent(dedupeKey)}`
