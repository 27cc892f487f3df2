/**
 * No card data through an agent: no tool's input schema offers a card number, a network token's
 * data or a security code, and a call that carries one anyway is refused before anything is sent
 * or kept. Payments take tokens and vaulted tokens instead (`payment_method.token`,
 * `payment_method.vaulted_token`). The keys are the ones core's `redactCardData` hides, plus the
 * objects that hold a card number.
 */
import type { Json } from "./json-schema"
import { errorResult, type ToolResult } from "./results"

/** Keys whose value is card data wherever they appear: card objects, token data, security codes. */
export const CARD_DATA_KEYS: ReadonlySet<string> = new Set(["card_data", "token_data", "security_code", "cryptogram", "cvv", "cvc", "card_number"])

/** A schema node without the card-data properties (and no longer requiring them). */
export const withoutCardData = (schema: Json): Json => {
  const properties = schema.properties
  if (typeof properties !== "object" || properties === null) return schema
  const kept = Object.entries(properties as Json).filter(([key]) => !CARD_DATA_KEYS.has(key))
  if (kept.length === Object.keys(properties).length) return schema
  const copy: Json = { ...schema, properties: Object.fromEntries(kept) }
  if (Array.isArray(schema.required)) copy.required = (schema.required as Array<unknown>).filter((key) => !CARD_DATA_KEYS.has(String(key)))
  return copy
}

// Deeper than any request of the API: below it nothing is walked (and nothing is sent either).
const MAX_DEPTH = 64

/** The paths (`body.payment_method.detail.card.card_data`) at which `value` carries card data. */
export const cardDataPaths = (value: unknown, path = "", depth = 0): ReadonlyArray<string> => {
  if (typeof value !== "object" || value === null || depth > MAX_DEPTH) return []
  const at = (key: string | number) => (path === "" ? String(key) : typeof key === "number" ? `${path}[${key}]` : `${path}.${key}`)
  if (Array.isArray(value)) return value.flatMap((item, i) => cardDataPaths(item, at(i), depth + 1))
  return Object.entries(value).flatMap(([key, item]) =>
    CARD_DATA_KEYS.has(key) && item !== null && item !== undefined ? [at(key)] : cardDataPaths(item, at(key), depth + 1))
}

/** The refusal of a call that carries card data: where it is, never what. */
export const refusedCardData = (paths: ReadonlyArray<string>): ToolResult =>
  errorResult({
    tag: "CardDataRefused",
    message: `Card data is not accepted through this server (${paths.join(", ")}): nothing was sent or kept. Pay with a token (payment_method.token) or a vaulted token (payment_method.vaulted_token) instead.`,
    issues: paths.map((path) => ({ path, message: "card data is not accepted here" }))
  })
