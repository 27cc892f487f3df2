/**
 * Times a request carries (a query's `start_date`, a body's `availability.start_at`), read once
 * at the edge: a value that is not an ISO 8601 date-time is refused as INVALID_REQUEST naming
 * its field, never turned into an error of the fake (a 500) further in.
 */
import { invalidRequest } from "../foundation/errors"

/** ISO 8601 date-time with a zone, as core's `Timestamp` and the OpenAPI document's `date-time` query parameters. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/

/** The epoch milliseconds of `value`, the time sent as `field`; throws INVALID_REQUEST naming `field` when it is none. */
export const requestTime = (field: string, value: string): number => {
  const ms = DATE_TIME.test(value) ? Date.parse(value) : Number.NaN
  if (!Number.isFinite(ms)) throw invalidRequest(`${field}: Expected an ISO 8601 date-time such as 2025-01-31T23:59:59Z, got ${JSON.stringify(value)}`)
  return ms
}

/** `requestTime` of a value that may be absent. */
export const optionalRequestTime = (field: string, value: string | undefined): number | undefined =>
  value === undefined ? undefined : requestTime(field, value)
