import fc from "fast-check"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"
import { describe, expect, it } from "vitest"
import { Subscription, SUBSCRIPTION_BILLING_DATE_TYPES, SUBSCRIPTION_FREQUENCY_TYPES, SUBSCRIPTION_STATUSES } from "../../src/schema/subscription"
import { CreateSubscriptionParams } from "../../src/schema/subscription-params"
import createResponse from "../fixtures/subscription-create.json"
import pauseResponse from "../fixtures/subscription-pause.json"
import resumeResponse from "../fixtures/subscription-resume.json"

// --- helpers ---------------------------------------------------------------

const strict = { errors: "all" } as const
const format = SchemaIssue.makeFormatterStandardSchemaV1()

/** Paths (as JSON) of every issue a strict request decode reports; [] when it passes. */
const requestIssues = (input: unknown): Array<string> => {
  const r = Schema.decodeUnknownResult(CreateSubscriptionParams)(input, strict)
  return Result.isFailure(r) ? format(r.failure.issue).issues.map((i) => JSON.stringify(i.path ?? [])) : []
}
const expectPath = (input: unknown, path: ReadonlyArray<PropertyKey>) =>
  expect(requestIssues(input)).toContain(JSON.stringify(path))

const decodeResponse = (input: unknown) => Schema.decodeUnknownResult(Subscription)(input)

const clone = <A>(a: A): A => structuredClone(a)

// --- valid bodies --------------------------------------------------------------

const minimal: CreateSubscriptionParams = {
  name: "Premium plan",
  merchant_reference: "plan-premium-001",
  account_id: "9104911d-5df9-429e-8488-ad41abea1a4b",
  country: "CO",
  amount: { currency: "COP", value: 40000 },
  frequency: { type: "MONTH", value: 1 },
  customer_payer: { id: "6a1e7c9b-2f3d-4e5a-8b7c-9d0e1f2a3b4c" },
  payment_method: { type: "CARD", vaulted_token: "c8b7a6f5-e4d3-4c2b-a1f0-9e8d7c6b5a49" }
}

const full: CreateSubscriptionParams = {
  ...minimal,
  description: "Monthly premium membership",
  billing_cycles: { total: 12 },
  payment_method: {
    type: "CARD",
    vaulted_token: "c8b7a6f5-e4d3-4c2b-a1f0-9e8d7c6b5a49",
    card: { installments: 1, store_credentials: { usage: "USED" } }
  },
  availability: { start_at: "2024-05-01T10:00:00Z", finish_at: "2025-05-01T10:00:00.000000Z" },
  trial_period: { billing_cycles: 1, amount: { currency: "COP", value: 0 } },
  metadata: [{ key: "campaign", value: "spring" }, { key: "old", value: "" }],
  additional_data: { order: { items: [] } },
  retries: { retry_on_decline: true, amount: 3 },
  initial_payment_validation: true
}

describe("CreateSubscriptionParams: valid bodies", () => {
  it("accepts the minimal body", () => expect(requestIssues(minimal)).toEqual([]))
  it("accepts the full body", () => expect(requestIssues(full)).toEqual([]))
  it("accepts billing_date instead of frequency", () => {
    const { frequency: _f, ...rest } = minimal
    expect(requestIssues({ ...rest, billing_date: { type: "PREPAID" } })).toEqual([])
    expect(requestIssues({ ...rest, billing_date: { type: "DAY", day: 31 } })).toEqual([])
  })
  it("keeps the store_credentials.usage list open (USED is the spec's value; others are sent as is)", () => {
    for (const usage of ["USED", "FIRST", "SUBSEQUENT"]) {
      expect(requestIssues({ ...full, payment_method: { ...full.payment_method, card: { store_credentials: { usage } } } })).toEqual([])
    }
  })
  it("decodes to the same value", () => {
    const r = Schema.decodeUnknownResult(CreateSubscriptionParams)(full, strict)
    expect(Result.isSuccess(r) && r.success).toEqual(full)
  })
})

