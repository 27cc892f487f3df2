/** The `customerSessions` group of the client: its endpoints, declared once. */
import { CustomerSession, EnrollablePaymentMethodList } from "../schema/customer-session"
import { CreateCustomerSessionParams, EnrollSessionPaymentMethodParams } from "../schema/customer-session-params"
import { EnrolledPaymentMethod } from "../schema/enrollment"
import { NonEmptyString } from "../schema/fields"
import { endpoint } from "./engine/endpoint"

export const createCustomerSession = endpoint({
  operation: "customerSessions.create",
  description: "Creates a customer session.",
  method: "POST",
  path: "/customers/sessions",
  body: CreateCustomerSessionParams,
  response: CustomerSession,
  successStatus: 201
})

export const enrollCheckoutPaymentMethod = endpoint({
  operation: "customerSessions.paymentMethods.enroll",
  description: "Enrolls a payment method through a customer session.",
  method: "POST",
  path: "/customers/sessions/{customer_session}/payment-methods",
  pathParams: { customer_session: NonEmptyString },
  body: EnrollSessionPaymentMethodParams,
  response: EnrolledPaymentMethod,
  successStatus: 201
})

export const listCheckoutEnrollablePaymentMethods = endpoint({
  operation: "customerSessions.paymentMethods.list",
  description: "Lists the payment methods a customer session can enroll.",
  method: "GET",
  path: "/checkout/customers/sessions/{customer_session}/payment-methods",
  pathParams: { customer_session: NonEmptyString },
  response: EnrollablePaymentMethodList,
  unwrap: "payment_methods"
})
