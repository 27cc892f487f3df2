/**
 * @payrail/core — the public surface, nothing else.
 */

// Errors
export * from "./errors"

// Schemas and the types derived from them (one module per resource family)
export * from "./schema/additional-data"
export * from "./schema/additional-data-params"
export * from "./schema/auth"
export * from "./schema/banking"
export * from "./schema/banking-params"
export * from "./schema/checkout"
export * from "./schema/checkout-session"
export * from "./schema/customer"
export * from "./schema/customer-payer"
export * from "./schema/customer-payer-params"
export * from "./schema/enrollment"
export * from "./schema/enrollment-params"
export * from "./schema/list"
export * from "./schema/payment"
export * from "./schema/payment-params"
export * from "./schema/payment-method"
export * from "./schema/payment-method-params"
export * from "./schema/recipient"
export * from "./schema/report"
export * from "./schema/report-params"
export * from "./schema/shared"
export * from "./schema/subscription"
export * from "./schema/subscription-params"

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
export type { BankingApi } from "./resources/banking"
export type { CheckoutApi, CheckoutSessionsApi } from "./resources/checkout"
export type { CustomerPaymentMethodsApi, CustomersApi, DeleteCustomerOptions } from "./resources/customers"
export type { OrganizationsApi } from "./resources/organizations"
export type { PaymentsApi } from "./resources/payments"
export type { RecipientsApi } from "./resources/recipients"
export type { CreateReportOptions, ReportsApi } from "./resources/reports"
export type { SubscriptionsApi } from "./resources/subscriptions"
export type { Page } from "./resources/paging"
export type { RawRequest } from "./resources/request"
export { PagedList } from "./paged-list"

// Webhooks
export * from "./schema/transfer"
export * from "./webhooks"