describe("CreateSubscriptionParams: each broken rule names its path", () => {
  const cases: Array<[string, (b: any) => void, ReadonlyArray<PropertyKey>]> = [
    ["name too short", (b) => (b.name = "ab"), ["name"]],
    ["name too long", (b) => (b.name = "x".repeat(256)), ["name"]],
    ["description too short", (b) => (b.description = "ab"), ["description"]],
    ["merchant_reference too long", (b) => (b.merchant_reference = "r".repeat(256)), ["merchant_reference"]],
    ["merchant_reference of 2 chars", (b) => (b.merchant_reference = "ab"), ["merchant_reference"]],
    ["account_id not a UUID", (b) => (b.account_id = "acc_123"), ["account_id"]],
    ["country of 3 letters", (b) => (b.country = "COL"), ["country"]],
    ["country lower-case", (b) => (b.country = "co"), ["country"]],
    ["currency lower-case", (b) => (b.amount.currency = "cop"), ["amount", "currency"]],
    ["amount below 0.0001 scale", (b) => (b.amount.value = 1.00001), ["amount", "value"]],
    ["negative amount", (b) => (b.amount.value = -1), ["amount", "value"]],
    ["frequency.type not text", (b) => (b.frequency.type = 2), ["frequency", "type"]],
    ["frequency.value 0", (b) => (b.frequency.value = 0), ["frequency", "value"]],
    ["frequency.value not an integer", (b) => (b.frequency.value = 1.5), ["frequency", "value"]],
    ["billing_cycles.total 0", (b) => (b.billing_cycles = { total: 0 }), ["billing_cycles", "total"]],
    ["customer_payer.id missing", (b) => (b.customer_payer = {}), ["customer_payer", "id"]],
    ["payment_method type missing", (b) => delete b.payment_method.type, ["payment_method", "type"]],
    ["vaulted_token empty", (b) => (b.payment_method.vaulted_token = ""), ["payment_method", "vaulted_token"]],

    ["installments 0", (b) => (b.payment_method.card.installments = 0), ["payment_method", "card", "installments"]],
    [
      "store_credentials.usage not text",
      (b) => (b.payment_method.card.store_credentials.usage = 1),
      ["payment_method", "card", "store_credentials", "usage"]
    ],
    ["availability.start_at not ISO", (b) => (b.availability.start_at = "2024-05-01"), ["availability", "start_at"]],
    [
      "availability.finish_at before start_at",
      (b) => (b.availability.finish_at = "2024-01-01T00:00:00Z"),
      ["availability", "finish_at"]
    ],
    ["trial_period.billing_cycles missing", (b) => delete b.trial_period.billing_cycles, ["trial_period", "billing_cycles"]],
    ["metadata over 50", (b) => (b.metadata = Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, value: "v" }))), ["metadata"]],
    ["metadata key empty", (b) => (b.metadata[0].key = ""), ["metadata", 0, "key"]],
    ["additional_data not an object", (b) => (b.additional_data = "x"), ["additional_data"]],
    ["retries.amount above 6", (b) => (b.retries.amount = 7), ["retries", "amount"]],
    ["retries.retry_on_decline not boolean", (b) => (b.retries.retry_on_decline = "yes"), ["retries", "retry_on_decline"]],
    ["initial_payment_validation not boolean", (b) => (b.initial_payment_validation = 1), ["initial_payment_validation"]],
    ["card.network_transaction_id empty", (b) => (b.payment_method.card.network_transaction_id = ""), ["payment_method", "card", "network_transaction_id"]]
  ]
  it.each(cases)("%s", (_name, mutate, path) => {
    const body = clone(full) as any
    mutate(body)
    expectPath(body, path)
  })

  it("frequency with billing_date fails naming both", () => {
    const issues = requestIssues({ ...minimal, billing_date: { type: "PREPAID" } })
    expect(issues).toContain(JSON.stringify(["frequency"]))
    expect(issues).toContain(JSON.stringify(["billing_date"]))
  })
  // Formerly refused; open now (docs/errors-and-retries.md): the reference makes merchant_reference,
  // customer_payer and vaulted_token optional; other types and unknown fields are sent as given.
  it("passes the reference's optional fields and unknown values through", () => {
    const { merchant_reference: _m, customer_payer: _c, ...rest } = clone(full) as any
    expect(requestIssues(rest)).toEqual([])
    const open = clone(full) as any
    open.plan_id = "x"
    open.customer_payer.email = "a@b.co"
    open.frequency.type = "FORTNIGHT"
    open.payment_method.type = "PAYPAL_ENROLLMENT"
    delete open.payment_method.vaulted_token
    expect(requestIssues(open)).toEqual([])
  })
  it("neither frequency nor billing_date fails at both", () => {
    const { frequency: _f, ...rest } = minimal
    expect(requestIssues(rest)).toEqual([JSON.stringify(["frequency"]), JSON.stringify(["billing_date"])])
  })
  it("payment_method.type is CARD or PAYPAL_ENROLLMENT (the reference's closed list)", () => {
    expectPath({ ...minimal, payment_method: { ...minimal.payment_method, type: "PIX" } }, ["payment_method", "type"])
    expect(requestIssues({ ...minimal, payment_method: { ...minimal.payment_method, type: "PAYPAL_ENROLLMENT" } })).toEqual([])
  })
  it("billing_date DAY requires day; day is refused with other types; day within 1..31", () => {
    const { frequency: _f, ...rest } = minimal
    expectPath({ ...rest, billing_date: { type: "DAY" } }, ["billing_date", "day"])
    expectPath({ ...rest, billing_date: { type: "PREPAID", day: 3 } }, ["billing_date", "day"])
    expectPath({ ...rest, billing_date: { type: "DAY", day: 32 } }, ["billing_date", "day"])
    expectPath({ ...rest, billing_date: { type: 1 } }, ["billing_date", "type"])
  })
  it("reports every broken field at once", () => {
    const issues = requestIssues({ ...minimal, name: "a", country: "xx", account_id: "nope" })
    expect(issues).toEqual(
      expect.arrayContaining([JSON.stringify(["name"]), JSON.stringify(["country"]), JSON.stringify(["account_id"])])
    )
  })
})

