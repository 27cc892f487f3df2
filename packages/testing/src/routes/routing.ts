/** Routing configurations and the recommendations they decide (state/routing.ts). */
import { api } from "@payrail/core/api"
import { createRouting, listRoutings, recommend, renderRouting, retrieveRouting, updateRouting } from "../state/routing"
import { type GroupTable, handler } from "./route"

export const routingHandlers = {
  "routing.create": handler(api.routing.create, { handle: (ctx) => renderRouting(ctx.env, createRouting(ctx.env, ctx.merchant, ctx.body)) }),
  "routing.list": handler(api.routing.list, {
    handle: (ctx) => listRoutings(ctx.env, ctx.merchant, ctx.query.account_id, ctx.query.payment_method).map((r) => renderRouting(ctx.env, r))
  }),
  "routing.retrieve": handler(api.routing.retrieve, { handle: (ctx) => renderRouting(ctx.env, retrieveRouting(ctx.env, ctx.merchant, ctx.params.routing_id)) }),
  "routing.update": handler(api.routing.update, {
    handle: (ctx) => renderRouting(ctx.env, updateRouting(ctx.env, ctx.merchant, ctx.params.routing_id, ctx.body))
  }),
  "routing.recommendations": handler(api.routing.recommendations, { handle: (ctx) => recommend(ctx.env, ctx.merchant, ctx.body) })
} satisfies GroupTable<"routing">
