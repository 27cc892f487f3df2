/**
 * Card data is a secret: the fake never keeps a card number, security code or cryptogram it was
 * sent, in its state, its saved state, its request log or its answers. Numbers are masked (first
 * six and last four digits kept), security codes and cryptograms replaced by `[redacted]`.
 *
 * A local helper until core exports its own redaction (issue 23); the rules are the same.
 */

/** What replaces a security code or a cryptogram. */
export const REDACTED = "[redacted]"

/** `4507990000000002` → `450799******0002`: first six and last four digits, the rest `*` (all but four for short numbers). */
export const maskCardNumber = (number: string): string => {
  const digits = number.replace(/\D/g, "")
  const head = digits.length >= 13 ? 6 : 0
  const tail = Math.min(4, digits.length)
  return digits.slice(0, head) + "*".repeat(Math.max(0, digits.length - head - tail)) + digits.slice(digits.length - tail)
}

/** Objects whose `number` is a card number (a card's data, a network token). */
const NUMBER_HOLDERS = new Set(["card_data", "network_token"])
/** Keys whose value is a secret wherever they appear. */
const SECRET_KEYS = new Set(["security_code", "cryptogram"])

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

/** Whether a JSON value holds anything to redact (iterative: bodies may be nested very deep). */
const holdsCardData = (value: unknown): boolean => {
  const stack: Array<unknown> = [value]
  while (stack.length > 0) {
    const v = stack.pop()
    if (!isObject(v)) continue
    for (const key of Object.keys(v)) {
      if (NUMBER_HOLDERS.has(key) || SECRET_KEYS.has(key)) return true
      stack.push(v[key])
    }
  }
  return false
}

/**
 * A JSON value with every card number masked and every security code and cryptogram redacted:
 * the value itself when it holds none, else a copy (the value passed in is left as it was).
 */
export const redactCardData = <T>(value: T): T => {
  if (!holdsCardData(value)) return value
  const copy = structuredClone(value)
  const stack: Array<{ readonly node: unknown; readonly holder: boolean }> = [{ node: copy, holder: false }]
  while (stack.length > 0) {
    const { node, holder } = stack.pop()!
    if (!isObject(node)) continue
    for (const key of Object.keys(node)) {
      const v = node[key]
      if (SECRET_KEYS.has(key) && v !== null && v !== "") node[key] = REDACTED
      else if (holder && key === "number" && (typeof v === "string" || typeof v === "number")) node[key] = maskCardNumber(String(v))
      else stack.push({ node: v, holder: NUMBER_HOLDERS.has(key) && !Array.isArray(v) })
    }
  }
  return copy
}

/** A text (a body that was not JSON) with every run of 12 to 19 digits masked. */
export const maskCardNumbersInText = (text: string): string => text.replace(/\d{12,19}/g, (digits) => maskCardNumber(digits))
