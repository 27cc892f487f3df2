/**
 * @payrail/core — the public surface, nothing else.
 */

// Errors
export * from "./errors"

// The resource and parameter types (derived from the schemas). The schema values themselves are
// on `@payrail/core/schema`: importing the client loads no effect/Schema (cold start).
export type * from "./schema/additional-data"
export type * from "./schema/additional-data-params"
export type * from "./schema/auth"
export type * from "./schema/banking"
export type * from "./schema/banking-params"
export type * from "./schema/checkout"
export type * from "./schema/checkout-session"
export type * from "./schema/customer"
export type * from "./schema/customer-payer"
export type * from "./schema/customer-payer-params"
export type * from "./schema/enrollment"
export type * from "./schema/enrollment-params"
export type * from "./schema/list"
export type * from "./schema/payment"
export type * from "./schema/payment-params"
export type * from "./schema/payment-method"
export type * from "./schema/payment-method-params"
export type * from "./schema/recipient"
export type * from "./schema/report"
export type * from "./schema/report-params"
export type * from "./schema/shared"
export type * from "./schema/subscription"
export type * from "./schema/subscription-params"
export type * from "./schema/installment-plan"
export type * from "./schema/installment-plan-params"
export type * from "./schema/marketplace"
export type * from "./schema/marketplace-params"
export type * from "./schema/payment-extras-params"
export type * from "./schema/payment-link"
export type * from "./schema/payment-link-params"
export type * from "./schema/payout"
export type * from "./schema/payout-params"
export type * from "./schema/three-d-secure"
export type * from "./schema/webhook-endpoint"
export type * from "./schema/webhook-endpoint-params"
// The API's closed lists (statuses, types, countries...) and the helpers over resources
export * from "./schema/values"

// Client: configuration, Effect service and Promise facade
export type { PayrailConfig, RequestOptions } from "./http/config"
export { makePayrail, Payrail, type PayrailService } from "./Payrail"
export type { ResolvedConfig } from "./http/config"
export type { HttpTransport, TransportError, TransportRequest, TransportResponse } from "./http/fetch-transport"
export type { HttpClientTransportOptions } from "./http/http-client-transport"
export type { PayrailEventName, PayrailEvents, PayrailListener, PayrailRequestEvent, PayrailResponseEvent } from "./http/observed-transport"
export type { PayrailResponse, WithResponse } from "./http/response-metadata"
export { PayrailPromise } from "./response-promise"
export { createPayrail, PayrailClient, type Promisified } from "./promise"
export type { BankingApi } from "./resources/banking.generated"
export type { CheckoutApi, CheckoutSessionsApi } from "./resources/checkout.generated"
export type { CustomersApi, CustomersPaymentMethodsApi } from "./resources/customers.generated"
export type { CreateReportOptions, CustomerPaymentMethodsApi, DeleteCustomerOptions } from "./resources/names"
export type { OrganizationsApi } from "./resources/organizations.generated"
export type { PaymentsApi } from "./resources/payments.generated"
export type { RecipientsApi } from "./resources/recipients.generated"
export type { ReportsApi } from "./resources/reports.generated"
export type { SubscriptionsApi } from "./resources/subscriptions.generated"
export type { Page } from "./resources/paging"
export type { RawRequest } from "./resources/request"
export { PagedList } from "./paged-list"

// Webhooks (as `@payrail/core/webhooks` exports them; the payload schemas on `@payrail/core/schema`)
export type * from "./schema/transfer"
export type { EnrollmentPaymentMethod, Payout, SplitTransfer, SubscriptionNotification } from "./schema/webhook-resources"
export { WebhookPayloadError, WebhookVerificationError, type WebhookVerificationReason } from "./errors"
export {
  isWebhookEventSelector,
  WEBHOOK_EVENT_CATALOGUE,
  type WebhookEvent,
  type WebhookEventData,
  type WebhookEventFor,
  type WebhookEventName,
  type WebhookEventOf,
  type WebhookEventSelector,
  type WebhookFamily,
  webhookFamilyOf,
  type WebhookFamilyOf
} from "./webhooks/catalogue"
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
} from "./webhooks/verify"
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
} from "./webhooks/router"
export {
  createMemoryDedupeStore,
  DEFAULT_MAX_ENTRIES,
  type DedupeReservation,
  type DedupeStore,
  type MemoryDedupeStore,
  type MemoryDedupeStoreOptions
} from "./webhooks/dedupe"
export { signWebhook, type SignedWebhook, type SignWebhookOptions } from "./webhooks/sign"
export { DEFAULT_MAX_BODY_BYTES, PAYRAIL_EVENTS_PATH, PAYRAIL_WEBHOOK_PATH, signatureHeaderOf } from "./webhooks/receiver"
