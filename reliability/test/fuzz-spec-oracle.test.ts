/**
 * Fuzz against an independent oracle: the spec's request rules as plain predicates
 * (support/spec-oracle.ts), not core's schemas. A valid body per endpoint has its spec-ruled
 * fields replaced by values on both sides of each stated rule (lengths at the boundaries, values
 * inside and outside the enums, required fields removed, the cross-field rules); then
 * - the oracle finds a broken rule ⇒ the client refuses before sending, with a
 *   RequestValidationError whose issues name every broken field (a rule across fields, such as
 *   "checkout.session when workflow is SDK_CHECKOUT", is named at least when it is the only one
 *   broken: validators check those once the fields themselves are valid);
 * - the oracle finds none ⇒ the client sends the body, once.
 * A disagreement is a wrong rule in core (or in this reading of the spec: the oracle cites its line).
 *
 * Only values the spec decides are generated (ASCII strings, no "is a lowercase code valid?"): a
 * field the spec is silent on keeps the base body's value.
 *
 * CI: PAYRAIL_FUZZ_RUNS unset, 100 runs per endpoint, a fixed seed. Scripted runs (`pnpm fuzz`) set
 * PAYRAIL_FUZZ_RUNS and a new seed each time (`fuzz:full` sets PAYRAIL_FUZZ_SEED from the time, printed in
 * the test names; set it to replay one).
 */
import { createPayrail, type PayrailClient, PayrailError, RequestValidationError } from "@payrail/core"
import fc from "fast-check"
import { afterAll, describe, expect, it } from "vitest"
import {
  authenticateViolations,
  type Body,
  type Violation,
  createOnboardingViolations,
  createPaymentViolations,
  createReportViolations,
  createSubscriptionViolations,
  DOCUMENTATION_TYPES,
  MAX_METADATA,
  ONBOARDING_TYPES,
  PAYMENT_COUNTRIES,
  REFUND_REASONS,
  refundViolations,
  REPORT_TYPES,
  WORKFLOWS
} from "./support/spec-oracle"

const SCRIPTED = process.env.PAYRAIL_FUZZ_RUNS !== undefined
const RUNS = Number(process.env.PAYRAIL_FUZZ_RUNS ?? 100)
const SEED = Number(process.env.PAYRAIL_FUZZ_SEED ?? (SCRIPTED ? Math.floor(Math.random() * 2 ** 31) : 20_251_123))

const UUID = "5b0c7a52-0000-4000-8000-000000000000"
const ACCOUNT_ID = "0f9c2a1e-1111-4a5b-9c3d-123456789abc"

// ---------------------------------------------------------------------------
// A client whose network is a recorder answering a non-retried 400
// ---------------------------------------------------------------------------

let sent = 0
const client: PayrailClient = createPayrail({
  publicApiKey: "pk_oracle",
  privateSecretKey: "sk_oracle",
  baseUrl: "http://oracle.invalid/v1",
  organizationCode: "org_oracle",
  maxRetries: 0,
  fetch: (async () => {
    sent++
    return Response.json({ code: "ORACLE_STUB", messages: ["stub"] }, { status: 400 })
  }) as typeof fetch
})
afterAll(() => client.close())

// ---------------------------------------------------------------------------
// Values on both sides of the spec's rules
// ---------------------------------------------------------------------------

/** Removes the field (a required one missing, an optional one absent). */
const ABSENT = Symbol("absent")
type Value = unknown

const ASCII = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
/** Strings of lengths around [min, max] and anywhere in 0..max+45, plus a non-string. */
const sized = (min: number, max: number): fc.Arbitrary<Value> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(0, min - 1, min, min + 1, max - 1, max, max + 1).filter((n) => n >= 0).chain((n) => fc.string({ unit: ASCII, minLength: n, maxLength: n })), weight: 2 },
    { arbitrary: fc.integer({ min: 0, max: max + 45 }).chain((n) => fc.string({ unit: ASCII, minLength: n, maxLength: n })), weight: 1 },
    { arbitrary: fc.integer({ min, max: Math.min(max, min + 40) }).chain((n) => fc.string({ unit: ASCII, minLength: n, maxLength: n })), weight: 4 },
    { arbitrary: fc.constant(12_345), weight: 1 }
  )
