/** Subscription plans: create, list, retrieve, cancel (state/plans.ts, state/subscription-changes.ts). */
import { api } from "@payrail/core/api"
import { pageBySize } from "../state/lists"
import { createPlan, listPlans, renderPlan, requirePlan } from "../state/plans"
import { cancelPlan } from "../state/subscription-changes"
import { type GroupTable, handler } from "./route"

export const planHandlers = {
  // the plan's account: `account_id` in the body (the usage-based billing guide sends it) or the x-account-code header
  "plans.create": handler(api.plans.create, {
    handle: (ctx) => {
      const sent = (ctx.body as { readonly account_id?: unknown }).account_id
      const accountId = typeof sent === "string" ? sent : ctx.headers.get("x-account-code") ?? undefined
      return renderPlan(ctx.env, createPlan(ctx.env, ctx.merchant, accountId, ctx.body))
    }
  }),
  "plans.list": handler(api.plans.list, {
    handle: (ctx) => pageBySize(listPlans(ctx.env, ctx.merchant), ctx.query.page ?? 1, ctx.query.size ?? 20, (p) => renderPlan(ctx.env, p, "list"))
  }),
  "plans.retrieve": handler(api.plans.retrieve, { handle: (ctx) => renderPlan(ctx.env, requirePlan(ctx.env, ctx.merchant, ctx.params.plan_id)) }),
  "plans.cancel": handler(api.plans.cancel, { handle: (ctx) => cancelPlan(ctx.env, ctx.merchant, ctx.params.plan_id, ctx.body.status) })
} satisfies GroupTable<"plans">
