/** Recipients: unblocking a blocked recipient onboarding. */
import type * as Effect from "effect/Effect"
import { routes as api } from "../api/routes.generated"
import type { PayrailApiError } from "../errors"
import type { RequestOptions } from "../http/config"
import type { Recipient } from "../schema/recipient"
import { type ClientContext, invoke } from "./invoke"

export interface RecipientsApi {
  /** `POST /recipients/{recipient_id}/onboardings/{onboarding_id}/unblock`; 409 `RecipientNotBlockedError` if not blocked. */
  readonly unblockOnboarding: (
    recipientId: string,
    onboardingId: string,
    options?: RequestOptions
  ) => Effect.Effect<Recipient, PayrailApiError>
}

export const makeRecipients = (context: ClientContext): RecipientsApi => ({
  unblockOnboarding: (recipientId, onboardingId, options) =>
    invoke(context, api.recipients.onboardings.unblock, {
      params: { recipient_id: recipientId, onboarding_id: onboardingId },
      options
    })
})
