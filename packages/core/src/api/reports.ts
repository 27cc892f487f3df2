/** Report endpoints: create (asynchronous), retrieve, list. */
import { NonEmptyString } from "../schema/fields"
import { ListReportsParams, ReportList } from "../schema/list"
import { Report, ReportDownload } from "../schema/report"
import { CreateReportParams } from "../schema/report-params"
import { Uuid } from "../schema/shared"
import { endpoint } from "./engine/endpoint"

// docs/service-facts.md#authentication 4: reports carry X-Organization-Code; without one the service answers 400
const organizationCode = { name: "X-Organization-Code", option: "organizationCode", config: "organizationCode", required: true } as const

export const create = endpoint({
  operation: "reports.create",
  description: "Starts generating a report (IN_PROCESS). No idempotency key: retried only when unsent or on 429.",
  method: "POST",
  path: "/reports",
  body: CreateReportParams,
  response: Report,
  idempotent: false,
  successStatus: 201,
  headers: [organizationCode],
  retry: "unsafe" // no key: retried only when unsent or on 429
})

export const retrieve = endpoint({
  operation: "reports.retrieve",
  description: "Retrieves a report and its status.",
  method: "GET",
  path: "/reports/{report_id}",
  pathParams: { report_id: Uuid },
  response: Report
})

export const list = endpoint({
  operation: "reports.list",
  description: "One page of reports, newest first.",
  method: "GET",
  path: "/reports/list",
  query: ListReportsParams,
  response: ReportList,
  headers: [organizationCode], // F4
  paging: "page_number/page_size"
})

export const downloadReport = endpoint({
  operation: "reports.download",
  description: "Downloads a completed report.",
  method: "GET",
  path: "/reports/{report_id}/download",
  pathParams: { report_id: NonEmptyString },
  response: ReportDownload
})
