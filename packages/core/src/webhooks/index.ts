/**
 * Webhooks, framework-free: verify (two schemes), classify and decode every notification
 * family into one event shape, deduplicate, route, and sign.
 * Also the `@payrail/core/webhooks` entry: everything an edge route needs, without the API client.
 */
export {
  ConfigurationError,
  PayrailError,
  WebhookPayloadError,
  WebhookVerificationError,
  type WebhookVerificationReason
} from "../errors"
export { IncomingTransfer, PAYMENT_RAILS, TRANSFER_STATUSES, WEBHOOK_EVENTS, webhookEventOf } from "../schema/transfer"
export { ENROLLMENT_STATUSES } from "../schema/enrollment"
export {
  EnrollmentPaymentMethod,
  Payout,
  SplitTransfer,
  SubscriptionNotification
} from "../schema/webhook-resources"
export {
  isWebhookEventSelector,
  WEBHOOK_EVENT_CATALOGUE,
  type WebhookEvent,
  type WebhookEventCatalogue,
  type WebhookEventData,
  type WebhookEventFor,
  type WebhookEventName,
  type WebhookEventOf,
  type WebhookEventSelector,
  type WebhookFamily,
  webhookFamilyOf,
  type WebhookFamilyOf
} from "./catalogue"
export {
  createWebhookVerifier,
  DEFAULT_MAX_AGE_SECONDS,
  DEFAULT_TOLERANCE_SECONDS,
  MIN_STANDARD_SECRET_BYTES,
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
  DEFAULT_MAX_ENTRIES,
  type DedupeReservation,
  type DedupeStore,
  type MemoryDedupeStore,
  type MemoryDedupeStoreOptions
} from "./dedupe"
export { signWebhook, type SignedWebhook, type SignWebhookOptions } from "./sign"
export { DEFAULT_MAX_BODY_BYTES, PAYRAIL_EVENTS_PATH, PAYRAIL_WEBHOOK_PATH, signatureHeaderOf } from "./receiver"
