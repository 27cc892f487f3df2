/**
 * The reference's own examples against the schemas of the 76 operations the SDK declared loosely
 * (test/fixtures/other-half-schemas.ts): every request example is accepted by its body schema (the
 * client's open check: known fields checked, unknown ones ignored) and every success answer is
 * decoded by its response schema. Then, per request schema, a broken field is refused naming its
 * path, and per query schema a bad value. The examples are facts extracted from the reference
 * (test/support/extract-reference-examples.mjs); the counts below are checked, so an example
 * added, lost or newly refused fails the test.
 */
import { readdirSync, readFileSync } from "node:fs"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { issuesOf } from "../../src/schema/issues"
import { PendingPlanChange, PlanPhase, SubscriptionBillingPhase } from "../../src/schema/plan"
import { type OperationSchemas, type OtherHalfOperation, otherHalfSchemas } from "../fixtures/other-half-schemas"

interface Example {
  readonly name: string
  readonly source: string
  readonly body: unknown
  readonly status?: number
}
interface Fixture {
  readonly operation: string
  readonly method: string
  readonly path: string
  readonly requests: ReadonlyArray<Example>
  readonly responses: ReadonlyArray<Example>
}

const dir = new URL("../fixtures/reference-examples/", import.meta.url)
const fixtures: Array<Fixture> = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(new URL(f, dir), "utf8")) as Fixture)

const entries = otherHalfSchemas as Readonly<Record<string, OperationSchemas>>
const schemasOf = (operation: string): OperationSchemas => {
  const found = entries[operation]
  if (found === undefined) throw new Error(`no schemas for ${operation}`)
  return found
}

/** The check the client runs on a body: every issue, unknown keys ignored (src/api/engine/check.ts). */
const bodyIssues = (schema: Schema.Top, input: unknown): Array<string> => {
  const result = Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>)(input, { errors: "all" })
  return Result.isSuccess(result) ? [] : issuesOf(result.failure.issue).map((i) => `${i.path}: ${i.message}`)
}
const pathsOf = (schema: Schema.Top, input: unknown): Array<string> => bodyIssues(schema, input).map((i) => i.slice(0, i.indexOf(": ")))
/** A query is checked strictly: unknown keys refused too. */
const queryPaths = (schema: Schema.Top, input: unknown): Array<string> => {
  const result = Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>)(input, { errors: "all", onExcessProperty: "error" })
  return Result.isSuccess(result) ? [] : issuesOf(result.failure.issue).map((i) => i.path)
}

const ACCOUNT = "9104911d-5df9-429e-8488-ad41abea1a4b"
/** The reference's blanks (`{{account_id}}`, `YOUR_ACCOUNT_ID`) filled as a reader would. */
const fillBlanks = (value: unknown): unknown => {
  if (typeof value === "string") return /^\{\{.+\}\}$|^<.+>$|^YOUR_[A-Z_]+$/.test(value) ? ACCOUNT : value
  if (Array.isArray(value)) return value.map(fillBlanks)
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillBlanks(v)]))
  return value
}
/** An answer the reference writes as JSON text (`"{}"` for a 204) is that JSON. */
const answerBody = (body: unknown): unknown => {
  if (typeof body !== "string") return body
  try {
    return JSON.parse(body)
  } catch {
    return body
  }
}

/**
 * Request examples the schemas refuse, each for a rule the reference states itself. Empty: every
 * request example of the reference is accepted as written (blanks filled).
 */
const refusedRequestExamples: ReadonlyArray<string> = []

/** Success answers whose page lists a second success status besides the map's. */
const MISMATCHED: ReadonlyArray<string> = []

const requestCases = fixtures.flatMap((f) => f.requests.map((e) => ({ operation: f.operation, example: e })))
const responseCases = fixtures.flatMap((f) => f.responses.map((e) => ({ operation: f.operation, example: e })))

