import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import {
  ApiError,
  AuthorizationRequiredError,
  createPayrail,
  EntityNotFoundError,
  InvalidCredentialsError,
  InvalidParametersError,
  InvalidRequestError,
  LoginFailedError,
  type PayrailClient,
  PayrailError,
  RateLimitedError,
  RecipientNotBlockedError,
  ResponseError,
  ResponseValidationError,
  ValidationError
} from "../../src"
import * as f from "../support/fixtures"
import { type ScriptedServer, startScriptedServer } from "../support/scripted-server"

let server: ScriptedServer
let payrail: PayrailClient

beforeAll(async () => {
  server = await startScriptedServer()
  // maxRetries 0: these tests are about mapping one response to one error
  payrail = createPayrail({ publicApiKey: "pk", privateSecretKey: "sk_secret", baseUrl: server.url, maxRetries: 0 })
})
beforeEach(() => {
  server.reset()
})
afterAll(async () => {
  await payrail.close()
  await server.close()
})

const cases = [
  { status: 400, body: { code: "INVALID_REQUEST", messages: ["Invalid request"] }, Class: InvalidRequestError },
  { status: 400, body: { code: "VALIDATION_ERROR", messages: ["compliance_declaration is required"], http_code: 400 }, Class: ValidationError },
  { status: 400, body: { code: "INVALID_PARAMETERS", message: "user_id is invalid" }, Class: InvalidParametersError },
  { status: 401, body: { code: "INVALID_CREDENTIALS", messages: ["Invalid credentials"] }, Class: InvalidCredentialsError },
  { status: 401, body: { code: "LOGIN_FAILED", message: "User cannot be authenticated" }, Class: LoginFailedError },
  { status: 403, body: { code: "AUTHORIZATION_REQUIRED", messages: ["The merchant has no authorization to use this API."] }, Class: AuthorizationRequiredError },
  { status: 404, body: { code: "ENTITY_NOT_FOUND", messages: ["Entity not found"], http_code: 404 }, Class: EntityNotFoundError },
  { status: 409, body: { code: "RECIPIENT_NOT_BLOCKED", messages: ["Recipient is not blocked"] }, Class: RecipientNotBlockedError },
  { status: 429, body: { code: "TOO_MANY_REQUESTS", messages: ["slow down"] }, Class: RateLimitedError },
  { status: 400, body: { code: "INVALID_STATUS", messages: ["Payment already refunded"] }, Class: ApiError },
  { status: 400, body: { code: "PAYMENT_NOT_FOUND", messages: ["Payment not found"] }, Class: ApiError }
] as const

describe("error responses map to typed errors", () => {
  it.each(cases)("$status $body.code → $Class.name", async ({ status, body, Class }) => {
    server.reply({ status, body, headers: { "x-request-id": "req_abc" } })
    const error = await payrail.payments.create(f.createPaymentBody, { idempotencyKey: "key-1" }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Class)
    expect(error).toBeInstanceOf(ResponseError)
    expect(error).toBeInstanceOf(PayrailError)
    expect(error).toBeInstanceOf(Error)
    const e = error as InstanceType<typeof Class>
    expect(e._tag).toBe(Class.name)
    expect(e.status).toBe(status)
    expect(e.code).toBe(body.code)
    expect(e.messages).toEqual("messages" in body ? body.messages : [body.message])
    expect(e.httpCode).toBe("http_code" in body ? body.http_code : undefined)
    expect(e.requestId).toBe("req_abc")
    expect(e.idempotencyKey).toBe("key-1")
    expect(e.message).toContain(body.code)
  })

  it("an error without a JSON body still has a status and a code", async () => {
    server.reply({ status: 418, body: "<html>teapot</html>", headers: { "content-type": "text/html" } })
    const error = await payrail.reports.retrieve(f.ids.report).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).code).toBe("HTTP_418")
    expect((error as ApiError).messages).toEqual([])
    expect((error as ApiError).idempotencyKey).toBeUndefined()
  })

  it("a success body that is not JSON is a ResponseValidationError", async () => {
    server.reply({ status: 200, body: "not json" })
    const error = await payrail.reports.retrieve(f.ids.report).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseValidationError)
  })

  it("a known field of the wrong type is a ResponseValidationError naming the path", async () => {
    server.reply({ status: 200, body: { ...f.paymentResponse, amount: { ...f.paymentResponse.amount, value: "26.9" } } })
    const error = (await payrail.payments.retrieve(f.ids.payment).catch((e: unknown) => e)) as ResponseValidationError
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect(error.issues.map((i) => i.path)).toContain("amount.value")
    expect(error.status).toBe(200)
  })
})
