/**
 * The schemas of webhook payloads, by the family whose resource they decode (webhooks/payload.ts).
 * Each gets a guard and explainer (src/guards/webhooks.generated.ts: one table for both) in place of its decode. Kept apart
 * from src/api/engine/guard-targets.ts, which imports the endpoint declarations: a webhook-only bundle needs none of them.
 */
import { BankingOnboarding } from "../schema/banking"
import { Payment } from "../schema/payment"
import { Report } from "../schema/report"
import { IncomingTransfer } from "../schema/transfer"
import { EnrollmentPaymentMethod, Payout, SplitTransfer, SubscriptionNotification } from "../schema/webhook-resources"

export const webhookPayloadSchemas = {
  payment: Payment,
  enrollment: EnrollmentPaymentMethod,
  payout: Payout,
  subscription: SubscriptionNotification,
  onboarding: BankingOnboarding,
  report: Report,
  split_transfer: SplitTransfer,
  "banking.transfer.incoming": IncomingTransfer
} as const

export type WebhookPayloadFamily = keyof typeof webhookPayloadSchemas
