/** Network-token cryptograms for an enrolled card (state/network-tokens.ts). */
import { api } from "@payrail/core/api"
import { JsonText } from "../foundation/json-text"
import { createCryptogram } from "../state/network-tokens"
import { type GroupTable, handler } from "./route"

export const networkTokenHandlers = {
  // The cryptogram is what the merchant asked for, made for this answer and never kept: written as
  // text, so the answer's card-secret walk (pipeline/answer.ts) leaves it; the request log still masks it.
  "networkTokens.createCryptogram": handler(api.networkTokens.createCryptogram, {
    handle: (ctx) => new JsonText(JSON.stringify(createCryptogram(ctx.env, ctx.merchant, ctx.body)))
  })
} satisfies GroupTable<"networkTokens">
