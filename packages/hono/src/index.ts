/**
 * @payrail/hono — Hono middleware and routes for Payrail: webhook verification and routing,
 * and the client in the context. Runs on every runtime Hono runs on, Cloudflare Workers included.
 */
export { payrail, type PayrailVariables } from "./client"
export {
  PAYRAIL_EVENTS_PATH,
  PAYRAIL_WEBHOOK_PATH,
  payrailWebhooks,
  type PayrailWebhookHandler,
  type PayrailWebhookHandlers,
  type PayrailWebhooksOptions,
  type PayrailWebhookVariables,
  type MaybePromise,
  type PayrailWebhookVerifyOptions,
  verifyPayrailWebhook
} from "./webhooks"
export {
  type PayrailQueueConsumerOptions,
  type PayrailQueueContext,
  payrailQueueConsumer,
  type PayrailQueueHandler,
  type PayrailQueueHandlers
} from "./queue/consumer"
