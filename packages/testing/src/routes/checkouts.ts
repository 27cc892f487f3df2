/** The checkout builder: checkouts, their lifecycle and configuration (state/checkouts.ts). */
import { api } from "@payrail/core/api"
import {
  createCheckout,
  listCheckouts,
  publishCheckout,
  renderCheckout,
  renderCheckoutConfiguration,
  requireCheckout,
  updateCheckoutLifecycle
} from "../state/checkouts"
import { type GroupTable, handler } from "./route"

export const checkoutBuilderHandlers = {
  "checkouts.create": handler(api.checkouts.create, { handle: (ctx) => renderCheckout(createCheckout(ctx.env, ctx.merchant, ctx.body)) }),
  "checkouts.list": handler(api.checkouts.list, { handle: (ctx) => listCheckouts(ctx.env, ctx.merchant, ctx.query) }),
  "checkouts.retrieve": handler(api.checkouts.retrieve, {
    handle: (ctx) => renderCheckoutConfiguration(requireCheckout(ctx.env, ctx.merchant, ctx.params.checkout_code))
  }),
  "checkouts.publish": handler(api.checkouts.publish, {
    handle: (ctx) => renderCheckoutConfiguration(publishCheckout(ctx.env, ctx.merchant, ctx.params.checkout_code, ctx.body))
  }),
  "checkouts.updateLifecycle": handler(api.checkouts.updateLifecycle, {
    handle: (ctx) => renderCheckout(updateCheckoutLifecycle(ctx.env, ctx.merchant, ctx.params.checkout_code, ctx.body))
  })
} satisfies GroupTable<"checkouts">
