/** Request body of currency-conversion.ts (known fields checked with every bad path named; unknown ones sent as given). */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt } from "./fields"
import { AmountValue, BoundedString, CurrencyCode, GrowingEnum, Uuid, type Named } from "./shared"

/** The providers the reference lists for conversion rates. */
export const CURRENCY_CONVERSION_PROVIDERS = ["CIBC", "MERCADO_PAGO"] as const

const currencyConversionRateParams = Schema.Struct({
  account_id: Uuid,
  amount: Schema.Struct({
    value: AmountValue,
    currency: CurrencyCode,
    currency_conversion: opt(Schema.Struct({ cardholder_currency: CurrencyCode }))
  }),
  provider_data: Schema.Struct({ id: GrowingEnum(CURRENCY_CONVERSION_PROVIDERS) }),
  payment_method: opt(
    Schema.Struct({
      token: opt(NonEmptyString),
      vaulted_token: opt(NonEmptyString),
      card: opt(
        Schema.Struct({
          card_data: Schema.Struct({
            number: Schema.String.check(Schema.isMinLength(8)),
            expiration_month: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 12 })),
            expiration_year: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
            holder_name: BoundedString(3, 26)
          })
        })
      )
    })
  )
})
/** The schema of `CurrencyConversionRateParams`, by name (see `Named`). */
export interface CurrencyConversionRateParamsSchema extends Named<typeof currencyConversionRateParams> {}
/**
 * Body of `currencyConversion.retrieve` (`POST /currency-conversion`): the amount, the
 * cardholder's currency and the provider; the card by token, vaulted token or (PCI merchants)
 * card data, whose number is a secret.
 */
export const CurrencyConversionRateParams: CurrencyConversionRateParamsSchema = currencyConversionRateParams
export type CurrencyConversionRateParams = typeof CurrencyConversionRateParams.Type
