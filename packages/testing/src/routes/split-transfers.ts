/** Split transfers: create, retrieve, reverse (state/split-transfers.ts). */
import { api } from "@payrail/core/api"
import { createSplitTransfer, renderSplitTransfer, retrieveSplitTransfer, reverseSplitTransfer } from "../state/split-transfers"
import { type GroupTable, handler } from "./route"

export const splitTransferHandlers = {
  "splitTransfers.create": handler(api.splitTransfers.create, { handle: (ctx) => renderSplitTransfer(createSplitTransfer(ctx.env, ctx.merchant, ctx.body)) }),
  "splitTransfers.retrieve": handler(api.splitTransfers.retrieve, {
    handle: (ctx) => renderSplitTransfer(retrieveSplitTransfer(ctx.env, ctx.merchant, ctx.params.transfer_id))
  }),
  "splitTransfers.reverse": handler(api.splitTransfers.reverse, {
    handle: (ctx) => renderSplitTransfer(reverseSplitTransfer(ctx.env, ctx.merchant, ctx.params.transfer_id, ctx.body))
  })
} satisfies GroupTable<"splitTransfers">
