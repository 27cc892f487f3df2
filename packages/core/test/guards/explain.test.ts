/**
 * The generated explainers (src/guards/*-explain.generated.ts) say what the Effect decode says:
 * for every mutation of a valid value, the explainer's issues are `issuesOf` of the decode's
 * failure (errors "all": same paths, same messages, same order), and the explainer finds no
 * issue exactly when the generated guard accepts the value.
 *
 * Runs per schema: PAYRAIL_GUARD_RUNS (default sized for CI; `test:guards:full` uses 100,000).
 */
import { readFileSync } from "node:fs"
import * as fc from "fast-check"
import * as Arbitrary from "effect/Arbitrary"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaAST from "effect/SchemaAST"
import { describe, expect, it } from "vitest"
import { compileExplainers, ExplainCompileError } from "../../scripts/guards/explain"
import { explainers, validators } from "../../src/guards/explain-table"
import { guardTargets } from "../../src/api/engine/guard-targets"
import { responseExplainers } from "../../src/guards/responses-explain.generated"
import { responseGuards } from "../../src/guards/responses.generated"
import { webhookPayloadSchemas } from "../../src/guards/webhook-targets"
import { webhookExplainers, webhookGuards } from "../../src/guards/webhooks.generated"
import { issuesOf } from "../../src/schema/issues"
import { transferFixture } from "../webhooks/fixtures"

const RUNS = Number(process.env.PAYRAIL_GUARD_RUNS ?? 150)
const SAMPLES = Number(process.env.PAYRAIL_GUARD_SAMPLES ?? 8)
const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), "utf8"))
/** A drawn value JSON carries unchanged (no ±Infinity or NaN, which JSON turns into null): a valid answer's shape. */
const survivesJson = (value: unknown): boolean =>
  typeof value === "number" ? Number.isFinite(value)
  : typeof value === "object" && value !== null ? Object.values(value).every(survivesJson)
  : true

const sample = (schema: Schema.Top): ReadonlyArray<unknown> =>
  Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(schema as any), { count: SAMPLES, seed: process.env.PAYRAIL_GUARD_SEED ?? 1 }))

const recordedPayloads: Record<string, ReadonlyArray<unknown>> = {
  payment: [fixture("payment-create"), fixture("payment-retrieve"), fixture("payment-refund"), fixture("payment-bank-transfer")],
  onboarding: [fixture("banking-onboarding")],
  report: [fixture("report")],
  "banking.transfer.incoming": [transferFixture()]
}

type Path = ReadonlyArray<string | number>
const pathsOf = (value: unknown, path: Path = []): Array<Path> => {
  const out: Array<Path> = [path]
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...path, i])))
  else if (typeof value === "object" && value !== null) for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...path, k]))
  return out
}

// Wrong types, empty values, near-miss strings and numbers, enum members and non-members.
const probe = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, "", "x", "xfer_1", "acct_1", "USD", "SUCCEEDED", "COMPLETED", "INCOMING", "CARD",
    "PURCHASE", "__proto__", "toString", [], {}, [null], ["x"], [{}], { id: 1 }, { value: "1" }),
  fc.jsonValue({ maxDepth: 2 })
)
interface Mutation { readonly path: number; readonly kind: "set" | "delete" | "add"; readonly value: unknown; readonly key: string }
const mutation: fc.Arbitrary<Mutation> = fc.record({
  path: fc.nat(),
  kind: fc.constantFrom("set" as const, "set" as const, "delete" as const, "add" as const),
  value: probe,
  key: fc.constantFrom("extra", "id", "status", "amount", "__proto__", "value", "constructor")
})

const apply = (root: unknown, m: Mutation): unknown => {
  const copy = structuredClone(root)
  const paths = pathsOf(copy)
  const path = paths[m.path % paths.length]!
  if (path.length === 0) return m.kind === "set" ? m.value : copy
  let parent: any = copy
  for (const step of path.slice(0, -1)) parent = parent[step]
  const last = path[path.length - 1]!
  if (m.kind === "set") parent[last] = structuredClone(m.value)
  else if (m.kind === "delete") Array.isArray(parent) ? parent.splice(Number(last), 1) : delete parent[last]
  else {
    const target = parent[last]
    if (typeof target === "object" && target !== null && !Array.isArray(target)) {
      Object.defineProperty(target, m.key, { value: structuredClone(m.value), enumerable: true, writable: true, configurable: true })
    } else if (Array.isArray(target)) target.push(structuredClone(m.value))
  }
  // Through JSON and back: what JSON.parse hands the webhook receiver.
  return JSON.parse(JSON.stringify(copy) ?? "null")
}

