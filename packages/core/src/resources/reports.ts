/** Reports: asynchronous report generation (IN_PROCESS → SUCCEEDED ...). */
import * as Effect from "effect/Effect"
import { type PayrailApiError, RequestValidationError } from "../errors"
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

// spec Authentication 4: create report carries X-Organization-Code; without one the service answers 400.
const missingOrganizationCode = () =>
  new RequestValidationError({
    operation: "reports.create",
    issues: [{
      path: "organizationCode",
      message: "X-Organization-Code is required: set organizationCode in the client config or in the call options"
    }]
  })

export const makeReports = (send: Send, defaultOrganizationCode: string | undefined): ReportsApi => ({
  create: (body, options) => {
    const organizationCode = options?.organizationCode ?? defaultOrganizationCode
    if (!organizationCode) return Effect.fail(missingOrganizationCode())
    return call(send, {
      operation: "reports.create",
      method: "POST",
      path: "/reports",
      headers: { "X-Organization-Code": organizationCode },
      body: { schema: CreateReportParams, input: body },
      retry: "unsafe",
      response: Report
    }, options)
  },
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
