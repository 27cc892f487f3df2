/** Request bodies and queries of marketplace.ts (recipients, onboardings, split transfers). */
import * as Schema from "effect/Schema"
import { Email, NonEmptyString, opt, optQuery, Text3To255 } from "./fields"
import { QueryInt } from "./list"
import { BoundedString, CountryCode, DateString, OpaqueObject, RequestAmount, RequestMetadata, Timestamp, Uuid, type Named } from "./shared"

const Document = Schema.Struct({ document_number: NonEmptyString, document_type: NonEmptyString })
const Phone = Schema.Struct({ country_code: NonEmptyString, number: NonEmptyString })

const splitConfigurationParams = Schema.Struct({
  calculation_type: Schema.Literals(["PERCENTAGE", "FIXED", "MIXED"]),
  currency: NonEmptyString,
  percentage: opt(Schema.Finite.check(Schema.isBetween({ minimum: 0.01, maximum: 100 }))),
  fixed_amount: opt(Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0.0001))),
  rounding_mode: opt(Schema.Literals(["STANDARD", "ROUND_UP", "ROUND_DOWN"]))
})
/** The schema of `SplitConfigurationParams`, by name (see `Named`). */
export interface SplitConfigurationParamsSchema extends Named<typeof splitConfigurationParams> {}
/** `split_configuration` of a recipient: how its share of a split payment is computed. */
export const SplitConfigurationParams: SplitConfigurationParamsSchema = splitConfigurationParams

export const ONBOARDING_CREATE_TYPES = ["PREVIOUSLY_ONBOARDED", "ONE_STEP_ONBOARDING", "TWO_STEP_ONBOARDING"] as const
export const ONBOARDING_WORKFLOWS = ["HOSTED_BY_PROVIDER", "HOSTED_BY_YUNO", "DIRECT"] as const

const OnboardingProvider = Schema.Struct({
  id: NonEmptyString,
  connection_id: NonEmptyString,
  recipient_id: opt(NonEmptyString),
  recipient_type: opt(NonEmptyString)
})
const TermsOfService = Schema.Struct({ acceptance: Schema.Boolean, date: Timestamp, ip: opt(NonEmptyString) })

const createRecipientOnboardingParams = Schema.Struct({
  account_id: BoundedString(36, 64),
  type: Schema.Literals(ONBOARDING_CREATE_TYPES),
  workflow: Schema.Literals(ONBOARDING_WORKFLOWS),
  provider: OnboardingProvider,
  description: opt(Text3To255),
  callback_url: opt(NonEmptyString),
  documentation: opt(Schema.Array(OpaqueObject)),
  withdrawal_methods: opt(OpaqueObject),
  legal_representatives: opt(Schema.Array(OpaqueObject)),
  terms_of_service: opt(TermsOfService)
})
/** The schema of `CreateRecipientOnboardingParams`, by name (see `Named`). */
export interface CreateRecipientOnboardingParamsSchema extends Named<typeof createRecipientOnboardingParams> {}
/** Body of `recipients.onboardings.create`. */
export const CreateRecipientOnboardingParams: CreateRecipientOnboardingParamsSchema = createRecipientOnboardingParams
export type CreateRecipientOnboardingParams = typeof CreateRecipientOnboardingParams.Type

const updateRecipientOnboardingParams = Schema.Struct({
  account_id: opt(BoundedString(36, 64)),
  type: opt(Schema.Literals(ONBOARDING_CREATE_TYPES)),
  workflow: opt(Schema.Literals(ONBOARDING_WORKFLOWS)),
  callback_url: opt(NonEmptyString),
  provider: opt(OpaqueObject),
  documentation: opt(Schema.Array(OpaqueObject)),
  withdrawal_methods: opt(OpaqueObject),
  legal_representatives: opt(Schema.Array(OpaqueObject)),
  terms_of_service: opt(TermsOfService)
})
/** The schema of `UpdateRecipientOnboardingParams`, by name (see `Named`). */
export interface UpdateRecipientOnboardingParamsSchema extends Named<typeof updateRecipientOnboardingParams> {}
/** Body of `recipients.onboardings.update` (every field optional). */
export const UpdateRecipientOnboardingParams: UpdateRecipientOnboardingParamsSchema = updateRecipientOnboardingParams
export type UpdateRecipientOnboardingParams = typeof UpdateRecipientOnboardingParams.Type

