/** Payouts: create, retrieve, list by merchant reference. */
import { api } from "@payrail/core/api"
import { createPayout, listPayoutsByMerchantReference, renderPayout, retrievePayout } from "../state/payouts"
import { type GroupTable, handler } from "./route"

export const payoutHandlers = {
  "payouts.create": handler(api.payouts.create, { handle: (ctx) => renderPayout(createPayout(ctx.env, ctx.merchant, ctx.body)) }),
  "payouts.retrieve": handler(api.payouts.retrieve, { handle: (ctx) => renderPayout(retrievePayout(ctx.env, ctx.merchant, ctx.params.payout_id)) }),
  "payouts.listByMerchantReference": handler(api.payouts.listByMerchantReference, {
    handle: (ctx) => listPayoutsByMerchantReference(ctx.env, ctx.merchant, ctx.query.merchant_reference).map(renderPayout)
  })
} satisfies GroupTable<"payouts">