describe("the reference's examples of the 76 loosely declared operations", () => {
  it("cover exactly the operations of the schema map, one fixture each", () => {
    expect(fixtures).toHaveLength(76)
    expect(Object.keys(otherHalfSchemas)).toHaveLength(76)
    expect(fixtures.map((f) => f.operation).sort()).toEqual(Object.keys(otherHalfSchemas).sort())
  })

  it("count 52 request examples on 32 operations and 65 success answers on 58 operations", () => {
    expect(requestCases).toHaveLength(52)
    expect(new Set(requestCases.map((c) => c.operation)).size).toBe(32)
    expect(responseCases).toHaveLength(65)
    expect(new Set(responseCases.map((c) => c.operation)).size).toBe(58)
  })

  it("give a body schema to every operation with a request example", () => {
    expect(requestCases.filter((c) => schemasOf(c.operation).body === undefined).map((c) => c.operation)).toEqual([])
  })

  describe.each(requestCases.map((c) => [`${c.operation} › ${c.example.source.replace(/^openapi\//, "")} › ${c.example.name}`, c] as const))(
    "request %s",
    (title, { operation, example }) => {
      it(refusedRequestExamples.includes(title) ? "is refused (a listed exception)" : "is accepted", () => {
        const issues = bodyIssues(schemasOf(operation).body!, fillBlanks(example.body))
        if (refusedRequestExamples.includes(title)) expect(issues).not.toEqual([])
        else expect(issues).toEqual([])
      })
    }
  )

  describe.each(responseCases.map((c) => [`${c.operation} › ${c.example.source.replace(/^openapi\//, "")} › ${c.example.name} (${String(c.example.status)})`, c] as const))(
    "answer %s",
    (_title, { operation, example }) => {
      it("is decoded", () => {
        const schemas = schemasOf(operation)
        expect(bodyIssues(schemas.response, answerBody(example.body))).toEqual([])
      })
    }
  )

  it("answer with the map's success status, but where a page lists two", () => {
    const mismatched = responseCases.filter((c) => c.example.status !== schemasOf(c.operation).successStatus)
    expect(mismatched.map((c) => `${c.operation} ${String(c.example.status)}`)).toEqual(MISMATCHED)
  })
})

// ---------------------------------------------------------------------------------------------
// A broken field is refused, naming its path
// ---------------------------------------------------------------------------------------------

const firstRequest = (operation: string): Record<string, any> => {
  const fixture = fixtures.find((f) => f.operation === operation)
  const example = fixture?.requests[0]
  if (example === undefined) throw new Error(`no request example for ${operation}`)
  return fillBlanks(structuredClone(example.body)) as Record<string, any>
}

/** Valid bodies for the operations whose reference page shows no request example. */
const written: Partial<Record<OtherHalfOperation, Record<string, any>>> = {
  "subscriptions.changePlan": { plan_id: "1904911d-5df9-429e-8488-ad41abea1a4d", skip_trial: true },
  "paymentMethodDomains.delete": { reason: "no longer used" },
  "sellers.update": { account_id: ACCOUNT, name: "Store Chicago", country: "US" },
  "routing.create": {
    account_id: ACCOUNT,
    payment_method: "CARD",
    name: "Card routing",
    default_route: { steps: [{ index: 1, provider_id: "STRIPE", connection_id: "f1a3c4d5-0000-4000-8000-000000000001" }] },
    condition_sets: [
      {
        sort_number: 1,
        name: "US high value",
        conditions: [{ condition_type: "AMOUNT", conditional: "GREATER_THAN", values: ["500"], currency: "USD" }],
        route: {
          steps: [
            { index: 1, provider_id: "STRIPE", connection_id: "f1a3c4d5-0000-4000-8000-000000000001", output: [{ status: "DECLINED", next: 2 }] },
            { index: 2, provider_id: "ADYEN", connection_id: "b2c4d5e6-0000-4000-8000-000000000002" }
          ]
        }
      }
    ]
  },
  "routing.update": {
    name: "Card routing",
    default_route: { steps: [{ index: 1, provider_id: "ADYEN", connection_id: "b2c4d5e6-0000-4000-8000-000000000002" }] }
  },
  "connections.create": {
    account_id: ACCOUNT,
    merchant_connection_id: "stripe-us-1",
    provider_id: "STRIPE",
    flow_type: "DIRECT",
    payment_methods: ["CARD"],
    params: [{ param_id: "secret_key", value: "sk_test_x" }]
  },
  "pciProxy.forward": { amount: 1000, card: { number: "{{vaulted_token.number}}" } }
}

const bodyOf = (operation: OtherHalfOperation): Record<string, any> =>
  structuredClone(written[operation]) ?? firstRequest(operation)

