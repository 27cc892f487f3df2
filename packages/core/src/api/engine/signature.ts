/**
 * A client method's signature, read off its declaration: path parameters in the template's order
 * (camelCase), then the body, then the query, then the options. The generated client
 * (scripts/gen-client.ts), the README table and the OpenAPI summaries all use this one reading.
 */
import type { EndpointDeclaration } from "./endpoint"

/** `payment_id` → `paymentId`. */
export const camelCase = (name: string): string => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** The `{placeholders}` of a path template, in order. */
export const pathParamsInOrder = (path: string): ReadonlyArray<string> => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)

/** One argument of a client method. */
export interface Argument {
  readonly name: string
  readonly optional: boolean
  /** `path`: fills `{wire}`; `body`; `query`: the whole query; `queryField`: one query field `wire`; `options`. */
  readonly role: "path" | "body" | "query" | "queryField" | "options"
  /** The wire name (path placeholder or query field). */
  readonly wire?: string | undefined
}

/** Query keys of a declaration's query schema (a `Schema.Struct`'s fields), in order. */
export const queryKeysOf = (e: EndpointDeclaration): ReadonlyArray<string> =>
  Object.keys((e.query as { readonly fields?: Record<string, unknown> } | undefined)?.fields ?? {})

/** The arguments of the client method of `e`, in order. */
export const argumentsOf = (e: EndpointDeclaration): ReadonlyArray<Argument> => {
  const args: Array<Argument> = pathParamsInOrder(e.path).map((wire) => ({ name: camelCase(wire), optional: false, role: "path", wire }))
  if (e.body !== undefined) args.push({ name: "body", optional: e.call?.optionalBody === true, role: "body" })
  // a query follows the body when both are declared
  if (e.call?.queryArgument !== undefined) {
    args.push({ name: camelCase(e.call.queryArgument), optional: false, role: "queryField", wire: e.call.queryArgument })
  } else if (e.query !== undefined) args.push({ name: "params", optional: true, role: "query" })
  args.push({ name: "options", optional: true, role: "options" })
  return args
}

/** The options a call takes besides `RequestOptions`: the declared headers' `option`s. */
export const headerOptionsOf = (e: EndpointDeclaration): ReadonlyArray<string> =>
  [...new Set((e.headers ?? []).flatMap((h) => (h.option === undefined ? [] : [h.option])))]

/** The method's names on the client: its operation, then its aliases. */
export const clientNamesOf = (e: EndpointDeclaration): ReadonlyArray<string> => [e.operation, ...(e.call?.aliases ?? [])]

/** The call as a user writes it, for docs: `payments.refund(paymentId, transactionId, body?, opts?)`. */
export const callText = (e: EndpointDeclaration, name: string = e.operation): string => {
  const text = argumentsOf(e).map((a) => {
    if (a.role === "options") {
      const extra = headerOptionsOf(e)
      return extra.length === 0 ? "opts?" : `opts? & { ${extra.map((o) => `${o}?`).join(", ")} }`
    }
    if (a.role === "query" && e.call?.camelCaseQuery) return `{ ${queryKeysOf(e).map((k) => `${camelCase(k)}?`).join(", ")} }?`
    return a.optional ? `${a.name}?` : a.name
  })
  return `${name}(${text.join(", ")})`
}
