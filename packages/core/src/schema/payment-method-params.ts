/**
 * The payment method of a payment request (docs/service-facts.md#payment-method and the service's reference): a token,
 * a vaulted token, or the method's details — card data sent by a PCI-compliant merchant
 * (`workflow: "DIRECT"`), a network token, 3DS results, wallet, bank transfer and voucher details.
 * Known fields are checked; unknown ones are sent as given (src/api/engine/check.ts).
 */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt } from "./fields"
import {
  CARD_TYPES,
  PAYMENT_METHOD_TYPES,
  STORED_CREDENTIAL_REASONS,
  SUBSCRIPTION_CARD_USAGES,
  THREE_D_SECURE_VERSIONS
} from "./lists"
import { EmptyOr, GrowingEnum, openList, Timestamp, type Named } from "./shared"

/** A month 1–12. */
const Month = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 12 }))
/** A card's expiry year (four digits in the reference's examples; any non-negative integer is sent). */
const Year = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

const cardDataParams = Schema.Struct({
  number: NonEmptyString,
  holder_name: opt(Schema.String), // the reference marks it required; the enrollment examples omit it
  expiration_month: opt(Month),
  expiration_year: opt(Year),
  security_code: opt(NonEmptyString),
  type: opt(GrowingEnum(CARD_TYPES)),
  brand: opt(NonEmptyString)
})
/** The schema of `CardDataParams`, by name (see `Named`). */
export interface CardDataParamsSchema extends Named<typeof cardDataParams> {}
/**
 * `card_data`: the card itself. `number` and `security_code` are secrets (docs/errors-and-retries.md):
 * never in an error, a log or an event — `redactCardData` masks them.
 */
export const CardDataParams: CardDataParamsSchema = cardDataParams
export type CardDataParams = typeof CardDataParams.Type

const networkTokenParams = Schema.Struct({
  token_data: Schema.Struct({
    number: NonEmptyString,
    holder_name: opt(Schema.String),
    expiration_month: Schema.Union([Month, NonEmptyString]), // the reference types it as text
    expiration_year: Schema.Union([Year, NonEmptyString]),
    cryptogram: NonEmptyString,
    electronic_commerce_indicator: opt(Schema.String),
    token_requestor_id: opt(Schema.String)
  })
})
/** The schema of `NetworkTokenParams`, by name (see `Named`). */
export interface NetworkTokenParamsSchema extends Named<typeof networkTokenParams> {}
/** `network_token.token_data`: a network token in place of the card number (the cryptogram is a secret). */
export const NetworkTokenParams: NetworkTokenParamsSchema = networkTokenParams
export type NetworkTokenParams = typeof NetworkTokenParams.Type

const threeDSecureParams = Schema.Struct({
  three_d_secure_setup_id: opt(NonEmptyString),
  version: opt(GrowingEnum(THREE_D_SECURE_VERSIONS)),
  electronic_commerce_indicator: opt(Schema.String),
  cryptogram: opt(Schema.String),
  transaction_id: opt(Schema.String),
  directory_server_transaction_id: opt(Schema.String)
})
/** The schema of `ThreeDSecureParams`, by name (see `Named`). */
export interface ThreeDSecureParamsSchema extends Named<typeof threeDSecureParams> {}
/** `three_d_secure`: the result of a 3DS authentication done outside the service (its cryptogram is a secret). */
export const ThreeDSecureParams: ThreeDSecureParamsSchema = threeDSecureParams
export type ThreeDSecureParams = typeof ThreeDSecureParams.Type

const storedCredentialsParams = Schema.Struct({
  reason: opt(GrowingEnum(STORED_CREDENTIAL_REASONS)),
  usage: opt(GrowingEnum(SUBSCRIPTION_CARD_USAGES)),
  subscription_agreement_id: opt(NonEmptyString),
  network_transaction_id: opt(NonEmptyString)
})
/** The schema of `StoredCredentialsParams`, by name (see `Named`). */
export interface StoredCredentialsParamsSchema extends Named<typeof storedCredentialsParams> {}
/** `stored_credentials`: why and how a stored card is used (first use, subscription...). */
export const StoredCredentialsParams: StoredCredentialsParamsSchema = storedCredentialsParams
export type StoredCredentialsParams = typeof StoredCredentialsParams.Type

const delayedSettingsParams = Schema.Struct({
  delay: opt(NonEmptyString), // the reference gives no unit format
  simplified_mode: opt(Schema.Boolean)
})
/** The schema of `DelayedSettingsParams`, by name (see `Named`). */
export interface DelayedSettingsParamsSchema extends Named<typeof delayedSettingsParams> {}
/** `delayed_capture_settings` / `delayed_cancel_settings`: the provider captures or cancels after `delay`. */
export const DelayedSettingsParams: DelayedSettingsParamsSchema = delayedSettingsParams
export type DelayedSettingsParams = typeof DelayedSettingsParams.Type

