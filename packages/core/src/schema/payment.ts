/**
 * Payment family: the Payment resource, its transactions, the cancel-or-refund result,
 * and the request bodies of create payment, refund and cancel-or-refund.
 *
 * Responses are tolerant (`Resource`, `OpenEnum`, `Maybe`); requests are strict
 * (closed enums, the spec's limits, cross-field rules that name their path).
 */
import * as Schema from "effect/Schema"
import {
  AmountValue,
  BoundedString,
  CountryCode,
  CurrencyCode,
  DateString,
  Maybe,
  OpaqueObject,
  OpenEnum,
  PaymentCountry,
  RequestAmount,
  RequestMetadata,
  Resource,
  Uuid
} from "./shared"

// ---------------------------------------------------------------------------
// Known values
// ---------------------------------------------------------------------------

/** Known payment `status` values (gap-facts #17). */
export const PAYMENT_STATUSES = [
  "CREATED", "READY_TO_PAY", "PENDING", "VERIFIED", "EXPIRED", "REJECTED", "DECLINED",
  "SUCCEEDED", "REFUNDED", "CANCELED", "IN_DISPUTE", "CHARGEBACK", "ERROR", "FRAUD"
] as const

/** Known payment `sub_status` values (spec: values seen + report filters; gap-facts #17). */
export const PAYMENT_SUB_STATUSES = [
  "AUTHORIZED", "CREATED", "REFUNDED", "PENDING_FRAUD_REVIEW", "EXPIRED",
  "APPROVED", "CAPTURED", "PARTIALLY_REFUNDED", "CANCELED"
] as const

/** Known transaction `type` values (gap-facts #18; the list is open). */
export const TRANSACTION_TYPES = ["PURCHASE", "AUTHORIZE", "CAPTURE", "REFUND", "CANCEL", "VERIFY", "CHARGEBACK"] as const

/** Known transaction `status` values (gap-facts #18; the list is open). */
export const TRANSACTION_STATUSES = ["SUCCEEDED", "CREATED", "PENDING", "DECLINED", "REJECTED", "ERROR", "EXPIRED"] as const

/** Payment method types seen in the spec (the list is open). */
export const PAYMENT_METHOD_TYPES = ["CARD", "BANK_TRANSFER"] as const

/** spec: create payment `workflow` values. */
export const WORKFLOWS = ["SDK_CHECKOUT", "DIRECT", "REDIRECT"] as const

/** spec: refund / cancel-or-refund `reason` values. */
export const REFUND_REASONS = ["DUPLICATE", "FRAUDULENT", "REQUESTED_BY_CUSTOMER", "REVERSE"] as const

/** gap-facts #4: customer_payer `gender` values. */
export const GENDERS = ["M", "F", "NB", "NA", "NK", "U"] as const

// ---------------------------------------------------------------------------
// Response side (tolerant)
// ---------------------------------------------------------------------------

const OptString = Maybe(Schema.String)
const OptNumber = Maybe(Schema.Number)
const OptBoolean = Maybe(Schema.Boolean)
/** A field whose type the spec leaves open (kept as sent). */
const OptUnknown = Schema.optionalKey(Schema.Unknown)

/** Payment-level amount: `value`, `currency`, `captured`, `refunded`, `currency_conversion`. */
export const PaymentAmount = Resource({
  value: Schema.Number, // gap-facts #7: major units, decimal
  currency: Schema.String,
  captured: OptNumber,
  refunded: OptNumber,
  currency_conversion: Maybe(OpaqueObject) // spec: present in refund responses
})
export type PaymentAmount = typeof PaymentAmount.Type

/** `card_data.three_d_secure`: all nullable strings. */
export const ThreeDSecure = Resource({
  version: OptString,
  electronic_commerce_indicator: OptString,
  cryptogram: OptString,
  transaction_id: OptString,
  directory_server_transaction_id: OptString,
  pares_status: OptString,
  acs_id: OptString
})
export type ThreeDSecure = typeof ThreeDSecure.Type

/** Card data of a payment's card (masked: iin, lfd, brand, issuer, expiry, 3DS). */
export const CardData = Resource({
  holder_name: OptString,
  iin: OptString,
  lfd: OptString, // spec: last four digits
  number_length: OptNumber,
  security_code_length: OptNumber,
  brand: OptString,
  issuer_name: OptString,
  issuer_code: OptString,
  country_code: OptString,
  category: OptString,
  type: OptString,
  fingerprint: OptString,
  expiration_month: OptNumber,
  expiration_year: OptNumber,
  three_d_secure: Maybe(ThreeDSecure)
})
export type CardData = typeof CardData.Type

