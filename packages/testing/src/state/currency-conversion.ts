/**
 * Currency conversion (docs/fake.md "Currency conversion"): a rate from the fake's fixed table,
 * so a test knows the answer in advance. A rate is the ratio of two currencies' units per US
 * dollar below, rounded to 6 decimal places; the cardholder amount is the amount times the rate,
 * rounded to the currency's 0.01. Nothing is kept: the card data a request may carry is read
 * for nothing and never stored.
 */
import { reject } from "../foundation/errors"
import { isoMicros, uuid } from "../foundation/time"
import type { Env } from "./env"

/** Units of each currency per US dollar: the fake's rate table. */
export const UNITS_PER_USD: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.9,
  GBP: 0.8,
  CAD: 1.35,
  BRL: 5,
  MXN: 17,
  COP: 4000,
  ARS: 900,
  CLP: 900,
  PEN: 3.75,
  UYU: 40,
  INR: 83,
  MYR: 4.5
}

/** How long a rate may be used (`expired_at`), in fake-clock ms. */
export const RATE_VALIDITY_MS = 15 * 60_000

/** The fake's rate from `from` to `to`; undefined for a currency outside the table. */
export const conversionRate = (from: string, to: string): number | undefined => {
  const a = UNITS_PER_USD[from]
  const b = UNITS_PER_USD[to]
  return a === undefined || b === undefined ? undefined : Math.round((b / a) * 1_000_000) / 1_000_000
}

export interface CurrencyConversionBody {
  readonly amount: { readonly value: number; readonly currency: string; readonly currency_conversion?: { readonly cardholder_currency: string } | undefined }
  readonly provider_data: { readonly id: string }
  readonly payment_method?: { readonly vaulted_token?: string | undefined } | undefined
}

/** POST /currency-conversion. Without a cardholder currency the fake converts to USD (docs/fake.md). */
export const convertCurrency = (env: Env, merchant: string, body: CurrencyConversionBody) => {
  const from = body.amount.currency
  const to = body.amount.currency_conversion?.cardholder_currency ?? "USD"
  const rate = conversionRate(from, to)
  if (rate === undefined) {
    const unknown = UNITS_PER_USD[from] === undefined ? `amount.currency ${from}` : `amount.currency_conversion.cardholder_currency ${to}`
    throw reject(400, "INVALID_REQUEST", `${unknown}: no conversion rate for this currency`)
  }
  const token = body.payment_method?.vaulted_token
  if (token !== undefined) {
    const known = [...env.store.customers.values()].some((c) => c.merchant === merchant && c.cards.some((card) => card.vaultedToken === token && card.status === "ENROLLED"))
    if (!known) throw reject(400, "INVALID_REQUEST", `payment_method.vaulted_token: ${token} not found`)
  }
  const now = env.clock.now()
  return {
    id: uuid(),
    amount: {
      value: body.amount.value,
      currency: from,
      currency_conversion: {
        cardholder_currency: to,
        cardholder_amount: Math.round(body.amount.value * rate * 100) / 100,
        rate,
        provider_data: { id: body.provider_data.id, transaction_id: uuid(), response_code: "SUCCEEDED", response_message: "Rate quoted by the fake's table", raw_response: null }
      }
    },
    expired_at: isoMicros(now + RATE_VALIDITY_MS)
  }
}
