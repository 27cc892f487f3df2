/**
 * A tool call as a call of the real Payrail client: the client method named by the operation,
 * its positional arguments read off the declaration (`argumentsOf`: path parameters in order,
 * the body, the query or its one field, the options). Validation, retries, idempotency keys and
 * typed errors are the client's.
 */
import type { PayrailClient, RequestOptions } from "@payrail/core"
import { argumentsOf, type EndpointDeclaration } from "../declarations"

/** A tool's arguments, as the input schema has them. */
export interface ToolArguments {
  readonly [name: string]: unknown
  readonly query?: Readonly<Record<string, unknown>> | undefined
  readonly body?: unknown
  readonly confirmation?: string | undefined
}

const camelCase = (name: string): string => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** A camelCase query argument (`CallShape.camelCaseQuery`): the keys in camelCase, `"true"`/`"false"` as booleans. */
const camelCaseQuery = (query: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [camelCase(key), value === "true" ? true : value === "false" ? false : value]))

type Method = (...args: Array<unknown>) => PromiseLike<unknown>

/** The client method of `operation` (`customers.paymentMethods.list`). */
const methodOf = (client: PayrailClient, operation: string): Method => {
  let owner: unknown
  let at: unknown = client
  for (const key of operation.split(".")) {
    owner = at
    at = (at as Record<string, unknown> | undefined)?.[key]
  }
  if (typeof at !== "function") throw new Error(`the client has no method ${operation}`)
  return (at as Method).bind(owner)
}

/** Calls `e` with the tool's arguments; a list answers its first page (from `query` on). */
export const invokeDeclaration = (client: PayrailClient, e: EndpointDeclaration, args: ToolArguments, options: RequestOptions): PromiseLike<unknown> => {
  const query = args.query ?? {}
  const positional = argumentsOf(e).map((argument) => {
    switch (argument.role) {
      case "path":
        return args[argument.wire!]
      case "body":
        return args.body
      case "queryField":
        return query[argument.wire!]
      case "query":
        return e.call?.camelCaseQuery === true ? camelCaseQuery(query) : query
      case "options":
        return options
    }
  })
  return methodOf(client, e.operation)(...positional)
}
