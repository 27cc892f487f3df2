/** Checkout: a session's one-time token (state/one-time-tokens.ts), a session's payment methods (docs/service-facts.md#checkout-sessions) and the sessions themselves (docs/service-facts.md#checkout-sessions). */
import { api } from "@payrail/core/api"
import { listPaymentMethods } from "../state/checkout"
import { createSessionToken, renderSessionToken } from "../state/one-time-tokens"
import { createSession, renderSession, requireSession, updateSession } from "../state/sessions"
import { type GroupTable, handler } from "./route"

export const checkoutHandlers = {
  "checkout.paymentMethods": handler(api.checkout.paymentMethods, {
    handle: (ctx) => listPaymentMethods(ctx.env, ctx.merchant, ctx.params.checkout_session, ctx.query.category)
  }),
  "checkout.sessions.create": handler(api.checkout.sessions.create, { handle: (ctx) => renderSession(createSession(ctx.env, ctx.merchant, ctx.body), "create") }),
  "checkout.sessions.retrieve": handler(api.checkout.sessions.retrieve, {
    handle: (ctx) => renderSession(requireSession(ctx.env, ctx.merchant, ctx.params.checkout_session), "retrieve")
  }),
  "checkout.sessions.update": handler(api.checkout.sessions.update, {
    handle: (ctx) => renderSession(updateSession(ctx.env, ctx.merchant, ctx.params.checkout_session, ctx.body), "retrieve")
  }),
  "checkout.sessions.createToken": handler(api.checkout.sessions.createToken, {
    handle: (ctx) => renderSessionToken(createSessionToken(ctx.env, ctx.merchant, ctx.params.checkout_session, ctx.body))
  })
} satisfies GroupTable<"checkout">
