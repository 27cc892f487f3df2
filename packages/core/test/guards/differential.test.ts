/**
 * The generated guards agree with the Effect decode they stand in for: for every mutation of a
 * valid value, `guard(x)` is true exactly when the decode succeeds AND returns `x` unchanged — or,
 * for a request body (open: the input itself is sent, src/api/engine/check.ts), when the decode succeeds.
 * (A guard that said true where the decode fails would let a broken value through; one that said
 * false where the decode returns the input would only cost speed, but is a disagreement too.)
 *
 * Runs per schema: PAYRAIL_GUARD_RUNS (default sized for CI; the scripted run uses 100,000).
 */
import { readFileSync } from "node:fs"
import { isDeepStrictEqual } from "node:util"
import * as fc from "fast-check"
import * as Arbitrary from "effect/Arbitrary"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { generatedGuardOf } from "../../src/api/engine/guarded"
import { guardTargets } from "../../src/api/engine/guard-targets"
import { webhookGuards } from "../../src/guards/webhooks.generated"
import { createPaymentBody, createReportBody, createSubscriptionBody, ids } from "../support/fixtures"
import { transferFixture } from "../webhooks/fixtures"

const RUNS = Number(process.env.PAYRAIL_GUARD_RUNS ?? 150)
const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), "utf8"))

// Valid values: the recorded answers and request bodies of the tests, and values drawn from each
// schema by effect's Arbitrary (so every declared endpoint is covered, new ones included).
const recorded: Record<string, ReadonlyArray<unknown>> = {
  "banking.createOnboarding": [fixture("banking-onboarding")],
  "payments.cancelOrRefund": [fixture("payment-cancel-or-refund")],
  "checkout.paymentMethods": [fixture("checkout-payment-methods")],
  "payments.create": [fixture("payment-create"), fixture("payment-retrieve"), fixture("payment-refund"), fixture("payment-bank-transfer")],
  "recipients.onboardings.unblock": [fixture("recipient")],
  "reports.create": [fixture("report")],
  "subscriptions.create": [fixture("subscription-create"), fixture("subscription-pause"), fixture("subscription-resume")],
  "organizations.authenticate": [fixture("whitelabel-token")]
}
const recordedBodies: Record<string, ReadonlyArray<unknown>> = {
  "organizations.authenticate": [{ user_id: ids.user }],
  "payments.create": [
    createPaymentBody,
    { ...createPaymentBody, workflow: "DIRECT", checkout: undefined, metadata: [{ key: "k", value: "v" }], amount: { currency: "USD", value: 0.0001 } }
  ],
  "reports.create": [createReportBody],
  "subscriptions.create": [createSubscriptionBody],
  "payments.refund": [{}, { amount: { currency: "COP", value: 5 }, reason: "REQUESTED_BY_CUSTOMER", merchant_reference: "ref-1" }]
}
const SAMPLES = Number(process.env.PAYRAIL_GUARD_SAMPLES ?? 8)
/** A drawn value JSON carries unchanged (no ±Infinity or NaN, which JSON turns into null): a valid answer's shape. */
const survivesJson = (value: unknown): boolean =>
  typeof value === "number" ? Number.isFinite(value)
  : typeof value === "object" && value !== null ? Object.values(value).every(survivesJson)
  : true

const sample = (schema: Schema.Top): ReadonlyArray<unknown> =>
  // maxDiscards: a payment body's rules (amount precision in every amount, a way to pay) discard many drawn values
  Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(schema as any), { count: SAMPLES, seed: process.env.PAYRAIL_GUARD_SEED ?? 1, maxDiscards: 2000 }))

type Path = ReadonlyArray<string | number>
const pathsOf = (value: unknown, path: Path = []): Array<Path> => {
  const out: Array<Path> = [path]
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...path, i])))
  else if (typeof value === "object" && value !== null) for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...path, k]))
  return out
}

