/** The stored records of PCI proxy destinations, pre-debit notifications and reported transactions (foundation/store.ts keeps them; state/ moves them). */

export interface PciProxyDestinationRecord {
  readonly id: string
  readonly merchant: string
  /** `null`: the whole organization. */
  readonly accountId: string | null
  /** Lower-case. */
  readonly hostname: string
  status: "ENABLED" | "DISABLED"
  readonly purpose: string | null
  readonly createdAt: number
  updatedAt: number
}

export interface PreDebitNotificationRecord {
  readonly id: string
  readonly merchant: string
  readonly accountId: string
  readonly merchantReference: string
  readonly description: string | null
  readonly currency: string
  readonly value: number
  readonly billingDate: string
  readonly billingSequenceNumber: string | null
  readonly originPaymentId: string | null
  readonly providerId: string | null
  readonly connectionId: string | null
  readonly providerNotificationId: string
  readonly status: "SENT"
  readonly createdAt: number
  readonly updatedAt: number
}

export interface ReportedTransactionRecord {
  readonly merchant: string
  readonly accountId: string
  readonly reportId: string
  /** The event as sent, `raw_provider_response` redacted. */
  readonly event: Readonly<Record<string, unknown>>
  readonly occurredAt: number
  readonly receivedAt: number
}
