/** Reports: create and retrieve, download (state/report-download.ts), (docs/service-facts.md#create-report, docs/service-facts.md#report-statuses), list (docs/service-facts.md#report-lists). */
import { api } from "@payrail/core/api"
import { pageByNumber } from "../state/lists"
import { downloadReport } from "../state/report-download"
import { createReport, listReports, renderReport, retrieveReport } from "../state/reports"
import { optionalRequestTime } from "../state/request-time"
import type { RequestHeaders } from "../foundation/request-headers"
import { type GroupTable, handler } from "./route"

// docs/service-facts.md#create-report: X-Organization-Code is sent (the declarations require it)
const organizationOf = (headers: RequestHeaders) => headers.get("x-organization-code")!

export const reportHandlers = {
  "reports.create": handler(api.reports.create, {
    handle: (ctx) => renderReport(createReport(ctx.env, ctx.merchant, organizationOf(ctx.headers), ctx.body, ctx.settings.reportTiming))
  }),
  "reports.retrieve": handler(api.reports.retrieve, { handle: (ctx) => renderReport(retrieveReport(ctx.env, ctx.merchant, ctx.params.report_id)) }),
  "reports.list": handler(api.reports.list, {
    handle: (ctx) => {
      const q = ctx.query
      const reports = listReports(ctx.env, ctx.merchant, organizationOf(ctx.headers), {
        from: optionalRequestTime("start_date", q.start_date),
        to: optionalRequestTime("end_date", q.end_date)
      })
      // docs/service-facts.md#report-lists: a bare array; page_size default 20
      return pageByNumber(reports, q.page_number ?? 1, q.page_size ?? 20, renderReport)
    }
  }),
  "reports.download": handler(api.reports.download, { handle: (ctx) => downloadReport(ctx.env, ctx.merchant, ctx.params.report_id) })
} satisfies GroupTable<"reports">
