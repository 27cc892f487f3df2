/**
 * Payment family: the Payment resource, its transactions, the cancel-or-refund result,
 * and the request bodies of create payment, refund and cancel-or-refund.
 *
 * Responses are tolerant (`Resource`, `OpenEnum`, `Maybe`); requests check their known fields
 * (the spec's limits, cross-field rules that name their path) and send the rest as given.
 */
import * as Schema from "effect/Schema"
import { AdditionalData } from "./additional-data"
import { CustomerPayer } from "./customer-payer"
import { OptBoolean, OptNumber, OptString, OptUnknown } from "./fields"
import { PAYMENT_METHOD_TYPES, PaymentMethod, TransactionPaymentMethod } from "./payment-method"
import { Maybe, type Named, OpaqueObject, OpenEnum, Resource, Uuid } from "./shared"
import { PAYMENT_STATUSES, PAYMENT_SUB_STATUSES, TRANSACTION_TYPES, TRANSACTION_STATUSES, WORKFLOWS, REFUND_REASONS } from "./lists"
export { PAYMENT_STATUSES, PAYMENT_SUB_STATUSES, TRANSACTION_TYPES, TRANSACTION_STATUSES, WORKFLOWS, REFUND_REASONS } from "./lists"
export { transactionsOf } from "./values"

// ---------------------------------------------------------------------------
// Response side (tolerant)
// ---------------------------------------------------------------------------

const paymentAmount = Resource({
  value: Schema.Number, // docs/service-facts.md#amount-scale: major units, decimal
  currency: Schema.String,
  captured: OptNumber,
  refunded: OptNumber,
  // spec: present in refund responses; the reference shows the conversion offered to the cardholder
  currency_conversion: Maybe(
    Resource({
      id: OptString,
      code: OptString,
      status: OptString,
      cardholder_currency: OptString,
      cardholder_amount: OptNumber,
      cardholder_accepted: OptBoolean,
      rate: OptNumber,
      rate_margin_percentage: OptNumber,
      rate_source: OptString,
      provider: OptString,
      provider_data: Maybe(OpaqueObject),
      description: OptString,
      error_reason: OptString,
      created_at: OptString,
      expires_at: OptString
    })
  )
})
/** The schema of `PaymentAmount`, by name (see `Named`). */
export interface PaymentAmountSchema extends Named<typeof paymentAmount> {}
/** Payment-level amount: `value`, `currency`, `captured`, `refunded`, `currency_conversion`. */
export const PaymentAmount: PaymentAmountSchema = paymentAmount
export type PaymentAmount = typeof PaymentAmount.Type

const providerData = Resource({
  id: OptString,
  transaction_id: OptString,
  account_id: OptString,
  status: OptString,
  sub_status: OptString,
  status_detail: OptString,
  response_message: OptString,
  response_code: OptString,
  iso8583_response_code: OptString,
  iso8583_response_message: OptString,
  raw_response: OptUnknown,
  raw_request: OptUnknown,
  merchant_advice_code: OptString,
  merchant_advice_code_message: OptString,
  iso8583_code: OptString,
  iso8583_message: OptString,
  third_party_transaction_id: OptString,
  third_party_account_id: OptString
})
/** The schema of `ProviderData`, by name (see `Named`). */
export interface ProviderDataSchema extends Named<typeof providerData> {}
/** Provider data of a transaction; `raw_response` is provider-specific and kept as sent. */
export const ProviderData: ProviderDataSchema = providerData
export type ProviderData = typeof ProviderData.Type

const transactionFields = {
  id: Schema.String,
  type: Maybe(OpenEnum(TRANSACTION_TYPES)),
  status: OpenEnum(TRANSACTION_STATUSES),
  category: Maybe(OpenEnum(PAYMENT_METHOD_TYPES)),
  // spec: a number in payment responses, an amount object in the cancel-or-refund response
  amount: Schema.Union([Schema.Number, PaymentAmount]),
  provider_id: OptString,
  payment_method: Maybe(TransactionPaymentMethod),
  response_code: OptString,
  response_message: OptString,
  reason: OptString,
  description: OptString,
  merchant_reference: OptString,
  provider_data: Maybe(ProviderData),
  connection_data: Maybe(Resource({ id: OptString, name: OptString })),
  merchant_advice_code: OptString,
  merchant_advice_code_message: OptString,
  three_d_secure_action_required: Maybe(OpaqueObject),
  created_at: OptString,
  updated_at: OptString
}

const transaction = Resource(transactionFields)
/** The schema of `Transaction`, by name (see `Named`). */
export interface TransactionSchema extends Named<typeof transaction> {}
/** A transaction of a payment (authorize, purchase, refund, ...). */
export const Transaction: TransactionSchema = transaction
export type Transaction = typeof Transaction.Type

const transactions = Schema.Union([Transaction, Schema.Array(Transaction)])
/** The schema of `Transactions`, by name (see `Named`). */
export interface TransactionsSchema extends Named<typeof transactions> {}
/** spec: `transactions` is an object in create/refund responses and an array on retrieve; kept as sent. */
export const Transactions: TransactionsSchema = transactions
export type Transactions = typeof Transactions.Type

const metadataEntry = Resource({ key: OptString, value: OptString })
/** The schema of `MetadataEntry`, by name (see `Named`). */
export interface MetadataEntrySchema extends Named<typeof metadataEntry> {}
/** A `{ key, value }` metadata entry as returned. */
export const MetadataEntry: MetadataEntrySchema = metadataEntry
export type MetadataEntry = typeof MetadataEntry.Type

