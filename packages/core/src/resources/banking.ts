/** Banking Connectivity: entity onboarding with a banking provider. */
import type * as Effect from "effect/Effect"
import { routes as api } from "../api/routes.generated"
import type { PayrailApiError } from "../errors"
import type { RequestOptions } from "../http/config"
import type { BankingOnboarding } from "../schema/banking"
import type { CreateOnboardingParams } from "../schema/banking-params"
import { type ClientContext, invoke } from "./invoke"

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

export const makeBanking = (context: ClientContext): BankingApi => ({
  createOnboarding: (entityId, body, options) =>
    invoke(context, api.banking.createOnboarding, { params: { entity_id: entityId }, body, options }),
  retrieveOnboarding: (entityId, onboardingId, options) =>
    invoke(context, api.banking.retrieveOnboarding, { params: { entity_id: entityId, onboarding_id: onboardingId }, options })
})
