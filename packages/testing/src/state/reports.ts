/**
 * Report state machine (docs/service-facts.md#create-report, docs/service-facts.md#report-statuses):
 *
 *   create → IN_PROCESS --(completeAfterMs on the fake clock)--> SUCCEEDED
 *          SUCCEEDED --(retention on the fake clock)--> EXPIRED
 *
 * Report timestamps are text `YYYY-MM-DD HH:MM:SS.ffffff +0000 UTC`; `expires_at` is "" until set.
 */
import type { CreateReportParams } from "./params"
import { reject } from "../foundation/errors"
import type { ReportRecord } from "../foundation/store"
import { reportTimestamp, toMillis, uuid } from "../foundation/time"
import { type Env, own } from "./env"
import { newestFirst } from "./lists"
import { requestTime } from "./request-time"

/** Timing of the report moves (fake-clock milliseconds). */
export interface ReportTiming {
  /** IN_PROCESS → SUCCEEDED after this long. Default 60 000 (one minute). */
  readonly completeAfterMs: number
  /** SUCCEEDED → EXPIRED after this long; `expires_at` shows when. Default 7 days. */
  readonly retentionMs: number
}

export const DEFAULT_REPORT_TIMING: ReportTiming = { completeAfterMs: 60_000, retentionMs: 7 * 86_400_000 }

/** POST /reports. */
export const createReport = (
  env: Env,
  merchant: string,
  organizationCode: string,
  params: CreateReportParams,
  timing: ReportTiming
): ReportRecord => {
  // read now, so a date that is no time is refused before anything is kept (rendering reads them again)
  requestTime("start_date", params.start_date)
  requestTime("end_date", params.end_date)
  const now = env.clock.now()
  const report: ReportRecord = {
    id: uuid(),
    merchant,
    organizationCode,
    params: params as ReportRecord["params"],
    status: "IN_PROCESS",
    createdAt: now,
    updatedAt: now,
    expiresAt: null,
    tasks: []
  }
  scheduleCompletion(env, report, now + timing.completeAfterMs, timing)
  env.store.reports.set(report.id, report)
  return report
}

const scheduleCompletion = (env: Env, report: ReportRecord, at: number, timing: ReportTiming) => {
  report.tasks.push(
    env.clock.schedule(at, `report ${report.id} completes`, () => {
      // Stryker disable next-line ConditionalExpression: report.status leaves IN_PROCESS only inside this completion task, each report record gets exactly one such task (at create, or rearmReport on a freshly restored record after the clock queue was cleared), and reset/restore cancel pending tasks, so the status is always IN_PROCESS when it runs.
      if (report.status !== "IN_PROCESS") return
      const now = env.clock.now()
      report.status = "SUCCEEDED"
      report.updatedAt = now
      report.expiresAt = now + timing.retentionMs
      env.notify?.("report.update", () => renderReport(report)) // docs/service-facts.md#event-catalogue: the only report event
      scheduleExpiry(env, report, report.expiresAt)
    })
  )
}

const scheduleExpiry = (env: Env, report: ReportRecord, at: number) => {
  report.tasks.push(
    env.clock.schedule(at, `report ${report.id} expires`, () => {
      report.status = "EXPIRED"
      report.updatedAt = env.clock.now()
    })
  )
}

/** Re-arms the timers of a restored report (a saved state keeps their times, not the tasks). */
export const rearmReport = (env: Env, report: ReportRecord, timing: ReportTiming): void => {
  if (report.status === "IN_PROCESS") scheduleCompletion(env, report, report.createdAt + timing.completeAfterMs, timing)
  else if (report.status === "SUCCEEDED" && report.expiresAt !== null) scheduleExpiry(env, report, report.expiresAt)
}

/** GET /reports/{id}. */
export const retrieveReport = (env: Env, merchant: string, id: string): ReportRecord => {
  const report = own(env.store.reports, id, merchant)
  if (report === undefined) throw reject(400, "REPORT_NOT_FOUND", `Report ${id} not found`)
  return report
}

/** The Report resource. */
export const renderReport = (report: ReportRecord) => ({
  id: report.id,
  type: report.params.type,
  start_date: reportTimestamp(toMillis(report.params.start_date)),
  end_date: reportTimestamp(toMillis(report.params.end_date)),
  merchant_reference_id: (report.params.merchant_reference_id as string | undefined) ?? "",
  created_at: reportTimestamp(report.createdAt),
  updated_at: reportTimestamp(report.updatedAt),
  expires_at: report.expiresAt === null ? "" : reportTimestamp(report.expiresAt),
  status: report.status
})

/** GET /reports/list (docs/service-facts.md#report-lists): the organization's reports, newest first, created within the dates when given. */
export const listReports = (
  env: Env,
  merchant: string,
  organizationCode: string,
  range: { readonly from?: number | undefined; readonly to?: number | undefined }
): Array<ReportRecord> =>
  newestFirst(
    [...env.store.reports.values()].filter((r) =>
      r.merchant === merchant && r.organizationCode === organizationCode &&
      (range.from === undefined || r.createdAt >= range.from) && (range.to === undefined || r.createdAt <= range.to)
    )
  )
