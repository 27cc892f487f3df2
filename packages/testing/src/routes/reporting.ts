/** Reporting: transactions done at a provider directly (state/reported-transactions.ts). */
import { api } from "@payrail/core/api"
import { reportTransactions } from "../state/reported-transactions"
import { type GroupTable, handler } from "./route"

export const reportingHandlers = {
  "reporting.transactions": handler(api.reporting.transactions, { handle: (ctx) => reportTransactions(ctx.env, ctx.merchant, ctx.body) })
} satisfies GroupTable<"reporting">
