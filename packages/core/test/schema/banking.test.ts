import fc from "fast-check"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"
import { describe, expect, it } from "vitest"
import { BankingOnboarding, DOCUMENTATION_SUB_OBJECTS, DOCUMENTATION_TYPES, ONBOARDING_STATUSES } from "../../src/schema/banking"
import { CreateOnboardingParams, type DocumentationItem } from "../../src/schema/banking-params"
import { api } from "../../src/api"
import { closedListIssuesOf, decodeBody } from "../../src/internal"
import onboardingResponse from "../fixtures/banking-onboarding.json"

const strict = { errors: "all" } as const
const format = SchemaIssue.makeFormatterStandardSchemaV1()

/** Paths (as JSON) of every issue a strict request decode reports; [] when it passes. */
const requestIssues = (input: unknown): Array<string> => {
  const r = Schema.decodeUnknownResult(CreateOnboardingParams)(input, strict)
  return Result.isFailure(r) ? format(r.failure.issue).issues.map((i) => JSON.stringify(i.path ?? [])) : []
}
const expectPath = (input: unknown, path: ReadonlyArray<PropertyKey>) =>
  expect(requestIssues(input)).toContain(JSON.stringify(path))
const clone = <A>(a: A): A => structuredClone(a)

// --- valid bodies --------------------------------------------------------------

const file = { file_name: "document.pdf", content_type: "application/pdf", content: "JVBERi0xLjQKJcfsj6IK" }
const image = { file_name: "front.jpg", content_type: "image/jpeg", content: "/9j/4AAQSkZJRgABAQ==" }

/** One valid item per documentation type. */
const items: { [T in (typeof DOCUMENTATION_TYPES)[number]]: Extract<DocumentationItem, { type: T }> } = {
  IDENTITY_DOCUMENT: {
    type: "IDENTITY_DOCUMENT",
    identity_document: {
      subtype: "PASSPORT",
      document_number: "AB123456",
      issuing_country: "US",
      issuing_state: "CA",
      issued_at: "2020-01-15",
      expires_at: "2030-01-14",
      front_image: image,
      back_image: { ...image, file_name: "back.jpg" }
    }
  },
  PROOF_OF_ADDRESS: {
    type: "PROOF_OF_ADDRESS",
    proof_of_address: {
      subtype: "UTILITY_BILL",
      provider_name: "City Power",
      bill_type: "ELECTRICITY",
      issued_at: "2024-04-01",
      account_number: "998877",
      verified_address: { address_line_1: "1 Main St", city: "Austin", state: "TX", zip_code: "73301", country: "US" },
      file
    }
  },
  BANK_STATEMENT: {
    type: "BANK_STATEMENT",
    bank_statement: {
      bank_name: "First Bank",
      account_number_last_4: "4321",
      statement_period_start: "2024-03-01",
      statement_period_end: "2024-03-31",
      file
    }
  },
  BUSINESS_DOCUMENT: {
    type: "BUSINESS_DOCUMENT",
    business_document: { subtype: "ARTICLES_OF_INCORPORATION", file, registration_number: "REG-1", extra: { any: true } }
  },
  TAX_INFORMATION: {
    type: "TAX_INFORMATION",
    tax_information: {
      tax_records: [{ country: "US", tax_id: "123-45-6789", tax_id_type: "SSN", is_primary: true }],
      tax_document_type: "W9",
      tax_year: "2023",
      issuing_authority: "IRS",
      file
    }
  },
  FINANCIAL_DOCUMENT: { type: "FINANCIAL_DOCUMENT", financial_document: { subtype: "AUDITED_ACCOUNTS", file } },
  BIOMETRIC_VERIFICATION: {
    type: "BIOMETRIC_VERIFICATION",
    biometric_verification: {
      verification_method: "SELFIE",
      capture_method: "MOBILE_APP",
      capture_timestamp: "2024-05-01T10:00:00Z",
      liveness_check_passed: true,
      confidence_score: 0.98,
      verification_provider: "acme-kyc",
      live_image: image,
      reference_image: image
    }
  },
  EMPLOYMENT_INFORMATION: {
    type: "EMPLOYMENT_INFORMATION",
    employment_information: {
      status: "EMPLOYED",
      employer_name: "Acme Inc",
      occupation: "Engineer",
      industry: "Software",
      started_at: "2019-06-01",
      annual_income: { amount: 120000, currency: "USD" },
      verification_document: file
    }
  }
}

