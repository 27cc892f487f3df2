/**
 * Annotation keys the request schemas carry for the tools around them (read by the
 * guard compiler, the request check of src/api/engine/check.ts and the fake's service rules).
 */
import type * as SchemaAST from "effect/SchemaAST"

/** On a request enum the service may grow: the values the spec lists (`ReadonlyArray<string>`). */
export const CLOSED_LIST_ANNOTATION = "payrail/closedList"

/**
 * On a request object: `{ [specName]: wireName }`. A field the spec names differently from the
 * service (the spec's `service_…` placeholders) is accepted under both names and sent under the
 * service's: see docs/spec-gaps.md.
 */
export const WIRE_ALIASES_ANNOTATION = "payrail/wireAliases"

/**
 * On a money value (`AmountValue`): a number, or the same number as decimal text. The client sends
 * either as given; the fake stores the number (`withNumericAmounts` in src/schema/open-request.ts).
 */
export const MONEY_ANNOTATION = "payrail/money"

/**
 * On an optional id for which the service reads an empty string as "not sent"
 * (`checkout.session`, `payment_method.token`, `payment_method.vaulted_token`): the fake stores it
 * as not sent (docs/spec-gaps.md#empty-optional-ids).
 */
export const EMPTY_AS_ABSENT_ANNOTATION = "payrail/emptyAsAbsent"

/**
 * The annotation `key` of a node: on the node itself, or on one of its checks — `annotate` on a
 * schema that already has checks (`CountryCode`, a struct with a rule) annotates its last check.
 */
export const annotationOf = (node: SchemaAST.AST, key: string): unknown => {
  const own = node.annotations?.[key]
  if (own !== undefined) return own
  for (const check of node.checks ?? []) {
    const onCheck = check.annotations?.[key]
    if (onCheck !== undefined) return onCheck
  }
  return undefined
}
