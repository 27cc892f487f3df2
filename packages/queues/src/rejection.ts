/**
 * A queued job the worker refuses for good: retrying cannot make it verify. It was not written by
 * a receiver of this version (another producer, a hand-written or altered job), so the queue must
 * not retry it: BullMQ fails it as unrecoverable, pg-boss settles it without a retry, a Cloudflare
 * Queue message is acknowledged. Each is reported (the consumer's `onRejected`).
 */

/** Why a queued job was refused. */
export type WebhookJobRejection =
  /** Not a Payrail queued webhook of this version (shape, JSON, encoding). */
  | "malformed"
  /** The signature is missing or does not verify with the worker's secrets. */
  | "signature"
  /** The signature verifies but the body is not a notification (never queued by a receiver). */
  | "payload"

/** Thrown by the consumer for a job that must not be retried (see {@link WebhookJobRejection}). */
export class UnrecoverableWebhookJobError extends Error {
  override readonly name = "UnrecoverableWebhookJobError"
  readonly reason: WebhookJobRejection
  constructor(options: { readonly reason: WebhookJobRejection; readonly message: string; readonly cause?: unknown }) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause })
    this.reason = options.reason
  }
}

/** True for a job the queue must not retry. */
export const isUnrecoverableWebhookJob = (error: unknown): error is UnrecoverableWebhookJobError =>
  // By name too: each entry of the package (ESM and CJS builds) may hold its own copy of the class.
  error instanceof UnrecoverableWebhookJobError || (error instanceof Error && error.name === "UnrecoverableWebhookJobError")
