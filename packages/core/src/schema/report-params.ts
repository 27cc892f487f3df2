/**
 * Request bodies of report.ts (strict: excess keys refused, every bad path named), in a module of
 * their own so a bundle that only decodes responses or webhooks leaves them out.
 */
import * as Schema from "effect/Schema"
import { BoundedString, Timestamp } from "./shared"
import { REPORT_TYPES, REPORT_TYPES_WITH_COLUMNS, REPORT_TYPES_WITH_METADATA_FIELDS, REPORT_TYPES_WITH_ACQUIRER } from "./report"

/**
 * A comma-separated list whose every item (surrounding spaces ignored) passes `item`;
 * empty items (`"AR,,BR"`) are refused.
 */
const CommaSeparated = (item: RegExp, expected: string) =>
  Schema.String.check(
    Schema.makeFilter((s: string) => {
      const bad = s.split(",").map((x) => x.trim()).find((x) => !item.test(x))
      return bad === undefined ? undefined : `Expected a comma-separated list of ${expected}; got item "${bad}"`
    })
  )

/** spec Limits: "report type, status and filter strings 3 to 255 chars". */
const FilterString = BoundedString(3, 255)

/** A filter string (3–255 chars) that is also a comma-separated list of non-empty items. */
const FilterList = FilterString.check(
  Schema.makeFilter((s: string) =>
    s.split(",").every((x) => x.trim().length > 0) || "Expected a comma-separated list without empty items"
  )
)

/** Body of `POST /reports` (spec endpoint 10, gap-facts #15). `end_date` must not precede `start_date`. */
export const CreateReportParams = Schema.Struct({
  type: Schema.Literals(REPORT_TYPES),
  start_date: Timestamp, // spec: ISO 8601 timestamp
  end_date: Timestamp, // spec: ISO 8601 timestamp
  updated_at_start: Schema.optionalKey(Timestamp),
  updated_at_end: Schema.optionalKey(Timestamp),
  merchant_reference_id: Schema.optionalKey(BoundedString(3, 255)), // spec: 3 to 255 chars
  // spec: comma-separated list of accounts; omit for all. Each is a payment account_id (spec Limits: 36 to 64 chars)
  account_id: Schema.optionalKey(CommaSeparated(/^.{36,64}$/, "account ids of 36 to 64 characters")),
  payment_status: Schema.optionalKey(FilterList), // spec: 3 to 255 chars; comma-separated
  payment_sub_status: Schema.optionalKey(FilterList), // spec: same rules
  payment_method: Schema.optionalKey(FilterList), // spec: same rules
  country: Schema.optionalKey(CommaSeparated(/^[A-Z]{2}$/, "ISO 3166-1 alpha-2 country codes")), // spec: 2-char codes
  currency: Schema.optionalKey(CommaSeparated(/^[A-Z]{3}$/, "ISO 4217 currency codes")), // spec: currency codes
  transaction_type: Schema.optionalKey(FilterList), // spec: comma-separated; the list is open (gap-facts #18)
  transaction_status: Schema.optionalKey(FilterList), // spec: comma-separated; the list is open (gap-facts #18)
  columns: Schema.optionalKey(CommaSeparated(/^\S.*$/, "column names")), // spec: PAYMENTS and TRANSACTIONS only
  acquirer: Schema.optionalKey(
    // gap-facts #15; spec: settlements only, a single value (no list)
    FilterString.check(Schema.makeFilter((s: string) => !s.includes(",") || "Expected a single acquirer, not a list"))
  ),
  metadata_fields: Schema.optionalKey(CommaSeparated(/^\S.*$/, "metadata field names")), // gap-facts #15
  user_code: Schema.optionalKey(BoundedString(1, 255)) // gap-facts #15: the user to associate with the request
}).check(
  Schema.makeFilter((p) => {
    const issues: Array<Schema.FilterIssue> = []
    if (Date.parse(p.end_date) < Date.parse(p.start_date)) {
      issues.push({ path: ["end_date"], issue: "end_date must not be earlier than start_date" })
    }
    if (
      p.updated_at_start !== undefined && p.updated_at_end !== undefined &&
      Date.parse(p.updated_at_end) < Date.parse(p.updated_at_start)
    ) {
      issues.push({ path: ["updated_at_end"], issue: "updated_at_end must not be earlier than updated_at_start" })
    }
    // spec endpoint 10: columns only for PAYMENTS and TRANSACTIONS reports
    if (p.columns !== undefined && !(REPORT_TYPES_WITH_COLUMNS as ReadonlyArray<string>).includes(p.type)) {
      issues.push({ path: ["columns"], issue: `columns is only allowed for PAYMENTS and TRANSACTIONS reports, not ${p.type}` })
    }
    // spec endpoint 10: the acquirer filter is for the settlements report only
    if (p.acquirer !== undefined && !(REPORT_TYPES_WITH_ACQUIRER as ReadonlyArray<string>).includes(p.type)) {
      issues.push({ path: ["acquirer"], issue: `acquirer is only allowed for SETTLEMENTS reports, not ${p.type}` })
    }
    // spec endpoint 10: metadata columns for TRANSACTIONS and SETTLEMENTS reports only
    if (p.metadata_fields !== undefined && !(REPORT_TYPES_WITH_METADATA_FIELDS as ReadonlyArray<string>).includes(p.type)) {
      issues.push({
        path: ["metadata_fields"],
        issue: `metadata_fields is only allowed for TRANSACTIONS and SETTLEMENTS reports, not ${p.type}`
      })
    }
    return issues
  })
)
export type CreateReportParams = typeof CreateReportParams.Type
