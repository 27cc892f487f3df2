/**
 * Banking Connectivity onboarding (docs/service-facts.md#banking-onboarding, docs/service-facts.md#banking-onboarding): the
 * `BankingOnboarding` resource as the service answers it, and the checked body of
 * `POST /banking/entities/{entity_id}/onboardings`.
 */
import * as Schema from "effect/Schema"
import { Maybe, OpenEnum, Resource, type Named } from "./shared"
import { ONBOARDING_STATUSES, ONBOARDING_TYPES, DOCUMENTATION_TYPES } from "./lists"
export { ONBOARDING_STATUSES, ONBOARDING_TYPES, DOCUMENTATION_TYPES } from "./lists"

// ---------------------------------------------------------------------------
// Value lists
// ---------------------------------------------------------------------------




/** docs/service-facts.md#banking-onboarding: the sub-object key a documentation item of each type must carry. */
export const DOCUMENTATION_SUB_OBJECTS = {
  IDENTITY_DOCUMENT: "identity_document",
  PROOF_OF_ADDRESS: "proof_of_address",
  BANK_STATEMENT: "bank_statement",
  BUSINESS_DOCUMENT: "business_document",
  TAX_INFORMATION: "tax_information",
  FINANCIAL_DOCUMENT: "financial_document",
  BIOMETRIC_VERIFICATION: "biometric_verification",
  EMPLOYMENT_INFORMATION: "employment_information"
} as const satisfies Record<(typeof DOCUMENTATION_TYPES)[number], string>

// ---------------------------------------------------------------------------
// Response (tolerant)
// ---------------------------------------------------------------------------

const bankingOnboarding = Resource({
  id: Schema.String, // spec: prefix onb_
  status: OpenEnum(ONBOARDING_STATUSES),
  entity_id: Maybe(Schema.String), // spec: prefix ent_
  yuno_account_id: Maybe(Schema.String), // the service's name (the reference)
  service_account_id: Maybe(Schema.String), // the spec's name of the same field, kept for answers that use it
  // spec: provider status is the provider's own vocabulary (verification_pending seen)
  provider: Maybe(Resource({ entity_id: Maybe(Schema.String), status: Maybe(Schema.String) })),
  onboarding_type: Maybe(OpenEnum(ONBOARDING_TYPES)),
  requirements: Maybe(Schema.Array(Schema.Unknown)),
  created_at: Maybe(Schema.String),
  updated_at: Maybe(Schema.String),
  expires_at: Maybe(Schema.String)
})
/** The schema of `BankingOnboarding`, by name (see `Named`). */
export interface BankingOnboardingSchema extends Named<typeof bankingOnboarding> {}
/** The onboarding resource (spec "Banking entity onboarding"); unknown fields and statuses are kept. */
export const BankingOnboarding: BankingOnboardingSchema = bankingOnboarding
export type BankingOnboarding = typeof BankingOnboarding.Type
