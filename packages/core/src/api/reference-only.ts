/**
 * Operations of the service's reference the SDK declares and types loosely (an open JSON object in,
 * the answer as sent out) without a model of their resources yet. The fake answers each with 501
 * NOT_MODELLED until a test scripts an answer (`fake.stub(operation, answer)`, docs/fake-stubs.md).
 */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "../schema/fields"
import { ReferenceObject } from "../schema/marketplace"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./endpoint"

export const enrollCheckoutPaymentMethod = endpoint({
  operation: "customerSessions.paymentMethods.enroll",
  description: "`customerSessions.paymentMethods.enroll` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/customers/sessions/{customer_session}/payment-methods",
  pathParams: { customer_session: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const listCheckoutEnrollablePaymentMethods = endpoint({
  operation: "customerSessions.paymentMethods.list",
  description: "`customerSessions.paymentMethods.list` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/checkout/customers/sessions/{customer_session}/payment-methods",
  pathParams: { customer_session: NonEmptyString },
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "unknown"
})

export const createCustomerSession = endpoint({
  operation: "customerSessions.create",
  description: "`customerSessions.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/customers/sessions",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const retrievePaymentMethod = endpoint({
  operation: "paymentMethods.retrieve",
  description: "`paymentMethods.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/payment-methods/{payment_method_id}",
  pathParams: { payment_method_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const unenrollPaymentMethod = endpoint({
  operation: "paymentMethods.unenroll",
  description: "`paymentMethods.unenroll` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/customers/payment-methods/{payment_method_id}/unenroll",
  pathParams: { payment_method_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const reassignPaymentMethod = endpoint({
  operation: "paymentMethods.reassign",
  description: "`paymentMethods.reassign` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PATCH",
  path: "/payment-methods/{payment_method_id}",
  pathParams: { payment_method_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const registerAccountUpdater = endpoint({
  operation: "paymentMethods.registerForAccountUpdater",
  description: "`paymentMethods.registerForAccountUpdater` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/payment-methods/account-updater",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const createPlan = endpoint({
  operation: "plans.create",
  description: "`plans.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/plans",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const listPlans = endpoint({
  operation: "plans.list",
  description: "`plans.list` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/plans",
  pathParams: {},
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "unknown"
})

export const retrievePlan = endpoint({
  operation: "plans.retrieve",
  description: "`plans.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/plans/{plan_id}",
  pathParams: { plan_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const cancelPlan = endpoint({
  operation: "plans.cancel",
  description: "`plans.cancel` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/plans/{plan_id}/status",
  pathParams: { plan_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const listIssuers = endpoint({
  operation: "issuers.list",
  description: "`issuers.list` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/issuers",
  pathParams: {},
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "unknown"
})

export const conversionRate = endpoint({
  operation: "currencyConversion.retrieve",
  description: "`currencyConversion.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/currency-conversion",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const createToken = endpoint({
  operation: "tokens.create",
  description: "`tokens.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/tokens",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const createSessionToken = endpoint({
  operation: "checkout.sessions.createToken",
  description: "`checkout.sessions.createToken` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/checkout/sessions/{checkout_session}/token",
  pathParams: { checkout_session: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const createCryptogram = endpoint({
  operation: "networkTokens.createCryptogram",
  description: "`networkTokens.createCryptogram` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/network-tokens/cryptograms",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const apmInstallments = endpoint({
  operation: "installmentPlans.apmInstallments",
  description: "`installmentPlans.apmInstallments` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/apm-installments",
  pathParams: {},
  body: OpaqueObject,
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "unknown"
})
