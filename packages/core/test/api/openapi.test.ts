/** The OpenAPI 3.1 document: generated from the declarations, committed up to date, valid. */
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { compileErrors, validate } from "@readme/openapi-parser"
import { describe, expect, it } from "vitest"
import { endpoints, openApiDocument } from "../../src/api"
import { WEBHOOK_EVENT_CATALOGUE } from "../../src/webhooks/catalogue"
import { openApiText } from "../../scripts/openapi-text"

const FILE = fileURLToPath(new URL("../../openapi.json", import.meta.url))
type Json = Record<string, any>
const doc = openApiDocument() as Json

describe("openapi.json", () => {
  it("is the document of the current declarations (run `pnpm gen`)", () => {
    expect(readFileSync(FILE, "utf8")).toBe(openApiText())
  })

  it("is a valid OpenAPI 3.1 document (@readme/openapi-parser)", async () => {
    const result = await validate(structuredClone(doc) as Parameters<typeof validate>[0])
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true)
    expect(doc.openapi).toBe("3.1.0")
  })

  it("has every declared endpoint with its parameters, headers, body, answer and errors", () => {
    for (const e of endpoints) {
      const op = doc.paths[e.path]?.[e.method.toLowerCase()] as Json | undefined
      expect(op, `${e.method} ${e.path}`).toBeDefined()
      expect(op!.operationId).toBe(e.operation)
      const params = (op!.parameters ?? []) as Array<Json>
      const names = (place: string) => params.filter((p) => p.in === place).map((p) => p.name)
      expect(names("path").sort()).toEqual(Object.keys(e.pathParams).sort())
      expect(names("header").includes("X-Idempotency-Key")).toBe(e.idempotent)
      const idempotencyKey = params.find((p) => p.name === "X-Idempotency-Key")
      if (idempotencyKey !== undefined) expect(idempotencyKey.required, e.operation).toBe(e.operation !== "subscriptions.create")
      for (const h of e.headers ?? []) expect(names("header")).toContain(h.name)
      expect(op!.requestBody !== undefined).toBe(e.body !== undefined)
      expect(Object.keys(op!.responses)).toEqual(expect.arrayContaining([String(e.successStatus), "400", "401", "403", "404", "429", "500"]))
    }
    expect(doc.components.responses.Error400.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/ErrorBody" })
    expect(doc.components.schemas.ErrorBody.required).toEqual(["code"])
  })

  it("declares the credentials, the query parameters and the incoming-transfer webhook", () => {
    expect(doc.components.securitySchemes).toEqual({
      publicApiKey: { type: "apiKey", in: "header", name: "public-api-key" },
      privateSecretKey: { type: "apiKey", in: "header", name: "private-secret-key" }
    })
    const retrieve = doc.paths["/payments/{payment_id}"].get as Json
    expect(retrieve.parameters.filter((p: Json) => p.in === "query").map((p: Json) => p.name)).toEqual(["raw_response", "transactions_history"])
    const reportsCreate = doc.paths["/reports"].post as Json
    expect(reportsCreate.parameters.map((p: Json) => p.name)).toContain("X-Organization-Code")
    const webhook = doc.webhooks["banking.transfer.incoming"].post as Json
    expect(webhook.requestBody.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/IncomingTransfer" })
    expect(doc.components.schemas.IncomingTransfer.properties).toHaveProperty("status")
  })

  it("has every family of the event catalogue under webhooks, as its v2 envelope with the family's data", () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual(Object.keys(WEBHOOK_EVENT_CATALOGUE).sort())
    const envelope = (family: string) => {
      const ref = doc.webhooks[family].post.requestBody.content["application/json"].schema.$ref as string
      return doc.components.schemas[ref.split("/").at(-1)!] as Json
    }
    for (const family of Object.keys(WEBHOOK_EVENT_CATALOGUE)) {
      if (family === "banking.transfer.incoming") continue
      const schema = envelope(family)
      expect(Object.keys(schema.properties), family).toEqual(["type", "type_event", "account_id", "retry", "version", "data"])
      expect(schema.required, family).toEqual(["type", "type_event", "data"])
      expect(doc.webhooks[family].post.description, family).toContain(`\`${(WEBHOOK_EVENT_CATALOGUE as Record<string, ReadonlyArray<string>>)[family]![0]}\``)
    }
    expect(envelope("payment").properties.data.properties.payment).toEqual({ $ref: "#/components/schemas/Payment" })
    expect(envelope("subscription").properties.data.properties.subscription).toEqual({ $ref: "#/components/schemas/SubscriptionNotification" })
    expect(envelope("enrollment").properties.data.properties.payment_method).toEqual({ $ref: "#/components/schemas/EnrolledPaymentMethod" })
    expect(envelope("report").properties.data).toEqual({ $ref: "#/components/schemas/Report" })
    expect(envelope("payout").properties.data).toEqual({ $ref: "#/components/schemas/Payout" })
    expect(envelope("onboarding").properties.data).toEqual({ $ref: "#/components/schemas/BankingOnboarding" })
  })

  describe("states the checks the client and the fake apply (effect's generation corrected)", () => {
    const schemas = doc.components.schemas as Json
    it("keeps the UUID, country, currency, e-mail and timestamp patterns", () => {
      expect(schemas.PaymentId.pattern).toBe("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")
      expect(schemas.CountryCode.pattern).toBe("^[A-Z]{2}$")
      expect(schemas.CurrencyCode.pattern).toBe("^[A-Z]{3}$")
      expect(new RegExp(schemas.Email.pattern).test("a@b.co")).toBe(true)
      expect(new RegExp(schemas.Email.pattern).test("not an e-mail")).toBe(false)
    })

    it("publishes minimum lengths as declared (3 stays 3, 36 stays 36), and an amount's precision", () => {
      expect(schemas.Text3To255).toEqual({ type: "string", minLength: 3, maxLength: 255 })
      // a card's security code is declared 2 to 4 long (src/schema/token-params.ts): the only 2 on purpose
      const lengths = JSON.stringify(doc).replaceAll('"minLength":2,"maxLength":4', "").match(/"minLength":\d+/g) ?? []
      expect(JSON.stringify(schemas.TokenCardDataParams)).toContain('"minLength":2,"maxLength":4')
      expect(lengths).not.toContain('"minLength":2')
      expect(lengths).not.toContain('"minLength":18')
      expect(schemas.AmountValue).toEqual({
        anyOf: [{ type: "number", minimum: 0, multipleOf: 0.0001 }, { type: "string", pattern: "^\\d+(\\.\\d{1,4}0*)?$" }]
      })
    })

    it("gives every array its items", () => {
      const arrays: Array<Json> = []
      const walk = (v: unknown) => {
        if (Array.isArray(v)) v.forEach(walk)
        else if (typeof v === "object" && v !== null) {
          if ((v as Json).type === "array") arrays.push(v as Json)
          Object.values(v).forEach(walk)
        }
      }
      walk(doc)
      expect(arrays.length).toBeGreaterThan(10)
      for (const a of arrays) expect("items" in a || "prefixItems" in a, JSON.stringify(a)).toBe(true)
      expect(schemas.Payment.properties.split.anyOf[0]).toEqual({ type: "array", items: {} })
    })

    it("publishes numeric query parameters as numbers and date-time ones with their format", () => {
      const query = (path: string, name: string) => (doc.paths[path].get.parameters as Array<Json>).find((p) => p.name === name)!.schema
      expect(query("/reports/list", "page_size")).toEqual({ type: "integer", minimum: 1, maximum: 99 })
      expect(query("/subscriptions/{subscription_id}/payments", "limit")).toEqual({ type: "integer", minimum: 1, maximum: 100 })
      expect(query("/reports/list", "start_date")).toMatchObject({ type: "string", format: "date-time" })
      expect(query("/subscriptions", "created_at_from")).toMatchObject({ type: "string", format: "date-time" })
    })
  })
})
