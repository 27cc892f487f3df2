/**
 * Connections (`/connections`): an account's credentials with a provider, and a provider's
 * catalog of the parameters a connection takes (tolerant). Parameter values may be secrets.
 */
import * as Schema from "effect/Schema"
import { OptBoolean, OptNumber, OptString } from "./fields"
import { Maybe, Resource, type Named } from "./shared"

const connection = /* @__PURE__ */ (() =>
  Resource({
    connection_id: Schema.String,
    merchant_connection_id: OptString,
    provider_id: OptString,
    status: OptString,
    flow_type: OptString,
    payment_methods: Maybe(Schema.Array(Schema.String)),
    params: Maybe(Schema.Array(Resource({ param_id: OptString, value: OptString }))),
    costs: Maybe(Schema.Array(Resource({ sort_number: OptNumber, cost_name: OptString, currency: OptString }))),
    created_at: OptString,
    updated_at: OptString
  }))()
/** The schema of `Connection`, by name (see `Named`). */
export interface ConnectionSchema extends Named<typeof connection> {}
export const Connection: ConnectionSchema = connection
export type Connection = typeof Connection.Type

const providerCatalogParam = /* @__PURE__ */ (() =>
  Resource({
    param_id: OptString,
    field_type: OptString,
    description: OptString,
    editable_field: OptBoolean,
    optional: OptBoolean,
    secret: OptBoolean
  }))()
/** The schema of `ProviderCatalogParam`, by name (see `Named`). */
export interface ProviderCatalogParamSchema extends Named<typeof providerCatalogParam> {}
/** One parameter a provider's connection takes: its type, whether it is optional, editable, secret. */
export const ProviderCatalogParam: ProviderCatalogParamSchema = providerCatalogParam
export type ProviderCatalogParam = typeof ProviderCatalogParam.Type

const providerCatalog = /* @__PURE__ */ (() =>
  Resource({
    payment_method_type: Maybe(Schema.Array(Schema.String)),
    params: Maybe(Schema.Array(ProviderCatalogParam))
  }))()
/** The schema of `ProviderCatalog`, by name (see `Named`). */
export interface ProviderCatalogSchema extends Named<typeof providerCatalog> {}
/** `connections.providerCatalog`: the payment method types a provider serves and its connection parameters. */
export const ProviderCatalog: ProviderCatalogSchema = providerCatalog
export type ProviderCatalog = typeof ProviderCatalog.Type
