/** Usage meters, their prices on plans and usage events (state/meters.ts, state/plan-meters.ts). */
import { api } from "@payrail/core/api"
import { pageByOffset } from "../state/lists"
import { createMeter, listMeters, renderMeter, renderUsageEvent, reportUsage, requireMeter, updateMeter } from "../state/meters"
import { attachMeterToPlan, listPlanMeters, renderPlanMeter, updatePlanMeter } from "../state/plan-meters"
import { type GroupTable, handler } from "./route"

export const meterHandlers = {
  "meters.create": handler(api.meters.create, { handle: (ctx) => renderMeter(createMeter(ctx.env, ctx.merchant, ctx.body)) }),
  // limit default 20 (the list-meters page)
  "meters.list": handler(api.meters.list, {
    handle: (ctx) => pageByOffset(listMeters(ctx.env, ctx.merchant, ctx.query.account_id), ctx.query.limit ?? 20, ctx.query.offset ?? 0, renderMeter)
  }),
  "meters.retrieve": handler(api.meters.retrieve, { handle: (ctx) => renderMeter(requireMeter(ctx.env, ctx.merchant, ctx.params.meter_id)) }),
  "meters.update": handler(api.meters.update, { handle: (ctx) => renderMeter(updateMeter(ctx.env, ctx.merchant, ctx.params.meter_id, ctx.body)) }),
  "meters.reportUsage": handler(api.meters.reportUsage, { handle: (ctx) => renderUsageEvent(reportUsage(ctx.env, ctx.merchant, ctx.body)) }),
  "meters.attachToPlan": handler(api.meters.attachToPlan, {
    handle: (ctx) => renderPlanMeter(attachMeterToPlan(ctx.env, ctx.merchant, ctx.params.plan_id, ctx.body))
  }),
  // the operation declares no paging parameters: the whole list, as one page
  "meters.listOfPlan": handler(api.meters.listOfPlan, {
    handle: (ctx) => {
      const all = listPlanMeters(ctx.env, ctx.merchant, ctx.params.plan_id)
      return pageByOffset(all, Math.max(all.length, 1), 0, renderPlanMeter)
    }
  }),
  "meters.updateOfPlan": handler(api.meters.updateOfPlan, {
    handle: (ctx) => renderPlanMeter(updatePlanMeter(ctx.env, ctx.merchant, ctx.params.plan_id, ctx.params.meter_id, ctx.body))
  })
} satisfies GroupTable<"meters">
