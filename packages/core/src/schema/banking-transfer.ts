/**
 * Banking Connectivity transfers (`/banking/transfers`): money sent from an account to another
 * account of the same provider (book) or outside it (tolerant). Incoming transfers arrive as
 * webhooks (transfer.ts).
 */
import * as Schema from "effect/Schema"
import { OptString } from "./fields"
import { TRANSFER_STATUSES } from "./lists"
import { Money } from "./money"
import { Maybe, OpenEnum, Resource, type Named } from "./shared"

/** The statuses the reference names (PENDING, COMPLETED); a cancelled transfer's status is not named, so any other decodes too. */
export const BANKING_TRANSFER_STATUSES = TRANSFER_STATUSES

const bankingTransfer = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String, // prefix xfer_
    source_account_id: OptString,
    destination_account_id: OptString,
    account_id: OptString,
    merchant_transfer_id: OptString,
    provider: Maybe(Resource({ account_id: OptString, transfer_id: OptString })),
    status: Maybe(OpenEnum(BANKING_TRANSFER_STATUSES)),
    direction: OptString,
    destination_account: Maybe(
      Resource({
        account_number_last_4: OptString,
        routing_number: OptString,
        iban: OptString,
        bsb: OptString,
        swift: OptString,
        sort_code: OptString,
        account_name: OptString,
        bank_name: OptString
      })
    ),
    amount: Maybe(Money),
    payment_rail: OptString,
    description: OptString,
    created_at: OptString,
    updated_at: OptString
  }))()
/** The schema of `BankingTransfer`, by name (see `Named`). */
export interface BankingTransferSchema extends Named<typeof bankingTransfer> {}
export const BankingTransfer: BankingTransferSchema = bankingTransfer
export type BankingTransfer = typeof BankingTransfer.Type

const cancelledBankingTransfer = /* @__PURE__ */ (() => Schema.NullOr(BankingTransfer))()
/** The schema of `CancelledBankingTransfer`, by name (see `Named`). */
export interface CancelledBankingTransferSchema extends Named<typeof cancelledBankingTransfer> {}
/** `banking.transfers.cancel`: the reference shows a 200 without a body; the transfer when one is sent. */
export const CancelledBankingTransfer: CancelledBankingTransferSchema = cancelledBankingTransfer
export type CancelledBankingTransfer = typeof CancelledBankingTransfer.Type