/** Per operation with a body: what to break, and the path the refusal must name. */
const broken: ReadonlyArray<readonly [OtherHalfOperation, (b: Record<string, any>) => unknown, string]> = [
  ["plans.create", (b) => (b.phases[0].name = ""), "phases[0].name"],
  ["plans.cancel", (b) => (b.status = 1), "status"],
  ["meters.create", (b) => (b.event_name = "AI Tokens"), "event_name"],
  ["meters.update", (b) => (b.name = "ab"), "name"],
  ["meters.reportUsage", (b) => (b.consumed_value = "1500"), "consumed_value"],
  ["meters.attachToPlan", (b) => (b.credits = -1), "credits"],
  ["meters.updateOfPlan", (b) => (b.price_per_credit.currency = "usd"), "price_per_credit.currency"],
  ["subscriptions.update", (b) => (b.frequency.monthly_billing_day = 32), "frequency.monthly_billing_day"],
  ["subscriptions.changePlan", (b) => (b.plan_id = "plan-pro"), "plan_id"],
  ["customerSessions.create", (b) => (b.country = "usa"), "country"],
  ["customerSessions.paymentMethods.enroll", (b) => (b.verify = { currency: "USD" }), "verify.vault_on_success"],
  ["paymentMethods.reassign", (b) => delete b.customer_id, "customer_id"],
  ["paymentMethods.registerForAccountUpdater", (b) => (b.payment_method_ids = []), "payment_method_ids"],
  ["tokens.create", (b) => (b.card_data.expiration_month = 13), "card_data.expiration_month"],
  ["checkout.sessions.createToken", (b) => (b.payment_method.card.number = "4111"), "payment_method.card.number"],
  ["networkTokens.createCryptogram", (b) => (b.amount.value = -1), "amount.value"],
  ["paymentMethodDomains.register", (b) => (b.domains[1] = { url: "" }), "domains[1].url"],
  ["paymentMethodDomains.delete", (b) => (b.reason = 7), "reason"],
  ["checkouts.create", (b) => (b.name = "   "), "name"],
  ["checkouts.publish", (b) => (b.config.payment_methods[0].order_to_show = -1), "config.payment_methods[0].order_to_show"],
  ["checkouts.updateLifecycle", (b) => (b.is_default = "yes"), "is_default"],
  ["sellers.create", (b) => (b.payment_methods[0].provider_id = ""), "payment_methods[0].provider_id"],
  ["sellers.update", (b) => (b.email = "not an address"), "email"],
  ["routing.create", (b) => (b.condition_sets[0].route.steps[1].connection_id = "adyen"), "condition_sets[0].route.steps[1].connection_id"],
  ["routing.update", (b) => (b.default_route.steps[0].index = 0), "default_route.steps[0].index"],
  ["routing.recommendations", (b) => (b.candidates = [b.candidates[0]]), "candidates"],
  ["connections.create", (b) => (b.params[0].param_id = ""), "params[0].param_id"],
  ["banking.accounts.create", (b) => (b.currency = "US"), "currency"],
  ["banking.accounts.update", (b) => (b.account_id = "merchant-1"), "account_id"],
  ["banking.entities.create", (b) => (b.entity_detail.individual.tax_information[0].is_primary = "yes"), "entity_detail.individual.tax_information[0].is_primary"],
  ["banking.entities.update", (b) => (b.address.country = "USA"), "address.country"],
  ["banking.updateOnboarding", (b) => (b.compliance_declaration.privacy_policy.accepted_ip = "here"), "compliance_declaration.privacy_policy.accepted_ip"],
  ["banking.transfers.create", (b) => (b.amount.value = "ten"), "amount.value"],
  ["pciProxy.destinations.register", (b) => (b.hostname = "https://api.example-processor.com/charges"), "hostname"],
  ["pciProxy.forward", (b) => ({ replacement: [b] }), ""], // the forwarded body is the destination's own: only a non-object is refused
  ["preDebitNotifications.create", (b) => (b.billing_date = "01/08/2026"), "billing_date"],
  ["currencyConversion.retrieve", (b) => (b.payment_method.card.card_data.holder_name = "JD"), "payment_method.card.card_data.holder_name"],
  ["installmentPlans.apmInstallments", (b) => (b.amount.currency = "REAL"), "amount.currency"],
  ["reporting.transactions", (b) => (b.events[0].country = "us"), "events[0].country"]
]

