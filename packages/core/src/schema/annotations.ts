/**
 * Annotation keys the request schemas carry for the tools around them (no imports: read by the
 * guard compiler, the request check of src/api/check.ts and the fake's service rules).
 */

/** On a request enum the service may grow: the values the spec lists (`ReadonlyArray<string>`). */
export const CLOSED_LIST_ANNOTATION = "payrail/closedList"

/**
 * On a request object: `{ [specName]: wireName }`. A field the spec names differently from the
 * service (the spec's `service_…` placeholders) is accepted under both names and sent under the
 * service's: see docs/spec-gaps.md.
 */
export const WIRE_ALIASES_ANNOTATION = "payrail/wireAliases"
