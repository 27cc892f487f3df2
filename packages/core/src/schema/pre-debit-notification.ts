/**
 * Pre-debit notifications (`/predebit-notify`): the notice a customer must get before a mandate
 * debit (UPI Autopay), as answered (tolerant).
 */
import * as Schema from "effect/Schema"
import { OptString } from "./fields"
import { Money } from "./money"
import { Maybe, OpaqueObject, OpenEnum, Resource, type Named } from "./shared"

/** SENT: delivered; REJECTED: the provider refused it; ERROR: it could not be relayed. */
export const PRE_DEBIT_NOTIFICATION_STATUSES = ["SENT", "REJECTED", "ERROR"] as const

const preDebitNotification = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String,
    account_id: OptString,
    status: Maybe(OpenEnum(PRE_DEBIT_NOTIFICATION_STATUSES)),
    merchant_reference: OptString,
    description: OptString,
    amount: Maybe(Money), // the value is text in the reference
    billing_date: OptString,
    billing_sequence_number: OptString,
    origin_payment_id: OptString,
    provider_data: Maybe(
      Resource({
        id: OptString,
        connection_id: OptString,
        provider_transaction_id: OptString,
        provider_notification_id: OptString,
        raw_request: Maybe(OpaqueObject),
        raw_response: Maybe(OpaqueObject)
      })
    ),
    created_at: OptString,
    updated_at: OptString
  }))()
/** The schema of `PreDebitNotification`, by name (see `Named`). */
export interface PreDebitNotificationSchema extends Named<typeof preDebitNotification> {}
export const PreDebitNotification: PreDebitNotificationSchema = preDebitNotification
export type PreDebitNotification = typeof PreDebitNotification.Type
