/** The `connections` group of the client: its endpoints, declared once. */
import { Connection, ProviderCatalog } from "../schema/connection"
import { CreateConnectionParams } from "../schema/connection-params"
import { NonEmptyString } from "../schema/fields"
import { endpoint } from "./engine/endpoint"

export const createConnection = endpoint({
  operation: "connections.create",
  description: "Creates a provider connection.",
  method: "POST",
  path: "/connections",
  body: CreateConnectionParams,
  response: Connection,
  successStatus: 201
})

export const providerCatalog = endpoint({
  operation: "connections.providerCatalog",
  description: "Retrieves a provider's catalogue of connection parameters.",
  method: "GET",
  path: "/connections/catalog/{provider_id}",
  pathParams: { provider_id: NonEmptyString },
  response: ProviderCatalog
})

export const retrieveConnection = endpoint({
  operation: "connections.retrieve",
  description: "Retrieves a provider connection.",
  method: "GET",
  path: "/connections/{connection_id}",
  pathParams: { connection_id: NonEmptyString },
  response: Connection
})
