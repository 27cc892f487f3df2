/** Checkout endpoints: a session's payment methods (docs/service-facts.md#checkout-sessions) and the sessions themselves (docs/service-facts.md#checkout-sessions). */
import { CheckoutPaymentMethods, CheckoutPaymentMethodsParams, CheckoutSessionId } from "../schema/checkout"
import {
  CheckoutSession,
  CreateCheckoutSessionParams,
  CreatedCheckoutSession,
  UpdateCheckoutSessionParams,
  UpdatedCheckoutSession
} from "../schema/checkout-session"
import { NonEmptyString } from "../schema/fields"
import { OneTimeToken } from "../schema/token"
import { CreateSessionTokenParams } from "../schema/token-params"
import { endpoint } from "./engine/endpoint"

export const paymentMethods = endpoint({
  operation: "checkout.paymentMethods",
  description: "The payment methods available to a checkout session, optionally filtered by `category`.",
  method: "GET",
  path: "/checkout/sessions/{checkout_session}/payment-methods",
  pathParams: { checkout_session: CheckoutSessionId },
  query: CheckoutPaymentMethodsParams,
  response: CheckoutPaymentMethods
})

export const createSession = endpoint({
  operation: "checkout.sessions.create",
  description: "Creates a checkout session; its id comes back as `checkout_session`. A session allows one payment, for 5 hours.",
  method: "POST",
  path: "/checkout/sessions",
  body: CreateCheckoutSessionParams,
  response: CreatedCheckoutSession,
  idempotent: false,
  successStatus: 200 // D1: 200, not 201
})

export const retrieveSession = endpoint({
  operation: "checkout.sessions.retrieve",
  description: "Retrieves a checkout session; its id comes back as `id`, with `used`.",
  method: "GET",
  path: "/checkout/sessions/{checkout_session}",
  pathParams: { checkout_session: CheckoutSessionId },
  response: CheckoutSession
})

export const updateSession = endpoint({
  operation: "checkout.sessions.update",
  description: "Updates a checkout session: changes only the fields sent.",
  method: "PATCH",
  path: "/checkout/sessions/{checkout_session}",
  pathParams: { checkout_session: CheckoutSessionId },
  body: UpdateCheckoutSessionParams,
  response: UpdatedCheckoutSession,
  retry: "safe" // the same partial update applied twice leaves the same session
})

export const createSessionToken = endpoint({
  operation: "checkout.sessions.createToken",
  description: "Creates a one-time token for a checkout session.",
  method: "POST",
  path: "/checkout/sessions/{checkout_session}/token",
  pathParams: { checkout_session: NonEmptyString },
  body: CreateSessionTokenParams,
  response: OneTimeToken,
  idempotent: false,
  successStatus: 201
})
