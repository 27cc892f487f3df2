/** Reports: create and retrieve (spec endpoint 10, gap-facts #16). */
import { CreateReportParams } from "@payrail/core"
import { invalidRequest, unrecorded } from "../errors"
import { createReport, renderReport, retrieveReport } from "../state/reports"
import { decodeOrReject } from "../validate"
import { created, ok, type Route, uuidParam } from "./route"

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
  }
]
