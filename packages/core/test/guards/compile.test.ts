/**
 * The guard compiler on synthetic schemas: every node and check it knows, checked against the
 * Effect decode on arbitrary JSON; and the refusals that make a future transformation fail the build.
 */
import { isDeepStrictEqual } from "node:util"
import * as fc from "fast-check"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { compileGuards } from "../../scripts/guards/compile"
import { bindCheck } from "../../src/guards/bind"

const RUNS = Number(process.env.PAYRAIL_GUARD_RUNS ?? 400)

const guardOf = (schema: Schema.Top): ((input: unknown) => boolean) => {
  const { source, roots, bound } = compileGuards([{ name: "root", ast: schema.ast }], { typescript: false, bindChecks: true })
  const checks = bound.map(({ path }) => bindCheck(schema.ast, path))
  const locals = checks.map((_, i) => `const k${i} = k[${i}]`).join("\n")
  return new Function("k", `${locals}\n${source}\nreturn ${roots[0]!.fn}`)(checks) as (input: unknown) => boolean
}

interface Node {
  readonly name: string
  readonly id: number
  readonly children?: ReadonlyArray<Node>
}
const Node: Schema.Codec<Node> = Schema.Struct({
  name: Schema.String,
  id: Schema.Int,
  children: Schema.optionalKey(Schema.Array(Schema.suspend((): Schema.Codec<Node> => Node)))
})

const synthetic = {
  strings: Schema.Struct({
    a: Schema.String.check(Schema.isMinLength(2)),
    b: Schema.String.check(Schema.isMaxLength(3)),
    c: Schema.String.check(Schema.isBetweenLength(1, 4)),
    d: Schema.String.check(Schema.isPattern(/^[a-c]+$/i))
  }),
  numbers: Schema.Struct({
    gt: Schema.Number.check(Schema.isGreaterThan(1)),
    gte: Schema.Number.check(Schema.isGreaterThanOrEqualTo(1)),
    lt: Schema.Number.check(Schema.isLessThan(5)),
    lte: Schema.Number.check(Schema.isLessThanOrEqualTo(5)),
    int: Schema.Int,
    finite: Schema.Finite
  }),
  closedStruct: Schema.Struct({ x: Schema.optionalKey(Schema.NullOr(Schema.Boolean)), y: Schema.Literals(["A", "B", "C", "D", "E"]) }),
  openStruct: Schema.StructWithRest(Schema.Struct({ x: Schema.Number }), [Schema.Record(Schema.String, Schema.Unknown)]),
  tuple: Schema.Tuple([Schema.String, Schema.optionalKey(Schema.Number)]),
  tupleWithRest: Schema.TupleWithRest(Schema.Tuple([Schema.String]), [Schema.Number]),
  arrays: Schema.Array(Schema.Union([Schema.Literal(1), Schema.String])).check(Schema.isMaxLength(2)),
  recursive: Node,
  customChecks: Schema.Struct({
    a: Schema.String.check(Schema.makeFilter((s: string) => s.startsWith("a") || "starts with a")),
    b: Schema.optionalKey(Schema.Number.check(Schema.isMultipleOf(2)))
  }).check(Schema.makeFilter((o) => o.b === undefined || o.a.length <= o.b || "a not longer than b"))
} satisfies Record<string, Schema.Top>

// JSON values near the schemas' edges, so that valid and invalid inputs both come up often.
const leaf = fc.constantFrom(null, true, 0, 1, 1.5, 2, 4, 5, 6, -1, 2 ** 60, "", "a", "ab", "abc", "abcd", "abcde", "ABC", "A", "E", "Z", "ba")
const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, leaf, tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 3 }),
  object: fc.dictionary(fc.constantFrom("a", "b", "c", "d", "x", "y", "gt", "gte", "lt", "lte", "int", "finite", "name", "id", "children", "extra", "b"), tie("value"), { maxKeys: 7 })
})).value

// One valid value per schema, so each property sees both answers.
const validExample: Record<keyof typeof synthetic, unknown> = {
  strings: { a: "ab", b: "abc", c: "a", d: "aBc" },
  numbers: { gt: 2, gte: 1, lt: 4.5, lte: 5, int: -3, finite: 1.5 },
  closedStruct: { x: null, y: "E" },
  openStruct: { x: 1, extra: [1] },
  tuple: ["a", 1],
  tupleWithRest: ["a", 1, 2],
  arrays: [1, "a"],
  recursive: { name: "n", id: 1, children: [{ name: "m", id: 2 }] },
  customChecks: { a: "ab", b: 2 }
}

describe.each(Object.entries(synthetic) as Array<[keyof typeof synthetic, Schema.Top]>)("a compiled guard (%s)", (name, schema) => {
  const decode = Schema.decodeUnknownResult(schema as Schema.Top & { readonly DecodingServices: never })
  const guard = guardOf(schema)
  it("is true exactly when the decode returns the input unchanged", () => {
    let accepted = 0
    fc.assert(
      fc.property(json, (raw) => {
        const input = JSON.parse(JSON.stringify(raw)) // a JSON.parse value, as the guard always sees
        const decoded = decode(input)
        const identity = Result.isSuccess(decoded) && isDeepStrictEqual(decoded.success, input)
        if (identity) accepted++
        expect(guard(input)).toBe(identity)
      }),
      { numRuns: RUNS, examples: [[validExample[name]]] }
    )
    expect(accepted).toBeGreaterThan(0)
  })
})

describe("the guard compiler refuses what it cannot prove", () => {
  it.each([
    ["an encoding", Schema.Struct({ n: Schema.NumberFromString })],
    ["a custom check (unless bound)", Schema.String.check(Schema.makeFilter((s: string) => s.length > 1))],
    ["a stateful RegExp", Schema.String.check(Schema.isPattern(/a/g))],
    ["an index signature with a typed value", Schema.Record(Schema.String, Schema.Number)],
    ["a oneOf union", Schema.Union([Schema.String, Schema.Number], { mode: "oneOf" })]
  ])("%s", (_, schema) => {
    expect(() => compileGuards([{ name: "s", ast: schema.ast }])).toThrow(/cannot compile a guard/)
  })
})
