/**
 * Pre-debit notifications (docs/fake.md "Pre-debit notifications"): the notice a customer gets
 * before a mandate debit. The fake relays every notification at once (status SENT); a reused
 * `merchant_reference` answers the notification already made with it, unchanged.
 */
import { reject } from "../foundation/errors"
import { isoMicros, uuid } from "../foundation/time"
import { type Env, own } from "./env"
import type { PreDebitNotificationRecord } from "../foundation/proxy-and-reporting-records"
export type { PreDebitNotificationRecord }

/** What create reads of its body (checked by the router against core's declaration). */
export interface CreatePreDebitNotificationBody {
  readonly account_id: string
  readonly merchant_reference: string
  readonly description?: string | undefined
  readonly amount: { readonly currency: string; readonly value: number }
  readonly billing_date: string
  readonly billing_sequence_number?: string | undefined
  readonly origin_payment_id?: string | undefined
  readonly provider_data?: { readonly id?: string | undefined; readonly connection_id?: string | undefined } | undefined
}


const byReference = (env: Env, merchant: string, reference: string): PreDebitNotificationRecord | undefined =>
  [...env.store.preDebitNotifications.values()].find((n) => n.merchant === merchant && n.merchantReference === reference)

/** POST /predebit-notify. */
export const createPreDebitNotification = (env: Env, merchant: string, body: CreatePreDebitNotificationBody): PreDebitNotificationRecord => {
  const existing = byReference(env, merchant, body.merchant_reference)
  if (existing !== undefined) return existing
  const origin = body.origin_payment_id
  // the debit follows a mandate the merchant made with a payment of its own: an unknown one is refused
  if (origin !== undefined && own(env.store.payments, origin, merchant) === undefined) {
    throw reject(400, "INVALID_REQUEST", `origin_payment_id: payment ${origin} not found`)
  }
  const now = env.clock.now()
  const record: PreDebitNotificationRecord = {
    id: uuid(),
    merchant,
    accountId: body.account_id,
    merchantReference: body.merchant_reference,
    description: body.description ?? null,
    currency: body.amount.currency,
    value: body.amount.value,
    billingDate: body.billing_date,
    billingSequenceNumber: body.billing_sequence_number ?? null,
    originPaymentId: origin ?? null,
    providerId: body.provider_data?.id ?? null,
    connectionId: body.provider_data?.connection_id ?? null,
    providerNotificationId: uuid(),
    status: "SENT",
    createdAt: now,
    updatedAt: now
  }
  env.store.preDebitNotifications.set(record.id, record)
  return record
}

const notFound = (what: string) => reject(404, "NOT_FOUND", `Pre-debit notification ${what} not found`)

/** GET /predebit-notify/{id}. */
export const retrievePreDebitNotification = (env: Env, merchant: string, id: string): PreDebitNotificationRecord =>
  own(env.store.preDebitNotifications, id, merchant) ?? (() => { throw notFound(id) })()

/** GET /predebit-notify?merchant_reference=: the one notification made with it. */
export const preDebitNotificationByReference = (env: Env, merchant: string, reference: string): PreDebitNotificationRecord =>
  byReference(env, merchant, reference) ?? (() => { throw notFound(`with merchant_reference ${reference}`) })()

/** The PreDebitNotification resource (the amount's value is text, as in the reference). */
export const renderPreDebitNotification = (n: PreDebitNotificationRecord) => ({
  id: n.id,
  account_id: n.accountId,
  status: n.status,
  merchant_reference: n.merchantReference,
  description: n.description,
  amount: { currency: n.currency, value: String(n.value) },
  billing_date: n.billingDate,
  billing_sequence_number: n.billingSequenceNumber,
  origin_payment_id: n.originPaymentId,
  provider_data: {
    id: n.providerId,
    connection_id: n.connectionId,
    provider_transaction_id: null,
    provider_notification_id: n.providerNotificationId,
    raw_request: null,
    raw_response: null
  },
  created_at: isoMicros(n.createdAt),
  updated_at: isoMicros(n.updatedAt)
})
