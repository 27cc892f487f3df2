/**
 * Banking Connectivity transfers (`/banking/transfers`): created PENDING (the service answers
 * 202), completed `TRANSFER_SETTLE_MS` later on the fake clock. A pending transfer holds its
 * amount: out of the source's `available`, in its `pending`; completing it takes it out of
 * `pending` and, for a book transfer, adds it to the destination's `available`. Only a PENDING
 * transfer can be cancelled (anything else: 400 VALIDATION_ERROR); cancelling gives the money back.
 * Refusals: unknown account 404 ACCOUNT_NOT_FOUND, closed account 400 ACCOUNT_CLOSED, another
 * currency than the source's 400 VALIDATION_ERROR, more than `available` 400 INSUFFICIENT_FUNDS.
 * Each status sends `banking.transfer.<status>`. A read at or after the settle time sees the
 * transfer completed even if no timer ran (a restored state).
 */
import type * as Core from "@payrail/core"
import type { WithoutNulls } from "@payrail/core/internal"
import type { BankingTransferRecord } from "../foundation/banking-records"
import { rejectOnboarding } from "../foundation/errors"
import { fromUnits, toUnits } from "../foundation/money"
import { isoMicros, prefixedId } from "../foundation/time"
import { accountClosed, accountNotFound } from "./banking-account-errors"
import { type Env, own } from "./env"

/** Bodies as the handlers pass them: `null` on an optional field taken out (routes/route.ts). */
type CreateBankingTransferParams = WithoutNulls<Core.CreateBankingTransferParams>

/** How long a transfer stays PENDING on the fake clock. */
export const TRANSFER_SETTLE_MS = 60_000

const complete = (env: Env, transfer: BankingTransferRecord): void => {
  const source = env.store.bankingAccounts.get(transfer.sourceAccountId)
  if (source !== undefined) source.pendingUnits -= transfer.amountUnits
  const destination = transfer.destinationAccountId === null ? undefined : env.store.bankingAccounts.get(transfer.destinationAccountId)
  if (destination !== undefined) {
    destination.availableUnits += transfer.amountUnits
    destination.updatedAt = transfer.settleAt
  }
  if (source !== undefined) source.updatedAt = transfer.settleAt
  transfer.status = "COMPLETED"
  transfer.updatedAt = transfer.settleAt
  env.notify?.("banking.transfer.completed", () => renderBankingTransfer(transfer))
}

/** Completes every pending transfer whose time has come, oldest first. */
export const settleDueTransfers = (env: Env): void => {
  const now = env.clock.now()
  const due = [...env.store.bankingTransfers.values()].filter((t) => t.status === "PENDING" && t.settleAt <= now)
  for (const transfer of due.sort((a, b) => a.settleAt - b.settleAt)) complete(env, transfer)
}

const usableAccount = (env: Env, merchant: string, id: string) => {
  const account = own(env.store.bankingAccounts, id, merchant)
  if (account === undefined) throw accountNotFound(id)
  if (account.status === "CLOSED") throw accountClosed(id)
  return account
}

