/**
 * A stub-server case for every declared endpoint without a hand-written one, derived from its
 * declaration and the OpenAPI document built from it: path parameters, the smallest body and query
 * the document accepts, the declared success status. A new endpoint is covered the moment it is
 * declared; the hand-written cases (endpoints.test.ts, endpoints-rest.ts) add exact answers.
 */
import type { PayrailClient } from "../../src"
import { type EndpointDeclaration, openApiDocument } from "../../src/api"
import { argumentsOf, camelCase } from "../../src/api/engine/signature"
import { fillPath } from "../../src/api/engine/check"
import { minimalValue } from "../support/minimal-value"
import type { RestCase } from "./rest-case"

type Json = Record<string, any>

/** The client method of an operation name. */
const methodOf = (client: PayrailClient, operation: string) =>
  operation.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], client) as (...args: ReadonlyArray<unknown>) => Promise<unknown>

export const declaredCases = (payrail: PayrailClient, declarations: ReadonlyArray<EndpointDeclaration>): Array<RestCase> => {
  const doc = openApiDocument() as Json
  const resolve = (ref: string): Json => ref.replace(/^#\//, "").split("/").reduce<Json>((node, key) => node[key], doc)
  return declarations.map((e) => {
    const operation = doc.paths[e.path][e.method.toLowerCase()] as Json
    const parameters = (operation.parameters ?? []) as Array<Json>
    const pathValues = Object.fromEntries(parameters.filter((p) => p.in === "path").map((p) => [p.name, String(minimalValue(p.schema, resolve))]))
    const query = Object.fromEntries(
      parameters.filter((p) => p.in === "query" && p.required === true).map((p) => [p.name, String(minimalValue(p.schema, resolve))])
    )
    const body = e.body === undefined ? undefined : minimalValue(operation.requestBody?.content?.["application/json"]?.schema, resolve)
    const success = operation.responses?.[String(e.successStatus)]?.content?.["application/json"]?.schema
    const reply = { status: e.successStatus, body: success === undefined ? {} : minimalValue(success, resolve) }
    const args = argumentsOf(e).flatMap((a) => {
      switch (a.role) {
        case "path":
          return [pathValues[a.wire!]]
        case "body":
          return [body]
        case "queryField":
          return [query[a.wire!]]
        case "query": {
          if (Object.keys(query).length === 0) return []
          return [e.call?.camelCaseQuery ? Object.fromEntries(Object.entries(query).map(([k, v]) => [camelCase(k), v])) : query]
        }
        case "options":
          return []
      }
    })
    return {
      name: e.operation,
      run: () => methodOf(payrail, e.operation)(...args),
      reply,
      method: e.method,
      path: fillPath(e.path, pathValues),
      ...(Object.keys(query).length === 0 ? {} : { query }),
      ...(body === undefined ? {} : { body }),
      idempotent: e.idempotent,
      // the answer is the smallest one the document allows: that the call resolves is the check
      resultUnchecked: true
    } satisfies RestCase
  })
}
