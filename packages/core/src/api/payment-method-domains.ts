/** The `paymentMethodDomains` group of the client: its endpoints, declared once. */
import { NonEmptyString } from "../schema/fields"
import { PaymentMethodDomain, PaymentMethodDomainRegistration } from "../schema/payment-method-domain"
import { DeletePaymentMethodDomainParams, RegisterPaymentMethodDomainsParams } from "../schema/payment-method-domain-params"
import { endpoint } from "./engine/endpoint"

export const deletePaymentMethodDomain = endpoint({
  operation: "paymentMethodDomains.delete",
  description: "Deletes a payment-method domain (Apple Pay and similar).",
  method: "POST",
  path: "/payment-method-domains/{domain_id}",
  pathParams: { domain_id: NonEmptyString },
  body: DeletePaymentMethodDomainParams,
  idempotent: false,
  successStatus: 204
})

export const registerPaymentMethodDomain = endpoint({
  operation: "paymentMethodDomains.register",
  description: "Registers a payment-method domain (Apple Pay and similar).",
  method: "POST",
  path: "/payment-methods/domains",
  body: RegisterPaymentMethodDomainsParams,
  response: PaymentMethodDomainRegistration,
  idempotent: false,
  successStatus: 202
})

export const retrievePaymentMethodDomain = endpoint({
  operation: "paymentMethodDomains.retrieve",
  description: "Retrieves a payment-method domain (Apple Pay and similar).",
  method: "GET",
  path: "/payment-method-domains/{domain_id}",
  pathParams: { domain_id: NonEmptyString },
  response: PaymentMethodDomain
})
