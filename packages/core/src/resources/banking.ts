/** Banking Connectivity: entity onboarding with a banking provider. */
import type * as Effect from "effect/Effect"
import type { PayrailApiError } from "../errors"
import type { RequestOptions } from "../http/config"
import type { Send } from "../http/transport"
import { BankingOnboarding, CreateOnboardingParams } from "../schema/banking"
import { call } from "./call"

export interface BankingApi {
  /** `POST /banking/entities/{entity_id}/onboardings` (x-idempotency-key) → 201 onboarding. */
  readonly createOnboarding: (
    entityId: string,
    body: CreateOnboardingParams,
    options?: RequestOptions
  ) => Effect.Effect<BankingOnboarding, PayrailApiError>
  /** `GET /banking/entities/{entity_id}/onboardings/{onboarding_id}` (gap-facts #20). */
  readonly retrieveOnboarding: (
    entityId: string,
    onboardingId: string,
    options?: RequestOptions
  ) => Effect.Effect<BankingOnboarding, PayrailApiError>
}

export const makeBanking = (send: Send): BankingApi => ({
  createOnboarding: (entityId, body, options) =>
    call(send, {
      operation: "banking.createOnboarding",
      method: "POST",
      path: "/banking/entities/{entity_id}/onboardings",
      params: { entity_id: { value: entityId } },
      body: { schema: CreateOnboardingParams, input: body },
      idempotent: true,
      retry: "safe",
      response: BankingOnboarding
    }, options),
  retrieveOnboarding: (entityId, onboardingId, options) =>
    call(send, {
      operation: "banking.retrieveOnboarding",
      method: "GET",
      path: "/banking/entities/{entity_id}/onboardings/{onboarding_id}",
      params: { entity_id: { value: entityId }, onboarding_id: { value: onboardingId } },
      retry: "safe",
      response: BankingOnboarding
    }, options)
})
