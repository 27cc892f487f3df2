/**
 * Webhooks, framework-free: verify (two schemes), decode, deduplicate, route, and sign.
 * Also the `@payrail/core/webhooks` entry: everything an edge route needs, without the API client.
 */
export { ConfigurationError, PayrailError, WebhookPayloadError, WebhookVerificationError } from "../errors"
export {
  IncomingTransfer,
  PAYMENT_RAILS,
  TRANSFER_STATUSES,
  WEBHOOK_EVENTS,
  type WebhookEvent,
  webhookEventOf
} from "../schema/transfer"
export {
  createWebhookVerifier,
  DEFAULT_TOLERANCE_SECONDS,
  type WebhookApiKey,
  type WebhookHeaders,
  type WebhookRawBody,
  type WebhookScheme,
  type WebhookVerifier,
  type WebhookVerifierOptions
} from "./verify"
export {
  createWebhookRouter,
  webhookDedupeKey,
  webhookErrorResult,
  type WebhookHandler,
  type WebhookOutcome,
  type WebhookResponseBody,
  type WebhookResult,
  type WebhookRouter,
  type WebhookRouterOptions
} from "./router"
export {
  createMemoryDedupeStore,
  type DedupeReservation,
  type DedupeStore,
  type MemoryDedupeStore,
  type MemoryDedupeStoreOptions
} from "./dedupe"
export { signWebhook, type SignedWebhook, type SignWebhookOptions } from "./sign"
