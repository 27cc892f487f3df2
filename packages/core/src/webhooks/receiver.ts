/**
 * What every framework adapter (Hono, NestJS) shares when it receives notifications: the two
 * paths, the body limit, and the header a delivery cannot be verified without.
 */
import type { WebhookScheme } from "./verify"

/** The fixed path incoming bank transfers are POSTed to (docs/service-facts.md#webhook-url). */
export const PAYRAIL_WEBHOOK_PATH = "/v1/banking/transfers"

/** The default path for every other notification (the URL configured for the webhook). */
export const PAYRAIL_EVENTS_PATH = "/webhooks/payrail"

/** The default cap on a notification body: 1 MiB (a payment notification weighs a few KB). */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024

/** The header whose absence answers 401 before any byte of the body is read. */
export const signatureHeaderOf = (scheme: WebhookScheme | undefined): string =>
  scheme === "standard-webhooks" ? "webhook-signature" : "x-hmac-signature"
