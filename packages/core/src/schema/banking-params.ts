/**
 * Request bodies of banking.ts, in a module of their own so a bundle that only decodes responses
 * or webhooks leaves them out. Known fields are checked with every bad path named; unknown ones
 * are sent as given and optional ones take `null` (src/api/engine/check.ts).
 */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt } from "./fields"
import { AmountValue, CountryCode, CurrencyCode, DateString, FileObject, GrowingEnum, OpaqueObject, Timestamp, Uuid, type Named } from "./shared"
import { WIRE_ALIASES_ANNOTATION } from "./annotations"
import { DOCUMENTATION_SUB_OBJECTS } from "./banking"
import { ONBOARDING_TYPES, DOCUMENTATION_TYPES } from "./lists"

/** An IPv4 or IPv6 address in text form. */
const IpAddressText = Schema.String.check(
  Schema.isPattern(
    /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$|^(?=.*:)[0-9A-Fa-f:.]{2,45}$/,
    { expected: "an IPv4 or IPv6 address" }
  )
)

const onboardingIncome = Schema.Struct({ amount: AmountValue, currency: CurrencyCode })
/** The schema of `OnboardingIncome`, by name (see `Named`). */
export interface OnboardingIncomeSchema extends Named<typeof onboardingIncome> {}
/** `{ amount, currency }` as used by `estimated_annual_income` and `annual_income`. */
export const OnboardingIncome: OnboardingIncomeSchema = onboardingIncome
export type OnboardingIncome = typeof OnboardingIncome.Type

const policyAcceptance = Schema.Struct({
  accepted: Schema.Boolean,
  version: NonEmptyString,
  accepted_at: Timestamp,
  accepted_ip: IpAddressText
})
/** The schema of `PolicyAcceptance`, by name (see `Named`). */
export interface PolicyAcceptanceSchema extends Named<typeof policyAcceptance> {}
/** docs/service-facts.md#banking-onboarding: one accepted policy (terms of service, privacy policy). */
export const PolicyAcceptance: PolicyAcceptanceSchema = policyAcceptance
export type PolicyAcceptance = typeof PolicyAcceptance.Type

const complianceDeclaration = Schema.Struct({
  terms_of_service: PolicyAcceptance,
  privacy_policy: PolicyAcceptance
})
/** The schema of `ComplianceDeclaration`, by name (see `Named`). */
export interface ComplianceDeclarationSchema extends Named<typeof complianceDeclaration> {}
/** docs/service-facts.md#banking-onboarding: `compliance_declaration`, required for ONE_STEP. */
export const ComplianceDeclaration: ComplianceDeclarationSchema = complianceDeclaration
export type ComplianceDeclaration = typeof ComplianceDeclaration.Type

const riskAssessment = Schema.Struct({
  assessed_at: Timestamp,
  pep_status: opt(
    Schema.Struct({
      is_pep: Schema.Boolean,
      pep_level: opt(NonEmptyString),
      position: opt(NonEmptyString),
      country: opt(CountryCode)
    })
  ),
  rca_status: opt(
    Schema.Struct({
      risk_level: NonEmptyString,
      classified_at: opt(Timestamp),
      assessed_by: opt(NonEmptyString)
    })
  ),
  sanctions_screening: opt(
    Schema.Struct({
      appears_on_sanctions_list: Schema.Boolean,
      sanctions_list_name: opt(NonEmptyString),
      screened_at: opt(Timestamp)
    })
  )
})
/** The schema of `RiskAssessment`, by name (see `Named`). */
export interface RiskAssessmentSchema extends Named<typeof riskAssessment> {}
/** docs/service-facts.md#banking-onboarding: `risk_assessment` (PEP, RCA and sanctions screening). */
export const RiskAssessment: RiskAssessmentSchema = riskAssessment
export type RiskAssessment = typeof RiskAssessment.Type

