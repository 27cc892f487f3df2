/**
 * The generated guards agree with the Effect decode they stand in for: for every mutation of a
 * valid answer, `guard(x)` is true exactly when the decode succeeds AND returns `x` unchanged.
 * (A guard that said true where the decode fails would let a broken answer through; one that said
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
import { generatedGuards } from "../../src/guards/generated"
import { guardedSchemas } from "../../src/guards/registry"
import { transferFixture } from "../webhooks/fixtures"

const RUNS = Number(process.env.PAYRAIL_GUARD_RUNS ?? 400)
const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), "utf8"))

const valid: Record<keyof typeof guardedSchemas, ReadonlyArray<unknown>> = {
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

type Path = ReadonlyArray<string | number>
const pathsOf = (value: unknown, path: Path = []): Array<Path> => {
  const out: Array<Path> = [path]
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...path, i])))
  else if (typeof value === "object" && value !== null) for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...path, k]))
  return out
}

// Values that probe type tests and checks: wrong types, empty values, near-miss strings and numbers.
const probe = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e21, "", "x", "acct_", "acct_1", "xfer_", "xfer_1", "SUCCEEDED", "__proto__", [], {}, [null], { id: 1 }),
  fc.jsonValue({ maxDepth: 2 })
)
type Mutation = { readonly path: number; readonly kind: "set" | "delete" | "add"; readonly value: unknown; readonly key: string }
const mutation = fc.record({
  path: fc.nat(),
  kind: fc.constantFrom("set", "set", "delete", "add") as fc.Arbitrary<Mutation["kind"]>,
  value: probe,
  key: fc.constantFrom("extra", "id", "status", "amount", "__proto__", "value")
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
  // Through JSON and back: the guard only ever sees JSON.parse output.
  return JSON.parse(JSON.stringify(copy) ?? "null")
}

describe.each(Object.keys(valid) as Array<keyof typeof guardedSchemas>)("the generated guard of %s", (name) => {
  const schema = guardedSchemas[name] as unknown as Schema.Top & { readonly DecodingServices: never }
  const decode = Schema.decodeUnknownResult(schema)
  const guard = generatedGuards[name]
  const agrees = (input: unknown) => {
    const decoded = decode(input, { errors: "all" })
    const identity = Result.isSuccess(decoded) && isDeepStrictEqual(decoded.success, input)
    return guard(input) === identity
  }

  it("accepts every valid answer of the fixtures", () => {
    for (const answer of valid[name]) {
      expect(guard(answer)).toBe(true)
      expect(agrees(answer)).toBe(true)
    }
  })

  it("agrees with the Effect decode on mutated answers", () => {
    fc.assert(
      fc.property(fc.constantFrom(...valid[name]), fc.array(mutation, { minLength: 1, maxLength: 3 }), (answer, mutations) => {
        const input = mutations.reduce(apply, answer)
        expect(agrees(input)).toBe(true)
      }),
      { numRuns: RUNS }
    )
  })
})
