/** One-time tokens made on the server (state/one-time-tokens.ts). */
import { api } from "@payrail/core/api"
import { createToken, renderServerToken } from "../state/one-time-tokens"
import { type GroupTable, handler } from "./route"

export const tokenHandlers = {
  "tokens.create": handler(api.tokens.create, { handle: (ctx) => renderServerToken(createToken(ctx.env, ctx.merchant, ctx.body)) })
} satisfies GroupTable<"tokens">