const sourceOfFunds = Schema.Struct({
  primary_source: NonEmptyString,
  secondary_sources: opt(Schema.Array(NonEmptyString)),
  description: opt(NonEmptyString),
  estimated_annual_income: opt(OnboardingIncome)
})
/** The schema of `SourceOfFunds`, by name (see `Named`). */
export interface SourceOfFundsSchema extends Named<typeof sourceOfFunds> {}
/** docs/service-facts.md#banking-onboarding: `source_of_funds`. */
export const SourceOfFunds: SourceOfFundsSchema = sourceOfFunds
export type SourceOfFunds = typeof SourceOfFunds.Type

const identityDocument = Schema.Struct({
  subtype: NonEmptyString,
  document_number: NonEmptyString,
  issuing_country: CountryCode,
  issuing_state: opt(NonEmptyString),
  issued_at: opt(DateString),
  expires_at: opt(DateString),
  front_image: FileObject,
  back_image: opt(FileObject)
})
/** The schema of `IdentityDocument`, by name (see `Named`). */
export interface IdentityDocumentSchema extends Named<typeof identityDocument> {}
/** docs/service-facts.md#banking-onboarding: `identity_document` (passport, national id, ...). */
export const IdentityDocument: IdentityDocumentSchema = identityDocument
export type IdentityDocument = typeof IdentityDocument.Type

const proofOfAddress = Schema.Struct({
  subtype: opt(NonEmptyString),
  provider_name: opt(NonEmptyString),
  bill_type: opt(NonEmptyString),
  issued_at: opt(DateString),
  account_number: opt(NonEmptyString),
  verified_address: opt(
    Schema.Struct({
      address_line_1: NonEmptyString,
      city: NonEmptyString,
      state: opt(NonEmptyString),
      zip_code: opt(NonEmptyString),
      country: CountryCode
    })
  ),
  file: FileObject
})
/** The schema of `ProofOfAddress`, by name (see `Named`). */
export interface ProofOfAddressSchema extends Named<typeof proofOfAddress> {}
/** docs/service-facts.md#banking-onboarding: `proof_of_address` (utility bill and the like). */
export const ProofOfAddress: ProofOfAddressSchema = proofOfAddress
export type ProofOfAddress = typeof ProofOfAddress.Type

const bankStatement = Schema.Struct({
  bank_name: opt(NonEmptyString),
  account_number_last_4: opt(Schema.String.check(Schema.isBetweenLength(4, 4))),
  statement_period_start: opt(DateString),
  statement_period_end: opt(DateString),
  file: FileObject
}).check(
  Schema.makeFilter((b) =>
    b.statement_period_start != null && b.statement_period_end != null &&
      b.statement_period_end < b.statement_period_start // YYYY-MM-DD compares as text
      ? { path: ["statement_period_end"], issue: "statement_period_end must not be earlier than statement_period_start" }
      : undefined
  )
)
/** The schema of `BankStatement`, by name (see `Named`). */
export interface BankStatementSchema extends Named<typeof bankStatement> {}
/** docs/service-facts.md#banking-onboarding: `bank_statement`; the period must not end before it starts. */
export const BankStatement: BankStatementSchema = bankStatement
export type BankStatement = typeof BankStatement.Type

const taxInformation = Schema.Struct({
  tax_records: opt(
    Schema.Array(
      Schema.Struct({
        country: CountryCode,
        tax_id: NonEmptyString,
        tax_id_type: opt(NonEmptyString),
        is_primary: opt(Schema.Boolean)
      })
    )
  ),
  tax_document_type: opt(NonEmptyString),
  tax_year: opt(NonEmptyString), // spec: a string
  issuing_authority: opt(NonEmptyString),
  file: opt(FileObject)
})
/** The schema of `TaxInformation`, by name (see `Named`). */
export interface TaxInformationSchema extends Named<typeof taxInformation> {}
/** docs/service-facts.md#banking-onboarding: `tax_information`. */
export const TaxInformation: TaxInformationSchema = taxInformation
export type TaxInformation = typeof TaxInformation.Type

const biometricVerification = Schema.Struct({
  verification_method: opt(NonEmptyString),
  capture_method: opt(NonEmptyString),
  capture_timestamp: opt(Timestamp),
  liveness_check_passed: opt(Schema.Boolean),
  confidence_score: opt(Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))),
  verification_provider: opt(NonEmptyString),
  live_image: FileObject,
  reference_image: opt(FileObject)
})
/** The schema of `BiometricVerification`, by name (see `Named`). */
export interface BiometricVerificationSchema extends Named<typeof biometricVerification> {}
/** docs/service-facts.md#banking-onboarding: `biometric_verification` (selfie / liveness). */
export const BiometricVerification: BiometricVerificationSchema = biometricVerification
export type BiometricVerification = typeof BiometricVerification.Type

