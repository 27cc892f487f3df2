/**
 * The schemas that get a generated guard (scripts/gen-guards.ts): every response schema and the
 * webhook payloads. A schema listed here is validated by its guard on the happy path; the Effect
 * decode stays the single source of truth and explains every failure.
 */
import { WhitelabelToken } from "../schema/auth"
import { BankingOnboarding } from "../schema/banking"
import { CheckoutPaymentMethods } from "../schema/checkout"
import { CancelOrRefundResult, Payment } from "../schema/payment"
import { Recipient } from "../schema/recipient"
import { Report } from "../schema/report"
import { Subscription } from "../schema/subscription"
import { IncomingTransfer } from "../schema/transfer"

export const guardedSchemas = {
  BankingOnboarding,
  CancelOrRefundResult,
  CheckoutPaymentMethods,
  IncomingTransfer,
  Payment,
  Recipient,
  Report,
  Subscription,
  WhitelabelToken
} as const
