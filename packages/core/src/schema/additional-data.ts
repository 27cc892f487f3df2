/**
 * Additional data family: airline (legs, passengers, tickets), order (items) and seller
 * details, as returned and as sent (children of seller_details are not shown: opaque).
 */
import * as Schema from "effect/Schema"
import { Email, NonEmptyString, opt, OptBoolean, OptNumber, OptString, OptUnknown, PositiveInt } from "./fields"
import { AmountValue, CountryCode, CurrencyCode, DateString, Maybe, OpaqueObject, Resource } from "./shared"

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

// ---------------------------------------------------------------------------
// Request side (strict)
// ---------------------------------------------------------------------------

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
