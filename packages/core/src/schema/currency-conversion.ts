/**
 * Currency conversion (`POST /currency-conversion`): a provider's rate for paying in the
 * cardholder's currency (dynamic currency conversion), valid until `expired_at` (tolerant).
 */
import * as Schema from "effect/Schema"
import { OptNumber, OptString } from "./fields"
import { Maybe, OpaqueObject, Resource, type Named } from "./shared"

const currencyConversion = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String, // sent back as the payment's amount.currency_conversion.id
    amount: Maybe(
      Resource({
        value: OptNumber,
        currency: OptString,
        currency_conversion: Maybe(
          Resource({
            cardholder_currency: OptString,
            cardholder_amount: OptNumber,
            rate: OptNumber,
            provider_data: Maybe(
              Resource({
                id: OptString,
                transaction_id: OptString,
                response_code: OptString,
                response_message: OptString,
                raw_response: Maybe(OpaqueObject)
              })
            )
          })
        )
      })
    ),
    expired_at: OptString
  }))()
/** The schema of `CurrencyConversion`, by name (see `Named`). */
export interface CurrencyConversionSchema extends Named<typeof currencyConversion> {}
export const CurrencyConversion: CurrencyConversionSchema = currencyConversion
export type CurrencyConversion = typeof CurrencyConversion.Type