const consent = { accepted: true, version: "2024-01", accepted_at: "2024-05-01T09:59:00Z", accepted_ip: "203.0.113.10" }

const oneStep: CreateOnboardingParams = {
  account_id: "9104911d-5df9-429e-8488-ad41abea1a4b",
  yuno_connection_id: "conn_provider_us_1",
  onboarding_type: "ONE_STEP",
  compliance_declaration: { terms_of_service: consent, privacy_policy: { ...consent, accepted_ip: "2001:db8::1" } },
  risk_assessment: {
    assessed_at: "2024-05-01T09:00:00Z",
    pep_status: { is_pep: false, pep_level: "NONE", position: "N/A", country: "US" },
    rca_status: { risk_level: "LOW", classified_at: "2024-05-01T09:00:00Z", assessed_by: "compliance-team" },
    sanctions_screening: { appears_on_sanctions_list: false, sanctions_list_name: "OFAC", screened_at: "2024-05-01T09:00:00Z" }
  },
  source_of_funds: {
    primary_source: "SALARY",
    secondary_sources: ["INVESTMENTS"],
    description: "Employment income",
    estimated_annual_income: { amount: 120000.5, currency: "USD" }
  },
  documentation: Object.values(items)
}

const previouslyOnboarded: CreateOnboardingParams = {
  account_id: "9104911d-5df9-429e-8488-ad41abea1a4b",
  yuno_connection_id: "conn_provider_us_1",
  onboarding_type: "PREVIOUSLY_ONBOARDED"
}

describe("CreateOnboardingParams: valid bodies", () => {
  it("accepts a minimal PREVIOUSLY_ONBOARDED body", () => expect(requestIssues(previouslyOnboarded)).toEqual([]))
  it("accepts a full ONE_STEP body with every documentation type", () => expect(requestIssues(oneStep)).toEqual([]))
  it("accepts a ONE_STEP body with one document and minimal parts", () => {
    expect(
      requestIssues({
        ...previouslyOnboarded,
        onboarding_type: "ONE_STEP",
        compliance_declaration: { terms_of_service: consent, privacy_policy: consent },
        risk_assessment: { assessed_at: "2024-05-01T09:00:00Z" },
        source_of_funds: { primary_source: "SALARY" },
        documentation: [{ type: "FINANCIAL_DOCUMENT", financial_document: {} }]
      })
    ).toEqual([])
  })
  it("keeps unshown fields of BUSINESS_DOCUMENT / FINANCIAL_DOCUMENT", () => {
    const r = Schema.decodeUnknownResult(CreateOnboardingParams)(oneStep, strict)
    expect(Result.getOrThrow(r).documentation?.[3]).toEqual(items.BUSINESS_DOCUMENT)
  })
  it("exports the eight documentation types with their sub-objects", () => {
    expect(DOCUMENTATION_TYPES).toHaveLength(8)
    for (const t of DOCUMENTATION_TYPES) expect(DOCUMENTATION_SUB_OBJECTS[t]).toBe(t.toLowerCase())
  })
})

