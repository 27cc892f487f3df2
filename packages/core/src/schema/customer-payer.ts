/**
 * Customer payer family: who pays (identity, contact, browser, addresses), as returned
 * on a payment and as sent in a request (docs/service-facts.md#customer-payer).
 */
import * as Schema from "effect/Schema"
import { OptBoolean, OptString } from "./fields"
import { Maybe, OpenEnum, Resource, type Named } from "./shared"
import { GENDERS } from "./lists"
export { GENDERS } from "./lists"


const addressCodec = Resource({
  address_line_1: OptString,
  address_line_2: OptString,
  country: OptString,
  state: OptString,
  city: OptString,
  zip_code: OptString,
  neighborhood: OptString
})
/** The schema of `Address`, by name (see `Named`). */
export interface AddressSchema extends Named<typeof addressCodec> {}
/** Billing or shipping address of a customer payer. */
export const Address: AddressSchema = addressCodec
export type Address = typeof Address.Type

const browserInfo = Resource({
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
/** The schema of `BrowserInfo`, by name (see `Named`). */
export interface BrowserInfoSchema extends Named<typeof browserInfo> {}
/** Browser information of a customer payer (3DS); the spec gives no field types, numbers may come as text. */
export const BrowserInfo: BrowserInfoSchema = browserInfo
export type BrowserInfo = typeof BrowserInfo.Type

const customerPayer = Resource({
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
/** The schema of `CustomerPayer`, by name (see `Named`). */
export interface CustomerPayerSchema extends Named<typeof customerPayer> {}
/** The customer payer of a payment. */
export const CustomerPayer: CustomerPayerSchema = customerPayer
export type CustomerPayer = typeof CustomerPayer.Type
