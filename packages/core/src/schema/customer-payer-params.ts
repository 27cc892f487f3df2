/**
 * Request bodies of customer-payer.ts (strict: excess keys refused, every bad path named), in a module of
 * their own so a bundle that only decodes responses or webhooks leaves them out.
 */
import * as Schema from "effect/Schema"
import { Email, NonEmptyString, opt } from "./fields"
import { CountryCode, DateString, OpaqueObject } from "./shared"
import { GENDERS, Address } from "./customer-payer"

/** A number or its text form (the spec gives no type for these browser_info fields). */
const NumberOrText = Schema.Union([Schema.Finite, Schema.String])

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
