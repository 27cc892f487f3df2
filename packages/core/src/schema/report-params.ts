/**
 * Request bodies of report.ts (known fields checked with every bad path named; unknown ones sent as given), in a module of
 * their own so a bundle that only decodes responses or webhooks leaves them out.
 */
import * as Schema from "effect/Schema"
import { opt } from "./fields"
import { BoundedString, GrowingEnum, Timestamp, type Named } from "./shared"
import { namedCheck } from "./named-check"
import { REPORT_TYPES } from "./lists"

/**
 * A comma-separated list whose every item (surrounding spaces ignored) passes `item`;
 * empty items (`"AR,,BR"`) are refused.
 */
const CommaSeparated = (item: RegExp, expected: string) => Schema.String.check(namedCheck("commaSeparated", item.source, expected))

/** docs/service-facts.md#limits: "report type, status and filter strings 3 to 255 chars". */
const FilterString = BoundedString(3, 255)

/** A filter string (3–255 chars) that is also a comma-separated list of non-empty items. */
const FilterList = FilterString.check(namedCheck("noEmptyItems"))

const createReportParams = Schema.Struct({
  type: GrowingEnum(REPORT_TYPES), // the service may add report types: the fake enforces the spec's list
  start_date: Timestamp, // spec: ISO 8601 timestamp
  end_date: Timestamp, // spec: ISO 8601 timestamp
  updated_at_start: opt(Timestamp),
  updated_at_end: opt(Timestamp),
  merchant_reference_id: opt(BoundedString(3, 255)), // spec: 3 to 255 chars
  // spec: comma-separated list of accounts; omit for all. Each is a payment account_id (docs/service-facts.md#limits: 36 to 64 chars)
  account_id: opt(CommaSeparated(/^.{36,64}$/, "account ids of 36 to 64 characters")),
  payment_status: opt(FilterList), // spec: 3 to 255 chars; comma-separated
  payment_sub_status: opt(FilterList), // spec: same rules
  payment_method: opt(FilterList), // spec: same rules
  country: opt(CommaSeparated(/^[A-Z]{2}$/, "ISO 3166-1 alpha-2 country codes")), // spec: 2-char codes
  currency: opt(CommaSeparated(/^[A-Z]{3}$/, "ISO 4217 currency codes")), // spec: currency codes
  transaction_type: opt(FilterList), // spec: comma-separated; the list is open (docs/service-facts.md#transaction-types)
  transaction_status: opt(FilterList), // spec: comma-separated; the list is open (docs/service-facts.md#transaction-types)
  columns: opt(CommaSeparated(/^\S.*$/, "column names")), // spec: PAYMENTS and TRANSACTIONS only
  acquirer: opt(
    // docs/service-facts.md#create-report; spec: settlements only, a single value (no list)
    FilterString.check(namedCheck("singleAcquirer"))
  ),
  metadata_fields: opt(CommaSeparated(/^\S.*$/, "metadata field names")), // docs/service-facts.md#create-report
  user_code: opt(BoundedString(1, 255)) // docs/service-facts.md#create-report: the user to associate with the request
}).check(namedCheck("createReport"))
/** The schema of `CreateReportParams`, by name (see `Named`). */
export interface CreateReportParamsSchema extends Named<typeof createReportParams> {}
/** Body of `POST /reports` (docs/service-facts.md#create-report, docs/service-facts.md#create-report). `end_date` must not precede `start_date`. */
export const CreateReportParams: CreateReportParamsSchema = createReportParams
export type CreateReportParams = typeof CreateReportParams.Type
