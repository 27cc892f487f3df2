/** Request body of banking-transfer.ts (known fields checked with every bad path named; unknown ones sent as given). */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt } from "./fields"
import { PAYMENT_RAILS } from "./lists"
import { AmountValue, CurrencyCode, GrowingEnum, Uuid, type Named } from "./shared"

const bankingTransferDestinationParams = Schema.Struct({
  account_number: opt(Schema.String),
  routing_number: opt(Schema.String),
  iban: opt(Schema.String),
  bsb: opt(Schema.String),
  swift: opt(Schema.String),
  sort_code: opt(Schema.String),
  account_name: opt(Schema.String),
  bank_name: opt(Schema.String)
})
/** The schema of `BankingTransferDestinationParams`, by name (see `Named`). */
export interface BankingTransferDestinationParamsSchema extends Named<typeof bankingTransferDestinationParams> {}
/**
 * The destination outside the provider: which fields a region needs (US: account and routing
 * numbers; UK: IBAN, or account number and sort code; Australia: account number and BSB) is the
 * service's to check.
 */
export const BankingTransferDestinationParams: BankingTransferDestinationParamsSchema = bankingTransferDestinationParams
export type BankingTransferDestinationParams = typeof BankingTransferDestinationParams.Type

const createBankingTransferParams = Schema.Struct({
  account_id: Uuid,
  source_account_id: NonEmptyString,
  destination_account_id: opt(NonEmptyString),
  direction: GrowingEnum(["OUTGOING"]),
  amount: Schema.Struct({ value: AmountValue, currency: CurrencyCode }), // the service caps it at 9,999,999,999
  payment_rail: GrowingEnum(PAYMENT_RAILS),
  description: opt(Schema.String),
  merchant_transfer_id: opt(Schema.String),
  destination_account: BankingTransferDestinationParams
})
/** The schema of `CreateBankingTransferParams`, by name (see `Named`). */
export interface CreateBankingTransferParamsSchema extends Named<typeof createBankingTransferParams> {}
/**
 * Body of `banking.transfers.create` (`POST /banking/transfers`): from one of your accounts, to
 * another (`destination_account_id`, a book transfer) or outside (`null`). The amount's currency
 * is the source account's.
 */
export const CreateBankingTransferParams: CreateBankingTransferParamsSchema = createBankingTransferParams
export type CreateBankingTransferParams = typeof CreateBankingTransferParams.Type
