/**
 * The payer of a payment request (docs/service-facts.md#customer-payer, the spec's Customer payer and the service's
 * reference): identity, addresses and the risk signals fraud screening reads (device
 * fingerprints, browser, geolocation, the merchant's own checks). Known fields are checked;
 * unknown ones are sent as given (src/api/engine/check.ts).
 */
import * as Schema from "effect/Schema"
import { Email, NonEmptyString, opt } from "./fields"
import { BROWSER_PLATFORMS, FINGERPRINT_PROVIDERS, GENDERS } from "./lists"
import { CountryCode, DateString, GrowingEnum, OpaqueObject, Timestamp, type Named } from "./shared"

/** A number or its text form (the spec gives no type for these browser_info fields; the reference says text). */
const NumberOrText = Schema.Union([Schema.Finite, Schema.String])

const addressParams = Schema.Struct({
  address_line_1: opt(Schema.String),
  address_line_2: opt(Schema.String),
  building_number_1: opt(Schema.String),
  building_number_2: opt(Schema.String),
  country: opt(CountryCode),
  state: opt(Schema.String),
  city: opt(Schema.String),
  zip_code: opt(Schema.String),
  neighborhood: opt(Schema.String)
})
/** The schema of `AddressParams`, by name (see `Named`). */
export interface AddressParamsSchema extends Named<typeof addressParams> {}
/** Address in a request (billing / shipping). */
export const AddressParams: AddressParamsSchema = addressParams
export type AddressParams = typeof AddressParams.Type

const browserInfoParams = Schema.Struct({
  user_agent: opt(Schema.String),
  accept_header: opt(Schema.String),
  accept_content: opt(Schema.String),
  accept_browser: opt(Schema.String),
  platform: opt(GrowingEnum(BROWSER_PLATFORMS)),
  color_depth: opt(NumberOrText),
  screen_height: opt(NumberOrText),
  screen_width: opt(NumberOrText),
  javascript_enabled: opt(Schema.Boolean),
  java_enabled: opt(Schema.Boolean),
  browser_time_difference: opt(NumberOrText),
  language: opt(Schema.String)
})
/** The schema of `BrowserInfoParams`, by name (see `Named`). */
export interface BrowserInfoParamsSchema extends Named<typeof browserInfoParams> {}
/** `browser_info`: what the payer's browser or app reports (3DS and fraud screening read it). */
export const BrowserInfoParams: BrowserInfoParamsSchema = browserInfoParams
export type BrowserInfoParams = typeof BrowserInfoParams.Type

const deviceFingerprintParams = Schema.Union([
  NonEmptyString,
  Schema.Struct({ provider_id: opt(GrowingEnum(FINGERPRINT_PROVIDERS)), id: opt(NonEmptyString) }),
  OpaqueObject
])
/** The schema of `DeviceFingerprintParams`, by name (see `Named`). */
export interface DeviceFingerprintParamsSchema extends Named<typeof deviceFingerprintParams> {}
/** One device fingerprint: `{ provider_id, id }` (the reference); a bare string is still sent as given. */
export const DeviceFingerprintParams: DeviceFingerprintParamsSchema = deviceFingerprintParams

const customerPayerParams = Schema.Struct({
  customer_id: opt(NonEmptyString), // spec: id of an existing customer; WooCommerce sends null for a guest
  id: opt(NonEmptyString),
  merchant_customer_id: opt(NonEmptyString),
  merchant_customer_created_at: opt(Timestamp),
  merchant_customer_validations: opt(
    Schema.Struct({
      account_is_verified: opt(Schema.Boolean),
      email_is_verified: opt(Schema.Boolean),
      phone_is_verified: opt(Schema.Boolean)
    })
  ),
  first_name: opt(Schema.String),
  last_name: opt(Schema.String),
  gender: opt(GrowingEnum(GENDERS)), // docs/service-facts.md#customer-payer
  date_of_birth: opt(DateString),
  email: opt(Email),
  nationality: opt(CountryCode),
  ip_address: opt(NonEmptyString),
  device_fingerprint: opt(NonEmptyString), // the spec's Customer payer: one fingerprint id
  device_fingerprints: opt(Schema.Array(DeviceFingerprintParams)),
  browser_info: opt(BrowserInfoParams),
  document: opt(Schema.Struct({ document_type: opt(NonEmptyString), document_number: opt(NonEmptyString) })),
  phone: opt(Schema.Struct({ number: opt(NonEmptyString), country_code: opt(NonEmptyString) })),
  billing_address: opt(AddressParams),
  shipping_address: opt(AddressParams),
  // the reference types both as text; a number is sent as given
  geolocation: opt(Schema.Struct({ latitude: opt(NumberOrText), longitude: opt(NumberOrText) }))
})
/** The schema of `CustomerPayerParams`, by name (see `Named`). */
export interface CustomerPayerParamsSchema extends Named<typeof customerPayerParams> {}
/** Customer payer in a request: docs/service-facts.md#customer-payer plus `customer_id` (spec: minimal shape) and the reference's risk signals. */
export const CustomerPayerParams: CustomerPayerParamsSchema = customerPayerParams
export type CustomerPayerParams = typeof CustomerPayerParams.Type