/** `stored_credentials` of a card: reason, usage, subscription agreement, network transaction id. */
export const StoredCredentials = Resource({
  reason: OptString,
  usage: OptString,
  subscription_agreement_id: OptString,
  network_transaction_id: OptString
})
export type StoredCredentials = typeof StoredCredentials.Type

/** Card detail (`payment_method_detail.card` / transaction `detail.card`). */
export const CardDetail = Resource({
  verify: OptBoolean,
  capture: OptBoolean, // spec: false means authorize only
  installments: OptNumber,
  installments_plan_id: OptString,
  first_installment_deferral: OptNumber,
  installments_type: OptString,
  installment_amount: OptNumber,
  soft_descriptor: OptString,
  authorization_code: OptString,
  retrieval_reference_number: OptString,
  voucher: Maybe(OpaqueObject),
  card_data: Maybe(CardData),
  stored_credentials: Maybe(StoredCredentials)
})
export type CardDetail = typeof CardDetail.Type

/** Bank transfer detail (`payment_method_detail.bank_transfer`): payment instructions for the payer. */
export const BankTransferDetail = Resource({
  provider_image: OptString,
  account_type: OptString,
  bank_name: OptString,
  beneficiary_name: OptString,
  bank_account: OptString,
  bank_account_2: OptString,
  beneficiary_document_type: OptString,
  beneficiary_document: OptString,
  payment_instruction: OptString,
  redirect_url: OptString
})
export type BankTransferDetail = typeof BankTransferDetail.Type

/** spec: exactly one of `card` or `bank_transfer` (not enforced on responses). */
export const PaymentMethodDetail = Resource({
  card: Maybe(CardDetail),
  bank_transfer: Maybe(BankTransferDetail)
})
export type PaymentMethodDetail = typeof PaymentMethodDetail.Type

const paymentMethodFields = {
  vaulted_token: OptString, // spec: empty string when none
  type: Maybe(OpenEnum(PAYMENT_METHOD_TYPES)),
  vault_on_success: OptBoolean,
  token: OptString,
  parent_payment_method_type: OptString // spec: refund response
}

/** The payment method of a payment (its detail is named `payment_method_detail`). */
export const PaymentMethod = Resource({
  ...paymentMethodFields,
  payment_method_detail: Maybe(PaymentMethodDetail)
})
export type PaymentMethod = typeof PaymentMethod.Type

/** The payment method of a transaction (spec: the same detail object is named `detail` there). */
export const TransactionPaymentMethod = Resource({
  ...paymentMethodFields,
  detail: Maybe(PaymentMethodDetail)
})
export type TransactionPaymentMethod = typeof TransactionPaymentMethod.Type

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

/** Billing or shipping address of a customer payer. */
export const Address = Resource({
  address_line_1: OptString,
  address_line_2: OptString,
  country: OptString,
  state: OptString,
  city: OptString,
  zip_code: OptString,
  neighborhood: OptString
})
export type Address = typeof Address.Type

/** Browser information of a customer payer (3DS); the spec gives no field types, numbers may come as text. */
export const BrowserInfo = Resource({
  user_agent: OptString,
  accept_header: OptString,
  accept_content: OptString,
  accept_browser: OptString,
  color_depth: Maybe(Schema.Union([Schema.Number, Schema.String])),
  screen_height: Maybe(Schema.Union([Schema.Number, Schema.String])),
  screen_width: Maybe(Schema.Union([Schema.Number, Schema.String])),
  javascript_enabled: OptBoolean,
  java_enabled: OptBoolean,
  browser_time_difference: Maybe(Schema.Union([Schema.Number, Schema.String])),
  language: OptString
})
export type BrowserInfo = typeof BrowserInfo.Type

/** The customer payer of a payment. */
export const CustomerPayer = Resource({
  id: OptString,
  merchant_customer_id: OptString,
  first_name: OptString,
  last_name: OptString,
  gender: Maybe(OpenEnum(GENDERS)),
  date_of_birth: OptString,
  email: OptString,
  nationality: OptString,
  ip_address: OptString,
  device_fingerprint: OptString,
  device_fingerprints: Maybe(Schema.Array(Schema.Unknown)), // spec: array, item shape not shown
  merchant_customer_created_at: OptString,
  browser_info: Maybe(BrowserInfo),
  document: Maybe(Resource({ document_type: OptString, document_number: OptString })),
  phone: Maybe(Resource({ number: OptString, country_code: OptString })),
  billing_address: Maybe(Address),
  shipping_address: Maybe(Address)
})
export type CustomerPayer = typeof CustomerPayer.Type

