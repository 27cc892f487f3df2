/**
 * Reports (docs/service-facts.md#create-report, docs/service-facts.md#create-report): the `Report` resource as the service answers
 * it, and the checked body of `POST /reports`.
 */
import * as Schema from "effect/Schema"
import { Maybe, OpenEnum, Resource, type Named } from "./shared"
export { REPORT_TYPES_WITH_ACQUIRER, REPORT_TYPES_WITH_COLUMNS, REPORT_TYPES_WITH_METADATA_FIELDS } from "./request-checks"
import { REPORT_TYPES, REPORT_STATUSES } from "./lists"
export { REPORT_TYPES, REPORT_STATUSES } from "./lists"

// ---------------------------------------------------------------------------
// Value lists
// ---------------------------------------------------------------------------



// ---------------------------------------------------------------------------
// Response (tolerant)
// ---------------------------------------------------------------------------

const reportCodec = Resource({
  id: Schema.String,
  status: OpenEnum(REPORT_STATUSES),
  type: Maybe(OpenEnum(REPORT_TYPES)),
  start_date: Maybe(Schema.String),
  end_date: Maybe(Schema.String),
  merchant_reference_id: Maybe(Schema.String),
  created_at: Maybe(Schema.String),
  updated_at: Maybe(Schema.String),
  expires_at: Maybe(Schema.String) // spec: empty string while unset
})
/** The schema of `Report`, by name (see `Named`). */
export interface ReportSchema extends Named<typeof reportCodec> {}
/**
 * The report resource (spec "Report"). Its timestamps are text like
 * `2024-05-02 13:05:11.123456 +0000 UTC` and are kept exactly as sent; `expires_at` is "" while unset.
 */
export const Report: ReportSchema = reportCodec
export type Report = typeof Report.Type

const reportDownloadLink = Resource({
  type: Maybe(Schema.String),
  download_link: Maybe(Schema.String),
  status: Maybe(Schema.String)
})
/** The schema of `ReportDownloadLink`, by name (see `Named`). */
export interface ReportDownloadLinkSchema extends Named<typeof reportDownloadLink> {}
/**
 * `reports.download`: the reference's v2 page answers `{ type, download_link, status }`; its
 * sandbox collection a file (CSV or JSON). A link object or the file's text.
 */
export const ReportDownloadLink: ReportDownloadLinkSchema = reportDownloadLink
export type ReportDownloadLink = typeof ReportDownloadLink.Type

const reportDownload = Schema.Union([ReportDownloadLink, Schema.String])
/** The schema of `ReportDownload`, by name (see `Named`). */
export interface ReportDownloadSchema extends Named<typeof reportDownload> {}
export const ReportDownload: ReportDownloadSchema = reportDownload
export type ReportDownload = typeof ReportDownload.Type
