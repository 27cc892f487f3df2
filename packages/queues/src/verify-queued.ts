/**
 * The worker's check of a queued job: the signature of the delivery it carries, with the webhook
 * secrets, and nothing else. The receiver judged the notification's age when it arrived; a job
 * runs later (retries, replays of failed jobs), so neither the resource's age limit nor
 * standard-webhooks' timestamp tolerance is applied again. The event — its dedupe key included —
 * is decoded from the verified body, never read from the message.
 */
import {
  ConfigurationError,
  createWebhookVerifier,
  type WebhookEvent,
  WebhookPayloadError,
  type WebhookScheme,
  WebhookVerificationError
} from "@payrail/core/webhooks"
import { fromQueuedWebhook } from "./message"
import { UnrecoverableWebhookJobError } from "./rejection"

/** Builds the check; throws `ConfigurationError` without secrets (a worker that trusts its queue is not offered). */
export const createQueuedWebhookVerifier = (
  secrets: string | ReadonlyArray<string> | undefined,
  scheme: WebhookScheme | undefined
): ((message: unknown) => Promise<WebhookEvent>) => {
  if (secrets === undefined || (typeof secrets !== "string" && (!Array.isArray(secrets) || secrets.length === 0))) {
    throw new ConfigurationError({
      message: "createWebhookConsumer needs `secrets` (the webhook secrets the receiver verifies with): the worker verifies every job's signature again"
    })
  }
  // The timestamp tolerance as large as it goes (age is not judged here); maxAgeSeconds off.
  const verifier = createWebhookVerifier({ secrets, scheme, maxAgeSeconds: false, toleranceSeconds: Number.MAX_SAFE_INTEGER })
  return async (message) => {
    const delivery = fromQueuedWebhook(message)
    try {
      // As bytes, so a leading BOM is read as the receiver read it (a string is parsed as is).
      return await verifier.verify(new TextEncoder().encode(delivery.body), delivery.headers)
    } catch (error) {
      if (error instanceof WebhookVerificationError) {
        throw new UnrecoverableWebhookJobError({ reason: "signature", message: `The job's signature does not verify: ${error.message}`, cause: error })
      }
      if (error instanceof WebhookPayloadError) {
        throw new UnrecoverableWebhookJobError({ reason: "payload", message: `The job's signature verifies but its body is not a notification: ${error.message}`, cause: error })
      }
      throw error
    }
  }
}
