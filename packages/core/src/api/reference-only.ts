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
  method: "POST",
  path: "/customers/sessions/{customer_session}/payment-methods",
  pathParams: { customer_session: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  doc: { call: "customerSessions.paymentMethods.enroll(customerSession, body, opts?)", returns: "ReferenceObject" }
})

export const listCheckoutEnrollablePaymentMethods = endpoint({
  operation: "customerSessions.paymentMethods.list",
  method: "GET",
  path: "/checkout/customers/sessions/{customer_session}/payment-methods",
  pathParams: { customer_session: NonEmptyString },
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "customerSessions.paymentMethods.list(customerSession, opts?)", returns: "unknown" }
})

export const createCustomerSession = endpoint({
  operation: "customerSessions.create",
  method: "POST",
  path: "/customers/sessions",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  doc: { call: "customerSessions.create(body, opts?)", returns: "ReferenceObject" }
})

export const retrievePaymentMethod = endpoint({
  operation: "paymentMethods.retrieve",
  method: "GET",
  path: "/payment-methods/{payment_method_id}",
  pathParams: { payment_method_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "paymentMethods.retrieve(paymentMethodId, opts?)", returns: "ReferenceObject" }
})

export const unenrollPaymentMethod = endpoint({
  operation: "paymentMethods.unenroll",
  method: "POST",
  path: "/customers/payment-methods/{payment_method_id}/unenroll",
  pathParams: { payment_method_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  doc: { call: "paymentMethods.unenroll(paymentMethodId, opts?)", returns: "ReferenceObject" }
})

export const reassignPaymentMethod = endpoint({
  operation: "paymentMethods.reassign",
  method: "PATCH",
  path: "/payment-methods/{payment_method_id}",
  pathParams: { payment_method_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  doc: { call: "paymentMethods.reassign(paymentMethodId, body, opts?)", returns: "ReferenceObject" }
})

export const registerAccountUpdater = endpoint({
  operation: "paymentMethods.registerForAccountUpdater",
  method: "POST",
  path: "/payment-methods/account-updater",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "paymentMethods.registerForAccountUpdater(body, opts?)", returns: "ReferenceObject" }
})

export const createPlan = endpoint({
  operation: "plans.create",
  method: "POST",
  path: "/plans",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  doc: { call: "plans.create(body, opts?)", returns: "ReferenceObject" }
})

export const listPlans = endpoint({
  operation: "plans.list",
  method: "GET",
  path: "/plans",
  pathParams: {},
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "plans.list(opts?)", returns: "unknown" }
})

export const retrievePlan = endpoint({
  operation: "plans.retrieve",
  method: "GET",
  path: "/plans/{plan_id}",
  pathParams: { plan_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "plans.retrieve(planId, opts?)", returns: "ReferenceObject" }
})

export const cancelPlan = endpoint({
  operation: "plans.cancel",
  method: "POST",
  path: "/plans/{plan_id}/status",
  pathParams: { plan_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  doc: { call: "plans.cancel(planId, body, opts?)", returns: "ReferenceObject" }
})

export const listIssuers = endpoint({
  operation: "issuers.list",
  method: "GET",
  path: "/issuers",
  pathParams: {},
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "issuers.list(opts?)", returns: "unknown" }
})

export const conversionRate = endpoint({
  operation: "currencyConversion.retrieve",
  method: "POST",
  path: "/currency-conversion",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  doc: { call: "currencyConversion.retrieve(body, opts?)", returns: "ReferenceObject" }
})

export const createToken = endpoint({
  operation: "tokens.create",
  method: "POST",
  path: "/tokens",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  doc: { call: "tokens.create(body, opts?)", returns: "ReferenceObject" }
})

export const createSessionToken = endpoint({
  operation: "checkout.sessions.createToken",
  method: "POST",
  path: "/checkout/sessions/{checkout_session}/token",
  pathParams: { checkout_session: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  doc: { call: "checkout.sessions.createToken(checkoutSession, body, opts?)", returns: "ReferenceObject" }
})

export const createCryptogram = endpoint({
  operation: "networkTokens.createCryptogram",
  method: "POST",
  path: "/network-tokens/cryptograms",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "networkTokens.createCryptogram(body, opts?)", returns: "ReferenceObject" }
})

export const apmInstallments = endpoint({
  operation: "installmentPlans.apmInstallments",
  method: "POST",
  path: "/apm-installments",
  pathParams: {},
  body: OpaqueObject,
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  doc: { call: "installmentPlans.apmInstallments(body, opts?)", returns: "unknown" }
})
