/**
 * Exact money. docs/service-facts.md#amount-scale: amounts are decimal major units, multiples of 0.0001.
 * The fake keeps every amount as an integer count of 0.0001 units, so 0.1 + 0.2
 * refunded is exactly 0.3, and renders it back as a JSON number only at the edge.
 */

/** Units per major currency unit (0.0001 resolution). */
export const UNITS_PER_MAJOR = 10_000

/**
 * A decimal amount (major units) → integer count of 0.0001 units. Throws on a finer value. Decimal
 * text (`"12.5"`, as requests may send it: docs/spec-gaps.md#amounts-as-text) is read as its number; the router
 * already stores such a value as the number, so the text form only arrives from direct state calls.
 */
export const toUnits = (sent: number | `${number}`): number => {
  const value = typeof sent === "string" ? Number(sent) : sent
  const scaled = value * UNITS_PER_MAJOR
  const units = Math.round(scaled)
  if (!Number.isFinite(value) || Math.abs(scaled - units) > 1e-6 || !Number.isSafeInteger(units)) {
    throw new RangeError(`Not an amount in multiples of 0.0001: ${value}`)
  }
  return units
}

/**
 * Integer units → the JSON number. Integer ÷ 10 000 is correctly rounded, so it is the
 * same double a JSON parser makes of the decimal text (3000 → 0.3, not 0.30000000000000004).
 */
export const fromUnits = (units: number): number => units / UNITS_PER_MAJOR

/** The last two decimals of an amount (…13 for 10.13), used by the decline triggers. */
export const centsOf = (units: number): number => Math.floor(units / 100) % 100
