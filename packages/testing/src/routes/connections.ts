/** Provider connections and the fake's provider catalogue (state/connections.ts, state/provider-catalog.ts). */
import { api } from "@payrail/core/api"
import { createConnection, providerCatalog, renderConnection, retrieveConnection } from "../state/connections"
import { type GroupTable, handler } from "./route"

export const connectionHandlers = {
  "connections.create": handler(api.connections.create, { handle: (ctx) => renderConnection(createConnection(ctx.env, ctx.merchant, ctx.body)) }),
  "connections.retrieve": handler(api.connections.retrieve, {
    handle: (ctx) => renderConnection(retrieveConnection(ctx.env, ctx.merchant, ctx.params.connection_id))
  }),
  "connections.providerCatalog": handler(api.connections.providerCatalog, { handle: (ctx) => providerCatalog(ctx.params.provider_id) })
} satisfies GroupTable<"connections">
