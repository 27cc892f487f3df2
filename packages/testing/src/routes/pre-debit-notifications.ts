/** Pre-debit notifications: create (a reused merchant_reference answers the existing one), retrieve, look up by merchant reference. */
import { api } from "@payrail/core/api"
import {
  createPreDebitNotification,
  preDebitNotificationByReference,
  renderPreDebitNotification,
  retrievePreDebitNotification
} from "../state/pre-debit-notifications"
import { type GroupTable, handler } from "./route"

export const preDebitNotificationHandlers = {
  "preDebitNotifications.create": handler(api.preDebitNotifications.create, {
    handle: (ctx) => renderPreDebitNotification(createPreDebitNotification(ctx.env, ctx.merchant, ctx.body))
  }),
  "preDebitNotifications.retrieve": handler(api.preDebitNotifications.retrieve, {
    handle: (ctx) => renderPreDebitNotification(retrievePreDebitNotification(ctx.env, ctx.merchant, ctx.params.pre_debit_notification_id))
  }),
  "preDebitNotifications.listByMerchantReference": handler(api.preDebitNotifications.listByMerchantReference, {
    handle: (ctx) => renderPreDebitNotification(preDebitNotificationByReference(ctx.env, ctx.merchant, ctx.query.merchant_reference))
  })
} satisfies GroupTable<"preDebitNotifications">
