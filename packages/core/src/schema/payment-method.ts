/**
 * Payment method family: the payment method of a payment or transaction with its card or
 * bank-transfer detail (responses), and the payment method of a create-payment request.
 */
import { OptBoolean, OptNumber, OptString, OptUnknown } from "./fields"
import { Maybe, OpaqueObject, OpenEnum, Resource, type Named } from "./shared"
import { PAYMENT_METHOD_TYPES } from "./lists"
export { PAYMENT_METHOD_TYPES } from "./lists"

// Each schema is built in `/* @__PURE__ */ (() => …)()`: a top-level call is otherwise kept by a user's
// bundler even when unused, and with it effect/Schema (the Workers webhook route needs no schema value).

const threeDSecure = /* @__PURE__ */ (() =>
  Resource({
    version: OptString,
    electronic_commerce_indicator: OptString,
    cryptogram: OptString,
    transaction_id: OptString,
    directory_server_transaction_id: OptString,
    pares_status: OptString,
    acs_id: OptString
  }))()
/** The schema of `ThreeDSecure`, by name (see `Named`). */
export interface ThreeDSecureSchema extends Named<typeof threeDSecure> {}
/** `card_data.three_d_secure`: all nullable strings. */
export const ThreeDSecure: ThreeDSecureSchema = threeDSecure
export type ThreeDSecure = typeof ThreeDSecure.Type

const cardData = /* @__PURE__ */ (() =>
  Resource({
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
    three_d_secure: Maybe(ThreeDSecure),
    // the reference: an enrolled card's issuer and network token, as the service answers them (masked)
    issuer: OptUnknown, // text or an object, depending on the answer
    network_token: Maybe(OpaqueObject),
    number: OptString // masked by the service when present
  }))()
/** The schema of `CardData`, by name (see `Named`). */
export interface CardDataSchema extends Named<typeof cardData> {}
/** Card data of a payment's card (masked: iin, lfd, brand, issuer, expiry, 3DS). */
export const CardData: CardDataSchema = cardData
export type CardData = typeof CardData.Type

const storedCredentials = /* @__PURE__ */ (() =>
  Resource({
    reason: OptString,
    usage: OptString,
    subscription_agreement_id: OptString,
    network_transaction_id: OptString
  }))()
/** The schema of `StoredCredentials`, by name (see `Named`). */
export interface StoredCredentialsSchema extends Named<typeof storedCredentials> {}
/** `stored_credentials` of a card: reason, usage, subscription agreement, network transaction id. */
export const StoredCredentials: StoredCredentialsSchema = storedCredentials
export type StoredCredentials = typeof StoredCredentials.Type

const cardDetail = /* @__PURE__ */ (() =>
  Resource({
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
    stored_credentials: Maybe(StoredCredentials),
    acquirer_reference_number: OptString,
    installments_total_amount: OptNumber,
    network_token: Maybe(OpaqueObject)
  }))()
/** The schema of `CardDetail`, by name (see `Named`). */
export interface CardDetailSchema extends Named<typeof cardDetail> {}
/** Card detail (`payment_method_detail.card` / transaction `detail.card`). */
export const CardDetail: CardDetailSchema = cardDetail
export type CardDetail = typeof CardDetail.Type

const bankTransferDetail = /* @__PURE__ */ (() =>
  Resource({
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
  }))()
/** The schema of `BankTransferDetail`, by name (see `Named`). */
export interface BankTransferDetailSchema extends Named<typeof bankTransferDetail> {}
/** Bank transfer detail (`payment_method_detail.bank_transfer`): payment instructions for the payer. */
export const BankTransferDetail: BankTransferDetailSchema = bankTransferDetail
export type BankTransferDetail = typeof BankTransferDetail.Type

const paymentMethodDetail = /* @__PURE__ */ (() =>
  Resource({
    card: Maybe(CardDetail),
    bank_transfer: Maybe(BankTransferDetail),
    // the reference's other methods: their children are kept as sent
    wallet: Maybe(OpaqueObject),
    ticket: Maybe(OpaqueObject),
    bnpl: Maybe(OpaqueObject),
    payment_link: Maybe(OpaqueObject)
  }))()
/** The schema of `PaymentMethodDetail`, by name (see `Named`). */
export interface PaymentMethodDetailSchema extends Named<typeof paymentMethodDetail> {}
/** spec: exactly one of `card` or `bank_transfer` (not enforced on responses). */
export const PaymentMethodDetail: PaymentMethodDetailSchema = paymentMethodDetail
export type PaymentMethodDetail = typeof PaymentMethodDetail.Type

const paymentMethodFields = /* @__PURE__ */ (() => ({
    vaulted_token: OptString, // spec: empty string when none
    type: Maybe(OpenEnum(PAYMENT_METHOD_TYPES)),
    vault_on_success: OptBoolean,
    token: OptString,
    parent_payment_method_type: OptString // spec: refund response
  }))()

const paymentMethod = /* @__PURE__ */ (() =>
  Resource({
    ...paymentMethodFields,
    payment_method_detail: Maybe(PaymentMethodDetail)
  }))()
/** The schema of `PaymentMethod`, by name (see `Named`). */
export interface PaymentMethodSchema extends Named<typeof paymentMethod> {}
/** The payment method of a payment (its detail is named `payment_method_detail`). */
export const PaymentMethod: PaymentMethodSchema = paymentMethod
export type PaymentMethod = typeof PaymentMethod.Type

const transactionPaymentMethod = /* @__PURE__ */ (() =>
  Resource({
    ...paymentMethodFields,
    detail: Maybe(PaymentMethodDetail)
  }))()
/** The schema of `TransactionPaymentMethod`, by name (see `Named`). */
export interface TransactionPaymentMethodSchema extends Named<typeof transactionPaymentMethod> {}
/** The payment method of a transaction (spec: the same detail object is named `detail` there). */
export const TransactionPaymentMethod: TransactionPaymentMethodSchema = transactionPaymentMethod
export type TransactionPaymentMethod = typeof TransactionPaymentMethod.Type
