/** Checkout payment methods (spec endpoint 1). */
import { CheckoutPaymentMethodsParams } from "@payrail/core"
import { invalidRequest } from "../errors"
import { listPaymentMethods } from "../state/checkout"
import { decodeOrReject } from "../validate"
import { ok, type Route, uuidParam } from "./route"

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
  }
]
