import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  CheckoutPaymentMethod,
  CheckoutPaymentMethods,
  CheckoutPaymentMethodsParams,
  CheckoutSessionId
} from "../../src/schema/checkout"
import listFixture from "../fixtures/checkout-payment-methods.json"

const format = SchemaIssue.makeFormatterStandardSchemaV1()

/** Requests are decoded as the client does before any network I/O. */
const decodeRequest =
  <S extends Schema.ConstraintDecoder<unknown>>(schema: S) =>
  (input: unknown) =>
    Schema.decodeUnknownResult(schema)(input, { errors: "all", onExcessProperty: "error" })

/** Distinct issue paths of a failed decode, each joined with "." (`[]` on success). */
const pathsOf = (result: Result.Result<unknown, Schema.SchemaError>): Array<string> =>
  Result.isFailure(result)
    ? [...new Set(format(result.failure.issue).issues.map((i) => (i.path ?? []).map((p) => String(typeof p === "object" ? p.key : p)).join(".")))]
    : []

const successOf = <A>(result: Result.Result<A, Schema.SchemaError>): A => {
  if (Result.isFailure(result)) throw new Error(result.failure.message)
  return result.success
}

const decodeList = (input: unknown) => Schema.decodeUnknownResult(CheckoutPaymentMethods)(input)
const clone = <A>(a: A): A => structuredClone(a)

describe("CheckoutPaymentMethods response", () => {
  it("decodes a listing with a vaulted card, a card with rules and a bank transfer", () => {
    const list = successOf(decodeList(listFixture))
    expect(list).toEqual(listFixture)
    const [vaulted, card, bank] = list
    expect(vaulted?.vaulted_token).toBe("8604911d-5ds9-229e-8468-bd41abear14s")
    expect(vaulted?.card_data).toMatchObject({ lfd: "1111", expiration_month: 3, expiration_year: 26, brand: "VISA" })
    expect(vaulted?.checkout?.conditions?.rules).toBeNull()
    expect(card?.vaulted_token).toBeNull()
    expect(card?.card_data).toBeUndefined()
    const rules = card?.checkout?.conditions?.rules ?? []
    expect(rules.map((r) => [r.condition, r.type])).toEqual([
      ["INCLUDE", "COUNTRY"],
      ["EXCLUDE", "AMOUNT"],
      ["INCLUDE", "METADATA"]
    ])
    expect(rules[0]?.values?.countries).toEqual(["CO", "MX"])
    expect(rules[1]?.values).toMatchObject({ currency: "COP", min: "1000000", max: null })
    expect(rules[2]?.values?.metadata).toEqual([{ key: "tier", value: "vip" }])
    expect(bank?.type).toBe("BANK_TRANSFER")
  })

  it("decodes an empty listing", () => {
    expect(successOf(decodeList([]))).toEqual([])
  })

  it("keeps unknown fields at the top level and nested", () => {
    const input: any = clone(listFixture)
    input[0].wallet_provider = "X"
    input[0].card_data.network = "VISA_NET"
    input[1].checkout.conditions.rules[0].priority = 3
    input[1].checkout.conditions.rules[0].values.regions = ["north"]
    input[1].checkout.new_flag = true
    const list: any = successOf(decodeList(input))
    expect(list[0].wallet_provider).toBe("X")
    expect(list[0].card_data.network).toBe("VISA_NET")
    expect(list[1].checkout.conditions.rules[0].priority).toBe(3)
    expect(list[1].checkout.conditions.rules[0].values.regions).toEqual(["north"])
    expect(list[1].checkout.new_flag).toBe(true)
  })

  it("accepts unknown rule conditions, rule types and payment method types (open lists)", () => {
    const input: any = clone(listFixture)
    input[1].checkout.conditions.rules[0].type = "CUSTOMER_SEGMENT"
    input[1].checkout.conditions.rules[0].condition = "REQUIRE" // a condition beyond INCLUDE / EXCLUDE must not fail the listing
    input[2].type = "PIX"
    input[2].category = "INSTANT_PAYMENT"
    const list = successOf(decodeList(input))
    expect(list[1]?.checkout?.conditions?.rules?.[0]?.type).toBe("CUSTOMER_SEGMENT")
    expect(list[1]?.checkout?.conditions?.rules?.[0]?.condition).toBe("REQUIRE")
    expect(list[2]?.type).toBe("PIX")
  })

  it.each<[string, (l: any) => void, string]>([
    ["expiration_month as text", (l) => (l[0].card_data.expiration_month = "03"), "0.card_data.expiration_month"],
    ["preferred as text", (l) => (l[0].preferred = "yes"), "0.preferred"],
    ["rules as an object", (l) => (l[1].checkout.conditions.rules = {}), "1.checkout.conditions.rules"],
    ["countries as text", (l) => (l[1].checkout.conditions.rules[0].values.countries = "CO"), "1.checkout.conditions.rules.0.values.countries"],
    ["condition as a number", (l) => (l[1].checkout.conditions.rules[0].condition = 1), "1.checkout.conditions.rules.0.condition"],
    ["missing type", (l) => delete l[2].type, "2.type"]
  ])("fails on a known field of the wrong type: %s", (_name, mutate, path) => {
    const input = clone(listFixture)
    mutate(input)
    expect(pathsOf(decodeList(input))).toEqual([path])
  })

  it("fails when the body is not an array", () => {
    expect(pathsOf(decodeList({ payment_methods: [] }))).toEqual([""])
  })

  it("decodes a single entry with nulls everywhere optional", () => {
    const entry = {
      type: "CARD",
      name: null,
      description: null,
      vaulted_token: null,
      category: null,
      icon: null,
      last_successfully_used: null,
      last_successfully_used_at: null,
      checkout: { session: null, sdk_required_action: null, conditions: null },
      preferred: null
    }
    expect(successOf(Schema.decodeUnknownResult(CheckoutPaymentMethod)(entry))).toEqual(entry)
  })
})

describe("CheckoutSessionId", () => {
  const decode = decodeRequest(CheckoutSessionId)

  it("accepts a UUID (docs/service-facts.md#checkout-sessions)", () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(pathsOf(decode(id))).toEqual([])
      }),
      { numRuns: 100 }
    )
  })

  it.each([["not-a-uuid"], [""], ["0bcd1a9c-3e4f-4a5b-8c6d-7e8f9a0b1c2"], ["0bcd1a9c3e4f4a5b8c6d7e8f9a0b1c2d"]])("rejects %j", (id) => {
    expect(pathsOf(decode(id))).toEqual([""])
  })

  it("rejects any string that is not 36 characters", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }).filter((s) => s.length !== 36),
        (s) => {
          expect(Result.isFailure(decode(s))).toBe(true)
        }
      ),
      { numRuns: 100 }
    )
  })
})

describe("CheckoutPaymentMethodsParams", () => {
  const decode = decodeRequest(CheckoutPaymentMethodsParams)

  it("accepts no filter and a category filter", () => {
    expect(pathsOf(decode({}))).toEqual([])
    expect(successOf(decode({ category: "CARD" }))).toEqual({ category: "CARD" })
  })

  it.each<[unknown, string]>([
    [{ category: 1 }, "category"],
    [{ category: "" }, "category"],
    [{ type: "CARD" }, "type"]
  ])("rejects %j", (input, path) => {
    expect(pathsOf(decode(input))).toEqual([path])
  })
})
