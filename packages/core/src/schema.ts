/**
 * `@payrail/core/schema` — the effect/Schema values of every resource, request body and webhook
 * payload (`Payment`, `CreatePaymentParams`, `IncomingTransfer`, ...), with their types. On their
 * own entry so that importing the client (`@payrail/core`) loads no effect/Schema: the client
 * checks with generated guards and loads the schemas only to explain a failure.
 */
export { AdditionalData, AirlineLeg, AirlinePassenger, AirlineTicket, OrderItem } from "./schema/additional-data"
export { AdditionalDataParams } from "./schema/additional-data-params"
export { AuthenticateParams, WhitelabelToken } from "./schema/auth"
export {
  BankingOnboarding,
  DOCUMENTATION_SUB_OBJECTS,
  DOCUMENTATION_TYPES,
  ONBOARDING_STATUSES,
  ONBOARDING_TYPES
} from "./schema/banking"
export {
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
export {
  CHECKOUT_PAYMENT_METHOD_TYPES,
  CheckoutCardData,
  CheckoutPaymentMethod,
  CheckoutPaymentMethodCheckout,
  CheckoutPaymentMethods,
  CheckoutPaymentMethodsParams,
  CheckoutRule,
  CheckoutRuleValues,
  CheckoutSessionId,
  RULE_CONDITIONS,
  RULE_TYPES
} from "./schema/checkout"
export {
  CHECKOUT_SESSION_WORKFLOWS,
  CheckoutSession,
  CreateCheckoutSessionParams,
  CreatedCheckoutSession,
  UpdateCheckoutSessionParams,
  UpdatedCheckoutSession
} from "./schema/checkout-session"
export {
  CreateCustomerParams,
  Customer,
  CustomerAddress,
  CustomerAddressParams,
  CustomerLookupQuery,
  CustomerMetadataParams,
  UpdateCustomerParams
} from "./schema/customer"
export { Address, BrowserInfo, CustomerPayer, GENDERS } from "./schema/customer-payer"
export { AddressParams, BrowserInfoParams, CustomerPayerParams, DeviceFingerprintParams } from "./schema/customer-payer-params"
export { EnrolledPaymentMethod, EnrolledPaymentMethodList, ENROLLMENT_STATUSES } from "./schema/enrollment"
export { EnrollPaymentMethodParams } from "./schema/enrollment-params"
export {
  ListReportsParams,
  ListSubscriptionPaymentsParams,
  ListSubscriptionsParams,
  PaymentList,
  PaymentLookupQuery,
  ReportList,
  SubscriptionListPage,
  SubscriptionPaymentListPage
} from "./schema/list"
export {
  CancelOrRefundResult,
  MetadataEntry,
  Payment,
  PAYMENT_STATUSES,
  PAYMENT_SUB_STATUSES,
  PaymentAmount,
  type PaymentEncoded,
  PaymentId,
  PaymentSummary,
  PaymentTransactionResult,
  ProviderData,
  REFUND_REASONS,
  RoutingRules,
  SplitEntry,
  Transaction,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  TransactionId,
  Transactions,
  transactionsOf,
  WORKFLOWS
} from "./schema/payment"
export {
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
export {
  BankTransferDetail,
  CardData,
  CardDetail,
  PAYMENT_METHOD_TYPES,
  PaymentMethod,
  PaymentMethodDetail,
  StoredCredentials,
  ThreeDSecure,
  TransactionPaymentMethod
} from "./schema/payment-method"
export {
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
export { Recipient, RECIPIENT_NATIONAL_ENTITIES } from "./schema/recipient"
export {
  Report,
  REPORT_STATUSES,
  REPORT_TYPES,
  REPORT_TYPES_WITH_ACQUIRER,
  REPORT_TYPES_WITH_COLUMNS,
  REPORT_TYPES_WITH_METADATA_FIELDS
} from "./schema/report"
export { CreateReportParams } from "./schema/report-params"
export {
  AmountValue,
  Base64,
  BoundedString,
  CountryCode,
  CurrencyCode,
  DateString,
  type DecimalText,
  EmptyOr,
  FileObject,
  type Growing,
  GrowingEnum,
  listed,
  Maybe,
  OpaqueObject,
  OpenEnum,
  openList,
  PAYMENT_COUNTRIES,
  PaymentCountry,
  RequestAmount,
  RequestMetadata,
  Resource,
  Timestamp,
  Uuid
} from "./schema/shared"
export {
  Subscription,
  SUBSCRIPTION_BILLING_DATE_TYPES,
  SUBSCRIPTION_CARD_USAGES,
  SUBSCRIPTION_FREQUENCY_TYPES,
  SUBSCRIPTION_STATUSES,
  SubscriptionAmount,
  SubscriptionMetadataEntry,
  SubscriptionPaymentMethod
} from "./schema/subscription"
export {
  CreateSubscriptionParams,
  SubscriptionAvailability,
  SubscriptionBillingDate,
  SubscriptionFrequency,
  SubscriptionPaymentMethodParams
} from "./schema/subscription-params"
export {
  IncomingTransfer,
  PAYMENT_RAILS,
  TRANSFER_STATUSES,
  TransferAmount,
  TransferProvider,
  TransferSender,
  WEBHOOK_EVENTS,
  webhookEventOf
} from "./schema/transfer"
export { EnrollmentPaymentMethod, Payout, SplitTransfer, SubscriptionNotification } from "./schema/webhook-resources"
export { InstallmentPlan, InstallmentPlanList } from "./schema/installment-plan"
export { CreateInstallmentPlanParams, ListInstallmentPlansQuery, UpdateInstallmentPlanParams } from "./schema/installment-plan-params"
export { MarketplaceOnboarding, MarketplaceTransfer, RecipientPage, ReferenceObject } from "./schema/marketplace"
export { BlockRecipientOnboardingParams, ContinueRecipientOnboardingParams, CreateRecipientOnboardingParams, CreateRecipientParams, CreateSplitTransferParams, ListRecipientsQuery, ReversePaymentSplitTransferParams, ReverseSplitTransferParams, SplitConfigurationParams, UpdateRecipientOnboardingParams, UpdateRecipientParams } from "./schema/marketplace-params"
export { CancelOrRefundTransactionParams, CreateThreeDSecureSetupParams, DisputeParams, NotifyFulfillmentParams } from "./schema/payment-extras-params"
export { PaymentLink, PaymentLinkByCode } from "./schema/payment-link"
export { CancelPaymentLinkParams, CreatePaymentLinkParams } from "./schema/payment-link-params"
export { PayoutList } from "./schema/payout"
export { CreatePayoutParams, PayoutLookupQuery } from "./schema/payout-params"
export { ThreeDSecureSetup } from "./schema/three-d-secure"
export { WebhookEndpoint, WebhookEndpointList } from "./schema/webhook-endpoint"
export { CreateWebhookEndpointParams, ListWebhookEndpointsQuery, UpdateWebhookEndpointParams, WebhookEndpointAccountQuery } from "./schema/webhook-endpoint-params"
