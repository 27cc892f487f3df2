/**
 * Amounts a request carries, read once at the edge: the fake keeps an amount as an exact count
 * of 0.0001 units (money.ts); one it cannot keep exactly (above 2^53 units, about
 * 900 billion) is refused as INVALID_REQUEST naming its field, never a 500 further in.
 */
import { invalidRequest } from "../foundation/errors"
import { fromUnits, toUnits } from "../foundation/money"

/** The largest amount the fake keeps exactly. */
export const MAX_AMOUNT = fromUnits(Number.MAX_SAFE_INTEGER)

/** `value` (sent as `field`) in 0.0001 units; throws INVALID_REQUEST naming `field` when it cannot be kept exactly. */
export const requestUnits = (field: string, value: number | `${number}`): number => {
  try {
    return toUnits(value)
  } catch {
    throw invalidRequest(`${field}: Expected an amount of at most ${MAX_AMOUNT} in multiples of 0.0001, got ${value}`)
  }
}