const cardParams = Schema.Struct({
  capture: opt(Schema.Boolean), // spec: false authorizes without charging
  delayed_capture_settings: opt(DelayedSettingsParams),
  delayed_cancel_settings: opt(DelayedSettingsParams),
  installments: opt(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))),
  first_installment_deferral: opt(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  soft_descriptor: opt(Schema.String),
  card_data: opt(CardDataParams),
  network_token: opt(NetworkTokenParams),
  three_d_secure: opt(ThreeDSecureParams),
  verify: opt(Schema.Boolean),
  acquirer_reference_number: opt(Schema.String),
  stored_credentials: opt(StoredCredentialsParams),
  external_providers_data: opt(
    Schema.Array(Schema.Struct({ connection_id: NonEmptyString, provider_id: NonEmptyString, provider_token: NonEmptyString }))
  )
})
/** The schema of `CardParams`, by name (see `Named`). */
export interface CardParamsSchema extends Named<typeof cardParams> {}
/** Card options of a request payment method (docs/service-facts.md#payment-method and the reference). */
export const CardParams: CardParamsSchema = cardParams
export type CardParams = typeof CardParams.Type

const walletParams = Schema.Struct({
  payment_token: opt(NonEmptyString),
  expires_at: opt(Timestamp),
  capture: opt(Schema.Boolean),
  soft_descriptor: opt(Schema.String),
  domain_url: opt(Schema.String),
  verify: opt(Schema.Boolean),
  stored_credentials: opt(StoredCredentialsParams),
  card_data: opt(Schema.Struct({ lfd: opt(Schema.String) })) // last four digits only: no secret
})
/** The schema of `WalletParams`, by name (see `Named`). */
export interface WalletParamsSchema extends Named<typeof walletParams> {}
/** `detail.wallet`: a wallet's payment token (Apple Pay, Google Pay, ...). */
export const WalletParams: WalletParamsSchema = walletParams
export type WalletParams = typeof WalletParams.Type

const bankTransferParams = Schema.Struct({
  pre_debit_notification_id: opt(NonEmptyString),
  soft_descriptor: opt(Schema.String),
  expires_at: opt(Timestamp),
  account_type: opt(GrowingEnum(["CHECKINGS", "SAVINGS"])),
  bank_account: opt(Schema.String.check(Schema.isBetweenLength(3, 255))),
  bank_id: opt(Schema.String),
  routing_number: opt(Schema.String.check(Schema.isBetweenLength(3, 255))),
  code: opt(Schema.String),
  branch: opt(Schema.String),
  branch_digit: opt(Schema.String),
  beneficiary_name: opt(Schema.String.check(Schema.isBetweenLength(3, 255))),
  beneficiary_type: opt(GrowingEnum(["INDIVIDUAL", "ENTITY"])),
  third_party_token_id: opt(Schema.String),
  account_holder_type: opt(GrowingEnum(["INDIVIDUAL", "COMPANY"])),
  stored_credentials: opt(StoredCredentialsParams),
  bank_account_mask_number: opt(Schema.String)
})
/** The schema of `BankTransferParams`, by name (see `Named`). */
export interface BankTransferParamsSchema extends Named<typeof bankTransferParams> {}
/** `detail.bank_transfer`: the payer's account for a bank transfer or debit. */
export const BankTransferParams: BankTransferParamsSchema = bankTransferParams
export type BankTransferParams = typeof BankTransferParams.Type

const ticketParams = Schema.Struct({
  benefit_type: opt(GrowingEnum(["PRIVATE", "JUNAEB"])),
  expires_at: opt(Timestamp)
})
/** The schema of `TicketParams`, by name (see `Named`). */
export interface TicketParamsSchema extends Named<typeof ticketParams> {}
/** `detail.ticket`: a voucher (meal / benefit card) and its expiry. */
export const TicketParams: TicketParamsSchema = ticketParams
export type TicketParams = typeof TicketParams.Type

const paymentMethodParams = Schema.Struct({
  // "" reads as not sent, as null does: null on every WooCommerce payment, "" in the reference's examples
  token: opt(EmptyOr(NonEmptyString)),
  vaulted_token: opt(EmptyOr(NonEmptyString)),
  // spec: CARD, BANK_TRANSFER are only "values seen"; the reference lists more, and the service adds methods
  type: opt(openList(NonEmptyString, PAYMENT_METHOD_TYPES)),
  vault_on_success: opt(Schema.Boolean),
  account_updater: opt(Schema.Boolean),
  otp: opt(Schema.Struct({ is_required: opt(Schema.Boolean) })),
  detail: opt(
    Schema.Struct({
      card: opt(CardParams),
      wallet: opt(WalletParams),
      bank_transfer: opt(BankTransferParams),
      ticket: opt(TicketParams),
      strong_customer_authentication_exemptions: opt(Schema.Array(Schema.Unknown)) // items not shown
    })
  )
})
/** The schema of `PaymentMethodParams`, by name (see `Named`). */
export interface PaymentMethodParamsSchema extends Named<typeof paymentMethodParams> {}
/** Payment method in a request: token, vaulted_token, type, vault_on_success and the method's details. */
export const PaymentMethodParams: PaymentMethodParamsSchema = paymentMethodParams
export type PaymentMethodParams = typeof PaymentMethodParams.Type