const continueRecipientOnboardingParams = Schema.Struct({
  account_id: opt(BoundedString(36, 64)),
  type: opt(Schema.Literals(["TWO_STEP_ONBOARDING"])),
  workflow: opt(Schema.Literals(["HOSTED_BY_PROVIDER", "DIRECT"])),
  callback_url: opt(NonEmptyString),
  provider: opt(OpaqueObject),
  documentation: opt(Schema.Array(OpaqueObject)),
  withdrawal_methods: opt(OpaqueObject),
  legal_representatives: opt(Schema.Array(OpaqueObject)),
  terms_of_service: opt(TermsOfService)
})
/** The schema of `ContinueRecipientOnboardingParams`, by name (see `Named`). */
export interface ContinueRecipientOnboardingParamsSchema extends Named<typeof continueRecipientOnboardingParams> {}
/**
 * Body of `recipients.onboardings.continue` (the second step of a two-step onboarding). The reference
 * marks account_id, type and workflow required; the client's body is optional (docs/spec-gaps.md),
 * so they are optional here and the fake takes the onboarding's own when left out.
 */
export const ContinueRecipientOnboardingParams: ContinueRecipientOnboardingParamsSchema = continueRecipientOnboardingParams
export type ContinueRecipientOnboardingParams = typeof ContinueRecipientOnboardingParams.Type

const blockRecipientOnboardingParams = OpaqueObject
/** The schema of `BlockRecipientOnboardingParams`, by name (see `Named`). */
export interface BlockRecipientOnboardingParamsSchema extends Named<typeof blockRecipientOnboardingParams> {}
/** Body of `recipients.onboardings.block` (the reference documents none). */
export const BlockRecipientOnboardingParams: BlockRecipientOnboardingParamsSchema = blockRecipientOnboardingParams
export type BlockRecipientOnboardingParams = typeof BlockRecipientOnboardingParams.Type

const createRecipientParams = Schema.Struct({
  account_id: BoundedString(36, 64),
  merchant_recipient_id: NonEmptyString,
  national_entity: Schema.Literals(["INDIVIDUAL", "ENTITY"]),
  first_name: NonEmptyString,
  last_name: NonEmptyString,
  country: CountryCode,
  entity_type: opt(Schema.Literals(["GOVERNMENTAL", "PUBLIC", "NON_PROFIT", "PRIVATE"])),
  date_of_birth: opt(DateString),
  legal_name: opt(NonEmptyString),
  email: opt(Email),
  website: opt(Text3To255),
  industry: opt(BoundedString(1, 235)),
  merchant_category_code: opt(NonEmptyString),
  document: opt(Document),
  phone: opt(Phone),
  address: opt(OpaqueObject),
  split_configuration: opt(SplitConfigurationParams),
  legal_representatives: opt(Schema.Array(OpaqueObject)),
  withdrawal_methods: opt(OpaqueObject),
  documentation: opt(Schema.Array(OpaqueObject)),
  onboardings: opt(Schema.Array(OpaqueObject))
})
/** The schema of `CreateRecipientParams`, by name (see `Named`). */
export interface CreateRecipientParamsSchema extends Named<typeof createRecipientParams> {}
/** Body of `recipients.create`. */
export const CreateRecipientParams: CreateRecipientParamsSchema = createRecipientParams
export type CreateRecipientParams = typeof CreateRecipientParams.Type

