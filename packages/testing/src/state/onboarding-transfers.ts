/**
 * Onboarding transfers of marketplace recipients: which of a recipient's onboardings is the one
 * in use. `transfer` makes the onboarding in the path (the destination: SUCCEEDED or INACTIVE,
 * unblocked) the recipient's onboarding in use — it becomes SUCCEEDED — and the one in use until
 * then (the origin: the newest other SUCCEEDED or ACTIVE onboarding of the recipient) INACTIVE,
 * as the reference's example shows. Anything else is 400 ONBOARDING_NOT_VALID. `reverseTransfer`
 * moves it back: a new transfer, origin and destination swapped; a transfer reverses once (400
 * ONBOARDING_NOT_VALID after). Each move sends `onboarding.transferred` (the origin) and
 * `onboarding.succeeded` (the destination). Lists answer newest first. Only a recipient with an
 * onboarding in use receives split money (state/split-transfers.ts), so an INACTIVE one stops it.
 */
import { reject } from "../foundation/errors"
import type { OnboardingTransferRecord } from "../foundation/onboarding-transfer-record"
import type { RecipientRecord } from "../foundation/store"
import { isoMicros, uuid } from "../foundation/time"
import { type Env, own } from "./env"
import { onboardingStatus, renderOnboarding, retrieveRecipientOnboarding } from "./recipient-onboardings"
import { renderRecipient } from "./recipients"

type Onboarding = RecipientRecord["onboardings"][number]

const notValid = (message: string) => reject(400, "ONBOARDING_NOT_VALID", message)

const move = (env: Env, merchant: string, recipient: RecipientRecord, origin: Onboarding, destination: Onboarding): OnboardingTransferRecord => {
  const now = env.clock.now()
  origin.status = "INACTIVE"
  origin.updatedAt = now
  destination.status = "SUCCEEDED"
  destination.updatedAt = now
  recipient.updatedAt = now
  const transfer: OnboardingTransferRecord = {
    id: uuid(), merchant, recipientId: recipient.id, originId: origin.id, destinationId: destination.id, reversed: false, createdAt: now, updatedAt: now
  }
  env.store.onboardingTransfers.set(transfer.id, transfer)
  env.notify?.("onboarding.transferred", () => ({ recipient_id: recipient.id, ...renderOnboarding(env, recipient, origin) }))
  env.notify?.("onboarding.succeeded", () => ({ recipient_id: recipient.id, ...renderOnboarding(env, recipient, destination) }))
  return transfer
}

/** POST /recipients/{recipient_id}/onboardings/{onboarding_id}/transfer. */
export const transferOnboarding = (env: Env, merchant: string, recipientId: string, onboardingId: string): OnboardingTransferRecord => {
  const { recipient, onboarding: destination } = retrieveRecipientOnboarding(env, merchant, recipientId, onboardingId)
  const destinationStatus = onboardingStatus(env, recipient, destination)
  if (destinationStatus !== "SUCCEEDED" && destinationStatus !== "INACTIVE") {
    throw notValid(`Only a SUCCEEDED or INACTIVE onboarding can be transferred to; onboarding ${destination.id} is ${destinationStatus}`)
  }
  const inUse = recipient.onboardings
    .filter((o) => o.id !== destination.id && ["SUCCEEDED", "ACTIVE"].includes(onboardingStatus(env, recipient, o)))
    .sort((a, b) => (b.createdAt ?? b.updatedAt) - (a.createdAt ?? a.updatedAt))
  const origin = inUse[0]
  if (origin === undefined) throw notValid(`Recipient ${recipient.id} has no other onboarding in use to transfer from`)
  return move(env, merchant, recipient, origin, destination)
}

/** GET /transfers/{transfer_id}. */
export const retrieveOnboardingTransfer = (env: Env, merchant: string, transferId: string): OnboardingTransferRecord => {
  const transfer = own(env.store.onboardingTransfers, transferId, merchant)
  if (transfer === undefined) throw reject(404, "TRANSFER_NOT_FOUND", `Transfer ${transferId} not found`)
  return transfer
}

/** POST /recipients/onboardings/reverse-transfer/{transfer_id}: a new transfer back. */
export const reverseOnboardingTransfer = (env: Env, merchant: string, transferId: string): OnboardingTransferRecord => {
  const transfer = retrieveOnboardingTransfer(env, merchant, transferId)
  if (transfer.reversed) throw notValid(`Transfer ${transfer.id} is already reversed`)
  const { recipient, onboarding: formerDestination } = retrieveRecipientOnboarding(env, merchant, transfer.recipientId, transfer.destinationId)
  const formerOrigin = retrieveRecipientOnboarding(env, merchant, transfer.recipientId, transfer.originId).onboarding
  if (onboardingStatus(env, recipient, formerOrigin) !== "INACTIVE") {
    throw notValid(`Onboarding ${formerOrigin.id} is ${onboardingStatus(env, recipient, formerOrigin)}; only an INACTIVE one is moved back to`)
  }
  transfer.reversed = true
  transfer.updatedAt = env.clock.now()
  return move(env, merchant, recipient, formerDestination, formerOrigin)
}

/** Newest first: by creation time, the later-made first among equal times (the list is in making order). */
const newestFirst = (transfers: Array<OnboardingTransferRecord>) => transfers.reverse().sort((a, b) => b.createdAt - a.createdAt)

const ofMerchant = (env: Env, merchant: string) => [...env.store.onboardingTransfers.values()].filter((t) => t.merchant === merchant)

/** GET /onboardings/{onboarding_id}/transfers: the transfers from or to the onboarding. */
export const listTransfersOfOnboarding = (env: Env, merchant: string, onboardingId: string): Array<OnboardingTransferRecord> => {
  const known = [...env.store.recipients.values()].some((r) => r.merchant === merchant && r.onboardings.some((o) => o.id === onboardingId))
  if (!known) throw reject(404, "ONBOARDING_NOT_FOUND", `Onboarding ${onboardingId} not found`)
  return newestFirst(ofMerchant(env, merchant).filter((t) => t.originId === onboardingId || t.destinationId === onboardingId))
}

/** GET /recipients/{recipient_id}/transfers. */
export const listTransfersOfRecipient = (env: Env, merchant: string, recipientId: string): Array<OnboardingTransferRecord> => {
  if (own(env.store.recipients, recipientId, merchant) === undefined) throw reject(404, "RECIPIENT_NOT_FOUND", `Recipient ${recipientId} not found`)
  return newestFirst(ofMerchant(env, merchant).filter((t) => t.recipientId === recipientId))
}

/** The recipient as a transfer shows it: the recipient resource without its onboardings. */
const recipientOf = (env: Env, recipient: RecipientRecord) => {
  const { onboardings: _onboardings, ...shown } = renderRecipient(env, recipient)
  return shown
}

/** The OnboardingTransfer resource: both onboardings as they are now, with their recipient. */
export const renderOnboardingTransfer = (env: Env, t: OnboardingTransferRecord) => {
  const recipient = env.store.recipients.get(t.recipientId)
  const side = (id: string) => {
    const o = recipient?.onboardings.find((x) => x.id === id)
    if (recipient === undefined || o === undefined) return null
    return {
      ...renderOnboarding(env, recipient, o),
      recipient: recipientOf(env, recipient)
    }
  }
  return { id: t.id, origin_onboarding: side(t.originId), destination_onboarding: side(t.destinationId), created_at: isoMicros(t.createdAt), updated_at: isoMicros(t.updatedAt) }
}
