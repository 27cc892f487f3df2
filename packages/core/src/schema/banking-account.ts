/**
 * Banking Connectivity accounts (`/banking/accounts`): a bank account opened for an onboarded
 * entity, with its balance and the rails it sends and receives on (tolerant).
 */
import * as Schema from "effect/Schema"
import { OptBoolean, OptNumber, OptString } from "./fields"
import { Maybe, OpenEnum, Resource, type Named } from "./shared"

export const BANKING_ACCOUNT_TYPES = ["CHECKING", "SAVINGS", "INVESTMENT"] as const
/** The reference's account statuses; a closed account answers `CLOSED`. */
export const BANKING_ACCOUNT_STATUSES = ["ACTIVE", "PENDING", "INACTIVE", "CLOSED"] as const

const bankingAccountBalance = /* @__PURE__ */ (() => Resource({ available: OptNumber, current: OptNumber, pending: OptNumber }))()
/** The schema of `BankingAccountBalance`, by name (see `Named`). */
export interface BankingAccountBalanceSchema extends Named<typeof bankingAccountBalance> {}
export const BankingAccountBalance: BankingAccountBalanceSchema = bankingAccountBalance
export type BankingAccountBalance = typeof BankingAccountBalance.Type

const bankingAccount = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String, // prefix acct_
    entity_id: OptString,
    onboarding_id: OptString,
    account_id: OptString, // the merchant's account
    provider: Maybe(Resource({ account_id: OptString })),
    account_type: Maybe(OpenEnum(BANKING_ACCOUNT_TYPES)),
    status: Maybe(OpenEnum(BANKING_ACCOUNT_STATUSES)),
    account_number: OptString,
    routing_number: OptString,
    iban: OptString,
    currency: OptString,
    balance: Maybe(BankingAccountBalance),
    account_details: Maybe(Resource({ account_name: OptString, sort_code: OptString, bsb: OptString, swift: OptString })),
    payment_rails: Maybe(
      Resource({ incoming: Maybe(Schema.Array(Schema.String)), outgoing: Maybe(Schema.Array(Schema.String)) })
    ),
    supports_book_transfers: OptBoolean,
    created_at: OptString,
    updated_at: OptString
  }))()
/** The schema of `BankingAccount`, by name (see `Named`). */
export interface BankingAccountSchema extends Named<typeof bankingAccount> {}
export const BankingAccount: BankingAccountSchema = bankingAccount
export type BankingAccount = typeof BankingAccount.Type
