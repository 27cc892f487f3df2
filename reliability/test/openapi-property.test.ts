/**
 * Property: the OpenAPI document says what the fake enforces.
 *
 * For every operation, requests are generated from the document the fake serves
 * (`GET /openapi.json`) and sent to the fake (in-process):
 * - a request valid per the document passes the declaration's checks (the ones the fake runs
 *   before any state move), except for the rules across fields the document cannot state
 *   (UNSTATED_RULES, each with its reason); whatever the fake then answers, it is never a 500,
 *   always a status the document declares, with a body matching the document's schema for it;
 * - the same request with one documented rule broken (a required field left out, a string
 *   field sent as a number, a numeric query parameter sent as text, a path id off its pattern)
 *   is refused with a 400 whose body matches the document's error schema.
 *
 * Bodies get an unknown top-level key too once core's request schemas are open (docs/spec-gaps.md section 9:
 * unknown keys pass through, as the document's `additionalProperties: true` says); until then
 * they hold only the declared properties. CI runs PAYRAIL_FUZZ_RUNS (default 50) per operation
 * and property with a fixed seed (logged; PAYRAIL_FUZZ_SEED picks another, as `pnpm fuzz` does).
 */
import { api, type EndpointDeclaration, endpoints } from "@payrail/core/api"
import { checkPathParams, decodeBody, decodeQuery } from "@payrail/core/internal"
import { createFakePayrail } from "@payrail/testing"
import Ajv2020 from "ajv/dist/2020.js"
import fc from "fast-check"
import { beforeAll, describe, expect, it } from "vitest"
import { arbitraryFor, type Json, resolver } from "./support/openapi-arbitrary"

const RUNS = Number(process.env.PAYRAIL_FUZZ_RUNS ?? 50)
const SEED = Number(process.env.PAYRAIL_FUZZ_SEED ?? 20_251_126)
console.log(`openapi-property: seed ${SEED}, ${RUNS} runs per operation and property (replay: PAYRAIL_FUZZ_SEED=${SEED})`)

/**
 * Rules across fields the document does not state (packages/core/src/schema/request-checks.ts, the onboarding
 * body): a request valid per the document may still be refused for one of these, and only for these.
 */
const UNSTATED_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/checkout\.session is required when workflow/, "createPayment: the session is required unless workflow is DIRECT or REDIRECT"],
  [/payment_method needs a token, a vaulted_token or a type/, "createPayment: one of three optional fields"],
  [/day is (required|only used) when type is DAY/, "billingDateDay: depends on billing_date.type"],
  [/finish_at must be later than start_at/, "availabilityWindow: compares two fields"],
  [/must not be earlier than/, "createReport: compares two dates"],
  [/is only allowed for .* reports/, "createReport: depends on the report type"],
  [/Expected a multiple of limit/, "offsetMultipleOfLimit: compares two query parameters"],
  [/comma-separated list|single acquirer/, "report filters: lists inside a string"],
  [/amount greater than 0/, "positiveAmount: a zero refund or capture amount"],
  [/is required for a ONE_STEP onboarding|must not be empty for a ONE_STEP onboarding/, "onboardings: fields required by onboarding_type"],
  [/^documentation\[\d+\]\.\w+: Missing key$/, "onboardings: a documentation item carries the sub-object its type names (published as its wire shape)"]
]

/** Whether core takes unknown request keys (the open requests, docs/spec-gaps.md section 9). */
const OPEN_REQUESTS = (() => {
  const probe = decodeBody(api.payments.capture, { merchant_reference: "ref-1", x_payrail_unknown: 1 })
  return probe.ok || !probe.issues.some((issue) => issue.path === "x_payrail_unknown")
})()

const fake = createFakePayrail({ now: "2025-03-01T12:00:00.000Z" })
const AUTH = { "public-api-key": "pk_test_payrail", "private-secret-key": "sk_test_payrail" }
let doc: Json
let flatten: (schema: Json) => Json
let arbitrary: (schema: Json) => fc.Arbitrary<unknown>
const ajv = new Ajv2020({ strict: false, validateFormats: false, multipleOfPrecision: 6, allErrors: false })
const DOC_ID = "https://payrail.invalid/openapi.json"

beforeAll(async () => {
  const res = await fake.fetch(`${fake.baseUrl.replace(/\/v1$/, "")}/openapi.json`)
  doc = (await res.json()) as Json
  flatten = resolver(doc)
  arbitrary = arbitraryFor(doc)
  ajv.addSchema({ $id: DOC_ID, components: doc.components })
})

interface Generated {
  readonly params: Record<string, string>
  readonly query: Record<string, string>
  readonly headers: Record<string, string>
  readonly body: unknown
}

const operationOf = (e: EndpointDeclaration): Json => doc.paths[e.path][e.method.toLowerCase()]

/** Requests valid per the document for one operation. */
const requests = (e: EndpointDeclaration): fc.Arbitrary<Generated> => {
  const op = operationOf(e)
  const parameters = (op.parameters ?? []) as Array<Json>
  const of = (place: string) => parameters.filter((p) => p.in === place && p.name.toLowerCase() !== "x-idempotency-key")
  const text = (v: unknown) => String(v)
  const group = (place: string) =>
    fc.record(
      Object.fromEntries(of(place).map((p) => [p.name, arbitrary(p.schema).map(text)])),
      { requiredKeys: of(place).filter((p) => p.required).map((p) => p.name as string) }
    ) as fc.Arbitrary<Record<string, string>>
  const bodySchema = op.requestBody?.content?.["application/json"]?.schema as Json | undefined
  return fc.record({
    params: group("path"),
    query: group("query"),
    headers: group("header"),
    body: bodySchema === undefined
      ? fc.constant(undefined)
      : arbitrary(bodySchema).map((b) => (OPEN_REQUESTS && typeof b === "object" && b !== null && !Array.isArray(b) ? { ...b, x_payrail_unknown: { kept: true } } : b))
  })
}

