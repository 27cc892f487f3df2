/** A merchant's vaulted payment methods by id, whichever customer holds them (state/vaulted-payment-methods.ts). */
import { api } from "@payrail/core/api"
import { reassignHeldCard, registerForAccountUpdater, renderHeldCard, requireHeldCard, unenrollHeldCard } from "../state/vaulted-payment-methods"
import { type GroupTable, handler } from "./route"

export const paymentMethodHandlers = {
  "paymentMethods.retrieve": handler(api.paymentMethods.retrieve, {
    handle: (ctx) => renderHeldCard(ctx.env, requireHeldCard(ctx.env, ctx.merchant, ctx.params.payment_method_id))
  }),
  "paymentMethods.unenroll": handler(api.paymentMethods.unenroll, {
    handle: (ctx) => renderHeldCard(ctx.env, unenrollHeldCard(ctx.env, ctx.merchant, ctx.params.payment_method_id))
  }),
  "paymentMethods.reassign": handler(api.paymentMethods.reassign, {
    handle: (ctx) => renderHeldCard(ctx.env, reassignHeldCard(ctx.env, ctx.merchant, ctx.params.payment_method_id, ctx.body.customer_id))
  }),
  "paymentMethods.registerForAccountUpdater": handler(api.paymentMethods.registerForAccountUpdater, {
    handle: (ctx) => registerForAccountUpdater(ctx.env, ctx.merchant, ctx.body)
  })
} satisfies GroupTable<"paymentMethods">
