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

/**
 * `text` as a string of its own: V8 makes `slice` a view that keeps the whole parent alive, so a
 * 16 KiB prefix of a 9 MB body held the 9 MB. A JSON round trip writes the characters anew
 * (lone surrogates included) and works wherever the fake runs (no Node built-ins).
 */
export const ownCopy = (text: string): string => JSON.parse(JSON.stringify(text)) as string

/** A text longer than a cut by this much holds whole any card number or secret value that starts before the cut. */
const CUT_MARGIN = 64

/**
 * The first `length` characters of `text`, card data masked as `maskCardNumbersInText` masks it,
 * as a string of its own. Masked a little past the cut, then cut: a number or a secret across the
 * cut is masked whole first; the rest of a long text is never scanned.
 */
export const maskedPrefix = (text: string, length: number): string =>
  ownCopy(maskCardNumbersInText(text.slice(0, length + CUT_MARGIN)).slice(0, length))