// Values that probe type tests and checks: wrong types, empty values, near-miss strings and numbers.
const probe = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 0.00001, 1e21, "", "x", "abc", "CO", "USD", "usd", "acct_1", "xfer_1", ids.account,
    "SUCCEEDED", "DIRECT", "SDK_CHECKOUT", "__proto__", [], {}, [null], { id: 1 }, { key: "k", value: "v" }),
  fc.jsonValue({ maxDepth: 2 })
)
interface Mutation { readonly path: number; readonly kind: "set" | "delete" | "add"; readonly value: unknown; readonly key: string }
const mutation: fc.Arbitrary<Mutation> = fc.record({
  path: fc.nat(),
  kind: fc.constantFrom("set" as const, "set" as const, "delete" as const, "add" as const),
  value: probe,
  key: fc.constantFrom("extra", "id", "status", "amount", "__proto__", "value", "workflow", "session")
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
  // Through JSON and back: a JSON.parse value (an answer), or a plain object literal (a request body).
  return JSON.parse(JSON.stringify(copy) ?? "null")
}

type GuardOf = (name: string, schema: Schema.Top) => (input: unknown) => boolean
const bySchema: GuardOf = (_, schema) => generatedGuardOf(schema)!
const suite = (kind: string, schemas: Readonly<Record<string, Schema.Top>>, recordedValues: Record<string, ReadonlyArray<unknown>>, open: boolean, guardOf: GuardOf = bySchema) =>
  describe.each(Object.keys(schemas))(`the generated ${kind} guard of %s`, (name) => {
    const schema = schemas[name] as Schema.Top & { readonly DecodingServices: never }
    const decode = Schema.decodeUnknownResult(schema)
    const guard = guardOf(name, schema)
    const values = [...(recordedValues[name] ?? []), ...sample(schema).filter(survivesJson)].map((v) => JSON.parse(JSON.stringify(v)))
    const agrees = (input: unknown) => {
      const decoded = decode(input, { errors: "all" })
      const identity = Result.isSuccess(decoded) && (open || isDeepStrictEqual(decoded.success, input))
      return guard(input) === identity
    }

    it("accepts the valid values, recorded and drawn from the schema", () => {
      for (const value of recordedValues[name] ?? []) expect(guard(JSON.parse(JSON.stringify(value)))).toBe(true)
      expect(values.filter((v) => guard(v)).length).toBeGreaterThan(0)
      for (const value of values) expect(agrees(value)).toBe(true)
    })

    it("agrees with the Effect decode on mutated values", () => {
      fc.assert(
        fc.property(fc.constantFrom(...values), fc.array(mutation, { minLength: 1, maxLength: 3 }), (value, mutations) => {
          expect(agrees(mutations.reduce(apply, value))).toBe(true)
        }),
        { numRuns: RUNS }
      )
    })
  })

const targets = guardTargets()
suite("response", targets.responses, recorded, false)
suite("request", targets.requests, recordedBodies, true)
const recordedPayloads: Record<string, ReadonlyArray<unknown>> = {
  payment: [fixture("payment-create"), fixture("payment-retrieve"), fixture("payment-refund"), fixture("payment-bank-transfer")],
  onboarding: [fixture("banking-onboarding")],
  report: [fixture("report")],
  "banking.transfer.incoming": [transferFixture()]
}
suite("webhook payload", targets.webhooks, recordedPayloads, false, (name) => webhookGuards[name as keyof typeof webhookGuards])

describe("a request guard", () => {
  const guard = generatedGuardOf(targets.requests["payments.refund"]!)!
  it("refuses what is not a plain object, so the decode handles it", () => {
    class Body {
      merchant_reference = "ref-1"
    }
    expect(guard(new Body())).toBe(false)
    expect(guard(Object.create({ merchant_reference: "ref-1" }))).toBe(false)
    expect(guard({ merchant_reference: "ref-1" })).toBe(true)
  })
  it("is open: unknown keys at any depth and null on optional fields pass (the input itself is sent)", () => {
    expect(guard({ merchant_reference: "ref-1", not_modelled: { deep: [1] } })).toBe(true)
    expect(guard({ amount: { currency: "USD", value: 1, cents: 100 } })).toBe(true)
    expect(guard({ reason: null, description: null, amount: null })).toBe(true)
    expect(guard({ merchant_reference: null, amount: { currency: null, value: 1 } })).toBe(false)
  })
  it("runs the schema's custom checks (a refund of 0 is refused by a makeFilter)", () => {
    expect(guard({ amount: { currency: "USD", value: 0 } })).toBe(false)
    expect(guard({ amount: { currency: "USD", value: 0.5 } })).toBe(true)
    expect(guard({ amount: { currency: "USD", value: 0.00005 } })).toBe(false)
  })
})
