/** src/api/engine/validate.ts: one guard and one decoder per schema, made on first use and reused. */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { decoderFor, guardFor } from "../../src/api/engine/validate"

const Thing = Schema.Struct({ id: Schema.String, amount: Schema.Number })

describe("guardFor", () => {
  it("answers whether the input already is the schema's type", () => {
    const is = guardFor(Thing)
    expect(is({ id: "t", amount: 1 })).toBe(true)
    expect(is({ id: 1, amount: 1 })).toBe(false)
    expect(is(null)).toBe(false)
  })

  it("is made once per schema: the same function every time, another for another schema", () => {
    const Other = Schema.Struct({ id: Schema.String })
    expect(guardFor(Thing)).toBe(guardFor(Thing))
    expect(guardFor(Other)).toBe(guardFor(Other))
    expect(guardFor(Other)).not.toBe(guardFor(Thing))
  })
})

describe("decoderFor", () => {
  it("decodes, and explains a failure", () => {
    const decode = decoderFor(Thing)
    expect(decode({ id: "t", amount: 1 })).toEqual(Result.succeed({ id: "t", amount: 1 }))
    const failed = decode({ id: 1, amount: "x" }, { errors: "all" })
    expect(Result.isFailure(failed)).toBe(true)
  })

  it("is made once per schema: the same function every time, another for another schema", () => {
    const Other = Schema.Struct({ id: Schema.String })
    expect(decoderFor(Thing)).toBe(decoderFor(Thing))
    expect(decoderFor(Other)).toBe(decoderFor(Other))
    expect(decoderFor(Other)).not.toBe(decoderFor(Thing))
  })
})