const send = async (e: EndpointDeclaration, r: Generated) => {
  const path = e.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(r.params[name]!))
  const search = new URLSearchParams(r.query).toString()
  const res = await fake.fetch(`${fake.baseUrl}${path}${search ? `?${search}` : ""}`, {
    method: e.method,
    headers: { ...AUTH, ...r.headers, "x-idempotency-key": crypto.randomUUID(), ...(r.body === undefined ? {} : { "content-type": "application/json" }) },
    ...(r.body === undefined ? {} : { body: JSON.stringify(r.body) })
  })
  const text = await res.text()
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined }
}

/** The answer is declared for the operation and matches the document's schema for its status. */
const expectDocumented = (e: EndpointDeclaration, answer: { status: number; body: unknown }) => {
  expect(answer.status, `${e.operation}: ${JSON.stringify(answer.body)}`).not.toBe(500)
  // An operation the fake does not model answers 501 NOT_MODELLED naming it (docs/fake.md), never a
  // made-up success; the document describes the service, so that answer is the fake's own.
  if (answer.status === 501) {
    const body = answer.body as { code?: unknown; messages?: ReadonlyArray<unknown> } | undefined
    expect(body?.code, `${e.operation}: ${JSON.stringify(answer.body)}`).toBe("NOT_MODELLED")
    expect(JSON.stringify(body?.messages), e.operation).toContain(e.operation)
    return
  }
  const declared = operationOf(e).responses[String(answer.status)] as Json | undefined
  expect(declared, `${e.operation} answered ${answer.status}, which the document does not declare`).toBeDefined()
  const response = declared!.$ref ? flatten(declared!) : declared!
  const schema = response.content?.["application/json"]?.schema as Json | undefined
  if (schema === undefined) return
  const ref = schema.$ref ? `${DOC_ID}${schema.$ref}` : undefined
  const validate = ref !== undefined ? ajv.getSchema(ref) ?? ajv.compile({ $ref: ref }) : ajv.compile(schema)
  expect(validate(answer.body), `${e.operation} ${answer.status}: ${ajv.errorsText(validate.errors)}`).toBe(true)
}

/** The issues the declaration's checks find, other than the listed unstated rules. */
const unexpectedIssues = (e: EndpointDeclaration, r: Generated) => {
  const issues = [
    ...checkPathParams(e, r.params),
    ...(() => {
      const q = decodeQuery(e, r.query)
      return q.ok ? [] : q.issues
    })(),
    ...(() => {
      const b = decodeBody(e, r.body === undefined && e.body !== undefined ? {} : r.body)
      return b.ok ? [] : b.issues
    })()
  ]
  return issues.filter((issue) => !UNSTATED_RULES.some(([pattern]) => pattern.test(issue.message) || pattern.test(`${issue.path}: ${issue.message}`)))
}

/** The ways to break one documented rule of a request (empty when the operation has none). */
const breakings = (e: EndpointDeclaration, r: Generated): Array<Generated> => {
  const op = operationOf(e)
  const out: Array<Generated> = []
  const bodySchema = op.requestBody?.content?.["application/json"]?.schema as Json | undefined
  if (bodySchema !== undefined && typeof r.body === "object" && r.body !== null && !Array.isArray(r.body)) {
    const s = flatten(bodySchema)
    for (const name of (s.required ?? []) as Array<string>) {
      const { [name]: _, ...rest } = r.body as Json
      out.push({ ...r, body: rest })
    }
    for (const [name, field] of Object.entries((s.properties ?? {}) as Record<string, Json>)) {
      if (flatten(field).type === "string") out.push({ ...r, body: { ...(r.body as Json), [name]: 12_345 } })
    }
  }
  for (const p of (op.parameters ?? []) as Array<Json>) {
    const schema = flatten(p.schema)
    if (p.in === "query" && (schema.type === "integer" || schema.type === "number")) out.push({ ...r, query: { ...r.query, [p.name]: "abc" } })
    if (p.in === "query" && schema.format === "date-time") out.push({ ...r, query: { ...r.query, [p.name]: "x" } })
    if (p.in === "path" && typeof schema.pattern === "string") out.push({ ...r, params: { ...r.params, [p.name]: "not an id" } })
  }
  return out
}

describe("the OpenAPI document says what the fake enforces", () => {
  it("lists every declared operation", () => {
    for (const e of endpoints) expect(operationOf(e), e.operation).toBeDefined()
  })

  describe.each(endpoints.map((e) => [e.operation, e] as const))("%s", (_, e) => {
    it("a request valid per the document passes its checks (but for the listed cross-field rules) and gets a documented answer", async () => {
      await fc.assert(
        fc.asyncProperty(requests(e), async (r) => {
          expect(unexpectedIssues(e, r), JSON.stringify(r)).toEqual([])
          expectDocumented(e, await send(e, r))
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true }
      )
    })

    it("a request that breaks one documented rule is refused with a documented 400", async () => {
      await fc.assert(
        fc.asyncProperty(requests(e), fc.nat(), async (r, pick) => {
          const ways = breakings(e, r)
          if (ways.length === 0) return
          const bad = ways[pick % ways.length]!
          const answer = await send(e, bad)
          expect(answer.status, `${e.operation} ${JSON.stringify(bad)} → ${JSON.stringify(answer.body)}`).toBe(400)
          expectDocumented(e, answer)
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true }
      )
    })
  })
})
