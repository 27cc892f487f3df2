/**
 * Card data is a secret like the private key (docs/errors-and-retries.md): a card or network-token
 * number, a security code and a cryptogram never appear in an error, a log, an event, a request
 * log or saved state. `redactCardData` is the one place that says how they are hidden, for the
 * client and for the fake (`@payrail/testing` keeps its request log and state through it).
 * No imports: the root entry exports it without effect/Schema.
 */

/** What a secret that is not masked is replaced with. */
export const REDACTED = "[REDACTED]"

/** Keys whose value is a secret wherever they appear, in any letter case (`CVV`, `Security_Code`). */
const SECRET_KEYS: ReadonlySet<string> = new Set(["security_code", "cryptogram", "cvv", "cvc"])
/** Objects whose `number` is a card (or network token) number, in any letter case (`Card_Data`). */
const CARD_OBJECTS: ReadonlySet<string> = new Set(["card_data", "token_data"])
// A key as the sets hold it: JSON keys are matched without regard to letter case.
const lower = (key: string): string => (/[A-Z]/.test(key) ? key.toLowerCase() : key)

/**
 * A card number shown as PCI DSS allows: the first six and the last four digits, the rest masked
 * (`4507990000000002` → `450799******0002`). A value too short to keep eight digits, or not a
 * string, is redacted whole.
 */
export const maskCardNumber = (value: unknown): string => {
  if (typeof value !== "string") return REDACTED
  const digits = value.replace(/[\s-]/g, "")
  if (digits.length < 13) return REDACTED
  return `${digits.slice(0, 6)}${"*".repeat(digits.length - 10)}${digits.slice(-4)}`
}

// Deeper than any body of the API: below it a value is replaced whole rather than walked.
const MAX_DEPTH = 64

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const redact = (value: unknown, parentKey: string | undefined, depth: number, seen: WeakSet<object>): unknown => {
  if (typeof value !== "object" || value === null) return value
  if (depth > MAX_DEPTH || seen.has(value)) return REDACTED
  seen.add(value)
  try {
    if (Array.isArray(value)) {
      // the items of an array under a card key are cards too (`card_data: [{ number }]`)
      const itemKey = parentKey !== undefined && CARD_OBJECTS.has(parentKey) ? parentKey : undefined
      let copy: Array<unknown> | undefined
      value.forEach((item, i) => {
        const redacted = itemKey !== undefined && typeof item !== "object" && item !== null && item !== undefined
          ? maskCardNumber(typeof item === "number" ? String(item) : item)
          : redact(item, itemKey, depth + 1, seen)
        if (redacted !== item) (copy ??= value.slice())[i] = redacted
      })
      return copy ?? value
    }
    if (!isPlainRecord(value)) return value
    let copy: Record<string, unknown> | undefined
    for (const key of Object.keys(value)) {
      const item = value[key]
      const name = lower(key)
      let redacted: unknown
      if (SECRET_KEYS.has(name) && item !== null && item !== undefined) redacted = REDACTED
      else if (name === "number" && parentKey !== undefined && CARD_OBJECTS.has(parentKey) && item !== null && item !== undefined) {
        redacted = maskCardNumber(item)
      } else if (CARD_OBJECTS.has(name) && item !== null && typeof item !== "object" && item !== undefined) {
        // a card key holding the number itself (`card_data: "4507…"`)
        redacted = maskCardNumber(typeof item === "number" ? String(item) : item)
      } else redacted = redact(item, name, depth + 1, seen)
      if (redacted === item) continue
      if (copy === undefined) {
        copy = {}
        // every own key in its order, `__proto__` as a plain data property
        for (const k of Object.keys(value)) Object.defineProperty(copy, k, { value: value[k], enumerable: true, writable: true, configurable: true })
      }
      Object.defineProperty(copy, key, { value: redacted, enumerable: true, writable: true, configurable: true })
    }
    return copy ?? value
  } finally {
    seen.delete(value)
  }
}

/**
 * `value` (a request or response body, a saved record...) with its card secrets hidden, at any
 * depth: `card_data.number` and `network_token.token_data.number` masked to their first six and
 * last four digits, every `security_code`, `cryptogram` (and `cvv` / `cvc`) replaced by
 * `"[REDACTED]"`. The input is never modified; it is returned itself when it holds no secret.
 */
export const redactCardData = <T>(value: T): T => redact(value, undefined, 0, new WeakSet()) as T
