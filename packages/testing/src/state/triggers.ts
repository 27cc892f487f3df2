/**
 * Test triggers: inputs that decide how the fake answers a new payment. Documented in the
 * README and docs/fake.md; nothing else declines.
 *
 * In order: a Test Payment Gateway card number (`payment_method.detail.card.card_data.number`),
 * then the fake-only `tok_*` tokens, then a `description` naming a transaction code, then the
 * fake-only `.13` amount. The sandbox itself looks at card data before the description.
 */
import { centsOf } from "../foundation/money"
import { classOfCode, type CodeClass, testCardFor } from "./test-cards"

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

/** A code's message: its words, first one capitalised (`INSUFFICIENT_FUNDS` → "Insufficient funds"). */
const messageOf = (code: string) => {
  const words = code.toLowerCase().replace(/_/g, " ")
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Payment status and sub status per class; PENDING's sub status depends on the code. */
const PENDING_SUB_STATUS: Readonly<Record<string, string>> = {
  CHALLENGE_REQUIRED: "WAITING_ADDITIONAL_STEP",
  PENDING_FRAUD_REVIEW: "PENDING_FRAUD_REVIEW",
  PENDING_REVIEW: "PENDING_FRAUD_REVIEW",
  PENDING_PROVIDER_CONFIRMATION: "PENDING_PROVIDER_CONFIRMATION"
}

const outcomeOf = (code: string, cls: Exclude<CodeClass, "SUCCEEDED">): PaymentOutcome => {
  const subStatus = cls === "PENDING"
    ? PENDING_SUB_STATUS[code] ??
      // Stryker disable next-line StringLiteral: every PENDING code has its sub status in the table above; IN_PROCESS is for a code added to the class without one
      "IN_PROCESS"
    : cls
  return { status: cls, subStatus, transactionStatus: cls, responseCode: code, responseMessage: messageOf(code) }
}

/**
 * How a new payment is decided: approved (with this response code, on the usual capture /
 * authorize / verify path), or forced to an outcome.
 */
export type Decision =
  | { readonly kind: "approve"; readonly responseCode: string; readonly responseMessage: string }
  | { readonly kind: "outcome"; readonly outcome: PaymentOutcome }

const decisionOf = (code: string): Decision | undefined => {
  const cls = classOfCode(code)
  if (cls === undefined) return undefined
  return cls === "SUCCEEDED"
    ? { kind: "approve", responseCode: code, responseMessage: code === "SUCCEEDED" ? "Transaction successful" : messageOf(code) }
    : { kind: "outcome", outcome: outcomeOf(code, cls) }
}

/** What decides a new payment: the card number sent (if any), the one-time token, the description and the amount. */
export interface PaymentTriggers {
  readonly valueUnits: number
  readonly token: string | undefined
  readonly cardNumber: string | undefined
  /** The test card's code when the card came through a one-time token the fake made (state/one-time-tokens.ts). */
  readonly testCardCode?: string | undefined
  readonly description: string | undefined
}

/** The decision the triggers force, or undefined for the normal (approved) path. */
export const decidePayment = (triggers: PaymentTriggers): Decision | undefined => {
  const card = triggers.cardNumber === undefined ? undefined : testCardFor(triggers.cardNumber)
  const cardCode = card?.code ?? triggers.testCardCode
  if (cardCode !== undefined) return decisionOf(cardCode)
  const token = triggers.token
  if (token !== undefined && Object.hasOwn(TRIGGER_TOKENS, token)) {
    return { kind: "outcome", outcome: TRIGGER_TOKENS[token as keyof typeof TRIGGER_TOKENS] }
  }
  const named = triggers.description === undefined ? undefined : decisionOf(triggers.description.trim())
  if (named !== undefined) return named
  const byAmount = amountOutcome(triggers.valueUnits)
  return byAmount === undefined ? undefined : { kind: "outcome", outcome: byAmount }
}

/** The outcome the amount trigger forces (`.13`), or undefined for the normal (approved) path. */
export const amountOutcome = (valueUnits: number): PaymentOutcome | undefined =>
  centsOf(valueUnits) === DECLINE_AMOUNT_CENTS && valueUnits % 100 === 0 ? DECLINED_BY_AMOUNT : undefined
