/** Endpoints of the account side: whitelabel authentication, banking onboarding, recipients. */
import { AuthenticateParams, WhitelabelToken } from "../schema/auth"
import { BankingOnboarding } from "../schema/banking"
import { CreateOnboardingParams } from "../schema/banking-params"
import { NonEmptyString } from "../schema/fields"
import { Recipient } from "../schema/recipient"
import { endpoint } from "./endpoint"

export const authenticate = endpoint({
  operation: "organizations.authenticate",
  method: "POST",
  path: "/organizations/authenticate",
  pathParams: {},
  body: AuthenticateParams,
  response: WhitelabelToken,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  doc: { call: "organizations.authenticate({ user_id }, opts?)", returns: "WhitelabelToken" }
})

export const createOnboarding = endpoint({
  operation: "banking.createOnboarding",
  method: "POST",
  path: "/banking/entities/{entity_id}/onboardings",
  pathParams: { entity_id: NonEmptyString },
  body: CreateOnboardingParams,
  response: BankingOnboarding,
  idempotent: true,
  successStatus: 201, // gap-facts #20
  retry: "safe",
  paging: "none",
  doc: { call: "banking.createOnboarding(entityId, body, opts?)", returns: "BankingOnboarding" }
})

export const retrieveOnboarding = endpoint({
  operation: "banking.retrieveOnboarding",
  method: "GET",
  path: "/banking/entities/{entity_id}/onboardings/{onboarding_id}",
  pathParams: { entity_id: NonEmptyString, onboarding_id: NonEmptyString },
  response: BankingOnboarding,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "banking.retrieveOnboarding(entityId, onboardingId, opts?)", returns: "BankingOnboarding" }
})

export const unblockOnboarding = endpoint({
  operation: "recipients.unblockOnboarding",
  method: "POST",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}/unblock",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  response: Recipient,
  idempotent: false,
  successStatus: 200,
  // unblocking twice answers 409, so a repeat is harmless but unhelpful: retried only when unsent
  retry: "unsafe",
  paging: "none",
  doc: { call: "recipients.unblockOnboarding(recipientId, onboardingId, opts?)", returns: "Recipient" }
})
