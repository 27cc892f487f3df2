/**
 * What travels on the queue: the delivery as received — its raw body and its signature headers —
 * never a decoded event. Whoever can write to the queue (Redis, the pg-boss tables, a Queue
 * binding) could otherwise make the worker run handlers on an event the service never sent, or
 * run a genuine one again under another id. The worker verifies the signature again and takes the
 * event, and its dedupe key, from the verified body only (./consumer.ts).
 */
import type { WebhookHeaders, WebhookRawBody } from "@payrail/core/webhooks"
import { UnrecoverableWebhookJobError } from "./rejection"

/** A queued notification (version 2 of the message format). */
export interface QueuedWebhook {
  readonly payrail: 2
  /** The delivery's body, exactly as received (UTF-8 text: a body that is not was refused by the receiver). */
  readonly body: string
  /** The delivery's signature headers (lower-case names), as received. No api key or secret is kept. */
  readonly headers: Readonly<Record<string, string>>
}

/** What a worker verifies: a queued delivery's body and signature headers, not yet trusted. */
export interface QueuedDelivery {
  readonly body: string
  readonly headers: Readonly<Record<string, string>>
}

/** The headers of both schemes' signatures; `x-api-key` / `x-secret` are never put on a queue. */
export const SIGNATURE_HEADERS = ["x-hmac-signature", "webhook-id", "webhook-timestamp", "webhook-signature"] as const

// Kept short: this side runs in the receiver, whose bundle a Worker pays for.
const headerOf = (headers: WebhookHeaders, name: string): string | undefined => {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined
  // Repeated headers joined as `Headers` joins them; both schemes' verifiers split on the separators.
  const values = Object.keys(headers).filter((key) => key.toLowerCase() === name).flatMap((key) => (headers as Record<string, unknown>)[key])
  const strings = values.filter((v): v is string => typeof v === "string")
  return strings.length === 0 ? undefined : strings.join(", ")
}

/** The message for a delivery the receiver verified: its raw body (bytes kept exact) and its signature headers. */
export const toQueuedWebhook = (rawBody: WebhookRawBody, headers: WebhookHeaders): QueuedWebhook => {
  const kept: Record<string, string> = {}
  for (const name of SIGNATURE_HEADERS) {
    const value = headerOf(headers, name)
    if (value !== undefined) kept[name] = value
  }
  // A verified body is UTF-8 (the verifier refuses one that is not); ignoreBOM keeps a leading BOM,
  // so the text's UTF-8 bytes are exactly the signed ones.
  const body = typeof rawBody === "string" ? rawBody : new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(rawBody)
  return { payrail: 2, body, headers: kept }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null

const refuse = (message: string): never => {
  throw new UnrecoverableWebhookJobError({ reason: "malformed", message: `Not a Payrail queued webhook: ${message} (was it enqueued by another producer?)` })
}

/**
 * The delivery of a queued message, not yet verified; a message of another shape throws
 * {@link UnrecoverableWebhookJobError} (`reason: "malformed"`): retrying cannot mend it.
 */
export const fromQueuedWebhook = (message: unknown): QueuedDelivery => {
  let value: unknown = message
  if (typeof message === "string") {
    try {
      value = JSON.parse(message)
    } catch {
      refuse("the message is not JSON")
    }
  }
  if (!isObject(value) || value.payrail !== 2) {
    return refuse(isObject(value) && value.payrail === 1
      ? "a version 1 message carries no signature; re-deliver it through a receiver of this version"
      : "expected { payrail: 2, body, headers }")
  }
  if (typeof value.body !== "string") refuse("body must be a string")
  if (!isObject(value.headers) || Object.values(value.headers).some((v) => typeof v !== "string")) refuse("headers must map names to strings")
  return { body: value.body as string, headers: value.headers as Record<string, string> }
}

/**
 * A queue's job id for a dedupe key. BullMQ refuses ids with `:` (its key separator), which every
 * dedupe key has: the key is percent-encoded, so two keys never share an id. The worker never
 * reads it: it takes the dedupe key from the verified body.
 */
export const jobIdOf = (dedupeKey: string): string => `payrail-${encodeURIComponent(dedupeKey)}`
