/**
 * The request rules of the API, written as plain predicates straight from the service's rules as
 * docs/service-facts.md records them (the seed spec's endpoints and limits, and the reference's
 * facts where the spec says "not shown"). Deliberately independent of core: no schema, no
 * import from @payrail/core, so a wrong rule in core's schemas disagrees with this file.
 *
 * Each oracle returns the broken rules ([] = the spec allows the body): the field's path, whether
 * the rule ties several fields together (`cross`: "checkout.session when workflow is
 * SDK_CHECKOUT", "frequency or billing_date"), and who refuses it (`by`). The rule of
 * docs/errors-and-retries.md ("What the client refuses") splits them: the client refuses what the
 * service can never accept — a wrong type, a missing required field, a length, a shape (a country
 * is two upper-case letters) — and sends values outside a list the spec closes (the service may
 * grow it), which the fake refuses as the service does today. Only stated rules are here: a field
 * the spec says nothing about is not judged. `null` on an optional field is "not given".
 */

export type Body = Record<string, unknown>

const isObject = (v: unknown): v is Body => typeof v === "object" && v !== null && !Array.isArray(v)
const isString = (v: unknown): v is string => typeof v === "string"

/** "3 to 255 chars" and the like; chars as the spec counts them (ASCII in the generators, so no ambiguity). */
const lengthBetween = (v: unknown, min: number, max: number) => isString(v) && v.length >= min && v.length <= max

/** "A value called UUID is a 36-character string" (Conventions), in the usual 8-4-4-4-12 hex form. */
const isUuid = (v: unknown) => isString(v) && /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(v)

/** ISO 8601 timestamp (Conventions): a date, a time, and a zone. */
const isTimestamp = (v: unknown) =>
  isString(v) &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
  !Number.isNaN(Date.parse(v))

/** Endpoint 3: country is "one of AR, BO, BR, CL, CO, CR, EC, SV, GT, HN, MX, NI, PA, PY, PE, US, UY". */
/**
 * The countries the service takes for a payment: every country a list of its reference names (the
 * customer API's 247, and SV from the payment lists), written out here, not read from the SDK.
 */
export const SERVICE_COUNTRIES = [
  "AF", "AX", "AL", "DZ", "AS", "AD", "AO", "AI", "AQ", "AG", "AR", "AM", "AW", "AU", "AT", "AZ", "BS", "BH", "BD", "BB", "BY", "BE", "BZ", "BJ",
  "BM", "BT", "BO", "BQ", "BA", "BW", "BV", "BR", "IO", "BN", "BG", "BF", "BI", "CV", "KH", "CM", "CA", "KY", "CF", "TD", "CL", "CN", "CX", "CC",
  "CO", "KM", "CG", "CD", "CK", "CR", "CI", "HR", "CU", "CW", "CY", "CZ", "DK", "DJ", "DM", "DO", "EC", "EG", "SZ", "GQ", "ER", "EE", "ET", "FK",
  "FO", "FJ", "FI", "FR", "GF", "PF", "TF", "GA", "GM", "GE", "DE", "GH", "GI", "GR", "GL", "GD", "GP", "GU", "GT", "GG", "GN", "GW", "GY", "HT",
  "HM", "VA", "HN", "HK", "HU", "IS", "IN", "ID", "IR", "IQ", "IE", "IM", "IL", "IT", "JM", "JP", "JE", "JO", "KZ", "KE", "KI", "KR", "KW", "KG",
  "LA", "LV", "LB", "LS", "LR", "LY", "LI", "LT", "LU", "MO", "MK", "MG", "MW", "MY", "MV", "ML", "MT", "MH", "MQ", "MR", "MU", "YT", "MX", "FM",
  "MD", "MC", "MN", "ME", "MS", "MA", "MZ", "MM", "NA", "NR", "NP", "NL", "NC", "NZ", "NI", "NE", "NG", "NU", "NF", "MP", "NO", "OM", "PK", "PW",
  "PS", "PA", "PG", "PY", "PE", "PH", "PN", "PL", "PT", "PR", "QA", "RE", "RO", "RU", "RW", "BL", "SH", "KN", "LC", "MF", "PM", "VC", "WS", "SM",
  "ST", "SA", "SN", "RS", "SC", "SL", "SG", "SX", "SK", "SI", "SB", "SO", "ZA", "GS", "SS", "ES", "LK", "SD", "SR", "SJ", "SE", "CH", "SY", "TW",
  "TJ", "TZ", "TH", "TL", "TG", "TK", "TO", "TT", "TN", "TR", "TM", "TC", "TV", "UG", "UA", "AE", "GB", "US", "UM", "UY", "UZ", "VU", "VE", "VN",
  "VG", "VI", "WF", "EH", "YE", "ZM", "ZW", "SV"
] as const
/** Endpoint 3: workflow values. */
export const WORKFLOWS = ["SDK_CHECKOUT", "DIRECT", "REDIRECT"] as const
/** The values the fake accepts: the spec's plus the service reference's (the choice recorded in docs/spec-gaps.md, section 9). */
export const ACCEPTED_WORKFLOWS = [...WORKFLOWS, "CHECKOUT", "SDK_SEAMLESS"] as const
/** Endpoint 5: refund reasons. */
export const REFUND_REASONS = ["DUPLICATE", "FRAUDULENT", "REQUESTED_BY_CUSTOMER", "REVERSE"] as const
/** Endpoint 10: report types. */
export const REPORT_TYPES = ["PAYOUTS", "PAYMENTS", "TRANSACTIONS", "SETTLEMENTS", "TRANSACTION_RECONCILIATION", "COMMUNICATIONS"] as const
/** The types the fake accepts: the spec's plus the service reference's names (docs/spec-gaps.md, section 9). */
export const ACCEPTED_REPORT_TYPES = [...REPORT_TYPES, "SETTLEMENT_FEES", "RECONCILIATION_OVERVIEW"] as const
/** Endpoint 11: onboarding types and documentation types. */
export const ONBOARDING_TYPES = ["ONE_STEP", "PREVIOUSLY_ONBOARDED"] as const
export const DOCUMENTATION_TYPES = [
  "IDENTITY_DOCUMENT", "PROOF_OF_ADDRESS", "BANK_STATEMENT", "BUSINESS_DOCUMENT",
  "TAX_INFORMATION", "FINANCIAL_DOCUMENT", "BIOMETRIC_VERIFICATION", "EMPLOYMENT_INFORMATION"
] as const
/** Limits: "metadata objects per payment or subscription: up to 50". */
export const MAX_METADATA = 50

