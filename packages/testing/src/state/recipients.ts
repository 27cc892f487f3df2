/**
 * Marketplace recipients: create, retrieve, update, delete, list (limit/offset). A recipient that
 * a split transfer involves cannot be deleted (409 RECIPIENT_IN_USE). Seeded recipients
 * (`fake.seed.recipient()`) come with one onboarding, blocked unless asked otherwise; their
 * onboardings follow state/recipient-onboardings.ts like any other.
 */
import type { CreateRecipientParams, ListRecipientsQuery, UpdateRecipientParams } from "@payrail/core"
import { reject } from "../foundation/errors"
import type { RecipientRecord } from "../foundation/store"
import { isoMicros, uuid } from "../foundation/time"
import { type Env, own } from "./env"
import { newestFirst, pageByOffset } from "./lists"
import { onboardingStatus, renderOnboarding } from "./recipient-onboardings"

export { unblockRecipientOnboarding } from "./recipient-onboardings"

export const requireRecipient = (env: Env, merchant: string, recipientId: string): RecipientRecord => {
  const recipient = own(env.store.recipients, recipientId, merchant)
  if (recipient === undefined) throw reject(404, "RECIPIENT_NOT_FOUND", `Recipient ${recipientId} not found`)
  return recipient
}

export const createRecipient = (env: Env, merchant: string, params: CreateRecipientParams): RecipientRecord => {
  const now = env.clock.now()
  const { onboardings: _onboardings, ...fields } = params
  const recipient: RecipientRecord = {
    id: uuid(), merchant, accountId: params.account_id, merchantRecipientId: params.merchant_recipient_id,
    nationalEntity: params.national_entity, firstName: params.first_name, lastName: params.last_name,
    email: params.email ?? "", country: params.country, onboardings: [], fields: { ...fields }, createdAt: now, updatedAt: now
  }
  env.store.recipients.set(recipient.id, recipient)
  return recipient
}

export const retrieveRecipient = requireRecipient

/** Only the fields sent change. */
export const updateRecipient = (env: Env, merchant: string, recipientId: string, patch: UpdateRecipientParams): RecipientRecord => {
  const recipient = requireRecipient(env, merchant, recipientId)
  const { onboarding_id: _onboardingId, onboardings: _onboardings, ...fields } = patch
  recipient.fields = { ...recipient.fields, ...fields }
  recipient.updatedAt = env.clock.now()
  return recipient
}

export const deleteRecipient = (env: Env, merchant: string, recipientId: string): void => {
  const recipient = requireRecipient(env, merchant, recipientId)
  for (const t of env.store.splitTransfers.values()) {
    if (t.recipientId === recipient.id) throw reject(409, "RECIPIENT_IN_USE", `Recipient ${recipientId} has split transfers`)
  }
  env.store.recipients.delete(recipient.id)
}

export const listRecipients = (env: Env, merchant: string, query: ListRecipientsQuery) => {
  const all = newestFirst([...env.store.recipients.values()]).filter(
    (r) =>
      r.merchant === merchant &&
      (query.national_entity === undefined || r.nationalEntity === query.national_entity) &&
      (query.country === undefined || r.country === query.country)
  )
  return pageByOffset(all, query.limit ?? 20, query.offset ?? 0, (r) => renderRecipient(env, r))
}

/** The Recipient resource: the created fields as patched, its onboardings, and its own fields. */
export const renderRecipient = (env: Env, r: RecipientRecord) => ({
  ...r.fields,
  id: r.id,
  account_id: r.accountId,
  merchant_recipient_id: (r.fields?.merchant_recipient_id as string | undefined) ?? r.merchantRecipientId,
  national_entity: r.nationalEntity,
  first_name: (r.fields?.first_name as string | undefined) ?? r.firstName,
  last_name: (r.fields?.last_name as string | undefined) ?? r.lastName,
  email: (r.fields?.email as string | undefined) ?? r.email,
  country: r.country,
  onboardings: r.onboardings.map((o) =>
    o.fields === undefined ? { id: o.id, status: onboardingStatus(env, r, o), updated_at: isoMicros(o.updatedAt) } : renderOnboarding(env, r, o)
  ),
  created_at: isoMicros(r.createdAt),
  updated_at: isoMicros(r.updatedAt)
})