const enumOf = (values: ReadonlyArray<string>, near: ReadonlyArray<string>): fc.Arbitrary<Value> =>
  fc.oneof({ arbitrary: fc.constantFrom(...values), weight: 4 }, { arbitrary: fc.constantFrom(...near, ""), weight: 1 }, { arbitrary: fc.constant(7), weight: 1 })
const uuidish: fc.Arbitrary<Value> = fc.oneof(fc.uuid(), fc.constantFrom("", "not-a-uuid", `${UUID}0`, UUID.slice(1), UUID.replaceAll("-", "")))
const metadata: fc.Arbitrary<Value> = fc.oneof(
  fc.constantFrom(0, 1, MAX_METADATA - 1, MAX_METADATA, MAX_METADATA + 1),
  fc.integer({ min: 0, max: MAX_METADATA + 10 })
).map((n) => Array.from({ length: n }, (_, i) => ({ key: `k${i}`, value: `v${i}` })))
const timestampish = (valid: ReadonlyArray<string>): fc.Arbitrary<Value> =>
  fc.oneof(fc.constantFrom(...valid), fc.constantFrom("yesterday", "", "01/02/2025 10:00", "2025-02-01 10:00:00 +0000 UTC"))
const orAbsent = (arb: fc.Arbitrary<Value>): fc.Arbitrary<Value> => fc.oneof({ arbitrary: arb, weight: 6 }, { arbitrary: fc.constant(ABSENT), weight: 1 })

// ---------------------------------------------------------------------------
// Endpoints: a base body the spec allows, the fields it rules, the oracle and the call
// ---------------------------------------------------------------------------

interface OracleEndpoint {
  readonly name: string
  readonly base: Body
  readonly fields: Record<string, fc.Arbitrary<Value>>
  readonly oracle: (body: Body) => ReadonlyArray<Violation>
  readonly call: (body: Body) => Promise<unknown>
}

const policy = { accepted: true, version: "2025-01", accepted_at: "2025-02-01T10:00:00Z", accepted_ip: "203.0.113.7" }
const file = { file_name: "doc.pdf", content_type: "application/pdf", content: "JVBERi0xLjQK" }