const employmentInformation = Schema.Struct({
  status: NonEmptyString,
  employer_name: opt(NonEmptyString),
  occupation: opt(NonEmptyString),
  industry: opt(NonEmptyString),
  started_at: opt(DateString),
  annual_income: opt(OnboardingIncome),
  verification_document: opt(FileObject)
})
/** The schema of `EmploymentInformation`, by name (see `Named`). */
export interface EmploymentInformationSchema extends Named<typeof employmentInformation> {}
/** docs/service-facts.md#banking-onboarding: `employment_information`. */
export const EmploymentInformation: EmploymentInformationSchema = employmentInformation
export type EmploymentInformation = typeof EmploymentInformation.Type

const unspecifiedDocument = Schema.StructWithRest(
  Schema.Struct({
    subtype: opt(NonEmptyString),
    file: opt(FileObject)
  }),
  [OpaqueObject]
)
/** The schema of `UnspecifiedDocument`, by name (see `Named`). */
export interface UnspecifiedDocumentSchema extends Named<typeof unspecifiedDocument> {}
/**
 * `business_document` / `financial_document`: their fields are not shown in the spec, so
 * `subtype` and `file` are checked when present and every other field is passed through.
 */
export const UnspecifiedDocument: UnspecifiedDocumentSchema = unspecifiedDocument
export type UnspecifiedDocument = typeof UnspecifiedDocument.Type

const item = <const T extends (typeof DOCUMENTATION_TYPES)[number], const K extends string, S extends Schema.Top>(
  type: T,
  key: K,
  sub: S
) => Schema.Struct({ type: Schema.Literal(type), [key]: sub } as { type: Schema.Literal<T> } & { [P in K]: S })

/** An item of a type the spec does not list: its `type` is a string, the rest is sent as given. */
const OtherDocumentationItem = Schema.StructWithRest(
  Schema.Struct({
    type: Schema.String.check(
      // a listed type fails here too when its own member does: say which sub-object decides
      Schema.makeFilter((t) =>
        !(DOCUMENTATION_TYPES as ReadonlyArray<string>).includes(t) ||
        `a ${t} item needs a valid ${DOCUMENTATION_SUB_OBJECTS[t as (typeof DOCUMENTATION_TYPES)[number]]}`
      )
    )
  }),
  [OpaqueObject]
)

/** One documentation item: a `type` and the matching sub-object (docs/service-facts.md#banking-onboarding), or an item of another type. */
const DocumentationItemUnion = Schema.Union([
  item("IDENTITY_DOCUMENT", "identity_document", IdentityDocument),
  item("PROOF_OF_ADDRESS", "proof_of_address", ProofOfAddress),
  item("BANK_STATEMENT", "bank_statement", BankStatement),
  item("BUSINESS_DOCUMENT", "business_document", UnspecifiedDocument),
  item("TAX_INFORMATION", "tax_information", TaxInformation),
  item("FINANCIAL_DOCUMENT", "financial_document", UnspecifiedDocument),
  item("BIOMETRIC_VERIFICATION", "biometric_verification", BiometricVerification),
  item("EMPLOYMENT_INFORMATION", "employment_information", EmploymentInformation),
  OtherDocumentationItem
])

const documentationItem = Schema.StructWithRest(
  Schema.Struct({ type: GrowingEnum(DOCUMENTATION_TYPES) }),
  [OpaqueObject]
).pipe(Schema.decodeTo(DocumentationItemUnion))
/** The schema of `DocumentationItem`, by name (see `Named`). */
export interface DocumentationItemSchema extends Named<typeof documentationItem> {}
/**
 * One documentation item. `type` is checked first (a string; the spec's list is the fake's
 * business: `closedListIssuesOf`); then an item of a listed type must carry its sub-object: a
 * missing one is reported at `documentation[i].<sub_object>`. Other keys are sent as given.
 */
