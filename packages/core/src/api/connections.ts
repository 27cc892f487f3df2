/** The `connections` group of the client: its endpoints, declared once. */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "../schema/fields"
import { ReferenceObject } from "../schema/marketplace"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./engine/endpoint"

export const createConnection = endpoint({
  operation: "connections.create",
  description: "`connections.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/connections",
  body: OpaqueObject,
  response: ReferenceObject,
  successStatus: 201
})

export const providerCatalog = endpoint({
  operation: "connections.providerCatalog",
  description: "`connections.providerCatalog` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/connections/catalog/{provider_id}",
  pathParams: { provider_id: NonEmptyString },
  response: Schema.Unknown
})

export const retrieveConnection = endpoint({
  operation: "connections.retrieve",
  description: "`connections.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/connections/{connection_id}",
  pathParams: { connection_id: NonEmptyString },
  response: ReferenceObject
})