describe("CreateOnboardingParams: each broken rule names its path", () => {
  for (const part of ["compliance_declaration", "risk_assessment", "source_of_funds", "documentation"] as const) {
    it(`ONE_STEP without ${part} fails at ${part}`, () => {
      const body = clone(oneStep) as any
      delete body[part]
      expect(requestIssues(body)).toEqual([JSON.stringify([part])])
    })
  }
  it("ONE_STEP without all four names all four", () => {
    expect(requestIssues({ ...previouslyOnboarded, onboarding_type: "ONE_STEP" })).toEqual(
      ["compliance_declaration", "risk_assessment", "source_of_funds", "documentation"].map((p) => JSON.stringify([p]))
    )
  })
  it("ONE_STEP with empty documentation fails at documentation", () =>
    expect(requestIssues({ ...oneStep, documentation: [] })).toEqual([JSON.stringify(["documentation"])]))

  it("a sub-object that does not match the type fails naming documentation[i]", () => {
    const body = { ...oneStep, documentation: [items.IDENTITY_DOCUMENT, { type: "BANK_STATEMENT", identity_document: items.IDENTITY_DOCUMENT.identity_document }] }
    const issues = requestIssues(body)
    expect(issues).toContain(JSON.stringify(["documentation", 1, "bank_statement"]))
    // the foreign sub-object is an unknown key: not an issue of its own
    expect(issues).not.toContain(JSON.stringify(["documentation", 1, "identity_document"]))
  })
  // Formerly refused; open now (docs/errors-and-retries.md): sent as given, the spec's lists left to the fake.
  it("an item carrying its own and a foreign sub-object passes (the foreign one is sent as given)", () => {
    const body = { ...oneStep, documentation: [{ ...items.BANK_STATEMENT, proof_of_address: items.PROOF_OF_ADDRESS.proof_of_address }] }
    expect(requestIssues(body)).toEqual([])
    expect(decodeBody(api.banking.createOnboarding, body)).toEqual({ ok: true, value: body })
  })
  it("an unknown documentation type passes the client; the fake's list names it at documentation[i].type", () => {
    const body = { ...oneStep, documentation: [{ type: "SELFIE", selfie: {} }] }
    expect(requestIssues(body)).toEqual([])
    expect(closedListIssuesOf(api.banking.createOnboarding, body).map((i) => i.path)).toEqual(["documentation[0].type"])
  })
  it("an unknown onboarding_type and unknown keys at any depth pass the client", () => {
    const body = clone(oneStep) as any
    body.onboarding_type = "TWO_STEP"
    body.entity_id = "ent_1"
    body.documentation[2].bank_statement.iban = "DE00"
    expect(decodeBody(api.banking.createOnboarding, body)).toEqual({ ok: true, value: body })
    expect(closedListIssuesOf(api.banking.createOnboarding, body).map((i) => i.path)).toEqual(["onboarding_type"])
  })

  const cases: Array<[string, (b: any) => void, ReadonlyArray<PropertyKey>]> = [
    ["account_id not a UUID", (b) => (b.account_id = "9104911d5df9429e8488ad41abea1a4b"), ["account_id"]],
    ["yuno_connection_id empty", (b) => (b.yuno_connection_id = ""), ["yuno_connection_id"]],
    ["onboarding_type not text", (b) => (b.onboarding_type = 2), ["onboarding_type"]],
    [
      "accepted not a boolean",
      (b) => (b.compliance_declaration.terms_of_service.accepted = "yes"),
      ["compliance_declaration", "terms_of_service", "accepted"]
    ],
    [
      "accepted_at not ISO 8601",
      (b) => (b.compliance_declaration.privacy_policy.accepted_at = "01/05/2024"),
      ["compliance_declaration", "privacy_policy", "accepted_at"]
    ],
    [
      "accepted_ip not an IP",
      (b) => (b.compliance_declaration.privacy_policy.accepted_ip = "localhost"),
      ["compliance_declaration", "privacy_policy", "accepted_ip"]
    ],
    ["privacy_policy missing", (b) => delete b.compliance_declaration.privacy_policy, ["compliance_declaration", "privacy_policy"]],
    ["assessed_at missing", (b) => delete b.risk_assessment.assessed_at, ["risk_assessment", "assessed_at"]],
    ["is_pep not boolean", (b) => (b.risk_assessment.pep_status.is_pep = "no"), ["risk_assessment", "pep_status", "is_pep"]],
    ["pep country bad", (b) => (b.risk_assessment.pep_status.country = "USA"), ["risk_assessment", "pep_status", "country"]],
    [
      "sanctions screened_at bad",
      (b) => (b.risk_assessment.sanctions_screening.screened_at = "today"),
      ["risk_assessment", "sanctions_screening", "screened_at"]
    ],
    ["primary_source missing", (b) => delete b.source_of_funds.primary_source, ["source_of_funds", "primary_source"]],
    ["secondary_sources not strings", (b) => (b.source_of_funds.secondary_sources = [1]), ["source_of_funds", "secondary_sources", 0]],
    [
      "annual income currency bad",
      (b) => (b.source_of_funds.estimated_annual_income.currency = "usd"),
      ["source_of_funds", "estimated_annual_income", "currency"]
    ],
    [
      "non-base64 file content",
      (b) => (b.documentation[0].identity_document.front_image.content = "not base64!"),
      ["documentation", 0, "identity_document", "front_image", "content"]
    ],
    [
      "empty file content",
      (b) => (b.documentation[2].bank_statement.file.content = ""),
      ["documentation", 2, "bank_statement", "file", "content"]
    ],
    [
      "bad content_type",
      (b) => (b.documentation[1].proof_of_address.file.content_type = "pdf"),
      ["documentation", 1, "proof_of_address", "file", "content_type"]
    ],
    [
      "identity issuing_country bad",
      (b) => (b.documentation[0].identity_document.issuing_country = "usa"),
      ["documentation", 0, "identity_document", "issuing_country"]
    ],
    [
      "identity front_image missing",
      (b) => delete b.documentation[0].identity_document.front_image,
      ["documentation", 0, "identity_document", "front_image"]
    ],
    [
      "identity issued_at not a date",
      (b) => (b.documentation[0].identity_document.issued_at = "2020-01-15T00:00:00Z"),
      ["documentation", 0, "identity_document", "issued_at"]
    ],
    [
      "statement period reversed",
      (b) => (b.documentation[2].bank_statement.statement_period_end = "2024-02-01"),
      ["documentation", 2, "bank_statement", "statement_period_end"]
    ],
    [
      "account_number_last_4 of 5 chars",
      (b) => (b.documentation[2].bank_statement.account_number_last_4 = "54321"),
      ["documentation", 2, "bank_statement", "account_number_last_4"]
    ],
    [
      "business_document file invalid",
      (b) => (b.documentation[3].business_document.file.content = "###"),
      ["documentation", 3, "business_document", "file", "content"]
    ],
    [
      "tax record without tax_id",
      (b) => delete b.documentation[4].tax_information.tax_records[0].tax_id,
      ["documentation", 4, "tax_information", "tax_records", 0, "tax_id"]
    ],
    [
      "confidence_score negative",
      (b) => (b.documentation[6].biometric_verification.confidence_score = -1),
      ["documentation", 6, "biometric_verification", "confidence_score"]
    ],
    [
      "liveness not boolean",
      (b) => (b.documentation[6].biometric_verification.liveness_check_passed = "true"),
      ["documentation", 6, "biometric_verification", "liveness_check_passed"]
    ],
    [
      "employment income amount not a decimal number",
      (b) => (b.documentation[7].employment_information.annual_income.amount = "120,000"),
      ["documentation", 7, "employment_information", "annual_income", "amount"]
    ],
    ["null on a required field", (b) => (b.account_id = null), ["account_id"]]
  ]
  it.each(cases)("%s", (_name, mutate, path) => {
    const body = clone(oneStep) as any
    mutate(body)
    expectPath(body, path)
  })
})

