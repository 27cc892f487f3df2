/** Recipient onboarding unblock (spec endpoint 12). */
import { renderRecipient, unblockRecipientOnboarding } from "../state/recipients"
import { ok, type Route } from "./route"

export const recipientRoutes: ReadonlyArray<Route> = [
  {
    name: "recipients.unblockOnboarding",
    method: "POST",
    pattern: "/recipients/:recipient_id/onboardings/:onboarding_id/unblock",
    handle: (ctx) =>
      ok(renderRecipient(unblockRecipientOnboarding(ctx.env, ctx.merchant, ctx.params.recipient_id!, ctx.params.onboarding_id!)))
  }
]
