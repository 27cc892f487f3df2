/**
 * The fake's whole state: plain records in maps, owned by one fake. The state machines
 * in `state/` are functions over this store; the routes render records into the API's
 * JSON shapes. Amounts are integer 0.0001 units (see money.ts); times are fake-clock ms.
 */
import type { ScheduledTask } from "./clock"
import type { PciProxyDestinationRecord, PreDebitNotificationRecord, ReportedTransactionRecord } from "./proxy-and-reporting-records"
import type {
  InstallmentPlanRecord,
  MarketplaceOnboardingFields,
  PaymentLinkRecord,
  PayoutRecord,
  SplitTransferRecord,
  StubRecord,
  ThreeDSecureSetupRecord,
  WebhookEndpointRecord
} from "./rest-records"
import type { CheckoutRecord, CustomerSessionRecord, OneTimeTokenRecord, PaymentMethodDomainRecord, SessionEnrollmentRecord } from "./card-records"
import type { MeterRecord, PlanMeterRecord, PlanRecord, UsageEventRecord } from "./billing-records"
import type { BankingAccountRecord, BankingTransferRecord } from "./banking-records"
import type { ConnectionRecord, RoutingRecord, SellerRecord } from "./routing-records"
import type { OnboardingTransferRecord } from "./onboarding-transfer-record"

/** A key pair the fake accepts. `authorized: false` answers 403 AUTHORIZATION_REQUIRED. */
export interface MerchantRecord {
  readonly publicApiKey: string
  readonly privateSecretKey: string
  readonly authorized: boolean
}

/** A stored payment method (a vaulted card) of a customer. */
export interface VaultedCardRecord {
  /** The payment method's id (`/customers/{customer_id}/payment-methods/{payment_method_id}`). */
  readonly id: string
  readonly vaultedToken: string
  /** Enrollment status (docs/service-facts.md#stored-payment-methods): `ENROLLED`, or `UNENROLLED` after unenroll; only an enrolled card pays. */
  status: string
  readonly brand: string
  readonly iin: string
  readonly lfd: string
  readonly expirationMonth: number
  readonly expirationYear: number
  readonly issuer: string
  readonly category: string
  readonly type: string
  lastUsedAt: number | null
  readonly createdAt: number
  updatedAt: number
}

export interface CustomerRecord {
  readonly id: string
  readonly merchant: string
  readonly cards: Array<VaultedCardRecord>
  /** The customer's fields as created and patched, wire names (`merchant_customer_id`, `first_name`, ...). */
  fields: Readonly<Record<string, unknown>>
  readonly createdAt: number
  updatedAt: number
}

export interface CheckoutSessionRecord {
  readonly id: string
  readonly merchant: string
  customerId: string | null
  /** Replaces the default non-vaulted methods when given. */
  readonly paymentMethods: ReadonlyArray<Record<string, unknown>> | null
  /**
   * Seeded sessions are test fixtures: reusable, never expire. Sessions created through the API
   * follow the service's rules (docs/service-facts.md#checkout-sessions): one payment, expired 5 hours after creation.
   */
  readonly seeded: boolean
  /** The create body's fields as created and patched (wire names); empty for a seeded session. */
  fields: Readonly<Record<string, unknown>>
  /** The payment made with this session, once there is one (`used`). */
  paymentId: string | null
  readonly createdAt: number
  updatedAt: number
}

export interface TransactionRecord {
  readonly id: string
  readonly type: string
  status: string
  readonly category: string
  readonly amountUnits: number
  readonly responseCode: string
  readonly responseMessage: string
  readonly reason: string | null
  readonly description: string | null
  readonly merchantReference: string | null
  readonly providerTransactionId: string
  readonly createdAt: number
  updatedAt: number
}

export interface PaymentRecord {
  readonly id: string
  readonly merchant: string
  readonly accountId: string
  readonly description: string
  readonly country: string
  readonly merchantOrderId: string
  readonly merchantReference: string | null
  status: string
  subStatus: string
  readonly currency: string
  readonly valueUnits: number
  capturedUnits: number
  refundedUnits: number
  readonly workflow: string
  readonly checkoutSession: string
  /** The request's payment_method, as sent. */
  readonly paymentMethod: Record<string, unknown>
  readonly methodType: string
  readonly customerPayer: Record<string, unknown> | null
  readonly additionalData: Record<string, unknown> | null
  readonly taxes: Record<string, unknown> | null
  readonly metadata: ReadonlyArray<unknown>
  readonly callbackUrl: string
  readonly subscriptionCode: string | null
  /** The payment link the payment went through (its checkout session), if any. */
  readonly paymentLinkId?: string
  readonly transactions: Array<TransactionRecord>
  readonly createdAt: number
  updatedAt: number
}

