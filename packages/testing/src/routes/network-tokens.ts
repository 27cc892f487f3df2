/** Network-token cryptograms for an enrolled card (state/network-tokens.ts). */
import { api } from "@payrail/core/api"
import { createCryptogram } from "../state/network-tokens"
import { type GroupTable, handler } from "./route"

export const networkTokenHandlers = {
  "networkTokens.createCryptogram": handler(api.networkTokens.createCryptogram, { handle: (ctx) => createCryptogram(ctx.env, ctx.merchant, ctx.body) })
} satisfies GroupTable<"networkTokens">
