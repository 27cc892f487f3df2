/** The `currencyConversion` group of the client: its endpoints, declared once. */
import { CurrencyConversion } from "../schema/currency-conversion"
import { CurrencyConversionRateParams } from "../schema/currency-conversion-params"
import { endpoint } from "./engine/endpoint"

export const conversionRate = endpoint({
  operation: "currencyConversion.retrieve",
  description: "Retrieves the conversion of an amount to another currency.",
  method: "POST",
  path: "/currency-conversion",
  body: CurrencyConversionRateParams,
  response: CurrencyConversion,
  idempotent: false
})