describe("each request schema refuses a broken field, naming its path", () => {
  it("covers every operation with a body schema", () => {
    const withBody = Object.entries(entries).filter(([, s]) => s.body !== undefined).map(([op]) => op).sort()
    expect(withBody).toHaveLength(39)
    expect(broken.map(([op]) => op).sort()).toEqual(withBody)
  })

  it.each(broken.map(([op, breakIt, path]) => [op, breakIt, path] as const))("%s", (operation, breakIt, path) => {
    const schema = schemasOf(operation).body!
    const body = bodyOf(operation)
    expect(bodyIssues(schema, body)).toEqual([]) // the body before the change passes
    const replaced = breakIt(body)
    const sent = replaced !== null && typeof replaced === "object" && "replacement" in replaced ? replaced.replacement : body
    expect(pathsOf(schema, sent)).toContain(path)
  })

  it("lets unknown fields through at any depth", () => {
    const body = firstRequest("plans.create")
    body.tier = "gold"
    body.phases[0].extra = { anything: true }
    expect(bodyIssues(otherHalfSchemas["plans.create"].body, body)).toEqual([])
  })
})

describe("each query schema refuses a bad value, naming it", () => {
  const cases: ReadonlyArray<readonly [OtherHalfOperation, Record<string, string>, Record<string, string>, string]> = [
    ["plans.list", { page: "1", size: "100" }, { page: "1", size: "101" }, "size"],
    ["meters.list", { account_id: ACCOUNT, limit: "20", offset: "0" }, { limit: "0" }, "limit"],
    ["checkouts.list", { status: "PUBLISHED,ARCHIVED", page: "2" }, { created_after: "yesterday" }, "created_after"],
    ["routing.list", { account_id: ACCOUNT, payment_method: "CARD" }, { payment_method: "CARD" }, "account_id"],
    ["preDebitNotifications.listByMerchantReference", { merchant_reference: "subscription-2026-08" }, { merchant_reference: "" }, "merchant_reference"],
    ["issuers.list", { country_code: "CO", payment_method: "PSE" }, { country_code: "Colombia" }, "country_code"]
  ]

  it("covers every operation with a query schema", () => {
    const withQuery = Object.entries(entries).filter(([, s]) => s.query !== undefined).map(([op]) => op).sort()
    expect(cases.map(([op]) => op).sort()).toEqual(withQuery)
  })

  it.each(cases)("%s", (operation, good, bad, path) => {
    const schema = schemasOf(operation).query!
    expect(queryPaths(schema, good)).toEqual([])
    expect(queryPaths(schema, bad)).toContain(path)
  })
})

// ---------------------------------------------------------------------------------------------
// Answers the reference gives by schema only (no example): written from its response schemas
// ---------------------------------------------------------------------------------------------

const connection = {
  connection_id: "3f1c2a9e-0000-4000-8000-00000000c011",
  merchant_connection_id: "stripe-us-1",
  provider_id: "STRIPE",
  status: "ACTIVE",
  flow_type: "DIRECT",
  payment_methods: ["CARD"],
  params: [{ param_id: "secret_key", value: "sk_test_x" }],
  costs: [{ sort_number: 1, cost_name: "processing", currency: "USD" }],
  created_at: "2026-05-12T12:00:00Z",
  updated_at: "2026-05-12T12:00:00Z"
}
const routing = {
  id: "8f2c1d3e-0000-4000-8000-000000000001",
  account_id: ACCOUNT,
  payment_method: "CARD",
  name: "Card routing",
  default_route: { steps: [{ index: 1, provider_id: "STRIPE", connection_id: connection.connection_id }] },
  condition_sets: [
    {
      sort_number: 1,
      name: "US",
      conditions: [{ condition_type: "COUNTRY", conditional: "ONE_OF", values: ["US", "CA"] }],
      route: { steps: [{ index: 1, provider_id: "STRIPE", connection_id: connection.connection_id, output: [{ status: "DECLINED", next: null }] }] }
    }
  ],
  created_at: "2026-05-12T12:00:00Z",
  updated_at: "2026-05-12T12:00:00Z"
}
const destination = {
  id: "d7e8f9a0-1234-4b5c-8d6e-7f8091a2b3c4",
  account_id: null,
  hostname: "api.example-processor.com",
  status: "DISABLED",
  purpose: "Direct acquiring",
  created_at: "2026-07-09T13:05:36Z",
  updated_at: "2026-07-09T14:00:00Z"
}
const preDebit = {
  id: "5b7e0c1a-0000-4000-8000-0000000000a1",
  account_id: ACCOUNT,
  status: "SENT",
  merchant_reference: "subscription-2026-08-INV-00187",
  amount: { currency: "INR", value: "499.00" },
  billing_date: "2026-08-01",
  provider_data: { id: "EBANX", connection_id: "6c1f6bfb-736b-439e-b568-32f671f65256", provider_notification_id: "n-1" },
  created_at: "2026-07-30T10:00:00Z",
  updated_at: "2026-07-30T10:00:01Z"
}

