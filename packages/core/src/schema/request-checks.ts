/**
 * The request schemas' custom rules as plain functions, in a module without effect/Schema: the
 * schema wraps each one in `Schema.makeFilter` (src/schema/named-check.ts, which also names it in
 * an annotation) and the generated request guards call the same function by that name. So the
 * client's happy path checks a body without loading effect/Schema, and the rule is written once.
 *
 * Each entry is a factory (its arguments are JSON, recorded in the annotation) returning the
 * predicate, with `makeFilter`'s outputs: `undefined`/`true` or an empty array pass; anything else
 * is the issue the schema reports.
 */

type FilterIssue = string | { readonly path: ReadonlyArray<PropertyKey>; readonly issue: string }
export type CheckOutput = undefined | boolean | FilterIssue | ReadonlyArray<FilterIssue>

/** The annotation key that names a check (read by scripts/guards/compile.ts). */
export const CHECK_ANNOTATION = "payrail/check"

/** docs/service-facts.md#create-report: which report types take `columns`, `metadata_fields`, `acquirer`. */
export const REPORT_TYPES_WITH_COLUMNS = ["PAYMENTS", "TRANSACTIONS"] as const
export const REPORT_TYPES_WITH_METADATA_FIELDS = ["TRANSACTIONS", "SETTLEMENTS"] as const
export const REPORT_TYPES_WITH_ACQUIRER = ["SETTLEMENTS"] as const

/** A money value as a number or as decimal text (`AmountValue`). */
type Amount = { readonly value: number | string }

/** Not sent: absent, `null` or, for the ids the service reads so, `""` (`EmptyOr`). */
const absent = (value: unknown) => value == null || value === ""

