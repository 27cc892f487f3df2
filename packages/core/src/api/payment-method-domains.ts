/** The `paymentMethodDomains` group of the client: its endpoints, declared once. */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "../schema/fields"
import { ReferenceObject } from "../schema/marketplace"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./engine/endpoint"

export const deletePaymentMethodDomain = endpoint({
  operation: "paymentMethodDomains.delete",
  description: "`paymentMethodDomains.delete` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/payment-method-domains/{domain_id}",
  pathParams: { domain_id: NonEmptyString },
  body: OpaqueObject,
  response: Schema.NullOr(ReferenceObject), // the reference answers 204 without a body too
  idempotent: false
})

export const registerPaymentMethodDomain = endpoint({
  operation: "paymentMethodDomains.register",
  description: "`paymentMethodDomains.register` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/payment-methods/domains",
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 201
})

export const retrievePaymentMethodDomain = endpoint({
  operation: "paymentMethodDomains.retrieve",
  description: "`paymentMethodDomains.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/payment-method-domains/{domain_id}",
  pathParams: { domain_id: NonEmptyString },
  response: ReferenceObject
})
