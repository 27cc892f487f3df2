/** The `paymentMethods` group of the client: its endpoints, declared once. */
import { AccountUpdaterRegistration, EnrolledPaymentMethod } from "../schema/enrollment"
import { ReassignPaymentMethodParams, RegisterAccountUpdaterParams } from "../schema/enrollment-params"
import { NonEmptyString } from "../schema/fields"
import { endpoint } from "./engine/endpoint"

export const reassignPaymentMethod = endpoint({
  operation: "paymentMethods.reassign",
  description: "Moves a vaulted payment method to another customer.",
  method: "PATCH",
  path: "/payment-methods/{payment_method_id}",
  pathParams: { payment_method_id: NonEmptyString },
  body: ReassignPaymentMethodParams,
  response: EnrolledPaymentMethod
})

export const registerAccountUpdater = endpoint({
  operation: "paymentMethods.registerForAccountUpdater",
  description: "Registers vaulted cards for the account updater.",
  method: "POST",
  path: "/payment-methods/account-updater",
  body: RegisterAccountUpdaterParams,
  response: AccountUpdaterRegistration
})

export const retrievePaymentMethod = endpoint({
  operation: "paymentMethods.retrieve",
  description: "Retrieves a vaulted payment method.",
  method: "GET",
  path: "/payment-methods/{payment_method_id}",
  pathParams: { payment_method_id: NonEmptyString },
  response: EnrolledPaymentMethod
})

export const unenrollPaymentMethod = endpoint({
  operation: "paymentMethods.unenroll",
  description: "Unenrolls a vaulted payment method; a later payment with it is refused.",
  method: "POST",
  path: "/customers/payment-methods/{payment_method_id}/unenroll",
  pathParams: { payment_method_id: NonEmptyString },
  response: EnrolledPaymentMethod,
  idempotent: false
})
