/** Records of Banking Connectivity accounts and transfers (state/banking-accounts.ts, state/banking-transfers.ts). */

export interface BankingAccountRecord {
  /** `acct_…`. */
  readonly id: string
  readonly merchant: string
  /** The merchant's account (`account_id` of the body). */
  readonly accountId: string
  readonly entityId: string
  readonly onboardingId: string
  accountType: string
  readonly currency: string
  /** ACTIVE, or CLOSED after `banking.accounts.close`. */
  status: "ACTIVE" | "CLOSED"
  readonly providerAccountId: string
  readonly accountNumber: string
  readonly routingNumber: string
  /** Money the account can send (0.0001 units); a pending outgoing transfer is already taken out. */
  availableUnits: number
  /** Money of pending outgoing transfers (0.0001 units): still in `current`, no longer `available`. */
  pendingUnits: number
  readonly createdAt: number
  updatedAt: number
}

export interface BankingTransferRecord {
  /** `xfer_…`. */
  readonly id: string
  readonly merchant: string
  readonly accountId: string
  readonly sourceAccountId: string
  /** The receiving account of a book transfer; null for a transfer outside the provider. */
  readonly destinationAccountId: string | null
  readonly merchantTransferId: string | null
  readonly direction: string
  readonly paymentRail: string
  readonly description: string | null
  /** The outside destination, its account number already cut to the last four. */
  readonly destination: Readonly<Record<string, unknown>>
  readonly currency: string
  readonly amountUnits: number
  status: "PENDING" | "COMPLETED" | "CANCELLED"
  readonly providerTransferId: string
  /** When a PENDING transfer completes, on the fake clock. */
  readonly settleAt: number
  readonly createdAt: number
  updatedAt: number
}
