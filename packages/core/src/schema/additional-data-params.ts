/**
 * Request bodies of additional-data.ts (strict: excess keys refused, every bad path named), in a module of
 * their own so a bundle that only decodes responses or webhooks leaves them out.
 */
import * as Schema from "effect/Schema"
import { Email, opt } from "./fields"
import { AmountValue, CountryCode, CurrencyCode, DateString, OpaqueObject } from "./shared"

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
