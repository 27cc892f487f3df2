/** Endpoints of the account side: whitelabel authentication, banking onboarding, recipients. */
import { AuthenticateParams, WhitelabelToken } from "../schema/auth"
import { BankingOnboarding } from "../schema/banking"
import { CreateOnboardingParams } from "../schema/banking-params"
import { NonEmptyString } from "../schema/fields"
import { Recipient } from "../schema/recipient"
import { endpoint } from "./endpoint"

export const authenticate = endpoint({
  operation: "organizations.authenticate",
  description: "Authenticates a whitelabel user: answers a bearer embed token `{ access_token, token_type, expires_in }`.",
  method: "POST",
  path: "/organizations/authenticate",
  pathParams: {},
  body: AuthenticateParams,
  response: WhitelabelToken,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "WhitelabelToken"
})

export const createOnboarding = endpoint({
  operation: "banking.createOnboarding",
  description: "Onboards an entity with a banking provider.",
  method: "POST",
  path: "/banking/entities/{entity_id}/onboardings",
  pathParams: { entity_id: NonEmptyString },
  body: CreateOnboardingParams,
  response: BankingOnboarding,
  idempotent: true,
  successStatus: 201, // docs/service-facts.md#banking-onboarding
  retry: "safe",
  paging: "none",
  returns: "BankingOnboarding"
})

export const retrieveOnboarding = endpoint({
  operation: "banking.retrieveOnboarding",
  description: "Retrieves an entity's banking onboarding.",
  method: "GET",
  path: "/banking/entities/{entity_id}/onboardings/{onboarding_id}",
  pathParams: { entity_id: NonEmptyString, onboarding_id: NonEmptyString },
  response: BankingOnboarding,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "BankingOnboarding"
})

export const unblockOnboarding = endpoint({
  operation: "recipients.onboardings.unblock",
  description: "Unblocks a blocked recipient onboarding; `RecipientNotBlockedError` (409) if it is not blocked.",
  method: "POST",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}/unblock",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  response: Recipient,
  idempotent: false,
  successStatus: 200,
  // unblocking twice answers 409, so a repeat is harmless but unhelpful: retried only when unsent
  retry: "unsafe",
  paging: "none",
  call: { aliases: ["recipients.unblockOnboarding"] },
  returns: "Recipient"
})
