/**
 * The API's value lists (statuses, types, countries...) as plain data: no imports, so every schema
 * module can build its literals from them without an import cycle, and the root entry can export
 * them without effect/Schema. A request enum the service may grow is open in the client; its list
 * stays here for autocompletion and for the fake, which enforces the lists the spec closes.
 */
/** docs/service-facts.md#onboarding-statuses: every status an onboarding can be in (PENDING at creation). */
export const ONBOARDING_STATUSES = [
  "CREATED",
  "PENDING",
  "PENDING_ADDITIONAL_DOCUMENTATION",
  "UNDER_REVIEW",
  "SUCCEEDED",
  "FAILED",
  "DECLINED",
  "CANCELLED",
  "EXPIRED"
] as const

/** docs/service-facts.md#banking-onboarding: ONE_STEP submits everything at once; PREVIOUSLY_ONBOARDED skips the provider. */
export const ONBOARDING_TYPES = ["ONE_STEP", "PREVIOUSLY_ONBOARDED"] as const

/** docs/service-facts.md#banking-onboarding: documentation item types, each carrying the sub-object named in `DOCUMENTATION_SUB_OBJECTS`. */
export const DOCUMENTATION_TYPES = [
  "IDENTITY_DOCUMENT",
  "PROOF_OF_ADDRESS",
  "BANK_STATEMENT",
  "BUSINESS_DOCUMENT",
  "TAX_INFORMATION",
  "FINANCIAL_DOCUMENT",
  "BIOMETRIC_VERIFICATION",
  "EMPLOYMENT_INFORMATION"
] as const

/** D1: session `workflow` values (the list is open). */
export const CHECKOUT_SESSION_WORKFLOWS = ["SDK_CHECKOUT", "CHECKOUT", "SDK_SEAMLESS"] as const

/** spec: a rule's `condition` values (open in responses: a new value must not fail the listing). */
export const RULE_CONDITIONS = ["INCLUDE", "EXCLUDE"] as const

/** spec: rule `type` values named (METADATA, AMOUNT, COUNTRY "and others"; the list is open). */
export const RULE_TYPES = ["METADATA", "AMOUNT", "COUNTRY"] as const

/** Checkout payment method types seen in the spec (the list is open). */
export const CHECKOUT_PAYMENT_METHOD_TYPES = ["CARD", "BANK_TRANSFER"] as const

/** docs/service-facts.md#customer-payer: customer_payer `gender` values. */
export const GENDERS = ["M", "F", "NB", "NA", "NK", "U"] as const

/** E2: enrollment statuses (the list is open). */
export const ENROLLMENT_STATUSES = [
  "CREATED", "EXPIRED", "REJECTED", "READY_TO_ENROLL", "DECLINED", "CANCELED",
  "ENROLL_IN_PROCESS", "ENROLLED", "UNENROLL_IN_PROCESS", "UNENROLLED", "ERROR"
] as const

/** Payment method types seen in the spec and the reference's examples (the list is open). */
export const PAYMENT_METHOD_TYPES = [
  "CARD", "BANK_TRANSFER", "APPLE_PAY", "GOOGLE_PAY", "PAYPAL", "PIX", "PSE", "SPEI", "OXXO", "NEQUI", "MERCADO_PAGO_WALLET"
] as const

/** Known payment `status` values (docs/service-facts.md#payment-statuses). */
export const PAYMENT_STATUSES = [
  "CREATED", "READY_TO_PAY", "PENDING", "VERIFIED", "EXPIRED", "REJECTED", "DECLINED",
  "SUCCEEDED", "REFUNDED", "CANCELED", "IN_DISPUTE", "CHARGEBACK", "ERROR", "FRAUD"
] as const

/** Known payment `sub_status` values (spec: values seen + report filters; docs/service-facts.md#payment-statuses). */
export const PAYMENT_SUB_STATUSES = [
  "AUTHORIZED", "CREATED", "REFUNDED", "PENDING_FRAUD_REVIEW", "EXPIRED",
  "APPROVED", "CAPTURED", "PARTIALLY_REFUNDED", "CANCELED"
] as const

/** Known transaction `type` values (docs/service-facts.md#transaction-types; the list is open). */
export const TRANSACTION_TYPES = ["PURCHASE", "AUTHORIZE", "CAPTURE", "REFUND", "CANCEL", "VERIFY", "CHARGEBACK"] as const

