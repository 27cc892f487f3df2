/** Request bodies of payment-method-domain.ts (known fields checked with every bad path named; unknown ones sent as given). */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt } from "./fields"
import { BoundedString, type Named } from "./shared"

const registerPaymentMethodDomainsParams = Schema.Struct({
  account_id: BoundedString(36, 64),
  connection_id: opt(BoundedString(36, 64)),
  payment_method_type: opt(NonEmptyString),
  domains: opt(Schema.Array(Schema.Struct({ url: NonEmptyString })))
})
/** The schema of `RegisterPaymentMethodDomainsParams`, by name (see `Named`). */
export interface RegisterPaymentMethodDomainsParamsSchema extends Named<typeof registerPaymentMethodDomainsParams> {}
/** Body of `paymentMethodDomains.register` (`POST /payment-methods/domains`): the domains one payment method is offered on. */
export const RegisterPaymentMethodDomainsParams: RegisterPaymentMethodDomainsParamsSchema = registerPaymentMethodDomainsParams
export type RegisterPaymentMethodDomainsParams = typeof RegisterPaymentMethodDomainsParams.Type

const deletePaymentMethodDomainParams = Schema.Struct({ reason: opt(Schema.String) })
/** The schema of `DeletePaymentMethodDomainParams`, by name (see `Named`). */
export interface DeletePaymentMethodDomainParamsSchema extends Named<typeof deletePaymentMethodDomainParams> {}
/** Body of `paymentMethodDomains.delete` (`POST /payment-method-domains/{domain_id}`): an optional reason. */
export const DeletePaymentMethodDomainParams: DeletePaymentMethodDomainParamsSchema = deletePaymentMethodDomainParams
export type DeletePaymentMethodDomainParams = typeof DeletePaymentMethodDomainParams.Type
