/**
 * The sandbox's test controls, as data (docs/fake.md "Test cards and transaction codes"):
 *
 * - the Test Payment Gateway's card numbers, per brand, and the transaction code each answers;
 * - the transaction codes by the transaction status they belong to, which a payment's
 *   `description` may name to get that outcome.
 *
 * Facts only (numbers, codes, statuses: docs/service-facts.md#test-cards, #transaction-codes);
 * the messages the fake answers are its own.
 */

/** The transaction status a transaction code belongs to (the reference's "Transaction codes" tables). */
export type CodeClass = "SUCCEEDED" | "CREATED" | "PENDING" | "DECLINED" | "REJECTED" | "ERROR"

/**
 * Transaction codes by class. A code listed under two classes (`SUCCEEDED` is also a CREATED
 * code; `COUNTRY_NOT_SUPPORTED`, `CURRENCY_NOT_ALLOWED`, `INVALID_PARAMETERS` and
 * `MISSING_PARAMETERS` are also REJECTED codes) belongs to the first class listed here.
 * Chargeback and expiry codes (WON, LOST, EXPIRED, PREVENTED, `IN_REVIEW`) are not outcomes
 * of a new payment and are left out.
 */
export const TRANSACTION_CODES: { readonly [C in CodeClass]: ReadonlyArray<string> } = {
  SUCCEEDED: ["SUCCEEDED", "FRAUD_VERIFIED", "SUCCEEDED_THREE_D_SECURE"],
  CREATED: ["ACTION_REQUIRED", "RECEIVED"],
  PENDING: ["CHALLENGE_REQUIRED", "PENDING_FRAUD_REVIEW", "PENDING_PROVIDER_CONFIRMATION", "PENDING_REVIEW"],
  DECLINED: [
    "ACCOUNT_STATUS", "ACQUIRE_CONTINGENCY", "AUTHENTICATION_ATTEMPT", "AUTHENTICATION_FAILED_THREE_D_SECURE",
    "BAD_FILLED_INFO", "BANK_NOT_SUPPORTED", "CALL_FOR_AUTHORIZE", "CANCELLED_BY_USER", "COUNTRY_NOT_SUPPORTED",
    "CURRENCY_NOT_ALLOWED", "DECLINED_BY_BANK", "DECLINED_BY_PROVIDER", "DISABLED", "DO_NOT_HONOR",
    "DUPLICATED_TRANSACTION", "EXPIRED", "EXPIRED_CARD", "FIRST_USE", "FRAUD_VALIDATION", "FRAUD_VERIFICATION_DECLINED",
    "INSUFFICIENT_FUNDS", "INVALID_AMOUNT", "INVALID_CARD_DATA", "INVALID_CARD_NUMBER", "INVALID_API",
    "INVALID_API_VERSION", "INVALID_CREDENTIALS", "INVALID_ISSUER", "INVALID_MERCHANT", "INVALID_PARAMETERS",
    "INVALID_SECURITY_CODE", "INVALID_STATUS", "INVALID_RESPONSE_FORMAT", "INVALID_TRANSACTION", "ISSUER_VIOLATION",
    "MISSING_PARAMETERS", "NO_RETRY_LIFE_CYCLE", "NO_RETRY_POLICY", "NO_RETRY_SECURITY", "RETRY_AFTER_1_H",
    "RETRY_AFTER_24_H", "RETRY_AFTER_2_D", "RETRY_AFTER_4_D", "RETRY_AFTER_6_D", "RETRY_AFTER_8_D", "RETRY_AFTER_10_D",
    "REJECTED_THREE_D_SECURE_REQUIRED", "REFER_TO_CARD_ISSUER", "REPORTED_LOST", "REPORTED_STOLEN", "REQUESTS_EXCEEDED",
    "RESTRICTED_BY_BANK", "TERMINAL_ERROR", "THREE_D_SECURE_REQUIRED", "TRANSACTION_NOT_FOUND",
    "UNAVAILABLE_PAYMENT_METHOD", "UNSUPPORTED_OPERATION", "UNKNOWN_ERROR", "USER_RESTRICTION"
  ],
  REJECTED: ["INVALID_REQUEST", "INTERNAL_ERROR"],
  ERROR: [
    "ERROR", "PROVIDER_ERROR", "PROVIDER_INTERNAL_ERROR", "PROVIDER_INVALID_CREDENTIALS", "PROVIDER_INVALID_REQUEST",
    "PROVIDER_TIMEOUT", "PROVIDER_UNKNOWN_ERROR", "OPERATION_NOT_SUPPORTED", "TO_REVERSE", "PROVIDER_INVALID_RESPONSE",
    "PROVIDER_INVALID_API_VERSION"
  ]
}

