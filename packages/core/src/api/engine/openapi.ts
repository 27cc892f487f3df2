/**
 * The OpenAPI 3.1 document of the API, built from the endpoint declarations and their schemas
 * (effect's JSON Schema support), never written by hand. `scripts/gen-openapi.ts` writes it to
 * `openapi.json` (exported as `@payrail/core/openapi.json`); `@payrail/testing` serves it at
 * `GET /openapi.json`.
 *
 * Schemas describe the wire form (`Schema.toCodecJson`): request bodies are the strict request
 * schemas, responses the tolerant ones (unknown fields allowed, open enums).
 */
import * as JsonSchema from "effect/JsonSchema"
import * as Schema from "effect/Schema"
import type * as SchemaAST from "effect/SchemaAST"
import * as SchemaRepresentation from "effect/SchemaRepresentation"
import * as additionalData from "../../schema/additional-data"
import * as additionalDataParams from "../../schema/additional-data-params"
import * as auth from "../../schema/auth"
// Plain objects, not namespaces, for the modules a webhook-only bundle shares a chunk with (see by-module.ts).
import { enrollment, fields, paymentMethod, shared, subscription, transfer, webhookResources } from "../../schema/by-module"
import * as banking from "../../schema/banking"
import * as bankingParams from "../../schema/banking-params"
import * as checkoutSession from "../../schema/checkout-session"
import * as checkout from "../../schema/checkout"
import * as customerPayer from "../../schema/customer-payer"
import * as customerPayerParams from "../../schema/customer-payer-params"
import * as customer from "../../schema/customer"
import * as enrollmentParams from "../../schema/enrollment-params"
import * as list from "../../schema/list"
import * as paymentMethodParams from "../../schema/payment-method-params"
import * as payment from "../../schema/payment"
import * as paymentParams from "../../schema/payment-params"
import * as recipient from "../../schema/recipient"
import * as report from "../../schema/report"
import * as reportParams from "../../schema/report-params"
import * as subscriptionParams from "../../schema/subscription-params"
import { accountIdIn } from "./account"
import type { Decodable, EndpointDeclaration } from "./endpoint"
import { returnsOf } from "./returns"
import { SCHEMAS_BY_NAME } from "./schema-names.generated"
import { BODY_TOO_LARGE, COMMON_ERRORS, errorStatusesOf, RELAYED } from "./openapi-errors"
import { exactQuerySchema, withArrayItems, withExactChecks } from "./openapi-exact"
import { envelopeWebhook, WEBHOOK_ENVELOPES } from "./openapi-webhooks"
import { callText } from "./signature"

/** The sandbox base URL (includes /v1). */
export const SANDBOX_BASE_URL = "https://api-sandbox.y.uno/v1"

/** Every error answer: `{ code, messages }` (a single `message` is also seen on some endpoints). */
export const ErrorBody = Schema.StructWithRest(
  Schema.Struct({
    code: Schema.String,
    messages: Schema.optionalKey(Schema.Array(Schema.String)),
    message: Schema.optionalKey(Schema.String)
  }),
  [Schema.Record(Schema.String, Schema.Unknown)]
)

type Json = Record<string, unknown>

