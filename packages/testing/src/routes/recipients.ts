/** Recipient onboarding unblock (spec endpoint 12). */
import { api } from "@payrail/core/api"
import { renderRecipient, unblockRecipientOnboarding } from "../state/recipients"
import { handler } from "./route"

export const recipientHandlers = [
  handler(api.recipients.onboardings.unblock, {
    handle: (ctx) => renderRecipient(unblockRecipientOnboarding(ctx.env, ctx.merchant, ctx.params.recipient_id, ctx.params.onboarding_id))
  })
]
