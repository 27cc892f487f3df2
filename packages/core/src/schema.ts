/**
 * `@payrail/core/schema` — the effect/Schema values of every resource, request body and webhook
 * payload (`Payment`, `CreatePaymentParams`, `IncomingTransfer`, ...), with their types. On their
 * own entry so that importing the client (`@payrail/core`) loads no effect/Schema: the client
 * checks with generated guards and loads the schemas only to explain a failure.
 */
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
export * from "./schema/transfer"
export { EnrollmentPaymentMethod, Payout, SplitTransfer, SubscriptionNotification } from "./schema/webhook-resources"
