/**
 * Where a call carries an `account_id` that the client fills from its `accountId` when the call
 * leaves it out (stripe-node's default account): a query or body field the schema requires, or an
 * optional query field the declaration says the service needs anyway (`call.accountIdFromClient`).
 * An `account_id` sent as a header is filled by the header's own rule (`HeaderDeclaration.config`).
 */
import * as SchemaAST from "effect/SchemaAST"
import type { Decodable, EndpointDeclaration } from "./endpoint"

const accountField = (schema: Decodable | undefined): SchemaAST.PropertySignature | undefined => {
  let ast: SchemaAST.AST | undefined = schema?.ast
  while (ast !== undefined && ast._tag !== "Objects") {
    ast = ast._tag === "Suspend" ? ast.thunk() : ast._tag === "Union" ? ast.types.find((t) => t._tag === "Objects") : undefined
  }
  return ast?._tag === "Objects" ? ast.propertySignatures.find((p) => p.name === "account_id") : undefined
}

export const accountIdIn = (d: EndpointDeclaration): "query" | "body" | undefined => {
  if ((d.headers ?? []).some((h) => h.param === "account_id")) return undefined
  const filled = (schema: Decodable | undefined) => {
    const field = accountField(schema)
    return field !== undefined && (!SchemaAST.isOptional(field.type) || d.call?.accountIdFromClient === true)
  }
  return filled(d.query) ? "query" : filled(d.body) ? "body" : undefined
}
