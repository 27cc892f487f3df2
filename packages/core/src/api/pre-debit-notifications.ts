/** The `preDebitNotifications` group of the client: its endpoints, declared once. */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "../schema/fields"
import { ReferenceObject } from "../schema/marketplace"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./engine/endpoint"

export const createPreDebitNotification = endpoint({
  operation: "preDebitNotifications.create",
  description: "`preDebitNotifications.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/predebit-notify",
  body: OpaqueObject,
  response: ReferenceObject,
  successStatus: 201
})

export const listPreDebitNotifications = endpoint({
  operation: "preDebitNotifications.listByMerchantReference",
  description: "`preDebitNotifications.listByMerchantReference` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/predebit-notify",
  response: Schema.Unknown
})

export const retrievePreDebitNotification = endpoint({
  operation: "preDebitNotifications.retrieve",
  description: "`preDebitNotifications.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/predebit-notify/{pre_debit_notification_id}",
  pathParams: { pre_debit_notification_id: NonEmptyString },
  response: ReferenceObject
})