/** Known transaction `status` values (docs/service-facts.md#transaction-types; the list is open). */
export const TRANSACTION_STATUSES = ["SUCCEEDED", "CREATED", "PENDING", "DECLINED", "REJECTED", "ERROR", "EXPIRED"] as const

/** spec: create payment `workflow` values, with CHECKOUT and SDK_SEAMLESS from the service's reference (docs/spec-gaps.md). */
export const WORKFLOWS = ["SDK_CHECKOUT", "DIRECT", "REDIRECT", "CHECKOUT", "SDK_SEAMLESS"] as const

/** The reference: `card_data.type`. */
export const CARD_TYPES = ["CREDIT", "DEBIT"] as const

/** The reference: `stored_credentials.reason`. */
export const STORED_CREDENTIAL_REASONS = ["CARD_ON_FILE", "SUBSCRIPTION", "UNSCHEDULED_CARD_ON_FILE"] as const

/** The reference: `three_d_secure.version`. */
export const THREE_D_SECURE_VERSIONS = ["1.0", "2.0", "2.1.0", "2.2.0", "2.2.1", "2.3.0", "2.3.1"] as const

/** The reference: `split_marketplace[].type`. */
export const SPLIT_TYPES = ["PURCHASE", "PAYMENTFEE", "VAT", "COMMISSION", "MARKETPLACE", "SHIPPING"] as const

/** The reference: who bears the processing fee of a split. */
export const SPLIT_FEE_LIABILITIES = ["MERCHANT", "RECIPIENT", "SHARED"] as const

/** The reference: `customer_payer.browser_info.platform`. */
export const BROWSER_PLATFORMS = ["WEB", "IOS", "ANDROID"] as const

/** The reference: `customer_payer.device_fingerprints[].provider_id`. */
export const FINGERPRINT_PROVIDERS = [
  "CLEARSALE", "CYBERSOURCE", "RISKIFIED", "SIGNIFYD", "VESTA", "KONDUTO", "BAYONET", "MERCADO_PAGO", "OPEN_PAY"
] as const

/** The reference: `subscription.amount.type` of a payment that starts a subscription. */
export const PAYMENT_SUBSCRIPTION_AMOUNT_TYPES = ["FIXED", "VARIABLE"] as const

/** spec: refund / cancel-or-refund `reason` values. */
export const REFUND_REASONS = ["DUPLICATE", "FRAUDULENT", "REQUESTED_BY_CUSTOMER", "REVERSE"] as const

/** spec "Recipient": `national_entity` values seen (the list is open). */
export const RECIPIENT_NATIONAL_ENTITIES = ["INDIVIDUAL"] as const

/**
 * docs/service-facts.md#create-report: the kinds of report that can be generated, with SETTLEMENT_FEES and
 * RECONCILIATION_OVERVIEW, which the service's reference lists instead of SETTLEMENTS and
 * TRANSACTION_RECONCILIATION (both kept: docs/spec-gaps.md, section 9).
 */
export const REPORT_TYPES = [
  "PAYOUTS",
  "PAYMENTS",
  "TRANSACTIONS",
  "SETTLEMENTS",
  "TRANSACTION_RECONCILIATION",
  "COMMUNICATIONS",
  "SETTLEMENT_FEES",
  "RECONCILIATION_OVERVIEW"
] as const

/** docs/service-facts.md#report-statuses: every status a report can be in (IN_PROCESS at creation). */
export const REPORT_STATUSES = ["IN_PROCESS", "SUCCEEDED", "DOWNLOADED", "EXPIRED", "FAILED", "ERROR"] as const

/**
 * Every country a list of the service's reference names (ISO 3166-1 alpha-2): the customer API's 247,
 * and El Salvador (`SV`), which only the payment lists name. What the fake takes for a country
 * anywhere, since the service does too (docs/spec-gaps.md, "Countries").
 */
