import { PAYRAIL_EVENTS_PATH, PAYRAIL_WEBHOOK_PATH } from "@payrail/core"

/**
 * Injection tokens. Symbols for what is internal; a string for the client, so that it stays the
 * same token if two copies of this package end up in one app.
 */

/** The token of the `PayrailClient`; `@InjectPayrail()` is `@Inject(PAYRAIL_CLIENT)`. */
export const PAYRAIL_CLIENT = "PAYRAIL_CLIENT"

/** The webhook route this module instance mounted (or `undefined`), fixed at definition time. */
export const PAYRAIL_WEBHOOK_ROUTE = Symbol("PAYRAIL_WEBHOOK_ROUTE")

/** The default webhook path: where the service POSTs incoming transfer notifications. */
export const DEFAULT_WEBHOOK_PATH: string = PAYRAIL_WEBHOOK_PATH

/** The default path for every other notification (both paths take every kind). */
export const DEFAULT_EVENTS_PATH: string = PAYRAIL_EVENTS_PATH
