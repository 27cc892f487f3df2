/**
 * Connections (`/connections`): an account's credentials with a provider, and a provider's
 * catalog of the parameters a connection takes (tolerant). Parameter values may be secrets.
 */
import * as Schema from "effect/Schema"
import { OptBoolean, OptNumber, OptString } from "./fields"
import { Maybe, Resource } from "./shared"

export const Connection = /* @__PURE__ */ (() =>
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
export type Connection = typeof Connection.Type

/** One parameter a provider's connection takes: its type, whether it is optional, editable, secret. */
export const ProviderCatalogParam = /* @__PURE__ */ (() =>
  Resource({
    param_id: OptString,
    field_type: OptString,
    description: OptString,
    editable_field: OptBoolean,
    optional: OptBoolean,
    secret: OptBoolean
  }))()
export type ProviderCatalogParam = typeof ProviderCatalogParam.Type

/** `connections.providerCatalog`: the payment method types a provider serves and its connection parameters. */
export const ProviderCatalog = /* @__PURE__ */ (() =>
  Resource({
    payment_method_type: Maybe(Schema.Array(Schema.String)),
    params: Maybe(Schema.Array(ProviderCatalogParam))
  }))()
export type ProviderCatalog = typeof ProviderCatalog.Type
