/**
 * Customers (docs/service-facts.md#customers): the `Customer` resource and the checked bodies of
 * `POST /customers` and `PATCH /customers/{customer_id}`.
 *
 * Length limits differ between the service's pages (C2): only what every page agrees on is checked.
 */
import * as Schema from "effect/Schema"
import { GENDERS } from "./customer-payer"
import { AddressParams } from "./customer-payer-params"
import { Email, NonEmptyString, opt, OptString, Text3To255 } from "./fields"
import { BoundedString, CountryCode, DateString, GrowingEnum, Maybe, OpenEnum, Resource, type Named } from "./shared"

// ---------------------------------------------------------------------------
// Response side (tolerant)
// ---------------------------------------------------------------------------

const customerAddress = Resource({
  address_line_1: OptString,
  address_line_2: OptString,
  building_number_1: OptString,
  building_number_2: OptString,
  city: OptString,
  country: OptString,
  state: OptString,
  zip_code: OptString,
  neighborhood: OptString
})
/** The schema of `CustomerAddress`, by name (see `Named`). */
export interface CustomerAddressSchema extends Named<typeof customerAddress> {}
/** A customer's billing or shipping address, as answered (C2: building numbers too). */
export const CustomerAddress: CustomerAddressSchema = customerAddress
export type CustomerAddress = typeof CustomerAddress.Type

const customerCodec = Resource({
  id: Schema.String,
  merchant_customer_id: OptString,
  merchant_customer_created_at: OptString,
  first_name: OptString,
  last_name: OptString,
  gender: Maybe(OpenEnum(GENDERS)),
  date_of_birth: OptString,
  email: OptString,
  nationality: OptString,
  country: OptString,
  document: Maybe(Resource({ document_number: OptString, document_type: OptString })),
  phone: Maybe(Resource({ country_code: OptString, number: OptString })),
  billing_address: Maybe(CustomerAddress),
  shipping_address: Maybe(CustomerAddress),
  metadata: Maybe(Schema.Array(Resource({ key: OptString, value: OptString }))),
  created_at: OptString,
  updated_at: OptString
})
/** The schema of `Customer`, by name (see `Named`). */
export interface CustomerSchema extends Named<typeof customerCodec> {}
/** The customer resource (C3): the fields sent plus `id`, `created_at`, `updated_at`; unset objects come back `null`. */
export const Customer: CustomerSchema = customerCodec
export type Customer = typeof Customer.Type

// ---------------------------------------------------------------------------
// Request side (known fields checked, unknown ones sent as given)
// ---------------------------------------------------------------------------

const customerAddressParams = Schema.Struct({
  ...AddressParams.fields,
  building_number_1: opt(Schema.String),
  building_number_2: opt(Schema.String)
})
/** The schema of `CustomerAddressParams`, by name (see `Named`). */
export interface CustomerAddressParamsSchema extends Named<typeof customerAddressParams> {}
/** An address in a customer request: the payer address plus `building_number_1` / `_2` (C2). */
export const CustomerAddressParams: CustomerAddressParamsSchema = customerAddressParams
export type CustomerAddressParams = typeof CustomerAddressParams.Type

const customerMetadataParams = Schema.Array(
  Schema.Struct({ key: BoundedString(1, 48), value: Schema.String.check(Schema.isMaxLength(512)) })
).check(Schema.isMaxLength(120, { expected: "at most 120 metadata objects" }))
/** The schema of `CustomerMetadataParams`, by name (see `Named`). */
export interface CustomerMetadataParamsSchema extends Named<typeof customerMetadataParams> {}
/**
 * Customer metadata (C2): `key` ≤ 48, `value` ≤ 512 characters. Pages allow 50 or 120 entries:
 * only more than 120 is refused here, the service decides between the two.
 */
export const CustomerMetadataParams: CustomerMetadataParamsSchema = customerMetadataParams

const customerFields = {
  merchant_customer_id: Text3To255, // C2: the only required field, 3–255
  merchant_customer_created_at: opt(NonEmptyString),
  first_name: opt(Schema.String),
  last_name: opt(Schema.String),
  gender: opt(GrowingEnum(GENDERS)),
  date_of_birth: opt(DateString), // C2: YYYY-MM-DD
  email: opt(Email),
  nationality: opt(CountryCode),
  country: opt(CountryCode), // C2: ISO 3166-1 alpha-2
  document: opt(Schema.Struct({ document_number: opt(NonEmptyString), document_type: opt(NonEmptyString) })),
  phone: opt(Schema.Struct({ country_code: opt(NonEmptyString), number: opt(NonEmptyString) })),
  billing_address: opt(CustomerAddressParams),
  shipping_address: opt(CustomerAddressParams),
  metadata: opt(CustomerMetadataParams)
}

const createCustomerParams = Schema.Struct(customerFields)
/** The schema of `CreateCustomerParams`, by name (see `Named`). */
export interface CreateCustomerParamsSchema extends Named<typeof createCustomerParams> {}
/** Body of `customers.create` (`POST /customers`). */
export const CreateCustomerParams: CreateCustomerParamsSchema = createCustomerParams
export type CreateCustomerParams = typeof CreateCustomerParams.Type

const updateCustomerParams = Schema.Struct({
  ...customerFields,
  merchant_customer_id: opt(Text3To255)
})
/** The schema of `UpdateCustomerParams`, by name (see `Named`). */
export interface UpdateCustomerParamsSchema extends Named<typeof updateCustomerParams> {}
/** Body of `customers.update` (`PATCH /customers/{customer_id}`): any subset of the create fields (C1). */
export const UpdateCustomerParams: UpdateCustomerParamsSchema = updateCustomerParams
export type UpdateCustomerParams = typeof UpdateCustomerParams.Type

const customerLookupQuery = Schema.Struct({ merchant_customer_id: Text3To255 })
/** The schema of `CustomerLookupQuery`, by name (see `Named`). */
export interface CustomerLookupQuerySchema extends Named<typeof customerLookupQuery> {}
/** Query of `customers.retrieveByMerchantCustomerId` (`GET /customers?merchant_customer_id=`). */
export const CustomerLookupQuery: CustomerLookupQuerySchema = customerLookupQuery
export type CustomerLookupQuery = typeof CustomerLookupQuery.Type
