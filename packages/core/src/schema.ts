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

// The reference's remaining operations: billing, tokens, checkout builder, sellers, routing, banking, PCI proxy and the rest
export { KeyValueEntry, Money, OffsetPagination, PagePagination } from "./schema/money"
export { CountryPrice, PendingPlanChange, PLAN_INTERVAL_TYPES, PLAN_PHASE_TYPES, PLAN_STATUSES, Plan, PlanCancellation, PlanInterval, PlanPage, PlanPhase, SubscriptionBillingPhase } from "./schema/plan"
export { CancelPlanParams, CountryPriceParams, CreatePlanParams, ListPlansQuery, PlanIntervalParams, PlanPhaseParams } from "./schema/plan-params"
export { METER_AGGREGATIONS, METER_PRICING_STRATEGIES, METER_STATUSES, Meter, MeterPage, MeterUsageEvent, PlanMeter, PlanMeterPage } from "./schema/meter"
export { AttachMeterToPlanParams, CreateMeterParams, ListMetersQuery, MeterEventName, ReportMeterUsageParams, UpdateMeterParams, UpdatePlanMeterParams } from "./schema/meter-params"
export { CustomerSession, EnrollablePaymentMethod, EnrollablePaymentMethodList, SessionEnrollment } from "./schema/customer-session"
export { CUSTOMER_SESSION_COUNTRIES, CreateCustomerSessionParams, EnrollSessionPaymentMethodParams, SESSION_ENROLLMENT_TYPES } from "./schema/customer-session-params"
export { NetworkToken, NetworkTokenCryptogram, OneTimeToken, TokenCardData } from "./schema/token"
export { CreateNetworkTokenCryptogramParams, CreateSessionTokenParams, CreateTokenParams, TokenCardDataParams, TokenStoredCredentialsParams } from "./schema/token-params"
export { PAYMENT_METHOD_DOMAIN_STATUSES, PaymentMethodDomain, PaymentMethodDomainRegistration } from "./schema/payment-method-domain"
export { DeletePaymentMethodDomainParams, RegisterPaymentMethodDomainsParams } from "./schema/payment-method-domain-params"
export { NoContent } from "./schema/no-content"
export { CHECKOUT_ENROLLMENT_TYPES, CHECKOUT_STATUSES, Checkout, CheckoutBuilderPaymentMethod, CheckoutConfiguration, CheckoutList } from "./schema/checkout-builder"
export { CheckoutPaymentMethodConfigParams, CreateCheckoutParams, ListCheckoutsQuery, PublishCheckoutParams, UpdateCheckoutLifecycleParams } from "./schema/checkout-builder-params"
export { Seller, SellerPaymentMethod } from "./schema/seller"
export { CreateSellerParams, SellerPaymentMethodParams, UpdateSellerParams } from "./schema/seller-params"
export { ROUTE_STEP_OUTCOMES, ROUTING_DECISION_SOURCES, ROUTING_OPTIMIZATIONS, RankedProvider, ProviderRoute, RouteStep, Routing, RoutingCondition, RoutingConditionSet, RoutingList, RoutingRecommendation } from "./schema/routing"
export { CreateRoutingParams, ListRoutingsQuery, ProviderRouteParams, RouteStepParams, RoutingConditionSetParams, RoutingRecommendationParams, UpdateRoutingParams } from "./schema/routing-params"
export { Connection, ProviderCatalog, ProviderCatalogParam } from "./schema/connection"
export { CreateConnectionParams } from "./schema/connection-params"
export { BANKING_ACCOUNT_STATUSES, BANKING_ACCOUNT_TYPES, BankingAccount, BankingAccountBalance } from "./schema/banking-account"
export { CreateBankingAccountParams, UpdateBankingAccountParams } from "./schema/banking-account-params"
export { BankingEntity, BankingEntityAddress, BankingIdentityDocument, BankingTaxInformation, BeneficialOwner, NATIONAL_ENTITY_TYPES, TAX_ID_TYPES } from "./schema/banking-entity"
export { BankingBusinessParams, BankingEntityAddressParams, BankingIdentityDocumentParams, BankingIndividualParams, BankingTaxInformationParams, BeneficialOwnerParams, CreateBankingEntityParams, UpdateBankingEntityParams } from "./schema/banking-entity-params"
export { BANKING_TRANSFER_STATUSES, BankingTransfer, CancelledBankingTransfer } from "./schema/banking-transfer"
export { BankingTransferDestinationParams, CreateBankingTransferParams } from "./schema/banking-transfer-params"
export { OnboardingTransfer, OnboardingTransferList, TransferredOnboarding, TransferredOnboardingRecipient } from "./schema/onboarding-transfer"
export { PCI_PROXY_DESTINATION_STATUSES, PciProxyDestination, PciProxyDestinationList, PciProxyForwardResult } from "./schema/pci-proxy"
export { PciProxyForwardParams, ProxyHostname, RegisterPciProxyDestinationParams } from "./schema/pci-proxy-params"
export { PRE_DEBIT_NOTIFICATION_STATUSES, PreDebitNotification } from "./schema/pre-debit-notification"
export { CreatePreDebitNotificationParams, PreDebitNotificationLookupQuery } from "./schema/pre-debit-notification-params"
export { CurrencyConversion } from "./schema/currency-conversion"
export { CURRENCY_CONVERSION_PROVIDERS, CurrencyConversionRateParams } from "./schema/currency-conversion-params"
export { Issuer, IssuerList, ListIssuersQuery } from "./schema/issuer"
export { RejectedTransactionEvent, TransactionReportResult } from "./schema/transaction-report"
export { ReportTransactionsParams, TRANSACTION_EVENT_RESULTS, TRANSACTION_EVENT_TYPES, TRANSACTION_TOKEN_TYPES, TransactionEventParams } from "./schema/transaction-report-params"
export { AccountUpdaterRegistration } from "./schema/enrollment"
export { ReassignPaymentMethodParams, RegisterAccountUpdaterParams } from "./schema/enrollment-params"
export { ChangeSubscriptionPlanParams, SubscriptionPlanChangeParams, UpdateSubscriptionParams, UpdateSubscriptionPaymentMethodParams } from "./schema/subscription-params"
export { UpdateBankingOnboardingParams } from "./schema/banking-params"
export { ApmInstallment, ApmInstallmentList } from "./schema/installment-plan"
export { APM_INSTALLMENT_METHODS, ApmInstallmentsParams } from "./schema/installment-plan-params"
export { ReportDownload, ReportDownloadLink } from "./schema/report"