// --- property-based -----------------------------------------------------------

const upper = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ".split(""))
const code = (n: number) => fc.array(upper, { minLength: n, maxLength: n }).map((cs) => cs.join(""))
const text = fc.string({ minLength: 3, maxLength: 255 })
const amount = fc.record({ currency: code(3), value: fc.integer({ min: 0, max: 100_000_000 }).map((n) => n / 100) })
const isoTimestamp = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
  .map((ms) => new Date(ms).toISOString())

const schedule = fc.oneof(
  fc.record({
    frequency: fc.record({ type: fc.constantFrom(...SUBSCRIPTION_FREQUENCY_TYPES), value: fc.integer({ min: 1, max: 365 }) })
  }),
  fc.record({
    billing_date: fc.oneof(
      fc.record({ type: fc.constantFrom(...SUBSCRIPTION_BILLING_DATE_TYPES.filter((t) => t !== "DAY")) }),
      fc.record({ type: fc.constant("DAY" as const), day: fc.integer({ min: 1, max: 31 }) })
    )
  })
)

const validBody = fc
  .tuple(
    fc.record({
      name: text,
      merchant_reference: text,
      account_id: fc.uuid(),
      country: code(2),
      amount,
      customer_payer: fc.record({ id: fc.string({ minLength: 1, maxLength: 64 }) }),
      payment_method: fc.record(
        {
          type: fc.constant("CARD" as const),
          vaulted_token: fc.uuid(),
          card: fc.record(
            {
              installments: fc.integer({ min: 1, max: 48 }),
              store_credentials: fc.record({ usage: fc.constantFrom("FIRST" as const, "USED" as const) })
            },
            { requiredKeys: [] }
          )
        },
        { requiredKeys: ["type", "vaulted_token"] }
      )
    }),
    fc.record(
      {
        description: text,
        billing_cycles: fc.record({ total: fc.integer({ min: 1, max: 120 }) }),
        availability: fc
          .tuple(isoTimestamp, fc.integer({ min: 1, max: 10_000_000 }))
          .map(([start, gap]) => ({ start_at: start, finish_at: new Date(Date.parse(start) + gap * 1000).toISOString() })),
        trial_period: fc.record({ billing_cycles: fc.integer({ min: 1, max: 12 }), amount }, { requiredKeys: ["billing_cycles"] }),
        metadata: fc.array(fc.record({ key: fc.string({ minLength: 1, maxLength: 255 }), value: fc.string() }), { maxLength: 50 }),
        additional_data: fc.dictionary(fc.string(), fc.jsonValue()),
        retries: fc.record({ retry_on_decline: fc.boolean(), amount: fc.integer({ min: 0, max: 6 }) }, { requiredKeys: [] }),
        initial_payment_validation: fc.boolean()
      },
      { requiredKeys: [] }
    ),
    schedule
  )
  .map(([required, optional, sched]) => ({ ...required, ...optional, ...sched }))

