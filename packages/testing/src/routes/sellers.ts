/** Sellers: create, retrieve, replace, delete (state/sellers.ts). */
import { api } from "@payrail/core/api"
import { createSeller, deleteSeller, renderSeller, retrieveSeller, updateSeller } from "../state/sellers"
import { type GroupTable, handler } from "./route"

export const sellerHandlers = {
  "sellers.create": handler(api.sellers.create, { handle: (ctx) => renderSeller(createSeller(ctx.env, ctx.merchant, ctx.body)) }),
  "sellers.retrieve": handler(api.sellers.retrieve, {
    handle: (ctx) => renderSeller(retrieveSeller(ctx.env, ctx.merchant, ctx.params.merchant_seller_id))
  }),
  "sellers.update": handler(api.sellers.update, {
    handle: (ctx) => renderSeller(updateSeller(ctx.env, ctx.merchant, ctx.params.merchant_seller_id, ctx.body))
  }),
  "sellers.delete": handler(api.sellers.delete, {
    handle: (ctx) => {
      deleteSeller(ctx.env, ctx.merchant, ctx.params.merchant_seller_id)
      return undefined // 204: no body
    }
  })
} satisfies GroupTable<"sellers">
