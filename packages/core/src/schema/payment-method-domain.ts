/**
 * Payment-method domains (Apple Pay and the like): a registered domain, and the answer of
 * registering several (tolerant).
 */
import * as Schema from "effect/Schema"
import { OptString } from "./fields"
import { Maybe, OpenEnum, Resource, type Named } from "./shared"

export const PAYMENT_METHOD_DOMAIN_STATUSES = ["REGISTERED"] as const

const paymentMethodDomain = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String,
    account_id: OptString,
    domain: OptString,
    payment_method: OptString,
    status: Maybe(OpenEnum(PAYMENT_METHOD_DOMAIN_STATUSES)),
    created_at: OptString,
    updated_at: OptString
  }))()
/** The schema of `PaymentMethodDomain`, by name (see `Named`). */
export interface PaymentMethodDomainSchema extends Named<typeof paymentMethodDomain> {}
export const PaymentMethodDomain: PaymentMethodDomainSchema = paymentMethodDomain
export type PaymentMethodDomain = typeof PaymentMethodDomain.Type

const paymentMethodDomainRegistration = /* @__PURE__ */ (() =>
  Resource({
    account_id: OptString,
    payment_method: OptString,
    domains: Maybe(Schema.Array(PaymentMethodDomain))
  }))()
/** The schema of `PaymentMethodDomainRegistration`, by name (see `Named`). */
export interface PaymentMethodDomainRegistrationSchema extends Named<typeof paymentMethodDomainRegistration> {}
/** `paymentMethodDomains.register` (202): the account, the payment method, and each domain as registered. */
export const PaymentMethodDomainRegistration: PaymentMethodDomainRegistrationSchema = paymentMethodDomainRegistration
export type PaymentMethodDomainRegistration = typeof PaymentMethodDomainRegistration.Type

