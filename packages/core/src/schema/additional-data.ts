/**
 * Additional data family: airline (legs, passengers, tickets), order (items) and seller
 * details, as returned and as sent (children of seller_details are not shown: opaque).
 */
import * as Schema from "effect/Schema"
import { OptBoolean, OptNumber, OptString, OptUnknown } from "./fields"
import { Maybe, OpaqueObject, Resource, type Named } from "./shared"

const airlineLeg = Resource({
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
/** The schema of `AirlineLeg`, by name (see `Named`). */
export interface AirlineLegSchema extends Named<typeof airlineLeg> {}
/** A flight leg of `additional_data.airline`. */
export const AirlineLeg: AirlineLegSchema = airlineLeg
export type AirlineLeg = typeof AirlineLeg.Type

const airlinePassenger = Resource({
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
/** The schema of `AirlinePassenger`, by name (see `Named`). */
export interface AirlinePassengerSchema extends Named<typeof airlinePassenger> {}
/** A passenger of `additional_data.airline`. */
export const AirlinePassenger: AirlinePassengerSchema = airlinePassenger
export type AirlinePassenger = typeof AirlinePassenger.Type

const airlineTicket = Resource({
  ticket_number: OptString,
  e_ticket: OptBoolean,
  restricted: OptBoolean,
  total_fare_amount: OptNumber,
  total_tax_amount: OptNumber,
  total_fee_amount: OptNumber,
  issue: OptUnknown // spec: children not shown
})
/** The schema of `AirlineTicket`, by name (see `Named`). */
export interface AirlineTicketSchema extends Named<typeof airlineTicket> {}
/** A ticket of `additional_data.airline`. */
export const AirlineTicket: AirlineTicketSchema = airlineTicket
export type AirlineTicket = typeof AirlineTicket.Type

const orderItem = Resource({
  id: OptString,
  name: OptString,
  quantity: OptNumber,
  unit_amount: OptNumber,
  category: OptString,
  brand: OptString,
  sku_code: OptString,
  manufacture_part_number: OptString
})
/** The schema of `OrderItem`, by name (see `Named`). */
export interface OrderItemSchema extends Named<typeof orderItem> {}
/** An item of `additional_data.order`. */
export const OrderItem: OrderItemSchema = orderItem
export type OrderItem = typeof OrderItem.Type

const additionalData = Resource({
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
/** The schema of `AdditionalData`, by name (see `Named`). */
export interface AdditionalDataSchema extends Named<typeof additionalData> {}
/** `additional_data` of a payment: airline, order and seller details. */
export const AdditionalData: AdditionalDataSchema = additionalData
export type AdditionalData = typeof AdditionalData.Type