export const requestChecks = {
  /** docs/service-facts.md#amount-scale: amounts are multiples of 0.0001, checked on the scaled integer so that 26.9 passes. */
  amountPrecision: () => (n: number): CheckOutput => {
    const scaled = n * 10_000
    const units = Math.round(scaled)
    // a value that rounds to 0 units is a multiple only when it is 0 (2.6e-42 is no more one than 1e-9 is)
    return (Math.abs(scaled - units) < 1e-6 && (units !== 0 || n === 0)) || "Expected a multiple of 0.0001 (major currency units)"
  },
  /**
   * A string of `min` to `max` characters counted as JSON Schema counts them (code points: an
   * emoji is one character, not two UTF-16 units), so the client, the fake and the published
   * `minLength` / `maxLength` agree.
   */
  codePointLength: (min: number, max: number) => (s: string): CheckOutput => {
    const n = /[\uD800-\uDFFF]/.test(s) ? [...s].length : s.length
    return (n >= min && n <= max) || `Expected a value with a length between ${min} and ${max}`
  },
  /** A refund or capture amount is positive (`what`: "refund", "capture"). */
  positiveAmount: (what: string) => (a: Amount): CheckOutput =>
    Number(a.value) > 0 || { path: ["value"], issue: `Expected a ${what} amount greater than 0` },
  createPayment: () => (body: {
    readonly workflow?: string | null | undefined
    readonly checkout?: { readonly session?: string | null | undefined } | null | undefined
    readonly payment_method: { readonly token?: unknown; readonly vaulted_token?: unknown; readonly type?: unknown }
  }): CheckOutput => {
    const issues: Array<FilterIssue> = []
    // `null` on an optional field means "not given" (docs/errors-and-retries.md), and so does "" for the ids below
    // docs/service-facts.md#create-payment: checkout.session is required when workflow is SDK_CHECKOUT or not sent
    if ((body.workflow == null || body.workflow === "SDK_CHECKOUT") && absent(body.checkout?.session)) {
      issues.push({ path: ["checkout", "session"], issue: "checkout.session is required when workflow is SDK_CHECKOUT or absent" })
    }
    // spec silent: a payment method with none of token, vaulted_token or type cannot identify a method
    const pm = body.payment_method
    if (absent(pm.token) && absent(pm.vaulted_token) && pm.type == null) {
      issues.push({ path: ["payment_method"], issue: "payment_method needs a token, a vaulted_token or a type" })
    }
    return issues
  },
  /** docs/service-facts.md#create-subscription: "day (1 to 31, used with DAY)". */
  billingDateDay: () => (b: { readonly type: string; readonly day?: number | null | undefined }): CheckOutput => {
    if (b.type === "DAY" && b.day == null) return { path: ["day"], issue: "day is required when type is DAY" }
    if (b.type !== "DAY" && b.day != null) return { path: ["day"], issue: "day is only used when type is DAY" }
    return undefined
  },
  availabilityWindow: () => (a: { readonly start_at?: string | null | undefined; readonly finish_at?: string | null | undefined }): CheckOutput =>
    a.start_at != null && a.finish_at != null && Date.parse(a.finish_at) <= Date.parse(a.start_at)
      ? { path: ["finish_at"], issue: "finish_at must be later than start_at" }
      : undefined,
  /** docs/service-facts.md#create-subscription: frequency and billing_date are mutually exclusive; one of them sets the schedule. */
  subscriptionSchedule: () => (p: { readonly frequency?: unknown; readonly billing_date?: unknown }): CheckOutput => {
    if (p.frequency != null && p.billing_date != null) {
      const issue = "frequency and billing_date are mutually exclusive: send only one"
      return [{ path: ["frequency"], issue }, { path: ["billing_date"], issue }]
    }
    if (p.frequency == null && p.billing_date == null) {
      const issue = "one of frequency or billing_date is required"
      return [{ path: ["frequency"], issue }, { path: ["billing_date"], issue }]
    }
    return undefined
  },
  /**
   * At least one of the array fields `fields` has an item (a webhook endpoint needs a trigger:
   * the reference's "at least one trigger is required"); each field is named in the issue.
   */
  someItemIn: (fields: ReadonlyArray<string>, issue: string) => (body: Readonly<Record<string, unknown>>): CheckOutput =>
    fields.some((f) => Array.isArray(body[f]) && (body[f] as ReadonlyArray<unknown>).length > 0) || fields.map((f) => ({ path: [f], issue })),
  /** A comma-separated list whose every item (surrounding spaces ignored) matches `source`. */
  commaSeparated: (source: string, expected: string) => {
    const item = new RegExp(source)
    return (s: string): CheckOutput => {
      const bad = s.split(",").map((x) => x.trim()).find((x) => !item.test(x))
      return bad === undefined ? undefined : `Expected a comma-separated list of ${expected}; got item "${bad}"`
    }
  },
  noEmptyItems: () => (s: string): CheckOutput =>
    s.split(",").every((x) => x.trim().length > 0) || "Expected a comma-separated list without empty items",
  singleAcquirer: () => (s: string): CheckOutput => !s.includes(",") || "Expected a single acquirer, not a list",
  createReport: () => (p: {
    readonly type: string
    readonly start_date: string
    readonly end_date: string
    readonly updated_at_start?: string | null | undefined
    readonly updated_at_end?: string | null | undefined
    readonly columns?: unknown
    readonly acquirer?: unknown
    readonly metadata_fields?: unknown
  }): CheckOutput => {
    const issues: Array<FilterIssue> = []
    if (Date.parse(p.end_date) < Date.parse(p.start_date)) {
      issues.push({ path: ["end_date"], issue: "end_date must not be earlier than start_date" })
    }
    if (
      p.updated_at_start != null && p.updated_at_end != null &&
      Date.parse(p.updated_at_end) < Date.parse(p.updated_at_start)
    ) {
      issues.push({ path: ["updated_at_end"], issue: "updated_at_end must not be earlier than updated_at_start" })
    }
    // docs/service-facts.md#create-report: columns only for PAYMENTS and TRANSACTIONS reports
    if (p.columns != null && !(REPORT_TYPES_WITH_COLUMNS as ReadonlyArray<string>).includes(p.type)) {
      issues.push({ path: ["columns"], issue: `columns is only allowed for PAYMENTS and TRANSACTIONS reports, not ${p.type}` })
    }
    // docs/service-facts.md#create-report: the acquirer filter is for the settlements report only
    if (p.acquirer != null && !(REPORT_TYPES_WITH_ACQUIRER as ReadonlyArray<string>).includes(p.type)) {
      issues.push({ path: ["acquirer"], issue: `acquirer is only allowed for SETTLEMENTS reports, not ${p.type}` })
    }
    // docs/service-facts.md#create-report: metadata columns for TRANSACTIONS and SETTLEMENTS reports only
    if (p.metadata_fields != null && !(REPORT_TYPES_WITH_METADATA_FIELDS as ReadonlyArray<string>).includes(p.type)) {
      issues.push({
        path: ["metadata_fields"],
        issue: `metadata_fields is only allowed for TRANSACTIONS and SETTLEMENTS reports, not ${p.type}`
      })
    }
    return issues
  },
  /** F3: `offset` is a multiple of `limit` (default 20). */
  offsetMultipleOfLimit: () => (q: { readonly limit?: number | undefined; readonly offset?: number | undefined }): CheckOutput => {
    const limit = q.limit ?? 20
    return q.offset === undefined || q.offset % limit === 0 || { path: ["offset"], issue: `Expected a multiple of limit (${limit})` }
  }
} as const

export type RequestCheckName = keyof typeof requestChecks

/** Whether a check's output is a pass (as `makeFilter` reads it). */
export const passes = (output: CheckOutput): boolean =>
  output === undefined || output === true || (Array.isArray(output) && output.length === 0)
