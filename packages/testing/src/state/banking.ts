/**
 * Banking Connectivity onboarding (docs/service-facts.md#banking-onboarding, docs/service-facts.md#banking-onboarding):
 *
 *   ONE_STEP              → PENDING (provider status `verification_pending`); stays PENDING
 *   PREVIOUSLY_ONBOARDED  → PENDING (spec: creation returns PENDING), then SUCCEEDED
 *                           `PREVIOUSLY_ONBOARDED_SUCCEEDS_AFTER_MS` later on the fake clock (no
 *                           provider is contacted; provider status `previously_onboarded`)
 *   unknown entity        → 404 ENTITY_NOT_FOUND (with http_code)
 *
 * Onboardings are read back with GET /banking/entities/{entity_id}/onboardings/{onboarding_id},
 * updated with PATCH (only its time changes) and cancelled while PENDING (CANCELLED, `onboarding.cancelled`).
 */
import type { CreateOnboardingParams } from "./params"
import { MESSAGES, rejectOnboarding } from "../foundation/errors"
import type { EntityRecord, OnboardingRecord } from "../foundation/store"
import { isoMicros, prefixedId } from "../foundation/time"
import { type Env, own } from "./env"

/** How long after creation a PREVIOUSLY_ONBOARDED onboarding becomes SUCCEEDED (fake clock; spec silent). */
export const PREVIOUSLY_ONBOARDED_SUCCEEDS_AFTER_MS = 1_000

/** How long an onboarding stays open (`expires_at`); spec silent, the fake uses 30 days. */
export const ONBOARDING_EXPIRY_MS = 30 * 86_400_000

const entityOf = (env: Env, merchant: string, entityId: string): EntityRecord => {
  const entity = own(env.store.entities, entityId, merchant)
  if (entity === undefined) throw rejectOnboarding(404, "ENTITY_NOT_FOUND", MESSAGES.ENTITY_NOT_FOUND)
  return entity
}

/** Checks the entity before the body is read: docs/service-facts.md#banking-onboarding answers 404 for an unknown entity. */
export const requireEntity = entityOf

/** POST /banking/entities/{entity_id}/onboardings. */
export const createOnboarding = (
  env: Env,
  merchant: string,
  entityId: string,
  params: CreateOnboardingParams
): OnboardingRecord => {
  entityOf(env, merchant, entityId)
  const now = env.clock.now()
  const oneStep = params.onboarding_type === "ONE_STEP"
  const onboarding: OnboardingRecord = {
    id: prefixedId("onb"),
    merchant,
    entityId,
    accountId: params.account_id,
    // Stryker disable next-line StringLiteral: never used: a request's body always carries yuno_connection_id (required; the router renames the spec's alias to it)
    connectionId: params.yuno_connection_id ?? params.service_connection_id ?? "", // the router renames the spec's alias
    onboardingType: params.onboarding_type,
    status: "PENDING", // spec: PENDING is returned on creation
    providerEntityId: prefixedId("prov_ent"),
    providerStatus: oneStep ? "verification_pending" : "previously_onboarded",
    createdAt: now,
    updatedAt: now,
    expiresAt: now + ONBOARDING_EXPIRY_MS
  }
  env.store.onboardings.set(onboarding.id, onboarding)
  env.notify?.(`onboarding.${onboarding.status.toLowerCase()}`, () => renderOnboarding(onboarding))
  if (!oneStep) {
    // Nothing to verify with a provider: it succeeds shortly after the answer.
    env.clock.schedule(now + PREVIOUSLY_ONBOARDED_SUCCEEDS_AFTER_MS, `onboarding ${onboarding.id} succeeds`, () => {
      // A cancelled onboarding stays cancelled.
      if (onboarding.status !== "PENDING") return
      onboarding.status = "SUCCEEDED"
      onboarding.updatedAt = env.clock.now()
      env.notify?.("onboarding.succeeded", () => renderOnboarding(onboarding))
    })
  }
  return onboarding
}

/** GET /banking/entities/{entity_id}/onboardings/{onboarding_id}. */
export const retrieveOnboarding = (env: Env, merchant: string, entityId: string, onboardingId: string): OnboardingRecord => {
  entityOf(env, merchant, entityId)
  const onboarding = own(env.store.onboardings, onboardingId, merchant)
  if (onboarding === undefined || onboarding.entityId !== entityId) {
    throw rejectOnboarding(404, "ONBOARDING_NOT_FOUND", "Onboarding not found")
  }
  return onboarding
}

/** The Banking entity onboarding resource. */
export const renderOnboarding = (o: OnboardingRecord) => ({
  id: o.id,
  entity_id: o.entityId,
  yuno_account_id: o.accountId,
  yuno_connection_id: o.connectionId,
  provider: { entity_id: o.providerEntityId, status: o.providerStatus },
  onboarding_type: o.onboardingType,
  status: o.status,
  requirements: [],
  created_at: isoMicros(o.createdAt),
  updated_at: isoMicros(o.updatedAt),
  expires_at: isoMicros(o.expiresAt)
})

/**
 * PATCH /banking/entities/{entity_id}/onboardings/{onboarding_id}: the parts a ONE_STEP
 * onboarding still needs, sent later. The fake keeps no requirement list (every answer's
 * `requirements` is empty), so an update only records its time; a CANCELLED onboarding refuses
 * it (400 VALIDATION_ERROR).
 */
export const updateOnboarding = (env: Env, merchant: string, entityId: string, onboardingId: string): OnboardingRecord => {
  const onboarding = retrieveOnboarding(env, merchant, entityId, onboardingId)
  if (onboarding.status === "CANCELLED") throw rejectOnboarding(400, "VALIDATION_ERROR", `Onboarding ${onboarding.id} is CANCELLED`)
  onboarding.updatedAt = env.clock.now()
  return onboarding
}

/** POST …/onboardings/{onboarding_id}/cancel: only a PENDING onboarding (anything else: 400 VALIDATION_ERROR). */
export const cancelOnboarding = (env: Env, merchant: string, entityId: string, onboardingId: string): OnboardingRecord => {
  const onboarding = retrieveOnboarding(env, merchant, entityId, onboardingId)
  if (onboarding.status !== "PENDING") {
    throw rejectOnboarding(400, "VALIDATION_ERROR", `Only a PENDING onboarding can be cancelled; onboarding ${onboarding.id} is ${onboarding.status}`)
  }
  onboarding.status = "CANCELLED"
  onboarding.updatedAt = env.clock.now()
  env.notify?.("onboarding.cancelled", () => renderOnboarding(onboarding))
  return onboarding
}
