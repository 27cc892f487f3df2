/** The `paymentMethods` group of the client: its endpoints, declared once. */
import { NonEmptyString } from "../schema/fields"
import { ReferenceObject } from "../schema/marketplace"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./engine/endpoint"

export const reassignPaymentMethod = endpoint({
  operation: "paymentMethods.reassign",
  description: "`paymentMethods.reassign` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PATCH",
  path: "/payment-methods/{payment_method_id}",
  pathParams: { payment_method_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject
})

export const registerAccountUpdater = endpoint({
  operation: "paymentMethods.registerForAccountUpdater",
  description: "`paymentMethods.registerForAccountUpdater` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/payment-methods/account-updater",
  body: OpaqueObject,
  response: ReferenceObject
})

export const retrievePaymentMethod = endpoint({
  operation: "paymentMethods.retrieve",
  description: "`paymentMethods.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/payment-methods/{payment_method_id}",
  pathParams: { payment_method_id: NonEmptyString },
  response: ReferenceObject
})

export const unenrollPaymentMethod = endpoint({
  operation: "paymentMethods.unenroll",
  description: "`paymentMethods.unenroll` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/customers/payment-methods/{payment_method_id}/unenroll",
  pathParams: { payment_method_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false
})
