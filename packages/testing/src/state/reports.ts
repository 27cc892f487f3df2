/**
 * Report state machine (spec endpoint 10, gap-facts #16):
 *
 *   create → IN_PROCESS --(completeAfterMs on the fake clock)--> SUCCEEDED
 *          SUCCEEDED --(retention on the fake clock)--> EXPIRED
 *
 * Report timestamps are text `YYYY-MM-DD HH:MM:SS.ffffff +0000 UTC`; `expires_at` is "" until set.
 */
import type { CreateReportParams } from "@payrail/core"
import { reject } from "../errors"
import type { ReportRecord } from "../store"
import { reportTimestamp, toMillis, uuid } from "../time"
import { type Env, own } from "./env"

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
  report.tasks.push(
    env.clock.schedule(now + timing.completeAfterMs, `report ${report.id} completes`, () => {
      if (report.status !== "IN_PROCESS") return
      const at = env.clock.now()
      report.status = "SUCCEEDED"
      report.updatedAt = at
      report.expiresAt = at + timing.retentionMs
      env.notify?.("report.update", () => renderReport(report)) // gap-facts-2 A4: the only report event
      report.tasks.push(
        env.clock.schedule(report.expiresAt, `report ${report.id} expires`, () => {
          report.status = "EXPIRED"
          report.updatedAt = env.clock.now()
        })
      )
    })
  )
  env.store.reports.set(report.id, report)
  return report
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