const oneOf = (values: ReadonlyArray<string>, v: unknown) => isString(v) && values.includes(v)

export interface Violation {
  readonly path: string
  /** A rule across fields (checked by a validator once the fields themselves are valid). */
  readonly cross: boolean
  /** "client": refused before sending (and by the fake); "fake": sent by the client, refused by the fake. */
  readonly by: "client" | "fake"
  /** A rule the fake checks in its handler, so only once the request's own checks pass. */
  readonly late?: boolean
}

/** Collects the broken rules. */
const rules = () => {
  const broken: Array<Violation> = []
  return {
    broken,
    check: (ok: boolean, path: string) => {
      if (!ok) broken.push({ path, cross: false, by: "client" })
    },
    checkAcross: (ok: boolean, path: string) => {
      if (!ok) broken.push({ path, cross: true, by: "client" })
    },
    /** A closed list (or a rule the reference leaves open): checked only once the client's rules on the field hold. */
    checkAtService: (ok: boolean, path: string, late = false) => {
      if (!ok && !broken.some((v) => v.path === path)) broken.push({ path, cross: false, by: "fake", late })
    }
  }
}

/** Required ("present and…") and optional ("absent, or…"; `null` is absent) rules. */
const required = (body: Body, key: string, ok: (v: unknown) => boolean) => key in body && body[key] !== undefined && body[key] !== null && ok(body[key])
const optional = (body: Body, key: string, ok: (v: unknown) => boolean) => !(key in body) || body[key] === undefined || body[key] === null || ok(body[key])
/** A two-letter upper-case code: the shape of an ISO 3166-1 country the client checks. */
const isCountryShape = (v: unknown) => isString(v) && /^[A-Z]{2}$/.test(v)

/**
 * Endpoint 3, create payment. Required fields are docs/service-facts.md#create-payment (the spec: "not shown"):
 * account_id, description, country, merchant_order_id, amount (currency, value), payment_method;
 * checkout.session only when workflow is SDK_CHECKOUT or absent.
 */
export const createPaymentViolations = (body: Body): ReadonlyArray<Violation> => {
  const { broken, check, checkAcross, checkAtService } = rules()
  check(required(body, "account_id", (v) => lengthBetween(v, 36, 64)), "account_id")
  check(required(body, "description", (v) => lengthBetween(v, 3, 255)), "description")
  check(required(body, "country", isCountryShape), "country")
  checkAtService(oneOf(SERVICE_COUNTRIES, body.country), "country")
  check(required(body, "merchant_order_id", (v) => lengthBetween(v, 3, 255)), "merchant_order_id")
  check(optional(body, "merchant_reference", (v) => lengthBetween(v, 3, 255)), "merchant_reference")
  check(required(body, "amount", (v) => isObject(v) && "currency" in v && "value" in v), "amount")
  check(required(body, "payment_method", isObject), "payment_method")
  check(optional(body, "workflow", isString), "workflow")
  checkAtService(optional(body, "workflow", (v) => oneOf(ACCEPTED_WORKFLOWS, v)), "workflow")
  check(optional(body, "metadata", (v) => Array.isArray(v) && v.length <= MAX_METADATA), "metadata")
  check(optional(body, "callback_url", (v) => lengthBetween(v, 3, 526)), "callback_url")
  const sdk = body.workflow === undefined || body.workflow === null || body.workflow === "SDK_CHECKOUT"
  if (sdk) checkAcross(isObject(body.checkout) && isString(body.checkout.session) && body.checkout.session.length > 0, "checkout")
  return broken
}