/** A flight leg of `additional_data.airline`. */
export const AirlineLeg = Resource({
  departure_airport: OptString,
  departure_datetime: OptString,
  departure_airport_timezone: OptString,
  arrival_airport: OptString,
  arrival_airport_timezone: OptString,
  arrival_datetime: OptString,
  carrier_code: OptString,
  flight_number: OptString,
  fare_basis_code: OptString,
  fare_class_code: OptString,
  base_fare: OptNumber,
  base_fare_currency: OptString,
  stopover_code: OptString
})
export type AirlineLeg = typeof AirlineLeg.Type

/** A passenger of `additional_data.airline`. */
export const AirlinePassenger = Resource({
  first_name: OptString,
  last_name: OptString,
  middle_name: OptString,
  type: OptString,
  date_of_birth: OptString,
  nationality: OptString,
  document: OptUnknown, // spec: children not shown
  country: OptString,
  loyalty_number: OptString,
  loyalty_tier: OptString,
  email: OptString,
  phone: OptUnknown // spec: children not shown
})
export type AirlinePassenger = typeof AirlinePassenger.Type

/** A ticket of `additional_data.airline`. */
export const AirlineTicket = Resource({
  ticket_number: OptString,
  e_ticket: OptBoolean,
  restricted: OptBoolean,
  total_fare_amount: OptNumber,
  total_tax_amount: OptNumber,
  total_fee_amount: OptNumber,
  issue: OptUnknown // spec: children not shown
})
export type AirlineTicket = typeof AirlineTicket.Type

/** An item of `additional_data.order`. */
export const OrderItem = Resource({
  id: OptString,
  name: OptString,
  quantity: OptNumber,
  unit_amount: OptNumber,
  category: OptString,
  brand: OptString,
  sku_code: OptString,
  manufacture_part_number: OptString
})
export type OrderItem = typeof OrderItem.Type

/** `additional_data` of a payment: airline, order and seller details. */
export const AdditionalData = Resource({
  airline: Maybe(
    Resource({
      pnr: OptString,
      legs: Maybe(Schema.Array(AirlineLeg)),
      passengers: Maybe(Schema.Array(AirlinePassenger)),
      ticket: OptUnknown, // spec: named, shape not shown
      tickets: Maybe(Schema.Array(AirlineTicket))
    })
  ),
  order: Maybe(
    Resource({
      fee_amount: OptNumber,
      shipping_amount: OptNumber,
      tip_amount: OptNumber,
      items: Maybe(Schema.Array(OrderItem))
    })
  ),
  seller_details: Maybe(OpaqueObject) // spec: children not shown
})
export type AdditionalData = typeof AdditionalData.Type

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

// ---------------------------------------------------------------------------
// Request side (strict)
// ---------------------------------------------------------------------------

/** A non-empty string (ids and tokens the spec gives no limits for). */
const NonEmpty = Schema.String.check(Schema.isMinLength(1))
/** A 3 to 255 character text (spec Limits: description, merchant_order_id, merchant_reference). */
const Text3To255 = BoundedString(3, 255)
/** Light e-mail shape check: something@something, no spaces. */
const Email = Schema.String.check(Schema.isPattern(/^[^\s@]+@[^\s@]+$/, { expected: "an e-mail address" }))
/** A number or its text form (the spec gives no type for these browser_info fields). */
const NumberOrText = Schema.Union([Schema.Finite, Schema.String])
const opt = Schema.optionalKey

/** Address in a request (billing / shipping). */
export const AddressParams = Schema.Struct({
  address_line_1: opt(Schema.String),
  address_line_2: opt(Schema.String),
  country: opt(CountryCode),
  state: opt(Schema.String),
  city: opt(Schema.String),
  zip_code: opt(Schema.String),
  neighborhood: opt(Schema.String)
})
export type AddressParams = typeof AddressParams.Type