const ENDPOINTS: ReadonlyArray<OracleEndpoint> = [
  {
    name: "payments.create",
    base: {
      account_id: ACCOUNT_ID,
      description: "Order from the oracle",
      country: "US",
      merchant_order_id: "order-0001",
      amount: { currency: "USD", value: 26.9 },
      checkout: { session: UUID },
      payment_method: { token: "tok_visa" }
    },
    fields: {
      account_id: orAbsent(sized(36, 64)),
      description: orAbsent(sized(3, 255)),
      country: orAbsent(enumOf(PAYMENT_COUNTRIES, ["DE", "USA", "U", "ZZZ"])),
      merchant_order_id: orAbsent(sized(3, 255)),
      merchant_reference: orAbsent(sized(3, 255)),
      workflow: orAbsent(enumOf(WORKFLOWS, ["CHECKOUT", "SDK"])),
      checkout: fc.constantFrom<Value>({ session: UUID }, ABSENT),
      metadata: orAbsent(metadata),
      callback_url: orAbsent(sized(3, 526)),
      amount: fc.constantFrom<Value>({ currency: "USD", value: 10 }, ABSENT),
      payment_method: fc.constantFrom<Value>({ token: "tok_visa" }, ABSENT)
    },
    oracle: createPaymentViolations,
    call: (b) => client.payments.create(b as never)
  },
  {
    name: "payments.refund",
    base: {},
    fields: {
      merchant_reference: orAbsent(sized(3, 255)),
      description: orAbsent(sized(3, 255)),
      reason: orAbsent(enumOf(REFUND_REASONS, ["PRODUCT_CONFIRMED", "duplicate", "REFUND"]))
    },
    oracle: refundViolations,
    call: (b) => client.payments.refund(UUID, UUID, b as never)
  },
  {
    name: "payments.cancelOrRefund",
    base: {},
    fields: {
      merchant_reference: orAbsent(sized(3, 255)),
      description: orAbsent(sized(3, 255)),
      reason: orAbsent(enumOf(REFUND_REASONS, ["CANCEL", "fraudulent"]))
    },
    oracle: refundViolations,
    call: (b) => client.payments.cancelOrRefund(UUID, b as never)
  },
  {
    name: "subscriptions.create",
    base: {
      name: "Pro plan",
      description: "Monthly pro plan",
      merchant_reference: "plan-pro-001",
      account_id: ACCOUNT_ID,
      country: "US",
      amount: { currency: "USD", value: 9.99 },
      frequency: { type: "MONTH", value: 1 },
      customer_payer: { id: UUID },
      payment_method: { type: "CARD", vaulted_token: "vt_oracle", card: { store_credentials: { usage: "USED" } } }
    },
    fields: {
      // Which fields are required is not stated for subscriptions: they stay present.
      name: sized(3, 255),
      description: sized(3, 255),
      merchant_reference: sized(3, 255),
      account_id: uuidish,
      country: fc.constantFrom<Value>("US", "BR", "DE", "JP", "USA", "U", "", "12"),
      // One of the two, or both (the spec does not say whether one is required: neither is not generated).
      schedule: fc.constantFrom<Value>("frequency", "billing_date", "both"),
      metadata: orAbsent(metadata),
      payment_method: fc.constantFrom<Value>(
        { type: "CARD", vaulted_token: "vt_other", card: { store_credentials: { usage: "USED" } } },
        { type: "CARD", card: { store_credentials: { usage: "USED" } } },
        ABSENT
      )
    },
    oracle: createSubscriptionViolations,
    call: (b) => client.subscriptions.create(b as never)
  },
  {
    name: "reports.create",
    base: { type: "PAYMENTS", start_date: "2025-02-01T00:00:00Z", end_date: "2025-02-28T23:59:59Z", merchant_reference_id: "report-feb" },
    fields: {
      // Required-ness is not stated: type stays present. Valid start dates precede valid end dates
      // (an order rule is not in the spec, so it is not put to the test here).
      type: enumOf(REPORT_TYPES, ["PAYMENT", "REPORTS", "XX"]),
      start_date: timestampish(["2025-02-01T00:00:00Z", "2025-02-01T10:00:00+02:00"]),
      end_date: timestampish(["2025-02-28T23:59:59Z", "2025-02-28T23:59:59.999Z"]),
      merchant_reference_id: orAbsent(sized(3, 255)),
      payment_status: orAbsent(sized(3, 255)),
      country: orAbsent(fc.constantFrom<Value>("US", "US,BR,MX", "USA", "US,", "U", ""))
    },
    oracle: createReportViolations,
    call: (b) => client.reports.create(b as never)
  },
  {
    name: "banking.createOnboarding",
    base: {
      account_id: ACCOUNT_ID,
      service_connection_id: "conn_provider_1",
      onboarding_type: "ONE_STEP",
      compliance_declaration: { terms_of_service: policy, privacy_policy: policy },
      risk_assessment: { assessed_at: "2025-02-01T10:00:00Z", pep_status: { is_pep: false } },
      source_of_funds: { primary_source: "SALARY" },
      documentation: [{ type: "IDENTITY_DOCUMENT", identity_document: { subtype: "PASSPORT", document_number: "X123", issuing_country: "US", front_image: file } }]
    },
    fields: {
      // Required-ness is not stated: both stay present.
      account_id: uuidish,
      onboarding_type: enumOf(ONBOARDING_TYPES, ["TWO_STEP", "one_step"]),
      compliance_declaration: fc.constantFrom<Value>({ terms_of_service: policy, privacy_policy: policy }, ABSENT),
      documentation: fc.constantFrom<Value>(
        [{ type: "IDENTITY_DOCUMENT", identity_document: { subtype: "PASSPORT", document_number: "X123", issuing_country: "US", front_image: file } }],
        [{ type: "PASSPORT_SCAN", identity_document: { subtype: "PASSPORT", document_number: "X123", issuing_country: "US", front_image: file } }]
      )
    },
    oracle: createOnboardingViolations,
    call: (b) => client.banking.createOnboarding("ent_oracle", b as never)
  },
  {
    name: "organizations.authenticate",
    base: { user_id: UUID },
    fields: { user_id: orAbsent(uuidish) },
    oracle: authenticateViolations,
    call: (b) => client.organizations.authenticate(b as never)
  }
]

