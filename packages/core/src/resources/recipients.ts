/** Recipients: unblocking a blocked recipient onboarding. */
import type * as Effect from "effect/Effect"
import type { PayrailApiError } from "../errors"
import type { RequestOptions } from "../http/config"
import type { Send } from "../http/transport"
import { Recipient } from "../schema/recipient"
import { call } from "./call"

export interface RecipientsApi {
  /** `POST /recipients/{id}/onboardings/{onboarding_id}/unblock`; 409 `RecipientNotBlockedError` if not blocked. */
  readonly unblockOnboarding: (
    recipientId: string,
    onboardingId: string,
    options?: RequestOptions
  ) => Effect.Effect<Recipient, PayrailApiError>
}

export const makeRecipients = (send: Send): RecipientsApi => ({
  unblockOnboarding: (recipientId, onboardingId, options) =>
    call(send, {
      operation: "recipients.unblockOnboarding",
      method: "POST",
      path: "/recipients/{recipient_id}/onboardings/{onboarding_id}/unblock",
      params: { recipient_id: { value: recipientId }, onboarding_id: { value: onboardingId } },
      // unblocking twice answers 409, so a repeat is harmless but unhelpful: retried only when unsent
      retry: "unsafe",
      response: Recipient
    }, options)
})
