/**
 * A recipient's onboardings. Created PREVIOUSLY_ONBOARDED, an onboarding has SUCCEEDED at once;
 * ONE_STEP_ONBOARDING is PENDING for one minute of the fake clock, then SUCCEEDED;
 * TWO_STEP_ONBOARDING stays PENDING until `continue`. Block and unblock toggle BLOCKED (409
 * RECIPIENT_ALREADY_BLOCKED / RECIPIENT_NOT_BLOCKED), cancel ends it (409
 * RECIPIENT_ALREADY_CANCELLED). Every change sends `onboarding.<status>`. Only a recipient with a
 * SUCCEEDED, unblocked onboarding receives split money (state/split-transfers.ts).
 */
import type {
  ContinueRecipientOnboardingParams,
  CreateRecipientOnboardingParams,
  UpdateRecipientOnboardingParams
} from "@payrail/core"
import { MESSAGES, reject } from "../foundation/errors"
import type { RecipientRecord } from "../foundation/store"
import { isoMicros, uuid } from "../foundation/time"
import { type Env, own } from "./env"

type Onboarding = RecipientRecord["onboardings"][number]

/** How long a one-step onboarding stays PENDING on the fake clock. */
export const ONE_STEP_ONBOARDING_MS = 60_000

const recipientOf = (env: Env, merchant: string, recipientId: string): RecipientRecord => {
  const recipient = own(env.store.recipients, recipientId, merchant)
  if (recipient === undefined) throw reject(404, "RECIPIENT_NOT_FOUND", `Recipient ${recipientId} not found`)
  return recipient
}

const onboardingOf = (env: Env, merchant: string, recipientId: string, onboardingId: string) => {
  const recipient = recipientOf(env, merchant, recipientId)
  const onboarding = recipient.onboardings.find((o) => o.id === onboardingId)
  if (onboarding === undefined) throw reject(404, "ONBOARDING_NOT_FOUND", `Onboarding ${onboardingId} not found for this recipient`)
  settle(env, recipient, onboarding)
  return { recipient, onboarding }
}

const notify = (env: Env, recipient: RecipientRecord, onboarding: Onboarding, event: string) =>
  env.notify?.(`onboarding.${event}`, () => ({ recipient_id: recipient.id, ...renderOnboarding(env, recipient, onboarding) }))

/** A one-step onboarding past its time has SUCCEEDED (read lazily, and by its timer). */
const settle = (env: Env, recipient: RecipientRecord, o: Onboarding) => {
  // Stryker disable next-line ConditionalExpression: only a PENDING one-step onboarding has a settleAt; settling and cancelling (the moves out of PENDING it allows) delete it
  if (o.status === "PENDING" && o.settleAt !== undefined && env.clock.now() >= o.settleAt) {
    o.status = "SUCCEEDED"
    o.updatedAt = o.settleAt
    delete o.settleAt
    if (!o.blocked) notify(env, recipient, o, "succeeded")
  }
}

/** An onboarding's status: BLOCKED while blocked; a seeded one without a status is ACTIVE. */
export const onboardingStatus = (env: Env, recipient: RecipientRecord, o: Onboarding): string => {
  settle(env, recipient, o)
  return o.blocked ? "BLOCKED" : o.status ?? "ACTIVE"
}

/** True when the recipient may receive split money: an unblocked onboarding that has SUCCEEDED (or a seeded ACTIVE one). */
export const canReceiveTransfers = (env: Env, recipient: RecipientRecord): boolean =>
  recipient.onboardings.some((o) => ["SUCCEEDED", "ACTIVE"].includes(onboardingStatus(env, recipient, o)))

const touch = (env: Env, recipient: RecipientRecord, o: Onboarding) => {
  const now = env.clock.now()
  o.updatedAt = now
  recipient.updatedAt = now
}

export const createRecipientOnboarding = (
  env: Env,
  merchant: string,
  recipientId: string,
  params: CreateRecipientOnboardingParams
): { readonly recipient: RecipientRecord; readonly onboarding: Onboarding } => {
  const recipient = recipientOf(env, merchant, recipientId)
  const now = env.clock.now()
  const status = params.type === "PREVIOUSLY_ONBOARDED" ? "SUCCEEDED" : "PENDING"
  const onboarding: Onboarding = { id: uuid(), blocked: false, status, fields: { ...params }, createdAt: now, updatedAt: now }
  if (params.type === "ONE_STEP_ONBOARDING") {
    onboarding.settleAt = now + ONE_STEP_ONBOARDING_MS
    env.clock.schedule(onboarding.settleAt, `onboarding ${onboarding.id} succeeds`, () => settle(env, recipient, onboarding))
  }
  recipient.onboardings.push(onboarding)
  recipient.updatedAt = now
  notify(env, recipient, onboarding, status.toLowerCase())
  return { recipient, onboarding }
}

