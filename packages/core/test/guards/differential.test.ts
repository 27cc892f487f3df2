/**
 * The generated guards agree with the Effect decode they stand in for: for every mutation of a
 * valid value, `guard(x)` is true exactly when the decode succeeds AND returns `x` unchanged.
 * (A guard that said true where the decode fails would let a broken value through; one that said
 * false where the decode returns the input would only cost speed, but is a disagreement too.)
 *
 * Runs per schema: PAYRAIL_GUARD_RUNS (default sized for CI; the scripted run uses 100,000).
 */
import { readFileSync } from "node:fs"
import { isDeepStrictEqual } from "node:util"
import * as fc from "fast-check"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { generatedGuardOf } from "../../src/guards"
import { guardedRequests, guardedResponses } from "../../src/guards/registry"
import { createPaymentBody, createReportBody, createSubscriptionBody, ids } from "../support/fixtures"
import { transferFixture } from "../webhooks/fixtures"

const RUNS = Number(process.env.PAYRAIL_GUARD_RUNS ?? 300)
const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), "utf8"))

const responses: Record<keyof typeof guardedResponses, ReadonlyArray<unknown>> = {
  BankingOnboarding: [fixture("banking-onboarding")],
  CancelOrRefundResult: [fixture("payment-cancel-or-refund")],
  CheckoutPaymentMethods: [fixture("checkout-payment-methods")],
  IncomingTransfer: [transferFixture()],
  Payment: [fixture("payment-create"), fixture("payment-retrieve"), fixture("payment-refund"), fixture("payment-bank-transfer")],
  Recipient: [fixture("recipient")],
  Report: [fixture("report")],
  Subscription: [fixture("subscription-create"), fixture("subscription-pause"), fixture("subscription-resume")],
  WhitelabelToken: [fixture("whitelabel-token")]
}
const requests: Record<keyof typeof guardedRequests, ReadonlyArray<unknown>> = {
  AuthenticateParams: [{ user_id: ids.user }],
  CreatePaymentParams: [
    createPaymentBody,
    { ...createPaymentBody, workflow: "DIRECT", checkout: undefined, metadata: [{ key: "k", value: "v" }], amount: { currency: "USD", value: 0.0001 } }
  ],
  CreateReportParams: [createReportBody],
  CreateSubscriptionParams: [createSubscriptionBody],
  RefundPaymentParams: [{}, { amount: { currency: "COP", value: 5 }, reason: "REQUESTED_BY_CUSTOMER", merchant_reference: "ref-1" }]
}

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

const suite = (kind: string, schemas: Record<string, Schema.Top>, valid: Record<string, ReadonlyArray<unknown>>, strict: boolean) =>
  describe.each(Object.keys(valid))(`the generated ${kind} guard of %s`, (name) => {
    const schema = schemas[name] as Schema.Top & { readonly DecodingServices: never }
    const decode = Schema.decodeUnknownResult(schema)
    const guard = generatedGuardOf(schema)!
    const values = valid[name]!.map((v) => JSON.parse(JSON.stringify(v)))
    const agrees = (input: unknown) => {
      const decoded = decode(input, strict ? { errors: "all", onExcessProperty: "error" } : { errors: "all" })
      const identity = Result.isSuccess(decoded) && isDeepStrictEqual(decoded.success, input)
      return guard(input) === identity
    }

    it("accepts every valid value", () => {
      for (const value of values) {
        expect(guard(value)).toBe(true)
        expect(agrees(value)).toBe(true)
      }
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

suite("response", guardedResponses, responses, false)
suite("request", guardedRequests, requests, true)

describe("a request guard", () => {
  const guard = generatedGuardOf(guardedRequests.RefundPaymentParams)!
  it("refuses what is not a plain object, so the decode handles it", () => {
    class Body {
      merchant_reference = "ref-1"
    }
    expect(guard(new Body())).toBe(false)
    expect(guard(Object.create({ merchant_reference: "ref-1" }))).toBe(false)
    expect(guard({ merchant_reference: "ref-1" })).toBe(true)
  })
  it("runs the schema's custom checks (a refund of 0 is refused by a makeFilter)", () => {
    expect(guard({ amount: { currency: "USD", value: 0 } })).toBe(false)
    expect(guard({ amount: { currency: "USD", value: 0.5 } })).toBe(true)
    expect(guard({ amount: { currency: "USD", value: 0.00005 } })).toBe(false)
  })
})
