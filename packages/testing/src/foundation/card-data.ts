/**
 * Card data is a secret: the fake never keeps a card number, security code or cryptogram it was
 * sent, in its state, its saved state, its request log, its answers or its notifications. Core's
 * redaction does it for JSON values (numbers masked to their first six and last four digits,
 * security codes and cryptograms replaced by `"[REDACTED]"`, keys matched in any letter case); a
 * body that was not JSON has its card-shaped numbers masked and the value after each secret key
 * redacted.
 */
import { maskCardNumber, REDACTED } from "@payrail/core"

export { maskCardNumber, REDACTED, redactCardData } from "@payrail/core"

// 12 to 19 digits, each pair at most one space or dash apart (`4111 1111 1111 1111`, `4111-1111-…`).
const CARD_SHAPED = /(?<![\d])\d(?:[ -]?\d){11,18}(?![\d])/g
// A secret key (quoted or not, any case) and the value after its `:` or `=`: a quoted string, or a bare token.
const SECRET_VALUE = /(["']?\b(?:security_code|cvv|cvc|cryptogram)\b["']?\s*[:=]\s*)("(?:[^"\\]|\\.)*"?|'[^']*'?|[^\s,;&}\]]+)/gi

/**
 * A text (a body that was not JSON) with every card-shaped number (12 to 19 digits, spaces or
 * dashes between them allowed) masked, and the value of every security code or cryptogram key
 * redacted. What cannot be read as either is left as sent.
 */
export const maskCardNumbersInText = (text: string): string =>
  text
    .replace(CARD_SHAPED, (digits) => maskCardNumber(digits))
    .replace(SECRET_VALUE, (_all, head: string, value: string) => `${head}${value.startsWith('"') ? `"${REDACTED}"` : REDACTED}`)
