/** Checkout: the payment methods available to a checkout session, and the sessions themselves. */
import type * as Effect from "effect/Effect"
import { routes as api } from "../api/routes.generated"
import type { PayrailApiError } from "../errors"
import type { RequestOptions } from "../http/config"
import type { CheckoutPaymentMethods, CheckoutPaymentMethodsParams } from "../schema/checkout"
import type {
  CheckoutSession,
  CreateCheckoutSessionParams,
  CreatedCheckoutSession,
  UpdateCheckoutSessionParams,
  UpdatedCheckoutSession
} from "../schema/checkout-session"
import { type ClientContext, invoke } from "./invoke"

export interface CheckoutSessionsApi {
  /** `POST /checkout/sessions` → 200; the id comes back as `checkout_session`. A session allows one payment, for 5 hours. */
  readonly create: (body: CreateCheckoutSessionParams, options?: RequestOptions) => Effect.Effect<CreatedCheckoutSession, PayrailApiError>
  /** `GET /checkout/sessions/{checkout_session}`; the id comes back as `id`, with `used`. */
  readonly retrieve: (checkoutSession: string, options?: RequestOptions) => Effect.Effect<CheckoutSession, PayrailApiError>
  /** `PATCH /checkout/sessions/{checkout_session}`: changes only the fields sent. */
  readonly update: (
    checkoutSession: string,
    body: UpdateCheckoutSessionParams,
    options?: RequestOptions
  ) => Effect.Effect<UpdatedCheckoutSession, PayrailApiError>
}

export interface CheckoutApi {
  /** `GET /checkout/sessions/{checkout_session}/payment-methods`, optionally filtered by `category`. */
  readonly paymentMethods: (
    checkoutSession: string,
    params?: CheckoutPaymentMethodsParams,
    options?: RequestOptions
  ) => Effect.Effect<CheckoutPaymentMethods, PayrailApiError>
  readonly sessions: CheckoutSessionsApi
}

export const makeCheckout = (context: ClientContext): CheckoutApi => ({
  paymentMethods: (checkoutSession, params, options) =>
    invoke(context, api.checkout.paymentMethods, {
      params: { checkout_session: checkoutSession },
      query: { category: params?.category },
      options
    }),
  sessions: {
    create: (body, options) => invoke(context, api.checkout.sessions.create, { body, options }),
    retrieve: (checkoutSession, options) =>
      invoke(context, api.checkout.sessions.retrieve, { params: { checkout_session: checkoutSession }, options }),
    update: (checkoutSession, body, options) =>
      invoke(context, api.checkout.sessions.update, { params: { checkout_session: checkoutSession }, body, options })
  }
})
