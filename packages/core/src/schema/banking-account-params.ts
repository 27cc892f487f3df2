/** Request bodies of banking-account.ts (known fields checked with every bad path named; unknown ones sent as given). */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt } from "./fields"
import { BANKING_ACCOUNT_TYPES } from "./banking-account"
import { CurrencyCode, GrowingEnum, Uuid, type Named } from "./shared"

const createBankingAccountParams = Schema.Struct({
  account_id: Uuid,
  onboarding_id: NonEmptyString,
  account_type: GrowingEnum(BANKING_ACCOUNT_TYPES),
  currency: CurrencyCode
})
/** The schema of `CreateBankingAccountParams`, by name (see `Named`). */
export interface CreateBankingAccountParamsSchema extends Named<typeof createBankingAccountParams> {}
/**
 * Body of `banking.accounts.create` (`POST /banking/accounts`): an account for a SUCCEEDED
 * onboarding. The currencies a region takes (USD, GBP, AUD, EUR) are the service's to refuse.
 */
export const CreateBankingAccountParams: CreateBankingAccountParamsSchema = createBankingAccountParams
export type CreateBankingAccountParams = typeof CreateBankingAccountParams.Type

const updateBankingAccountParams = Schema.Struct({
  account_id: Uuid,
  account_type: opt(GrowingEnum(BANKING_ACCOUNT_TYPES))
})
/** The schema of `UpdateBankingAccountParams`, by name (see `Named`). */
export interface UpdateBankingAccountParamsSchema extends Named<typeof updateBankingAccountParams> {}
/** Body of `banking.accounts.update` (`PATCH /banking/accounts/{account_id}`). */
export const UpdateBankingAccountParams: UpdateBankingAccountParamsSchema = updateBankingAccountParams
export type UpdateBankingAccountParams = typeof UpdateBankingAccountParams.Type
