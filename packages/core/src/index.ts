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
  ResponseValidationError,
  TimeoutError,
  ValidationError
} from "./errors"

// The resource and parameter types (derived from the schemas). The schema values themselves are
// on `@payrail/core/schema`: importing the client loads no effect/Schema (cold start).
export type { AdditionalData, AirlineLeg, AirlinePassenger, AirlineTicket, OrderItem } from "./schema/additional-data"
export type { AdditionalDataParams } from "./schema/additional-data-params"
export type { AuthenticateParams, WhitelabelToken } from "./schema/auth"
export type { BankingOnboarding } from "./schema/banking"
export type {
  BankStatement,
  BiometricVerification,
  ComplianceDeclaration,
  CreateOnboardingParams,
  DocumentationItem,
  EmploymentInformation,
  IdentityDocument,
  OnboardingIncome,
  PolicyAcceptance,
  ProofOfAddress,
  RiskAssessment,
  SourceOfFunds,
  TaxInformation,
  UnspecifiedDocument
} from "./schema/banking-params"
export type {
  CheckoutCardData,
  CheckoutPaymentMethod,
  CheckoutPaymentMethodCheckout,
  CheckoutPaymentMethods,
  CheckoutPaymentMethodsParams,
  CheckoutRule,
  CheckoutRuleValues,
  CheckoutSessionId
} from "./schema/checkout"
export type {
  CheckoutSession,
  CreateCheckoutSessionParams,
  CreatedCheckoutSession,
  UpdateCheckoutSessionParams,
  UpdatedCheckoutSession
} from "./schema/checkout-session"
export type {
  CreateCustomerParams,
  Customer,
  CustomerAddress,
  CustomerAddressParams,
  CustomerLookupQuery,
  UpdateCustomerParams
} from "./schema/customer"
export type { Address, BrowserInfo, CustomerPayer } from "./schema/customer-payer"
export type { AddressParams, BrowserInfoParams, CustomerPayerParams } from "./schema/customer-payer-params"
export type { EnrolledPaymentMethod, EnrolledPaymentMethodList } from "./schema/enrollment"
export type { EnrollPaymentMethodParams } from "./schema/enrollment-params"
export type {
  ListReportsParams,
  ListSubscriptionPaymentsParams,
  ListSubscriptionsParams,
  PaymentList,
  PaymentLookupQuery,
  ReportList,
  SubscriptionListPage,
  SubscriptionPaymentListPage
} from "./schema/list"
export type {
  CancelOrRefundResult,
  MetadataEntry,
  Payment,
  PaymentAmount,
  PaymentEncoded,
  PaymentId,
  PaymentSummary,
  PaymentTransactionResult,
  ProviderData,
  RoutingRules,
  SplitEntry,
  Transaction,
  TransactionId,
  Transactions
} from "./schema/payment"
export type {
  CancelOrRefundParams,
  CancelPaymentParams,
  CapturePaymentParams,
  CreatePaymentParams,
  CurrencyConversionParams,
  PaymentAmountParams,
  PaymentSubscriptionParams,
  RefundPaymentParams,
  RetrievePaymentParams,
  SplitMarketplaceParams
} from "./schema/payment-params"
export type {
  BankTransferDetail,
  CardData,
  CardDetail,
  PaymentMethod,
  PaymentMethodDetail,
  StoredCredentials,
  ThreeDSecure,
  TransactionPaymentMethod
} from "./schema/payment-method"
export type {
  BankTransferParams,
  CardDataParams,
  CardParams,
  DelayedSettingsParams,
  NetworkTokenParams,
  PaymentMethodParams,
  StoredCredentialsParams,
  ThreeDSecureParams,
  TicketParams,
  WalletParams
} from "./schema/payment-method-params"
export type { Recipient } from "./schema/recipient"
export type { Report } from "./schema/report"
export type { CreateReportParams } from "./schema/report-params"
export type { DecimalText, Growing } from "./schema/shared"
export type {
  Subscription,
  SubscriptionAmount,
  SubscriptionMetadataEntry,
  SubscriptionPaymentMethod
} from "./schema/subscription"
export type {
  CreateSubscriptionParams,
  SubscriptionAvailability,
  SubscriptionBillingDate,
  SubscriptionFrequency,
  SubscriptionPaymentMethodParams
} from "./schema/subscription-params"
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
export type { HttpClientTransportOptions } from "./http/http-client-transport"
export type { PayrailEventName, PayrailEvents, PayrailListener, PayrailRequestEvent, PayrailResponseEvent } from "./http/observed-transport"
export type { PayrailResponse, WithResponse } from "./http/response-metadata"
export { PayrailPromise } from "./response-promise"
export { createPayrail, PayrailClient } from "./promise"
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
export { idempotencyKeyFor, PAYRAIL_IDEMPOTENCY_NAMESPACE } from "./idempotency-key"

// Webhooks (as `@payrail/core/webhooks` exports them; the payload schemas on `@payrail/core/schema`)
export type { IncomingTransfer } from "./schema/transfer"
export type { EnrollmentPaymentMethod, Payout, SplitTransfer, SubscriptionNotification } from "./schema/webhook-resources"
// The rest of the merchant API (payment links, payouts, marketplace, webhook endpoints, installment plans, 3DS)
export type { InstallmentPlan, InstallmentPlanList } from "./schema/installment-plan"
export type { CreateInstallmentPlanParams, ListInstallmentPlansQuery, UpdateInstallmentPlanParams } from "./schema/installment-plan-params"
export type { MarketplaceOnboarding, MarketplaceTransfer, RecipientPage, ReferenceObject } from "./schema/marketplace"
export type { BlockRecipientOnboardingParams, ContinueRecipientOnboardingParams, CreateRecipientOnboardingParams, CreateRecipientParams, CreateSplitTransferParams, ListRecipientsQuery, ReversePaymentSplitTransferParams, ReverseSplitTransferParams, UpdateRecipientOnboardingParams, UpdateRecipientParams } from "./schema/marketplace-params"
export type { CancelOrRefundTransactionParams, CreateThreeDSecureSetupParams, DisputeParams, NotifyFulfillmentParams } from "./schema/payment-extras-params"
export type { PaymentLink, PaymentLinkByCode } from "./schema/payment-link"
export type { CancelPaymentLinkParams, CreatePaymentLinkParams } from "./schema/payment-link-params"
export type { PayoutList } from "./schema/payout"
export type { CreatePayoutParams, PayoutLookupQuery } from "./schema/payout-params"
export type { ThreeDSecureSetup } from "./schema/three-d-secure"
export type { WebhookEndpoint, WebhookEndpointList } from "./schema/webhook-endpoint"
export type { CreateWebhookEndpointParams, ListWebhookEndpointsQuery, UpdateWebhookEndpointParams, WebhookEndpointAccountQuery } from "./schema/webhook-endpoint-params"
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
