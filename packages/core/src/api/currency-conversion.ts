/** The `currencyConversion` group of the client: its endpoints, declared once. */
import { ReferenceObject } from "../schema/marketplace"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./engine/endpoint"

export const conversionRate = endpoint({
  operation: "currencyConversion.retrieve",
  description: "`currencyConversion.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/currency-conversion",
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false
})
