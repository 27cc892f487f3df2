/**
 * @payrail/nestjs — the NestJS module: the Payrail client by dependency injection, a webhook
 * controller, and a handler decorator.
 */
export { PayrailModule } from "./payrail.module"
export { InjectPayrail } from "./inject-payrail.decorator"
export {
  OnPayrailWebhook,
  type PayrailWebhookContext,
  type PayrailWebhookDecorator,
  type PayrailWebhookHandler
} from "./webhooks/on-payrail-webhook.decorator"
export type {
  PayrailModuleAsyncOptions,
  PayrailModuleForRootOptions,
  PayrailModuleOptions,
  PayrailOptionsFactory,
  PayrailWebhookRoute,
  PayrailWebhooksOptions
} from "./options"
export type { PayrailWebhookQueue } from "./queue/webhook-queue"
export { DEFAULT_EVENTS_PATH, DEFAULT_WEBHOOK_PATH, PAYRAIL_CLIENT } from "./tokens"
export { RAW_BODY_MISSING } from "./webhooks/raw-body"

// Re-exported so a Nest app needs a single import; the same class as `@payrail/core`'s (one token).
export { PayrailClient } from "@payrail/core"
export type { IncomingTransfer, PayrailConfig, WebhookEvent, WebhookEventOf, WebhookEventSelector } from "@payrail/core"
