/**
 * Customer payer family: who pays (identity, contact, browser, addresses), as returned
 * on a payment and as sent in a request (gap-facts #4).
 */
import * as Schema from "effect/Schema"
import { Email, NonEmptyString, opt, OptBoolean, OptString, OptUnknown } from "./fields"
import { CountryCode, DateString, Maybe, OpaqueObject, OpenEnum, Resource } from "./shared"

/** gap-facts #4: customer_payer `gender` values. */
export const GENDERS = ["M", "F", "NB", "NA", "NK", "U"] as const

/** A number or its text form (the spec gives no type for these browser_info fields). */
const NumberOrText = Schema.Union([Schema.Finite, Schema.String])

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

// ---------------------------------------------------------------------------
// Request side (strict)
// ---------------------------------------------------------------------------

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
  customer_id: opt(NonEmptyString), // spec: id of an existing customer, minimal shape
  id: opt(NonEmptyString),
  merchant_customer_id: opt(NonEmptyString),
  first_name: opt(Schema.String),
  last_name: opt(Schema.String),
  gender: opt(Schema.Literals(GENDERS)), // gap-facts #4
  date_of_birth: opt(DateString),
  email: opt(Email),
  nationality: opt(CountryCode),
  ip_address: opt(NonEmptyString),
  device_fingerprints: opt(Schema.Array(Schema.Union([NonEmptyString, OpaqueObject]))), // item shape not shown
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
  document: opt(Schema.Struct({ document_type: opt(NonEmptyString), document_number: opt(NonEmptyString) })),
  phone: opt(Schema.Struct({ number: opt(NonEmptyString), country_code: opt(NonEmptyString) })),
  billing_address: opt(AddressParams),
  shipping_address: opt(AddressParams)
})
export type CustomerPayerParams = typeof CustomerPayerParams.Type
