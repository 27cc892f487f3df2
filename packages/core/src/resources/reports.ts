/** Reports: asynchronous report generation (IN_PROCESS → SUCCEEDED ...), and the list of reports. */
import * as Effect from "effect/Effect"
import type * as Stream from "effect/Stream"
import { routes as api } from "../api/routes.generated"
import type { PayrailApiError } from "../errors"
import type { RequestOptions } from "../http/config"
import type { ListReportsParams } from "../schema/list"
import type { Report } from "../schema/report"
import type { CreateReportParams } from "../schema/report-params"
import { type ClientContext, invoke } from "./invoke"
import { type Page, streamAll, toPage } from "./paging"

/** Options of report calls: the usual ones plus the organization code for this call. */
export interface CreateReportOptions extends RequestOptions {
  /** Sent as `X-Organization-Code`; defaults to the client's `organizationCode`. */
  readonly organizationCode?: string | undefined
}

export interface ReportsApi {
  /** `POST /reports` (X-Organization-Code) → IN_PROCESS. No idempotency key: retried only when unsent or on 429. */
  readonly create: (body: CreateReportParams, options?: CreateReportOptions) => Effect.Effect<Report, PayrailApiError>
  /** `GET /reports/{report_id}`. */
  readonly retrieve: (reportId: string, options?: RequestOptions) => Effect.Effect<Report, PayrailApiError>
  /** `GET /reports/list` (X-Organization-Code; page_number/page_size, newest first): one page. */
  readonly list: (params?: ListReportsParams, options?: CreateReportOptions) => Effect.Effect<Page<Report, ListReportsParams>, PayrailApiError>
  /** Every report from `params` on, page after page as the stream is pulled. */
  readonly listAll: (params?: ListReportsParams, options?: CreateReportOptions) => Stream.Stream<Report, PayrailApiError>
}

export const makeReports = (context: ClientContext): ReportsApi => {
  const list: ReportsApi["list"] = (params = {}, options) =>
    Effect.map(invoke(context, api.reports.list, { query: params, options }), (raw) =>
      toPage<Report, ListReportsParams>(api.reports.list.paging, params, raw))
  return {
    create: (body, options) => invoke(context, api.reports.create, { body, options }),
    retrieve: (reportId, options) => invoke(context, api.reports.retrieve, { params: { report_id: reportId }, options }),
    list,
    listAll: (params, options) => streamAll((p) => list(p, options), params)
  }
}