/** Endpoints 5 and 6, refund and cancel-or-refund: every field optional; these are the stated rules. */
export const refundViolations = (body: Body): ReadonlyArray<Violation> => {
  const { broken, check, checkAtService } = rules()
  check(optional(body, "merchant_reference", (v) => lengthBetween(v, 3, 255)), "merchant_reference")
  check(optional(body, "description", (v) => lengthBetween(v, 3, 255)), "description")
  check(optional(body, "reason", isString), "reason")
  checkAtService(optional(body, "reason", (v) => oneOf(REFUND_REASONS, v)), "reason")
  return broken
}

/** Endpoint 7, create subscription. */
export const createSubscriptionViolations = (body: Body): ReadonlyArray<Violation> => {
  const { broken, check, checkAcross, checkAtService } = rules()
  check(required(body, "name", (v) => lengthBetween(v, 3, 255)), "name")
  check(required(body, "description", (v) => lengthBetween(v, 3, 255)), "description")
  check(required(body, "merchant_reference", (v) => lengthBetween(v, 3, 255)), "merchant_reference")
  check(required(body, "account_id", isUuid), "account_id")
  check(required(body, "country", isCountryShape), "country")
  // "frequency … mutually exclusive with billing_date"
  checkAcross(body.frequency === undefined || body.billing_date === undefined, "billing_date")
  check(optional(body, "metadata", (v) => Array.isArray(v) && v.length <= MAX_METADATA), "metadata")
  check(required(body, "payment_method", (v) => isObject(v) && isString(v.type)), "payment_method")
  // "only CARD with a previously enrolled vaulted_token is available": the reference marks the
  // token optional, so the client sends a card without one and the fake refuses it
  const method = body.payment_method
  checkAtService(isObject(method) && method.type === "CARD" && isString(method.vaulted_token) && method.vaulted_token.length > 0, "payment_method", true)
  return broken
}

/** Endpoint 10, create report. */
export const createReportViolations = (body: Body): ReadonlyArray<Violation> => {
  const { broken, check, checkAtService } = rules()
  check(required(body, "type", isString), "type")
  checkAtService(oneOf(ACCEPTED_REPORT_TYPES, body.type), "type")
  for (const key of ["start_date", "end_date", "updated_at_start", "updated_at_end"]) check(optional(body, key, isTimestamp), key)
  check(optional(body, "merchant_reference_id", (v) => lengthBetween(v, 3, 255)), "merchant_reference_id")
  for (const key of ["payment_status", "payment_sub_status", "payment_method"]) check(optional(body, key, (v) => lengthBetween(v, 3, 255)), key)
  // "comma-separated 2-char ISO 3166-1 codes"
  check(optional(body, "country", (v) => isString(v) && /^[A-Z]{2}(,[A-Z]{2})*$/.test(v)), "country")
  return broken
}

/** Endpoint 11, create entity onboarding. */
export const createOnboardingViolations = (body: Body): ReadonlyArray<Violation> => {
  const { broken, check, checkAcross, checkAtService } = rules()
  check(required(body, "account_id", isUuid), "account_id")
  check(required(body, "onboarding_type", isString), "onboarding_type")
  checkAtService(oneOf(ONBOARDING_TYPES, body.onboarding_type), "onboarding_type")
  // "required for ONE_STEP" (and the 400 VALIDATION_ERROR example says exactly this case)
  if (body.onboarding_type === "ONE_STEP") checkAcross(isObject(body.compliance_declaration), "compliance_declaration")
  check(optional(body, "documentation", (v) => Array.isArray(v) && v.every((d) => isObject(d) && isString(d.type))), "documentation")
  checkAtService(
    optional(body, "documentation", (v) => Array.isArray(v) && v.every((d) => isObject(d) && oneOf(DOCUMENTATION_TYPES, d.type))),
    "documentation"
  )
  return broken
}

/** Endpoint 2, authenticate a whitelabel user: `user_id` (string, UUID). */
export const authenticateViolations = (body: Body): ReadonlyArray<Violation> => {
  const { broken, check } = rules()
  check(required(body, "user_id", isUuid), "user_id")
  return broken
}
