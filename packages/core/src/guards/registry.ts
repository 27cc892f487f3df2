/**
 * The schemas that get a generated guard (scripts/gen-guards.ts): every response schema, the
 * webhook payloads, and the request bodies. A listed schema is checked by its guard on the happy
 * path; the Effect decode stays the single source of truth and explains every failure.
 */
import { AuthenticateParams, WhitelabelToken } from "../schema/auth"
import { BankingOnboarding } from "../schema/banking"
import { CheckoutPaymentMethods } from "../schema/checkout"
import { CancelOrRefundResult, CreatePaymentParams, Payment, RefundPaymentParams } from "../schema/payment"
import { Recipient } from "../schema/recipient"
import { CreateReportParams, Report } from "../schema/report"
import { CreateSubscriptionParams, Subscription } from "../schema/subscription"
import { IncomingTransfer } from "../schema/transfer"

export const guardedResponses = {
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

/**
 * Request bodies. Not here, on purpose: CreateOnboardingParams (its documentation items are a
 * transformation, `decodeTo`, so the decoded body is not the input: the Effect decode runs).
 */
export const guardedRequests = {
  AuthenticateParams,
  CreatePaymentParams,
  CreateReportParams,
  CreateSubscriptionParams,
  RefundPaymentParams
} as const
