/**
 * The page sends small JSON bodies; these read them without trusting them. Values are passed on
 * as typed, so a bad amount reaches the SDK and comes back as its `RequestValidationError`.
 */
export type Body = Record<string, unknown> | undefined

export const text = (body: Body, key: string): string | undefined => {
  const value = body?.[key]
  return typeof value === "string" && value !== "" ? value : undefined
}

/** A number as typed in a form: `"12.50"` → 12.5; empty → undefined; anything else → NaN (refused by the SDK). */
export const amount = (body: Body, key: string): number | undefined => {
  const value = body?.[key]
  if (value === undefined || value === null || value === "") return undefined
  return typeof value === "number" ? value : Number(String(value).trim())
}

export const flag = (body: Body, key: string): boolean => body?.[key] === true || body?.[key] === "true"