// --- property-based -----------------------------------------------------------

const upper = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ".split(""))
const code = (n: number) => fc.array(upper, { minLength: n, maxLength: n }).map((cs) => cs.join(""))
const word = fc.string({ minLength: 1, maxLength: 40 })
const timestamp = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }).map((ms) => new Date(ms).toISOString())
const date = timestamp.map((t) => t.slice(0, 10))
const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join("."))
const fileObject = fc.record({
  file_name: fc.string({ minLength: 1, maxLength: 255 }),
  content_type: fc.constantFrom("application/pdf", "image/jpeg", "image/png"),
  content: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => btoa(String.fromCharCode(...bytes)))
})
const income = fc.record({ amount: fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 100), currency: code(3) })
const opt = { requiredKeys: [] as [] }

const subObjects: { [T in (typeof DOCUMENTATION_TYPES)[number]]: fc.Arbitrary<unknown> } = {
  IDENTITY_DOCUMENT: fc.record(
    {
      subtype: word, document_number: word, issuing_country: code(2), issuing_state: word,
      issued_at: date, expires_at: date, front_image: fileObject, back_image: fileObject
    },
    { requiredKeys: ["subtype", "document_number", "issuing_country", "front_image"] }
  ),
  PROOF_OF_ADDRESS: fc.record(
    {
      subtype: word, provider_name: word, bill_type: word, issued_at: date, account_number: word,
      verified_address: fc.record({ address_line_1: word, city: word, country: code(2) }),
      file: fileObject
    },
    { requiredKeys: ["file"] }
  ),
  BANK_STATEMENT: fc.record(
    {
      bank_name: word,
      account_number_last_4: fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, "0")),
      statement_period_start: fc.constant("2024-01-01"),
      statement_period_end: fc.constant("2024-01-31"),
      file: fileObject
    },
    { requiredKeys: ["file"] }
  ),
  BUSINESS_DOCUMENT: fc.record({ subtype: word, file: fileObject, registration_number: word }, opt),
  TAX_INFORMATION: fc.record(
    {
      tax_records: fc.array(fc.record({ country: code(2), tax_id: word, is_primary: fc.boolean() }), { maxLength: 3 }),
      tax_document_type: word, tax_year: fc.integer({ min: 1990, max: 2040 }).map(String), file: fileObject
    },
    opt
  ),
  FINANCIAL_DOCUMENT: fc.record({ subtype: word, file: fileObject }, opt),
  BIOMETRIC_VERIFICATION: fc.record(
    {
      verification_method: word, capture_timestamp: timestamp, liveness_check_passed: fc.boolean(),
      confidence_score: fc.double({ min: 0, max: 1, noNaN: true }), live_image: fileObject
    },
    { requiredKeys: ["live_image"] }
  ),
  EMPLOYMENT_INFORMATION: fc.record(
    { status: word, employer_name: word, started_at: date, annual_income: income, verification_document: fileObject },
    { requiredKeys: ["status"] }
  )
}

