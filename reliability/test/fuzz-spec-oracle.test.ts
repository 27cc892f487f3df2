/**
 * Fuzz against an independent oracle: the spec's request rules as plain predicates
 * (support/spec-oracle.ts), not core's schemas. A valid body per endpoint has its spec-ruled
 * fields replaced by values on both sides of each stated rule (lengths at the boundaries, values
 * inside and outside the enums, required fields removed or `null`, the cross-field rules). The
 * oracle says who refuses each broken rule (docs/errors-and-retries.md, "What the client refuses"):
 * - the client: a rule the service can never accept broken (a type, a required field, a length, a
 *   shape) ⇒ the client refuses before sending, with a RequestValidationError whose issues name
 *   every such field (a rule across fields, such as "checkout.session when workflow is
 *   SDK_CHECKOUT", is named at least when it is the only one broken: validators check those once
 *   the fields themselves are valid); none broken ⇒ the client sends the body once, as given;
 * - the fake (createFakePayrail, over its own fetch, so client-refused bodies reach it too): any
 *   rule broken, closed lists included ⇒ 400 naming every broken field; none ⇒ no refusal naming
 *   a field the spec rules, and never a 500.
 * A disagreement is a wrong rule in core or the fake (or in this reading of the spec: the oracle cites its line).
 *
 * Only values the spec decides are generated (ASCII strings, no "is a lowercase code valid?"): a
 * field the spec is silent on keeps the base body's value.
 *
 * CI: PAYRAIL_FUZZ_RUNS unset, 100 runs per endpoint, a fixed seed. Scripted runs (`pnpm fuzz`) set
 * PAYRAIL_FUZZ_RUNS and a new seed each time (`fuzz:full` sets PAYRAIL_FUZZ_SEED from the time, printed in
 * the test names; set it to replay one).
 */
import { createPayrail, type PayrailClient, PayrailError, RequestValidationError } from "@payrail/core"
import { api, type EndpointDeclaration } from "@payrail/core/api"
import { fillPath } from "@payrail/core/internal"
import { createFakePayrail, FAKE_ORGANIZATION_CODE } from "@payrail/testing"
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
  SERVICE_COUNTRIES,
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

const sent: Array<string | undefined> = []
const client: PayrailClient = createPayrail({
  publicApiKey: "pk_oracle",
  privateSecretKey: "sk_oracle",
  baseUrl: "http://oracle.invalid/v1",
  organizationCode: "org_oracle",
  maxRetries: 0,
  fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(await new Request(input, init).text())
    return Response.json({ code: "ORACLE_STUB", messages: ["stub"] }, { status: 400 })
  }) as typeof fetch
})
afterAll(() => client.close())

// ---------------------------------------------------------------------------
// The fake, called over its fetch with the body as generated (the client's checks not in the way)
// ---------------------------------------------------------------------------

const fake = createFakePayrail()

/** Sends `body` to the fake as a merchant would; the answer's status, code and message lines. */
const toFake = async (declaration: EndpointDeclaration, params: Record<string, string>, body: Body) => {
  const response = await fake.fetch(`${fake.baseUrl}${fillPath(declaration.path, params)}`, {
    method: declaration.method,
    headers: {
      "content-type": "application/json",
      "public-api-key": "pk_test_payrail",
      "private-secret-key": "sk_test_payrail",
      "x-idempotency-key": crypto.randomUUID(),
      "x-organization-code": FAKE_ORGANIZATION_CODE
    },
    body: JSON.stringify(body)
  })
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
  // `messages` (most errors), `message` (organizations: joined by "; "): every line, whichever shape
  const texts = [...(Array.isArray(answer.messages) ? answer.messages : []), answer.message].filter((m): m is string => typeof m === "string")
  return { status: response.status, code: answer.code, lines: texts.flatMap((t) => t.split("; ")) }
}

/** What the client sends for `body`: the input itself, the spec's placeholder name under the service's (docs/spec-gaps.md, section 9). */
const onTheWire = (body: Body): Body => {
  if (!("service_connection_id" in body)) return body
  const { service_connection_id, ...rest } = body
  return "yuno_connection_id" in rest ? rest : { ...rest, yuno_connection_id: service_connection_id }
}

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
/** The field absent, or `null` ("not given" where optional; still missing where required). */
const orAbsent = (arb: fc.Arbitrary<Value>): fc.Arbitrary<Value> =>
  fc.oneof({ arbitrary: arb, weight: 6 }, { arbitrary: fc.constant(ABSENT), weight: 1 }, { arbitrary: fc.constant(null), weight: 1 })