export const SERVICE_COUNTRIES = [
  "SV",
  "AF", "AX", "AL", "DZ", "AS", "AD", "AO", "AI", "AQ", "AG", "AR", "AM", "AW", "AU", "AT", "AZ", "BS", "BH", "BD", "BB",
  "BY", "BE", "BZ", "BJ", "BM", "BT", "BO", "BQ", "BA", "BW", "BV", "BR", "IO", "BN", "BG", "BF", "BI", "CV", "KH", "CM",
  "CA", "KY", "CF", "TD", "CL", "CN", "CX", "CC", "CO", "KM", "CG", "CD", "CK", "CR", "CI", "HR", "CU", "CW", "CY", "CZ",
  "DK", "DJ", "DM", "DO", "EC", "EG", "SZ", "GQ", "ER", "EE", "ET", "FK", "FO", "FJ", "FI", "FR", "GF", "PF", "TF", "GA",
  "GM", "GE", "DE", "GH", "GI", "GR", "GL", "GD", "GP", "GU", "GT", "GG", "GN", "GW", "GY", "HT", "HM", "VA", "HN", "HK",
  "HU", "IS", "IN", "ID", "IR", "IQ", "IE", "IM", "IL", "IT", "JM", "JP", "JE", "JO", "KZ", "KE", "KI", "KR", "KW", "KG",
  "LA", "LV", "LB", "LS", "LR", "LY", "LI", "LT", "LU", "MO", "MK", "MG", "MW", "MY", "MV", "ML", "MT", "MH", "MQ", "MR",
  "MU", "YT", "MX", "FM", "MD", "MC", "MN", "ME", "MS", "MA", "MZ", "MM", "NA", "NR", "NP", "NL", "NC", "NZ", "NI", "NE",
  "NG", "NU", "NF", "MP", "NO", "OM", "PK", "PW", "PS", "PA", "PG", "PY", "PE", "PH", "PN", "PL", "PT", "PR", "QA", "RE",
  "RO", "RU", "RW", "BL", "SH", "KN", "LC", "MF", "PM", "VC", "WS", "SM", "ST", "SA", "SN", "RS", "SC", "SL", "SG", "SX",
  "SK", "SI", "SB", "SO", "ZA", "GS", "SS", "ES", "LK", "SD", "SR", "SJ", "SE", "CH", "SY", "TW", "TJ", "TZ", "TH", "TL",
  "TG", "TK", "TO", "TT", "TN", "TR", "TM", "TC", "TV", "UG", "UA", "AE", "GB", "US", "UM", "UY", "UZ", "VU", "VE", "VN",
  "VG", "VI", "WF", "EH", "YE", "ZM", "ZW"
] as const

/** docs/service-facts.md#create-payment: the countries the payment reference lists (the known values of a payment's `country`). */
export const PAYMENT_COUNTRIES = [
  "AR", "BO", "BR", "CL", "CO", "CR", "EC", "SV", "GT", "HN", "MX", "NI", "PA", "PY", "PE", "US", "UY"
] as const

/** spec "Subscription": every status a subscription can be in. */
export const SUBSCRIPTION_STATUSES = ["ACTIVE", "PAUSED", "CANCELED", "COMPLETED"] as const

/** docs/service-facts.md#create-subscription: the units of `frequency.type`. */
export const SUBSCRIPTION_FREQUENCY_TYPES = ["DAY", "WEEK", "MONTH", "YEAR"] as const

/** docs/service-facts.md#create-subscription: the kinds of `billing_date.type`. */
export const SUBSCRIPTION_BILLING_DATE_TYPES = ["PREPAID", "POSTDATE", "DAY"] as const

/**
 * `payment_method.card.store_credentials.usage`: first use of the stored card versus a later one
 * (docs/service-facts.md#create-subscription). USED is the spec's value; FIRST is in neither the spec nor the reference, so the
 * list is open: any non-empty value is sent as is.
 */
export const SUBSCRIPTION_CARD_USAGES = ["FIRST", "USED"] as const

/**
 * The reference's create-subscription page: `payment_method.type` is one of these (an enrolled card
 * or PayPal enrollment, paid by its `vaulted_token`); a closed list, refused by the client too.
 */
export const SUBSCRIPTION_PAYMENT_METHOD_TYPES = ["CARD", "PAYPAL_ENROLLMENT"] as const

/** spec: a transfer is PENDING or COMPLETED (docs/service-facts.md#webhook-url: the event name follows it). */
export const TRANSFER_STATUSES = ["PENDING", "COMPLETED"] as const

/** spec: the payment rails an incoming transfer may arrive on. */
export const PAYMENT_RAILS = [
  "ACH_STANDARD",
  "ACH_SAME_DAY",
  "WIRE",
  "RTP",
  "FPS",
  "CHAPS",
  "BACS",
  "NPP",
  "PAYTO",
  "BPAY"
] as const

/** The events of incoming transfer notifications (docs/service-facts.md#webhook-url), one per transfer status. */
export const WEBHOOK_EVENTS = ["banking.transfer.incoming.pending", "banking.transfer.incoming.completed"] as const
