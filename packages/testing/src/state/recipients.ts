/**
 * Recipient onboarding block (spec endpoint 12, gap-facts #22): a blocked recipient
 * onboarding can be unblocked once; unblocking one that is not blocked is 409
 * RECIPIENT_NOT_BLOCKED. The fake has no blocking operation in the API: recipients are
 * seeded blocked (`fake.seed.recipient()`).
 */
import { MESSAGES, reject } from "../errors"
import type { RecipientRecord } from "../store"
import { isoMicros } from "../time"
import { type Env, own } from "./env"

/** POST /recipients/{recipient_id}/onboardings/{onboarding_id}/unblock. */
export const unblockRecipientOnboarding = (env: Env, merchant: string, recipientId: string, onboardingId: string): RecipientRecord => {
  const recipient = own(env.store.recipients, recipientId, merchant)
  if (recipient === undefined) throw reject(404, "RECIPIENT_NOT_FOUND", `Recipient ${recipientId} not found`)
  const onboarding = recipient.onboardings.find((o) => o.id === onboardingId)
  if (onboarding === undefined) throw reject(404, "ONBOARDING_NOT_FOUND", `Onboarding ${onboardingId} not found for this recipient`)
  if (!onboarding.blocked) throw reject(409, "RECIPIENT_NOT_BLOCKED", MESSAGES.RECIPIENT_NOT_BLOCKED)
  const now = env.clock.now()
  onboarding.blocked = false
  onboarding.updatedAt = now
  recipient.updatedAt = now
  return recipient
}

/** The Recipient resource (the fields the spec names, plus the onboardings and their block state). */
export const renderRecipient = (r: RecipientRecord) => ({
  id: r.id,
  account_id: r.accountId,
  merchant_recipient_id: r.merchantRecipientId,
  national_entity: r.nationalEntity,
  first_name: r.firstName,
  last_name: r.lastName,
  email: r.email,
  country: r.country,
  onboardings: r.onboardings.map((o) => ({ id: o.id, status: o.blocked ? "BLOCKED" : "ACTIVE", updated_at: isoMicros(o.updatedAt) })),
  created_at: isoMicros(r.createdAt),
  updated_at: isoMicros(r.updatedAt)
})