export const DocumentationItem: DocumentationItemSchema = documentationItem
export type DocumentationItem = typeof DocumentationItem.Type

const REQUIRED_FOR_ONE_STEP = ["compliance_declaration", "risk_assessment", "source_of_funds", "documentation"] as const

const createOnboardingParams = Schema.Struct({
  account_id: Uuid, // spec: UUID, 36 chars, merchant account
  // the pre-configured provider connection: the service's name; the spec's `service_connection_id`
  // is accepted too and sent under this one (docs/spec-gaps.md)
  yuno_connection_id: NonEmptyString,
  onboarding_type: GrowingEnum(ONBOARDING_TYPES),
  compliance_declaration: opt(ComplianceDeclaration),
  risk_assessment: opt(RiskAssessment),
  source_of_funds: opt(SourceOfFunds),
  documentation: opt(Schema.Array(DocumentationItem))
}).check(
  Schema.makeFilter((p) => {
    if (p.onboarding_type !== "ONE_STEP") return undefined
    // docs/service-facts.md#banking-onboarding: "For ONE_STEP, compliance_declaration, risk_assessment, source_of_funds and documentation are included"
    const issues: Array<Schema.FilterIssue> = REQUIRED_FOR_ONE_STEP
      .filter((key) => p[key] == null)
      .map((key) => ({ path: [key], issue: `${key} is required for a ONE_STEP onboarding` }))
    if (p.documentation != null && p.documentation.length === 0) {
      issues.push({ path: ["documentation"], issue: "documentation must not be empty for a ONE_STEP onboarding" })
    }
    return issues
  })
).annotate({ [WIRE_ALIASES_ANNOTATION]: { service_connection_id: "yuno_connection_id" } })
/** The schema of `CreateOnboardingParams`, by name (see `Named`). */
export interface CreateOnboardingParamsSchema extends Named<typeof createOnboardingParams> {}
/**
 * Body of `POST /banking/entities/{entity_id}/onboardings` (docs/service-facts.md#banking-onboarding). A ONE_STEP
 * onboarding must carry `compliance_declaration`, `risk_assessment`, `source_of_funds` and a
 * non-empty `documentation`.
 */
export const CreateOnboardingParams: CreateOnboardingParamsSchema = createOnboardingParams

/**
 * The onboarding body: the connection under the service's name (`yuno_connection_id`) or under the
 * spec's (`service_connection_id`, sent as `yuno_connection_id`).
 */
export type CreateOnboardingParams = Omit<typeof CreateOnboardingParams.Type, "yuno_connection_id"> &
  (
    | { readonly yuno_connection_id: string; readonly service_connection_id?: never }
    | {
      /** The spec's name of `yuno_connection_id`: accepted, sent as `yuno_connection_id`. */
      readonly service_connection_id: string
      readonly yuno_connection_id?: never
    }
  )

const updateBankingOnboardingParams = Schema.Struct({
  account_id: Uuid,
  compliance_declaration: opt(Schema.Struct({ terms_of_service: opt(PolicyAcceptance), privacy_policy: opt(PolicyAcceptance) })),
  risk_assessment: opt(RiskAssessment),
  source_of_funds: opt(SourceOfFunds),
  documentation: opt(Schema.Array(Schema.Struct({ type: GrowingEnum(DOCUMENTATION_TYPES) })))
})
/** The schema of `UpdateBankingOnboardingParams`, by name (see `Named`). */
export interface UpdateBankingOnboardingParamsSchema extends Named<typeof updateBankingOnboardingParams> {}
/**
 * Body of `banking.updateOnboarding` (`PATCH /banking/entities/{entity_id}/onboardings/{onboarding_id}`):
 * what changed. A documentation item is checked for its `type` only here (its sub-object is sent
 * as given): the create body's per-type check is a transformation, which a second body must not
 * carry (src/api/engine/check.ts).
 */
export const UpdateBankingOnboardingParams: UpdateBankingOnboardingParamsSchema = updateBankingOnboardingParams
export type UpdateBankingOnboardingParams = typeof UpdateBankingOnboardingParams.Type