const shaped: ReadonlyArray<readonly [OtherHalfOperation, unknown, Record<string, unknown> | undefined, string | undefined]> = [
  // [operation, an answer shaped as the reference's schema, a broken copy, the path its refusal names]
  ["connections.create", connection, { ...connection, payment_methods: "CARD" }, "payment_methods"],
  ["connections.retrieve", connection, { ...connection, params: [{ param_id: 1 }] }, "params[0].param_id"],
  [
    "connections.providerCatalog",
    { payment_method_type: ["CARD"], params: [{ param_id: "secret_key", field_type: "TEXT", editable_field: true, optional: false, secret: true }] },
    { params: [{ secret: "yes" }] },
    "params[0].secret"
  ],
  ["routing.create", { ...routing, warnings: ["condition set 1 is shadowed"] }, { ...routing, warnings: "none" }, "warnings"],
  ["routing.retrieve", routing, { ...routing, default_route: { steps: [{ index: "1" }] } }, "default_route.steps[0].index"],
  ["routing.update", routing, { ...routing, id: 1 }, "id"],
  ["routing.list", [routing], undefined, undefined],
  [
    "routing.recommendations",
    {
      recommendation_id: "6f1c7a00-0000-4000-8000-00000000c0de",
      merchant_order_id: null,
      optimized_for: "APPROVAL_RATE",
      decision_source: "INSUFFICIENT_DATA",
      recommended: { provider_id: "ADYEN", merchant_connection_id: null },
      ranking: [{ provider_id: "ADYEN", merchant_connection_id: null, approval_rate: null, avg_latency_ms: null, sample_size: 0 }]
    },
    { recommendation_id: "r", ranking: [{ sample_size: "0" }] },
    "ranking[0].sample_size"
  ],
  ["pciProxy.destinations.enable", { ...destination, status: "ENABLED" }, { ...destination, hostname: ["a"] }, "hostname"],
  ["pciProxy.destinations.disable", destination, { ...destination, id: null }, "id"],
  ["pciProxy.destinations.remove", null, undefined, undefined],
  ["pciProxy.forward", { id: "ch_123", status: "succeeded" }, undefined, undefined],
  ["preDebitNotifications.create", preDebit, { ...preDebit, status: 3 }, "status"],
  ["preDebitNotifications.retrieve", preDebit, { ...preDebit, amount: { value: true } }, "amount.value"],
  ["preDebitNotifications.listByMerchantReference", preDebit, { ...preDebit, provider_data: "EBANX" }, "provider_data"],
  ["sellers.delete", null, undefined, undefined],
  ["banking.transfers.cancel", null, undefined, undefined],
  ["reports.download", { type: "TRANSACTIONS", download_link: "https://example.com/report.csv", status: "AVAILABLE" }, { download_link: 1 }, undefined],
  ["reports.download", "id,status\n1,SUCCEEDED\n", undefined, undefined]
]

describe("answers the reference describes without an example", () => {
  it("cover every operation without a success example", () => {
    const withExample = new Set(responseCases.map((c) => c.operation))
    const without = Object.keys(entries).filter((op) => !withExample.has(op)).sort()
    expect(without).toHaveLength(18)
    expect([...new Set(shaped.map(([op]) => op))].sort()).toEqual(without)
  })

  it.each(shaped)("%s", (operation, answer, broken, path) => {
    const schema = schemasOf(operation).response
    expect(bodyIssues(schema, answer)).toEqual([])
    if (broken === undefined) return
    if (path === undefined) expect(bodyIssues(schema, broken)).not.toEqual([]) // a union: no one path to name
    else expect(pathsOf(schema, broken)).toContain(path)
  })

  it("keep unknown fields and unknown status values (answers are tolerant)", () => {
    const answer = { ...destination, status: "PAUSED", region: "us-east-1" }
    const result = Schema.decodeUnknownResult(schemasOf("pciProxy.destinations.enable").response as Schema.Codec<unknown, unknown>)(answer)
    expect(Result.isSuccess(result) && result.success).toEqual(answer)
  })
})

