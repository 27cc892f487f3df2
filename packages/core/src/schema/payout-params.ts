/** Request body and query of payout.ts. */
import * as Schema from "effect/Schema"
import { Email, NonEmptyString, opt, Text3To255 } from "./fields"
import { BoundedString, DateString, OpaqueObject, PaymentCountry, RequestAmount, RequestMetadata, type Named } from "./shared"

export const PAYOUT_PURPOSES = [
  "FAMILY_AND_FRIENDS", "PERSONAL_TRANSFER", "REMITTANCES", "PROVIDER_SERVICES", "ADVERTISING_SERVICES",
  "REPRESENTATION_SERVICES", "ADVISORY_SERVICES", "FREELANCER_SERVICES", "EXPENSES"
] as const

const Document = Schema.Struct({ document_number: NonEmptyString, document_type: opt(NonEmptyString) })

const createPayoutParams = Schema.Struct({
  account_id: BoundedString(36, 64),
  merchant_reference: Text3To255,
  country: PaymentCountry,
  // the reference lists purposes but its own examples send others ("EXPENSES"): any non-empty text
  purpose: NonEmptyString,
  amount: RequestAmount,
  description: opt(Text3To255),
  beneficiary: Schema.Struct({
    merchant_beneficiary_id: NonEmptyString,
    country: PaymentCountry,
    national_entity: opt(Schema.Literals(["INDIVIDUAL", "ENTITY"])),
    first_name: opt(NonEmptyString),
    last_name: opt(NonEmptyString),
    legal_name: opt(NonEmptyString),
    email: opt(Email),
    date_of_birth: opt(DateString),
    document: opt(Document),
    phone: opt(Schema.Struct({ country_code: opt(NonEmptyString), number: opt(NonEmptyString) })),
    address: opt(OpaqueObject)
  }),
  withdrawal_method: Schema.Struct({
    type: NonEmptyString,
    provider_id: NonEmptyString,
    vaulted_token: opt(NonEmptyString),
    original_transaction_id: opt(NonEmptyString),
    original_payment_id: opt(NonEmptyString),
    on_hold: opt(Schema.Boolean),
    detail: opt(OpaqueObject)
  }),
  metadata: opt(RequestMetadata)
})
/** The schema of `CreatePayoutParams`, by name (see `Named`). */
export interface CreatePayoutParamsSchema extends Named<typeof createPayoutParams> {}
/** Body of `payouts.create` (POST /payouts). */
export const CreatePayoutParams: CreatePayoutParamsSchema = createPayoutParams
export type CreatePayoutParams = typeof CreatePayoutParams.Type

const payoutLookupQuery = Schema.Struct({ merchant_reference: NonEmptyString })
/** The schema of `PayoutLookupQuery`, by name (see `Named`). */
export interface PayoutLookupQuerySchema extends Named<typeof payoutLookupQuery> {}
/** Query of `payouts.listByMerchantReference`. */
export const PayoutLookupQuery: PayoutLookupQuerySchema = payoutLookupQuery
export type PayoutLookupQuery = typeof PayoutLookupQuery.Type
