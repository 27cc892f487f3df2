import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"
import { describe, expect, it } from "vitest"
import { AuthenticateParams, WhitelabelToken } from "../../src/schema/auth"
import { Recipient } from "../../src/schema/recipient"
import recipientResponse from "../fixtures/recipient.json"
import tokenResponse from "../fixtures/whitelabel-token.json"

const strict = { errors: "all" } as const
const format = SchemaIssue.makeFormatterStandardSchemaV1()
const authIssues = (input: unknown): Array<string> => {
  const r = Schema.decodeUnknownResult(AuthenticateParams)(input, strict)
  return Result.isFailure(r) ? format(r.failure.issue).issues.map((i) => JSON.stringify(i.path ?? [])) : []
}

describe("Recipient (response)", () => {
  const decode = (input: unknown) => Schema.decodeUnknownResult(Recipient)(input)
  it("decodes the spec-shaped recipient as sent", () => {
    const r = Result.getOrThrow(decode(recipientResponse))
    expect(r).toEqual(recipientResponse)
    expect(r.updated_at).toHaveLength(27) // spec: ISO 8601, 27 chars
  })
  it("keeps the attributes the spec does not name, top level and nested", () => {
    const input = {
      ...recipientResponse,
      legal_name: "Ana Gomez SAS",
      merchant_category_code: "5411",
      split_rules: [{ type: "PERCENTAGE", value: 10, nested: { a: 1 } }],
      document: { document_type: "CC", document_number: "123" }
    }
    expect(Result.getOrThrow(decode(input))).toEqual(input)
  })
  it("accepts an unknown national_entity and null fields", () => {
    const r = Result.getOrThrow(decode({ ...recipientResponse, national_entity: "ENTITY", email: null }))
    expect(r.national_entity).toBe("ENTITY")
    expect(r.email).toBeNull()
  })
  it("fails on a known field of the wrong type", () => {
    expect(Result.isFailure(decode({ ...recipientResponse, first_name: 42 }))).toBe(true)
    expect(Result.isFailure(decode({ ...recipientResponse, id: null }))).toBe(true)
  })
})

describe("WhitelabelToken (response)", () => {
  const decode = (input: unknown) => Schema.decodeUnknownResult(WhitelabelToken)(input)
  it("decodes the spec-shaped token", () => {
    const t = Result.getOrThrow(decode(tokenResponse))
    expect(t).toEqual(tokenResponse)
    expect(t.token_type).toBe("Bearer")
    expect(t.expires_in).toBe(86400)
  })
  it("keeps unknown fields and accepts another token_type", () => {
    const input = { ...tokenResponse, token_type: "DPoP", scope: "embed" }
    expect(Result.getOrThrow(decode(input))).toEqual(input)
  })
  it("fails on a known field of the wrong type", () => {
    expect(Result.isFailure(decode({ ...tokenResponse, expires_in: "86400" }))).toBe(true)
    expect(Result.isFailure(decode({ ...tokenResponse, expires_in: 1.5 }))).toBe(true)
    expect(Result.isFailure(decode({ token_type: "Bearer", expires_in: 86400 }))).toBe(true)
  })
})

describe("AuthenticateParams (request)", () => {
  it("accepts a UUID user_id", () => {
    const body: AuthenticateParams = { user_id: "5d9b2c1e-8f7a-4b6c-9d0e-1f2a3b4c5d6e" }
    expect(authIssues(body)).toEqual([])
  })
  it.each([
    ["missing user_id", {}, ["user_id"]],
    ["user_id not a UUID", { user_id: "user-1" }, ["user_id"]],
    ["user_id of 36 chars but not hex", { user_id: "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz" }, ["user_id"]],
    ["user_id not a string", { user_id: 1 }, ["user_id"]],
    ["null user_id", { user_id: null }, ["user_id"]]
  ] as const)("%s", (_name, body, path) => expect(authIssues(body)).toEqual([JSON.stringify(path)]))
  it("passes an unknown property through (requests are open)", () =>
    expect(authIssues({ user_id: "5d9b2c1e-8f7a-4b6c-9d0e-1f2a3b4c5d6e", password: "x" })).toEqual([]))
})