/** Customer payer in a request: gap-facts #4 plus `customer_id` (spec: minimal shape). */
export const CustomerPayerParams = Schema.Struct({
  customer_id: opt(NonEmpty), // spec: id of an existing customer, minimal shape
  id: opt(NonEmpty),
  merchant_customer_id: opt(NonEmpty),
  first_name: opt(Schema.String),
  last_name: opt(Schema.String),
  gender: opt(Schema.Literals(GENDERS)), // gap-facts #4
  date_of_birth: opt(DateString),
  email: opt(Email),
  nationality: opt(CountryCode),
  ip_address: opt(NonEmpty),
  device_fingerprints: opt(Schema.Array(Schema.Union([NonEmpty, OpaqueObject]))), // item shape not shown
  browser_info: opt(
    Schema.Struct({
      user_agent: opt(Schema.String),
      accept_header: opt(Schema.String),
      accept_content: opt(Schema.String),
      accept_browser: opt(Schema.String),
      color_depth: opt(NumberOrText),
      screen_height: opt(NumberOrText),
      screen_width: opt(NumberOrText),
      javascript_enabled: opt(Schema.Boolean),
      java_enabled: opt(Schema.Boolean),
      browser_time_difference: opt(NumberOrText),
      language: opt(Schema.String)
    })
  ),
  document: opt(Schema.Struct({ document_type: opt(NonEmpty), document_number: opt(NonEmpty) })),
  phone: opt(Schema.Struct({ number: opt(NonEmpty), country_code: opt(NonEmpty) })),
  billing_address: opt(AddressParams),
  shipping_address: opt(AddressParams)
})
export type CustomerPayerParams = typeof CustomerPayerParams.Type

/** Card options of a request payment method (gap-facts #5). */
export const CardParams = Schema.Struct({
  capture: opt(Schema.Boolean), // spec: false authorizes without charging
  installments: opt(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))),
  first_installment_deferral: opt(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  soft_descriptor: opt(Schema.String),
  verify: opt(Schema.Boolean),
  stored_credentials: opt(
    Schema.Struct({
      reason: opt(NonEmpty),
      usage: opt(NonEmpty),
      subscription_agreement_id: opt(NonEmpty),
      network_transaction_id: opt(NonEmpty)
    })
  )
})
export type CardParams = typeof CardParams.Type

/** Payment method in a request: token, vaulted_token, type, vault_on_success, detail.card (gap-facts #5). */
export const PaymentMethodParams = Schema.Struct({
  token: opt(NonEmpty),
  vaulted_token: opt(NonEmpty),
  // spec: CARD, BANK_TRANSFER are only "values seen", so any upper-case type name is accepted
  type: opt(Schema.String.check(Schema.isPattern(/^[A-Z][A-Z0-9_]*$/, { expected: "a payment method type such as CARD" }))),
  vault_on_success: opt(Schema.Boolean),
  detail: opt(Schema.Struct({ card: opt(CardParams) }))
})
export type PaymentMethodParams = typeof PaymentMethodParams.Type

const RequestMoney = AmountValue // gap-facts #7: major units, multiple of 0.0001

/** `additional_data` in a request: airline, order, seller_details (children as the spec lists them, all optional). */
export const AdditionalDataParams = Schema.Struct({
  airline: opt(
    Schema.Struct({
      pnr: opt(Schema.String),
      legs: opt(
        Schema.Array(
          Schema.Struct({
            departure_airport: opt(Schema.String),
            departure_datetime: opt(Schema.String),
            departure_airport_timezone: opt(Schema.String),
            arrival_airport: opt(Schema.String),
            arrival_airport_timezone: opt(Schema.String),
            arrival_datetime: opt(Schema.String),
            carrier_code: opt(Schema.String),
            flight_number: opt(Schema.String),
            fare_basis_code: opt(Schema.String),
            fare_class_code: opt(Schema.String),
            base_fare: opt(RequestMoney),
            base_fare_currency: opt(CurrencyCode),
            stopover_code: opt(Schema.String)
          })
        )
      ),
      passengers: opt(
        Schema.Array(
          Schema.Struct({
            first_name: opt(Schema.String),
            last_name: opt(Schema.String),
            middle_name: opt(Schema.String),
            type: opt(Schema.String),
            date_of_birth: opt(DateString),
            nationality: opt(CountryCode),
            document: opt(OpaqueObject), // spec: children not shown
            country: opt(CountryCode),
            loyalty_number: opt(Schema.String),
            loyalty_tier: opt(Schema.String),
            email: opt(Email),
            phone: opt(OpaqueObject) // spec: children not shown
          })
        )
      ),
      ticket: opt(OpaqueObject), // spec: named, shape not shown
      tickets: opt(
        Schema.Array(
          Schema.Struct({
            ticket_number: opt(Schema.String),
            e_ticket: opt(Schema.Boolean),
            restricted: opt(Schema.Boolean),
            total_fare_amount: opt(RequestMoney),
            total_tax_amount: opt(RequestMoney),
            total_fee_amount: opt(RequestMoney),
            issue: opt(OpaqueObject) // spec: children not shown
          })
        )
      )
    })
  ),
  order: opt(
    Schema.Struct({
      fee_amount: opt(RequestMoney),
      shipping_amount: opt(RequestMoney),
      tip_amount: opt(RequestMoney),
      items: opt(
        Schema.Array(
          Schema.Struct({
            id: opt(Schema.String),
            name: opt(Schema.String),
            quantity: opt(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))),
            unit_amount: opt(RequestMoney),
            category: opt(Schema.String),
            brand: opt(Schema.String),
            sku_code: opt(Schema.String),
            manufacture_part_number: opt(Schema.String)
          })
        )
      )
    })
  ),
  seller_details: opt(OpaqueObject) // spec: children not shown
})
export type AdditionalDataParams = typeof AdditionalDataParams.Type

