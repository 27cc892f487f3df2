/** Issuers: by country and payment method, from the fake's fixed table (state/issuers.ts). */
import { api } from "@payrail/core/api"
import { listIssuers } from "../state/issuers"
import { type GroupTable, handler } from "./route"

export const issuerHandlers = {
  "issuers.list": handler(api.issuers.list, { handle: (ctx) => ({ issuers: listIssuers(ctx.env, ctx.merchant, ctx.query) }) })
} satisfies GroupTable<"issuers">
