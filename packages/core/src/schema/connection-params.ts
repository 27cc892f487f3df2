/** Request body of connection.ts (known fields checked with every bad path named; unknown ones sent as given). */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "./fields"
import { Uuid, type Named } from "./shared"

const createConnectionParams = Schema.Struct({
  account_id: Uuid,
  merchant_connection_id: NonEmptyString,
  provider_id: NonEmptyString,
  flow_type: NonEmptyString,
  payment_methods: Schema.Array(NonEmptyString),
  params: Schema.Array(Schema.Struct({ param_id: NonEmptyString, value: Schema.String }))
})
/** The schema of `CreateConnectionParams`, by name (see `Named`). */
export interface CreateConnectionParamsSchema extends Named<typeof createConnectionParams> {}
/**
 * Body of `connections.create` (`POST /connections`): the provider's parameters as its catalog
 * names them (`connections.providerCatalog`); their values are often secrets.
 */
export const CreateConnectionParams: CreateConnectionParamsSchema = createConnectionParams
export type CreateConnectionParams = typeof CreateConnectionParams.Type