/** The base body with the generated changes applied ("schedule" picks frequency / billing_date / both). */
const apply = (base: Body, changes: Record<string, Value>): Body => {
  const body: Body = structuredClone(base)
  for (const [key, value] of Object.entries(changes)) {
    if (key === "schedule") {
      if (value === "billing_date") delete body.frequency
      if (value !== "frequency") body.billing_date = { type: "PREPAID" }
    } else if (value === ABSENT) delete body[key]
    else body[key] = value
  }
  return body
}

/** An issue names a broken field if its path is the field or inside it (or the field is inside the issue's path). */
const names = (issuePath: string, field: string) =>
  issuePath === field || issuePath.startsWith(`${field}.`) || issuePath.startsWith(`${field}[`) || field.startsWith(`${issuePath}.`)

describe(`fuzz against the spec oracle (${RUNS} runs per endpoint, seed ${SEED})`, () => {
  const tally: Record<string, { allowed: number; refused: number }> = {}
  afterAll(() => {
    console.log(`spec oracle (seed ${SEED}): ${Object.entries(tally).map(([k, v]) => `${k} ${v.allowed} allowed / ${v.refused} refused`).join("; ")}`)
  })

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}: refused exactly when a spec rule is broken, naming each broken field`, async () => {
      expect(endpoint.oracle(endpoint.base), "the base body breaks the oracle").toEqual([])
      const counts = (tally[endpoint.name] = { allowed: 0, refused: 0 })
      await fc.assert(
        fc.asyncProperty(fc.record(endpoint.fields, { requiredKeys: [] }), async (changes) => {
          const body = apply(endpoint.base, changes as Record<string, Value>)
          const broken = endpoint.oracle(body)
          const before = sent
          const error = await endpoint.call(body).then(() => undefined, (e: unknown) => e)
          const reached = sent - before
          if (error !== undefined) expect(error, `rejected with a non-Payrail error: ${String(error)}`).toBeInstanceOf(PayrailError)
          if (broken.length === 0) {
            counts.allowed++
            expect(error, `the spec allows this body, the client refused it: ${String(error)}`).not.toBeInstanceOf(RequestValidationError)
            expect(reached, "an allowed body is sent exactly once").toBe(1)
            return
          }
          counts.refused++
          const listed = broken.map((v) => v.path).join(", ")
          expect(reached, `the spec refuses (${listed}); the body reached the network`).toBe(0)
          expect(error, `the spec refuses (${listed}); the client must say so`).toBeInstanceOf(RequestValidationError)
          const paths = (error as RequestValidationError).issues.map((i) => i.path)
          const fieldRulesOk = broken.every((v) => v.cross)
          for (const field of broken.filter((v) => !v.cross || fieldRulesOk).map((v) => v.path)) {
            expect(paths.some((p) => names(p, field)), `no issue names "${field}" (issues: ${paths.join(", ")})`).toBe(true)
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true }
      )
      // The generator reaches both sides of the rules (else the property proves little).
      if (RUNS >= 50) {
        expect(counts.allowed, "no allowed body was generated").toBeGreaterThan(0)
        expect(counts.refused, "no refused body was generated").toBeGreaterThan(0)
      }
    })
  }
})
