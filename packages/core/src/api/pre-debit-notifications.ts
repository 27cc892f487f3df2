/** The `preDebitNotifications` group of the client: its endpoints, declared once. */
import { NonEmptyString } from "../schema/fields"
import { PreDebitNotification } from "../schema/pre-debit-notification"
import { CreatePreDebitNotificationParams, PreDebitNotificationLookupQuery } from "../schema/pre-debit-notification-params"
import { endpoint } from "./engine/endpoint"

export const createPreDebitNotification = endpoint({
  operation: "preDebitNotifications.create",
  description: "Creates a pre-debit notification.",
  method: "POST",
  path: "/predebit-notify",
  body: CreatePreDebitNotificationParams,
  response: PreDebitNotification,
  successStatus: 201
})

export const listPreDebitNotifications = endpoint({
  operation: "preDebitNotifications.listByMerchantReference",
  description: "Retrieves the pre-debit notification of a merchant reference.",
  method: "GET",
  path: "/predebit-notify",
  query: PreDebitNotificationLookupQuery,
  response: PreDebitNotification
})

export const retrievePreDebitNotification = endpoint({
  operation: "preDebitNotifications.retrieve",
  description: "Retrieves a pre-debit notification.",
  method: "GET",
  path: "/predebit-notify/{pre_debit_notification_id}",
  pathParams: { pre_debit_notification_id: NonEmptyString },
  response: PreDebitNotification
})
