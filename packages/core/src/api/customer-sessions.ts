/** The `customerSessions` group of the client: its endpoints, declared once. */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "../schema/fields"
import { ReferenceObject } from "../schema/marketplace"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./engine/endpoint"

export const createCustomerSession = endpoint({
  operation: "customerSessions.create",
  description: "`customerSessions.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/customers/sessions",
  body: OpaqueObject,
  response: ReferenceObject,
  successStatus: 201
})

export const enrollCheckoutPaymentMethod = endpoint({
  operation: "customerSessions.paymentMethods.enroll",
  description: "`customerSessions.paymentMethods.enroll` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/customers/sessions/{customer_session}/payment-methods",
  pathParams: { customer_session: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  successStatus: 201
})

export const listCheckoutEnrollablePaymentMethods = endpoint({
  operation: "customerSessions.paymentMethods.list",
  description: "`customerSessions.paymentMethods.list` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/checkout/customers/sessions/{customer_session}/payment-methods",
  pathParams: { customer_session: NonEmptyString },
  response: Schema.Unknown
})