export const retrieveRecipientOnboarding = (env: Env, merchant: string, recipientId: string, onboardingId: string) =>
  onboardingOf(env, merchant, recipientId, onboardingId)

export const updateRecipientOnboarding = (
  env: Env,
  merchant: string,
  recipientId: string,
  onboardingId: string,
  patch: UpdateRecipientOnboardingParams
) => {
  const found = onboardingOf(env, merchant, recipientId, onboardingId)
  found.onboarding.fields = { ...found.onboarding.fields, ...patch }
  touch(env, found.recipient, found.onboarding)
  return found
}

const requireNotCancelled = (o: Onboarding) => {
  if (o.status === "CANCELLED") throw reject(409, "RECIPIENT_ALREADY_CANCELLED", "The onboarding is cancelled")
}

export const blockRecipientOnboarding = (env: Env, merchant: string, recipientId: string, onboardingId: string): RecipientRecord => {
  const { recipient, onboarding } = onboardingOf(env, merchant, recipientId, onboardingId)
  requireNotCancelled(onboarding)
  if (onboarding.blocked) throw reject(409, "RECIPIENT_ALREADY_BLOCKED", "The onboarding is already blocked")
  onboarding.blocked = true
  touch(env, recipient, onboarding)
  notify(env, recipient, onboarding, "blocked")
  return recipient
}

/** POST /recipients/{recipient_id}/onboardings/{onboarding_id}/unblock (also `recipients.unblockOnboarding`). */
export const unblockRecipientOnboarding = (env: Env, merchant: string, recipientId: string, onboardingId: string): RecipientRecord => {
  const { recipient, onboarding } = onboardingOf(env, merchant, recipientId, onboardingId)
  if (!onboarding.blocked) throw reject(409, "RECIPIENT_NOT_BLOCKED", MESSAGES.RECIPIENT_NOT_BLOCKED)
  onboarding.blocked = false
  touch(env, recipient, onboarding)
  notify(env, recipient, onboarding, "unblocked")
  return recipient
}

export const cancelRecipientOnboarding = (env: Env, merchant: string, recipientId: string, onboardingId: string): RecipientRecord => {
  const { recipient, onboarding } = onboardingOf(env, merchant, recipientId, onboardingId)
  requireNotCancelled(onboarding)
  onboarding.status = "CANCELLED"
  onboarding.blocked = false
  delete onboarding.settleAt
  touch(env, recipient, onboarding)
  notify(env, recipient, onboarding, "cancelled")
  return recipient
}

/** The second step of a two-step onboarding: it SUCCEEDS. Any other onboarding answers 400 ONBOARDING_NOT_VALID. */
export const continueRecipientOnboarding = (
  env: Env,
  merchant: string,
  recipientId: string,
  onboardingId: string,
  params: ContinueRecipientOnboardingParams
) => {
  const found = onboardingOf(env, merchant, recipientId, onboardingId)
  const o = found.onboarding
  if (o.fields?.type !== "TWO_STEP_ONBOARDING" || o.status !== "PENDING" || o.blocked) {
    throw reject(400, "ONBOARDING_NOT_VALID", `Only a pending, unblocked two-step onboarding continues (this one is ${onboardingStatus(env, found.recipient, o)})`)
  }
  o.fields = { ...o.fields, ...params, type: "TWO_STEP_ONBOARDING" }
  o.status = "SUCCEEDED"
  touch(env, found.recipient, o)
  notify(env, found.recipient, o, "succeeded")
  return found
}

/** The onboarding resource: its fields as created and patched, with its id and status. */
export const renderOnboarding = (env: Env, recipient: RecipientRecord, o: Onboarding) => {
  const { account_id: _accountId, ...fields } = o.fields ?? {}
  const provider = (fields.provider as Record<string, unknown> | undefined) ?? {}
  return {
    ...fields,
    id: o.id,
    status: onboardingStatus(env, recipient, o),
    provider: { ...provider, onboarding_url: null, redirect_url: null },
    requirements: [],
    created_at: isoMicros(o.createdAt ?? o.updatedAt),
    updated_at: isoMicros(o.updatedAt)
  }
}
