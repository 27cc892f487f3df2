/**
 * A completed report's file (docs/fake.md "Report download"): the caller's payments created in
 * the report's range (`start_date` to `end_date`, both included), filtered by the report's
 * `account_id`, `country`, `payment_status` and `payment_method` lists when given, oldest
 * first, as CSV text. A report still IN_PROCESS, or EXPIRED, is refused 400 INVALID_REQUEST,
 * the one error the reference gives this endpoint.
 */
import { reject } from "../foundation/errors"
import { fromUnits } from "../foundation/money"
import type { PaymentRecord, ReportRecord } from "../foundation/store"
import { isoMicros, toMillis } from "../foundation/time"
import type { Env } from "./env"
import { retrieveReport } from "./reports"

/** The file's columns, in order. */
export const REPORT_CSV_COLUMNS = [
  "payment_id", "merchant_order_id", "account_id", "country", "status", "sub_status", "payment_method_type", "amount", "currency", "created_at"
] as const

const listOf = (value: unknown): ReadonlyArray<string> | undefined =>
  typeof value === "string" && value !== "" ? value.split(",").map((v) => v.trim()) : undefined

const inReport = (report: ReportRecord, p: PaymentRecord): boolean => {
  const from = toMillis(report.params.start_date)
  const to = toMillis(report.params.end_date)
  const filters: ReadonlyArray<[unknown, string]> = [
    [report.params.account_id, p.accountId],
    [report.params.country, p.country],
    [report.params.payment_status, p.status],
    [report.params.payment_method, p.methodType]
  ]
  return p.merchant === report.merchant && p.createdAt >= from && p.createdAt <= to &&
    filters.every(([list, value]) => listOf(list)?.includes(value) ?? true)
}

/** RFC 4180 quoting: a field with a comma, quote or line break is quoted, quotes doubled. */
const csvField = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)

/** GET /reports/{id}/download. */
export const downloadReport = (env: Env, merchant: string, id: string): string => {
  const report = retrieveReport(env, merchant, id)
  if (report.status !== "SUCCEEDED") throw reject(400, "INVALID_REQUEST", `Report ${id} is ${report.status}: only a completed report can be downloaded`)
  const rows = [...env.store.payments.values()]
    .filter((p) => inReport(report, p))
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((p) => [p.id, p.merchantOrderId, p.accountId, p.country, p.status, p.subStatus, p.methodType, String(fromUnits(p.valueUnits)), p.currency, isoMicros(p.createdAt)])
  return [REPORT_CSV_COLUMNS as ReadonlyArray<string>, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n"
}