export interface SubscriptionRecord {
  readonly id: string
  readonly merchant: string
  readonly planId: string
  /** The create body, as validated; `subscriptions.update` replaces what it is sent. */
  params: Record<string, unknown> & {
    readonly amount: { readonly currency: string; readonly value: number }
  }
  status: "ACTIVE" | "PAUSED" | "CANCELED" | "COMPLETED"
  amountUnits: number
  readonly trialCycles: number
  readonly trialAmountUnits: number
  totalCycles: number | null
  startAt: number
  finishAt: number | null
  /** Cycles charged so far. */
  chargedCycles: number
  /** Due time of the next cycle (null once the subscription has ended). */
  nextAt: number | null
  readonly payments: Array<string>
  /** The next cycle, and the end of availability (`finish_at`), on the fake clock. */
  cycleTask: ScheduledTask | null
  finishTask: ScheduledTask | null
  readonly createdAt: number
  updatedAt: number
  // ── billing (state/plans.ts, state/meters.ts, state/subscription-changes.ts); absent on older saved states ──
  /** The plan it is on (`plan_id`); absent for a subscription with its own amount. */
  plan?: string
  planAssignedAt?: number
  /** Usage occurring from this time on is billed at the next renewal (the cycle last charged's due time). */
  usageFrom?: number
  /** The subscription a plan-to-plan change replaced. */
  previousSubscriptionId?: string
  cancellationSource?: string
  /** A move to another plan at the next cycle (`plan_change` of an update). */
  pendingPlanChange?: { readonly planId: string; readonly phasesBehavior: string; readonly requestedAt: number } | null
}

export interface ReportRecord {
  readonly id: string
  readonly merchant: string
  readonly organizationCode: string
  readonly params: Record<string, unknown> & { readonly type: string; readonly start_date: string; readonly end_date: string }
  status: string
  readonly createdAt: number
  updatedAt: number
  expiresAt: number | null
  readonly tasks: Array<ScheduledTask>
}

export interface EntityRecord {
  readonly id: string
  readonly merchant: string
  readonly createdAt: number
  /** An entity created through the API: its body as created and patched (wire names), tax ids and document numbers cut to their last four. Seeded entities have none. */
  fields?: Readonly<Record<string, unknown>>
  updatedAt?: number
}

export interface OnboardingRecord {
  readonly id: string
  readonly merchant: string
  readonly entityId: string
  readonly accountId: string
  readonly connectionId: string
  readonly onboardingType: string
  status: string
  readonly providerEntityId: string
  providerStatus: string
  readonly createdAt: number
  updatedAt: number
  readonly expiresAt: number
}

export interface RecipientRecord {
  readonly id: string
  readonly merchant: string
  readonly accountId: string
  readonly merchantRecipientId: string
  readonly nationalEntity: string
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly country: string
  readonly onboardings: Array<{ readonly id: string; blocked: boolean; updatedAt: number } & MarketplaceOnboardingFields>
  /** The fields of a recipient created through the API, as created and patched (wire names). */
  fields?: Readonly<Record<string, unknown>>
  readonly createdAt: number
  updatedAt: number
}

export interface WhitelabelUserRecord {
  readonly id: string
  readonly merchant: string
}

