/** Report endpoints: create (asynchronous), retrieve, list. */
import { ListReportsParams, ReportList } from "../schema/list"
import { Report } from "../schema/report"
import { CreateReportParams } from "../schema/report-params"
import { Uuid } from "../schema/shared"
import { endpoint } from "./endpoint"

// docs/service-facts.md#authentication 4: reports carry X-Organization-Code; without one the service answers 400
const organizationCode = { name: "X-Organization-Code", option: "organizationCode", config: "organizationCode", required: true } as const

export const create = endpoint({
  operation: "reports.create",
  description: "Starts generating a report (IN_PROCESS). No idempotency key: retried only when unsent or on 429.",
  method: "POST",
  path: "/reports",
  pathParams: {},
  body: CreateReportParams,
  response: Report,
  idempotent: false,
  successStatus: 201,
  headers: [organizationCode],
  retry: "unsafe", // no key: retried only when unsent or on 429
  paging: "none",
  returns: "Report"
})

export const retrieve = endpoint({
  operation: "reports.retrieve",
  description: "Retrieves a report and its status.",
  method: "GET",
  path: "/reports/{report_id}",
  pathParams: { report_id: Uuid },
  response: Report,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "Report"
})

export const list = endpoint({
  operation: "reports.list",
  description: "One page of reports, newest first.",
  method: "GET",
  path: "/reports/list",
  pathParams: {},
  query: ListReportsParams,
  response: ReportList,
  idempotent: false,
  successStatus: 200,
  headers: [organizationCode], // F4
  retry: "safe",
  paging: "page_number/page_size",
  returns: "Page<Report>"
})
