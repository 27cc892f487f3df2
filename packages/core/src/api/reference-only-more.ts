/**
 * More operations of the service's reference declared and typed loosely (an open JSON object in,
 * the answer as sent out): pre-debit notifications, transaction reporting, payment-method domains,
 * meters, connections, routing, the PCI proxy, checkout builder and sellers. The fake answers each
 * with 501 NOT_MODELLED until a test scripts an answer (`fake.stub`, docs/fake-rest-of-api.md).
 */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "../schema/fields"
import { ReferenceObject } from "../schema/marketplace"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./endpoint"

export const createPreDebitNotification = endpoint({
  operation: "preDebitNotifications.create",
  description: "`preDebitNotifications.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/predebit-notify",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const retrievePreDebitNotification = endpoint({
  operation: "preDebitNotifications.retrieve",
  description: "`preDebitNotifications.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/predebit-notify/{pre_debit_notification_id}",
  pathParams: { pre_debit_notification_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const listPreDebitNotifications = endpoint({
  operation: "preDebitNotifications.listByMerchantReference",
  description: "`preDebitNotifications.listByMerchantReference` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/predebit-notify",
  pathParams: {},
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "unknown"
})

export const reportTransactions = endpoint({
  operation: "reporting.transactions",
  description: "`reporting.transactions` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/reporting/transactions",
  pathParams: {},
  body: OpaqueObject,
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "unknown"
})

export const registerPaymentMethodDomain = endpoint({
  operation: "paymentMethodDomains.register",
  description: "`paymentMethodDomains.register` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/payment-methods/domains",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 201,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const retrievePaymentMethodDomain = endpoint({
  operation: "paymentMethodDomains.retrieve",
  description: "`paymentMethodDomains.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/payment-method-domains/{domain_id}",
  pathParams: { domain_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const deletePaymentMethodDomain = endpoint({
  operation: "paymentMethodDomains.delete",
  description: "`paymentMethodDomains.delete` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/payment-method-domains/{domain_id}",
  pathParams: { domain_id: NonEmptyString },
  body: OpaqueObject,
  response: Schema.NullOr(ReferenceObject), // the reference answers 204 without a body too
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject or null"
})

export const createMeter = endpoint({
  operation: "meters.create",
  description: "`meters.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/subscriptions/meters",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const listMeters = endpoint({
  operation: "meters.list",
  description: "`meters.list` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/subscriptions/meters",
  pathParams: {},
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "unknown"
})

export const retrieveMeter = endpoint({
  operation: "meters.retrieve",
  description: "`meters.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/subscriptions/meters/{meter_id}",
  pathParams: { meter_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const updateMeter = endpoint({
  operation: "meters.update",
  description: "`meters.update` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PATCH",
  path: "/subscriptions/meters/{meter_id}",
  pathParams: { meter_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const reportUsageEvent = endpoint({
  operation: "meters.reportUsage",
  description: "`meters.reportUsage` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/subscriptions/meters/events",
  pathParams: {},
  body: OpaqueObject,
  response: Schema.Unknown,
  idempotent: true,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "unknown"
})

export const attachMeterToPlan = endpoint({
  operation: "meters.attachToPlan",
  description: "`meters.attachToPlan` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/subscriptions/plans/{plan_id}/meters",
  pathParams: { plan_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const listPlanMeters = endpoint({
  operation: "meters.listOfPlan",
  description: "`meters.listOfPlan` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/subscriptions/plans/{plan_id}/meters",
  pathParams: { plan_id: NonEmptyString },
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "unknown"
})

export const updatePlanMeter = endpoint({
  operation: "meters.updateOfPlan",
  description: "`meters.updateOfPlan` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PATCH",
  path: "/subscriptions/plans/{plan_id}/meters/{meter_id}",
  pathParams: { plan_id: NonEmptyString, meter_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})
