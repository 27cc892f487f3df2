/**
 * `additional_data` of a payment request (the spec and the service's reference): order, airline,
 * seller. Known fields are checked; unknown ones are sent as given (src/api/engine/check.ts). In a module
 * of its own so a bundle that only decodes responses or webhooks leaves it out.
 */
import * as Schema from "effect/Schema"
import { Email, opt } from "./fields"
import { AmountValue, CountryCode, CurrencyCode, DateString, OpaqueObject, type Named } from "./shared"

const RequestMoney = AmountValue // docs/service-facts.md#amount-scale: major units, multiple of 0.0001

const additionalDataParams = Schema.Struct({
  airline: opt(
    Schema.Struct({
      pnr: opt(Schema.String),
      type: opt(Schema.String), // the reference: ONE_WAY, ROUNDTRIP, MULTIPLE_DESTINATIONS
      legs: opt(
        Schema.Array(
          Schema.Struct({
            passenger_id: opt(Schema.String),
            departure_airport: opt(Schema.String),
            departure_airport_country: opt(Schema.String),
            departure_airport_city: opt(Schema.String),
            arrival_airport_country: opt(Schema.String),
            arrival_airport_city: opt(Schema.String),
            order: opt(Schema.Int),
            route_order: opt(Schema.Int),
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
            id: opt(Schema.String),
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
            passenger_id: opt(Schema.String),
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
      tip_amount: opt(Schema.Union([RequestMoney, Schema.String])), // the reference types it as text
      taxes: opt(
        Schema.Array(
          Schema.Struct({
            type: Schema.String, // the reference: VAT, AIRPORT_TAX, ... (open)
            tax_base: opt(RequestMoney),
            value: RequestMoney,
            percentage: opt(Schema.Finite)
          })
        )
      ),
      shipping: opt(
        Schema.Struct({
          type: opt(Schema.String), // the reference: STANDARD, EXPRESS, ... (open)
          description: opt(Schema.String),
          carrier: opt(Schema.String),
          deliver_at: opt(Schema.String)
        })
      ),
      discounts: opt(Schema.Array(Schema.Struct({ id: opt(Schema.String), name: opt(Schema.String), unit_amount: RequestMoney }))),
      tickets: opt(Schema.Array(OpaqueObject)), // event tickets: shape kept as sent
      account_funding: opt(OpaqueObject), // sender / beneficiary of an account funding
      sales_channel: opt(Schema.String),
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
            manufacture_part_number: opt(Schema.String),
            url: opt(Schema.String),
            image_url: opt(Schema.String.check(Schema.isBetweenLength(3, 512))) // the reference: 3 to 512 chars
          })
        )
      )
    })
  ),
  transportations: opt(Schema.Array(OpaqueObject)), // ground and sea travel: shape kept as sent
  seller_details: opt(
    Schema.Struct({
      name: opt(Schema.String),
      email: opt(Schema.String),
      reference: opt(Schema.String),
      website: opt(Schema.String),
      industry: opt(Schema.String), // the reference lists industries; the list is open
      merchant_category_code: opt(Schema.String),
      country: opt(Schema.String),
      document: opt(OpaqueObject),
      phone: opt(OpaqueObject),
      address: opt(OpaqueObject)
    })
  )
})
/** The schema of `AdditionalDataParams`, by name (see `Named`). */
export interface AdditionalDataParamsSchema extends Named<typeof additionalDataParams> {}
/** `additional_data` in a request: airline, order, seller_details (children as the spec lists them, all optional). */
export const AdditionalDataParams: AdditionalDataParamsSchema = additionalDataParams
export type AdditionalDataParams = typeof AdditionalDataParams.Type
