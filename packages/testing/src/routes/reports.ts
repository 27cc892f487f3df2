/** Reports: create and retrieve (spec endpoint 10, gap-facts #16), list (gap-facts-2 F4). */
import { CreateReportParams } from "@payrail/core"
import { invalidRequest, unrecorded } from "../errors"
import { pageByNumber } from "../state/lists"
import { createReport, listReports, renderReport, retrieveReport } from "../state/reports"
import { decodeOrReject } from "../validate"
import { created, intQuery, ok, requiredHeader, type Route, timeQuery, uuidParam } from "./route"

export const reportRoutes: ReadonlyArray<Route> = [
  {
    name: "reports.create",
    method: "POST",
    pattern: "/reports",
    handle: (ctx) => {
      // spec endpoint 10: X-Organization-Code is sent on create report
      const organizationCode = ctx.headers.get("x-organization-code")
      if (organizationCode === null || organizationCode.trim() === "") {
        throw unrecorded(invalidRequest("X-Organization-Code: header is required"))
      }
      const params = decodeOrReject(CreateReportParams, ctx.body, (m) => invalidRequest(...m))
      return created(renderReport(createReport(ctx.env, ctx.merchant, organizationCode, params, ctx.settings.reportTiming)))
    }
  },
  {
    name: "reports.retrieve",
    method: "GET",
    pattern: "/reports/:report_id",
    handle: (ctx) => ok(renderReport(retrieveReport(ctx.env, ctx.merchant, uuidParam(ctx, "report_id"))))
  },
  {
    name: "reports.list",
    method: "GET",
    pattern: "/reports/list",
    handle: (ctx) => {
      const reports = listReports(ctx.env, ctx.merchant, requiredHeader(ctx, "x-organization-code"), {
        from: timeQuery(ctx, "start_date"),
        to: timeQuery(ctx, "end_date")
      })
      // gap-facts-2 F4: page_number ≤ 10, page_size ≤ 99; a bare array
      return ok(pageByNumber(reports, intQuery(ctx, "page_number", 1, 10, 1), intQuery(ctx, "page_size", 1, 99, 20), renderReport))
    }
  }
]