// ---------------------------------------------------------------------------
// Endpoints: a base body the spec allows, the fields it rules, the oracle and the call
// ---------------------------------------------------------------------------

interface OracleEndpoint {
  readonly name: string
  readonly base: Body
  readonly fields: Record<string, fc.Arbitrary<Value>>
  readonly oracle: (body: Body) => ReadonlyArray<Violation>
  readonly call: (body: Body) => Promise<unknown>
  /** Changes always run before the generated ones: the cases the open-request rule is about. */
  readonly examples: ReadonlyArray<Record<string, Value>>
  /** The declaration and path parameters the fake is called with. */
  readonly declaration: EndpointDeclaration
  readonly params?: Record<string, string>
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
      country: orAbsent(enumOf(SERVICE_COUNTRIES, ["ZZ", "USA", "U", "ZZZ"])),
      merchant_order_id: orAbsent(sized(3, 255)),
      merchant_reference: orAbsent(sized(3, 255)),
      workflow: orAbsent(enumOf(WORKFLOWS, ["CHECKOUT", "SDK"])),
      checkout: fc.constantFrom<Value>({ session: UUID }, ABSENT, null),
      metadata: orAbsent(metadata),
      callback_url: orAbsent(sized(3, 526)),
      amount: fc.constantFrom<Value>({ currency: "USD", value: 10 }, ABSENT, null),
      payment_method: fc.constantFrom<Value>({ token: "tok_visa" }, ABSENT, null)
    },
    oracle: createPaymentViolations,
    call: (b) => client.payments.create(b as never),
    // a country outside the service's list (client sends, fake refuses), a workflow the reference adds, nulls on optional fields
    examples: [{ country: "ZZ" }, { workflow: "SDK" }, { workflow: "DIRECT", checkout: ABSENT, merchant_reference: null, metadata: null }, { description: null }],
    declaration: api.payments.create
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
    call: (b) => client.payments.refund(UUID, UUID, b as never),
    examples: [{ reason: "duplicate" }, { reason: null, description: null }, { reason: 7 }],
    declaration: api.payments.refund,
    params: { payment_id: UUID, transaction_id: UUID }
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
    call: (b) => client.payments.cancelOrRefund(UUID, b as never),
    examples: [{ reason: "fraudulent" }, { merchant_reference: null }],
    declaration: api.payments.cancelOrRefund,
    params: { payment_id: UUID }
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
    call: (b) => client.subscriptions.create(b as never),
    examples: [{ payment_method: { type: "CARD", card: { store_credentials: { usage: "USED" } } } }, { country: "DE" }, { metadata: null }],
    declaration: api.subscriptions.create
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
    call: (b) => client.reports.create(b as never),
    examples: [{ type: "XX" }, { type: "" }, { merchant_reference_id: null, country: null }],
    declaration: api.reports.create
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
    call: (b) => client.banking.createOnboarding("ent_oracle", b as never),
    examples: [{ onboarding_type: "TWO_STEP" }, { onboarding_type: "PREVIOUSLY_ONBOARDED", compliance_declaration: ABSENT }],
    declaration: api.banking.createOnboarding,
    params: { entity_id: "ent_oracle" }
  },
  {
    name: "organizations.authenticate",
    base: { user_id: UUID },
    fields: { user_id: orAbsent(uuidish) },
    oracle: authenticateViolations,
    call: (b) => client.organizations.authenticate(b as never),
    examples: [{ user_id: null }],
    declaration: api.organizations.authenticate
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

/**
 * The fields `broken` must name: all of them, the cross-field ones only when no field rule is
 * broken, the fake's handler rules (`late`) only when nothing its request check sees is.
 */
const mustName = (broken: ReadonlyArray<Violation>) => {
  const early = broken.filter((v) => !v.late)
  const checked = early.length > 0 ? early : broken
  const fieldRulesOk = checked.every((v) => v.cross)
  return checked.filter((v) => !v.cross || fieldRulesOk).map((v) => v.path)
}

/** The path a fake's message line names (`path: message`), or undefined for a line naming none. */
const pathOfLine = (line: string) => (line.includes(": ") ? line.slice(0, line.indexOf(": ")) : undefined)

describe(`fuzz against the spec oracle (${RUNS} runs per endpoint, seed ${SEED})`, () => {
  const tally: Record<string, { allowed: number; refused: number; atFake: number }> = {}
  afterAll(() => {
    console.log(
      `spec oracle (seed ${SEED}): ${Object.entries(tally).map(([k, v]) => `${k} ${v.allowed} allowed / ${v.refused} refused by the client / ${v.atFake} sent, refused by the fake`).join("; ")}`
    )
  })

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}: the client refuses exactly the broken shapes, the fake every broken rule (closed lists too), naming each broken field`, async () => {
      expect(endpoint.oracle(endpoint.base), "the base body breaks the oracle").toEqual([])
      const counts = (tally[endpoint.name] = { allowed: 0, refused: 0, atFake: 0 })
      const ruled = new Set([...Object.keys(endpoint.base), ...Object.keys(endpoint.fields)])
      await fc.assert(
        fc.asyncProperty(fc.record(endpoint.fields, { requiredKeys: [] }), async (changes) => {
          const body = apply(endpoint.base, changes as Record<string, Value>)
          const broken = endpoint.oracle(body)
          const atClient = broken.filter((v) => v.by === "client")

          // The client: refuses the shapes before sending, sends everything else as given.
          const before = sent.length
          const error = await endpoint.call(body).then(() => undefined, (e: unknown) => e)
          const reached = sent.slice(before)
          if (error !== undefined) expect(error, `rejected with a non-Payrail error: ${String(error)}`).toBeInstanceOf(PayrailError)
          if (atClient.length === 0) {
            if (broken.length === 0) counts.allowed++
            else counts.atFake++
            expect(error, `the client must send this body (the fake's business: ${broken.map((v) => v.path).join(", ") || "none"}), it refused it: ${String(error)}`)
              .not.toBeInstanceOf(RequestValidationError)
            expect(reached, "a body the client allows is sent exactly once").toHaveLength(1)
            expect(JSON.parse(reached[0]!), "the client sends the body as given").toEqual(onTheWire(body))
          } else {
            counts.refused++
            const listed = atClient.map((v) => v.path).join(", ")
            expect(reached, `the client must refuse (${listed}); the body reached the network`).toHaveLength(0)
            expect(error, `the client must refuse (${listed}) and say so`).toBeInstanceOf(RequestValidationError)
            const paths = (error as RequestValidationError).issues.map((i) => i.path)
            for (const field of mustName(atClient)) {
              expect(paths.some((p) => names(p, field)), `no issue names "${field}" (issues: ${paths.join(", ")})`).toBe(true)
            }
          }

          // The fake: answers as the service does — every broken rule refused and named, never a 500.
          const answer = await toFake(endpoint.declaration, endpoint.params ?? {}, body)
          expect(answer.status, `the fake answered ${answer.status} ${String(answer.code)}: ${answer.lines.join(" | ")}`).toBeLessThan(500)
          const named = answer.lines.map(pathOfLine).filter((p): p is string => p !== undefined)
          if (broken.length === 0) {
            const wrongly = named.filter((p) => [...ruled].some((field) => names(p, field)))
            expect(wrongly, `the spec allows this body, the fake refused it: ${answer.lines.join(" | ")}`).toEqual([])
            return
          }
          expect(answer.status, `the spec refuses (${broken.map((v) => v.path).join(", ")}); the fake answered ${answer.status}`).toBe(400)
          for (const field of mustName(broken)) {
            expect(named.some((p) => names(p, field)), `the fake's answer names no "${field}": ${answer.lines.join(" | ")}`).toBe(true)
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true, examples: endpoint.examples.map((e) => [e]) }
      )
      // The generator reaches every side of the rules (else the property proves little).
      if (RUNS >= 50) {
        expect(counts.allowed, "no allowed body was generated").toBeGreaterThan(0)
        expect(counts.refused, "no body the client refuses was generated").toBeGreaterThan(0)
      }
      const fakeRules = endpoint.examples.some((e) => endpoint.oracle(apply(endpoint.base, e)).some((v) => v.by === "fake"))
      if (fakeRules) expect(counts.atFake, "no body the client sends and the fake refuses was run").toBeGreaterThan(0)
    })
  }
})