/** POST /banking/transfers. */
export const createBankingTransfer = (env: Env, merchant: string, params: CreateBankingTransferParams): BankingTransferRecord => {
  settleDueTransfers(env)
  const source = usableAccount(env, merchant, params.source_account_id)
  const destination = params.destination_account_id === undefined ? undefined : usableAccount(env, merchant, params.destination_account_id)
  if (destination !== undefined && destination.id === source.id) {
    throw rejectOnboarding(400, "VALIDATION_ERROR", "destination_account_id: must differ from source_account_id")
  }
  if (params.amount.currency !== source.currency) {
    throw rejectOnboarding(400, "VALIDATION_ERROR", `amount.currency: the source account holds ${source.currency}`)
  }
  if (destination !== undefined && destination.currency !== source.currency) {
    throw rejectOnboarding(400, "VALIDATION_ERROR", `destination_account_id: the destination account holds ${destination.currency}`)
  }
  const amountUnits = toUnits(params.amount.value)
  if (amountUnits <= 0) throw rejectOnboarding(400, "VALIDATION_ERROR", "amount.value: must be greater than 0")
  if (amountUnits > source.availableUnits) {
    throw rejectOnboarding(400, "INSUFFICIENT_FUNDS", `The source account has ${fromUnits(source.availableUnits)} ${source.currency} available`)
  }
  const now = env.clock.now()
  const { account_number, ...destinationRest } = params.destination_account
  const transfer: BankingTransferRecord = {
    id: prefixedId("xfer"), merchant, accountId: params.account_id, sourceAccountId: source.id,
    destinationAccountId: destination?.id ?? null, merchantTransferId: params.merchant_transfer_id ?? null,
    direction: params.direction, paymentRail: params.payment_rail, description: params.description ?? null,
    destination: { ...destinationRest, ...(account_number !== undefined ? { account_number_last_4: account_number.slice(-4) } : {}) },
    currency: params.amount.currency, amountUnits, status: "PENDING", providerTransferId: prefixedId("prov_xfer"),
    settleAt: now + TRANSFER_SETTLE_MS, createdAt: now, updatedAt: now
  }
  source.availableUnits -= amountUnits
  source.pendingUnits += amountUnits
  source.updatedAt = now
  env.store.bankingTransfers.set(transfer.id, transfer)
  env.clock.schedule(transfer.settleAt, `banking transfer ${transfer.id} completes`, () => settleDueTransfers(env))
  env.notify?.("banking.transfer.pending", () => renderBankingTransfer(transfer))
  return transfer
}

/** A transfer of the account in the path (as its source or its destination). */
export const retrieveBankingTransfer = (env: Env, merchant: string, accountId: string, transferId: string): BankingTransferRecord => {
  settleDueTransfers(env)
  if (own(env.store.bankingAccounts, accountId, merchant) === undefined) throw accountNotFound(accountId)
  const transfer = own(env.store.bankingTransfers, transferId, merchant)
  if (transfer === undefined || (transfer.sourceAccountId !== accountId && transfer.destinationAccountId !== accountId)) {
    throw rejectOnboarding(404, "TRANSFER_NOT_FOUND", `Transfer ${transferId} not found`)
  }
  return transfer
}

/** POST /banking/accounts/{account_id}/transfers/{transfer_id}/cancel: only PENDING; the money goes back to the source. */
export const cancelBankingTransfer = (env: Env, merchant: string, accountId: string, transferId: string): BankingTransferRecord => {
  const transfer = retrieveBankingTransfer(env, merchant, accountId, transferId)
  if (transfer.status !== "PENDING") {
    throw rejectOnboarding(400, "VALIDATION_ERROR", `Only a PENDING transfer can be cancelled; transfer ${transfer.id} is ${transfer.status}`)
  }
  const now = env.clock.now()
  const source = env.store.bankingAccounts.get(transfer.sourceAccountId)
  if (source !== undefined) {
    source.pendingUnits -= transfer.amountUnits
    source.availableUnits += transfer.amountUnits
    source.updatedAt = now
  }
  transfer.status = "CANCELLED"
  transfer.updatedAt = now
  env.notify?.("banking.transfer.cancelled", () => renderBankingTransfer(transfer))
  return transfer
}

/** The BankingTransfer resource. */
export const renderBankingTransfer = (t: BankingTransferRecord) => ({
  id: t.id,
  source_account_id: t.sourceAccountId,
  destination_account_id: t.destinationAccountId,
  account_id: t.accountId,
  merchant_transfer_id: t.merchantTransferId,
  provider: { account_id: t.sourceAccountId, transfer_id: t.providerTransferId },
  status: t.status,
  direction: t.direction,
  destination_account: t.destination,
  amount: { value: fromUnits(t.amountUnits), currency: t.currency },
  payment_rail: t.paymentRail,
  description: t.description,
  created_at: isoMicros(t.createdAt),
  updated_at: isoMicros(t.updatedAt)
})
