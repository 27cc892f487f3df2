/**
 * The schemas of the 76 loosely declared operations (test/fixtures/other-half-schemas.ts) compile
 * into the generated guards their declarations will need (scripts/guards/compile.ts): request
 * bodies as open request guards, answers as response guards. A schema the compiler cannot prove
 * would otherwise fail the build once wired; and each guard agrees with the decode on the
 * reference's own examples (test/fixtures/reference-examples/).
 */
import { readdirSync, readFileSync } from "node:fs"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { compileGuards } from "../../scripts/guards/compile"
import { type OperationSchemas, otherHalfSchemas } from "../fixtures/other-half-schemas"

const entries = Object.entries(otherHalfSchemas as Readonly<Record<string, OperationSchemas>>)
const bodies = entries.flatMap(([operation, s]) => (s.body === undefined ? [] : [{ name: operation, schema: s.body }]))
const responses = entries.map(([operation, s]) => ({ name: operation, schema: s.response }))

/** The compiled module's root guards as functions (the source is plain JavaScript). */
const load = (source: string, roots: ReadonlyArray<{ name: string; fn: string }>): Record<string, (v: unknown) => boolean> =>
  new Function(`${source}\nreturn { ${roots.map((r) => `${JSON.stringify(r.name)}: ${r.fn}`).join(", ")} }`)() as Record<string, (v: unknown) => boolean>

interface Fixture {
  readonly operation: string
  readonly requests: ReadonlyArray<{ readonly body: unknown }>
  readonly responses: ReadonlyArray<{ readonly body: unknown }>
}
const dir = new URL("../fixtures/reference-examples/", import.meta.url)
const fixtures = readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => JSON.parse(readFileSync(new URL(f, dir), "utf8")) as Fixture)
const decodes = (schema: Schema.Top, value: unknown) =>
  Result.isSuccess(Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>)(value, { errors: "all" }))

describe("guards of the 76 operations' schemas", () => {
  it("compile for all 39 request bodies (open request guards)", () => {
    expect(bodies).toHaveLength(39)
    const { roots } = compileGuards(bodies.map((b) => ({ name: b.name, ast: b.schema.ast })), {
      typescript: false,
      namedChecks: true,
      plainObjects: true,
      openObjects: true
    })
    expect(roots.map((r) => r.name)).toEqual(bodies.map((b) => b.name))
  })

  it("compile for all 76 answers and agree with the decode on the reference's success answers", () => {
    const { source, roots } = compileGuards(responses.map((r) => ({ name: r.name, ast: r.schema.ast })), { typescript: false })
    const guards = load(source, roots)
    let checked = 0
    for (const fixture of fixtures) {
      const schema = responses.find((r) => r.name === fixture.operation)!.schema
      for (const { body } of fixture.responses) {
        if (typeof body === "string") continue // JSON text for an empty answer: the decode test reads it
        // no answer schema transforms: the guard takes every answer the decode takes as it is
        expect(decodes(schema, body)).toBe(true)
        expect(guards[fixture.operation]!(body)).toBe(true)
        checked++
        // and a known field of the wrong type is refused by both
        const broken = { ...(body as object), created_at: 12 }
        if (Array.isArray(body)) continue
        expect(guards[fixture.operation]!(broken)).toBe(decodes(schema, broken))
      }
    }
    expect(checked).toBe(64) // 65 success answers, one of them JSON text
  })
})
