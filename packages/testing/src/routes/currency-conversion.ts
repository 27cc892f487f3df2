/** Currency conversion: a rate from the fake's fixed table (state/currency-conversion.ts). */
import { api } from "@payrail/core/api"
import { convertCurrency } from "../state/currency-conversion"
import { type GroupTable, handler } from "./route"

export const currencyConversionHandlers = {
  "currencyConversion.retrieve": handler(api.currencyConversion.retrieve, { handle: (ctx) => convertCurrency(ctx.env, ctx.merchant, ctx.body) })
} satisfies GroupTable<"currencyConversion">