type Explain = (value: unknown) => ReadonlyArray<{ readonly path: string; readonly message: string }>
const suite = (
  kind: string,
  schemas: Readonly<Record<string, Schema.Top>>,
  explainers: Readonly<Record<string, Explain>>,
  guards: Readonly<Record<string, (value: unknown) => boolean>>,
  recorded: Record<string, ReadonlyArray<unknown>>
) => describe.each(Object.keys(schemas))(`the generated explainer of the %s ${kind}`, (name) => {
  const schema = schemas[name] as Schema.Top & { readonly DecodingServices: never }
  const decode = Schema.decodeUnknownResult(schema)
  const explain = explainers[name]!
  const guard = guards[name]!
  const values = [...(recorded[name] ?? []), ...sample(schema).filter(survivesJson)].map((v) => JSON.parse(JSON.stringify(v)))
  const effectIssues = (input: unknown) => {
    const decoded = decode(input, { errors: "all" })
    return Result.isSuccess(decoded) ? [] : issuesOf(decoded.failure.issue)
  }
  const agrees = (input: unknown) => {
    const issues = explain(input)
    expect(issues).toEqual(effectIssues(input))
    expect(issues.length === 0).toBe(guard(input))
  }

  it("finds no issue in the valid values, recorded and drawn from the schema", () => {
    for (const value of values) {
      expect(explain(value)).toEqual([])
      agrees(value)
    }
  })

  it("reports what the Effect decode reports on mutated values", () => {
    let failing = 0
    fc.assert(
      fc.property(fc.constantFrom(...values), fc.array(mutation, { minLength: 1, maxLength: 3 }), (value, mutations) => {
        const input = mutations.reduce(apply, value)
        agrees(input)
        if (!guard(input)) failing++
      }),
      { numRuns: RUNS }
    )
    // The property is only worth something if mutations break values (a schema of `unknown` has none to break).
    if (schema.ast._tag !== "Unknown") expect(failing).toBeGreaterThan(0)
  })

  it("explains values of the wrong type at the root", () => {
    for (const input of [null, "x", 1, [], [{}], true]) agrees(input)
  })
})

suite("webhook payload", webhookPayloadSchemas, webhookExplainers, webhookGuards, recordedPayloads)
suite("response", guardTargets().responses, responseExplainers, responseGuards, {
  "payments.create": [fixture("payment-create"), fixture("payment-retrieve"), fixture("payment-refund")],
  "reports.create": [fixture("report")],
  "subscriptions.create": [fixture("subscription-create")]
})

