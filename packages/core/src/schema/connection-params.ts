/** Request body of connection.ts (known fields checked with every bad path named; unknown ones sent as given). */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "./fields"
import { Uuid } from "./shared"

/**
 * Body of `connections.create` (`POST /connections`): the provider's parameters as its catalog
 * names them (`connections.providerCatalog`); their values are often secrets.
 */
export const CreateConnectionParams = Schema.Struct({
  account_id: Uuid,
  merchant_connection_id: NonEmptyString,
  provider_id: NonEmptyString,
  flow_type: NonEmptyString,
  payment_methods: Schema.Array(NonEmptyString),
  params: Schema.Array(Schema.Struct({ param_id: NonEmptyString, value: Schema.String }))
})
export type CreateConnectionParams = typeof CreateConnectionParams.Type