const CLASS_OF: ReadonlyMap<string, CodeClass> = (() => {
  const map = new Map<string, CodeClass>()
  for (const [cls, codes] of Object.entries(TRANSACTION_CODES) as Array<[CodeClass, ReadonlyArray<string>]>) {
    for (const code of codes) if (!map.has(code)) map.set(code, cls)
  }
  return map
})()

/** The class of a transaction code; undefined for a text that is not one. */
export const classOfCode = (code: string): CodeClass | undefined => CLASS_OF.get(code)

/** A Test Payment Gateway card: its data and the transaction code it answers. */
export interface TestCard {
  readonly number: string
  readonly brand: string
  readonly expirationMonth: number
  readonly expirationYear: number
  readonly securityCode: string
  readonly holderName: string
  readonly code: string
}

/** The codes every brand's table lists, in its order (numbers ending …02, …10, …28, …36, …44, …51, …69, …77). */
const GATEWAY_CODES = [
  ["0002", "SUCCEEDED"],
  ["0010", "INSUFFICIENT_FUNDS"],
  ["0028", "DECLINED_BY_BANK"],
  ["0036", "DO_NOT_HONOR"],
  ["0044", "INVALID_SECURITY_CODE"],
  ["0051", "INVALID_CARD_DATA"],
  ["0069", "REPORTED_STOLEN"],
  ["0077", "ERROR"]
] as const

/** Per brand: the number's first digits (each number is these plus a `GATEWAY_CODES` ending) and its security code. */
const GATEWAY_BRANDS = [
  { brand: "VISA", prefix: "450799000000", securityCode: "123" },
  { brand: "MASTERCARD", prefix: "525244000000", securityCode: "123" },
  { brand: "AMEX", prefix: "37000000000", securityCode: "1234" },
  { brand: "DINERS", prefix: "364716600000", securityCode: "123" },
  { brand: "UATP", prefix: "113900000000", securityCode: "123" }
] as const

/** Every Test Payment Gateway card (expiry 11/28, holder "John Doe"). */
export const TEST_CARDS: ReadonlyArray<TestCard> = GATEWAY_BRANDS.flatMap(({ brand, prefix, securityCode }) =>
  GATEWAY_CODES.map(([ending, code]) => ({
    number: prefix + ending,
    brand,
    expirationMonth: 11,
    expirationYear: 28,
    securityCode,
    holderName: "John Doe",
    code
  }))
)

const BY_NUMBER: ReadonlyMap<string, TestCard> = new Map(TEST_CARDS.map((card) => [card.number, card]))

/** The test card with this number (spaces and dashes ignored); undefined for any other number. */
export const testCardFor = (number: string): TestCard | undefined => BY_NUMBER.get(number.replace(/[\s-]/g, ""))

/** The brand a card number's first digits name (the reference's test ranges, and the brands' usual prefixes). */
export const brandOf = (number: string): string => {
  // Stryker disable next-line StringLiteral: its one caller (sent-card.ts) passes the digits only, so no character is replaced
  const digits = number.replace(/\D/g, "")
  const two = Number(digits.slice(0, 2))
  const four = Number(digits.slice(0, 4))
  if (digits.startsWith("4")) return "VISA"
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "MASTERCARD"
  if (two === 34 || two === 37) return "AMEX"
  if (two === 30 || two === 36 || two === 38) return "DINERS"
  if (four >= 3528 && four <= 3589) return "JCB"
  if (digits.startsWith("1")) return "UATP"
  return "UNKNOWN"
}