const documentationItem = fc
  .constantFrom(...DOCUMENTATION_TYPES)
  .chain((type) => subObjects[type].map((sub) => ({ type, [DOCUMENTATION_SUB_OBJECTS[type]]: sub })))

const consentArb = fc.record({ accepted: fc.boolean(), version: word, accepted_at: timestamp, accepted_ip: ipv4 })
const oneStepBody = fc.record({
  account_id: fc.uuid(),
  yuno_connection_id: word,
  onboarding_type: fc.constant("ONE_STEP"),
  compliance_declaration: fc.record({ terms_of_service: consentArb, privacy_policy: consentArb }),
  risk_assessment: fc.record(
    {
      assessed_at: timestamp,
      pep_status: fc.record({ is_pep: fc.boolean(), pep_level: word, country: code(2) }, { requiredKeys: ["is_pep"] }),
      rca_status: fc.record({ risk_level: word, classified_at: timestamp }, { requiredKeys: ["risk_level"] }),
      sanctions_screening: fc.record({ appears_on_sanctions_list: fc.boolean(), screened_at: timestamp }, {
        requiredKeys: ["appears_on_sanctions_list"]
      })
    },
    { requiredKeys: ["assessed_at"] }
  ),
  source_of_funds: fc.record(
    { primary_source: word, secondary_sources: fc.array(word, { maxLength: 3 }), description: word, estimated_annual_income: income },
    { requiredKeys: ["primary_source"] }
  ),
  documentation: fc.array(documentationItem, { minLength: 1, maxLength: 4 })
})
const anyBody = fc.oneof(
  oneStepBody,
  fc.record({ account_id: fc.uuid(), yuno_connection_id: word, onboarding_type: fc.constant("PREVIOUSLY_ONBOARDED") })
)