describe("the explainer compiler", () => {
  const compile = (schema: Schema.Top) => compileExplainers([{ name: "S", ast: schema.ast }])
  it("refuses what it cannot mirror, naming where", () => {
    expect(() => compile(Schema.Struct({ a: Schema.NumberFromString }))).toThrow(ExplainCompileError)
    expect(() => compile(Schema.Struct({ a: Schema.NumberFromString }))).toThrow(/at S\.a: an encoding/)
    expect(() => compile(Schema.Struct({ a: Schema.String.check(Schema.makeFilter((s) => s.length > 2)) }))).toThrow(/unknown check/)
    expect(() => compile(Schema.Union([Schema.Struct({ kind: Schema.Literal("a") }), Schema.Struct({ kind: Schema.Literal("b") })]))).toThrow(/discriminated/)
    expect(() => compile(Schema.Tuple([Schema.String]))).toThrow(/tuple/)
    expect(() => compile(Schema.Union([Schema.String, Schema.Number], { mode: "oneOf" }))).toThrow(/oneOf/)
  })
  /** The compiled table of `schema`, walked as the generated module walks it. */
  const explainAndGuard = (schema: Schema.Top) => {
    const { table, roots } = compile(schema)
    const root = Number(roots[0]!.fn.slice(1))
    return { explain: explainers(table.messages, table.rows)(root), guard: validators(table.rows)(root) }
  }
  const effectIssues = (schema: Schema.Top, input: unknown) => {
    const decoded = Schema.decodeUnknownResult(schema as Schema.Top & { readonly DecodingServices: never })(input, { errors: "all" })
    return Result.isSuccess(decoded) ? [] : issuesOf(decoded.failure.issue)
  }
  it("agrees with the decode on every bound check, at and around its bounds", () => {
    const schemas = [
      Schema.String.check(Schema.isMinLength(2)),
      Schema.String.check(Schema.isMaxLength(2)),
      Schema.String.check(Schema.isBetweenLength(1, 3)),
      Schema.Number.check(Schema.isGreaterThan(1)),
      Schema.Number.check(Schema.isGreaterThanOrEqualTo(1)),
      Schema.Number.check(Schema.isLessThan(1)),
      Schema.Number.check(Schema.isLessThanOrEqualTo(1)),
      Schema.Number.check(Schema.isBetween({ minimum: 1, maximum: 3 })),
      Schema.Number.check(Schema.isBetween({ minimum: 1, maximum: 3, exclusiveMinimum: true })),
      Schema.Number.check(Schema.isBetween({ minimum: 1, maximum: 3, exclusiveMaximum: true })),
      Schema.Number.check(Schema.isBetween({ minimum: -1, maximum: 0, exclusiveMinimum: true, exclusiveMaximum: true }))
    ]
    const inputs = ["", "a", "ab", "abc", "abcd", -1, -0.5, 0, 0.5, 1, 2, 3, 4, Number.NaN, null]
    for (const schema of schemas) {
      const { explain, guard } = explainAndGuard(schema)
      for (const input of inputs) {
        expect(explain(input), String(input)).toEqual(effectIssues(schema, input))
        expect(guard(input)).toBe(effectIssues(schema, input).length === 0)
      }
    }
  })
  it("keeps the issues of what the table rewrites fold away (unions of unions, X | null, accept-all candidates)", () => {
    const Inner = Schema.Struct({ a: Schema.String, b: Schema.optionalKey(Schema.NullOr(Schema.Number)) })
    const schema = Schema.Struct({
      nested: Schema.NullOr(Schema.Union([Inner, Schema.Array(Inner)])),
      maybe: Schema.optionalKey(Schema.NullOr(Inner)),
      list: Schema.NullOr(Schema.Array(Schema.NullOr(Schema.String))),
      open: Schema.NullOr(Schema.Union([Schema.Literal("A"), Schema.String])),
      twice: Schema.NullOr(Schema.Union([Schema.Number, Schema.Union([Schema.String, Schema.Number])])),
      again: Schema.NullOr(Inner)
    })
    const { explain, guard } = explainAndGuard(schema)
    const inputs = [
      null, 1, {}, { nested: null, list: null, open: null, twice: null, again: null },
      { nested: { a: "x" }, maybe: null, list: ["x", null], open: "B", twice: "s", again: { a: "y", b: 2 } },
      { nested: [{ a: 1 }, { b: "x" }], maybe: { a: 2 }, list: [1, "x"], open: 3, twice: true, again: [] },
      { nested: "x", maybe: "x", list: {}, open: {}, twice: {}, again: "x" },
      { nested: [null], maybe: { b: "x" }, list: [[]], open: "A", twice: 1, again: { b: null } }
    ]
    for (const input of inputs) {
      expect(explain(input), JSON.stringify(input)).toEqual(effectIssues(schema, input))
      expect(guard(input)).toBe(effectIssues(schema, input).length === 0)
    }
  })
  it("compiles a leaf root and agrees with the decode on it", () => {
    const schema = Schema.String.check(Schema.isMinLength(2))
    const { source, roots } = compile(schema)
    expect(roots).toEqual([{ name: "S", fn: "e0" }])
    expect(SchemaAST.isString(schema.ast)).toBe(true)
    expect(source).toContain("Expected a value with a length of at least 2")
  })
})
