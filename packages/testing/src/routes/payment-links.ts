/** Payment links and payouts. */
import { api } from "@payrail/core/api"
import { cancelPaymentLink, createPaymentLink, renderPaymentLink, retrievePaymentLink } from "../state/payment-links"
import { createPayout, listPayoutsByMerchantReference, renderPayout, retrievePayout } from "../state/payouts"
import { handler } from "./route"

export const paymentLinkHandlers = [
  handler(api.paymentLinks.create, { handle: (ctx) => renderPaymentLink(createPaymentLink(ctx.env, ctx.merchant, ctx.body)) }),
  handler(api.paymentLinks.retrieve, { handle: (ctx) => renderPaymentLink(retrievePaymentLink(ctx.env, ctx.merchant, ctx.params.code)) }),
  handler(api.paymentLinks.cancel, { handle: (ctx) => renderPaymentLink(cancelPaymentLink(ctx.env, ctx.merchant, ctx.params.code)) })
]

export const payoutHandlers = [
  handler(api.payouts.create, { handle: (ctx) => renderPayout(createPayout(ctx.env, ctx.merchant, ctx.body)) }),
  handler(api.payouts.retrieve, { handle: (ctx) => renderPayout(retrievePayout(ctx.env, ctx.merchant, ctx.params.payout_id)) }),
  handler(api.payouts.listByMerchantReference, {
    handle: (ctx) => listPayoutsByMerchantReference(ctx.env, ctx.merchant, ctx.query.merchant_reference).map(renderPayout)
  })
]