type Mutation = (b: any, pick: number) => ReadonlyArray<PropertyKey>
const oneStepMutations: Array<[string, Mutation]> = [
  ...(["compliance_declaration", "risk_assessment", "source_of_funds", "documentation"] as const).map(
    (part): [string, Mutation] => [`drop ${part}`, (b) => (delete b[part], [part])]
  ),
  ["empty documentation", (b) => ((b.documentation = []), ["documentation"])],
  [
    "mismatched sub-object",
    (b, pick) => {
      const i = pick % b.documentation.length
      const item = b.documentation[i]
      const own = DOCUMENTATION_SUB_OBJECTS[item.type as (typeof DOCUMENTATION_TYPES)[number]]
      const others = DOCUMENTATION_TYPES.filter((t) => t !== item.type)
      const foreign = DOCUMENTATION_SUB_OBJECTS[others[pick % others.length]!]
      item[foreign] = item[own]
      delete item[own]
      return ["documentation", i, own]
    }
  ],
  [
    "type not text",
    (b, pick) => {
      const i = pick % b.documentation.length
      b.documentation[i].type = 7
      return ["documentation", i, "type"]
    }
  ],
  [
    "non-base64 file content",
    (b, pick) => {
      const i = pick % b.documentation.length
      b.documentation[i] = { type: "BANK_STATEMENT", bank_statement: { file: { file_name: "x.pdf", content_type: "application/pdf", content: "***" } } }
      return ["documentation", i, "bank_statement", "file", "content"]
    }
  ],
  ["bad accepted_ip", (b) => ((b.compliance_declaration.terms_of_service.accepted_ip = "999.1.1.1"), ["compliance_declaration", "terms_of_service", "accepted_ip"])]
]
const anyMutations: Array<[string, Mutation]> = [
  ["bad account_id", (b) => ((b.account_id = b.account_id.toUpperCase().replace(/-/g, "_")), ["account_id"])],
  ["bad onboarding_type", (b) => ((b.onboarding_type = ["ONE_STEP"]), ["onboarding_type"])],
  ["connection id missing", (b) => (delete b.yuno_connection_id, ["yuno_connection_id"])]
]

describe("CreateOnboardingParams: properties", () => {
  it("every generated valid body passes", () => {
    fc.assert(fc.property(anyBody, (body) => requestIssues(body).length === 0), { numRuns: 200 })
  })
  it("every mutated ONE_STEP body fails naming the mutated path", () => {
    fc.assert(
      fc.property(oneStepBody, fc.constantFrom(...oneStepMutations, ...anyMutations), fc.nat(), (body, [, mutate], pick) => {
        const b = clone(body) as any
        const path = mutate(b, pick)
        expect(requestIssues(b)).toContain(JSON.stringify(path))
      }),
      { numRuns: 200 }
    )
  })
  it("every mutated body of either type fails naming the mutated path", () => {
    fc.assert(
      fc.property(anyBody, fc.constantFrom(...anyMutations), (body, [, mutate]) => {
        const b = clone(body) as any
        const path = mutate(b, 0)
        expect(requestIssues(b)).toContain(JSON.stringify(path))
      }),
      { numRuns: 100 }
    )
  })
})

// --- response ------------------------------------------------------------------

describe("BankingOnboarding (response)", () => {
  const decode = (input: unknown) => Schema.decodeUnknownResult(BankingOnboarding)(input)
  it("decodes the spec-shaped onboarding as sent", () => {
    const o = Result.getOrThrow(decode(onboardingResponse))
    expect(o).toEqual(onboardingResponse)
    expect(ONBOARDING_STATUSES).toContain(o.status)
  })
  it("keeps unknown fields (top level and nested) and unknown statuses", () => {
    const input = {
      ...onboardingResponse,
      status: "AWAITING_PROVIDER",
      onboarding_type: "TWO_STEP",
      provider: { ...onboardingResponse.provider, reference: "p-77" },
      requirements: [{ type: "IDENTITY_DOCUMENT", reason: "blurry" }],
      risk_score: 12
    }
    expect(Result.getOrThrow(decode(input))).toEqual(input)
  })
  it("fails on a known field of the wrong type", () => {
    expect(Result.isFailure(decode({ ...onboardingResponse, requirements: {} }))).toBe(true)
    expect(Result.isFailure(decode({ ...onboardingResponse, provider: "prov" }))).toBe(true)
    expect(Result.isFailure(decode({ ...onboardingResponse, status: undefined }))).toBe(true)
  })
})