export interface Store {
  readonly merchants: Map<string, MerchantRecord>
  readonly customers: Map<string, CustomerRecord>
  readonly checkoutSessions: Map<string, CheckoutSessionRecord>
  readonly payments: Map<string, PaymentRecord>
  readonly subscriptions: Map<string, SubscriptionRecord>
  readonly reports: Map<string, ReportRecord>
  readonly entities: Map<string, EntityRecord>
  readonly onboardings: Map<string, OnboardingRecord>
  readonly recipients: Map<string, RecipientRecord>
  readonly whitelabelUsers: Map<string, WhitelabelUserRecord>
  readonly paymentLinks: Map<string, PaymentLinkRecord>
  readonly payouts: Map<string, PayoutRecord>
  readonly splitTransfers: Map<string, SplitTransferRecord>
  readonly webhookEndpoints: Map<string, WebhookEndpointRecord>
  readonly installmentPlans: Map<string, InstallmentPlanRecord>
  readonly threeDSecureSetups: Map<string, ThreeDSecureSetupRecord>
  // -- cards and tokens, checkout builder (foundation/card-records.ts) --
  readonly customerSessions: Map<string, CustomerSessionRecord>
  readonly sessionEnrollments: Map<string, SessionEnrollmentRecord>
  readonly oneTimeTokens: Map<string, OneTimeTokenRecord>
  readonly paymentMethodDomains: Map<string, PaymentMethodDomainRecord>
  readonly checkouts: Map<string, CheckoutRecord>
  // -- end of cards and tokens, checkout builder --
  // ── billing: plans, meters, metered prices, usage events (foundation/billing-records.ts) ──
  readonly plans: Map<string, PlanRecord>
  readonly meters: Map<string, MeterRecord>
  readonly planMeters: Map<string, PlanMeterRecord>
  /** Keyed by merchant and `event_id` (`usageEventKey`). */
  readonly usageEvents: Map<string, UsageEventRecord>
  // ── end billing ──
  // ── PCI proxy destinations, pre-debit notifications, reported transactions (state/pci-proxy-destinations.ts, ...) ──
  readonly pciProxyDestinations: Map<string, PciProxyDestinationRecord>
  readonly preDebitNotifications: Map<string, PreDebitNotificationRecord>
  /** Keyed by merchant and `report_id` (the service deduplicates by it). */
  readonly reportedTransactions: Map<string, ReportedTransactionRecord>
  // ── banking accounts and transfers; sellers, connections, routing; recipients' onboarding transfers ──
  readonly bankingAccounts: Map<string, BankingAccountRecord>
  readonly bankingTransfers: Map<string, BankingTransferRecord>
  readonly sellers: Map<string, SellerRecord>
  readonly connections: Map<string, ConnectionRecord>
  readonly routings: Map<string, RoutingRecord>
  readonly onboardingTransfers: Map<string, OnboardingTransferRecord>
  // ──
  /** Scripted answers by operation (`fake.stub`). */
  readonly stubs: Map<string, StubRecord>
}

export const makeStore = (): Store => ({
  merchants: new Map(),
  customers: new Map(),
  checkoutSessions: new Map(),
  payments: new Map(),
  subscriptions: new Map(),
  reports: new Map(),
  entities: new Map(),
  onboardings: new Map(),
  recipients: new Map(),
  whitelabelUsers: new Map(),
  paymentLinks: new Map(),
  payouts: new Map(),
  splitTransfers: new Map(),
  webhookEndpoints: new Map(),
  installmentPlans: new Map(),
  threeDSecureSetups: new Map(),
  // -- cards and tokens, checkout builder --
  customerSessions: new Map(),
  sessionEnrollments: new Map(),
  oneTimeTokens: new Map(),
  paymentMethodDomains: new Map(),
  checkouts: new Map(),
  // -- end of cards and tokens, checkout builder --
  plans: new Map(),
  meters: new Map(),
  planMeters: new Map(),
  usageEvents: new Map(),
  pciProxyDestinations: new Map(),
  preDebitNotifications: new Map(),
  reportedTransactions: new Map(),
  // banking accounts and transfers; sellers, connections, routing; recipients' onboarding transfers
  bankingAccounts: new Map(),
  bankingTransfers: new Map(),
  sellers: new Map(),
  connections: new Map(),
  routings: new Map(),
  onboardingTransfers: new Map(),
  stubs: new Map()
})

/** Empties every map in place (the fake keeps the same store object across resets). */
export const clearStore = (store: Store): void => {
  for (const sub of store.subscriptions.values()) {
    sub.cycleTask?.cancel()
    sub.finishTask?.cancel()
  }
  for (const report of store.reports.values()) for (const t of report.tasks) t.cancel()
  for (const map of Object.values(store)) (map as Map<unknown, unknown>).clear()
}