describe("the plan pieces a subscription's answers carry", () => {
  const answers = (operation: string) => fixtures.find((f) => f.operation === operation)!.responses.map((r) => r.body as Record<string, any>)

  it("decode the reference's pending plan change, phases and billing phases", () => {
    const [updated] = answers("subscriptions.update")
    const [changed] = answers("subscriptions.changePlan")
    expect(bodyIssues(PendingPlanChange, updated!.pending_plan_change)).toEqual([])
    expect(changed!.phases).toHaveLength(2)
    for (const phase of changed!.phases) expect(bodyIssues(PlanPhase, phase)).toEqual([])
    expect(changed!.billing_phases).toHaveLength(1)
    expect(bodyIssues(SubscriptionBillingPhase, changed!.billing_phases[0])).toEqual([])
    expect(pathsOf(SubscriptionBillingPhase, { ...changed!.billing_phases[0], end_cycle: "2" })).toEqual(["end_cycle"])
  })
})

describe("bodies with the optional parts the reference's examples leave out", () => {
  const accepted: ReadonlyArray<readonly [OtherHalfOperation, unknown]> = [
    [
      "tokens.create",
      {
        account_id: ACCOUNT,
        country: "BR",
        card_data: {
          number: "4111111111111111",
          expiration_month: 12,
          expiration_year: 2029,
          holder_name: "John Doe",
          stored_credentials: { reason: "SUBSCRIPTION", usage: "FIRST", subscription_agreement_id: "agr-1" }
        },
        customer_payer: {
          first_name: "John",
          email: "john@example.com",
          gender: "M",
          date_of_birth: "1990-02-28",
          phone: { country_code: "55", number: "11999999999" },
          billing_address: { address_line_1: "Rua 1", country: "BR", city: "São Paulo", zip_code: "01000-000", neighborhood: "Centro" },
          document: { document_type: "CPF", document_number: "00000000000" },
          browser_info: { user_agent: "Mozilla/5.0", accept_header: "*/*", color_depth: "24", screen_height: "800", screen_width: "1280", javascript_enabled: true, language: "pt-BR" },
          ip_address: "192.0.2.1",
          device_fingerprints: [{ provider_id: "CLEARSALE", id: "fp-1" }]
        }
      }
    ],
    [
      "subscriptions.update",
      {
        availability: { start_at: "2026-09-01T00:00:00Z", finish_at: null },
        payment_method: {
          type: "CARD",
          card: { verify: true, usage: "USED", card_data: { number: "4111111111111111", expiration_month: 3, expiration_year: 2030, security_code: 123, holder_name: "JOHN DOE" } }
        },
        plan_change: { plan_id: "1904911d-5df9-429e-8488-ad41abea1a4d", effective: "NEXT_BILLING_CYCLE", phases_behavior: "HONOR_PHASES" },
        metadata: { key: "tier", value: "" },
        retries: { retry_on_decline: true, amount: 7, cancel_on_exhausted_retries: true }
      }
    ],
    ["subscriptions.update", { plan_change: null, metadata: [{ key: "tier", value: "gold" }] }],
    [
      "plans.create",
      {
        name: "Ladder",
        base_amount: { currency: "BRL", value: "99.90" },
        frequency: { type: "YEAR", value: 1 },
        phases: [
          { order: 1, name: "Intro", type: "TRIAL", duration: { type: "MONTH", value: 2 }, country_prices: [{ country: "BR", amount: { currency: "BRL", value: 0 } }] },
          { order: 2, name: "Regular", type: "REGULAR" }
        ]
      }
    ],
    ["meters.attachToPlan", { meter_id: "66666666-6666-6666-6666-666666666666", credits: 0, pricing_strategy: "TIERED", price_per_credit: { currency: "USD" } }],
    ["currencyConversion.retrieve", { account_id: ACCOUNT, amount: { value: 10, currency: "USD" }, provider_data: { id: "MERCADO_PAGO" }, payment_method: { vaulted_token: "9b2f4b1c-7f3a-4c2e-9b1a-2b3c4d5e6f70" } }]
  ]

  it.each(accepted)("%s", (operation, body) => {
    expect(bodyIssues(schemasOf(operation).body!, body)).toEqual([])
  })
})