/** Body of `payments.create` (POST /payments). */
export const CreatePaymentParams = Schema.Struct({
  account_id: BoundedString(36, 64), // spec Limits: 36 to 64 chars
  description: Text3To255,
  country: PaymentCountry, // spec endpoint 3: closed country list
  merchant_order_id: Text3To255,
  merchant_reference: opt(Text3To255),
  amount: RequestAmount,
  customer_payer: opt(CustomerPayerParams),
  checkout: opt(Schema.Struct({ session: opt(Uuid) })), // spec endpoint 1: the session id is a UUID
  workflow: opt(Schema.Literals(WORKFLOWS)),
  payment_method: PaymentMethodParams,
  additional_data: opt(AdditionalDataParams),
  taxes: opt(OpaqueObject), // spec: children not shown
  metadata: opt(RequestMetadata), // spec: up to 50 objects
  callback_url: opt(BoundedString(3, 526)) // gap-facts #2
}).check(
  Schema.makeFilter((body) => {
    const issues: Array<Schema.FilterIssue> = []
    // gap-facts #3: checkout.session is required when workflow is SDK_CHECKOUT or not sent
    if ((body.workflow === undefined || body.workflow === "SDK_CHECKOUT") && body.checkout?.session === undefined) {
      issues.push({ path: ["checkout", "session"], issue: "checkout.session is required when workflow is SDK_CHECKOUT or absent" })
    }
    // spec silent: a payment method with none of token, vaulted_token or type cannot identify a method
    const pm = body.payment_method
    if (pm.token === undefined && pm.vaulted_token === undefined && pm.type === undefined) {
      issues.push({ path: ["payment_method"], issue: "payment_method needs a token, a vaulted_token or a type" })
    }
    return issues
  })
)
export type CreatePaymentParams = typeof CreatePaymentParams.Type

/** Body of `payments.refund` (all optional; without `amount` the full amount is refunded). */
export const RefundPaymentParams = Schema.Struct({
  merchant_reference: opt(Text3To255),
  description: opt(Text3To255),
  reason: opt(Schema.Literals(REFUND_REASONS)),
  // spec: required only for a partial refund; a zero refund is rejected (spec silent)
  amount: opt(
    RequestAmount.check(
      Schema.makeFilter((a) => a.value > 0 || { path: ["value"], issue: "Expected a refund amount greater than 0" })
    )
  ),
  split: opt(Schema.Array(OpaqueObject)), // spec: marketplace split objects, children not shown
  simplified_mode: opt(Schema.Boolean), // gap-facts #6
  additional_data: opt(AdditionalDataParams),
  customer_payer: opt(CustomerPayerParams),
  payment_method: opt(PaymentMethodParams)
})
export type RefundPaymentParams = typeof RefundPaymentParams.Type

/** Body of `payments.cancelOrRefund`: the same fields as refund (spec endpoint 6). */
export const CancelOrRefundParams = RefundPaymentParams
export type CancelOrRefundParams = typeof CancelOrRefundParams.Type

/** SDK options of `payments.retrieve` (camelCase; sent as `raw_response` / `transactions_history`, gap-facts #1). */
export const RetrievePaymentParams = Schema.Struct({
  rawResponse: opt(Schema.Boolean),
  transactionsHistory: opt(Schema.Boolean)
})
export type RetrievePaymentParams = typeof RetrievePaymentParams.Type

/** A payment id in a path (spec: UUID, 36 chars). */
export const PaymentId = Uuid
export type PaymentId = typeof PaymentId.Type

/** A transaction id in a path (spec: UUID, 36 chars). */
export const TransactionId = Uuid
export type TransactionId = typeof TransactionId.Type