const pascal = (operation: string) =>
  operation
    .split(/[^A-Za-z0-9]/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join("")

/**
 * Component names: every schema core's schema modules export, under its export name (by AST
 * identity, before and after the JSON codec), so shared pieces (`Amount`, `Transaction`, ...)
 * become one named component instead of being repeated inline.
 */
const exportedNames = (): Map<SchemaAST.AST, string> => {
  const names = new Map<SchemaAST.AST, string>()
  // these first (a schema exported under two names keeps the name it has had), then every public schema
  const modules = [payment, paymentParams, subscription, subscriptionParams, report, reportParams, banking, bankingParams, recipient, customer, customerPayer, customerPayerParams, checkout, checkoutSession, enrollment, enrollmentParams, auth, transfer, list, paymentMethod, paymentMethodParams, additionalData, additionalDataParams, fields, shared, webhookResources, SCHEMAS_BY_NAME]
  for (const mod of modules) {
    // Sorted: a schema exported under two names gets the same one however the module loader orders exports.
    for (const [name, value] of Object.entries(mod).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (!Schema.isSchema(value)) continue
      if (!names.has(value.ast)) names.set(value.ast, name)
      const json = Schema.toCodecJson(value).ast
      if (!names.has(json)) names.set(json, name)
    }
  }
  return names
}

/** Whether a body schema accepts `{}` (then the body may be left out). */
const acceptsEmpty = (schema: Decodable) => Schema.decodeUnknownResult(schema)({})._tag === "Success"

/**
 * Builds the document. Every schema goes through one shared reference environment, so schemas
 * used by several operations become one component.
 */
export const buildOpenApiDocument = (endpoints: ReadonlyArray<EndpointDeclaration>): Json => {
  // Roots: every schema a document position needs, each compiled once (by identity).
  const roots: Array<Decodable> = []
  const indexOf = new Map<Decodable, number>()
  const root = (schema: Decodable) => {
    let i = indexOf.get(schema)
    if (i === undefined) {
      i = roots.push(schema) - 1
      indexOf.set(schema, i)
    }
    return i
  }
  root(ErrorBody as Decodable)
  root(transfer.IncomingTransfer as unknown as Decodable)
  for (const e of endpoints) {
    if (e.body) root(e.body)
    if (e.query) root(e.query)
    root(e.response)
    for (const p of Object.values(e.pathParams)) root(p)
  }
  for (const [, , schema] of WEBHOOK_ENVELOPES) root(schema)
  const names = exportedNames()
  const asts = roots.map((s) => Schema.toCodecJson(s as Schema.Top).ast) as unknown as [SchemaAST.AST, ...Array<SchemaAST.AST>]
  const compiled = JsonSchema.toMultiDocumentOpenApi3_1(
    SchemaRepresentation.toJsonSchemaMultiDocument(
      withExactChecks(
        SchemaRepresentation.toRepresentations(asts, {
          referencePolicy: ({ ast, identifier }) => identifier ?? names.get(ast)
        })
      )
    )
  )
  const components: Record<string, unknown> = { ...compiled.definitions }
  const schemaOf = (schema: Decodable) => compiled.schemas[indexOf.get(schema)!] as Json

  // Named components for bodies and responses, so code generators give them names.
  const named = new Map<Decodable, string>()
  const returns = (e: EndpointDeclaration) => returnsOf(e, (schema) => names.get(schema.ast))
  const component = (schema: Decodable, preferred: string, fallback: string): Json => {
    const compiledSchema = schemaOf(schema)
    if (typeof compiledSchema.$ref === "string") return compiledSchema // already a named component
    let name = named.get(schema)
    if (name === undefined) {
      name = preferred in components || preferred === "" ? fallback : preferred
      components[name] = compiledSchema
      named.set(schema, name)
    }
    return { $ref: `#/components/schemas/${name}` }
  }
  const errorRef = component(ErrorBody as Decodable, "ErrorBody", "PayrailErrorBody")
  const deref = (schema: Json): Json => {
    const ref = schema.$ref
    return typeof ref === "string" && ref.startsWith("#/components/schemas/") ? deref(components[ref.slice(21)] as Json) : schema
  }

  // One shared response per status every operation may answer (413: every one but GET), as
  // `#/components/responses/Error400`, ...; an operation's own statuses are written out, naming their codes.
  const errorResponses: Record<string, Json> = {}
  const common = new Set([...COMMON_ERRORS, BODY_TOO_LARGE].map(([status]) => status))
  const errorResponse = (status: string, description: string): Json => {
    const response = { description, content: { "application/json": { schema: errorRef } } }
    if (!common.has(status)) return response
    errorResponses[`Error${status}`] ??= response
    return { $ref: `#/components/responses/Error${status}` }
  }
  const paths: Record<string, Record<string, unknown>> = {}
  for (const e of endpoints) {
    const headerParams = new Set((e.headers ?? []).flatMap((h) => (h.param ? [h.param] : [])))
    const parameters: Array<Json> = []
    // a path segment "." or ".." would be resolved away by the URL: refused as an id (src/api/engine/check.ts)
    for (const [name, schema] of Object.entries(e.pathParams)) {
      parameters.push({ name, in: "path", required: true, schema: { ...schemaOf(schema), not: { enum: [".", ".."] } } })
    }
    if (e.query) {
      const query = deref(schemaOf(e.query))
      const required = new Set((query.required as Array<string> | undefined) ?? [])
      for (const [name, schema] of Object.entries((query.properties as Record<string, Json> | undefined) ?? {})) {
        if (headerParams.has(name)) continue
        const field = (e.query as { readonly fields?: Readonly<Record<string, Schema.Top>> }).fields?.[name]
        // an optional `account_id` the service needs anyway (the client fills it from its accountId) is required on the wire
        const needed = required.has(name) || (name === "account_id" && accountIdIn(e) === "query")
        parameters.push({ name, in: "query", required: needed, schema: exactQuerySchema(name, schema, field) })
      }
    }
    for (const h of e.headers ?? []) {
      parameters.push({
        name: h.name,
        in: "header",
        required: h.required,
        // a required header that is empty (or blank) is refused as missing
        schema: h.required ? { type: "string", minLength: 1, pattern: "\\S" } : { type: "string" },
        description: h.param ? `From the call's \`${h.param}\`, else the client config's \`${h.config}\`.` : `From the client config's \`${h.config}\`.`
      })
    }
    if (e.idempotent) {
      parameters.push({
        name: "X-Idempotency-Key",
        in: "header",
        required: e.idempotencyKeyRequired !== false,
        schema: { type: "string", minLength: 1 },
        description: "Same key and same request: the first answer again. The SDK sends a UUID v4 per logical call unless given one."
      })
    }
    const success: Json =
      e.successStatus === 204
        ? { description: "No content" }
        : { description: returns(e), content: { "application/json": { schema: component(e.response, /^[A-Z][A-Za-z]*$/.test(returns(e)) ? returns(e) : "", `${pascal(e.operation)}Response`) } } }
    const responses: Json = { [String(e.successStatus)]: success }
    for (const [status, description] of errorStatusesOf(e)) responses[status] = errorResponse(status, description)
    const relayed = RELAYED[e.operation]
    if (relayed !== undefined) responses.default = { description: relayed }
    const operation: Json = {
      operationId: e.operation,
      tags: [e.operation.split(".")[0]!],
      summary: callText(e),
      description: e.description,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(e.body
        ? { requestBody: { required: !acceptsEmpty(e.body), content: { "application/json": { schema: component(e.body, `${pascal(e.operation)}Body`, `${pascal(e.operation)}RequestBody`) } } } }
        : {}),
      responses
    }
    paths[e.path] = { ...paths[e.path], [e.method.toLowerCase()]: operation }
  }

  const transferRef = component(transfer.IncomingTransfer as unknown as Decodable, "IncomingTransfer", "IncomingTransferNotification")
  const signatureHeaders = [
    ["x-hmac-signature", "hmac-sha256 scheme: base64 HMAC-SHA256 of the raw body"],
    ["webhook-id", "standard-webhooks scheme"],
    ["webhook-timestamp", "standard-webhooks scheme: seconds since the epoch"],
    ["webhook-signature", "standard-webhooks scheme: space-separated `v1,<base64>` signatures"]
  ].map(([name, description]) => ({ name, in: "header", required: false, schema: { type: "string" }, description }))
  const webhooks: Record<string, unknown> = {
    "banking.transfer.incoming": {
      post: {
        operationId: "webhooks.bankingTransferIncoming",
        summary: "An incoming bank transfer (banking.transfer.incoming.pending / .completed), posted to the merchant's /v1/banking/transfers",
        parameters: signatureHeaders,
        requestBody: { required: true, content: { "application/json": { schema: transferRef } } },
        responses: {
          "200": { description: "Received (handled, duplicate, or no handler)" },
          "400": { description: "Signature fine, body not a valid notification" },
          "401": { description: "Bad or missing signature" },
          "500": { description: "A handler failed: the sender retries" }
        }
      }
    }
  }
  for (const [family, name, schema] of WEBHOOK_ENVELOPES) webhooks[family] = envelopeWebhook(family, component(schema, name, `${name}Envelope`), signatureHeaders)

  const document = {
    openapi: "3.1.0",
    info: {
      title: "Payrail API",
      version: "v1", // the API's version (its path prefix), not a package version
      description: "Generated by @payrail/core from its endpoint declarations (scripts/gen-openapi.ts). Do not edit by hand."
    },
    servers: [{ url: SANDBOX_BASE_URL, description: "Sandbox" }],
    security: [{ publicApiKey: [], privateSecretKey: [] }],
    paths,
    webhooks,
    components: {
      schemas: components,
      responses: errorResponses,
      securitySchemes: {
        publicApiKey: { type: "apiKey", in: "header", name: "public-api-key" },
        privateSecretKey: { type: "apiKey", in: "header", name: "private-secret-key" }
      }
    }
  }
  withArrayItems(document)
  return document
}
