/** Checkout: the payment methods available to a checkout session. */
import type * as Effect from "effect/Effect"
import type { PayrailApiError } from "../errors"
import type { RequestOptions } from "../http/config"
import type { Send } from "../http/transport"
import { CheckoutPaymentMethods, type CheckoutPaymentMethodsParams } from "../schema/checkout"
import { Uuid } from "../schema/shared"
import { call } from "./call"

export interface CheckoutApi {
  /** `GET /checkout/sessions/{checkout_session}/payment-methods`, optionally filtered by `category`. */
  readonly paymentMethods: (
    checkoutSession: string,
    params?: CheckoutPaymentMethodsParams,
    options?: RequestOptions
  ) => Effect.Effect<CheckoutPaymentMethods, PayrailApiError>
}

export const makeCheckout = (send: Send): CheckoutApi => ({
  paymentMethods: (checkoutSession, params, options) =>
    call(send, {
      operation: "checkout.paymentMethods",
      method: "GET",
      path: "/checkout/sessions/{checkout_session}/payment-methods",
      params: { checkout_session: { value: checkoutSession, schema: Uuid } },
      query: { category: params?.category },
      retry: "safe",
      response: CheckoutPaymentMethods
    }, options)
})
