/**
 * Provider connections (`/connections`): checked against the fake's catalogue
 * (state/provider-catalog.ts): an unknown provider, a payment method it does not serve, a
 * parameter it does not take or a required one left out is 400 INVALID_REQUEST naming it.
 * `merchant_connection_id` is unique per merchant (a repeat: 409 CONNECTION_ALREADY_EXISTS);
 * unknown id: 404 CONNECTION_NOT_FOUND. Created ACTIVE. Secret parameter values are masked.
 */
import type * as Core from "@payrail/core"
import type { WithoutNulls } from "@payrail/core/internal"
import { invalidRequest, reject } from "../foundation/errors"
import type { ConnectionRecord } from "../foundation/routing-records"
import { isoMicros, uuid } from "../foundation/time"
import { type Env, own } from "./env"
import { MASKED_VALUE, PROVIDER_CATALOG, type ProviderEntry } from "./provider-catalog"

/** Bodies as the handlers pass them: `null` on an optional field taken out (routes/route.ts). */
type CreateConnectionParams = WithoutNulls<Core.CreateConnectionParams>

/** GET /connections/catalog/{provider_id}. */
export const providerCatalog = (providerId: string): ProviderEntry => {
  // own keys only: `constructor` or `__proto__` is no provider
  const entry = Object.hasOwn(PROVIDER_CATALOG, providerId) ? PROVIDER_CATALOG[providerId] : undefined
  if (entry === undefined) throw reject(404, "PROVIDER_NOT_FOUND", `Provider ${providerId} not found`)
  return entry
}

const checkAgainstCatalog = (params: CreateConnectionParams): ProviderEntry => {
  const entry = Object.hasOwn(PROVIDER_CATALOG, params.provider_id) ? PROVIDER_CATALOG[params.provider_id] : undefined
  if (entry === undefined) throw invalidRequest(`provider_id: unknown provider ${params.provider_id}`)
  const problems: Array<string> = []
  params.payment_methods.forEach((m, i) => {
    if (!entry.payment_method_type.includes(m)) problems.push(`payment_methods[${i}]: ${params.provider_id} does not serve ${m}`)
  })
  params.params.forEach((p, i) => {
    if (!entry.params.some((c) => c.param_id === p.param_id)) problems.push(`params[${i}].param_id: ${params.provider_id} takes no ${p.param_id}`)
  })
  for (const c of entry.params) {
    if (!c.optional && !params.params.some((p) => p.param_id === c.param_id)) problems.push(`params: ${c.param_id} is required by ${params.provider_id}`)
  }
  if (problems.length > 0) throw invalidRequest(...problems)
  return entry
}

/** POST /connections. */
export const createConnection = (env: Env, merchant: string, params: CreateConnectionParams): ConnectionRecord => {
  const entry = checkAgainstCatalog(params)
  const taken = [...env.store.connections.values()].some((c) => c.merchant === merchant && c.merchantConnectionId === params.merchant_connection_id)
  if (taken) throw reject(409, "CONNECTION_ALREADY_EXISTS", `A connection with merchant_connection_id ${params.merchant_connection_id} already exists`)
  const secret = (id: string) => entry.params.some((c) => c.param_id === id && c.secret)
  const { account_id: _account, ...rest } = params
  const now = env.clock.now()
  const connection: ConnectionRecord = {
    id: uuid(), merchant, merchantConnectionId: params.merchant_connection_id,
    fields: { ...rest, params: params.params.map((p) => ({ param_id: p.param_id, value: secret(p.param_id) ? MASKED_VALUE : p.value })) },
    createdAt: now, updatedAt: now
  }
  env.store.connections.set(connection.id, connection)
  return connection
}

/** GET /connections/{connection_id}. */
export const retrieveConnection = (env: Env, merchant: string, id: string): ConnectionRecord => {
  const connection = own(env.store.connections, id, merchant)
  if (connection === undefined) throw reject(404, "CONNECTION_NOT_FOUND", `Connection ${id} not found`)
  return connection
}

export const renderConnection = (c: ConnectionRecord) => ({
  ...c.fields,
  connection_id: c.id,
  merchant_connection_id: c.merchantConnectionId,
  status: "ACTIVE",
  costs: [],
  created_at: isoMicros(c.createdAt),
  updated_at: isoMicros(c.updatedAt)
})
