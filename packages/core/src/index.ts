/**
 * @payrail/core — the public surface, nothing else: every export named (api-report/core.md lists
 * them with their signatures). Building blocks for other entries live there: the webhook
 * receivers' helpers on `@payrail/core/webhooks`, `makePayrail` on `@payrail/core/http-client`.
 */

// Errors
export {
  AbortedError,
  ApiError,
  type ApiResponseError,
  AuthorizationRequiredError,
  ClientClosedError,
  ConfigurationError,
  ConnectionError,
  EntityNotFoundError,
  InvalidCredentialsError,
  InvalidParametersError,
  InvalidRequestError,
  type Issue,
  LoginFailedError,
  type PayrailApiError,
  PayrailError,
  RateLimitedError,
  RecipientNotBlockedError,
  RequestValidationError,
  ResponseError,
  type ResponseErrorFields,
  ResponseValidationError,
  TimeoutError,
  ValidationError
} from "./errors"

// The resource and parameter types (derived from the schemas). The schema values themselves are
// on `@payrail/core/schema`: importing the client loads no effect/Schema (cold start).
export type * from "./schema-types.generated"
// The API's closed lists (statuses, types, countries...) and the helpers over resources
export {
  BROWSER_PLATFORMS,
  CARD_TYPES,
  CHECKOUT_PAYMENT_METHOD_TYPES,
  CHECKOUT_SESSION_WORKFLOWS,
  DOCUMENTATION_TYPES,
  ENROLLMENT_STATUSES,
  FINGERPRINT_PROVIDERS,
  GENDERS,
  ONBOARDING_STATUSES,
  ONBOARDING_TYPES,
  PAYMENT_COUNTRIES,
  PAYMENT_METHOD_TYPES,
  PAYMENT_RAILS,
  PAYMENT_STATUSES,
  PAYMENT_SUB_STATUSES,
  PAYMENT_SUBSCRIPTION_AMOUNT_TYPES,
  RECIPIENT_NATIONAL_ENTITIES,
  REFUND_REASONS,
  REPORT_STATUSES,
  REPORT_TYPES,
  RULE_CONDITIONS,
  RULE_TYPES,
  SERVICE_COUNTRIES,
  SPLIT_FEE_LIABILITIES,
  SPLIT_TYPES,
  STORED_CREDENTIAL_REASONS,
  SUBSCRIPTION_BILLING_DATE_TYPES,
  SUBSCRIPTION_CARD_USAGES,
  SUBSCRIPTION_FREQUENCY_TYPES,
  SUBSCRIPTION_STATUSES,
  THREE_D_SECURE_VERSIONS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  transactionsOf,
  TRANSFER_STATUSES,
  WEBHOOK_EVENTS,
  webhookEventOf,
  WORKFLOWS
} from "./schema/values"
export { maskCardNumber, REDACTED, redactCardData } from "./schema/card-secrets"

// Client: configuration, Effect service and Promise facade
export type { PayrailConfig, RequestOptions } from "./http/config"
export { Payrail, type PayrailService } from "./Payrail"
export type { HttpTransport, TransportError, TransportRequest, TransportResponse } from "./http/http-transport"
export type { PayrailEventName, PayrailEvents, PayrailListener, PayrailRequestEvent, PayrailResponseEvent } from "./http/observed-transport"
export type { PayrailResponse, WithResponse } from "./http/response-metadata"
export { PayrailPromise } from "./response-promise"
export { createPayrail, PayrailClient, type PayrailClientGroups, type Promisified } from "./promise"
export type * from "./resources/api-types.generated"
export type { CreateReportOptions, CustomerPaymentMethodsApi, DeleteCustomerOptions } from "./resources/names"
export type { CamelCase, CamelCaseQuery, ElementOf, Field, HeaderOptionFields, ItemOf, OptionsWith, WithClientAccount } from "./resources/call-types"
export type { Page } from "./resources/paging"
export type { RawRequest } from "./resources/request"
export { PagedList } from "./paged-list"
export { idempotencyKeyFor, PAYRAIL_IDEMPOTENCY_NAMESPACE } from "./idempotency-key"

// Webhooks (as `@payrail/core/webhooks` exports them; the payload schemas on `@payrail/core/schema`)
export { WebhookPayloadError, WebhookVerificationError, type WebhookVerificationReason } from "./errors"
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
export { DEFAULT_MAX_BODY_BYTES, PAYRAIL_EVENTS_PATH, PAYRAIL_WEBHOOK_PATH } from "./webhooks/receiver"
