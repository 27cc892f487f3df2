/** Reports: asynchronous report generation (IN_PROCESS → SUCCEEDED ...). */
import type * as Effect from "effect/Effect"
import type { PayrailApiError } from "../errors"
import type { RequestOptions } from "../http/config"
import type { Send } from "../http/transport"
import { CreateReportParams, Report } from "../schema/report"
import { Uuid } from "../schema/shared"
import { call } from "./call"

/** `reports.create` options: the usual ones plus the organization code for this call. */
export interface CreateReportOptions extends RequestOptions {
  /** Sent as `X-Organization-Code`; defaults to the client's `organizationCode`. */
  readonly organizationCode?: string | undefined
}

export interface ReportsApi {
  /** `POST /reports` (X-Organization-Code) → IN_PROCESS. No idempotency key: retried only when unsent or on 429. */
  readonly create: (body: CreateReportParams, options?: CreateReportOptions) => Effect.Effect<Report, PayrailApiError>
  /** `GET /reports/{report_id}`. */
  readonly retrieve: (reportId: string, options?: RequestOptions) => Effect.Effect<Report, PayrailApiError>
}

export const makeReports = (send: Send, defaultOrganizationCode: string | undefined): ReportsApi => ({
  create: (body, options) =>
    call(send, {
      operation: "reports.create",
      method: "POST",
      path: "/reports",
      headers: { "X-Organization-Code": options?.organizationCode ?? defaultOrganizationCode },
      body: { schema: CreateReportParams, input: body },
      retry: "unsafe",
      response: Report
    }, options),
  retrieve: (reportId, options) =>
    call(send, {
      operation: "reports.retrieve",
      method: "GET",
      path: "/reports/{report_id}",
      params: { report_id: { value: reportId, schema: Uuid } },
      retry: "safe",
      response: Report
    }, options)
})
