/** Payment links: create, retrieve, cancel. */
import { api } from "@payrail/core/api"
import { cancelPaymentLink, createPaymentLink, renderPaymentLink, retrievePaymentLink } from "../state/payment-links"
import { type GroupTable, handler } from "./route"

export const paymentLinkHandlers = {
  "paymentLinks.create": handler(api.paymentLinks.create, { handle: (ctx) => renderPaymentLink(createPaymentLink(ctx.env, ctx.merchant, ctx.body)) }),
  "paymentLinks.retrieve": handler(api.paymentLinks.retrieve, { handle: (ctx) => renderPaymentLink(retrievePaymentLink(ctx.env, ctx.merchant, ctx.params.code)) }),
  "paymentLinks.cancel": handler(api.paymentLinks.cancel, { handle: (ctx) => renderPaymentLink(cancelPaymentLink(ctx.env, ctx.merchant, ctx.params.code)) })
} satisfies GroupTable<"paymentLinks">
