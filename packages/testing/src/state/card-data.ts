/**
 * Card data is a secret: the fake never keeps a card number, security code or cryptogram it was
 * sent, in its state, its saved state, its request log or its answers. Core's redaction does it
 * for JSON values (numbers masked to their first six and last four digits, security codes and
 * cryptograms replaced by `"[REDACTED]"`); a body that was not JSON has its digit runs masked.
 */
import { maskCardNumber } from "@payrail/core"

export { maskCardNumber, REDACTED, redactCardData } from "@payrail/core"

/** A text (a body that was not JSON) with every run of 12 to 19 digits masked. */
export const maskCardNumbersInText = (text: string): string => text.replace(/\d{12,19}/g, (digits) => maskCardNumber(digits))
