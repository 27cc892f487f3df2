/** Checkout sessions and their payment methods (spec endpoint 1, gap-facts-2 D). */
import { CheckoutPaymentMethodsParams } from "@payrail/core"
import { invalidRequest } from "../errors"
import { listPaymentMethods } from "../state/checkout"
import { createSession, renderSession, requireSession, updateSession } from "../state/sessions"
import { decodeOrReject } from "../validate"
import { ok, type Route, type RouteContext, uuidParam } from "./route"

const bodyOf = (ctx: RouteContext): Record<string, unknown> => (ctx.body ?? {}) as Record<string, unknown>

export const checkoutRoutes: ReadonlyArray<Route> = [
  {
    name: "checkout.paymentMethods",
    method: "GET",
    pattern: "/checkout/sessions/:checkout_session/payment-methods",
    handle: (ctx) => {
      const session = uuidParam(ctx, "checkout_session")
      const query = decodeOrReject(CheckoutPaymentMethodsParams, Object.fromEntries(ctx.query), (m) => invalidRequest(...m))
      return ok(listPaymentMethods(ctx.env, ctx.merchant, session, query.category))
    }
  },
  {
    name: "checkout.sessions.create",
    method: "POST",
    pattern: "/checkout/sessions",
    handle: (ctx) => ok(renderSession(createSession(ctx.env, ctx.merchant, bodyOf(ctx)), "create")) // gap-facts-2 D1: 200
  },
  {
    name: "checkout.sessions.retrieve",
    method: "GET",
    pattern: "/checkout/sessions/:checkout_session",
    handle: (ctx) => ok(renderSession(requireSession(ctx.env, ctx.merchant, uuidParam(ctx, "checkout_session")), "retrieve"))
  },
  {
    name: "checkout.sessions.update",
    method: "PATCH",
    pattern: "/checkout/sessions/:checkout_session",
    handle: (ctx) =>
      ok(renderSession(updateSession(ctx.env, ctx.merchant, uuidParam(ctx, "checkout_session"), bodyOf(ctx)), "retrieve"))
  }
]