const routingRules = Resource({
  condition: Maybe(Resource({ id: OptNumber, name: OptString, description: OptString }))
})
/** The schema of `RoutingRules`, by name (see `Named`). */
export interface RoutingRulesSchema extends Named<typeof routingRules> {}
/** `routing_rules` of a payment: the routing condition that applied. */
export const RoutingRules: RoutingRulesSchema = routingRules
export type RoutingRules = typeof RoutingRules.Type

const paymentSummaryFields = {
  id: Schema.String,
  account_id: OptString, // spec: may be an empty string in responses
  description: OptString,
  country: OptString,
  status: OpenEnum(PAYMENT_STATUSES),
  sub_status: Maybe(OpenEnum(PAYMENT_SUB_STATUSES)), // null in the reference's subscription payment pages
  merchant_order_id: OptString,
  created_at: OptString, // spec: microsecond precision, kept as sent
  updated_at: OptString,
  amount: PaymentAmount,
  additional_data: Maybe(AdditionalData)
}

const splitEntry = Resource({
  recipient_id: OptString,
  provider_recipient_id: OptString,
  type: OptString,
  merchant_reference: OptString,
  description: OptString,
  amount: Maybe(Resource({ value: OptNumber, currency: OptString })),
  liability: Maybe(OpaqueObject)
})
/** The schema of `SplitEntry`, by name (see `Named`). */
export interface SplitEntrySchema extends Named<typeof splitEntry> {}
/** One `split_marketplace` entry as answered (the reference). */
export const SplitEntry: SplitEntrySchema = splitEntry
export type SplitEntry = typeof SplitEntry.Type

const PaymentResource = Resource({
  ...paymentSummaryFields,
  merchant_reference: OptString,
  checkout: Maybe(Resource({ session: OptString, sdk_action_required: OptBoolean })),
  payment_method: Maybe(PaymentMethod),
  customer_payer: Maybe(CustomerPayer),
  taxes: Maybe(OpaqueObject),
  transactions: Maybe(Transactions),
  transactions_history: Maybe(Transactions), // spec: filled when requested; null in refund response
  split: Maybe(Schema.Array(Schema.Unknown)),
  workflow: Maybe(OpenEnum(WORKFLOWS)),
  metadata: Maybe(Schema.Array(MetadataEntry)),
  fraud_screening: Maybe(OpaqueObject),
  payment_link_id: OptString,
  payment_link_code: OptString,
  account_code: OptString,
  idempotency_key: OptString,
  split_marketplace: Maybe(Schema.Array(SplitEntry)),
  subscription: Maybe(OpaqueObject),
  subscription_code: OptString,
  routing_rules: Maybe(RoutingRules),
  simplified_mode: OptBoolean,
  callback_url: OptString
})

/** The Payment resource, as returned by create, retrieve and refund. */
export interface Payment extends Schema.Schema.Type<typeof PaymentResource> {}
/** A Payment as the service sends it (the same shape: nothing is transformed). */
export interface PaymentEncoded extends Schema.Codec.Encoded<typeof PaymentResource> {}
// Named types: every endpoint that answers a payment refers to them instead of repeating the shape
// (the declarations' inferred type would otherwise exceed what the compiler serializes).
export const Payment: Schema.Codec<Payment, PaymentEncoded> = PaymentResource

const paymentSummary = Resource(paymentSummaryFields)
/** The schema of `PaymentSummary`, by name (see `Named`). */
export interface PaymentSummarySchema extends Named<typeof paymentSummary> {}
/** The payment summary carried by a cancel-or-refund result. */
export const PaymentSummary: PaymentSummarySchema = paymentSummary
export type PaymentSummary = typeof PaymentSummary.Type

const cancelOrRefundResult = Resource({
  ...transactionFields,
  payment: Maybe(PaymentSummary)
})
/** The schema of `CancelOrRefundResult`, by name (see `Named`). */
export interface CancelOrRefundResultSchema extends Named<typeof cancelOrRefundResult> {}
/** Result of cancel-or-refund: the CANCEL or REFUND transaction (amount as an object) plus a payment summary. */
export const CancelOrRefundResult: CancelOrRefundResultSchema = cancelOrRefundResult
export type CancelOrRefundResult = typeof CancelOrRefundResult.Type

const paymentId = Uuid
/** The schema of `PaymentId`, by name (see `Named`). */
export interface PaymentIdSchema extends Named<typeof paymentId> {}
/** A payment id in a path (spec: UUID, 36 chars). */
export const PaymentId: PaymentIdSchema = paymentId
export type PaymentId = typeof PaymentId.Type

const transactionId = Uuid
/** The schema of `TransactionId`, by name (see `Named`). */
export interface TransactionIdSchema extends Named<typeof transactionId> {}
/** A transaction id in a path (spec: UUID, 36 chars). */
export const TransactionId: TransactionIdSchema = transactionId
export type TransactionId = typeof TransactionId.Type

// ---------------------------------------------------------------------------
// Capture and void of an authorization (docs/service-facts.md#capture)
// ---------------------------------------------------------------------------

const paymentTransactionResult = Resource({
  ...transactionFields,
  payment: Maybe(Payment)
})
/** The schema of `PaymentTransactionResult`, by name (see `Named`). */
export interface PaymentTransactionResultSchema extends Named<typeof paymentTransactionResult> {}
/** Answer of capture and cancel (B3): the new transaction, with the whole payment inside. */
export const PaymentTransactionResult: PaymentTransactionResultSchema = paymentTransactionResult
export type PaymentTransactionResult = typeof PaymentTransactionResult.Type
