/**
 * Banking Connectivity accounts (`/banking/accounts`): opened for an onboarding that SUCCEEDED
 * (any other, or an unknown one: 404 ONBOARDING_NOT_FOUND), ACTIVE until closed. The fake's
 * sandbox opens each account with `OPENING_BALANCE` in its currency, so transfers have money to
 * move (the service funds accounts by incoming transfers; the fake has no bank behind it).
 * A closed account refuses updates and transfers (400 ACCOUNT_CLOSED); an account with a pending
 * outgoing transfer cannot be closed (400 VALIDATION_ERROR).
 */
import type * as Core from "@payrail/core"
import type { WithoutNulls } from "@payrail/core/internal"
import type { BankingAccountRecord } from "../foundation/banking-records"
import { rejectOnboarding } from "../foundation/errors"
import { fromUnits, UNITS_PER_MAJOR } from "../foundation/money"
import { isoMicros, prefixedId } from "../foundation/time"
import { accountClosed, accountNotFound } from "./banking-account-errors"
import { settleDueTransfers } from "./banking-transfers"
import { type Env, own } from "./env"

/** Bodies as the handlers pass them: `null` on an optional field taken out (routes/route.ts). */
type CreateBankingAccountParams = WithoutNulls<Core.CreateBankingAccountParams>
type UpdateBankingAccountParams = WithoutNulls<Core.UpdateBankingAccountParams>

/** What a new account holds, in major units of its currency. */
export const OPENING_BALANCE = 10_000

const digits = (n: number): string => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join("")


/** The caller's account, its due transfers settled first. */
export const findBankingAccount = (env: Env, merchant: string, id: string): BankingAccountRecord => {
  settleDueTransfers(env)
  const account = own(env.store.bankingAccounts, id, merchant)
  if (account === undefined) throw accountNotFound(id)
  return account
}

/** POST /banking/accounts. */
export const createBankingAccount = (env: Env, merchant: string, params: CreateBankingAccountParams): BankingAccountRecord => {
  const onboarding = own(env.store.onboardings, params.onboarding_id, merchant)
  if (onboarding === undefined || onboarding.status !== "SUCCEEDED") {
    throw rejectOnboarding(404, "ONBOARDING_NOT_FOUND", `No SUCCEEDED onboarding ${params.onboarding_id}`)
  }
  const now = env.clock.now()
  const account: BankingAccountRecord = {
    id: prefixedId("acct"), merchant, accountId: params.account_id, entityId: onboarding.entityId, onboardingId: onboarding.id,
    accountType: params.account_type, currency: params.currency, status: "ACTIVE", providerAccountId: prefixedId("prov_acct"),
    accountNumber: digits(10), routingNumber: "021000021",
    availableUnits: OPENING_BALANCE * UNITS_PER_MAJOR, pendingUnits: 0, createdAt: now, updatedAt: now
  }
  env.store.bankingAccounts.set(account.id, account)
  env.notify?.("banking.account.created", () => renderBankingAccount(account))
  return account
}

/** PATCH /banking/accounts/{account_id}: the account type. */
export const updateBankingAccount = (env: Env, merchant: string, id: string, params: UpdateBankingAccountParams): BankingAccountRecord => {
  const account = findBankingAccount(env, merchant, id)
  if (account.status === "CLOSED") throw accountClosed(id)
  if (params.account_type !== undefined) account.accountType = params.account_type
  account.updatedAt = env.clock.now()
  env.notify?.("banking.account.updated", () => renderBankingAccount(account))
  return account
}

/** DELETE /banking/accounts/{account_id}: answers the account CLOSED. */
export const closeBankingAccount = (env: Env, merchant: string, id: string): BankingAccountRecord => {
  const account = findBankingAccount(env, merchant, id)
  if (account.status === "CLOSED") throw accountClosed(id)
  if (account.pendingUnits > 0) throw rejectOnboarding(400, "VALIDATION_ERROR", `Account ${id} has pending transfers`)
  account.status = "CLOSED"
  account.updatedAt = env.clock.now()
  env.notify?.("banking.account.closed", () => renderBankingAccount(account))
  return account
}

/** The BankingAccount resource: `current` = `available` + `pending` (money of pending outgoing transfers). */
export const renderBankingAccount = (a: BankingAccountRecord) => ({
  id: a.id,
  entity_id: a.entityId,
  onboarding_id: a.onboardingId,
  account_id: a.accountId,
  provider: { account_id: a.providerAccountId },
  account_type: a.accountType,
  status: a.status,
  account_number: a.accountNumber,
  routing_number: a.routingNumber,
  currency: a.currency,
  balance: { available: fromUnits(a.availableUnits), pending: fromUnits(a.pendingUnits), current: fromUnits(a.availableUnits + a.pendingUnits) },
  payment_rails: { incoming: ["ACH_STANDARD", "WIRE"], outgoing: ["ACH_STANDARD", "ACH_SAME_DAY", "WIRE"] },
  supports_book_transfers: true,
  created_at: isoMicros(a.createdAt),
  updated_at: isoMicros(a.updatedAt)
})