const updateRecipientParams = Schema.Struct({
  onboarding_id: opt(Uuid),
  merchant_recipient_id: opt(NonEmptyString),
  first_name: opt(NonEmptyString),
  last_name: opt(NonEmptyString),
  date_of_birth: opt(DateString),
  entity_type: opt(Schema.Literals(["GOVERNMENTAL", "PUBLIC", "NON_PROFIT", "PRIVATE"])),
  website: opt(Text3To255),
  industry: opt(BoundedString(1, 235)),
  merchant_category_code: opt(NonEmptyString),
  email: opt(Email),
  phone: opt(Phone),
  address: opt(OpaqueObject),
  withdrawal_methods: opt(Schema.Array(OpaqueObject)),
  documentation: opt(Schema.Array(OpaqueObject)),
  onboardings: opt(Schema.Array(OpaqueObject)),
  split_configuration: opt(SplitConfigurationParams)
})
/** The schema of `UpdateRecipientParams`, by name (see `Named`). */
export interface UpdateRecipientParamsSchema extends Named<typeof updateRecipientParams> {}
/** Body of `recipients.update` (every field optional). */
export const UpdateRecipientParams: UpdateRecipientParamsSchema = updateRecipientParams
export type UpdateRecipientParams = typeof UpdateRecipientParams.Type

const listRecipientsQuery = Schema.Struct({
  limit: optQuery(QueryInt(1, 100)),
  offset: optQuery(QueryInt(0)),
  national_entity: optQuery(Schema.Literals(["INDIVIDUAL", "ENTITY"])),
  country: optQuery(CountryCode)
})
/** The schema of `ListRecipientsQuery`, by name (see `Named`). */
export interface ListRecipientsQuerySchema extends Named<typeof listRecipientsQuery> {}
/** Query of `recipients.list` (limit/offset paging). */
export const ListRecipientsQuery: ListRecipientsQuerySchema = listRecipientsQuery
export type ListRecipientsQuery = typeof ListRecipientsQuery.Type

const createSplitTransferParams = Schema.Struct({
  account_id: BoundedString(36, 64),
  recipient_id: Uuid,
  provider_id: NonEmptyString,
  amount: RequestAmount,
  description: opt(Text3To255),
  merchant_reference: opt(NonEmptyString),
  metadata: opt(RequestMetadata)
})
/** The schema of `CreateSplitTransferParams`, by name (see `Named`). */
export interface CreateSplitTransferParamsSchema extends Named<typeof createSplitTransferParams> {}
/** Body of `splitTransfers.create` (POST /split-marketplace/transfers). */
export const CreateSplitTransferParams: CreateSplitTransferParamsSchema = createSplitTransferParams
export type CreateSplitTransferParams = typeof CreateSplitTransferParams.Type

const reverseSplitTransferParams = Schema.Struct({
  account_id: opt(BoundedString(36, 64)),
  amount: opt(RequestAmount),
  reason: opt(NonEmptyString),
  description: opt(Text3To255),
  merchant_reference: opt(NonEmptyString)
})
/** The schema of `ReverseSplitTransferParams`, by name (see `Named`). */
export interface ReverseSplitTransferParamsSchema extends Named<typeof reverseSplitTransferParams> {}
/** Body of `splitTransfers.reverse`: without `amount`, the whole transfer. */
export const ReverseSplitTransferParams: ReverseSplitTransferParamsSchema = reverseSplitTransferParams
export type ReverseSplitTransferParams = typeof ReverseSplitTransferParams.Type

const reversePaymentSplitTransferParams = Schema.Struct({
  amount: RequestAmount,
  description: opt(Text3To255),
  recipient_id: opt(Uuid)
})
/** The schema of `ReversePaymentSplitTransferParams`, by name (see `Named`). */
export interface ReversePaymentSplitTransferParamsSchema extends Named<typeof reversePaymentSplitTransferParams> {}
/** Body of `payments.reverseSplitTransfer` (POST /payments/{id}/transactions/{id}/split-marketplace/transfer-reversal). */
export const ReversePaymentSplitTransferParams: ReversePaymentSplitTransferParamsSchema = reversePaymentSplitTransferParams
export type ReversePaymentSplitTransferParams = typeof ReversePaymentSplitTransferParams.Type
