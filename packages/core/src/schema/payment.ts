/**
 * Payment family: the Payment resource, its transactions, the cancel-or-refund result,
 * and the request bodies of create payment, refund and cancel-or-refund.
 *
 * Responses are tolerant (`Resource`, `OpenEnum`, `Maybe`); requests are strict
 * (closed enums, the spec's limits, cross-field rules that name their path).
 */
import * as Schema from "effect/Schema"
import { AdditionalData } from "./additional-data"
import { CustomerPayer } from "./customer-payer"
import { OptBoolean, OptNumber, OptString, OptUnknown } from "./fields"
import { PAYMENT_METHOD_TYPES, PaymentMethod, TransactionPaymentMethod } from "./payment-method"
import { Maybe, OpaqueObject, OpenEnum, Resource, Uuid } from "./shared"
import { PAYMENT_STATUSES, PAYMENT_SUB_STATUSES, TRANSACTION_TYPES, TRANSACTION_STATUSES, WORKFLOWS, REFUND_REASONS } from "./lists"
export { PAYMENT_STATUSES, PAYMENT_SUB_STATUSES, TRANSACTION_TYPES, TRANSACTION_STATUSES, WORKFLOWS, REFUND_REASONS } from "./lists"
export { transactionsOf } from "./values"

// ---------------------------------------------------------------------------
// Known values
// ---------------------------------------------------------------------------







// ---------------------------------------------------------------------------
// Response side (tolerant)
// ---------------------------------------------------------------------------

/** Payment-level amount: `value`, `currency`, `captured`, `refunded`, `currency_conversion`. */
export const PaymentAmount = Resource({
  value: Schema.Number, // gap-facts #7: major units, decimal
  currency: Schema.String,
  captured: OptNumber,
  refunded: OptNumber,
  currency_conversion: Maybe(OpaqueObject) // spec: present in refund responses
})
export type PaymentAmount = typeof PaymentAmount.Type

/** Provider data of a transaction; `raw_response` is provider-specific and kept as sent. */
export const ProviderData = Resource({
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
  third_party_transaction_id: OptString,
  third_party_account_id: OptString
})
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
  connection_data: Maybe(OpaqueObject),
  three_d_secure_action_required: Maybe(OpaqueObject),
  created_at: OptString,
  updated_at: OptString
}

/** A transaction of a payment (authorize, purchase, refund, ...). */
export const Transaction = Resource(transactionFields)
export type Transaction = typeof Transaction.Type

/** spec: `transactions` is an object in create/refund responses and an array on retrieve; kept as sent. */
export const Transactions = Schema.Union([Transaction, Schema.Array(Transaction)])
export type Transactions = typeof Transactions.Type

/** A `{ key, value }` metadata entry as returned. */
export const MetadataEntry = Resource({ key: OptString, value: OptString })
export type MetadataEntry = typeof MetadataEntry.Type

/** `routing_rules` of a payment: the routing condition that applied. */
export const RoutingRules = Resource({
  condition: Maybe(Resource({ id: OptNumber, name: OptString, description: OptString }))
})
export type RoutingRules = typeof RoutingRules.Type

const paymentSummaryFields = {
  id: Schema.String,
  account_id: OptString, // spec: may be an empty string in responses
  description: OptString,
  country: OptString,
  status: OpenEnum(PAYMENT_STATUSES),
  sub_status: OpenEnum(PAYMENT_SUB_STATUSES),
  merchant_order_id: OptString,
  created_at: OptString, // spec: microsecond precision, kept as sent
  updated_at: OptString,
  amount: PaymentAmount,
  additional_data: Maybe(AdditionalData)
}

/** The Payment resource, as returned by create, retrieve and refund. */
export const Payment = Resource({
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
  subscription_code: OptString,
  routing_rules: Maybe(RoutingRules),
  simplified_mode: OptBoolean,
  callback_url: OptString
})
export type Payment = typeof Payment.Type

/** The payment summary carried by a cancel-or-refund result. */
export const PaymentSummary = Resource(paymentSummaryFields)
export type PaymentSummary = typeof PaymentSummary.Type

/** Result of cancel-or-refund: the CANCEL or REFUND transaction (amount as an object) plus a payment summary. */
export const CancelOrRefundResult = Resource({
  ...transactionFields,
  payment: Maybe(PaymentSummary)
})
export type CancelOrRefundResult = typeof CancelOrRefundResult.Type

/** A payment id in a path (spec: UUID, 36 chars). */
export const PaymentId = Uuid
export type PaymentId = typeof PaymentId.Type

/** A transaction id in a path (spec: UUID, 36 chars). */
export const TransactionId = Uuid
export type TransactionId = typeof TransactionId.Type

// ---------------------------------------------------------------------------
// Capture and void of an authorization (gap-facts-2 B)
// ---------------------------------------------------------------------------

/** Answer of capture and cancel (B3): the new transaction, with the whole payment inside. */
export const PaymentTransactionResult = Resource({
  ...transactionFields,
  payment: Maybe(Payment)
})
export type PaymentTransactionResult = typeof PaymentTransactionResult.Type
