/**
 * Records of the resources added with the rest of the merchant API (payment links, payouts,
 * split transfers, webhook endpoints, installment plans, 3DS setups, scripted answers). Plain
 * JSON, so a snapshot saves them as it saves every store collection; nothing secret is kept
 * here (webhook endpoint secrets live in state/webhook-endpoints.ts, outside the store).
 */

export interface PaymentLinkRecord {
  readonly id: string
  readonly merchant: string
  /** The create body, as given (wire names). */
  readonly params: Readonly<Record<string, unknown>>
  status: "CREATED" | "PAID" | "CANCELED" | "EXPIRED"
  /** The checkout session a payment through the link names (`checkout_url`'s `session`). */
  readonly sessionId: string
  readonly paymentIds: Array<string>
  readonly finishAt: number | null
  readonly createdAt: number
  updatedAt: number
}

export interface PayoutRecord {
  readonly id: string
  readonly merchant: string
  readonly params: Readonly<Record<string, unknown>>
  readonly transactionId: string
  status: string
  /** Where it ends when it settles (docs/fake-rest-of-api.md: the decline triggers). */
  readonly outcome: "SUCCEEDED" | "DECLINED" | "REJECTED"
  readonly amountUnits: number
  readonly settleAt: number
  readonly createdAt: number
  updatedAt: number
}

export interface SplitTransferRecord {
  readonly id: string
  readonly merchant: string
  readonly recipientId: string
  /** Set for a transfer a payment made (its `split_marketplace`); null for a standalone one. */
  readonly paymentId: string | null
  readonly transactionId: string | null
  readonly amountUnits: number
  readonly currency: string
  status: string
  reversedUnits: number
  readonly reversals: Array<{ readonly id: string; readonly amountUnits: number; readonly createdAt: number }>
  readonly description: string | null
  readonly merchantReference: string | null
  readonly metadata: ReadonlyArray<unknown>
  readonly createdAt: number
  updatedAt: number
}

export interface WebhookEndpointRecord {
  readonly id: string
  readonly merchant: string
  readonly accountId: string
  /** Every field as created and patched, the secrets left out. */
  fields: Readonly<Record<string, unknown>>
  state: "ACTIVE" | "INACTIVE"
  readonly createdAt: number
  updatedAt: number
}

export interface InstallmentPlanRecord {
  readonly id: string
  readonly merchant: string
  fields: Readonly<Record<string, unknown>>
  readonly createdAt: number
  updatedAt: number
}

export interface ThreeDSecureSetupRecord {
  readonly id: string
  readonly merchant: string
  readonly fields: Readonly<Record<string, unknown>>
  readonly createdAt: number
}

/** A scripted answer for an operation the fake does not model (`fake.stub`). */
export interface StubRecord {
  readonly status: number
  readonly body: unknown
}

/** The marketplace onboarding of a recipient, beside the seeded block flag. */
export interface MarketplaceOnboardingFields {
  status?: string
  /** The status before a block, restored by unblock. */
  statusBeforeBlock?: string
  fields?: Readonly<Record<string, unknown>>
  createdAt?: number
  /** A one-step onboarding: when it succeeds on the fake clock. */
  settleAt?: number
}
