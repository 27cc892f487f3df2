/**
 * Test triggers: inputs that make the fake answer as the service does when a payment is
 * not approved. Documented in the README and docs/fake.md; nothing else declines.
 */
import { centsOf } from "../money"

/** How a trigger decides a payment. */
export interface PaymentOutcome {
  readonly status: string
  readonly subStatus: string
  readonly transactionStatus: string
  readonly responseCode: string
  readonly responseMessage: string
}

/** One-time tokens that trigger an outcome (`payment_method.token`). */
export const TRIGGER_TOKENS = {
  /** Declined by the issuer. */
  tok_decline: {
    status: "DECLINED", subStatus: "DECLINED", transactionStatus: "DECLINED",
    responseCode: "DO_NOT_HONOR", responseMessage: "Do not honor"
  },
  /** Declined for insufficient funds. */
  tok_insufficient_funds: {
    status: "DECLINED", subStatus: "DECLINED", transactionStatus: "DECLINED",
    responseCode: "INSUFFICIENT_FUNDS", responseMessage: "Insufficient funds"
  },
  /** Held for fraud review: PENDING / PENDING_FRAUD_REVIEW, nothing captured. */
  tok_fraud_review: {
    status: "PENDING", subStatus: "PENDING_FRAUD_REVIEW", transactionStatus: "PENDING",
    responseCode: "PENDING_FRAUD_REVIEW", responseMessage: "Pending fraud review"
  },
  /** Rejected by the provider with an error. */
  tok_provider_error: {
    status: "ERROR", subStatus: "ERROR", transactionStatus: "ERROR",
    responseCode: "ERROR", responseMessage: "Provider error"
  }
} as const satisfies Record<string, PaymentOutcome>

/** An amount whose decimals are .13 (e.g. 10.13) is declined, whatever the method. */
export const DECLINE_AMOUNT_CENTS = 13

const DECLINED_BY_AMOUNT: PaymentOutcome = TRIGGER_TOKENS.tok_decline

/** The outcome a trigger forces, or undefined for the normal (approved) path. */
export const triggeredOutcome = (valueUnits: number, token: string | undefined): PaymentOutcome | undefined => {
  if (token !== undefined && Object.hasOwn(TRIGGER_TOKENS, token)) {
    return TRIGGER_TOKENS[token as keyof typeof TRIGGER_TOKENS]
  }
  return centsOf(valueUnits) === DECLINE_AMOUNT_CENTS && valueUnits % 100 === 0 ? DECLINED_BY_AMOUNT : undefined
}
