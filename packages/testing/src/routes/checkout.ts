/** Checkout: a session's payment methods (docs/service-facts.md#checkout-sessions) and the sessions themselves (docs/service-facts.md#checkout-sessions). */
import { api } from "@payrail/core/api"
import { listPaymentMethods } from "../state/checkout"
import { createSession, renderSession, requireSession, updateSession } from "../state/sessions"
import { handler } from "./route"

export const checkoutHandlers = [
  handler(api.checkout.paymentMethods, {
    handle: (ctx) => listPaymentMethods(ctx.env, ctx.merchant, ctx.params.checkout_session, ctx.query.category)
  }),
  handler(api.checkout.sessions.create, { handle: (ctx) => renderSession(createSession(ctx.env, ctx.merchant, ctx.body), "create") }),
  handler(api.checkout.sessions.retrieve, {
    handle: (ctx) => renderSession(requireSession(ctx.env, ctx.merchant, ctx.params.checkout_session), "retrieve")
  }),
  handler(api.checkout.sessions.update, {
    handle: (ctx) => renderSession(updateSession(ctx.env, ctx.merchant, ctx.params.checkout_session, ctx.body), "retrieve")
  })
]