type Mutation = [string, (b: any) => void, (b: any) => ReadonlyArray<PropertyKey>]
const mutations: Array<Mutation> = [
  ["short name", (b) => (b.name = "ab"), () => ["name"]],
  ["long merchant_reference", (b) => (b.merchant_reference = "m".repeat(256)), () => ["merchant_reference"]],
  ["bad account_id", (b) => (b.account_id = b.account_id.slice(1)), () => ["account_id"]],
  ["bad country", (b) => (b.country = b.country.toLowerCase()), () => ["country"]],
  ["bad currency", (b) => (b.amount.currency = "US"), () => ["amount", "currency"]],
  ["sub-scale amount", (b) => (b.amount.value = 0.00001), () => ["amount", "value"]],
  ["customer_payer without id", (b) => (b.customer_payer = {}), () => ["customer_payer", "id"]],
  ["empty vaulted_token", (b) => (b.payment_method.vaulted_token = ""), () => ["payment_method", "vaulted_token"]],
  ["metadata over 50", (b) => (b.metadata = Array.from({ length: 51 }, () => ({ key: "k", value: "v" }))), () => ["metadata"]],
  ["retries.amount 7", (b) => (b.retries = { amount: 7 }), () => ["retries", "amount"]],
  ["name not text", (b) => (b.name = 1), () => ["name"]],
  [
    "both frequency and billing_date",
    (b) => {
      b.frequency ??= { type: "MONTH", value: 1 }
      b.billing_date ??= { type: "PREPAID" }
    },
    () => ["billing_date"]
  ],
  [
    "neither frequency nor billing_date",
    (b) => {
      delete b.frequency
      delete b.billing_date
    },
    () => ["frequency"]
  ],
  [
    "zero frequency.value",
    (b) => {
      delete b.billing_date
      b.frequency = { type: "WEEK", value: 0 }
    },
    () => ["frequency", "value"]
  ]
]

describe("CreateSubscriptionParams: properties", () => {
  it("every generated valid body passes", () => {
    fc.assert(fc.property(validBody, (body) => requestIssues(body).length === 0), { numRuns: 200 })
  })
  it("every mutated body fails naming the mutated path", () => {
    fc.assert(
      fc.property(validBody, fc.constantFrom(...mutations), (body, [, mutate, path]) => {
        const b = clone(body) as any
        mutate(b)
        expect(requestIssues(b)).toContain(JSON.stringify(path(b)))
      }),
      { numRuns: 200 }
    )
  })
})

// --- responses -----------------------------------------------------------------

describe("Subscription (response)", () => {
  it("decodes the create response: payment_method object, metadata array", () => {
    const r = decodeResponse(createResponse)
    expect(Result.isSuccess(r)).toBe(true)
    const s = Result.getOrThrow(r)
    expect(s).toEqual(createResponse)
    expect(Array.isArray(s.payment_method)).toBe(false)
    expect(Array.isArray(s.metadata)).toBe(true)
  })
  it("decodes pause and resume responses: payment_method array, metadata object", () => {
    for (const fixture of [pauseResponse, resumeResponse]) {
      const s = Result.getOrThrow(decodeResponse(fixture))
      expect(s).toEqual(fixture)
      expect(Array.isArray(s.payment_method)).toBe(true)
      expect(s.metadata).toEqual({ key: "campaign", value: "spring" })
    }
    expect(Result.getOrThrow(decodeResponse(pauseResponse)).status).toBe("PAUSED")
    expect(Result.getOrThrow(decodeResponse(resumeResponse)).status).toBe("ACTIVE")
  })
  it("accepts metadata null and a minimal body", () => {
    expect(Result.isSuccess(decodeResponse({ id: "s1", status: "ACTIVE", metadata: null }))).toBe(true)
  })
  it("keeps unknown fields, top level and nested", () => {
    const input = {
      ...createResponse,
      plan_version: 3,
      amount: { ...createResponse.amount, tax: 19 },
      payment_method: { ...createResponse.payment_method, brand_hint: "VISA" }
    }
    expect(Result.getOrThrow(decodeResponse(input))).toEqual(input)
  })
  it("accepts statuses and enum values it does not know", () => {
    const s = Result.getOrThrow(
      decodeResponse({ ...createResponse, status: "SUSPENDED", frequency: { type: "FORTNIGHT", value: 1 } })
    )
    expect(s.status).toBe("SUSPENDED")
    expect(s.frequency?.type).toBe("FORTNIGHT")
    expect(SUBSCRIPTION_STATUSES).toContain(Result.getOrThrow(decodeResponse(createResponse)).status)
  })
  it("fails on a known field of the wrong type", () => {
    expect(Result.isFailure(decodeResponse({ ...createResponse, amount: "40000" }))).toBe(true)
    expect(Result.isFailure(decodeResponse({ ...createResponse, payment_method: "CARD" }))).toBe(true)
    expect(Result.isFailure(decodeResponse({ ...createResponse, payments: [1] }))).toBe(true)
    expect(Result.isFailure(decodeResponse({ ...createResponse, id: undefined }))).toBe(true)
    expect(Result.isFailure(decodeResponse({ ...createResponse, status: 1 }))).toBe(true)
  })
})
