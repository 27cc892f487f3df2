/** Reports: create and retrieve (spec endpoint 10, gap-facts #16), list (gap-facts-2 F4). */
import { api } from "@payrail/core/api"
import { pageByNumber } from "../state/lists"
import { createReport, listReports, renderReport, retrieveReport } from "../state/reports"
import { optionalRequestTime } from "../state/request-time"
import { handler } from "./route"

// spec endpoint 10: X-Organization-Code is sent (the declarations require it)
const organizationOf = (headers: Headers) => headers.get("x-organization-code")!

export const reportHandlers = [
  handler(api.reports.create, {
    handle: (ctx) => renderReport(createReport(ctx.env, ctx.merchant, organizationOf(ctx.headers), ctx.body, ctx.settings.reportTiming))
  }),
  handler(api.reports.retrieve, { handle: (ctx) => renderReport(retrieveReport(ctx.env, ctx.merchant, ctx.params.report_id)) }),
  handler(api.reports.list, {
    handle: (ctx) => {
      const q = ctx.query
      const reports = listReports(ctx.env, ctx.merchant, organizationOf(ctx.headers), {
        from: optionalRequestTime("start_date", q.start_date),
        to: optionalRequestTime("end_date", q.end_date)
      })
      // gap-facts-2 F4: a bare array; page_size default 20
      return pageByNumber(reports, q.page_number ?? 1, q.page_size ?? 20, renderReport)
    }
  })
]
