/** Request bodies of payment-method-domain.ts (known fields checked with every bad path named; unknown ones sent as given). */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt } from "./fields"
import { BoundedString } from "./shared"

/** Body of `paymentMethodDomains.register` (`POST /payment-methods/domains`): the domains one payment method is offered on. */
export const RegisterPaymentMethodDomainsParams = Schema.Struct({
  account_id: BoundedString(36, 64),
  connection_id: opt(BoundedString(36, 64)),
  payment_method_type: opt(NonEmptyString),
  domains: opt(Schema.Array(Schema.Struct({ url: NonEmptyString })))
})
export type RegisterPaymentMethodDomainsParams = typeof RegisterPaymentMethodDomainsParams.Type

/** Body of `paymentMethodDomains.delete` (`POST /payment-method-domains/{domain_id}`): an optional reason. */
export const DeletePaymentMethodDomainParams = Schema.Struct({ reason: opt(Schema.String) })
export type DeletePaymentMethodDomainParams = typeof DeletePaymentMethodDomainParams.Type
